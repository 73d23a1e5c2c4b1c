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

/** Dotted paths of every option the project's own (normalised) configuration sets. */
function setPaths(normalized, prefix = '', out = []) {
  if (normalized === undefined) return out;
  if (normalized === null || typeof normalized !== 'object' || Array.isArray(normalized) || normalized instanceof RegExp) {
    out.push(prefix);
    return out;
  }
  const proto = Object.getPrototypeOf(normalized);
  if (proto && proto !== Object.prototype) {
    out.push(prefix);
    return out;
  }
  const keys = Object.keys(normalized).filter((k) => normalized[k] !== undefined);
  if (keys.length === 0 && prefix) out.push(prefix);
  for (const key of keys) setPaths(normalized[key], prefix ? `${prefix}.${key}` : key, out);
  return out;
}

/** The effective configuration of a compiler and what the project set, for the page. */
function describeConfig(webpack, rawOptions, options) {
  if (!options || Array.isArray(options)) return null;
  let normalized = {};
  try {
    normalized = webpack.config.getNormalizedWebpackOptions(rawOptions && !Array.isArray(rawOptions) ? rawOptions : {});
  } catch {
    normalized = {};
  }
  const { plugins: _plugins, ...rest } = options;
  const tree = toTree({ ...rest, plugins: options.plugins });
  return { tree, set: setPaths(normalized).filter((p) => !p.startsWith('plugins.') || true) };
}

module.exports = { toTree, setPaths, describeConfig };
