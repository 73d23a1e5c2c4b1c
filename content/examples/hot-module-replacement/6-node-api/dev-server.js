const webpack = require('webpack');
const WebpackDevServer = require('webpack-dev-server');
const config = require('./webpack.config.js');

const compiler = webpack(config);
const server = new WebpackDevServer({ hot: true, open: true }, compiler);

server.start().then(() => {
  console.log('Dev server running');
});
