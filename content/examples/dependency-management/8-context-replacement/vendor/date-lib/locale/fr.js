module.exports = { name: 'fr' };
