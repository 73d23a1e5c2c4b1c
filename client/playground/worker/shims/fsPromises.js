// `fs/promises` over the worker's volume.
module.exports = require('fs').promises;
