// Proofs of defaults and behaviours of /configuration/output/ and /configuration/module/ that
// depend on another option: ES module output, the target, experiments.futureDefaults, a library,
// or webpack's native CSS.
import { runInNewContext } from 'node:vm';
import webpack from 'webpack';
import { type Built, buildUnminified, effectiveOptions, projectDir, proves } from './proof';

const lazyCss = { 'src/index.js': "import('./a.css');\n", 'src/a.css': 'a { color: red; }\n' };
let cssChunkBuild: Promise<Built> | null = null;
/** One build with a lazily loaded stylesheet, shared by the proofs about the CSS chunk runtime. */
const cssChunk = () =>
  (cssChunkBuild ??= projectDir('css-chunk').then((dir) =>
    buildUnminified(dir, lazyCss, { entry: './src/index.js', output: { crossOriginLoading: 'anonymous', chunkLoadTimeout: 4321 } }),
  ));
const runtimeLines = async (pattern: RegExp) => (await (await cssChunk()).read('main.js')).split('\n').filter((line) => pattern.test(line)).map((line) => line.replace(/^\/\*+\/\s*/, '').trim());

describe('/configuration/output/ defaults that follow other options', () => {
  proves('/configuration/output/#other-file-names', "htmlFilename and htmlChunkFilename derive from filename and chunkFilename, '[name].html' without a per-chunk placeholder; hot update names end in .mjs with output.module", async () => {
    const html = (output: webpack.Configuration['output']) => {
      const options = effectiveOptions({ output }).output;
      return [options.htmlFilename, options.htmlChunkFilename];
    };
    expect(html({ filename: '[name].[contenthash].js' })).toEqual(['[name].[contenthash].html', '[name].[contenthash].html']);
    expect(html({ filename: 'bundle.js' })).toEqual(['[name].html', '[id].bundle.html']);
    expect(html({ filename: () => 'x.js' })).toEqual(['[name].html', '[id].html']);
    expect(html({})).toEqual(['[name].html', '[name].html']);
    const built = await buildUnminified(await projectDir('html-name'), { 'src/index.js': 'console.log(1);\n' }, { entry: './src/index.js', output: { filename: '[name].[contenthash].js', html: true } });
    expect(built.files.filter((file) => file.endsWith('.html'))).toEqual([expect.stringMatching(/^main\.[0-9a-f]{20}\.html$/)]);
    const esm = effectiveOptions({ output: { module: true } }).output;
    expect([esm.hotUpdateChunkFilename, esm.hotUpdateMainFilename]).toEqual(['[id].[fullhash].hot-update.mjs', '[runtime].[fullhash].hot-update.json.mjs']);
    const script = effectiveOptions({}).output;
    expect([script.hotUpdateChunkFilename, script.hotUpdateMainFilename]).toEqual(['[id].[fullhash].hot-update.js', '[runtime].[fullhash].hot-update.json']);
  });

  proves('/configuration/output/#outputpublicpath', "'' for Node.js only without output.module: with it, every target gets 'auto'", async () => {
    expect(effectiveOptions({ target: 'node' }).output.publicPath).toBe('');
    expect(effectiveOptions({ target: 'node', output: { module: true } }).output.publicPath).toBe('auto');
  });

  proves('/configuration/output/#outputmodule', "false by default, true for universal, deno and bun targets, with futureDefaults unless a script library type, and with a 'module' library type", async () => {
    const on = (config: webpack.Configuration) => effectiveOptions({ context: __dirname, ...config }).output.module;
    expect(on({})).toBe(false);
    expect(on({ target: 'node' })).toBe(false);
    expect(on({ target: ['web', 'node'] })).toBe(true);
    expect(on({ target: 'deno' })).toBe(true);
    expect(on({ target: 'bun' })).toBe(true);
    expect(on({ experiments: { futureDefaults: true } })).toBe(true);
    expect(on({ experiments: { futureDefaults: true }, output: { library: { type: 'umd', name: 'X' } } })).toBe(false);
    expect(on({ output: { library: { type: 'module' } } })).toBe(true);
    expect(on({ output: { library: { type: 'modern-module' } } })).toBe(true);
  });

  proves('/configuration/output/#outputlibrarytype', "type 'module' without output.module builds ES module output with export statements", async () => {
    const built = await buildUnminified(await projectDir('library-module'), { 'src/index.js': 'export const answer = 42;\n' }, { mode: 'none', entry: './src/index.js', output: { library: { type: 'module' } } });
    expect(built.errors).toEqual([]);
    expect(built.files).toEqual(['main.mjs']);
    expect(await built.read('main.mjs')).toMatch(/export \{[^}]*answer[^}]*\}/);
  });

  proves('/configuration/output/#outputcrossoriginloading', 'the attribute goes on lazily loaded chunk scripts and on the link tags of lazily loaded native CSS', async () => {
    expect(await runtimeLines(/crossOrigin/)).toEqual(['script.crossOrigin = "anonymous";', 'link.crossOrigin = "anonymous";']);
  });

  proves('/configuration/output/#outputchunkloadtimeout', "the timeout applies to chunk scripts and to native CSS chunks' link tags", async () => {
    const lines = await runtimeLines(/4321/);
    expect(lines).toHaveLength(2);
    expect(lines[0]).toContain('target: script }), 4321)');
    expect(lines[1]).toContain('target: link }), 4321)');
  });

  proves('/configuration/output/#outputcharset', "charset goes on chunk scripts and CSS chunk links; futureDefaults turns it off", async () => {
    expect(await runtimeLines(/charset/)).toEqual(["script.charset = 'utf-8';", "link.charset = 'utf-8';"]);
    expect(effectiveOptions({}).output.charset).toBe(true);
    expect(effectiveOptions({ experiments: { futureDefaults: true } }).output.charset).toBe(false);
  });

  proves('/configuration/output/#outputhashdigestlength', '20 characters, 16 with experiments.futureDefaults', async () => {
    expect(effectiveOptions({}).output.hashDigestLength).toBe(20);
    expect(effectiveOptions({ experiments: { futureDefaults: true } }).output.hashDigestLength).toBe(16);
  });

  proves('/configuration/output/#outputglobalobject', "a universal target such as ['web', 'node'] gets 'globalThis'", async () => {
    expect(effectiveOptions({ target: ['web', 'node'] }).output.globalObject).toBe('globalThis');
    expect(effectiveOptions({ target: 'web' }).output.globalObject).toBe('self');
  });

  proves('/configuration/output/#outputchunkfilename', "a function filename gives '[id].js', '[id].mjs' with output.module", async () => {
    expect(effectiveOptions({ output: { filename: () => 'a.js' } }).output.chunkFilename).toBe('[id].js');
    expect(effectiveOptions({ output: { filename: () => 'a.js', module: true } }).output.chunkFilename).toBe('[id].mjs');
  });

  proves('/configuration/output/#outputcssfilename', "the .js, .mjs or .cjs extension of filename becomes .css; a function filename gives '[id].css'", async () => {
    const css = (filename: NonNullable<webpack.Configuration['output']>['filename']) => effectiveOptions({ output: { filename } }).output.cssFilename;
    expect([css('[name].js'), css('[name].mjs'), css('[name].cjs'), css(() => 'a.js')]).toEqual(['[name].css', '[name].css', '[name].css', '[id].css']);
  });
});

describe('/configuration/module/ defaults that follow other options', () => {
  proves('/configuration/module/#javascript-parser-options', "importMeta is 'preserve-unknown' with output.module: an unknown property is read from the real import.meta", async () => {
    expect(effectiveOptions({}).module.parser.javascript?.importMeta).toBe(true);
    expect(effectiveOptions({ output: { module: true } }).module.parser.javascript?.importMeta).toBe('preserve-unknown');
    const files = { 'src/index.js': 'console.log(import.meta.foo);\n' };
    const esm = await buildUnminified(await projectDir('import-meta-esm'), files, { entry: './src/index.js', output: { module: true } });
    expect(await esm.read('main.mjs')).toContain('console.log(__webpack_import_meta__.foo)');
    const script = await buildUnminified(await projectDir('import-meta-script'), files, { entry: './src/index.js' });
    expect(await script.read('main.js')).toContain('console.log(/* unsupported import.meta.foo */ undefined)');
  });

  proves('/configuration/module/#javascript-parser-options', 'createRequire is on for Node.js targets, off otherwise; anonymousDefaultExportName is off when output.library is set', async () => {
    expect(effectiveOptions({ target: 'node' }).module.parser.javascript?.createRequire).toBe(true);
    expect(effectiveOptions({ target: 'web' }).module.parser.javascript?.createRequire).toBe(false);
    expect(effectiveOptions({}).module.parser.javascript?.anonymousDefaultExportName).toBe(true);
    expect(effectiveOptions({ output: { library: { type: 'commonjs2' } } }).module.parser.javascript?.anonymousDefaultExportName).toBe(false);
    const f = { 'src/f.js': 'export default function () {}\n' };
    const app = await buildUnminified(await projectDir('anon-app'), { ...f, 'src/index.js': "import f from './f';\nconsole.log(f.name);\n" }, { entry: './src/index.js' });
    expect(await app.read('main.js')).toContain('"name", { value: "default"');
    const lib = await buildUnminified(await projectDir('anon-lib'), { ...f, 'src/index.js': "export { default } from './f';\n" }, { entry: './src/index.js', output: { library: { type: 'commonjs2' } } });
    const libCode = await lib.read('main.js');
    expect(libCode).toMatch(/function \w+\(\) \{\}/);
    expect(libCode).not.toContain('"name", { value: "default"');
  });

  proves('/configuration/module/#javascript-parser-options', "experiments.futureDefaults makes exportsPresence and strictModeViolations 'error'", async () => {
    const now = effectiveOptions({}).module.parser.javascript;
    expect([now?.exportsPresence, now?.strictModeViolations]).toEqual([undefined, 'warn']);
    const future = effectiveOptions({ experiments: { futureDefaults: true } }).module.parser.javascript;
    expect([future?.exportsPresence, future?.strictModeViolations]).toEqual(['error', 'error']);
  });

  proves('/configuration/module/#generator-options', "css exportsOnly is false for targets with a document and true for Node.js; localIdentName is '[fullhash]' outside development", async () => {
    expect(effectiveOptions({ target: 'web' }).module.generator.css).toMatchObject({ exportsOnly: false });
    expect(effectiveOptions({ target: 'node' }).module.generator.css).toMatchObject({ exportsOnly: true });
    const ident = (mode: webpack.Configuration['mode']) => (effectiveOptions({ mode, output: { uniqueName: 'app' } }).module.generator as Record<string, { localIdentName?: string }>)['css/module']?.localIdentName;
    expect([ident('production'), ident('none'), ident('development')]).toEqual(['[fullhash]', '[fullhash]', '[uniqueName]-[id]-[local]']);
  });

  proves('/configuration/module/#ruleuse', 'the function form gets the data rules match on, issuerLayer and dependency among them', async () => {
    const seen: Array<Record<string, unknown>> = [];
    const built = await buildUnminified(await projectDir('use-function'), { 'src/index.js': "import './b.txt';\n", 'src/b.txt': 'x' }, {
      entry: './src/index.js',
      module: { rules: [{ test: /\.txt$/, type: 'asset/source', use: (info: Record<string, unknown>) => (seen.push(info), []) }] },
    } as webpack.Configuration);
    expect(built.errors).toEqual([]);
    expect(seen).toHaveLength(1);
    const [info] = seen as [Record<string, unknown>];
    expect(Object.keys(info)).toEqual(expect.arrayContaining(['resource', 'realResource', 'resourceQuery', 'issuer', 'issuerLayer', 'dependency', 'compiler']));
    expect(info.dependency).toBe('esm');
  });
});

describe('/configuration/output/ environment flags', () => {
  const lazy = { 'src/index.js': "import('./b');\nimport url from './p.png';\nconsole.log(url, new URL('./q.png', import.meta.url));\n", 'src/b.js': 'export default 2;\n', 'src/p.png': 'p'.repeat(10000), 'src/q.png': 'q'.repeat(10000) };
  const runtime = async (name: string, environment: NonNullable<webpack.Configuration['output']>['environment'], extra: webpack.Configuration = {}) =>
    (await buildUnminified(await projectDir(name), lazy, { mode: 'none', target: 'web', entry: './src/index.js', ...extra, output: { chunkFilename: '[name].[contenthash].js', environment } })).read('main.js');

  proves('/configuration/output/#outputenvironment', 'destructuring decides how the JSONP callback unpacks the data a chunk delivers', async () => {
    expect(await runtime('destructuring-on', { destructuring: true })).toContain('let [chunkIds, moreModules, runtime] = data;');
    const off = await runtime('destructuring-off', { destructuring: false });
    expect(off).toContain('let chunkIds = data[0];');
    expect(off).toContain('let runtime = data[2];');
  });

  proves('/configuration/output/#outputenvironment', 'forOf and templateLiteral do not change the output; chunk and asset URLs are joined with +', async () => {
    const on = await runtime('loops-on', { forOf: true, templateLiteral: true });
    expect(await runtime('loops-off', { forOf: false, templateLiteral: false })).toBe(on);
    expect(on).toMatch(/__webpack_require__\.u = \(chunkId\) => \(chunkId \+ "\." \+ "[0-9a-f]{20}" \+ "\.js"\);/);
    expect(on).not.toContain('`');
  });

  proves('/configuration/output/#outputenvironment', 'forOf and templateLiteral count for performance.legacyJavascript, which reports regenerator-runtime only when all its flags are on', async () => {
    const files = {
      'src/index.js': "import 'regenerator-runtime';\nconsole.log(1);\n",
      'node_modules/regenerator-runtime/package.json': '{"name":"regenerator-runtime","main":"runtime.js"}',
      'node_modules/regenerator-runtime/runtime.js': 'globalThis.x = 1;\n',
    };
    const all = { arrowFunction: true, asyncFunction: true, const: true, destructuring: true, forOf: true, generator: true, templateLiteral: true };
    const warnings = async (name: string, environment: typeof all) =>
      (await buildUnminified(await projectDir(name), files, { target: 'web', entry: './src/index.js', performance: { legacyJavascript: true }, output: { environment } } as webpack.Configuration)).warnings;
    expect(await warnings('legacy-all', all)).toEqual([expect.stringContaining('regenerator-runtime (1 module')]);
    expect(await warnings('legacy-no-forof', { ...all, forOf: false })).toEqual([]);
    expect(await warnings('legacy-no-template', { ...all, templateLiteral: false })).toEqual([]);
  });

  proves('/configuration/output/#outputenvironment', 'methodShorthand false writes the module map as properties holding an arrow function', async () => {
    const map = async (name: string, methodShorthand: boolean) =>
      (await buildUnminified(await projectDir(name), { 'src/index.js': "import c from './c';\nconsole.log(c);\n", 'src/c.js': 'export default 3;\n' }, { mode: 'development', devtool: false, entry: './src/index.js', output: { environment: { methodShorthand } } })).read('main.js');
    const on = await map('shorthand-on', true);
    expect(on).toMatch(/^\/\*\*\*\/ "\.\/src\/c\.js"\n/m);
    expect(on).toMatch(/^\(__unused_webpack_module, __webpack_exports__, __webpack_require__\) \{$/m);
    const off = await map('shorthand-off', false);
    expect(off).toMatch(/^\/\*\*\*\/ "\.\/src\/c\.js":\n/m);
    expect(off).toMatch(/^\/\*\*\*\/ \(\(__unused_webpack_module, __webpack_exports__, __webpack_require__\) => \{$/m);
  });

  proves('/configuration/output/#outputenvironment', 'topLevelAwait lets ES module output await an async entry at the top of the file', async () => {
    const files = { 'src/index.js': "import { v } from './a';\nexport { v };\n", 'src/a.js': 'export const v = await Promise.resolve(1);\n' };
    const entry = async (name: string, topLevelAwait: boolean) =>
      (await buildUnminified(await projectDir(name), files, { mode: 'none', entry: './src/index.js', optimization: { runtimeChunk: 'single' }, output: { module: true, environment: { topLevelAwait } } })).read('main.mjs');
    expect(await entry('tla-on', true)).toContain('__webpack_exports__ = await __webpack_exports__;');
    expect(await entry('tla-off', false)).not.toContain('__webpack_exports__ = await __webpack_exports__;');
  });
});

describe('/configuration/output/ generated HTML pages', () => {
  const page = { 'src/index.js': "console.log('page');\n" };
  const htmlBuild = (name: string, html: NonNullable<webpack.Configuration['output']>['html'], extra: NonNullable<webpack.Configuration['output']> = {}) =>
    projectDir(name).then((dir) => buildUnminified(dir, page, { entry: './src/index.js', output: { html, ...extra } }));

  proves('/configuration/output/#outputhtml', "a relative base keeps the entry script bundled; after a root-relative or absolute base the page keeps the entry request and only the .html is written", async () => {
    const relative = await htmlBuild('html-base-relative', { base: './' });
    expect(relative.files).toEqual(['main.html', 'main.js']);
    expect(await relative.read('main.html')).toContain('<base href="./"><');
    for (const [name, base] of [['html-base-root', '/app/'], ['html-base-absolute', 'https://cdn.example.com/']] as const) {
      const built = await htmlBuild(name, { base });
      expect(built.errors).toEqual([]);
      expect(built.files).toEqual(['main.html']);
      expect(await built.read('main.html')).toContain('<script defer src="./src/index.js"></script>');
    }
  });

  proves('/configuration/output/#outputhtml', "scriptLoading: 'blocking' writes a plain script; with output.module the script is a module script and 'defer' only warns", async () => {
    expect(await (await htmlBuild('html-blocking', { scriptLoading: 'blocking' })).read('main.html')).toContain('<body><script src="main.js"></script></body>');
    expect(await (await htmlBuild('html-auto', true)).read('main.html')).toContain('<body><script defer src="main.js"></script></body>');
    const esm = await htmlBuild('html-esm-defer', { scriptLoading: 'defer' }, { module: true });
    expect(await esm.read('main.html')).toContain('<head><script type="module" src="main.mjs"></script></head>');
    expect(esm.warnings).toEqual([expect.stringContaining('output.html.scriptLoading: "defer" is ignored with output.module')]);
  });
});

describe('/configuration/output/ library types', () => {
  proves('/configuration/output/#outputlibrarytype', "'assign-properties' creates the object when it does not exist, then copies each export onto it", async () => {
    const built = await buildUnminified(await projectDir('assign-properties'), { 'src/index.js': 'export const a = 1;\n' }, { mode: 'none', entry: './src/index.js', output: { library: { type: 'assign-properties', name: 'MyLib' } } });
    const code = await built.read('main.js');
    expect(code).toContain('(MyLib = typeof MyLib === "undefined" ? {} : MyLib)');
    const absent: Record<string, unknown> = {};
    runInNewContext(code, absent);
    expect(absent.MyLib).toEqual({ a: 1 });
    const existing = { keep: true };
    runInNewContext(code, { MyLib: existing });
    expect(existing).toEqual({ keep: true, a: 1 });
  });
});

describe('/configuration/output/ older library options', () => {
  proves('/configuration/output/#older-library-options', "amdContainer prefixes the define of 'amd' and the require of 'amd-require'; the umd wrapper ignores it", async () => {
    const code = async (type: string) =>
      (await buildUnminified(await projectDir(`amd-container-${type}`), { 'src/index.js': 'export const a = 1;\n' }, {
        mode: 'none',
        entry: './src/index.js',
        output: { amdContainer: 'window.require', library: type === 'amd-require' ? { type } : { type, name: 'L' } },
      } as webpack.Configuration)).read('main.js');
    expect(await code('amd')).toContain('window.require.define("L", [], ');
    expect(await code('amd-require')).toContain('window.require.require([], ');
    const umd = await code('umd');
    expect(umd).toContain('define([], factory);');
    expect(umd).not.toContain('window.require');
  });
});

describe('/configuration/output/ source map module names', () => {
  const files = { 'src/index.js': "import './b.js?one';\nimport './b.js?two';\nconsole.log(1);\n", 'src/b.js': 'console.log(2);\n', 'loader.js': 'module.exports = function (source) { return source; };\n' };
  const mapBuild = async (devtool: string) => {
    const dir = await projectDir(`module-names-${devtool}`);
    return buildUnminified(dir, files, { mode: 'development', devtool, entry: './src/index.js', output: { uniqueName: 'app' }, module: { rules: [{ test: /b\.js$/, use: `${dir}/loader.js` }] } });
  };
  const evalMapSources = (code: string) =>
    (code.match(/base64,[A-Za-z0-9+/=]+/g) ?? []).flatMap((data) => (JSON.parse(Buffer.from(data.slice(7), 'base64').toString()) as { sources: string[] }).sources);

  proves('/configuration/output/#outputdevtoolmodulefilenametemplate', 'the default depends on devtool: no query for source-map, ?[hash] for eval-source-map, ?[loaders] for eval', async () => {
    const sourceMap = await mapBuild('source-map');
    const sources = (JSON.parse(await sourceMap.read('main.js.map')) as { sources: string[] }).sources.filter((source) => source.includes('/src/'));
    expect(sources).toContain('webpack://app/./src/index.js');
    expect(sources).toContain('webpack://app/./src/b.js');
    expect(evalMapSources(await (await mapBuild('eval-source-map')).read('main.js'))).toEqual(expect.arrayContaining([expect.stringMatching(/^webpack:\/\/app\/\.\/src\/index\.js\?[0-9a-f]{4}$/)]));
    expect(evalMapSources(await (await mapBuild('eval-cheap-source-map')).read('main.js'))).toEqual(expect.arrayContaining([expect.stringMatching(/^webpack:\/\/app\/\.\/src\/index\.js\?[0-9a-f]{4}$/)]));
    expect(await (await mapBuild('eval')).read('main.js')).toContain('//# sourceURL=webpack://app/./src/index.js?');
  });

  proves('/configuration/output/#other-file-names', "devtoolFallbackModuleFilenameTemplate defaults to 'webpack://[namespace]/[resource-path]?[hash]' for the second module of a name", async () => {
    const sources = (JSON.parse(await (await mapBuild('source-map')).read('main.js.map')) as { sources: string[] }).sources.filter((source) => source.includes('/src/b.js'));
    expect(sources).toHaveLength(2);
    expect(sources).toContain('webpack://app/./src/b.js');
    expect(sources).toEqual(expect.arrayContaining([expect.stringMatching(/^webpack:\/\/app\/\.\/src\/b\.js\?[0-9a-f]{4}$/)]));
  });
});

describe('/configuration/module/ CSS parser options', () => {
  const css = '@custom-media --narrow (max-width: 30em);\n@media (--narrow) { a { color: red; } }\n@custom-selector :--heading h1, h2;\n:--heading { margin: 0; }\n';
  const stylesheet = async (name: string, module: webpack.Configuration['module'], extra: webpack.Configuration = {}) =>
    (await buildUnminified(await projectDir(name), { 'src/index.js': "import './a.css';\n", 'src/a.css': css }, { mode: 'none', entry: './src/index.js', module, ...extra })).read('main.css');

  proves('/configuration/module/#css-parser-options', 'customMedia and customSelectors resolve by default; false under css does not reach css/auto files, false under css/auto does', async () => {
    const resolved = await stylesheet('custom-default', {});
    expect(resolved).toContain('@media (max-width: 30em) { a { color: red; } }');
    expect(resolved).toContain(':is(h1, h2) { margin: 0; }');
    expect(await stylesheet('custom-css-off', { parser: { css: { customMedia: false, customSelectors: false } } })).toBe(resolved);
    const kept = await stylesheet('custom-auto-off', { parser: { 'css/auto': { customMedia: false, customSelectors: false } } });
    expect(kept).toContain('@custom-media --narrow (max-width: 30em);');
    expect(kept).toContain('@media (--narrow)');
    expect(kept).toContain(':--heading { margin: 0; }');
    expect(await stylesheet('custom-plain-css-off', { rules: [{ test: /\.css$/, type: 'css' }], parser: { css: { customMedia: false } } }, { experiments: { css: true } })).toContain('@media (--narrow)');
  });
});
