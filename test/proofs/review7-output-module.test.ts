// Proofs of /configuration/output/ and /configuration/module/ statements checked in their seventh
// review: the exportType a `with { type: 'css' }` import gets, the generator's exportType that is not
// read, when JSON is written as JSON.parse, what several output.environment flags change in the
// runtime, the worker chunk loading that dynamicImportInWorker decides, top-level await without
// async functions, the empty context of require(expression), and the modes strictModuleResolution
// is on in.
import { readFile } from 'node:fs/promises';
import webpack from 'webpack';
import { buildUnminified, effectiveOptions, projectDir, proves, validationLine } from './proof';

describe('/configuration/module/ and /configuration/output/ (seventh review)', () => {
  proves('/configuration/module/#css-parser-options', "exportType defaults to 'link', but an import written with { type: 'css' } gets 'css-style-sheet' from the default rules", async () => {
    const built = await buildUnminified(await projectDir('css-with-type'), {
      'src/index.js': "import sheet from './a.css' with { type: 'css' };\nimport './b.css';\nconsole.log(sheet);\n",
      'src/a.css': '.a{color:red}\n',
      'src/b.css': '.b{color:blue}\n',
    }, { mode: 'development', devtool: false, entry: './src/index.js' });
    expect(built.errors).toEqual([]);
    const js = await built.read('main.js');
    expect(js).toContain('css ./src/a.css (exportType: css-style-sheet)');
    expect(js).toContain('new CSSStyleSheet()');
    // The plain import keeps the default: linked from main.css, nothing exported.
    expect(await built.read('main.css')).toContain('.b{color:blue}');
    expect(await built.read('main.css')).not.toContain('.a{color:red}');
  });

  proves('/configuration/module/#generator-options', "the generator's exportType is not read: only the parser option of that name changes the default export", async () => {
    const files = {
      'src/index.js': "import text from './b.css';\nconsole.log(text);\n",
      'src/b.css': '.b{color:blue}\n',
    };
    const viaParser = await buildUnminified(await projectDir('export-type-parser'), files, {
      mode: 'development', devtool: false, entry: './src/index.js', module: { parser: { 'css/auto': { exportType: 'text' } } },
    });
    expect(await viaParser.read('main.js')).toContain('(exportType: text)');
    expect(viaParser.files).not.toContain('main.css');
    const viaGenerator = await buildUnminified(await projectDir('export-type-generator'), files, {
      mode: 'development', devtool: false, entry: './src/index.js', module: { generator: { 'css/auto': { exportType: 'text' } } as never },
    });
    expect(await viaGenerator.read('main.js')).not.toContain('exportType');
    expect(viaGenerator.files).toContain('main.css');
    expect(viaGenerator.warnings.join('\n')).toContain("export 'default' (imported as 'text') was not found");
  });

  proves('/configuration/module/#generator-options', 'JSONParse writes a JSON object longer than 20 characters as JSON.parse, a shorter one and JSONParse: false as a literal', async () => {
    const files = {
      'src/index.js': "import big from './big.json';\nimport small from './small.json';\nconsole.log(big, small);\n",
      'src/big.json': '{"aaaaaaaaaa":"bbbbbbbbbbbbbbbbbbbbbb"}\n',
      'src/small.json': '{"a":"b"}\n',
    };
    const on = await (await buildUnminified(await projectDir('json-parse-on'), files, { entry: './src/index.js', optimization: { concatenateModules: false } })).read('main.js');
    expect(on).toContain("JSON.parse('{\"aaaaaaaaaa\":\"bbbbbbbbbbbbbbbbbbbbbb\"}')");
    expect(on).not.toContain("JSON.parse('{\"a\":\"b\"}')");
    expect(on).toContain('{"a":"b"}');
    const off = await (await buildUnminified(await projectDir('json-parse-off'), files, {
      entry: './src/index.js', optimization: { concatenateModules: false }, module: { generator: { json: { JSONParse: false } } },
    })).read('main.js');
    expect(off).not.toContain('JSON.parse(');
    expect(off).toContain('{"aaaaaaaaaa":"bbbbbbbbbbbbbbbbbbbbbb"}');
  });

  proves('/configuration/module/#javascript-parser-options', 'with the default exprContextRegExp: false a require(expression) bundles no files: an empty context and the "request of a dependency is an expression" warning', async () => {
    const built = await buildUnminified(await projectDir('expr-context'), {
      'src/index.js': 'const name = window.n;\nmodule.exports = require(name);\n',
      'src/other.js': 'module.exports = "not bundled";\n',
    }, { entry: './src/index.js' });
    const js = await built.read('main.js');
    expect(js).toContain('webpackEmptyContext.keys = () => ([])');
    expect(js).not.toContain('not bundled');
    expect(built.warnings.join('\n')).toContain('the request of a dependency is an expression');
  });

  proves('/configuration/output/#outputenvironment', 'symbol, hasOwn, optionalChaining, logicalAssignment, globalThis and const change the runtime as the rows say', async () => {
    const files = {
      'src/index.js': "export const g = global.foo;\nimport('./lazy').then((m) => console.log(m));\n",
      'src/lazy.js': 'export const lazy = 1;\n',
    };
    const flags = (on: boolean) => ({ symbol: on, hasOwn: on, optionalChaining: on, logicalAssignment: on, globalThis: on, const: on, let: on });
    const read = async (on: boolean) => (await buildUnminified(await projectDir(`environment-${on}`), files, {
      mode: 'development', devtool: false, entry: './src/index.js', output: { environment: flags(on) },
    })).read('main.js');
    const on = await read(true);
    const off = await read(false);
    expect(on).not.toContain("typeof Symbol !== 'undefined'");
    expect(off).toContain("typeof Symbol !== 'undefined' && Symbol.toStringTag");
    expect(on).toContain('Object.hasOwn(obj, prop)');
    expect(off).toContain('Object.prototype.hasOwnProperty.call(obj, prop)');
    expect(on).toMatch(/\?\.\w/);
    expect(off).not.toMatch(/\?\.\w/);
    expect(on).toContain('self["webpackChunk"] ||= [];');
    expect(off).toContain('self["webpackChunk"] = self["webpackChunk"] || [];');
    expect(on).toContain('const g = globalThis.foo;');
    expect(off).toContain('const g = __webpack_require__.g.foo;');
    expect(off).toContain("if (typeof globalThis === 'object') return globalThis;");
    expect(on).toContain('const __webpack_module_cache__ = {};');
    expect(off).toContain('var __webpack_module_cache__ = {};');
  });

  proves('/configuration/output/#outputenvironment', 'without asyncFunction a top-level await module is written as a generator when generator is on; with both off the build warns', async () => {
    const files = { 'src/index.js': "import { x } from './a.js';\nconsole.log(x);\n", 'src/a.js': 'export const x = await Promise.resolve(1);\n' };
    const run = async (generator: boolean) => buildUnminified(await projectDir(`tla-generator-${generator}`), files, {
      mode: 'development', devtool: false, entry: './src/index.js', output: { environment: { asyncFunction: false, generator } },
    });
    const withGenerator = await run(true);
    expect(withGenerator.warnings).toEqual([]);
    expect(await withGenerator.read('main.js')).toContain('const x = (yield Promise.resolve(1));');
    const withNeither = await run(false);
    expect(withNeither.warnings.join('\n')).toContain('does not appear to support \'async/await\'');
  });

  proves('/configuration/output/#outputenvironment', "dynamicImportInWorker decides workerChunkLoading of ES module output: 'import' with it, no chunk loading without it", async () => {
    for (const target of ['web', 'node']) {
      expect(effectiveOptions({ target, output: { module: true } }).output.workerChunkLoading).toBe('import');
      expect(effectiveOptions({ target, output: { module: true, environment: { dynamicImportInWorker: false } } }).output.workerChunkLoading).toBe(false);
    }
  });

  proves('/configuration/output/#outputstrictmoduleresolution', 'the MODULE_NOT_FOUND check is on in development only: production and none leave it out', async () => {
    expect(effectiveOptions({ mode: 'development' }).output.strictModuleResolution).toBe(true);
    expect(effectiveOptions({ mode: 'production' }).output.strictModuleResolution).toBe(false);
    expect(effectiveOptions({ mode: 'none' }).output.strictModuleResolution).toBe(false);
    const files = { 'src/index.js': "console.log(require('./b'));\n", 'src/b.js': 'module.exports = 1;\n' };
    const none = await (await buildUnminified(await projectDir('resolution-none'), files, { mode: 'none', entry: './src/index.js' })).read('main.js');
    expect(none).toContain('__webpack_require__(');
    expect(none).not.toContain('MODULE_NOT_FOUND');
    const dev = await (await buildUnminified(await projectDir('resolution-dev'), files, { mode: 'development', devtool: false, entry: './src/index.js' })).read('main.js');
    expect(dev).toContain("e.code = 'MODULE_NOT_FOUND';");
  });
  proves('/configuration/module/#ruleuse', 'use skips falsy items, takes a function as an item, and a use function may return a single entry or a loader string', async () => {
    const dir = await projectDir('use-forms');
    const loader = `${dir}/mark-loader.js`;
    const files = {
      'src/index.js': "console.log('ORIG');\n",
      'mark-loader.js': "module.exports = function (s) { return s.replace('ORIG', 'MARK-' + (this.getOptions().tag || 'none')); };\n",
    };
    const forms: Record<string, webpack.RuleSetRule['use']> = {
      falsy: [false, null, 0, '', { loader, options: { tag: 'arr' } }],
      fnString: () => `${loader}?tag=fnstr`,
      fnEntry: () => ({ loader, options: { tag: 'fnentry' } }),
      fnItem: [() => ({ loader, options: { tag: 'item' } })],
    };
    for (const [name, use] of Object.entries(forms)) {
      const built = await buildUnminified(dir, files, { entry: './src/index.js', output: { path: `${dir}/dist-${name}` }, module: { rules: [{ test: /\.js$/, use }] } });
      expect(built.errors).toEqual([]);
      expect((await readFile(`${dir}/dist-${name}/main.js`, 'utf8')).match(/MARK-\w+|ORIG/)?.[0]).toBe(`MARK-${name === 'falsy' ? 'arr' : name === 'fnString' ? 'fnstr' : name === 'fnEntry' ? 'fnentry' : 'item'}`);
    }
  });
  proves('/configuration/module/#html-json-and-asset-parser-options', "html.sources.type is one of webpack's keywords or false: 'srcdoc' and false pass, any other string fails validation", async () => {
    const config = (type: unknown) => ({ module: { parser: { html: { sources: [{ attribute: 'data-src', type }] } } } });
    expect(validationLine(config('srcdoc'))).toBe('valid');
    expect(validationLine(config('css-url'))).toBe('valid');
    expect(validationLine(config(false))).toBe('valid');
    expect(validationLine(config('url'))).toContain('configuration.module.parser.html.sources should be one of these');
  });

  proves('/configuration/output/#outputhashfunction', "'deterministic' ids are the production default only: development uses 'named', none 'natural'", async () => {
    expect(effectiveOptions({ mode: 'production' }).optimization.moduleIds).toBe('deterministic');
    expect(effectiveOptions({ mode: 'production' }).optimization.chunkIds).toBe('deterministic');
    expect(effectiveOptions({ mode: 'development' }).optimization.moduleIds).toBe('named');
    expect(effectiveOptions({ mode: 'none' }).optimization.moduleIds).toBe('natural');
  });
});
