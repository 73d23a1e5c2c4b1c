const express = require('express');
const webpack = require('webpack');
const webpackDevMiddleware = require('webpack-dev-middleware');
const config = require('./webpack.config.js');

const app = express();
const compiler = webpack(config);

// Serve the files webpack builds, straight from memory.
app.use(webpackDevMiddleware(compiler));

app.listen(3000, () => {
  console.log('Countdown board running at http://localhost:3000/');
});
