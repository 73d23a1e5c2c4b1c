// Node's `require` inside the worker, for code that is not in the bundle: the project's
// webpack.config.js, loaders written in the project and the npm loaders shipped as files in the
// volume (`/app/node_modules/css-loader/...`). Built-in names and the modules webpack itself
// loads by path (its minimizers) come from the bundle; everything else is read from the volume
// and evaluated as CommonJS, with node's resolution (node_modules walk, `exports`, `main`).
const fs = require('fs');
const path = require('path');

/**
 * @param {Record<string, () => unknown>} builtins node built-ins and bundled packages, by name
 * @param {Record<string, () => unknown>} bundledPaths bundled modules webpack loads by their path
 * @param {string[]} packages the names of `builtins` that are npm packages (webpack, terser):
 *   `require.resolve()` gives their file in node_modules, as in node, not their bare name
 */
function createRuntimeRequire(builtins, bundledPaths, packages = []) {
  const installed = new Set(packages);
  /** @type {Map<string, { exports: unknown }>} */
  const cache = new Map();

  const isFile = (file) => {
    try {
      return fs.statSync(file).isFile();
    } catch {
      return false;
    }
  };

  const readJson = (file) => JSON.parse(fs.readFileSync(file, 'utf8'));

  const asFile = (file) => {
    if (bundledPaths[file]) return file;
    for (const candidate of [file, `${file}.js`, `${file}.cjs`, `${file}.json`]) if (isFile(candidate)) return candidate;
    return null;
  };

  const fromExports = (exportsField, subpath) => {
    if (typeof exportsField === 'string') return subpath === '.' ? exportsField : null;
    if (!exportsField || typeof exportsField !== 'object') return null;
    const keys = Object.keys(exportsField);
    const target = keys.every((key) => key.startsWith('.')) ? exportsField[subpath] : subpath === '.' ? exportsField : undefined;
    const pick = (value) => {
      if (typeof value === 'string') return value;
      if (Array.isArray(value)) return value.map(pick).find(Boolean) ?? null;
      if (value && typeof value === 'object') {
        for (const condition of ['require', 'node', 'default']) if (condition in value) return pick(value[condition]);
      }
      return null;
    };
    return target === undefined ? null : pick(target);
  };

  const asDirectory = (dir) => {
    const manifest = path.join(dir, 'package.json');
    if (isFile(manifest)) {
      const main = readJson(manifest).main;
      if (main) {
        const found = asFile(path.join(dir, main)) ?? asFile(path.join(dir, main, 'index'));
        if (found) return found;
      }
    }
    return asFile(path.join(dir, 'index'));
  };

  const resolveBare = (request, fromDir) => {
    const parts = request.split('/');
    const nameLength = request.startsWith('@') ? 2 : 1;
    const name = parts.slice(0, nameLength).join('/');
    const subpath = parts.length > nameLength ? `./${parts.slice(nameLength).join('/')}` : '.';
    for (let dir = fromDir; ; dir = path.dirname(dir)) {
      const root = path.join(dir, 'node_modules', name);
      const manifest = path.join(root, 'package.json');
      if (isFile(manifest)) {
        const exported = fromExports(readJson(manifest).exports, subpath);
        if (exported) return asFile(path.join(root, exported));
        const target = path.join(root, subpath);
        return asFile(target) ?? asDirectory(target);
      }
      if (dir === '/') return null;
    }
  };

  const notFound = (request, fromDir) => {
    const error = new Error(`Cannot find module '${request}' from '${fromDir}': the playground offers webpack, its built-in modules, the packages it ships and the files of the project`);
    error.code = 'MODULE_NOT_FOUND';
    return error;
  };

  const resolve = (request, fromDir) => {
    const name = request.startsWith('node:') ? request.slice(5) : request;
    // A package the bundle carries has a file in node_modules, as in node: code that reads its
    // version through require.resolve() (the minimizer salts chunk hashes with terser's) finds
    // its package.json. Node's own modules resolve to their name.
    if (builtins[name]) return (installed.has(name) && resolveBare(name, fromDir)) || name;
    if (bundledPaths[request]) return request;
    let found = null;
    if (/^(\.{1,2}(\/|$)|\/)/.test(request)) {
      const target = path.resolve(fromDir, request);
      found = asFile(target) ?? asDirectory(target);
    } else {
      found = resolveBare(request, fromDir);
    }
    if (!found) throw notFound(request, fromDir);
    return found;
  };

  const load = (file) => {
    if (builtins[file]) return builtins[file]();
    if (bundledPaths[file]) return bundledPaths[file]();
    const cached = cache.get(file);
    if (cached) return cached.exports;
    const module = { exports: {}, filename: file, id: file, loaded: false };
    cache.set(file, module);
    try {
      if (file.endsWith('.json')) {
        module.exports = readJson(file);
      } else {
        const code = fs.readFileSync(file, 'utf8').replace(/^#!.*/, '');
        const wrapper = (0, eval)(`(function (exports, require, module, __filename, __dirname) {${code}\n})\n//# sourceURL=memfs://${file}`);
        wrapper.call(module.exports, module.exports, requireFrom(path.dirname(file)), module, file, path.dirname(file));
      }
    } catch (error) {
      cache.delete(file);
      throw error;
    }
    module.loaded = true;
    return module.exports;
  };

  const requireFrom = (fromDir) => {
    const req = (request) => load(resolve(String(request), fromDir));
    req.resolve = (request) => resolve(String(request), fromDir);
    req.cache = new Proxy({}, { get: (_, key) => cache.get(String(key)), deleteProperty: (_, key) => cache.delete(String(key)) });
    return req;
  };

  const root = requireFrom('/app');
  root.createRequireFrom = (file) => requireFrom(path.dirname(String(file).replace(/^file:\/\//, '')));
  /** Forgets every module of the project (not of node_modules), before a build reads them anew. */
  root.forgetProject = () => {
    for (const file of cache.keys()) if (!file.includes('/node_modules/')) cache.delete(file);
  };
  return root;
}

module.exports = { createRuntimeRequire };
