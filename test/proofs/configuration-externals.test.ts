// Proofs of /configuration/externals/: what each externals type makes of an import, read from the
// bundles of three small builds (a script output, a target without import(), an ES module output).
import { readFile } from 'node:fs/promises';
import type webpack from 'webpack';
import { effectiveOptions, buildUnminified, projectDir, proves, webpackSource, type Built } from './proof';

const sources = {
  'src/index.js': [
    "import a from 'a';",
    "import b from 'b';",
    "import c from 'c';",
    "import d from 'd';",
    "import e from 'e';",
    "import f from 'f';",
    "import m from 'm';",
    "import g from 'g';",
    "import fs from 'fs';",
    "import path from 'node:path';",
    "import lodash from 'lodash';",
    "import debounce from 'lodash/debounce';",
    'console.log(a, b, c, d, e, f, m, g, fs, path, lodash, debounce);',
    '',
  ].join('\n'),
  'node_modules/lodash/package.json': '{ "name": "lodash", "main": "lodash.js" }',
  'node_modules/lodash/lodash.js': 'module.exports = "bundled lodash";\n',
  'node_modules/lodash/debounce.js': 'module.exports = "bundled debounce";\n',
};

let script: Promise<Built> | null = null;
/** One script (not ES module) build for a browser with import(), externalsType left at var. */
function scriptBuild(): Promise<Built> {
  script ??= projectDir('script').then((dir) =>
    buildUnminified(dir, sources, {
      mode: 'development',
      devtool: false,
      target: ['web', 'es2020'],
      entry: './src/index.js',
      externalsPresets: { node: true },
      externals: { a: 'commonjs lodash-es', b: 'b', c: 'global c', d: 'promise d', e: 'import e', f: 'commonjs2 f', m: 'module m', g: 'this g', lodash: '_' },
    }),
  );
  return script;
}

/** The code of the external module named `request` in a development bundle. */
function externalCode(bundle: string, request: string): string {
  const at = bundle.indexOf(`!*** external "${request}" ***!`);
  if (at < 0) return '';
  return /module\.exports = [^\n]*/.exec(bundle.slice(at))?.[0] ?? '';
}

describe('/configuration/externals/', () => {
  proves('/configuration/externals/#object', "a type and a space before the name override externalsType for that entry", async () => {
    const built = await scriptBuild();
    expect(built.errors).toEqual([]);
    const bundle = await built.read('main.js');
    expect(externalCode(bundle, 'lodash-es')).toBe('module.exports = require("lodash-es");');
    expect(externalCode(bundle, 'b')).toBe('module.exports = b;');
  });

  proves('/configuration/externals/#externalstypevar', 'var reads a variable of that name', async () => {
    const bundle = await (await scriptBuild()).read('main.js');
    expect(externalCode(bundle, '_')).toBe('module.exports = _;');
  });

  proves('/configuration/externals/#externalstypecommonjs', 'commonjs and commonjs2 both emit a require() call', async () => {
    const bundle = await (await scriptBuild()).read('main.js');
    expect(externalCode(bundle, 'lodash-es')).toBe('module.exports = require("lodash-es");');
    expect(externalCode(bundle, 'f')).toBe('module.exports = require("f");');
  });

  proves('/configuration/externals/#externalstypeglobal', 'global reads a property of whatever output.globalObject names', async () => {
    const bundle = await (await scriptBuild()).read('main.js');
    expect(effectiveOptions({ mode: 'development', target: ['web', 'es2020'] }).output.globalObject).toBe('globalThis');
    expect(externalCode(bundle, 'c')).toBe('module.exports = globalThis["c"];');
    expect(effectiveOptions({ mode: 'development', target: 'web' }).output.globalObject).toBe('self');
  });

  proves('/configuration/externals/#externalstypethis', 'this reads a property of this in a sloppy-mode function', async () => {
    const bundle = await (await scriptBuild()).read('main.js');
    expect(externalCode(bundle, 'g')).toBe('module.exports = (function() { return this["g"]; }());');
  });

  proves('/configuration/externals/#externalstypepromise', 'promise reads the variable and makes the importing module async', async () => {
    const bundle = await (await scriptBuild()).read('main.js');
    expect(externalCode(bundle, 'd')).toBe('module.exports = d;');
    // The importer is wrapped as an async module, awaiting its async dependencies.
    expect(bundle).toMatch(/__webpack_require__\.a\(module, async \(__webpack_handle_async_dependencies__, __webpack_async_result__\)/);
  });

  proves('/configuration/externals/#externalstypeimport', 'import emits import() in a script output, and fails for a target without import()', async () => {
    const bundle = await (await scriptBuild()).read('main.js');
    expect(externalCode(bundle, 'e')).toBe('module.exports = import("e");;');
    const old = await buildUnminified(await projectDir('no-import'), { 'src/index.js': "import e from 'e';\nconsole.log(e);\n" }, { target: 'web', entry: './src/index.js', externals: { e: 'import e' } });
    expect(old.errors.join('\n')).toContain("The target environment doesn't support 'import()' so it's not possible to use external type 'import'");
  });

  proves('/configuration/externals/#externalstypemodule', 'module is a static import in an ES module output, and a dynamic import() in a script output', async () => {
    const bundle = await (await scriptBuild()).read('main.js');
    expect(externalCode(bundle, 'm')).toBe('module.exports = import("m");;');
    const dir = await projectDir('module-output');
    const esm = await buildUnminified(dir, { 'src/index.js': "import a from 'a';\nconsole.log(a, import('d'));\n" }, {
      mode: 'development',
      devtool: false,
      target: ['web', 'es2020'],
      entry: './src/index.js',
      output: { module: true },
      externals: { a: 'a', d: 'd' },
    });
    expect(esm.errors).toEqual([]);
    const text = await esm.read('main.mjs');
    // The default type of an ES module output is module-import: static where imported statically, import() where imported dynamically.
    expect(text).toContain('import * as __WEBPACK_EXTERNAL_MODULE_a__ from "a";');
    expect(externalCode(text, 'a')).toBe('module.exports = __WEBPACK_EXTERNAL_MODULE_a__;');
    expect(externalCode(text, 'd')).toBe('module.exports = import("d");;');
  });

  proves('/configuration/externals/#externalstype', "defaults to var, to the library type when it is an externals type, and to 'module-import' with output.module", async () => {
    expect(effectiveOptions({ mode: 'production' }).externalsType).toBe('var');
    expect(effectiveOptions({ mode: 'production', output: { library: { type: 'commonjs2' } } }).externalsType).toBe('commonjs2');
    expect(effectiveOptions({ mode: 'production', output: { library: { type: 'umd', name: 'x' } } }).externalsType).toBe('umd');
    expect(effectiveOptions({ mode: 'production', output: { module: true } }).externalsType).toBe('module-import');
  });

  proves('/configuration/externals/#externalspresets', 'the target turns on its presets; node keeps built-ins as require() even for a web target', async () => {
    const presets = (target: string) => Object.entries(effectiveOptions({ mode: 'production', target }).externalsPresets).filter(([, on]) => on).map(([name]) => name);
    expect(presets('web')).toEqual(['web']);
    expect(presets('node')).toEqual(['node']);
    expect(presets('electron-main')).toEqual(['node', 'electron', 'electronMain']);
    const bundle = await (await scriptBuild()).read('main.js');
    expect(externalCode(bundle, 'fs')).toBe('module.exports = require("fs");');
    expect(externalCode(bundle, 'node:path')).toBe('module.exports = require("node:path");');
  });

  proves('/configuration/externals/#common-pitfalls', "an external applies to the exact request only: 'lodash/debounce' is still bundled", async () => {
    const bundle = await (await scriptBuild()).read('main.js');
    expect(externalCode(bundle, '_')).toBe('module.exports = _;');
    expect(bundle).toContain('bundled debounce');
    expect(bundle).not.toContain('bundled lodash');
  });

  proves('/configuration/externals/#object', 'true reuses the key, an array is a path into the external, and the object form sets sideEffects and interop', async () => {
    const built = await buildUnminified(await projectDir('object-values'), {
      'src/index.js': "import a from 'a';\nimport b from 'b';\nimport f from 'f';\nimport dropped from 'dropped';\nimport kept from 'kept';\nimport esm from 'esm';\nimport cjs from 'cjs';\nconsole.log(a, b, f, esm, cjs);\n",
    }, {
      mode: 'development',
      devtool: false,
      target: ['web', 'es2020'],
      entry: './src/index.js',
      optimization: { sideEffects: true },
      externals: {
        a: true,
        b: ['Drupal', 'behaviors'],
        f: ['commonjs ./helpers', 'format'],
        dropped: { external: 'commonjs dropped', sideEffects: false },
        kept: 'commonjs kept',
        esm: { commonjs: 'esm', interop: 'esModule' },
        cjs: { commonjs: 'cjs', interop: 'default' },
      },
      externalsType: 'commonjs',
    });
    expect(built.errors).toEqual([]);
    const bundle = await built.read('main.js');
    expect(externalCode(bundle, 'a')).toBe('module.exports = require("a");');
    expect(bundle).toContain('module.exports = require("Drupal").behaviors;');
    expect(bundle).toContain('module.exports = require("./helpers").format;');
    expect(bundle).not.toContain('require("dropped")');
    expect(bundle).toContain('require("kept")');
    // esModule: the default import is the module's default export; default: the whole exports object.
    expect(bundle).toMatch(/esm__WEBPACK_IMPORTED_MODULE_\d+__\["default"\], cjs__WEBPACK_IMPORTED_MODULE_\d+__\)/);
  });

  proves('/configuration/externals/#function', 'a callback answer, a third argument as type, a promise, and the first matching array entry wins', async () => {
    const built = await buildUnminified(await projectDir('function-form'), { 'src/index.js': "import c from 'c';\nimport d from 'd';\nimport e from 'e';\nconsole.log(c, d, e);\n" }, {
      mode: 'development',
      devtool: false,
      target: ['web', 'es2020'],
      entry: './src/index.js',
      // The third callback argument works at run time, though webpack's types leave it out.
      externals: [
        ({ request }: { request: string }, callback: (error?: Error, result?: string, type?: string) => void) => (request === 'c' ? callback(undefined, 'lodash', 'commonjs') : callback()),
        async ({ request, contextInfo }: { request: string; contextInfo: { issuer: string } }) => (request === 'd' ? `var ${JSON.stringify(contextInfo.issuer.endsWith('index.js'))}` : undefined),
        { e: 'first' },
        { e: 'second' },
      ] as unknown as webpack.Configuration['externals'],
    });
    expect(built.errors).toEqual([]);
    const bundle = await built.read('main.js');
    expect(externalCode(bundle, 'lodash')).toBe('module.exports = require("lodash");');
    expect(externalCode(bundle, 'true')).toBe('module.exports = true;');
    expect(externalCode(bundle, 'first')).toBe('module.exports = first;');
  });

  proves('/configuration/externals/#externalstypeamd', 'without an amd library webpack does not complain, but the module reads a variable nothing defines', async () => {
    const sources = { 'src/index.js': "import a from 'a';\nconsole.log(a);\n" };
    const plain = await buildUnminified(await projectDir('amd-plain'), sources, { mode: 'development', devtool: false, entry: './src/index.js', externals: { a: 'amd a' } });
    expect(plain.errors).toEqual([]);
    const text = await plain.read('main.js');
    expect(externalCode(text, 'a')).toBe('module.exports = __WEBPACK_EXTERNAL_MODULE_a__;');
    expect(text).not.toContain('define(');
    const amd = await buildUnminified(await projectDir('amd-library'), sources, { mode: 'development', devtool: false, entry: './src/index.js', externals: { a: 'amd a' }, output: { library: { type: 'amd' } } });
    expect(await amd.read('main.js')).toMatch(/^define\(\["a"\], \(__WEBPACK_EXTERNAL_MODULE_a__\) =>/);
  });

  proves('/configuration/externals/#externalstypescript', 'script loads the URL with a script tag and makes the importer async', async () => {
    const built = await buildUnminified(await projectDir('script'), { 'src/index.js': "import line from 'chartLine';\nconsole.log(line);\n" }, {
      mode: 'development', devtool: false, target: ['web', 'es2020'], entry: './src/index.js', externalsType: 'script', externals: { chartLine: ['https://cdn.example.test/charts.js', 'Charts', 'line'] },
    });
    const bundle = await built.read('main.js');
    expect(bundle).toContain('__webpack_require__.l("https://cdn.example.test/charts.js"');
    expect(bundle).toContain('// loadScript function to load a script via script tag');
    expect(bundle).toMatch(/__webpack_require__\.a\(module, async/);
  });

  proves('/configuration/externals/#externalstypenode-commonjs', 'with output.module it requires through createRequire(import.meta.url); in a script output it is a plain require()', async () => {
    const sources = { 'src/index.js': "import sharp from 'sharp';\nconsole.log(sharp);\n" };
    const esm = await buildUnminified(await projectDir('node-commonjs-esm'), sources, { mode: 'development', devtool: false, target: 'node20', entry: './src/index.js', output: { module: true }, externalsType: 'node-commonjs', externals: ['sharp'] });
    const text = await esm.read('main.mjs');
    expect(text).toContain('import { createRequire as __WEBPACK_EXTERNAL_createRequire } from "node:module";');
    expect(text).toContain('__WEBPACK_EXTERNAL_createRequire(import.meta.url)');
    const cjs = await buildUnminified(await projectDir('node-commonjs-cjs'), sources, { mode: 'development', devtool: false, target: 'node20', entry: './src/index.js', externalsType: 'node-commonjs', externals: ['sharp'] });
    expect(externalCode(await cjs.read('main.js'), 'sharp')).toBe('module.exports = require("sharp");');
  });

  proves('/configuration/externals/#externalspresetsweb', 'URL, std: and similar imports become static imports in an ES module output, and import() in a script output', async () => {
    const sources = { 'src/index.js': "import a from 'https://cdn.example.test/a.js';\nimport kv from 'std:kv-storage';\nconsole.log(a, kv);\n" };
    const esm = await buildUnminified(await projectDir('web-preset-esm'), sources, { mode: 'development', devtool: false, target: ['web', 'es2020'], entry: './src/index.js', output: { module: true } });
    const text = await esm.read('main.mjs');
    expect(text).toMatch(/import \* as __WEBPACK_EXTERNAL_MODULE_https_cdn_example_test_a_js_\w+__ from "https:\/\/cdn\.example\.test\/a\.js";/);
    expect(text).toMatch(/import \* as __WEBPACK_EXTERNAL_MODULE_std_kv_storage_\w+__ from "std:kv-storage";/);
    const script = await buildUnminified(await projectDir('web-preset-script'), sources, { mode: 'development', devtool: false, target: ['web', 'es2020'], entry: './src/index.js' });
    expect(externalCode(await script.read('main.js'), 'https://cdn.example.test/a.js')).toBe('module.exports = import("https://cdn.example.test/a.js");;');
    const source = await webpackSource('lib/config/WebpackOptionsApply.js', 'if (options.externalsPresets.webAsync || options.externalsPresets.web) {', 8);
    expect(source).toContain('const type = options.externalsPresets.webAsync ? "import" : "module";');
    expect(source).toContain('/^(?:\\/\\/|https?:\\/\\/|#|std:|jsr:|npm:)/');
  });

  proves('/configuration/externals/#externalspresetswebasync', 'webAsync loads those URLs with import() even in an ES module output', async () => {
    const esm = await buildUnminified(await projectDir('web-async'), { 'src/index.js': "import a from 'https://cdn.example.test/a.js';\nconsole.log(a);\n" }, {
      mode: 'development', devtool: false, target: ['web', 'es2020'], entry: './src/index.js', output: { module: true }, externalsPresets: { web: false, webAsync: true },
    });
    expect(externalCode(await esm.read('main.mjs'), 'https://cdn.example.test/a.js')).toBe('module.exports = import("https://cdn.example.test/a.js");;');
  });

  proves('/configuration/externals/#externalspresetsnodemodules', 'installed packages are required at run time; JavaScript only, and the allowlist keeps an exact request bundled', async () => {
    const built = await buildUnminified(await projectDir('node-modules-preset'), {
      'src/index.js': "import big from 'big';\nimport esm from 'esm-only';\nimport data from 'big/data.txt';\nconsole.log(big, esm, data);\n",
      'node_modules/big/package.json': '{ "name": "big", "main": "index.js" }',
      'node_modules/big/index.js': 'module.exports = "bundled big";\n',
      'node_modules/big/data.txt': 'bundled text',
      'node_modules/esm-only/package.json': '{ "name": "esm-only", "main": "index.js" }',
      'node_modules/esm-only/index.js': 'export default "bundled esm-only";\n',
    }, {
      mode: 'development', devtool: false, target: 'node', entry: './src/index.js',
      module: { rules: [{ test: /\.txt$/, type: 'asset/source' }] },
      externalsPresets: { node: true, nodeModules: { allowlist: ['esm-only'] } },
    });
    expect(built.errors).toEqual([]);
    const bundle = await built.read('main.js');
    expect(externalCode(bundle, 'big')).toBe('module.exports = require("big");');
    expect(bundle).not.toContain('bundled big');
    expect(bundle).toContain('bundled esm-only');
    expect(bundle).toContain('bundled text');
  });

  proves('/configuration/externals/#externalspresetselectron', 'the Electron modules of each context', async () => {
    const electron = await readFile(require.resolve('webpack/lib/electron/ElectronTargetPlugin.js'), 'utf8');
    for (const name of ['"electron"', '"ipc"', '"shell"', '"app"', '"ipc-main"', '"web-frame"', '"ipc-renderer"']) expect(electron).toContain(name);
  });

  proves('/configuration/externals/#externalspresetsdeno', 'core modules get the node: prefix; npm:, jsr: and http(s): stay external', async () => {
    const deno = await webpackSource('lib/deno/DenoTargetPlugin.js', 'const DENO_PROTOCOLS', 20);
    expect(deno).toContain('/^(?:npm|jsr|https?):/');
    expect(deno).toContain('if (coreModules.has(request)) return callback(null, `node:${request}`);');
  });

  proves('/configuration/externals/#externalspresetsbun', 'Bun modules and core modules are imported; require() stays require()', async () => {
    const bun = await webpackSource('lib/bun/BunTargetPlugin.js', 'const BUN_BUILTINS', 20);
    expect(bun).toContain('dependency.category === "commonjs" ? "node-commonjs" : "module-import"');
  });
});

