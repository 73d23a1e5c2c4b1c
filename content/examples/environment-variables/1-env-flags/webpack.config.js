const path = require('path');

module.exports = (env) => {
  console.log(env);

  return {
    mode: env.production ? 'production' : 'development',
    entry: './src/index.js',
    output: {
      path: path.resolve(__dirname, 'dist'),
      filename: env.production ? '[name].[contenthash].js' : '[name].js',
      clean: true,
    },
  };
};
