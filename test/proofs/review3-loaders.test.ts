// Proofs of the behaviour statements checked in the third audit of the loader pages (docs/audit/loaders.md).
// exports-loader, imports-loader, jquery and json5 come from the examples' toolchain (.tmp/docs-examples);
// statements about loaders that are not installed there are proven on webpack's side, with a small local loader
// standing in for the third-party one where the page's statement is about what webpack does with a loader's output.
import { join } from 'node:path';
import webpack from 'webpack';
import { build, buildUnminified, projectDir, proves, runScript } from './proof';

const examples = join(__dirname, '..', '..', '.tmp', 'docs-examples', 'node_modules');
const fromExamples = { resolveLoader: { modules: [examples, 'node_modules'] } };

const geometry = "function area(w, h) {\n  return w * h;\n}\nvar UNITS = 'px';\n";

describe('exports-loader page', () => {
  proves('/loaders/exports-loader/#getting-started', 'the rule adds named exports to a file that only declares them', async () => {
    const dir = await projectDir('exports-getting-started');
    const built = await buildUnminified(dir, { 'vendor/geometry.js': geometry, 'src/index.js': "import { area, UNITS } from '../vendor/geometry.js';\nconsole.log(area(3, 4) + UNITS);\n" }, {
      ...fromExamples,
      mode: 'none',
      target: 'node',
      entry: './src/index.js',
      module: { rules: [{ test: join(dir, 'vendor/geometry.js'), loader: 'exports-loader', options: { exports: ['area', 'UNITS'] } }] },
    });
    expect(built.errors).toEqual([]);
    expect(runScript(join(dir, 'dist/main.js'))).toBe('12px');
  });

  proves('/loaders/exports-loader/#getting-started', 'on a file without those names: module type fails the build, commonjs throws a ReferenceError at run time', async () => {
    const files = { 'vendor/other.js': 'var x = 1;\n', 'src/index.js': "require('../vendor/other.js');\nconsole.log('ran');\n" };
    const config = (type: string): webpack.Configuration => ({
      ...fromExamples,
      mode: 'none',
      target: 'node',
      entry: './src/index.js',
      module: { rules: [{ test: /vendor/, loader: 'exports-loader', options: { type, exports: ['area', 'UNITS'] } }] },
    });
    const asModule = await buildUnminified(await projectDir('exports-folder-module'), files, config('module'));
    expect(asModule.errors.join('\n')).toContain("Export 'area' is not defined");
    const cjsDir = await projectDir('exports-folder-commonjs');
    const asCommonjs = await buildUnminified(cjsDir, files, config('commonjs'));
    expect(asCommonjs.errors).toEqual([]);
    expect(runScript(join(cjsDir, 'dist/main.js'))).toMatch(/^THROWS ReferenceError: area is not defined/);
  });

  proves('/loaders/exports-loader/#getting-started', 'inline, the loader needs no rule; with the rule as well it runs twice and the build fails', async () => {
    const files = { 'vendor/geometry.js': geometry, 'src/index.js': "import { area } from 'exports-loader?exports=area!../vendor/geometry.js';\nconsole.log(area(3, 4));\n" };
    const inlineDir = await projectDir('exports-inline');
    const inline = await buildUnminified(inlineDir, files, { ...fromExamples, mode: 'none', target: 'node', entry: './src/index.js' });
    expect(inline.errors).toEqual([]);
    expect(runScript(join(inlineDir, 'dist/main.js'))).toBe('12');
    const bothDir = await projectDir('exports-inline-and-rule');
    const both = await buildUnminified(bothDir, files, {
      ...fromExamples,
      mode: 'none',
      target: 'node',
      entry: './src/index.js',
      module: { rules: [{ test: join(bothDir, 'vendor/geometry.js'), loader: 'exports-loader', options: { exports: ['area', 'UNITS'] } }] },
    });
    expect(both.errors.join('\n')).toContain("Duplicate export 'area'");
  });

  proves('/loaders/exports-loader/#type', "'single area' with type commonjs makes module.exports the function", async () => {
    const dir = await projectDir('exports-single');
    const built = await buildUnminified(dir, { 'vendor/geometry.js': geometry, 'src/index.js': "const area = require('../vendor/geometry.js');\nconsole.log(typeof area, area(2, 5));\n" }, {
      ...fromExamples,
      mode: 'none',
      target: 'node',
      entry: './src/index.js',
      module: { rules: [{ test: /geometry\.js$/, loader: 'exports-loader', options: { type: 'commonjs', exports: 'single area' } }] },
    });
    expect(built.errors).toEqual([]);
    expect(runScript(join(dir, 'dist/main.js'))).toBe('function 10');
  });

  proves('/loaders/exports-loader/#exports', 'the appended code for a default and an aliased named export, after the loader comment', async () => {
    const utils = require(join(examples, 'exports-loader/dist/utils.js'));
    expect(utils.renderExports({}, 'module', utils.getExports('module', ['default area', 'named UNITS unit']))).toBe('export default area;\nexport {\n  UNITS as unit\n};\n');
    expect(require('node:fs').readFileSync(join(examples, 'exports-loader/dist/index.js'), 'utf8')).toContain('const FOOTER = "/*** EXPORTS FROM exports-loader ***/\\n";');
  });

  proves('/loaders/exports-loader/#exports', 'a bare name is named (module) or multiple (commonjs); an alias on default, or two defaults, are rejected', async () => {
    const utils = require(join(examples, 'exports-loader/dist/utils.js'));
    expect(utils.getExports('module', 'area')[0].syntax).toBe('named');
    expect(utils.getExports('commonjs', 'area')[0].syntax).toBe('multiple');
    expect(utils.getExports('module', 'named|UNITS|unit,area').map((e: { name: string }) => e.name)).toEqual(['UNITS', 'area']);
    expect(() => utils.getExports('module', 'default area a')).toThrow(/can't have "a" alias/);
    expect(() => utils.getExports('commonjs', 'single area a')).toThrow(/can't have "a" alias/);
    expect(() => utils.getExports('module', ['default a', 'default b'])).toThrow(/can't have multiple "default" exports/);
  });
});

describe('imports-loader page', () => {
  const dep = { 'node_modules/dep/index.js': 'module.exports = "DEP";\n' };

  proves('/loaders/imports-loader/#type', 'an injected import in a CommonJS file breaks module.exports at run time; commonjs type works', async () => {
    const files = { ...dep, 'vendor/cjs.js': 'module.exports = { v: typeof $ };\n', 'src/index.js': "console.log(JSON.stringify(require('../vendor/cjs.js')));\n" };
    const config = (type: string, imports: string): webpack.Configuration => ({
      ...fromExamples,
      mode: 'none',
      target: 'node',
      entry: './src/index.js',
      module: { rules: [{ test: /cjs\.js$/, loader: 'imports-loader', options: { type, imports } }] },
    });
    const esmDir = await projectDir('imports-mixed');
    expect((await buildUnminified(esmDir, files, config('module', 'default dep $'))).errors).toEqual([]);
    expect(runScript(join(esmDir, 'dist/main.js'))).toContain('ES Modules may not assign module.exports or exports.*');
    const cjsDir = await projectDir('imports-commonjs');
    const cjs = await buildUnminified(cjsDir, files, config('commonjs', 'single dep $'));
    expect(cjs.errors).toEqual([]);
    expect(await cjs.read('main.js')).toMatch(/var \$ = __webpack_require__\(/);
    expect(runScript(join(cjsDir, 'dist/main.js'))).toBe('{"v":"string"}');
  });

  proves('/loaders/imports-loader/#getting-started', 'the inline form with | separators adds the import', async () => {
    const dir = await projectDir('imports-inline');
    const built = await buildUnminified(dir, { ...dep, 'vendor/tip.js': 'console.log($);\n', 'src/index.js': "import 'imports-loader?imports=default|dep|$!../vendor/tip.js';\n" }, {
      ...fromExamples,
      mode: 'none',
      target: 'node',
      entry: './src/index.js',
    });
    expect(built.errors).toEqual([]);
    expect(runScript(join(dir, 'dist/main.js'))).toBe('DEP');
  });

  proves('/loaders/imports-loader/#wrapper', 'the wrapper calls the code with the chosen this and arguments', async () => {
    const dir = await projectDir('imports-wrapper');
    const built = await buildUnminified(dir, { 'vendor/legacy.js': 'this.seen = config.a;\n', 'src/index.js': "global.APP_CONFIG = { a: 7 };\nrequire('../vendor/legacy.js');\nconsole.log(global.seen);\n" }, {
      ...fromExamples,
      mode: 'none',
      target: 'node',
      entry: './src/index.js',
      module: { rules: [{ test: /legacy\.js$/, loader: 'imports-loader', options: { type: 'commonjs', wrapper: { thisArg: 'global', args: { config: 'global.APP_CONFIG' } } } }] },
    });
    const code = await built.read('main.js');
    expect(code).toContain('(function(config) {\nthis.seen = config.a;');
    expect(code).toContain('}.call(global, global.APP_CONFIG));');
    expect(runScript(join(dir, 'dist/main.js'))).toBe('7');
  });

  proves('/loaders/imports-loader/#wrapper', 'top-level this is undefined in an ES module and module.exports in CommonJS', async () => {
    const dir = await projectDir('imports-this');
    const built = await buildUnminified(dir, { 'src/esm.js': 'export const t = typeof this;\n', 'src/cjs.js': "this.marker = 'set';\n", 'src/index.js': "console.log(require('./esm.js').t, JSON.stringify(require('./cjs.js')));\n" }, {
      mode: 'none',
      target: 'node',
      entry: './src/index.js',
    });
    expect(built.errors).toEqual([]);
    expect(runScript(join(dir, 'dist/main.js'))).toBe('undefined {"marker":"set"}');
  });
});

describe('expose-loader page', () => {
  const marker = { 'marker-loader.js': "module.exports = function (source) { return source + '\\n;globalThis.__MARKED__ = true;'; };\n" };

  proves('/loaders/expose-loader/#getting-started', "require.resolve('jquery') names jQuery 4's dist/jquery.js, but a browser build imports dist-module/jquery.module.js, so a rule on the first never applies", async () => {
    const dir = await projectDir('expose-jquery4');
    const resolved = require.resolve('jquery', { paths: [examples] });
    expect(resolved.split('\\').join('/')).toMatch(/\/jquery\/dist\/jquery\.js$/);
    expect(require(join(examples, 'jquery/package.json')).version).toMatch(/^4\./);
    const built = await buildUnminified(dir, { ...marker, 'src/index.js': "import $ from 'jquery';\nconsole.log(typeof $);\n" }, {
      mode: 'development',
      devtool: false,
      entry: './src/index.js',
      resolve: { modules: [examples] },
      module: { rules: [{ test: resolved, loader: join(dir, 'marker-loader.js') }] },
    });
    const code = await built.read('main.js');
    expect(code).toContain('jquery/dist-module/jquery.module.js');
    expect(code).not.toContain('jquery/dist/jquery.js');
    expect(code).not.toContain('__MARKED__');
  });

  proves('/loaders/expose-loader/#getting-started', "with jQuery 4, require('jquery') resolves to the CommonJS dist/wrappers/jquery.bundler-require-wrapper.js", async () => {
    const dir = await projectDir('expose-jquery4-require');
    const built = await buildUnminified(dir, { ...marker, 'src/index.js': "const $ = require('jquery');\nconsole.log(typeof $);\n" }, {
      mode: 'development',
      devtool: false,
      entry: './src/index.js',
      resolve: { modules: [examples] },
      module: { rules: [{ test: /[\\/]node_modules[\\/]jquery[\\/]dist[\\/]wrappers[\\/]/, loader: join(dir, 'marker-loader.js') }] },
    });
    const code = await built.read('main.js');
    expect(code).toContain('jquery/dist/wrappers/jquery.bundler-require-wrapper.js');
    expect(code).toContain('__MARKED__');
    expect(require(join(examples, 'jquery/dist-module/package.json')).type).toBe('module');
  });
});

describe('val-loader page', () => {
  // Stands in for val-loader with executableFile: returns generated ES module code for the matched resource.
  const generator = { 'gen-loader.js': "module.exports = function (content) { const names = JSON.parse(content); return 'export default ' + JSON.stringify(Object.fromEntries(names.map((n) => [n, 'icon-' + n]))) + ';'; };\n" };

  proves('/loaders/val-loader/#executablefile', 'a .json resource whose loader returns JavaScript needs type javascript/auto', async () => {
    const files = { ...generator, 'src/app.icons.json': '["home","star"]\n', 'src/index.js': "import icons from './app.icons.json';\nconsole.log(JSON.stringify(icons));\n" };
    const config = (dir: string, type?: string): webpack.Configuration => ({
      mode: 'none',
      target: 'node',
      entry: './src/index.js',
      module: { rules: [{ test: /\.icons\.json$/, ...(type ? { type } : {}), loader: join(dir, 'gen-loader.js') }] },
    });
    const jsonDir = await projectDir('val-json-type');
    const asJson = await buildUnminified(jsonDir, files, config(jsonDir));
    expect(asJson.errors.join('\n')).toMatch(/is not valid JSON[\s\S]*parsed as module type 'json'/);
    const autoDir = await projectDir('val-javascript-auto');
    const asAuto = await buildUnminified(autoDir, files, config(autoDir, 'javascript/auto'));
    expect(asAuto.errors).toEqual([]);
    expect(runScript(join(autoDir, 'dist/main.js'))).toBe('{"home":"icon-home","star":"icon-star"}');
  });

  proves('/loaders/val-loader/#passing-options-per-environment', 'a false constant export leaves the import() chunk out in production, even unminified; development emits it', async () => {
    const files = {
      'features-loader.js': "module.exports = function () { return 'export const checkoutV2 = true;\\nexport const debugPanel = ' + this.getOptions().debugPanel + ';'; };\n",
      'src/features.val.js': '',
      'src/debug-panel.js': "export const mount = () => console.log('mounted');\n",
      'src/app.js': "import { debugPanel } from './features.val.js';\n\nif (debugPanel) {\n  import('./debug-panel.js').then(({ mount }) => mount());\n}\n",
    };
    const config = (dir: string, mode: 'production' | 'development'): webpack.Configuration => ({
      mode,
      devtool: false,
      entry: './src/app.js',
      module: { rules: [{ test: /features\.val\.js$/, loader: join(dir, 'features-loader.js'), options: { debugPanel: mode === 'development' } }] },
    });
    const prodDir = await projectDir('val-flags-production');
    const prod = await buildUnminified(prodDir, files, config(prodDir, 'production'));
    expect(prod.files).toEqual(['main.js']);
    expect(await prod.read('main.js')).toContain('if ((/* inlined export .debugPanel */false))');
    const devDir = await projectDir('val-flags-development');
    const dev = await buildUnminified(devDir, files, config(devDir, 'development'));
    expect(dev.files).toEqual(['main.js', 'src_debug-panel_js.js']);
  });
});

describe('raw-loader page', () => {
  proves('/loaders/raw-loader/#migrating-to-assetsource', 'require() of a source asset returns the string; loaders get the text without its byte-order mark, asset/source keeps it', async () => {
    const dir = await projectDir('raw-bom');
    const built = await buildUnminified(dir, {
      'raw-like-loader.js': 'module.exports = function (source) { return `module.exports = ${JSON.stringify(source)};`; };\n',
      'src/a.txt': '\uFEFFhi "q" \\\r\nline',
      'src/b.txt': '\uFEFFhi "q" \\\r\nline',
      'src/index.js': "const viaAsset = require('./a.txt');\nconst viaLoader = require('./b.txt');\nconsole.log(JSON.stringify([typeof viaAsset, viaAsset.charCodeAt(0), viaLoader.charCodeAt(0), viaAsset.slice(1) === viaLoader]));\n",
    }, {
      mode: 'none',
      target: 'node',
      entry: './src/index.js',
      module: { rules: [{ test: /a\.txt$/, type: 'asset/source' }, { test: /b\.txt$/, loader: join(dir, 'raw-like-loader.js') }] },
    });
    expect(built.errors).toEqual([]);
    expect(runScript(join(dir, 'dist/main.js'))).toBe('["string",65279,104,true]');
  });
});

describe('file-loader page', () => {
  proves('/loaders/file-loader/#migrating-to-asset-modules', 'generator.outputPath moves the file while publicPath alone makes the URL', async () => {
    const dir = await projectDir('file-generator-outputpath');
    const built = await buildUnminified(dir, { 'src/logo.png': 'not really a png', 'src/index.js': "import logo from './logo.png';\nconsole.log(logo);\n" }, {
      mode: 'none',
      target: 'node',
      entry: './src/index.js',
      output: { publicPath: '/p/' },
      module: { rules: [{ test: /\.png$/, type: 'asset/resource', generator: { filename: '[name].[contenthash][ext]', outputPath: 'assets/', publicPath: 'https://cdn.example.com/assets/' } }] },
    });
    const emitted = built.files.find((f) => f.endsWith('.png'));
    expect(emitted).toMatch(/^assets\/logo\.[0-9a-f]+\.png$/);
    expect(runScript(join(dir, 'dist/main.js'))).toBe(`https://cdn.example.com/${emitted}`);
  });
});

describe('json5-loader page', () => {
  proves('/loaders/json5-loader/#built-in-alternative-with-a-custom-parser', 'the json type with json5.parse turns Infinity and NaN into null', async () => {
    const json5 = require(join(examples, 'json5'));
    const dir = await projectDir('json5-native');
    const built = await buildUnminified(dir, { 'src/settings.json5': "{\n  // a comment\n  max: Infinity,\n  bad: NaN,\n  hex: 0x1F,\n}\n", 'src/index.js': "import settings from './settings.json5';\nconsole.log(JSON.stringify([settings.max, settings.bad, settings.hex]));\n" }, {
      mode: 'none',
      target: 'node',
      entry: './src/index.js',
      module: { rules: [{ test: /\.json5$/i, type: 'json', parser: { parse: json5.parse } }] },
    });
    expect(built.errors).toEqual([]);
    expect(runScript(join(dir, 'dist/main.js'))).toBe('[null,null,31]');
  });

  proves('/loaders/json5-loader/#built-in-alternative-with-a-custom-parser', 'an export default object keeps unread properties unminified; a module.exports object literal loses them in production', async () => {
    // Writes what json5-loader writes: the value through JSON5.stringify, after `export default` or `module.exports =`.
    const loader = `const JSON5 = require(${JSON.stringify(join(examples, 'json5'))});\nmodule.exports = function (source) { return (this.getOptions().esModule ? 'export default ' : 'module.exports = ') + JSON5.stringify(JSON5.parse(source)); };\n`;
    const files = { 'json5-like-loader.js': loader, 'src/settings.json5': "{\n  title: 'Inventory',\n  features: ['export', 'bulk-edit'],\n}\n", 'src/index.js': "import settings from './settings.json5';\nconsole.log(settings.title);\n" };
    const config = (dir: string, esModule: boolean): webpack.Configuration => ({
      mode: 'production',
      target: 'node',
      entry: './src/index.js',
      module: { rules: [{ test: /\.json5$/i, loader: join(dir, 'json5-like-loader.js'), options: { esModule } }] },
    });
    const esmDir = await projectDir('json5-like-esm');
    const esm = await buildUnminified(esmDir, files, config(esmDir, true));
    expect(await esm.read('main.js')).toContain("features:['export','bulk-edit']");
    const cjsDir = await projectDir('json5-like-cjs');
    const cjs = await buildUnminified(cjsDir, files, config(cjsDir, false));
    expect(await cjs.read('main.js')).toMatch(/unused pure expression \*\/ null && \(\['export','bulk-edit'\]\)/);
    expect(runScript(join(cjsDir, 'dist/main.js'))).toBe('Inventory');
  });
});

describe('worker-loader page', () => {
  proves('/loaders/worker-loader/#migrating-to-native-worker-support', "native workers: type becomes undefined for script output, a magic comment or a SharedWorker's string name names the chunk", async () => {
    const dir = await projectDir('worker-native');
    const built = await build(dir, {
      'src/hash.worker.js': 'self.onmessage = () => {};\n',
      'src/sync.worker.js': 'self.onconnect = () => {};\n',
      'src/index.js': "new Worker(/* webpackChunkName: \"hash-worker\" */ new URL('./hash.worker.js', import.meta.url), { type: 'module' });\nnew SharedWorker(new URL('./sync.worker.js', import.meta.url), { name: 'sync' });\n",
    }, { mode: 'development', devtool: false, entry: './src/index.js' });
    expect(built.files).toEqual(['hash-worker.js', 'main.js', 'sync.js']);
    expect(await built.read('main.js')).toContain('{ type: undefined })');
  });
});
