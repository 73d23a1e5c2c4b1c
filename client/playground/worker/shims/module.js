// `module`: the list of node's built-in modules (webpack's node targets read it) and
// createRequire over the worker's runtime require.
/* global __BUILTIN_MODULES__ */
module.exports = {
  builtinModules: __BUILTIN_MODULES__,
  isBuiltin: (name) => __BUILTIN_MODULES__.includes(String(name).replace(/^node:/, '')),
  createRequire: (file) => globalThis.require.createRequireFrom(file),
};
