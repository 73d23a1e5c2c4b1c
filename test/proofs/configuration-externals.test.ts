// Proofs of /configuration/externals/: what each externals type makes of an import, read from the
// bundles of three small builds (a script output, a target without import(), an ES module output).
import { effectiveOptions, buildUnminified, projectDir, proves, type Built } from './proof';

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
});
