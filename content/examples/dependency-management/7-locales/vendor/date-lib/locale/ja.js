module.exports = { name: 'ja' };
