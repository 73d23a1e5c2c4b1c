// `url` with the WHATWG URL of the worker and node's two path conversions.
const path = require('path');

function pathToFileURL(file) {
  const url = new URL('file://');
  url.pathname = path.resolve(file).replace(/%/g, '%25').replace(/\?/g, '%3F').replace(/#/g, '%23');
  return url;
}

function fileURLToPath(url) {
  const parsed = typeof url === 'string' ? new URL(url) : url;
  if (parsed.protocol !== 'file:') throw new TypeError('The URL must be of scheme file');
  return decodeURIComponent(parsed.pathname);
}

module.exports = { URL, URLSearchParams, pathToFileURL, fileURLToPath, parse: (u) => new URL(u, 'file:///'), format: (u) => String(u) };
