// The part of node's `util` that webpack, its dependencies and common loaders use. The npm
// polyfill is left out on purpose: it cost most of a second of worker start-up.
function inherits(ctor, superCtor) {
  Object.defineProperty(ctor, 'super_', { value: superCtor, writable: true, configurable: true });
  Object.setPrototypeOf(ctor.prototype, superCtor.prototype);
}

function inspect(value) {
  if (typeof value === 'string') return `'${value}'`;
  if (typeof value === 'function') return `[Function: ${value.name || '(anonymous)'}]`;
  try {
    return JSON.stringify(value) ?? String(value);
  } catch {
    return String(value);
  }
}

function format(first, ...args) {
  if (typeof first !== 'string') return [first, ...args].map(inspect).join(' ');
  let i = 0;
  const out = first.replace(/%[sdifjoO%]/g, (token) => {
    if (token === '%%') return '%';
    if (i >= args.length) return token;
    const arg = args[i++];
    if (token === '%d' || token === '%i') return String(parseInt(arg, 10));
    if (token === '%f') return String(parseFloat(arg));
    if (token === '%s') return String(arg);
    return inspect(arg);
  });
  return [out, ...args.slice(i).map((a) => (typeof a === 'string' ? a : inspect(a)))].join(' ');
}

function promisify(fn) {
  if (typeof fn[promisify.custom] === 'function') return fn[promisify.custom];
  return (...args) => new Promise((resolve, reject) => fn(...args, (err, value) => (err ? reject(err) : resolve(value))));
}
promisify.custom = Symbol.for('nodejs.util.promisify.custom');

function callbackify(fn) {
  return (...args) => {
    const callback = args.pop();
    fn(...args).then((value) => callback(null, value), (err) => callback(err));
  };
}

const types = {
  isPromise: (v) => v instanceof Promise,
  isRegExp: (v) => v instanceof RegExp,
  isDate: (v) => v instanceof Date,
  isUint8Array: (v) => v instanceof Uint8Array,
  isArrayBuffer: (v) => v instanceof ArrayBuffer,
  isTypedArray: (v) => ArrayBuffer.isView(v) && !(v instanceof DataView),
  isNativeError: (v) => v instanceof Error,
};

module.exports = {
  inherits,
  inspect,
  format,
  promisify,
  callbackify,
  types,
  deprecate: (fn) => fn,
  debuglog: () => () => {},
  isDeepStrictEqual: (a, b) => JSON.stringify(a) === JSON.stringify(b),
  TextEncoder,
  TextDecoder,
  isArray: Array.isArray,
  isRegExp: types.isRegExp,
  isDate: types.isDate,
  isError: types.isNativeError,
  isFunction: (v) => typeof v === 'function',
  isString: (v) => typeof v === 'string',
  isObject: (v) => v !== null && typeof v === 'object',
  isPrimitive: (v) => v === null || (typeof v !== 'object' && typeof v !== 'function'),
  isBuffer: (v) => Buffer.isBuffer(v),
};
