const path = require('path');
const webpack = require('webpack');

module.exports = {
  mode: 'development',
  entry: {
    main: ['./src/polyfills.js', './src/index.js'],
  },
  output: {
    filename: 'main.js',
    path: path.resolve(__dirname, 'dist'),
  },
  module: {
    rules: [
      {
        test: /\.js$/,
        exclude: /node_modules/,
        loader: 'babel-loader',
      },
      {
        test: require.resolve('./src/vendor/analytics-snippet.js'),
        loader: 'imports-loader',
        options: {
          wrapper: 'window',
        },
      },
      {
        test: require.resolve('./src/vendor/csv-parser.js'),
        loader: 'exports-loader',
        options: {
          exports: ['default parseCsv', 'named CsvParser'],
        },
      },
    ],
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
