// A node built-in that has no meaning in the worker (zlib, http, worker_threads, ...).
module.exports = {};
