module.exports = function loadLocale(name) {
  return require('./locale/' + name);
};
