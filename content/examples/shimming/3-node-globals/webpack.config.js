const path = require('path');
const webpack = require('webpack');

module.exports = {
  mode: 'development',
  entry: './src/index.js',
  output: {
    filename: 'main.js',
    path: path.resolve(__dirname, 'dist'),
  },
  plugins: [
    new webpack.ProvidePlugin({
      $: ['jquery', 'default'],
      jQuery: ['jquery', 'default'],
      Buffer: ['buffer', 'Buffer'],
      process: 'process/browser',
    }),
  ],
};
