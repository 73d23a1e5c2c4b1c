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
  externals: {
    'date-fns': {
      commonjs: 'date-fns',
      commonjs2: 'date-fns',
      amd: 'date-fns',
      root: 'dateFns',
    },
  },
};
