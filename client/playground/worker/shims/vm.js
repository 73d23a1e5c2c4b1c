// `vm` over eval: webpack evaluates magic comments (`webpackChunkName: "a"`) and modules it
// executes at build time this way. The worker is sandboxed; this gives no isolation of its own.
function runInContext(code, context) {
  const sandbox = context || {};
  // `with` needs sloppy mode, which `new Function` bodies have.
  return new Function('__sandbox', '__code', 'with (__sandbox) { return eval(__code); }')(sandbox, String(code));
}

class Script {
  constructor(code) {
    this.code = code;
  }
  runInThisContext() {
    return (0, eval)(this.code);
  }
  runInNewContext(context) {
    return runInContext(this.code, context);
  }
  runInContext(context) {
    return runInContext(this.code, context);
  }
}

module.exports = {
  Script,
  createContext: (context) => context || {},
  isContext: () => true,
  runInNewContext: runInContext,
  runInContext,
  runInThisContext: (code) => (0, eval)(code),
};
