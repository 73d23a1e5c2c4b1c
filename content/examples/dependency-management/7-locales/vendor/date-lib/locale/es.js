module.exports = { name: 'es' };
