const webpack = require('webpack');
const config = require('../webpack.prod.js');

webpack(config, (err, stats) => {
  if (err) {
    console.error(err);
    process.exitCode = 1;
    return;
  }

  console.log(stats.toString({ colors: true, modules: false }));

  if (stats.hasErrors()) {
    process.exitCode = 1;
  }
});
