// The playground's build worker: the pinned webpack, bundled with a few node shims, building
// the project that the page sends into an in-memory volume rooted at /app. It runs inside the
// sandboxed frame (opaque origin, a policy with no network), never in the site's own origin.
const webpack = require('webpack');
const fs = require('fs');
const path = require('path');
const { createRuntimeRequire } = require('./runtimeRequire.js');
const { runBuild } = require('./runBuild.js');
const { describeConfig } = require('./effectiveConfig.js');
const { packsForMissing, packsNamedBy } = require('./packNeeds.js');
const { BUNDLED_PATHS, PACKAGE_FILES, PACKS, PACK_OF_PACKAGE } = require('playground:registry');

const ROOT = '/app';

/** zlib is not offered (no compression library in the worker); its functions exist, as they do
 * in node, so that code which wraps them at load time (babel-loader's cache) loads, and fail
 * with a clear message when called. */
const zlibUnavailable = (name) =>
  function () {
    const error = new Error(`zlib.${name}() is not available in the playground: turn off what compresses (babel-loader's cacheCompression, a filesystem cache)`);
    const callback = arguments[arguments.length - 1];
    if (typeof callback === 'function') return void queueMicrotask(() => callback(error));
    throw error;
  };
const ZLIB = Object.fromEntries(['gzip', 'gunzip', 'deflate', 'inflate', 'brotliCompress', 'brotliDecompress', 'gzipSync', 'gunzipSync', 'deflateSync', 'inflateSync', 'brotliCompressSync', 'brotliDecompressSync', 'createGzip', 'createGunzip', 'createDeflate', 'createInflate', 'createBrotliCompress', 'createBrotliDecompress'].map((name) => [name, zlibUnavailable(name)]));
ZLIB.constants = {};

// Code of the volume (loaders, plugins, the project's configuration) runs as in node, where
// `global` is the global object.
globalThis.global = globalThis;

const BUILTINS = {
  fs: () => fs,
  'fs/promises': () => require('fs/promises'),
  path: () => path,
  os: () => require('os'),
  crypto: () => require('crypto'),
  vm: () => require('vm'),
  url: () => require('url'),
  module: () => require('module'),
  util: () => require('util'),
  events: () => require('events'),
  buffer: () => require('buffer'),
  stream: () => require('stream'),
  assert: () => require('assert'),
  console: () => require('./shims/console.js'),
  process: () => process,
  zlib: () => ZLIB,
  http: () => ({}),
  https: () => ({}),
  child_process: () => ({}),
  worker_threads: () => ({}),
  v8: () => ({}),
  tty: () => ({ isatty: () => false }),
  webpack: () => webpack,
  terser: () => require('terser'),
};

globalThis.require = createRuntimeRequire(BUILTINS, BUNDLED_PATHS, ['webpack', 'terser']);

/** Writes a file, creating its folders. */
function writeFile(file, content) {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, content);
}

for (const [file, text] of Object.entries(PACKAGE_FILES)) writeFile(file, text);

/** The bytes of base64 text. */
function fromBase64(base64) {
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

/** Replaces the project's files (everything under /app but node_modules) with `files` (text)
 * and `binary` (base64). */
function resetProject(files, binary) {
  for (const name of fs.readdirSync(ROOT)) if (name !== 'node_modules') fs.rmSync(path.join(ROOT, name), { recursive: true, force: true });
  const write = (name, content) => {
    const file = path.resolve(ROOT, name);
    if (!file.startsWith(`${ROOT}/`) || file.startsWith(`${ROOT}/node_modules/`)) return;
    writeFile(file, content);
  };
  for (const [name, text] of Object.entries(files)) write(name, text);
  for (const [name, base64] of Object.entries(binary)) write(name, fromBase64(base64));
}

const decoder = new TextDecoder('utf-8', { fatal: true });

/** An emitted file for the page: text when it is UTF-8, otherwise base64 and its size. */
function describeFile([name, bytes]) {
  let text = null;
  try {
    text = bytes.includes(0) ? null : decoder.decode(bytes);
  } catch {
    text = null;
  }
  let base64 = null;
  if (text === null) {
    let binary = '';
    for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
    base64 = btoa(binary);
  }
  return { path: name.split(path.sep).join('/'), size: bytes.length, text, base64 };
}

/** Packs whose files are in the volume. */
const loadedPacks = new Set();
/** The answer the worker waits for after asking the page for packs. */
let packsAnswer = null;

/** Asks the page (through the frame) for packs and writes their files into the volume. The
 * worker itself has no network: the page fetches the site's pack scripts, or takes them from
 * the playground's cache. */
async function loadPacks(ids) {
  const answer = await new Promise((resolve) => {
    packsAnswer = resolve;
    self.postMessage({ type: 'need-packs', ids });
  });
  if (answer.error) throw new Error(answer.error);
  for (const { id, source } of answer.packs) {
    const packFiles = (0, eval)(source);
    for (const [file, text] of Object.entries(packFiles)) writeFile(file, text);
    loadedPacks.add(id);
  }
}

/** A failed build that did not start: `message` says why. */
const notStarted = (id, message) => ({ type: 'result', id, status: 'failed', files: [], errors: [message], warnings: [], configProblems: [], stats: '', effective: null, reused: false, ms: 0 });

let last = null;

async function build({ id, files, binary = {}, reuse }) {
  const started = performance.now();
  resetProject(files, binary);
  globalThis.require.forgetProject();
  try {
    const named = packsNamedBy(files, PACKS, loadedPacks);
    if (named.length) await loadPacks(named);
  } catch (error) {
    return notStarted(id, error instanceof Error ? error.message : String(error));
  }
  const configText = files['webpack.config.js'] ?? null;
  const names = [...Object.keys(files), ...Object.keys(binary)].sort().join('\n');
  let canReuse = Boolean(reuse && last && last.configText === configText && last.names === names && !Object.keys(files).some((f) => /loader/i.test(f) && files[f] !== last.files[f]));
  let result = await runBuild({ webpack, fs, requireFrom: globalThis.require, root: ROOT, compiler: canReuse ? last.compiler : undefined });
  // A module no trigger named (a configuration that requires lodash): fetch its pack, build
  // again; at most once per pack, since each round loads at least one.
  const packsMissedBy = (run) => packsForMissing([...run.errors, ...run.configProblems], PACK_OF_PACKAGE, loadedPacks);
  for (let missing = packsMissedBy(result); missing.length; missing = packsMissedBy(result)) {
    try {
      await loadPacks(missing);
    } catch (error) {
      return notStarted(id, error instanceof Error ? error.message : String(error));
    }
    if (!missing.every((packId) => loadedPacks.has(packId))) break;
    globalThis.require.forgetProject();
    canReuse = false;
    result = await runBuild({ webpack, fs, requireFrom: globalThis.require, root: ROOT });
  }
  last = result.compiler ? { configText, names, files, compiler: result.compiler, rawOptions: canReuse ? last.rawOptions : result.rawOptions } : null;
  let effective = null;
  try {
    effective = describeConfig(last ? last.rawOptions : result.rawOptions, result.options);
  } catch {
    effective = null;
  }
  return {
    type: 'result',
    id,
    status: result.status,
    files: result.files.map(describeFile),
    errors: result.errors,
    warnings: result.warnings,
    configProblems: result.configProblems,
    stats: result.stats,
    effective,
    reused: canReuse,
    ms: Math.round(performance.now() - started),
  };
}

self.onmessage = async (event) => {
  const message = event.data;
  if (message && message.type === 'packs' && packsAnswer) {
    const answer = packsAnswer;
    packsAnswer = null;
    answer(message);
    return;
  }
  if (!message || message.type !== 'build') return;
  try {
    self.postMessage(await build(message));
  } catch (error) {
    last = null;
    self.postMessage({ type: 'result', id: message.id, status: 'failed', files: [], errors: [error && error.stack ? `${error.message}\n${error.stack}` : String(error)], warnings: [], configProblems: [], stats: '', effective: null, reused: false, ms: 0 });
  }
};

self.postMessage({ type: 'ready', version: webpack.version });
