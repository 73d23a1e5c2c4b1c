// `path`: path-browserify (posix) with a stand-in for `path.win32`, which webpack touches to
// recognise Windows paths; the worker's paths are always posix.
const posix = require('path-browserify');

const path = { ...posix };
path.posix = path;
path.win32 = { ...posix, sep: '\\', delimiter: ';' };
module.exports = path;
