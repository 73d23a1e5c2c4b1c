// `console` as a module (ts-loader's logger makes its own Console on process.stdout and
// process.stderr): the global console, and a Console class writing formatted lines to the
// streams it is given, as node's does.
const { format } = require('./util.js');

class Console {
  constructor(stdout, stderr = stdout) {
    const out = (stream) => (...args) => stream?.write?.(`${format(...args)}\n`);
    this.log = this.info = this.debug = out(stdout);
    this.warn = this.error = this.trace = out(stderr);
  }
}

module.exports = Object.assign(Object.create(globalThis.console), { Console });
