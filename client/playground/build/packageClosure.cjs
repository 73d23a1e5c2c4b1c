// The folders of some npm packages and of everything they depend on, resolved as node resolves
// them from a node_modules folder. The worker build ships the loaders' folders as files; the
// parity suite installs the same closure (with webpack's) into a project folder for node.
const { existsSync, readFileSync } = require('node:fs');
const { dirname, join } = require('node:path');

/** Package folders of `names` and their dependencies, found from `nodeModules`. */
function packageClosure(names, nodeModules) {
  const seen = new Set();
  const visit = (name, fromDir, optional) => {
    // node's lookup: <dir>/node_modules/<name> from the requiring folder up (a package's
    // `exports` may hide its package.json from require.resolve).
    let dir = null;
    for (let at = fromDir; ; at = dirname(at)) {
      const candidate = join(at, 'node_modules', name);
      if (existsSync(join(candidate, 'package.json'))) {
        dir = candidate;
        break;
      }
      if (dirname(at) === at) break;
    }
    if (!dir) {
      if (optional) return;
      throw new Error(`${name} is not installed (needed from ${fromDir}): run npm ci`);
    }
    const manifest = join(dir, 'package.json');
    if (seen.has(dir)) return;
    seen.add(dir);
    const { dependencies = {}, optionalDependencies = {} } = JSON.parse(readFileSync(manifest, 'utf8'));
    for (const dependency of Object.keys(dependencies)) visit(dependency, dir, dependency in optionalDependencies);
  };
  for (const name of names) visit(name, nodeModules, false);
  return [...seen];
}

// The package names are data of their own (shared/data/playgroundPackages.json): the server
// reads the same list to offer "Open in playground" only for projects the playground can build.
const OFFERED = require('../../../shared/data/playgroundPackages.json');

/** npm loaders the playground offers: shipped as files in the worker's volume. */
const PLAYGROUND_PACKAGES = OFFERED.loaders;

/** Of those, the ones the worker script itself carries: small, and used by most projects. */
const BASE_PACKAGES = ['css-loader', 'style-loader'];

/** The big packages, each group a "pack" of its own fetched only when a project names one of
 * `triggers` as a module (a quoted name; a trigger ending in "/" is a scope). The examples'
 * libraries are packs too: only the guides' projects import them. */
const PACKS = [
  { id: 'babel', packages: ['babel-loader', '@babel/core', '@babel/preset-env', '@babel/preset-typescript'], triggers: ['babel-loader', '@babel/'] },
  { id: 'html', packages: ['html-webpack-plugin'], triggers: ['html-webpack-plugin'] },
  { id: 'date-fns', packages: ['date-fns'], triggers: ['date-fns'], example: true },
  { id: 'marked', packages: ['marked'], triggers: ['marked'], example: true },
  { id: 'yaml', packages: ['yaml'], triggers: ['yaml'], example: true },
  { id: 'manifest', packages: ['webpack-manifest-plugin'], triggers: ['webpack-manifest-plugin'] },
  { id: 'merge', packages: ['webpack-merge'], triggers: ['webpack-merge'] },
  { id: 'shim-loaders', packages: ['imports-loader', 'exports-loader'], triggers: ['imports-loader', 'exports-loader'] },
  // TypeScript: its compiler and the declarations of its standard library, which ts-loader
  // type-checks against; @babel/preset-typescript comes with the babel pack.
  { id: 'typescript', packages: ['ts-loader', 'typescript'], triggers: ['ts-loader', 'typescript'] },
  { id: 'sass', packages: ['sass-loader', 'sass'], triggers: ['sass-loader', 'sass'] },
  { id: 'css-extract', packages: ['mini-css-extract-plugin', 'webpack-remove-empty-scripts'], triggers: ['mini-css-extract-plugin', 'webpack-remove-empty-scripts'] },
  { id: 'svg-data-uri', packages: ['mini-svg-data-uri'], triggers: ['mini-svg-data-uri'] },
  // Libraries the shimming guide's projects import or provide (buffer and process stand in for
  // node's globals there); core-js is also what Babel's `useBuiltIns` injects, found from the
  // build's "Can't resolve 'core-js/…'" when no file names it.
  { id: 'jquery', packages: ['jquery'], triggers: ['jquery'], example: true },
  { id: 'node-polyfills', packages: ['buffer', 'process'], triggers: ['buffer', 'process'], example: true },
  { id: 'core-js', packages: ['core-js'], triggers: ['core-js'], example: true },
  { id: 'whatwg-fetch', packages: ['whatwg-fetch'], triggers: ['whatwg-fetch'], example: true },
];

/** Packages the site's example projects import in their own code (content/examples/): shipped
 * in the volume so that "Open in playground" builds those projects as they are. */
const EXAMPLE_PACKAGES = OFFERED.examples;

/** Files of a library that projects bundle (an example pack's packages and their dependencies)
 * that a build can reach, by path inside the package. date-fns and marked: their ES
 * modules (webpack resolves their `import` condition), not the CommonJS copies, the functional
 * variants or the translations other than the default one (each adds megabytes to the worker). */
function isShippedExampleFile(name, file) {
  if (!/\.(?:[cm]?js|json)$/.test(file) || /\.map$/.test(file)) return false;
  if (name === 'date-fns') return !/^(?:fp\/|fp\.js$|locale\.js$|locale\/(?!en-US[./]|_lib\/))/.test(file) && !/^cdn/.test(file);
  if (name === 'marked') return file === 'package.json' || file === 'lib/marked.esm.js';
  // A configuration requires yaml: its CommonJS build (the `node` condition), not the browser copy.
  if (name === 'yaml') return file === 'package.json' || (file.startsWith('dist/') && file.endsWith('.js'));
  return true;
}

/** Files of a package the worker loads (a loader, a plugin and their dependencies) that go into
 * the volume, by path inside the package: code, manifests and templates, not type declarations;
 * of TypeScript, the compiler and its standard library's declarations only (not the language
 * service, the command line or the translated messages). */
function isShippedPackageFile(name, file) {
  if (name === 'typescript') return file === 'package.json' || file === 'lib/typescript.js' || /^lib\/lib\.[\w.]+\.d\.ts$/.test(file) || file === 'lib/lib.d.ts';
  return /\.(?:c?js|json|ejs)$/.test(file) && !/\.d\.[cm]?ts$/.test(file);
}

module.exports = { isShippedPackageFile, packageClosure, PLAYGROUND_PACKAGES, BASE_PACKAGES, PACKS, EXAMPLE_PACKAGES, isShippedExampleFile };
