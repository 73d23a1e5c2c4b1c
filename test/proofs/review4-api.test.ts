// Proofs of API page statements corrected in the fourth review: each builds a tiny project (or runs
// the CLI on one) and looks at what webpack did: run-time values of module variables, emitted
// chunks, the runtime's preload map, what is written when an error is filtered out.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import webpack from 'webpack';
import { build, buildUnminified, projectDir, proves, webpackSource, writeFiles } from './proof';

/** Runs a Node.js bundle and returns the lines it printed. */
function runBundle(dir: string, file = 'main.js'): string[] {
  return execFileSync(process.execPath, [join(dir, 'dist', file)], { cwd: join(dir, 'dist'), encoding: 'utf8' }).trim().split('\n');
}

describe('/api/cli/', () => {
  proves('/api/cli/#writing-stats-to-a-file', '--json without a file name writes the JSON to standard output and --progress writes to standard error, so standard output stays valid JSON', async () => {
    const dir = await projectDir('cli-json-progress');
    await writeFiles(dir, { 'src/index.js': 'console.log(1);\n' });
    const cli = require.resolve('webpack-cli/bin/cli.js');
    const run = spawnSync(process.execPath, [cli, '--mode', 'development', '--json', '--progress'], { cwd: dir, encoding: 'utf8' });
    expect(run.status).toBe(0);
    expect(JSON.parse(run.stdout).version).toBe(webpack.version);
    expect(run.stderr).toContain('[webpack.Progress]');
    expect(run.stdout).not.toContain('[webpack.Progress]');
  });

  proves('/api/cli/#cli-flags', '--analyze without webpack-bundle-analyzer asks to install it: n gives exit code 2, closed standard input ends with code 0 and no build', async () => {
    const dir = await projectDir('cli-analyze');
    await writeFiles(dir, { 'src/index.js': 'console.log(1);\n' });
    const cli = require.resolve('webpack-cli/bin/cli.js');
    const declined = spawnSync(process.execPath, [cli, '--mode', 'development', '--analyze'], { cwd: dir, encoding: 'utf8', input: 'n\n' });
    expect(declined.stderr).toContain('Would you like to install');
    expect(declined.status).toBe(2);
    const closed = spawnSync(process.execPath, [cli, '--mode', 'development', '--analyze'], { cwd: dir, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
    expect(closed.stderr).toContain('Would you like to install');
    expect(closed.status).toBe(0);
    expect(existsSync(join(dir, 'dist'))).toBe(false);
  });
});

describe('/api/module-variables/', () => {
  const files = {
    'src/index.js': "console.log('entry ' + __webpack_chunkname__ + ' ' + JSON.stringify(__webpack_runtime_id__));\nimport(/* webpackChunkName: \"charts\" */ './charts.js').then((m) => m.run());\n",
    'src/charts.js': "export function run() { console.log('charts ' + __webpack_chunkname__); }\n",
  };

  proves('/api/module-variables/#__webpack_chunkname__', 'the name of the chunk that holds the runtime: main also in a lazily loaded chunk, runtime with runtimeChunk single', async () => {
    const dir = await projectDir('chunkname');
    await buildUnminified(dir, files, { mode: 'development', target: 'node', entry: './src/index.js', devtool: false });
    expect(runBundle(dir)).toEqual(['entry main "main"', 'charts main']);
    const single = await projectDir('chunkname-single');
    await buildUnminified(single, files, { mode: 'development', target: 'node', entry: './src/index.js', devtool: false, optimization: { runtimeChunk: 'single' } });
    expect(execFileSync(process.execPath, ['-e', "require('./runtime.js'); require('./main.js');"], { cwd: join(single, 'dist'), encoding: 'utf8' }).trim().split('\n')).toEqual(['entry runtime "runtime"', 'charts runtime']);
  });

  proves('/api/module-variables/#other-runtime-variables', "__webpack_runtime_id__ is the ID of the runtime's chunk: 'main' in development, a number in production; __webpack_base_uri__ resolves new URL() expressions while chunk URLs use the public path", async () => {
    const dir = await projectDir('runtime-id-prod');
    await buildUnminified(dir, files, { mode: 'production', target: 'node', entry: './src/index.js' });
    const [entry] = runBundle(dir);
    expect(entry).toMatch(/^entry main \d+$/);
    const web = await projectDir('base-uri');
    const built = await buildUnminified(web, {
      'src/index.js': "__webpack_base_uri__ = 'https://cdn.example/app/';\nexport const logo = new URL('./logo.svg', import.meta.url).href;\nexport const later = () => import('./later.js');\n",
      'src/logo.svg': '<svg/>',
      'src/later.js': 'export default 1;\n',
    }, { mode: 'development', target: 'web', devtool: false, entry: './src/index.js' });
    const code = await built.read('main.js');
    expect(code).toContain("__webpack_require__.b = 'https://cdn.example/app/';");
    expect(code).toMatch(/new URL\(\/\* asset import \*\/ __webpack_require__\([^)]*\), __webpack_require__\.b\)/);
    expect(code).toContain('__webpack_require__.l(__webpack_require__.p + __webpack_require__.u(chunkId)');
  });

  proves('/api/module-variables/#__webpack_exports_info__', 'without optimization.usedExports (development) usedExports is null, used is true, useInfo and canMangle are undefined', async () => {
    const dir = await projectDir('exports-info-dev');
    await buildUnminified(dir, {
      'src/index.js': "import { a } from './lib.js';\nconsole.log(a);\n",
      'src/lib.js': 'export const a = 1;\nexport const b = 2;\nconsole.log(JSON.stringify([__webpack_exports_info__.usedExports, __webpack_exports_info__.b.used, typeof __webpack_exports_info__.b.useInfo, typeof __webpack_exports_info__.a.canMangle]));\n',
    }, { mode: 'development', target: 'node', devtool: false, entry: './src/index.js' });
    expect(runBundle(dir)[0]).toBe('[null,true,"undefined","undefined"]');
    const prod = await projectDir('exports-info-prod');
    await buildUnminified(prod, {
      'src/index.js': "import { a } from './lib.js';\nconsole.log(a);\n",
      'src/lib.js': 'export const a = 1;\nexport const b = 2;\nconsole.log(JSON.stringify([__webpack_exports_info__.usedExports, __webpack_exports_info__.b.used]));\n',
    }, { mode: 'production', target: 'node', entry: './src/index.js', optimization: { concatenateModules: false } });
    expect(runBundle(prod)[0]).toBe('[["a"],false]');
  });
});

describe('/api/module-variables/ import.meta', () => {
  proves('/api/module-variables/#other-importmeta-properties', "import.meta.resolve('./file.js') emits the file as an asset and gives its URL; importMeta: { resolve: false } switches that off (no asset)", async () => {
    const dir = await projectDir('import-meta-resolve');
    const built = await buildUnminified(dir, {
      'src/index.js': "console.log(import.meta.resolve('./dep.js'));\n",
      'src/dep.js': 'export default 1;\n',
    }, { mode: 'development', devtool: false, target: 'node', entry: './src/index.js', output: { assetModuleFilename: '[name][ext]' } });
    expect(built.files).toEqual(['dep.js', 'main.js']);
    expect(runBundle(dir)[0]).toMatch(/^file:\/\/.*\/dist\/dep\.js$/);
    const off = await buildUnminified(await projectDir('import-meta-resolve-off'), { 'src/index.js': "export const r = import.meta.resolve('./dep.js');\n", 'src/dep.js': 'export default 1;\n' }, { mode: 'development', devtool: false, entry: './src/index.js', module: { parser: { javascript: { importMeta: { resolve: false } } } } });
    expect(off.files).toEqual(['main.js']);
    expect(await off.read('main.js')).toContain(".resolve('./dep.js')");
  });
});

describe('/api/module-methods/', () => {
  proves('/api/module-methods/#webpackchunkname', "[request] is the file's request made path-safe: locale-de for an extension-less pattern, locale-de-json when the pattern ends in .json", async () => {
    const locales = { 'src/locales/de.json': '{"hi":"hallo"}', 'src/locales/fr.json': '{"hi":"salut"}' };
    const plain = await projectDir('request-plain');
    const a = await buildUnminified(plain, { ...locales, 'src/index.js': 'export const load = (language) => import(/* webpackInclude: /\\.json$/ */ /* webpackChunkName: "locale-[request]" */ `./locales/${language}`);\n' }, { mode: 'development', entry: './src/index.js' });
    expect(a.files).toEqual(expect.arrayContaining(['locale-de.js', 'locale-fr.js']));
    const ext = await projectDir('request-ext');
    const b = await buildUnminified(ext, { ...locales, 'src/index.js': 'export const load = (language) => import(/* webpackChunkName: "locale-[request]" */ `./locales/${language}.json`);\n' }, { mode: 'development', entry: './src/index.js' });
    expect(b.files).toEqual(expect.arrayContaining(['locale-de-json.js', 'locale-fr-json.js']));
    expect(b.files).not.toContain('locale-de.js');
  });

  proves('/api/module-methods/#webpackignore', 'on new URL() nothing is emitted and the URL resolves against the base URI; on new Worker() no worker chunk is made but the inner new URL() still copies the file as an asset', async () => {
    const worker = { 'src/w.js': 'postMessage(1);\n', 'src/x.png': 'x' };
    const url = await buildUnminified(await projectDir('ignore-url'), { ...worker, 'src/index.js': "export const u = new URL(/* webpackIgnore: true */ './x.png', import.meta.url);\n" }, { mode: 'development', devtool: false, entry: './src/index.js' });
    expect(url.files).toEqual(['main.js']);
    expect(await url.read('main.js')).toContain("new URL(/* webpackIgnore: true */ './x.png', __webpack_require__.b)");
    const outer = await buildUnminified(await projectDir('ignore-worker'), { ...worker, 'src/index.js': "export const w = () => new Worker(/* webpackIgnore: true */ new URL('./w.js', import.meta.url));\n" }, { mode: 'development', devtool: false, entry: './src/index.js' });
    expect(outer.files).toHaveLength(2);
    const copy = outer.files.find((f) => f !== 'main.js') ?? '';
    expect(copy).toMatch(/^[0-9a-f]{20}\.js$/);
    expect(await outer.read(copy)).toBe('postMessage(1);\n');
    const inner = await buildUnminified(await projectDir('ignore-worker-url'), { ...worker, 'src/index.js': "export const w = () => new Worker(new URL(/* webpackIgnore: true */ './w.js', import.meta.url));\n" }, { mode: 'development', devtool: false, entry: './src/index.js' });
    expect(inner.files).toEqual(['main.js']);
    const plain = await buildUnminified(await projectDir('worker-plain'), { ...worker, 'src/index.js': "export const w = () => new Worker(new URL('./w.js', import.meta.url));\n" }, { mode: 'development', devtool: false, entry: './src/index.js' });
    expect(plain.files).toEqual(['main.js', 'src_w_js.js']);
  });

  proves('/api/module-methods/#webpackpreload', 'the runtime preloads a chunk when it loads the parent chunk on demand; an import() in the entry chunk gets no preload', async () => {
    const dir = await projectDir('preload');
    const built = await buildUnminified(dir, {
      'src/index.js': "window.chart = () => import(/* webpackPreload: true */ './chart.js');\nwindow.page = () => import('./page.js');\n",
      'src/chart.js': 'export default 1;\n',
      'src/page.js': "export const table = () => import(/* webpackPreload: true */ './table.js');\n",
      'src/table.js': 'export default 2;\n',
    }, { mode: 'development', target: 'web', devtool: false, entry: './src/index.js' });
    const code = await built.read('main.js');
    const map = /var chunkToChildrenMap = (\{[^;]*\});/.exec(code)?.[1] ?? '';
    expect(JSON.parse(map.replace(/\/\*+\//g, ''))).toEqual({ src_page_js: ['src_table_js'] });
    expect(code).toContain('__webpack_require__.f.preload = (chunkId) => {');
  });
});

describe('/api/parser/', () => {
  proves('/api/parser/#how-the-hooks-behave', 'every JavascriptParser hook is a SyncBailHook, directly or inside a HookMap', async () => {
    const { JavascriptParser } = webpack.javascript;
    const parser = new JavascriptParser('auto');
    const kinds = new Set<string>();
    for (const hook of Object.values(parser.hooks) as { constructor: { name: string }; for?: (key: string) => { constructor: { name: string } } }[]) {
      kinds.add(hook.constructor.name === 'HookMap' && hook.for ? `HookMap<${hook.for('x').constructor.name}>` : hook.constructor.name);
    }
    expect(Object.keys(parser.hooks).length).toBeGreaterThan(50);
    expect([...kinds].sort()).toEqual(['HookMap<SyncBailHook>', 'SyncBailHook']);
  });
});

describe('/api/compilation-hooks/', () => {
  const filterAll: webpack.WebpackPluginInstance = {
    apply(compiler) {
      compiler.hooks.thisCompilation.tap('DropErrors', (compilation) => {
        compilation.hooks.processErrors.tap('DropErrors', () => []);
      });
    },
  };
  const broken = { 'src/index.js': "import './missing.js';\nconsole.log(1);\n" };

  proves('/api/compilation-hooks/#processerrors', 'with emitOnErrors off (production) a reported error stops emitting while a filtered one lets the bundle be written; in development both are written', async () => {
    const reported = await buildUnminified(await projectDir('pe-prod-reported'), broken, { mode: 'production', entry: './src/index.js' });
    expect(reported.errors.length).toBe(1);
    expect(reported.files).toEqual([]);
    const filtered = await buildUnminified(await projectDir('pe-prod-filtered'), broken, { mode: 'production', entry: './src/index.js', plugins: [filterAll] });
    expect(filtered.errors).toEqual([]);
    expect(filtered.files).toEqual(['main.js']);
    const dev = await build(await projectDir('pe-dev-reported'), broken, { mode: 'development', entry: './src/index.js' });
    expect(dev.errors.length).toBe(1);
    expect(dev.files).toEqual(['main.js']);
  });
});

describe('/api/hot-module-replacement/', () => {
  proves('/api/hot-module-replacement/#how-an-update-propagates', "with hot: 'only' the client applies updates ignoring unaccepted, declined and errored modules and logs a warning; with hot: true it reloads on abort or fail", async () => {
    const only = await webpackSource('hot/only-dev-server.js', '.apply({', 12);
    expect(only).toContain('ignoreUnaccepted: true');
    expect(only).toContain('ignoreDeclined: true');
    expect(only).toContain('ignoreErrored: true');
    expect(only).toContain('"Ignored an update to unaccepted module "');
    const dev = await webpackSource('hot/dev-server.js', '.catch(function (err)', 16);
    expect(dev).toMatch(/\["abort", "fail"\]\.indexOf\(status\) >= 0/);
    expect(dev).toContain('window.location.reload()');
    expect(existsSync(require.resolve('webpack/hot/only-dev-server.js'))).toBe(true);
  });

  proves('/api/hot-module-replacement/#invalidate', 'invalidate() while idle only prepares an update: status ready, check() throws, the module runs again on apply()', async () => {
    const dir = await projectDir('hmr-invalidate');
    await buildUnminified(dir, {
      'src/index.js': `import { v } from './dep.js';
const statuses = [];
import.meta.webpackHot.addStatusHandler((s) => statuses.push(s));
import.meta.webpackHot.accept('./dep.js', () => console.log('accept callback v=' + v));
setTimeout(async () => {
  globalThis.invalidateDep();
  console.log('after invalidate ' + import.meta.webpackHot.status());
  let result = 'no throw';
  try { import.meta.webpackHot.check(); } catch (e) { result = e.message; }
  console.log('check ' + result);
  await new Promise((r) => setTimeout(r, 20));
  console.log('later ' + import.meta.webpackHot.status());
  const ids = await import.meta.webpackHot.apply();
  console.log('applied ' + JSON.stringify(ids) + ' ' + statuses.join(','));
}, 10);
`,
      'src/dep.js': "console.log('dep ran');\nexport const v = 1;\nglobalThis.invalidateDep = () => import.meta.webpackHot.invalidate();\n",
    }, { mode: 'development', devtool: false, target: 'node', entry: './src/index.js', plugins: [new webpack.HotModuleReplacementPlugin()] });
    expect(runBundle(dir)).toEqual([
      'dep ran',
      'after invalidate ready',
      'check check() is only allowed in idle status',
      'later ready',
      'dep ran',
      'accept callback v=1',
      'applied ["./src/dep.js"] ready,dispose,apply,idle',
    ]);
    // During an update (status apply) the module is queued and applied again right after it.
    const queued = await webpackSource('lib/hmr/HotModuleReplacement.runtime.js', 'case "apply":', 6);
    expect(queued).toContain('(queuedInvalidatedModules = queuedInvalidatedModules || []).push(');
    const after = await webpackSource('lib/hmr/HotModuleReplacement.runtime.js', 'if (queuedInvalidatedModules) {', 3);
    expect(after).toContain('return internalApply(options)');
  });
});
