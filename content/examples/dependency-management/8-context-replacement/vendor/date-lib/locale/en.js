module.exports = { name: 'en' };
