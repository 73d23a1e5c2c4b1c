module.exports = { name: 'de' };
