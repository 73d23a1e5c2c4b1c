const path = require('path');

module.exports = {
  mode: 'production',
  entry: './src/index.js',
  output: {
    path: path.resolve(__dirname, 'dist'),
    filename: 'pace-kit.js',
    library: {
      name: 'paceKit',
      type: 'umd',
    },
    globalObject: 'this',
  },
};
