const path = require('path');
const webpack = require('webpack');

module.exports = (env) => ({
  mode: env.production ? 'production' : 'development',
  entry: './src/index.js',
  output: {
    path: path.resolve(__dirname, 'dist'),
    filename: env.production ? '[name].[contenthash].js' : '[name].js',
    clean: true,
  },
  plugins: [
    new webpack.DefinePlugin({
      __API_URL__: JSON.stringify(env.api?.url ?? 'http://localhost:4000'),
      __BUILD_TIME__: JSON.stringify(new Date().toISOString()),
    }),
  ],
});
