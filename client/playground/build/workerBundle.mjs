// Builds the playground's worker script: the pinned webpack from node_modules, bundled for a
// browser Web Worker with node's built-ins replaced by small shims (client/playground/worker/
// shims/) and an in-memory file system. Three kinds of rewrite happen while bundling, none in
// node_modules itself:
//  1. `require.resolve("…")` in webpack's lib becomes the path the module would have in a real
//     install under /app/node_modules; the worker's runtime `require` maps those paths back to
//     the bundled modules. The minimizer hashes that path into every chunk hash, so it must be
//     the one node sees for a project with webpack installed in its own node_modules.
//  2. Code whose source text webpack emits or hashes (the HMR runtime templates, the
//     minimizers' banner helpers) keeps its original text, which minifying would change.
//  3. `__dirname` and `__filename` are the module's path in that install.
// The npm loaders the playground offers are shipped as files for the volume, with package.json
// of the bundled packages that code reads versions from.
import { build, transformSync } from 'esbuild';
import closure from './packageClosure.cjs';
import { builtinModules, createRequire } from 'node:module';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

const { packageClosure, BASE_PACKAGES, PACKS, isShippedExampleFile, isShippedPackageFile } = closure;
const ROOT = '/app';
const nodeModules = resolve('node_modules');
const workerDir = resolve('client/playground/worker');
const shim = (name) => join(workerDir, 'shims', `${name}.js`);
const requireHere = createRequire(join(nodeModules, 'noop.js'));


/** Packages in the bundle that code may require by name or read the package.json of. */
const BUNDLED_PACKAGES = ['webpack', 'terser', 'minimizer-webpack-plugin', 'watchpack', 'enhanced-resolve', 'tapable', 'webpack-sources', 'schema-utils'];

/** Optional peers of the minimizer that the playground does not offer: requiring one fails as
 * it would in a project that has not installed it. */
const OPTIONAL_PEERS = ['jest-worker', 'uglify-js', '@swc/core', '@swc/html', 'esbuild', 'cssnano', 'csso', 'clean-css', 'lightningcss', 'svgo', 'sharp', 'html-minifier-terser', '@minify-html/node', 'postcss', 'postcss-load-config', 'typescript', 'amaro', '@napi-rs/image', 'imagemin', '@squoosh/lib'];

const SHIMMED = {
  fs: shim('fs'), 'graceful-fs': shim('fs'), 'fs/promises': shim('fsPromises'),
  path: shim('path'), os: shim('os'), crypto: shim('crypto'), vm: shim('vm'),
  url: shim('url'), module: shim('module'), util: shim('util'), process: shim('process'), assert: shim('assert'),
  events: requireHere.resolve('events/'), buffer: requireHere.resolve('buffer/'), stream: requireHere.resolve('readable-stream'),
  string_decoder: requireHere.resolve('string_decoder/'),
};

/** The name of the package in a folder of node_modules (`sass/node_modules/chokidar` → `chokidar`). */
const packageNameOf = (dir) => relative(nodeModules, dir).split('\\').join('/').replace(/^.*node_modules\//, '');

/** The path a file of node_modules has in the worker's volume. */
const virtualPath = (file) => `${ROOT}/node_modules/${relative(nodeModules, file).split('\\').join('/')}`;

/** Every file below a folder. */
function filesUnder(dir) {
  return readdirSync(dir, { recursive: true }).map((name) => join(dir, String(name))).filter((file) => statSync(file).isFile());
}

/** Folders of the packages the bundle holds (terser, which html-minifier-terser requires by
 * name, among them): taken from the bundle, never shipped as files too. */
const bundledDirs = () => new Set(BUNDLED_PACKAGES.map((name) => dirname(requireHere.resolve(`${name}/package.json`))));

/** The volume's files of some package folders: their code, manifests and templates. */
function folderFiles(dirs) {
  const files = {};
  for (const dir of dirs) {
    const esm = isModulePackage(dir);
    for (const file of filesUnder(dir)) {
      if (!file.includes(`${dir}/node_modules/`) && isShippedPackageFile(packageNameOf(dir), relative(dir, file).split('\\').join('/'))) files[virtualPath(file)] = esm && file.endsWith('.js') ? asCommonJs(file) : readFileSync(file, 'utf8');
    }
  }
  return files;
}

/** True for a package whose .js files are ES modules (`"type": "module"`). */
function isModulePackage(dir) {
  try {
    return JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')).type === 'module';
  } catch {
    return false;
  }
}

/** An ES module of a package as CommonJS: the worker's runtime `require` evaluates CommonJS only,
 * where node 20 loads such a package with `require()` of ES modules. The exports are the same
 * (named exports as properties, `default` for a default export), and a default import of a
 * CommonJS package is its module.exports, as in node. */
function asCommonJs(file) {
  return transformSync(readFileSync(file, 'utf8'), { format: 'cjs', loader: 'js', sourcefile: file, target: 'es2022' }).code;
}

/** The volume's files of a library that projects bundle (an example pack's packages and their
 * dependencies): as published, never turned into CommonJS (webpack reads their source), and only
 * what a build of the guides' projects reaches. */
function libraryFiles(dir) {
  const files = {};
  const name = packageNameOf(dir);
  for (const file of filesUnder(dir)) {
    const inside = relative(dir, file).split('\\').join('/');
    if (!inside.startsWith('node_modules/') && isShippedExampleFile(name, inside)) files[virtualPath(file)] = readFileSync(file, 'utf8');
  }
  return files;
}

/** Folders of the base packages, which every pack can count on. */
const baseDirs = () => packageClosure(BASE_PACKAGES, nodeModules).filter((dir) => !bundledDirs().has(dir));

/** Files written into the volume at start-up: the small loaders and the package manifests. */
function packageFiles() {
  const files = folderFiles(baseDirs());
  for (const name of BUNDLED_PACKAGES) {
    const manifest = requireHere.resolve(`${name}/package.json`);
    files[virtualPath(manifest)] = readFileSync(manifest, 'utf8');
  }
  // Files webpack adds to the projects' own bundles (the HMR client, for one).
  for (const file of filesUnder(join(nodeModules, 'webpack/hot'))) files[virtualPath(file)] = readFileSync(file, 'utf8');
  return files;
}

/** Package folders of a pack that neither the bundle nor the base files hold. */
function packDirs(pack) {
  const skip = new Set([...bundledDirs(), ...baseDirs()]);
  return packageClosure(pack.packages, nodeModules).filter((dir) => !skip.has(dir));
}

/** The volume's files of a pack. */
export function packFiles(pack) {
  return pack.example ? Object.assign({}, ...packDirs(pack).map(libraryFiles)) : folderFiles(packDirs(pack));
}

/** The pack that brings each package installed at the top of node_modules (`lodash` → html),
 * for a build that failed on a module no trigger named. */
function packOfPackage() {
  const index = {};
  for (const pack of PACKS) {
    for (const dir of packDirs(pack)) {
      const name = relative(nodeModules, dir).split('\\').join('/');
      if (!name.includes('/node_modules/')) index[name] ??= pack.id;
    }
  }
  return index;
}

/** The modules that code loads by path at run time (`require(resolvedPath)`), by that path. */
function bundledPaths() {
  const entries = new Map();
  const lib = join(nodeModules, 'webpack/lib');
  const source = readFileSync(join(lib, 'config/defaults.js'), 'utf8');
  for (const [, specifier] of source.matchAll(/require\.resolve\(\s*["']([\w@./-]+)["']\s*\)/g)) {
    const file = createRequire(join(lib, 'config/defaults.js')).resolve(specifier);
    entries.set(virtualPath(file), file);
  }
  for (const name of BUNDLED_PACKAGES) {
    const file = requireHere.resolve(name);
    entries.set(virtualPath(file), file);
  }
  return entries;
}

/** The registry module: bundled modules by volume path, the files of the volume, and which
 * packs there are (their triggers, and the packages each brings). `single` puts every pack's
 * files in the worker script itself, as it was before packs (the bench's reference only). */
function registrySource(single) {
  const lines = [...bundledPaths()].map(([path, file]) => `  ${JSON.stringify(path)}: () => require(${JSON.stringify(file)}),`);
  const files = single ? Object.assign(packageFiles(), ...PACKS.map(packFiles)) : packageFiles();
  const packs = single ? [] : PACKS.map(({ id, triggers }) => ({ id, triggers }));
  return `exports.BUNDLED_PATHS = {\n${lines.join('\n')}\n};\nexports.PACKAGE_FILES = ${JSON.stringify(files)};\nexports.PACKS = ${JSON.stringify(packs)};\nexports.PACK_OF_PACKAGE = ${JSON.stringify(single ? {} : packOfPackage())};\n`;
}

/** Source of a module whose functions' text webpack reads: evaluated from its original text. */
function verbatimModule(source, file) {
  return `var m = { exports: {} };\nnew Function("module", "exports", ${JSON.stringify(`${source}\n//# sourceURL=${virtualPath(file)}`)})(m, m.exports);\nmodule.exports = m.exports;\n`;
}

/** Pins the text of helper functions that are stringified into a hash (`fn.formatBanner`). */
function pinFunctionText(source) {
  const pins = [];
  for (const match of source.matchAll(/^(\w+)\.(formatBanner|getBannerPosition) = ([\s\S]*?);$/gm)) {
    pins.push(`${match[1]}.${match[2]}.toString = () => ${JSON.stringify(match[3])};`);
  }
  return pins.length ? `${source}\n${pins.join('\n')}\n` : source;
}

function workerPlugin(single) {
  const lib = join(nodeModules, 'webpack/lib') + '/';
  return {
    name: 'playground-worker',
    setup(pluginBuild) {
      pluginBuild.onResolve({ filter: /^playground:registry$/ }, () => ({ path: 'registry', namespace: 'playground' }));
      pluginBuild.onLoad({ filter: /.*/, namespace: 'playground' }, () => ({ contents: registrySource(single), loader: 'js', resolveDir: workerDir }));
      pluginBuild.onResolve({ filter: /^node:/ }, ({ path }) => ({ path: SHIMMED[path.slice(5)] ?? shim('empty') }));
      pluginBuild.onResolve({ filter: /^(?:graceful-fs|string_decoder|[a-z0-9_/]+)$/ }, ({ path }) => {
        if (SHIMMED[path]) return { path: SHIMMED[path] };
        if (builtinModules.includes(path)) return { path: shim('empty') };
        return undefined;
      });
      pluginBuild.onLoad({ filter: /[\\/]node_modules[\\/].*\.c?js$/ }, ({ path }) => {
        let source = readFileSync(path, 'utf8');
        if (/webpack[\\/]lib[\\/]hmr[\\/]\w+\.runtime\.js$/.test(path)) return { contents: verbatimModule(source, path), loader: 'js' };
        if (path.startsWith(lib)) {
          source = source.replace(/require\.resolve\(\s*(["'])([\w@./-]+)\1\s*\)/g, (_, _q, specifier) => JSON.stringify(virtualPath(createRequire(path).resolve(specifier))));
          source = pinFunctionText(source);
        }
        if (/\b__(?:dirname|filename)\b/.test(source)) {
          const names = `var __filename = ${JSON.stringify(virtualPath(path))}, __dirname = ${JSON.stringify(dirname(virtualPath(path)))};\n`;
          source = /^\s*["']use strict["'];?/.test(source) ? source.replace(/^\s*["']use strict["'];?/, (directive) => `${directive}\n${names}`) : names + source;
        }
        return { contents: source, loader: 'js' };
      });
    },
  };
}

/** Bundles the worker to `outfile` (with every pack inside when `single`) and returns
 * esbuild's metafile. */
export async function buildPlaygroundWorker(outfile, single = false) {
  const result = await build({
    entryPoints: [join(workerDir, 'worker.js')],
    outfile,
    bundle: true,
    format: 'iife',
    platform: 'browser',
    target: ['chrome120', 'firefox120', 'safari17'],
    minify: !process.env.PLAYGROUND_WORKER_DEBUG,
    keepNames: true,
    metafile: true,
    inject: [shim('globals')],
    define: { global: 'globalThis', __BUILTIN_MODULES__: JSON.stringify(builtinModules.filter((m) => !m.startsWith('_'))) },
    external: OPTIONAL_PEERS,
    mainFields: ['browser', 'module', 'main'],
    plugins: [workerPlugin(single)],
    logLevel: 'error',
  });
  return result.metafile;
}

/** Writes `source` into `assetsDir` under `prefix` + its content hash + `.js` (served
 * immutable), with its gzip and brotli siblings, and returns its public file name. */
async function writeHashed(assetsDir, prefix, source) {
  const { createHash } = await import('node:crypto');
  const { writeFile } = await import('node:fs/promises');
  const zlib = await import('node:zlib');
  const name = `${prefix}${createHash('sha256').update(source).digest('hex').slice(0, 10).toUpperCase()}.js`;
  await writeFile(join(assetsDir, name), source);
  // Quality 9 rather than 11: within 5% of the size, in a fraction of the build time.
  const brotli = zlib.brotliCompressSync(source, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 9, [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: source.length } });
  await writeFile(join(assetsDir, `${name}.br`), brotli);
  await writeFile(join(assetsDir, `${name}.gz`), zlib.gzipSync(source, { level: 9 }));
  return name;
}

/** A pack's script: one parenthesised object literal of its files by volume path, which the
 * worker evaluates (its frame allows eval; a .js asset is served precompressed). */
export const packSource = (pack) => Buffer.from(`(${JSON.stringify(packFiles(pack))})\n`, 'utf8');

/** Builds the worker and the packs into `assetsDir` and returns their public file names: the
 * worker's, and each pack's address by id. Pack names start with the worker's prefix, so the
 * site's service worker leaves them to the playground's own cache as well. `withSingle` also
 * writes the worker with every pack inside (playground-worker-single-<hash>.js), which no page
 * loads: the bench measures it against the worker with packs in the same run. */
export async function writePlaygroundWorker(assetsDir, { withSingle = false } = {}) {
  const { mkdir, readFile, rm } = await import('node:fs/promises');
  await mkdir(assetsDir, { recursive: true });
  const temporary = join(assetsDir, 'playground-worker.tmp.js');
  await buildPlaygroundWorker(temporary);
  const worker = await writeHashed(assetsDir, 'playground-worker-', await readFile(temporary));
  if (withSingle) {
    await buildPlaygroundWorker(temporary, true);
    await writeHashed(assetsDir, 'playground-worker-single-', await readFile(temporary));
  }
  await rm(temporary);
  const packs = {};
  for (const pack of PACKS) packs[pack.id] = `/assets/${await writeHashed(assetsDir, `playground-worker-pack-${pack.id}-`, packSource(pack))}`;
  return { worker, packs };
}
