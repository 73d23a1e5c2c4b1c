const webpack = require('webpack');

module.exports = {
  mode: 'development',
  plugins: [
    // Keep only English and German from the library's locale folder.
    new webpack.ContextReplacementPlugin(/[\\/]locale$/, /^\.\/(en|de)$/),
  ],
};
