// Proofs of statements corrected or left unproven on the pages MergeDuplicateChunksPlugin, MinChunkSizePlugin,
// ModuleConcatenationPlugin, ModuleFederationPlugin, NoEmitOnErrorsPlugin, ProgressPlugin, ProvidePlugin,
// SourceMapDevToolPlugin, SplitChunksPlugin and WatchIgnorePlugin (audit record: docs/audit/plugins.md).
import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import webpack from 'webpack';
import { Volume, createFsFromVolume } from 'memfs';
import { build, buildUnminified, effectiveOptions, projectDir, proves, validationLine, webpackSource, writeFiles } from './proof';

/** A package below node_modules of the project, with a body of about `bytes` bytes and a marker. */
function pkg(name: string, bytes = 100): Record<string, string> {
  return { [`node_modules/${name}/index.js`]: `module.exports = ${JSON.stringify(`${name.toUpperCase()}_MARKER`.padEnd(bytes, '.'))};\n` };
}

/** The emitted .js files whose text contains `marker`. */
async function filesWith(built: Awaited<ReturnType<typeof build>>, marker: string): Promise<string[]> {
  const out: string[] = [];
  for (const f of built.files) if (f.endsWith('.js') && (await built.read(f)).includes(marker)) out.push(f);
  return out;
}

describe('SplitChunksPlugin page (third round)', () => {
  proves('/plugins/split-chunks-plugin/#defaults-and-why-they-are-what-they-are', 'the production defaults leave minRemainingSize unset and give the default groups idHints and a case-insensitive test; none mode takes the development sizes but no minRemainingSize', async () => {
    const production = effectiveOptions({ mode: 'production' }).optimization.splitChunks;
    const none = effectiveOptions({ mode: 'none' }).optimization.splitChunks;
    if (!production || !none) throw new Error('splitChunks has no default');
    expect(production.minRemainingSize).toBeUndefined();
    const groups = production.cacheGroups as Record<string, { idHint?: string; test?: RegExp }>;
    expect([groups.defaultVendors?.idHint, groups.default?.idHint]).toEqual(['vendors', '']);
    expect(String(groups.defaultVendors?.test)).toBe('/[\\\\/]node_modules[\\\\/]/i');
    expect([none.minSize, none.enforceSizeThreshold, none.maxAsyncRequests, none.maxInitialRequests, none.hidePathInfo, none.minRemainingSize])
      .toEqual([10000, 30000, Infinity, Infinity, false, undefined]);
  });

  proves('/plugins/split-chunks-plugin/#options', 'defaultSizeTypes, hidePathInfo, dedupDepth and fallbackCacheGroup are refused inside a cache group; filename is accepted there', async () => {
    const inGroup = (option: object) => validationLine({ optimization: { splitChunks: { cacheGroups: { g: option } } } });
    for (const option of [{ defaultSizeTypes: ['javascript'] }, { hidePathInfo: true }, { dedupDepth: 1 }, { fallbackCacheGroup: {} }]) {
      expect(inGroup(option)).toContain(`has an unknown property '${Object.keys(option)[0]}'`);
    }
    expect(inGroup({ filename: 'x.js' })).toBe('valid');
  });

  proves('/plugins/split-chunks-plugin/#chunks', 'a RegExp selects chunks by name', async () => {
    const files = { 'src/home.js': "console.log(require('homepkg'));\n", 'src/account.js': "console.log(require('accpkg'));\n", ...pkg('homepkg', 30000), ...pkg('accpkg', 30000) };
    const built = await buildUnminified(await projectDir('split-chunks-regexp'), files, { entry: { home: './src/home.js', account: './src/account.js' }, optimization: { splitChunks: { chunks: /^home$/, minSize: 0 } } });
    expect(await filesWith(built, 'ACCPKG_MARKER')).toEqual(['account.js']);
    const home = await filesWith(built, 'HOMEPKG_MARKER');
    expect(home).toHaveLength(1);
    expect(home[0]).not.toBe('home.js');
  });

  proves('/plugins/split-chunks-plugin/#minsizereduction', 'the reduction is the new chunk size times the number of chunks it leaves: a 6 KB module shared by two chunks passes 10000 but not 13000', async () => {
    const shared = `export const s = ${JSON.stringify('SHARED_MARKER'.padEnd(6100, '.'))};\n`;
    const files = { 'src/index.js': "import('./a.js');\nimport('./b.js');\n", 'src/a.js': "import { s } from './shared.js';\nconsole.log(s, 'a');\n", 'src/b.js': "import { s } from './shared.js';\nconsole.log(s, 'b');\n", 'src/shared.js': shared };
    const dir = await projectDir('split-min-size-reduction');
    const passes = await buildUnminified(dir, files, { entry: './src/index.js', output: { path: join(dir, 'dist'), clean: true }, optimization: { splitChunks: { minSize: 0, minSizeReduction: 10000 } } });
    expect(await filesWith(passes, 'SHARED_MARKER')).toHaveLength(1);
    const blocked = await buildUnminified(dir, files, { entry: './src/index.js', output: { path: join(dir, 'dist'), clean: true }, optimization: { splitChunks: { minSize: 0, minSizeReduction: 13000 } } });
    expect(await filesWith(blocked, 'SHARED_MARKER')).toHaveLength(2);
  });

  proves('/plugins/split-chunks-plugin/#fallbackcachegroup', 'minSizeReduction does not stop maxSize from cutting a chunk, in fallbackCacheGroup or at the top level', async () => {
    const files: Record<string, string> = { 'src/index.js': "import './p1.js';\nimport './p2.js';\nimport './p3.js';\n" };
    for (const n of [1, 2, 3]) files[`src/p${n}.js`] = `console.log(${JSON.stringify(`P${n}_`.padEnd(12000, '.'))});\n`;
    const built = await buildUnminified(await projectDir('split-fallback-reduction'), files, {
      entry: { main: './src/index.js' },
      optimization: { splitChunks: { chunks: 'all', maxSize: 15000, minSize: 1000, minSizeReduction: 1e9, fallbackCacheGroup: { minSizeReduction: 1e9 }, cacheGroups: { default: false, defaultVendors: false } } },
    });
    expect(built.files.filter((f) => /^main-[0-9a-f]{8}\.js$/.test(f)).length).toBeGreaterThan(1);
  });

  proves('/plugins/split-chunks-plugin/#automaticnamedelimiter', 'the delimiter only goes into maxSize part names, with an 8-character hash in production; unnamed cache group chunks and development ids do not use it', async () => {
    const files: Record<string, string> = { 'src/index.js': "import './p1.js';\nimport './p2.js';\nimport('./lazy.js');\n", 'src/lazy.js': "console.log(require('lazypkg'));\n", ...pkg('lazypkg', 100) };
    for (const n of [1, 2]) files[`src/p${n}.js`] = `console.log(${JSON.stringify(`P${n}_`.padEnd(12000, '.'))});\n`;
    const production = await buildUnminified(await projectDir('split-delimiter-prod'), files, { entry: { main: './src/index.js' }, optimization: { splitChunks: { chunks: 'all', maxSize: 15000, minSize: 1000, automaticNameDelimiter: '~' } } });
    const parts = production.files.filter((f) => f.startsWith('main'));
    expect(parts.length).toBeGreaterThan(1);
    for (const f of parts) expect(f).toMatch(/^main~[0-9a-f]{8}\.js$/);
    const development = await buildUnminified(await projectDir('split-delimiter-dev'), files, { mode: 'development', entry: { main: './src/index.js' }, optimization: { splitChunks: { minSize: 0, automaticNameDelimiter: '~' } } });
    const vendor = await filesWith(development, 'LAZYPKG_MARKER');
    expect(vendor).toEqual(['vendors-node_modules_lazypkg_index_js.js']);
  });

  proves('/plugins/split-chunks-plugin/#usedexports', 'the default is true only when optimization.usedExports is true', async () => {
    const of = (config: webpack.Configuration) => effectiveOptions(config).optimization.splitChunks;
    expect([of({ mode: 'production' }), of({ mode: 'development' }), of({ mode: 'production', optimization: { usedExports: 'global' } })].map((s) => s && s.usedExports))
      .toEqual([true, false, false]);
  });

  proves('/plugins/split-chunks-plugin/#cachegroupscachegroupidhint', 'a group of your own takes its key as idHint, which names its chunk ids in development', async () => {
    const files = { 'src/index.js': "import('./lazy.js');\n", 'src/lazy.js': "console.log(require('hintpkg'));\n", ...pkg('hintpkg', 100) };
    const built = await buildUnminified(await projectDir('split-idhint'), files, { mode: 'development', entry: './src/index.js', optimization: { splitChunks: { minSize: 0, cacheGroups: { libs: { test: /[\\/]node_modules[\\/]/, priority: 0 } } } } });
    expect(await filesWith(built, 'HINTPKG_MARKER')).toEqual(['libs-node_modules_hintpkg_index_js.js']);
  });

  proves('/plugins/split-chunks-plugin/#cachegroupscachegrouptest', 'an object { glob } matches the module path, a relative pattern at any depth', async () => {
    const files = { 'src/index.js': "console.log(require('globpkg'), require('otherpkg'));\n", ...pkg('globpkg', 100), ...pkg('otherpkg', 100) };
    const built = await buildUnminified(await projectDir('split-glob-test'), files, { entry: { main: './src/index.js' }, optimization: { splitChunks: { cacheGroups: { g: { test: { glob: 'globpkg/*.js' }, name: 'globbed', chunks: 'all', minSize: 0 } } } } });
    expect(await filesWith(built, 'GLOBPKG_MARKER')).toEqual(['globbed.js']);
    expect(await filesWith(built, 'OTHERPKG_MARKER')).toEqual(['main.js']);
  });

  proves('/plugins/split-chunks-plugin/#commons-chunk', 'shared packages go into commons.js, and a package one entry uses stays in that entry: the default groups only take async chunks', async () => {
    const files = {
      'src/home.js': "import './util.js';\nconsole.log(require('sharedpkg'));\n",
      'src/search.js': "import './util.js';\nconsole.log(require('sharedpkg'));\n",
      'src/account.js': "console.log(require('solopkg'));\n",
      'src/util.js': "console.log('UTIL_MARKER');\n",
      ...pkg('sharedpkg', 30000),
      ...pkg('solopkg', 30000),
    };
    const built = await buildUnminified(await projectDir('split-commons'), files, {
      entry: { home: './src/home.js', search: './src/search.js', account: './src/account.js' },
      optimization: { splitChunks: { cacheGroups: { commons: { name: 'commons', chunks: 'initial', minChunks: 2, minSize: 0 } } } },
    });
    expect(await filesWith(built, 'UTIL_MARKER')).toEqual(['commons.js']);
    expect(await filesWith(built, 'SHAREDPKG_MARKER')).toEqual(['commons.js']);
    expect(await filesWith(built, 'SOLOPKG_MARKER')).toEqual(['account.js']);
  });

  proves('/plugins/split-chunks-plugin/#splitting-by-package', '[contenthash] is 20 hexadecimal characters by default', async () => {
    const built = await buildUnminified(await projectDir('split-contenthash'), { 'src/index.js': "console.log('x');\n" }, { entry: './src/index.js', output: { filename: '[name].[contenthash].js' } });
    expect(built.files.filter((f) => f.endsWith('.js'))).toEqual([expect.stringMatching(/^main\.[0-9a-f]{20}\.js$/)]);
  });
});

describe('SplitChunksPlugin page, usage (third round)', () => {
  proves('/plugins/split-chunks-plugin/#usage', 'a single entry keeps 30 KB of packages when its own code is below minRemainingSize, and loses 60 KB of them to a vendor chunk', async () => {
    const config: webpack.Configuration = { entry: './src/index.js', optimization: { runtimeChunk: 'single', splitChunks: { chunks: 'all' } } };
    const small = await buildUnminified(await projectDir('split-usage-small'), { 'src/index.js': "console.log(require('onepkg'));\n", ...pkg('onepkg', 30000) }, config);
    expect(await filesWith(small, 'ONEPKG_MARKER')).toEqual(['main.js']);
    const large = await buildUnminified(await projectDir('split-usage-large'), { 'src/index.js': "console.log(require('onepkg'), require('twopkg'));\n", ...pkg('onepkg', 30000), ...pkg('twopkg', 30000) }, config);
    const owners = await filesWith(large, 'ONEPKG_MARKER');
    expect(owners).toHaveLength(1);
    expect(owners[0]).not.toBe('main.js');
    expect(await filesWith(large, 'TWOPKG_MARKER')).toEqual(owners);
  });
});

describe('SplitChunksPlugin page, vendors chunk (third round)', () => {
  proves('/plugins/split-chunks-plugin/#vendors-chunk', 'with a tiny entry and 30 KB of packages no vendors.js is created, unless the group sets enforce: true', async () => {
    const files = { 'src/index.js': "console.log(require('vendpkg'));\n", ...pkg('vendpkg', 30000) };
    const group = (extra: object) => ({ entry: { main: './src/index.js' }, optimization: { runtimeChunk: 'single' as const, splitChunks: { cacheGroups: { vendor: { test: /[\\/]node_modules[\\/]/, name: 'vendors', chunks: 'all' as const, ...extra } } } } });
    const plain = await buildUnminified(await projectDir('split-vendors-plain'), files, group({}));
    expect(await filesWith(plain, 'VENDPKG_MARKER')).toEqual(['main.js']);
    const enforced = await buildUnminified(await projectDir('split-vendors-enforced'), files, group({ enforce: true }));
    expect(await filesWith(enforced, 'VENDPKG_MARKER')).toEqual(['vendors.js']);
  });
});

describe('NoEmitOnErrorsPlugin page (third round)', () => {
  proves('/plugins/no-emit-on-errors-plugin/#optimizationemitonerrors', 'without a mode, emitOnErrors is false and a build with an error writes nothing', async () => {
    expect(effectiveOptions({}).optimization.emitOnErrors).toBe(false);
    const built = await build(await projectDir('no-emit-no-mode'), { 'src/index.js': "import './missing.js';\n" }, { mode: undefined, entry: './src/index.js' });
    expect(built.errors.join('\n')).toContain("Can't resolve './missing.js'");
    expect(built.files).toEqual([]);
  });

  proves('/plugins/no-emit-on-errors-plugin/#what-exactly-is-skipped', "webpack-dev-server's client applies no build with errors, and emitOnErrors: false keeps the files out of an in-memory output file system", async () => {
    const client = await readFile(join(dirname(require.resolve('webpack-dev-server/package.json')), 'client/index.js'), 'utf8');
    const errorsHandler = client.slice(client.indexOf('  errors: function errors('), client.indexOf('  error: function error('));
    expect(errorsHandler).toContain('Reload prevented.');
    expect(errorsHandler).not.toContain('reloadApp(');
    const okHandler = client.slice(client.indexOf('  ok: function ok('), client.indexOf('  warnings: function warnings('));
    expect(okHandler).toContain('reloadApp(');

    const dir = await projectDir('no-emit-memory');
    await writeFiles(dir, { 'src/index.js': "import './missing.js';\n" });
    const written = async (emitOnErrors: boolean) => {
      const volume = new Volume();
      const compiler = webpack({ mode: 'development', context: dir, entry: './src/index.js', output: { path: '/out' }, optimization: { emitOnErrors }, infrastructureLogging: { level: 'none' } });
      compiler.outputFileSystem = createFsFromVolume(volume) as unknown as typeof compiler.outputFileSystem;
      await new Promise<void>((resolveRun, reject) => compiler.run((error) => compiler.close(() => (error ? reject(error) : resolveRun()))));
      return Object.keys(volume.toJSON());
    };
    expect(await written(true)).toEqual(['/out/main.js']);
    expect(await written(false)).toEqual([]);
  });
});

describe('ProgressPlugin page (third round)', () => {
  /** The building percentages of a first build of six entries. */
  async function buildingPercentages(options: Record<string, unknown>): Promise<string[]> {
    const dir = await projectDir('progress-counts');
    const files: Record<string, string> = {};
    const entry: Record<string, string> = {};
    for (let i = 1; i <= 6; i++) {
      files[`src/e${i}.js`] = `import './m${i}.js';\nconsole.log(${i});\n`;
      files[`src/m${i}.js`] = `export default ${i};\n`;
      entry[`e${i}`] = `./src/e${i}.js`;
    }
    await writeFiles(dir, files);
    const seen: string[] = [];
    const compiler = webpack({
      mode: 'none', context: dir, entry, output: { path: join(dir, 'dist') }, infrastructureLogging: { level: 'none' },
      plugins: [new webpack.ProgressPlugin({ ...options, handler: (p: number, message: string) => { if (message === 'building' && p <= 0.65) seen.push(p.toFixed(3)); } })],
    });
    await new Promise<void>((resolveRun, reject) => compiler.run((error) => compiler.close(() => (error ? reject(error) : resolveRun()))));
    return seen;
  }

  proves('/plugins/progress-plugin/#modulescount-and-dependenciescount', 'modulesCount changes the first build percentages; dependenciesCount changes nothing', async () => {
    const byModules = await buildingPercentages({ percentBy: 'modules' });
    const byModulesSized = await buildingPercentages({ percentBy: 'modules', modulesCount: 12 });
    expect(byModulesSized).not.toEqual(byModules);
    for (const percentBy of ['dependencies', null]) {
      const low = await buildingPercentages({ percentBy, dependenciesCount: 1 });
      const high = await buildingPercentages({ percentBy, dependenciesCount: 1e9 });
      expect(high).toEqual(low);
    }
  });
});

describe('SourceMapDevToolPlugin page (third round)', () => {
  proves('/plugins/source-map-dev-tool-plugin/#usage', 'in development the default devtool evals the JavaScript and gives CSS files a second map comment', async () => {
    const built = await build(await projectDir('source-map-dev-default'), { 'src/index.js': "import './a.css';\nconsole.log('hi');\n", 'src/a.css': '.a { color: red; }\n' }, {
      mode: 'development', entry: './src/index.js', plugins: [new webpack.SourceMapDevToolPlugin({ filename: '[file].map' })],
    });
    const css = await built.read('main.css');
    expect(css.match(/sourceMappingURL=main\.css\.map/g)).toHaveLength(2);
    const js = await built.read('main.js');
    expect(js).toContain('eval(');
    expect(js.match(/sourceMappingURL=/g)).toHaveLength(1);
  });
});

describe('SourceMapDevToolPlugin page, filters (third round)', () => {
  proves('/plugins/source-map-dev-tool-plugin/#test-include-exclude', 'a string matches names starting with it, a function gets the asset name, and { glob } matches glob patterns', async () => {
    const files = { 'src/a.js': "console.log('a');\n", 'src/b.js': "console.log('b');\n", 'src/c.js': "console.log('c');\n" };
    const entry = { alpha: './src/a.js', beta: './src/b.js', gamma: './src/c.js' };
    const names: string[] = [];
    const built = await buildUnminified(await projectDir('source-map-filters'), files, {
      entry,
      devtool: false,
      plugins: [
        new webpack.SourceMapDevToolPlugin({ filename: '[file].map', exclude: ['alpha', { glob: 'gam*.js' }, (name: string) => { names.push(name); return false; }] }),
      ],
    });
    expect(built.files.filter((f) => f.endsWith('.map'))).toEqual(['beta.js.map']);
    expect(names).toContain('beta.js');
  });
});

describe('WatchIgnorePlugin page (third round)', () => {
  /** What the watcher is asked to watch once the plugin filtered `files`. */
  function watchedAfter(paths: Array<string | RegExp>, files: string[]): string[] {
    let watched: string[] = [];
    const fake = {
      hooks: { validate: { tap: () => undefined }, afterEnvironment: { tap: (_name: string, fn: () => void) => fn() } },
      watchFileSystem: { watch: (f: Iterable<string>) => { watched = [...f]; return { close() {}, pause() {}, getContextTimeInfoEntries: () => new Map(), getFileTimeInfoEntries: () => new Map() }; } },
    };
    new webpack.WatchIgnorePlugin({ paths }).apply(fake as unknown as webpack.Compiler);
    (fake.watchFileSystem as { watch: (...args: unknown[]) => unknown }).watch(files, [], [], 0, {}, () => undefined, () => undefined);
    return watched;
  }

  proves('/plugins/watch-ignore-plugin/#paths', "a relative glob matches exactly: 'src/generated' leaves the files inside watched, 'src/generated/**' does not; an absolute string ignores the folder with its files", async () => {
    const root = join('/', 'project');
    const folder = join(root, 'src/generated');
    const file = join(root, 'src/generated/gen.js');
    const other = join(root, 'src/index.js');
    expect(watchedAfter(['src/generated'], [folder, file, other])).toEqual([file, other]);
    expect(watchedAfter(['src/generated/**'], [folder, file, other])).toEqual([folder, other]);
    expect(watchedAfter([folder], [folder, file, other])).toEqual([other]);
    // At any depth: a folder of that name elsewhere is ignored too.
    expect(watchedAfter(['src/generated'], [join(root, 'packages/a/src/generated')])).toEqual([]);
  });
});

describe('ModuleConcatenationPlugin page (third round)', () => {
  proves('/plugins/module-concatenation-plugin/#when-modules-are-not-concatenated', 'with commonjs: false, a required ES module stays out silently, and is listed on the root only when another module also imports it', async () => {
    const dir = await projectDir('concat-require');
    const run = async (aSource: string) => {
      const files = { 'src/index.js': "import { a } from './a.js';\nconst r = require('./req.js');\nconsole.log(a, r);\n", 'src/a.js': aSource, 'src/req.js': 'export const q = 4;\n' };
      await buildUnminified(dir, files, { entry: './src/index.js' });
      const compiler = webpack({ mode: 'production', context: dir, entry: './src/index.js', output: { path: join(dir, 'dist') }, optimization: { minimize: false, concatenateModules: { commonjs: false } }, infrastructureLogging: { level: 'none' } });
      const stats = await new Promise<webpack.Stats>((resolveRun, reject) => compiler.run((error, result) => compiler.close(() => (error || !result ? reject(error) : resolveRun(result)))));
      return (stats.toJson({ all: false, modules: true, optimizationBailout: true }).modules ?? []).map((m) => ({ name: m.name, bailouts: (m.optimizationBailout ?? []).join('\n') }));
    };
    const alone = await run('export const a = 1;\n');
    expect(alone.map((m) => m.name)).toContain('./src/req.js');
    expect(alone.map((m) => m.bailouts).join('\n')).not.toContain('req.js');
    const imported = await run("import { q } from './req.js';\nexport const a = 1 + q;\n");
    expect(imported.find((m) => m.name?.startsWith('./src/index.js'))?.bailouts).toContain('Cannot concat with ./src/req.js: Module ./src/req.js is referenced from these modules with unsupported syntax: ./src/index.js (referenced with cjs require)');
  });
});

describe('ProvidePlugin page (third round)', () => {
  proves('/plugins/provide-plugin/#how-it-differs-from-similar-tools', "typeof window.jQuery is provided too, and the request resolves from the file that uses the identifier", async () => {
    const files = {
      'src/index.js': "import './sub/x.js';\nconsole.log('TOP', typeof window.jQuery, window.jQuery());\n",
      'src/sub/x.js': "console.log('SUB', jQuery());\n",
      'src/node_modules/jq/index.js': "module.exports = function jq() { return 'from-top'; };\n",
      'src/sub/node_modules/jq/index.js': "module.exports = function jq() { return 'from-sub'; };\n",
    };
    const built = await buildUnminified(await projectDir('provide-typeof'), files, { mode: 'none', entry: './src/index.js', plugins: [new webpack.ProvidePlugin({ 'window.jQuery': 'jq', jQuery: 'jq' })] });
    const code = await built.read('main.js');
    expect(code).toContain('typeof __webpack_provided_window_dot_jQuery');
    const logged: string[] = [];
    new Function('console', 'window', code)({ log: (...a: unknown[]) => logged.push(a.join(' ')) }, {});
    expect(logged).toEqual(['SUB from-sub', 'TOP function from-top']);
  });
});

describe('ModuleFederationPlugin page (third round)', () => {
  proves('/plugins/module-federation-plugin/#library', 'a container with library type module and output.module builds without experiments.outputModule and exports get and init', async () => {
    const built = await buildUnminified(await projectDir('mf-module-container'), { 'src/index.js': "console.log(1);\n", 'src/Cart.js': "export default 'cart';\n" }, {
      entry: './src/index.js',
      output: { module: true },
      plugins: [new webpack.container.ModuleFederationPlugin({ name: 'shop', filename: 'remoteEntry.js', library: { type: 'module' }, exposes: { './Cart': './src/Cart.js' } })],
    });
    expect(built.errors).toEqual([]);
    expect(await built.read('remoteEntry.js')).toMatch(/export \{ __webpack_exports__get as get, __webpack_exports__init as init \};/);
  });
});

describe('MergeDuplicateChunksPlugin and MinChunkSizePlugin pages (third round)', () => {
  proves('/plugins/merge-duplicate-chunks-plugin/#stage', 'the default stage is STAGE_BASIC (-10); SplitChunksPlugin runs at STAGE_ADVANCED (10)', async () => {
    expect(await webpackSource('lib/optimize/MergeDuplicateChunksPlugin.js', 'constructor(options', 1)).toContain('{ stage: STAGE_BASIC }');
    const stages = await webpackSource('lib/optimize/OptimizationStages.js', 'module.exports.STAGE_ADVANCED', 3);
    expect(stages).toMatch(/STAGE_ADVANCED = 10;\s*module\.exports\.STAGE_BASIC = -10;\s*module\.exports\.STAGE_DEFAULT = 0;/);
    expect(await webpackSource('lib/optimize/SplitChunksPlugin.js', 'compilation.hooks.optimizeChunks.tap(', 5)).toContain('stage: STAGE_ADVANCED');
  });

  proves('/plugins/min-chunk-size-plugin/#minchunksize', 'a chunk is small when its size with an overhead of 1 and a multiplicator of 1 is below minChunkSize', async () => {
    const source = await webpackSource('lib/optimize/MinChunkSizePlugin.js', 'const equalOptions = {', 24);
    expect(source).toMatch(/chunkOverhead: 1,\s*entryChunkMultiplicator: 1/);
    expect(source).toMatch(/chunkGraph\.getChunkSize\(a, equalOptions\) <\s*this\.options\.minChunkSize/);
  });
});
