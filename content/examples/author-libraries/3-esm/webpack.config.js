const path = require('path');

const umd = {
  mode: 'production',
  entry: './src/index.js',
  output: {
    path: path.resolve(__dirname, 'dist'),
    filename: 'pace-kit.js',
    library: { name: 'paceKit', type: 'umd' },
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

const esm = {
  mode: 'production',
  entry: './src/index.js',
  output: {
    module: true,
    path: path.resolve(__dirname, 'dist'),
    filename: 'pace-kit.mjs',
    library: { type: 'module' },
  },
  externalsType: 'module',
  externals: {
    'date-fns': 'date-fns',
  },
};

module.exports = [umd, esm];
