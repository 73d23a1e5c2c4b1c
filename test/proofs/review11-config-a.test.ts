// Proofs of /configuration/output/ and /configuration/module/ statements checked in their
// eleventh review: the output.environment rows that had no proof of what they change (spread,
// module, topLevelAwait, deferImport, sourceImport and the three Node.js rows), the library
// names that the 'amd-require' type refuses, the web manifest data URLs that webpack's default
// rules type only as URLs, and the JavaScript parser rows pureFunctions, specNamespaceObject,
// overrideStrict, dynamicUrl and topLevelThis; on /configuration/optimization/ the HTML and CSS
// minifier rows that had no proof (normalizeNumericAttributes, collapseBooleanAttributes,
// removeRedundantAttributes, removeEmptyAttributes, sortTokenLists, normalizeEnumeratedAttributes,
// rewriteDirSelector, pseudoClasses, unusedSymbols, convertApproximateColors), read from
// webpack's own minifiers called directly.
import webpack from 'webpack';
import { build, projectDir, proves, webpackSource } from './proof';

const none = (config: webpack.Configuration): webpack.Configuration => ({ mode: 'none', entry: './index.js', ...config });

describe('/configuration/output/ (eleventh review)', () => {
  proves('/configuration/output/#outputenvironment', "spread decides how a worker's options object is rewritten: { ...(opts), type } or Object.assign({}, opts, { type })", async () => {
    const files = { 'index.js': "const opts = { name: 'x' };\nnew Worker(new URL('./w.js', import.meta.url), opts);\n", 'w.js': 'self.onmessage = () => {};\n' };
    const worker = async (spread: boolean) => {
      const built = await build(await projectDir(`spread-${spread}`), files, none({ target: 'web', output: { environment: { spread } } }));
      expect(built.errors).toEqual([]);
      return /new Worker\(.*/.exec(await built.read('main.js'))?.[0] ?? '';
    };
    expect(await worker(true)).toContain(', { ...(opts), type: undefined });');
    expect(await worker(false)).toContain(', Object.assign({}, opts, { type: undefined }));');
  });

  proves('/configuration/output/#outputenvironment', "module: false with ES module output fails a 'module' external, and keeps Electron's built-in modules node-commonjs with a warning", async () => {
    const external = async (module: boolean) => build(await projectDir(`module-external-${module}`), { 'index.js': "import x from 'ext';\nconsole.log(x);\n" },
      none({ target: 'web', externals: { ext: 'module ext' }, output: { module: true, environment: { module } } }));
    const on = await external(true);
    expect(on.errors).toEqual([]);
    expect(await on.read('main.mjs')).toContain('import * as __WEBPACK_EXTERNAL_MODULE_ext__ from "ext";');
    expect((await external(false)).errors).toEqual(["The target environment doesn't support EcmaScriptModule syntax so it's not possible to use external type 'module'"]);

    const electron = async (module: boolean) => build(await projectDir(`module-electron-${module}`), { 'index.js': "import { app } from 'electron';\nconsole.log(app);\n" },
      none({ target: 'electron30-main', output: { module: true, environment: { module } } }));
    const esm = await electron(true);
    expect(esm.warnings).toEqual([]);
    expect(await esm.read('main.mjs')).toContain('from "electron";');
    const cjs = await electron(false);
    expect(cjs.warnings.join('\n')).toContain("Electron built-in modules are externalized as 'node-commonjs'");
    expect(await cjs.read('main.mjs')).toContain('__WEBPACK_EXTERNAL_createRequire_require("electron")');
  });

  proves('/configuration/output/#outputenvironment', "topLevelAwait decides whether ES module output awaits an async application entry; a 'module' library awaits it either way", async () => {
    const files = { 'index.js': 'await Promise.resolve();\nexport const a = 1;\n' };
    const awaited = async (name: string, topLevelAwait: boolean, library?: webpack.LibraryOptions) => {
      const built = await build(await projectDir(name), files, none({ target: 'web', output: { module: true, library, environment: { topLevelAwait } } }));
      expect(built.errors).toEqual([]);
      return (await built.read('main.mjs')).includes('__webpack_exports__ = await __webpack_exports__;');
    };
    expect(await awaited('tla-app-on', true)).toBe(true);
    expect(await awaited('tla-app-off', false)).toBe(false);
    expect(await awaited('tla-lib-on', true, { type: 'module' })).toBe(true);
    expect(await awaited('tla-lib-off', false, { type: 'module' })).toBe(true);
  });

  proves('/configuration/output/#outputenvironment', 'without deferImport or sourceImport, an external imported in that phase fails the build with an error naming the flag', async () => {
    for (const [flag, statement] of [['deferImport', 'import defer * as ns from "ext";'], ['sourceImport', 'import source ns from "ext";']] as const) {
      const phase = async (on: boolean) => build(await projectDir(`${flag}-${on}`), { 'index.js': `${statement}\nconsole.log(ns);\n` },
        none({ target: 'web', experiments: { [flag]: true }, externals: { ext: 'module ext' }, output: { module: true, environment: { [flag]: on } } }));
      expect((await phase(true)).errors).toEqual([]);
      const off = await phase(false);
      expect(off.errors).toHaveLength(1);
      expect(off.errors[0]).toContain(`Set 'output.environment.${flag}'`);
    }
  });

  proves('/configuration/output/#outputenvironment', 'nodePrefixForCoreModules, importMetaDirnameAndFilename and nodeBuiltinModuleGetter change the node: prefix, __dirname and the getBuiltinModule check', async () => {
    const files = { 'index.js': "import fs from 'node:fs';\nconsole.log(fs, __dirname);\nnew Worker(new URL('./w.js', import.meta.url));\n", 'w.js': 'console.log(1);\n' };
    const code = async (on: boolean) => {
      const built = await build(await projectDir(`node-flags-${on}`), files, none({
        target: 'node20', externalsType: 'node-commonjs', externals: { 'node:fs': 'node:fs' }, node: { __dirname: 'node-module' },
        output: { module: true, environment: { nodePrefixForCoreModules: on, importMetaDirnameAndFilename: on, nodeBuiltinModuleGetter: on } },
      }));
      expect(built.errors).toEqual([]);
      return built.read('main.mjs');
    };
    const on = await code(true);
    expect(on).toContain('__WEBPACK_EXTERNAL_createRequire_require("node:fs")');
    expect(on).toContain('var __webpack_dirname__ = import.meta.dirname;');
    expect(on).toContain('typeof process !== "undefined" && process.getBuiltinModule("node:worker_threads").Worker');
    const off = await code(false);
    expect(off).toContain('__WEBPACK_EXTERNAL_createRequire_require("fs")');
    expect(off).toContain('__webpack_fileURLToPath__(import.meta.url');
    expect(off).toContain('typeof process.getBuiltinModule === "function" && process.getBuiltinModule("worker_threads").Worker');
  });

  proves('/configuration/output/#outputlibraryname', "'amd-require' refuses a library name, as 'module' does; 'amd' writes it into define()", async () => {
    const files = { 'index.js': 'export default 1;\n' };
    // The refusal is thrown from a compilation hook, outside the build's callback, so it is read
    // from the plugin's option parsing, which the 'amd' and 'amd-require' types share.
    const parse = await webpackSource('lib/library/AmdLibraryPlugin.js', 'if (this.requireAsWrapper) {', 6);
    expect(parse).toContain('if (name) {');
    expect(parse).toContain('AMD library name must be unset.');
    const amd = await build(await projectDir('amd-name'), files, none({ output: { library: { name: 'MyLib', type: 'amd' } } }));
    expect(amd.errors).toEqual([]);
    expect(await amd.read('main.js')).toMatch(/^define\("MyLib", \[\]/);
  });
});

describe('/configuration/module/ (eleventh review)', () => {
  proves('/configuration/module/#rulemimetype', 'a web manifest data URL becomes an asset/webmanifest file through new URL(); imported with import it is parsed as JavaScript and fails', async () => {
    const manifest = 'data:application/manifest+json,{"name":"x"}';
    const url = await build(await projectDir('manifest-url'), { 'index.js': `console.log(new URL('${manifest}', import.meta.url));\n` }, none({}));
    expect(url.errors).toEqual([]);
    expect(url.files.filter((file) => file.endsWith('.webmanifest'))).toHaveLength(1);
    const imported = await build(await projectDir('manifest-import'), { 'index.js': `import m from '${manifest}';\nconsole.log(m);\n` }, none({}));
    expect(imported.errors).toHaveLength(1);
    expect(imported.errors[0]).toContain("File was parsed as module type 'javascript/auto'");
  });

  proves('/configuration/module/#javascript-parser-options', 'pureFunctions lets the calls of the named functions go when their results are unused', async () => {
    const files = { 'index.js': "import { b } from './m.js';\nconsole.log(b);\n", 'm.js': 'function helper() { return 1; }\nexport const a = helper();\nexport const b = 2;\nhelper();\n' };
    const code = async (name: string, pureFunctions?: string[]) => {
      const built = await build(await projectDir(name), files, {
        entry: './index.js', optimization: { minimize: false, concatenateModules: false }, module: { parser: { javascript: pureFunctions ? { pureFunctions } : {} } },
      });
      expect(built.errors).toEqual([]);
      return built.read('main.js');
    };
    expect(await code('pure-unset')).toContain('helper();');
    expect(await code('pure-helper', ['helper'])).not.toContain('helper');
  });

  proves('/configuration/module/#javascript-parser-options', 'specNamespaceObject gives a namespace object built on a Proxy; overrideStrict: strict adds "use strict"; dynamicUrl: false bundles no file for a new URL() with an expression', async () => {
    const spec = async (name: string, javascript: object) => {
      const built = await build(await projectDir(name), { 'index.js': "import * as ns from './m.js';\nconsole.log(ns);\n", 'm.js': 'export const a = 1;\n' }, none({ module: { parser: { javascript } } }));
      return (await built.read('main.js')).includes('new Proxy');
    };
    expect(await spec('spec-unset', {})).toBe(false);
    expect(await spec('spec-on', { specNamespaceObject: true })).toBe(true);

    const strict = async (name: string, parser: object) => {
      const built = await build(await projectDir(name), { 'index.js': "require('./m.js');\n", 'm.js': 'x = 1;\nmodule.exports = 1;\n' }, none({ module: { rules: [{ test: /m\.js$/, parser }] } }));
      return (await built.read('main.js')).includes('"use strict"');
    };
    expect(await strict('strict-unset', {})).toBe(false);
    expect(await strict('strict-on', { overrideStrict: 'strict' })).toBe(true);

    const urls = async (name: string, dynamicUrl: boolean) => {
      const built = await build(await projectDir(name), { 'index.js': 'const name = globalThis.n;\nconsole.log(new URL(`./img/${name}.png`, import.meta.url));\n', 'img/a.png': 'a', 'img/b.png': 'b' }, none({ module: { parser: { javascript: { dynamicUrl } } } }));
      return built.files.filter((file) => file.endsWith('.png')).length;
    };
    expect(await urls('dynamic-url-on', true)).toBe(2);
    expect(await urls('dynamic-url-off', false)).toBe(0);
  });

  proves('/configuration/module/#javascript-parser-options', "topLevelThis: 'global' turns a CommonJS module's top-level this into the global object; unset it stays the exports object", async () => {
    const code = async (name: string, javascript: object) => {
      const built = await build(await projectDir(name), { 'index.js': "require('./m.js');\n", 'm.js': 'console.log(this);\n' }, none({ module: { parser: { javascript } } }));
      return /console\.log\(.*\);/.exec(await built.read('main.js'))?.[0];
    };
    expect(await code('this-unset', {})).toBe('console.log(this);');
    expect(await code('this-global', { topLevelThis: 'global' })).toBe('console.log(__webpack_require__.g);');
  });
});

type Minify = (input: Record<string, string>, map: undefined, options: object) => Promise<{ code: string }>;

describe('/configuration/optimization/ (eleventh review)', () => {
  proves('/configuration/optimization/#html-transforms', 'normalizeNumericAttributes trims and drops leading zeros; only signed attributes such as tabindex lose a + sign', async () => {
    const htmlMinify = require('webpack/lib/html/htmlMinify.js') as Minify;
    const page = async (attributes: string, options: object = {}) =>
      (await htmlMinify({ 'index.html': `<!DOCTYPE html><table><tr><td ${attributes}>y</td></tr></table>` }, undefined, options)).code;
    expect(await page('colspan=" 02"')).toContain('<td colspan=2>');
    expect(await page('colspan="+2"')).toContain('<td colspan=+2>');
    expect(await page('colspan=" +02"')).toContain('<td colspan=" +02">');
    expect(await page('colspan=" 02"', { normalizeNumericAttributes: false })).toContain('<td colspan=" 02">');
    const input = (await htmlMinify({ 'index.html': '<!DOCTYPE html><input tabindex="+2">' }, undefined, {})).code;
    expect(input).toContain('<input tabindex=2>');
  });

  proves('/configuration/optimization/#html-transforms', "collapseBooleanAttributes, removeRedundantAttributes, removeEmptyAttributes, sortTokenLists and normalizeEnumeratedAttributes do what their rows say", async () => {
    const htmlMinify = require('webpack/lib/html/htmlMinify.js') as Minify;
    const body = async (markup: string, options: object = {}) =>
      (await htmlMinify({ 'index.html': `<!DOCTYPE html><html><head><title>t</title></head><body>${markup}</body></html>` }, undefined, options)).code.replace(/^.*<body>|<\/body>.*$/g, '');
    expect(await body('<input checked="checked" disabled="false">')).toBe('<input checked disabled=false>');
    expect(await body('<input checked="checked" disabled="false">', { collapseBooleanAttributes: 'all' })).toBe('<input checked disabled>');
    const redundant = '<script type="text/javascript">x()</script><input type="text">';
    expect(await body(redundant)).toBe('<script type=text/javascript>x()</script><input type=text>');
    expect(await body(redundant, { removeRedundantAttributes: true })).toBe('<script>x()</script><input type=text>');
    expect(await body(redundant, { removeRedundantAttributes: 'all' })).toBe('<script>x()</script><input>');
    expect(await body('<div class="" id="x">a</div>', { removeEmptyAttributes: true })).toBe('<div id=x>a</div>');
    expect(await body('<div class="z a m">a</div>', { sortTokenLists: true })).toBe('<div class="a m z">a</div>');
    expect(await body('<input type="TEXT"><input type="FOO">')).toBe('<input type=text><input type=FOO>');
  });

  proves('/configuration/optimization/#css-transforms', 'rewriteDirSelector writes [dir] only for targets without :dir(); pseudoClasses, unusedSymbols and convertApproximateColors change the sheet as their rows say', async () => {
    const cssMinify = require('webpack/lib/css/cssMinify.js') as Minify;
    const { getTargetsBrowsers } = require('webpack/lib/config/target.js') as { getTargetsBrowsers: (targets: string[], context: string) => string[] };
    const sheet = async (css: string, options: object) => (await cssMinify({ 'a.css': css }, undefined, options)).code;
    const environment = (query: string) => ({ environment: { browsers: getTargetsBrowsers([query], __dirname), vendorPrefixes: true } });
    expect(await sheet('a:dir(rtl){color:red}', { ...environment('browserslist:chrome 100'), rewriteDirSelector: true })).toBe('a[dir=rtl]{color:red}');
    expect(await sheet('a:dir(rtl){color:red}', { ...environment('browserslist:chrome 100') })).toBe('a:dir(rtl){color:red}');
    expect(await sheet('a:dir(rtl){color:red}', { ...environment('browserslist:chrome 130'), rewriteDirSelector: true })).toBe('a:dir(rtl){color:red}');
    expect(await sheet('.x:focus-visible{color:red}', { pseudoClasses: { 'focus-visible': 'focus-visible' } })).toBe('.x.focus-visible{color:red}');
    expect(await sheet('.unused{color:red}.kept{color:blue}#gone{color:red}@keyframes spin{to{opacity:1}}.k{--v:1}', { unusedSymbols: ['unused', 'gone', 'spin', '--v'] })).toBe('.kept{color:blue}');
    expect(await sheet('.a{color:oklch(0.5 0.1 200)}', {})).toBe('.a{color:oklch(.5 .1 200)}');
    expect(await sheet('.a{color:oklch(0.5 0.1 200)}', { convertApproximateColors: true })).toBe('.a{color:#00747a}');
  });
});
