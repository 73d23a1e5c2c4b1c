// Proofs of /configuration/output/: file names, URLs, libraries, hashing, chunk loading, resource
// hints and the run-time error handling options, each shown by a small build (and, for the
// run-time behaviour, by running the bundle in a fresh V8 context).
import webpack from 'webpack';
import { join } from 'node:path';
import { runInNewContext } from 'node:vm';
import { buildUnminified, effectiveOptions, projectDir, proves, validationLine, webpackSource, writeFiles } from './proof';

/** Runs a single-file browser bundle and returns what it logged. */
function run(code: string): string[] {
  const logged: string[] = [];
  runInNewContext(code, { console: { log: (...args: unknown[]) => logged.push(args.join(' ')) } });
  return logged;
}

const lazy = { 'src/index.js': "import('./lazy.js').then((m) => console.log(m.default));\n", 'src/lazy.js': "export default 'lazy';\n" };

describe('/configuration/output/ (runtime and names)', () => {
  proves('/configuration/output/#output', 'the defaults of output options follow mode and target', async () => {
    expect(effectiveOptions({ mode: 'development' }).output.pathinfo).toBe(true);
    expect(effectiveOptions({ mode: 'production' }).output.pathinfo).toBe(false);
    expect(effectiveOptions({ target: 'web' }).output.chunkLoading).toBe('jsonp');
    expect(effectiveOptions({ target: 'node' }).output.chunkLoading).toBe('require');
  });

  proves('/configuration/output/#outputchunkfilename', 'a filename with [name], [id] or a hash is reused, otherwise [id]. is put before the base name; unnamed chunks get their id', async () => {
    const chunkFilename = (filename: string) => effectiveOptions({ output: { filename } }).output.chunkFilename;
    expect(chunkFilename('[name].[contenthash].js')).toBe('[name].[contenthash].js');
    expect(chunkFilename('[id].js')).toBe('[id].js');
    expect(chunkFilename('bundle.js')).toBe('[id].bundle.js');
    expect(chunkFilename('js/app.js')).toBe('js/[id].app.js');
    const built = await buildUnminified(await projectDir('chunk-filename'), lazy, { entry: './src/index.js' });
    expect(built.files).toEqual([expect.stringMatching(/^\d+\.js$/), 'main.js']);
  });

  const image = { 'src/index.js': "import small from './small.png';\nimport big from './big.png';\nconsole.log(small, big);\n", 'src/small.png': 's'.repeat(100), 'src/big.png': 'b'.repeat(10000) };

  proves('/configuration/output/#outputassetmodulefilename', "names asset/resource files and emitted asset files ([name] is the source file's); a rule's generator.filename overrides it", async () => {
    const built = await buildUnminified(await projectDir('asset-names'), image, {
      entry: './src/index.js',
      output: { assetModuleFilename: 'assets/[name][ext]' },
      module: { rules: [{ test: /\.png$/, type: 'asset' }] },
    });
    expect(built.files).toEqual(['assets/big.png', 'main.js']); // small.png is inlined as a data URL
    const overridden = await buildUnminified(await projectDir('asset-generator'), image, {
      entry: './src/index.js',
      output: { assetModuleFilename: 'assets/[name][ext]' },
      module: { rules: [{ test: /\.png$/, type: 'asset/resource', generator: { filename: 'img/[name][ext]' } }] },
    });
    expect(overridden.files).toEqual(['img/big.png', 'img/small.png', 'main.js']);
  });

  proves('/configuration/output/#outputcssfilename', 'CSS that webpack emits itself is named from output.filename with .css, and cssChunkFilename from chunkFilename', async () => {
    const files = { 'src/index.js': "import './style.css';\nimport('./lazy.js');\n", 'src/style.css': '.a { color: red; }\n', 'src/lazy.js': "import './lazy.css';\n", 'src/lazy.css': '.b { color: blue; }\n' };
    const built = await buildUnminified(await projectDir('css-names'), files, { entry: './src/index.js', output: { filename: 'js/[name].js', chunkFilename: 'js/chunk-[id].js' }, optimization: { chunkIds: 'named' } });
    expect(built.files).toEqual(['js/chunk-src_lazy_js-src_lazy_css.css', 'js/chunk-src_lazy_js-src_lazy_css.js', 'js/main.css', 'js/main.js']);
    const named = await buildUnminified(await projectDir('css-names-set'), files, { entry: './src/index.js', output: { cssFilename: 'css/[name].css' }, optimization: { chunkIds: 'named' } });
    expect(named.files).toContain('css/main.css');
  });

  proves('/configuration/output/#outputsourcemapfilename', 'names the map files of devtool values that write them; [file] is the file the map belongs to; inline maps ignore it', async () => {
    const files = { 'src/index.js': "console.log('map me');\n" };
    const separate = await buildUnminified(await projectDir('map-names'), files, { entry: './src/index.js', devtool: 'source-map', output: { sourceMapFilename: 'maps/[file].map' } });
    expect(separate.files).toEqual(['main.js', 'maps/main.js.map']);
    expect(await separate.read('main.js')).toContain('//# sourceMappingURL=maps/main.js.map');
    const inline = await buildUnminified(await projectDir('map-names-inline'), files, { entry: './src/index.js', devtool: 'inline-source-map', output: { sourceMapFilename: 'maps/[file].map' } });
    expect(inline.files).toEqual(['main.js']);
  });

  proves('/configuration/output/#outputpublicpath', "'auto' for browser targets and '' for Node.js; auto tries currentScript, then the last script tag, then throws; __webpack_public_path__ sets it at run time", async () => {
    const publicPath = (target: string) => effectiveOptions({ target }).output.publicPath;
    expect([publicPath('web'), publicPath('webworker'), publicPath('electron-renderer')]).toEqual(['auto', 'auto', 'auto']);
    expect([publicPath('node'), publicPath('electron-main')]).toEqual(['', '']);
    const auto = await buildUnminified(await projectDir('public-auto'), lazy, { entry: './src/index.js' });
    const runtime = await auto.read('main.js');
    expect(runtime).toContain('scriptUrl = document.currentScript.src;');
    expect(runtime).toContain('const scripts = document.getElementsByTagName("script");');
    expect(runtime).toContain('if (!scriptUrl) throw new Error("Automatic publicPath is not supported in this browser");');
    const set = await buildUnminified(await projectDir('public-var'), { ...lazy, 'src/index.js': "__webpack_public_path__ = window.CDN;\nimport('./lazy.js');\n" }, { entry: './src/index.js' });
    expect(await set.read('main.js')).toContain('__webpack_require__.p = window.CDN;');
    const fixed = await buildUnminified(await projectDir('public-fixed'), lazy, { entry: './src/index.js', output: { publicPath: '/assets/' } });
    expect(await fixed.read('main.js')).toContain('__webpack_require__.p = "/assets/";');
  });

  proves('/configuration/output/#outputcrossoriginloading', "'anonymous' is set on chunk scripts from another origin only; 'use-credentials' on every chunk script", async () => {
    const anonymous = await buildUnminified(await projectDir('cors-anonymous'), lazy, { entry: './src/index.js', output: { crossOriginLoading: 'anonymous' } });
    expect(await anonymous.read('main.js')).toMatch(/if \(script\.src\.indexOf\(window\.location\.origin \+ '\/'\) !== 0\) \{\n\/\*{6}\/\s*script\.crossOrigin = "anonymous";/);
    const credentials = await buildUnminified(await projectDir('cors-credentials'), lazy, { entry: './src/index.js', output: { crossOriginLoading: 'use-credentials' } });
    expect(await credentials.read('main.js')).toMatch(/\n\/\*{6}\/\s*script\.crossOrigin = "use-credentials";/);
    const off = await buildUnminified(await projectDir('cors-off'), lazy, { entry: './src/index.js' });
    expect(await off.read('main.js')).not.toContain('crossOrigin');
  });

  const library = { 'src/index.js': "export default function slider() { return 'slider'; }\nexport const version = '1.0';\n" };
  const libraryOf = async (name: string, lib: webpack.LibraryOptions, extra: webpack.Configuration = {}) => {
    const built = await buildUnminified(await projectDir(`library-${name}`), library, { entry: './src/index.js', ...extra, output: { library: lib, ...extra.output }, optimization: { concatenateModules: false } });
    return built.read(built.files.find((f) => /^main\.m?js$/.test(f)) ?? 'main.js');
  };

  proves('/configuration/output/#libraries', 'output.library exposes the exports of the entry to other code', async () => {
    const code = await libraryOf('libraries', { name: 'MyLib', type: 'var' });
    const exposed = runInNewContext(`${code}\n;MyLib`) as { default: () => string; version: string };
    expect([exposed.default(), exposed.version]).toEqual(['slider', '1.0']);
  });

  proves('/configuration/output/#outputlibrary', "a string sets only the name, with type 'var'; an entry descriptor's library overrides it for that entry", async () => {
    expect(effectiveOptions({ output: { library: 'MyLib' } }).output.library).toEqual({ type: 'var', name: 'MyLib' });
    const dir = await projectDir('library-entry');
    const built = await buildUnminified(dir, { ...library, 'src/other.js': 'export const other = 1;\n' }, {
      entry: { main: './src/index.js', other: { import: './src/other.js', library: { type: 'commonjs2' } } },
      output: { library: { name: 'MyLib', type: 'var' } },
    });
    expect(await built.read('main.js')).toContain('MyLib = __webpack_exports__;');
    expect(await built.read('other.js')).toContain('module.exports = __webpack_exports__;');
    expect(await built.read('other.js')).not.toContain('MyLib');
  });

  proves('/configuration/output/#outputlibraryname', 'an array nests objects for global types; module types write no name', async () => {
    const nested = await libraryOf('name-array', { name: ['MyCompany', 'DateTools'], type: 'window' });
    expect(nested).toContain('(window.MyCompany = window.MyCompany || {}).DateTools = __webpack_exports__;');
    const moduleOutput = await libraryOf('name-module', { type: 'module' }, { experiments: { outputModule: true }, output: { module: true } });
    expect(moduleOutput).toContain('export { slider as default, version };');
    const commonjsStatic = await libraryOf('name-static', { type: 'commonjs-static' });
    expect(commonjsStatic).toContain('\nexports.version = __webpack_exports__.version;');
    // Given a name anyway, module stops the build and the CommonJS types nest the exports under it.
    expect(await webpackSource('lib/library/ModuleLibraryPlugin.js', 'parseOptions(library) {', 6)).toMatch(/if \(name\) \{\s*throw new Error\(\s*`Library name must be unset\./);
    expect(await libraryOf('name-commonjs2', { type: 'commonjs2', name: 'MyLib' })).toContain('module.exports.MyLib = __webpack_exports__;');
    expect(await libraryOf('name-static-named', { type: 'commonjs-static', name: 'MyLib' })).toContain('(exports.MyLib = exports.MyLib || {}).version = __webpack_exports__.version;');
  });

  proves('/configuration/output/#outputlibrarytype', 'each type of the table writes the form it gives', async () => {
    const expected: Array<[string, string]> = [
      ['var', 'var MyLib;'],
      ['assign', '\nMyLib = __webpack_exports__;'],
      ['assign-properties', '__webpack_export_target__ = (MyLib = typeof MyLib === "undefined" ? {} : MyLib);'],
      ['this', 'this.MyLib = __webpack_exports__;'],
      ['window', 'window.MyLib = __webpack_exports__;'],
      ['self', 'self.MyLib = __webpack_exports__;'],
      ['commonjs', 'exports.MyLib = __webpack_exports__;'],
      ['commonjs2', 'module.exports = __webpack_exports__;'],
      ['commonjs-module', 'module.exports = __webpack_exports__;'],
      ['amd', 'define("MyLib", [], '],
      ['amd-require', 'require([], '],
      ['umd', 'define([], factory);'],
      ['system', 'System.register("MyLib", [], '],
      ['jsonp', 'MyLib(/******/ (() => {'],
    ];
    for (const [type, text] of expected) {
      const lib = ['amd-require', 'commonjs2', 'commonjs-module'].includes(type) ? { type } : { type, name: 'MyLib' };
      expect([type, await libraryOf(`type-${type}`, lib)]).toEqual([type, expect.stringContaining(text)]);
    }
    expect(await libraryOf('type-commonjs2-named', { type: 'commonjs2', name: 'MyLib' })).toContain('module.exports.MyLib = __webpack_exports__;');
    expect(await libraryOf('type-static', { type: 'commonjs-static' })).toContain('exports["default"] = __webpack_exports__["default"];\nexports.version = __webpack_exports__.version;');
    expect(await libraryOf('type-global', { type: 'global', name: 'MyLib' }, { output: { globalObject: 'globalThis' } })).toContain('globalThis.MyLib = __webpack_exports__;');
  });

  proves('/configuration/output/#outputlibraryumdnameddefine', 'with umd, true names the AMD module; without it define is anonymous', async () => {
    expect(await libraryOf('umd-named', { name: 'my-lib', type: 'umd', umdNamedDefine: true })).toContain('define("my-lib", [], factory);');
    expect(await libraryOf('umd-anonymous', { name: 'my-lib', type: 'umd' })).toContain('define([], factory);');
  });

  proves('/configuration/output/#outputlibraryauxiliarycomment', 'a string comments every branch of the UMD wrapper; an object one per branch', async () => {
    const shared = await libraryOf('aux-shared', { name: 'Toolkit', type: 'umd', auxiliaryComment: 'Toolkit export' });
    expect(shared.match(/\/\/Toolkit export\n/g)).toHaveLength(4);
    const each = await libraryOf('aux-each', { name: 'Toolkit', type: 'umd', auxiliaryComment: { root: 'R', commonjs: 'C', commonjs2: 'C2', amd: 'A' } });
    expect(each).toMatch(/\/\/C2\n\s*if\(typeof exports === 'object' && typeof module === 'object'\)\n\s*module\.exports = factory\(\);/);
    expect(each).toMatch(/\/\/A\n\s*else if\(typeof define === 'function' && define\.amd\)\n\s*define\(\[\], factory\);/);
    expect(each).toMatch(/\/\/C\n\s*else if\(typeof exports === 'object'\)\n\s*exports\["Toolkit"\] = factory\(\);/);
    expect(each).toMatch(/\/\/R\n\s*else\n\s*root\["Toolkit"\] = factory\(\);/);
  });

  const hashed = { 'src/index.js': "console.log('hash me');\n" };

  proves('/configuration/output/#outputhashdigestlength', 'the length of a hash placeholder without its own length', async () => {
    const files = async (name: string, output: webpack.Configuration['output']) => (await buildUnminified(await projectDir(name), hashed, { entry: './src/index.js', output })).files;
    expect(await files('digest-default', { filename: '[name].[contenthash].js' })).toEqual([expect.stringMatching(/^main\.[0-9a-f]{20}\.js$/)]);
    expect(await files('digest-10', { filename: '[name].[contenthash].js', hashDigestLength: 10 })).toEqual([expect.stringMatching(/^main\.[0-9a-f]{10}\.js$/)]);
    expect(await files('digest-own', { filename: '[name].[contenthash:6].js', hashDigestLength: 10 })).toEqual([expect.stringMatching(/^main\.[0-9a-f]{6}\.js$/)]);
  });

  proves('/configuration/output/#outputhashsalt', 'a salt changes every hash of an unchanged project', async () => {
    const name = async (dir: string, hashSalt?: string) =>
      (await buildUnminified(await projectDir(dir), hashed, { entry: './src/index.js', output: { filename: '[name].[contenthash].js', ...(hashSalt ? { hashSalt } : {}) } })).files[0];
    const plain = await name('salt-none');
    expect(await name('salt-none-again')).toBe(plain);
    expect(await name('salt-set', '2024-cache-bust')).not.toBe(plain);
  });

  proves('/configuration/output/#outputchunkloading', 'false bundles what import() loads into the chunk that asks for it; an entry descriptor can switch it off for one entry', async () => {
    const off = await buildUnminified(await projectDir('loading-off'), lazy, { entry: './src/index.js', output: { chunkLoading: false } });
    expect(off.files).toEqual(['main.js']);
    expect(run(await off.read('main.js'))).toEqual([]); // the promise settles after the run; the code is in main.js
    expect(await off.read('main.js')).toContain("/* harmony default export */ const __WEBPACK_DEFAULT_EXPORT__ = ('lazy');");
    const perEntry = await buildUnminified(await projectDir('loading-entry'), { ...lazy, 'src/other.js': "import('./lazy.js');\n" }, {
      entry: { main: './src/index.js', other: { import: './src/other.js', chunkLoading: false } },
    });
    expect(await perEntry.read('main.js')).toContain('webpackChunk');
    expect(await perEntry.read('other.js')).not.toContain('webpackChunk');
  });

  proves('/configuration/output/#outputworkerchunkloading', "a browser build loads the chunks of a worker with importScripts", async () => {
    expect(effectiveOptions({ target: 'web' }).output.workerChunkLoading).toBe('import-scripts');
    const files = { 'src/index.js': "new Worker(new URL('./worker.js', import.meta.url));\n", 'src/worker.js': "import('./lazy.js');\n", 'src/lazy.js': 'export default 1;\n' };
    const built = await buildUnminified(await projectDir('worker-loading'), files, { entry: './src/index.js', output: { publicPath: 'https://cdn.example.test/', workerPublicPath: '/workers/' }, optimization: { chunkIds: 'named' } });
    expect(await built.read('src_worker_js.js')).toContain('importScripts(__webpack_require__.p + __webpack_require__.u(chunkId));');
  });

  proves('/configuration/output/#outputworkerpublicpath', 'the worker script URL uses workerPublicPath while chunks keep publicPath', async () => {
    const files = { 'src/index.js': "new Worker(new URL('./worker.js', import.meta.url));\n", 'src/worker.js': 'postMessage(1);\n' };
    const built = await buildUnminified(await projectDir('worker-public'), files, { entry: './src/index.js', output: { publicPath: 'https://cdn.example.test/', workerPublicPath: '/workers/' }, optimization: { chunkIds: 'named' } });
    const main = await built.read('main.js');
    expect(main).toContain('new Worker(new URL(/* worker import */ "/workers/" + __webpack_require__.u("src_worker_js"), __webpack_require__.b));');
    expect(main).toContain('__webpack_require__.p = "https://cdn.example.test/";');
  });

  proves('/configuration/output/#outputchunkloadtimeout', 'the jsonp runtime gives up on a chunk script after this many milliseconds', async () => {
    const timeout = async (name: string, output: webpack.Configuration['output']) => (await buildUnminified(await projectDir(name), lazy, { entry: './src/index.js', output })).read('main.js');
    expect(await timeout('timeout-default', {})).toContain("{ type: 'timeout', target: script }), 120000);");
    expect(await timeout('timeout-set', { chunkLoadTimeout: 30000 })).toContain("{ type: 'timeout', target: script }), 30000);");
  });

  proves('/configuration/output/#outputimportfunctionname', 'ES module chunk loading calls the given name instead of import()', async () => {
    const built = await buildUnminified(await projectDir('import-function'), lazy, { entry: './src/index.js', experiments: { outputModule: true }, output: { module: true, importFunctionName: '__import__' } });
    expect(await built.read('main.mjs')).toContain('__import__("./" + __webpack_require__.u(chunkId))');
  });

  proves('/configuration/output/#outputimportmetaname', 'the name is used where webpack writes import.meta itself, such as asset and worker URLs', async () => {
    const files = { 'src/index.js': "console.log(new URL('./logo.png', import.meta.url));\nnew Worker(new URL('./worker.js', import.meta.url));\n", 'src/logo.png': 'x'.repeat(10000), 'src/worker.js': 'postMessage(1);\n' };
    const built = await buildUnminified(await projectDir('import-meta-name'), files, { entry: './src/index.js', experiments: { outputModule: true }, output: { module: true, importMetaName: 'pseudoImport.meta' } });
    const main = await built.read('main.mjs');
    expect(main).toMatch(/new URL\(\/\* asset import \*\/ "\.\/[0-9a-f]+\.png", pseudoImport\.meta\.url\)/);
    expect(main).toMatch(/new Worker\(new URL\(\/\* worker import \*\/ "\.\/\d+\.mjs", pseudoImport\.meta\.url\)/);
  });

  proves('/configuration/output/#outputwasmstreamingfallback', 'on, a failed streaming compile of a file not served as application/wasm falls back to a buffer; off, the error is thrown', async () => {
    const text = await webpackSource('lib/wasm/AsyncWasmLoadingRuntimeModule.js', 'streamingFallback', 100);
    expect(text).toContain('if(res.headers.get("Content-Type") !== "application/wasm") {');
    expect(text).toContain('return fallback();');
    expect(text).toMatch(/: \[\s*`return WebAssembly\.instantiateStreaming\(res, importsObj\)\.then\(/);
    expect(effectiveOptions({}).output.wasmStreamingFallback).toBe(true);
  });

  proves('/configuration/output/#outputresourcehints', 'ES module output preloads its initial chunks by default; true writes preload links for scripts; urlHints preload matching assets; none writes nothing', async () => {
    const files = { 'src/index.js': "console.log(new URL('./font.woff2', import.meta.url), new URL('./other.woff2', import.meta.url));\n", 'src/font.woff2': 'f'.repeat(9000), 'src/other.woff2': 'g'.repeat(9000) };
    const links = async (name: string, output: webpack.Configuration['output']) => {
      const built = await buildUnminified(await projectDir(`hints-${name}`), files, { entry: './src/index.js', experiments: { outputModule: Boolean(output?.module) }, output, optimization: { runtimeChunk: 'single' } });
      return (await built.read('main.html')).match(/<link[^>]*>/g) ?? [];
    };
    expect(await links('module', { module: true, html: true })).toEqual(['<link rel="modulepreload" href="runtime.mjs">']);
    expect(await links('script', { html: true })).toEqual([]);
    expect(await links('script-on', { html: true, resourceHints: true })).toEqual(['<link rel="preload" as="script" href="runtime.js">']);
    const withFont = await links('url-hints', { module: true, html: true, resourceHints: { initial: true, urlHints: [{ test: /font\.woff2$/, preload: true, as: 'font', type: 'font/woff2' }] } });
    expect(withFont).toEqual(['<link rel="modulepreload" href="runtime.mjs">', expect.stringMatching(/^<link rel="preload" as="font" type="font\/woff2" href="[0-9a-f]+\.woff2">$/)]);
    expect(await links('none', { module: true, html: true, resourceHints: 'none' })).toEqual([]);
  });

  proves('/configuration/output/#outputpathinfo', "true writes each module's path; 'verbose' adds its exports with their use, its runtime requirements and its bailouts", async () => {
    const files = { 'src/index.js': "import { a } from './lib.js';\nconsole.log(a);\n", 'src/lib.js': 'export const a = { v: 1 };\nexport const b = { v: 2 };\n' };
    const comments = async (name: string, pathinfo: boolean | 'verbose') =>
      (await (await buildUnminified(await projectDir(name), files, { mode: 'development', devtool: false, entry: './src/index.js', output: { pathinfo }, optimization: { usedExports: true } })).read('main.js')).split('\n').filter((line) => line.startsWith('/*!'));
    const plain = await comments('pathinfo-true', true);
    expect(plain).toEqual(['/*!********************!*\\', '/*!**********************!*\\']); // the boxes around "./src/lib.js" and "./src/index.js"
    const plainText = await (await buildUnminified(await projectDir('pathinfo-true-text'), files, { mode: 'development', devtool: false, entry: './src/index.js', output: { pathinfo: true } })).read('main.js');
    expect(plainText).toContain('  !*** ./src/lib.js ***!');
    const verbose = (await comments('pathinfo-verbose', 'verbose')).join('\n');
    expect(verbose).toContain('/*! export a [provided] [used in main] [could be renamed] */');
    expect(verbose).toContain('/*! export b [provided] [unused] [could be renamed] */');
    expect(verbose).toContain('/*! runtime requirements: __webpack_exports__, __webpack_require__.d');
    expect(await webpackSource('lib/template/ModuleInfoHeaderPlugin.js', 'moduleGraph.getOptimizationBailout(module);', 3)).toContain('for (const text of optimizationBailout)');
    expect(await comments('pathinfo-false', false)).toEqual([]);
  });

  proves('/configuration/output/#outputglobalobject', "'global' for Node.js, 'globalThis' where the target is known to have it, 'self' otherwise", async () => {
    const globalObject = (target: string) => effectiveOptions({ target }).output.globalObject;
    expect([globalObject('web'), globalObject('webworker')]).toEqual(['self', 'self']);
    expect([globalObject('node'), globalObject('electron-main')]).toEqual(['global', 'global']);
    expect(globalObject('browserslist:chrome 100')).toBe('globalThis');
    const umd = await libraryOf('global-object', { name: 'Shared', type: 'umd' }, { output: { globalObject: 'globalThis' } });
    expect(umd).toMatch(/\}\)\(globalThis, \(\) => \{/);
  });

  proves('/configuration/output/#outputuniquename', 'defaults to the library name, else the name in package.json; the chunk loading array is named after it', async () => {
    const dir = await projectDir('unique-name');
    await writeFiles(dir, { 'package.json': '{ "name": "checkout-app" }\n' });
    expect(effectiveOptions({ context: dir }).output.uniqueName).toBe('checkout-app');
    expect(effectiveOptions({ context: dir, output: { library: { name: 'Lib', type: 'var' } } }).output.uniqueName).toBe('Lib');
    const built = await buildUnminified(dir, lazy, { entry: './src/index.js' });
    expect(await built.read('main.js')).toContain('self["webpackChunkcheckout_app"]');
  });

  proves('/configuration/output/#outputmodule', 'on its own: .mjs files, export statements, chunks loaded with import(), no IIFE, module scripts and library type', async () => {
    const options = effectiveOptions({ output: { module: true, library: 'Lib' } }).output;
    expect([options.filename, options.iife, options.scriptType, options.chunkLoading, options.chunkFormat, options.library?.type]).toEqual(['[name].mjs', false, 'module', 'import', 'module', 'module']);
    const built = await buildUnminified(await projectDir('module-alone'), { ...lazy, 'src/index.js': "export const x = 1;\nimport('./lazy.js');\n" }, { entry: './src/index.js', output: { module: true, library: { type: 'module' } } });
    expect(built.errors).toEqual([]);
    expect(built.files).toEqual([expect.stringMatching(/^\d+\.mjs$/), 'main.mjs']);
    const main = await built.read('main.mjs');
    expect(main).toMatch(/: \(\) => \(import\("\.\/\d+\.mjs"\)\)/);
    expect(main).toMatch(/\nexport \{ x \};/);
  });

  proves('/configuration/output/#outputiife', 'true wraps the bundle in a function; false leaves its top-level names at the top level', async () => {
    const files = { 'src/index.js': 'const secret = 1;\nconsole.log(secret);\n' };
    const wrapped = await buildUnminified(await projectDir('iife-on'), files, { entry: './src/index.js' });
    expect(await wrapped.read('main.js')).toMatch(/^\/\*{6}\/ \(\(\) => \{ \/\/ webpackBootstrap/);
    const bare = await buildUnminified(await projectDir('iife-off'), files, { entry: './src/index.js', output: { iife: false } });
    expect(await bare.read('main.js')).toBe('const secret = 1;\nconsole.log(secret);\n\n');
  });

  proves('/configuration/output/#outputhashdigest', "'base64url' writes hashes with letters, digits, - and _", async () => {
    const built = await buildUnminified(await projectDir('hash-digest'), hashed, { entry: './src/index.js', output: { filename: '[name].[contenthash].js', hashDigest: 'base64url' } });
    expect(built.files).toEqual([expect.stringMatching(/^main\.[A-Za-z0-9_-]{20}\.js$/)]);
    expect(built.files[0]).not.toMatch(/^main\.[0-9a-f]{20}\.js$/);
  });

  proves('/configuration/output/#outputchunkformat', "browsers push chunks onto a global array, Node.js chunks are CommonJS files, ES module output uses 'module'", async () => {
    expect([effectiveOptions({ target: 'web' }).output.chunkFormat, effectiveOptions({ target: 'node' }).output.chunkFormat, effectiveOptions({ output: { module: true } }).output.chunkFormat]).toEqual(['array-push', 'commonjs', 'module']);
    const node = await buildUnminified(await projectDir('chunk-format-node'), lazy, { entry: './src/index.js', target: 'node' });
    const chunk = node.files.find((f) => f !== 'main.js') ?? '';
    expect(await node.read(chunk)).toMatch(/^"use strict";\nexports\.ids = \[\d+\];\nexports\.modules = \{/);
  });

  proves('/configuration/output/#outputasyncchunks', 'false puts what import() loads into the initial bundle', async () => {
    const built = await buildUnminified(await projectDir('async-chunks'), lazy, { entry: './src/index.js', output: { asyncChunks: false } });
    expect(built.files).toEqual(['main.js']);
    expect(await built.read('main.js')).toMatch(/Promise\.resolve\(\/\* import\(\) \*\/\)\.then\(\(\) => \(__webpack_require__\(\d+\)\)\)/);
  });

  proves('/configuration/output/#outputsourceprefix', 'accepted but not read by any code generation: the bundle is the same with a prefix', async () => {
    const plain = await (await buildUnminified(await projectDir('source-prefix-none'), lazy, { entry: './src/index.js' })).read('main.js');
    const prefixed = await (await buildUnminified(await projectDir('source-prefix-tab'), lazy, { entry: './src/index.js', output: { sourcePrefix: '\t' } })).read('main.js');
    expect(prefixed).toBe(plain);
    expect(webpack.config.getNormalizedWebpackOptions({ output: { sourcePrefix: '\t' } }).output.sourcePrefix).toBe('\t');
  });

  proves('/configuration/output/#outputtrustedtypes', "the runtime creates a policy named after uniqueName (invalid characters as _) or the given name; 'continue' only warns when creating it fails", async () => {
    const named = await (await buildUnminified(await projectDir('trusted-true'), lazy, { entry: './src/index.js', output: { trustedTypes: true, uniqueName: 'my app!' } })).read('main.js');
    expect(named).toContain('policy = trustedTypes.createPolicy("my_app_", policy);');
    const given = await (await buildUnminified(await projectDir('trusted-continue'), lazy, { entry: './src/index.js', output: { trustedTypes: { policyName: 'my-app#webpack', onPolicyCreationFailure: 'continue' } } })).read('main.js');
    expect(given).toContain('policy = trustedTypes.createPolicy("my-app#webpack", policy);');
    expect(given).toContain(`console.warn('Could not create trusted-types policy "my-app#webpack"');`);
    const stop = await (await buildUnminified(await projectDir('trusted-stop'), lazy, { entry: './src/index.js', output: { trustedTypes: 'my-app#webpack' } })).read('main.js');
    expect(stop).not.toContain('Could not create trusted-types policy');
  });

  proves('/configuration/output/#outputchunkloadingglobal', 'chunks push themselves onto the named global array', async () => {
    const built = await buildUnminified(await projectDir('loading-global'), lazy, { entry: './src/index.js', output: { chunkLoadingGlobal: 'myAppChunks' } });
    expect(await built.read('main.js')).toContain('const chunkLoadingGlobal = self["myAppChunks"] = self["myAppChunks"] || [];');
    const chunk = built.files.find((f) => f !== 'main.js') ?? '';
    expect(await built.read(chunk)).toContain('(self["myAppChunks"] = self["myAppChunks"] || []).push(');
  });

  proves('/configuration/output/#outputscripttype', 'sets the type of the chunk script tags', async () => {
    expect(await (await buildUnminified(await projectDir('script-type'), lazy, { entry: './src/index.js', output: { scriptType: 'text/javascript' } })).read('main.js')).toContain('script.type = "text/javascript";');
    expect(await (await buildUnminified(await projectDir('script-type-off'), lazy, { entry: './src/index.js' })).read('main.js')).not.toContain('script.type');
  });

  proves('/configuration/output/#outputcharset', "adds charset to chunk script tags unless false", async () => {
    expect(await (await buildUnminified(await projectDir('charset-on'), lazy, { entry: './src/index.js' })).read('main.js')).toContain("script.charset = 'utf-8';");
    expect(await (await buildUnminified(await projectDir('charset-off'), lazy, { entry: './src/index.js', output: { charset: false } })).read('main.js')).not.toContain('charset');
  });

  proves('/configuration/output/#outputdevtoolmodulefilenametemplate', 'names the sources in the maps; the function gets the placeholder values as properties; devtoolNamespace follows uniqueName', async () => {
    const built = await buildUnminified(await projectDir('module-filename'), hashed, {
      entry: './src/index.js',
      devtool: 'source-map',
      output: { devtoolModuleFilenameTemplate: (info: { resourcePath: string }) => `webpack:///${info.resourcePath.replace(/^\.\//, '')}|${Object.keys(info).sort().join(',')}` },
    });
    expect((JSON.parse(await built.read('main.js.map')) as { sources: string[] }).sources).toEqual(['webpack:///src/index.js|absoluteResourcePath,allLoaders,hash,identifier,loaders,moduleId,namespace,query,resource,resourcePath,shortIdentifier']);
    const plain = await buildUnminified(await projectDir('module-filename-default'), hashed, { entry: './src/index.js', devtool: 'source-map', output: { uniqueName: 'shop' } });
    expect((JSON.parse(await plain.read('main.js.map')) as { sources: string[] }).sources).toEqual(['webpack://shop/./src/index.js']);
  });

  proves('/configuration/output/#outputlibraryexport', "'default' exposes only the default export", async () => {
    expect(await libraryOf('export-default', { name: 'Slider', type: 'window', export: 'default' })).toContain('window.Slider = __webpack_exports__["default"];');
    expect(await libraryOf('export-none', { name: 'Slider', type: 'window' })).toContain('window.Slider = __webpack_exports__;');
  });

  proves('/configuration/output/#outputwasmloading', "fetch in browsers and workers, async-node for Node.js; workerWasmLoading follows it", async () => {
    const loading = (config: webpack.Configuration) => { const o = effectiveOptions(config).output; return [o.wasmLoading, o.workerWasmLoading]; };
    expect(loading({ target: 'web' })).toEqual(['fetch', 'fetch']);
    expect(loading({ target: 'webworker' })).toEqual(['fetch', 'fetch']);
    expect(loading({ target: 'node' })).toEqual(['async-node', 'async-node']);
    expect(loading({ target: 'web', output: { wasmLoading: 'async-node' } })).toEqual(['async-node', 'async-node']);
  });

  proves('/configuration/output/#outputpath', 'must be absolute, defaults to dist below the working directory, and accepts placeholders', async () => {
    expect(effectiveOptions({}).output.path).toBe(join(process.cwd(), 'dist'));
    expect(validationLine({ output: { path: 'dist' } })).toBe('- configuration.output.path: The provided value "dist" is not an absolute path!');
    expect(validationLine({ output: { path: '/srv/[fullhash]' } })).toBe('valid');
  });

  proves('/configuration/output/#outputfilename', 'relative only; two entries with one fixed name conflict; [name] keeps them apart; a function picks per chunk', async () => {
    expect(validationLine({ output: { filename: '/abs/x.js' } })).toBe('- configuration.output.filename: A relative path is expected. However, the provided value "/abs/x.js" is an absolute path!');
    const entries = { app: './src/app.js', admin: './src/admin.js' };
    const files = { 'src/app.js': "console.log('app');\n", 'src/admin.js': "console.log('admin');\n" };
    const named = await buildUnminified(await projectDir('filename-named'), files, { entry: entries, output: { filename: (pathData: { chunk?: { name?: string | null } }) => (pathData.chunk?.name === 'admin' ? '[name].js' : 'js/[name].[contenthash:8].js') } });
    expect(named.files).toEqual(['admin.js', expect.stringMatching(/^js\/app\.[0-9a-f]{8}\.js$/)]);
    expect(await webpackSource('lib/Compilation.js', 'Conflict: Multiple chunks emit assets to the same filename', 1)).toContain('Multiple chunks emit assets to the same filename');
  });

  proves('/configuration/output/#outputhashfunction', "md4 by default, xxhash64 with futureDefaults; any crypto algorithm works", async () => {
    expect(effectiveOptions({}).output.hashFunction).toBe('md4');
    expect(effectiveOptions({ experiments: { futureDefaults: true } }).output.hashFunction).toBe('xxhash64');
    const names = async (hashFunction: string) => (await buildUnminified(await projectDir(`hash-fn-${hashFunction}`), hashed, { entry: './src/index.js', output: { filename: '[name].[contenthash].js', hashFunction } })).files[0];
    const [md4, xx, sha] = [await names('md4'), await names('xxhash64'), await names('sha256')];
    expect(new Set([md4, xx, sha]).size).toBe(3);
  });

  proves('/configuration/output/#escaping', 'a placeholder name wrapped in backslashes is written literally', async () => {
    const built = await buildUnminified(await projectDir('escaping'), hashed, { entry: './src/index.js', output: { filename: '[\\id\\]-[name].js' } });
    expect(built.files).toEqual(['[id]-main.js']);
  });

  proves('/configuration/output/#hash-length', 'a length after a colon shortens one hash placeholder', async () => {
    const built = await buildUnminified(await projectDir('hash-length'), hashed, { entry: './src/index.js', output: { filename: '[name].[contenthash:8].[fullhash].js' } });
    expect(built.files).toEqual([expect.stringMatching(/^main\.[0-9a-f]{8}\.[0-9a-f]{20}\.js$/)]);
  });

  proves('/configuration/output/#template-strings', '[url] in a source map comment is the path of the map relative to the bundle', async () => {
    const built = await buildUnminified(await projectDir('url-placeholder'), hashed, {
      entry: './src/index.js',
      devtool: false,
      plugins: [new webpack.SourceMapDevToolPlugin({ filename: 'maps/[file].map', append: '\n//# sourceMappingURL=/static/[url]' })],
    });
    expect(await built.read('main.js')).toMatch(/\n\/\/# sourceMappingURL=\/static\/maps\/main\.js\.map$/);
  });

  proves('/configuration/output/#which-hash-to-use', 'after a CSS-only change, [contenthash] of the JavaScript stays, [chunkhash] and [fullhash] change', async () => {
    const names = async (name: string, color: string) => {
      const built = await buildUnminified(await projectDir(name), { 'src/index.js': "import './s.css';\nconsole.log('js');\n", 'src/s.css': `.a { color: ${color}; }\n` }, {
        entry: './src/index.js',
        output: { filename: '[name].[contenthash:8].[chunkhash:8].[fullhash:8].js', cssFilename: '[name].[contenthash:8].css' },
      });
      return built.files.find((f) => f.endsWith('.js'))?.split('.').slice(1, 4) ?? [];
    };
    const [content1, chunk1, full1] = await names('which-hash-red', 'red');
    const [content2, chunk2, full2] = await names('which-hash-blue', 'blue');
    expect(content2).toBe(content1);
    expect(chunk2).not.toBe(chunk1);
    expect(full2).not.toBe(full1);
  });

  proves('/configuration/output/#outputresourcehints', 'preconnect links the publicPath origin; manifest writes the hints per entry as JSON with absolute URLs', async () => {
    const built = await buildUnminified(await projectDir('hints-manifest'), lazy, {
      entry: './src/index.js',
      output: { module: true, html: true, publicPath: 'https://cdn.example.test/', resourceHints: { initial: true, preconnect: true, manifest: 'hints.json' } },
      optimization: { runtimeChunk: 'single' },
    } as webpack.Configuration);
    expect((await built.read('main.html')).match(/<link[^>]*>/g)).toEqual(['<link rel="preconnect" href="https://cdn.example.test">', '<link rel="modulepreload" href="runtime.mjs">']);
    const manifest = JSON.parse(await built.read('hints.json')) as Record<string, Array<{ rel: string; href: string }>>;
    expect(manifest.main).toEqual([{ rel: 'preconnect', href: 'https://cdn.example.test' }, { rel: 'modulepreload', href: 'https://cdn.example.test/runtime.mjs', hostChunks: ['runtime'] }]);
    expect(Object.keys(manifest)).toHaveLength(2); // main, and the entry generated for the page
  });

  const throwing = {
    'src/index.js': "let first, second;\ntry { require('./throws.js'); } catch (e) { first = e.message; }\ntry { second = JSON.stringify(require('./throws.js')); } catch (e) { second = 'again: ' + e.message; }\nconsole.log(first, '|', second);\n",
    'src/throws.js': "globalThis.runs = (globalThis.runs || 0) + 1;\nexports.half = 1;\nthrow new Error('boom ' + globalThis.runs);\n",
  };
  const runThrowing = async (name: string, output: webpack.Configuration['output']) =>
    run(await (await buildUnminified(await projectDir(name), throwing, { entry: './src/index.js', output })).read('main.js'));

  proves('/configuration/output/#outputstrictmoduleexceptionhandling', 'by default a module that threw hands out its partial exports; with the option it is evaluated again on the next require', async () => {
    expect(await runThrowing('throw-default', {})).toEqual(['boom 1 | {"half":1}']);
    expect(await runThrowing('throw-exception', { strictModuleExceptionHandling: true })).toEqual(['boom 1 | again: boom 2']);
  });

  proves('/configuration/output/#outputstrictmoduleerrorhandling', 'a module that threw throws the same error again on every later import', async () => {
    expect(await runThrowing('throw-error', { strictModuleErrorHandling: true })).toEqual(['boom 1 | again: boom 1']);
  });

  proves('/configuration/output/#outputstrictmoduleresolution', 'a missing module id throws MODULE_NOT_FOUND with the check, a TypeError without it; development has it, production not', async () => {
    const missing = { 'src/index.js': "try { __webpack_require__('missing-id'); } catch (e) { console.log(e.constructor.name, e.code, e.message); }\n" };
    const result = async (name: string, config: webpack.Configuration) => run(await (await buildUnminified(await projectDir(name), missing, { entry: './src/index.js', devtool: false, ...config })).read('main.js'));
    expect(await result('resolution-dev', { mode: 'development' })).toEqual(["Error MODULE_NOT_FOUND Cannot find module 'missing-id'"]);
    expect(await result('resolution-prod', { mode: 'production' })).toEqual(['TypeError  __webpack_modules__[moduleId] is not a function']);
    expect(await result('resolution-on', { mode: 'production', output: { strictModuleResolution: true } })).toEqual(["Error MODULE_NOT_FOUND Cannot find module 'missing-id'"]);
  });

  proves('/configuration/output/#outputignorebrowserwarnings', "the shared-module runtimes of module federation get an empty warn function when it is on", async () => {
    const consume = await webpackSource('lib/sharing/ConsumeSharedRuntimeModule.js', 'compilation.outputOptions.ignoreBrowserWarnings', 6);
    expect(consume).toMatch(/\? runtimeTemplate\.basicFunction\("", ""\)\s*: runtimeTemplate\.basicFunction\("msg", \[\s*'if \(typeof console !== "undefined" && console\.warn\) console\.warn\(msg\);'/);
    const share = await webpackSource('lib/sharing/ShareRuntimeModule.js', 'outputOptions: { uniqueName, ignoreBrowserWarnings }', 70);
    expect(share).toContain('ignoreBrowserWarnings');
    expect(share).toContain('console.warn(msg)');
  });

  proves('/configuration/output/#outputcomparebeforeemit', 'an unchanged file on disk is not written again; false writes it every build', async () => {
    /** Builds the project twice and returns the files the second build wrote. */
    const writes = async (name: string, compareBeforeEmit: boolean): Promise<string[]> => {
      const dir = await projectDir(name);
      await writeFiles(dir, hashed);
      const written: string[] = [];
      const once = async () => {
        const compiler = webpack({ mode: 'production', context: dir, entry: './src/index.js', output: { path: join(dir, 'dist'), compareBeforeEmit }, optimization: { minimize: false } });
        type Fs = { writeFile: (file: string, ...rest: unknown[]) => void };
        const fs = compiler.outputFileSystem as unknown as Fs;
        const counted = Object.create(fs) as Fs;
        counted.writeFile = (file, ...rest) => {
          written.push(file.slice(dir.length + 1));
          fs.writeFile(file, ...rest);
        };
        compiler.outputFileSystem = counted as unknown as typeof compiler.outputFileSystem;
        await new Promise<void>((resolveRun, reject) => compiler.run((error) => compiler.close(() => (error ? reject(error) : resolveRun()))));
      };
      await once();
      written.length = 0;
      await once();
      return written;
    };
    expect(await writes('compare-on', true)).toEqual([]);
    expect(await writes('compare-off', false)).toEqual(['dist/main.js']);
  });
});
