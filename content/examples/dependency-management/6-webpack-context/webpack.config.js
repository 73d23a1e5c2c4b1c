module.exports = {
  mode: 'development',
};
