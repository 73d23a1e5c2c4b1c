// The effective configuration as data the page can show: webpack's normalised options with its
// defaults applied, made serialisable (functions, regular expressions and plugin instances
// become labelled leaves), and the list of option paths the project set itself.

/** A JSON-safe copy of an options value. */
function toTree(value, seen = new WeakSet()) {
  if (value === undefined) return { $undefined: true };
  if (value === null || typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return value;
  if (typeof value === 'function') return { $function: value.name || 'anonymous' };
  if (value instanceof RegExp) return { $regexp: String(value) };
  if (typeof value !== 'object') return String(value);
  if (seen.has(value)) return { $circular: true };
  seen.add(value);
  if (Array.isArray(value)) return value.map((v) => toTree(v, seen));
  const proto = Object.getPrototypeOf(value);
  if (proto && proto !== Object.prototype && proto.constructor && proto.constructor.name !== 'Object') {
    return { $instance: proto.constructor.name };
  }
  const out = {};
  for (const key of Object.keys(value)) out[key] = toTree(value[key], seen);
  return out;
}

/** Dotted paths of every option the project's configuration sets (arrays, functions, regular
 * expressions and class instances are set as a whole). */
function setPaths(options, prefix = '', out = []) {
  if (options === undefined) return out;
  const plain = options !== null && typeof options === 'object' && !Array.isArray(options) && Object.getPrototypeOf(options) === Object.prototype;
  if (!plain) {
    if (prefix) out.push(prefix);
    return out;
  }
  for (const key of Object.keys(options)) if (options[key] !== undefined) setPaths(options[key], prefix ? `${prefix}.${key}` : key, out);
  return out;
}

/** The effective configuration of a compiler and what the project set, for the page. */
function describeConfig(rawOptions, options) {
  if (!options || Array.isArray(options)) return null;
  return { tree: toTree(options), set: setPaths(rawOptions && !Array.isArray(rawOptions) ? rawOptions : {}) };
}

module.exports = { toTree, setPaths, describeConfig };
