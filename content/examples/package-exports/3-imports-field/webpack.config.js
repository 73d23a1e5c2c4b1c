const path = require('path');

module.exports = {
  mode: 'development',
  devtool: false,
  entry: './src/index.js',
  output: {
    filename: 'main.js',
    path: path.resolve(__dirname, 'dist'),
    clean: true,
  },
  resolve: {
    // The example's packages live in packages/ instead of node_modules/.
    modules: [path.resolve(__dirname, 'packages'), 'node_modules'],
  },
};
