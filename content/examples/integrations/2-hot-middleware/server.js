const express = require('express');
const webpack = require('webpack');
const webpackDevMiddleware = require('webpack-dev-middleware');
const webpackHotMiddleware = require('webpack-hot-middleware');
const config = require('./webpack.config.js');

const app = express();
const compiler = webpack(config);

app.use(
  webpackDevMiddleware(compiler, {
    publicPath: config.output.publicPath,
  }),
);
app.use(webpackHotMiddleware(compiler));

app.get('/api/time', (req, res) => {
  res.json({ now: new Date().toISOString() });
});

app.listen(3000, () => {
  console.log('Listening on http://localhost:3000');
});
