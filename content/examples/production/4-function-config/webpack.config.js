module.exports = (env, argv) => {
  const isProduction = argv.mode === 'production';

  return {
    entry: './src/index.js',
    devtool: isProduction ? 'source-map' : 'eval-source-map',
    output: {
      filename: isProduction ? '[name].[contenthash].js' : '[name].js',
    },
  };
};
