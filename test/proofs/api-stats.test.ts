// Proofs of /api/stats/: small builds run through webpack's Node API, and the stats JSON they
// give is compared with the structure the page describes; the page's comparison script runs on two
// real stats files.
import { spawnSync } from 'node:child_process';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import webpack from 'webpack';
import { projectDir, proves, webpackSource, writeFiles } from './proof';

function run(config: webpack.Configuration | webpack.Configuration[]): Promise<webpack.Stats | webpack.MultiStats> {
  const compiler = webpack(config as webpack.Configuration);
  return new Promise((resolve, reject) => compiler.run((error, stats) => compiler.close(() => (error || !stats ? reject(error) : resolve(stats)))));
}

const files = (extra: string) => ({
  'src/index.js': `import lib from 'lib';\nconsole.log(lib, ${JSON.stringify(extra)});\nimport(/* webpackPrefetch: true */ './later.js');\n`,
  'src/later.js': 'export default 1;\n',
  'node_modules/lib/index.js': "module.exports = 'library code';\n",
});

const config = (dir: string, performance: webpack.Configuration['performance']): webpack.Configuration => ({
  mode: 'none',
  context: dir,
  entry: './src/index.js',
  output: { path: join(dir, 'dist'), filename: '[name].[contenthash].js' },
  optimization: { splitChunks: { chunks: 'all', minSize: 0 } },
  performance,
  infrastructureLogging: { level: 'none' },
});

let before: Promise<{ dir: string; stats: webpack.Stats }> | null = null;

/** The build the page's examples read: a vendor chunk split off the entry and a prefetched lazy chunk, with performance hints. */
function beforeBuild() {
  before ??= (async () => {
    const dir = await projectDir('before');
    await writeFiles(dir, files(''));
    const stats = (await run(config(dir, { hints: 'warning', maxEntrypointSize: 100, maxAssetSize: 100000 }))) as webpack.Stats;
    return { dir, stats };
  })();
  return before;
}

describe('stats JSON', () => {
  proves('/api/stats/#producing-the-json', 'toJson() leaves module sources out unless asked and holds reasons, which make the JSON larger; all: false with assets keeps only the assets', async () => {
    const { stats } = await beforeBuild();
    const size = (options?: webpack.StatsOptions) => JSON.stringify(stats.toJson(options)).length;
    const modules = stats.toJson().modules ?? [];
    expect(modules.some((m) => m.source !== undefined)).toBe(false);
    expect(modules.some((m) => (m.reasons ?? []).length > 0)).toBe(true);
    expect(stats.toJson({ source: true }).modules?.some((m) => typeof m.source === 'string')).toBe(true);
    expect(size({ reasons: false })).toBeLessThan(size());
    expect(size()).toBeLessThan(size({ source: true }));
    const onlyAssets = stats.toJson({ all: false, assets: true });
    expect(Object.keys(onlyAssets).sort()).toEqual(['assets', 'assetsByChunkName', 'filteredAssets']);
  });

  proves('/api/stats/#chunk-groups', "an entrypoint lists its assets in load order (the split vendor chunk before main), the prefetched group under children, and isOverSizeLimit only when the performance option is set", async () => {
    const { stats } = await beforeBuild();
    const main = stats.toJson({ all: false, entrypoints: true, chunkGroupChildren: true, performance: true }).entrypoints?.main;
    const assets = main?.assets?.map((a) => a.name) ?? [];
    expect(assets).toHaveLength(2);
    expect(assets[1]).toMatch(/^main\.[0-9a-f]+\.js$/);
    expect(assets[0]).not.toMatch(/^main\./);
    expect(Object.keys(main?.children ?? {})).toEqual(['prefetch']);
    expect(main?.isOverSizeLimit).toBe(true);
    const dir = await projectDir('no-hints');
    await writeFiles(dir, files(''));
    const quiet = (await run(config(dir, false))) as webpack.Stats;
    expect(quiet.toJson({ all: false, entrypoints: true, performance: true }).entrypoints?.main?.isOverSizeLimit).toBe(false);
  });

  proves('/api/stats/#errors-and-warnings', 'errors are objects with a message (not strings)', async () => {
    const dir = await projectDir('error');
    await writeFiles(dir, { 'src/index.js': "import './missing.js';\n" });
    const stats = (await run({ mode: 'none', context: dir, entry: './src/index.js', output: { path: join(dir, 'dist') } })) as webpack.Stats;
    const [error] = stats.toJson({ all: false, errors: true }).errors ?? [];
    expect(typeof error).toBe('object');
    expect(error?.message).toContain("Module not found: Error: Can't resolve './missing.js'");
    expect(error?.moduleName).toBe('./src/index.js');
  });

  proves('/api/stats/#multi-configuration-builds', "an array gives MultiStats whose JSON has one child per configuration, named after it, and top-level errors tagged with the compilerPath and counted across the build", async () => {
    const client = await projectDir('client');
    const server = await projectDir('server');
    await writeFiles(client, { 'src/index.js': 'console.log(1);\n' });
    await writeFiles(server, { 'src/index.js': "import './missing.js';\n" });
    const stats = await run([
      { name: 'client', mode: 'none', context: client, entry: './src/index.js', output: { path: join(client, 'dist') } },
      { name: 'server', mode: 'none', context: server, entry: './src/index.js', output: { path: join(server, 'dist') } },
    ]);
    expect(stats.constructor.name).toBe('MultiStats');
    const json = stats.toJson();
    expect(json.children?.map((c) => [c.name, c.errorsCount])).toEqual([['client', 0], ['server', 1]]);
    expect(json.errorsCount).toBe(1);
    expect(json.errors?.map((e) => e.compilerPath)).toEqual(['server']);
  });

  proves('/api/stats/#choosing-what-to-include', "JSON lists are unlimited by default, while the 'detailed' preset caps them at 1000 and 'minimal' at 0", async () => {
    const { stats } = await beforeBuild();
    const count = (options: webpack.StatsOptions) => {
      const json = stats.toJson({ ...options, source: false });
      return [json.modules?.length ?? 0, json.filteredModules ?? 0];
    };
    const all = (stats.toJson({ all: false, modules: true }).modules ?? []).length;
    expect(all).toBeGreaterThan(0);
    expect(count({ all: false, modules: true })).toEqual([all, 0]);
    const [listed, filtered] = count({ preset: 'minimal' });
    expect(listed).toBe(0);
    expect(filtered).toBeGreaterThanOrEqual(all);
    const normalized = stats.compilation.createStatsOptions('detailed', { forToString: false });
    expect([normalized.modulesSpace, normalized.assetsSpace]).toEqual([1000, 1000]);
    expect(stats.compilation.createStatsOptions({ all: false, modules: true }, { forToString: false }).modulesSpace).toBe(Infinity);
  });

  proves('/api/stats/#comparing-two-builds', "the page's script matches the same asset across two builds whose content hashes differ", async () => {
    const { dir, stats } = await beforeBuild();
    const branch = await projectDir('branch');
    await writeFiles(branch, files('x'.repeat(2048)));
    const after = (await run(config(branch, false))) as webpack.Stats;
    await writeFile(join(dir, 'stats-main.json'), JSON.stringify(stats.toJson({ all: false, assets: true })));
    await writeFile(join(dir, 'stats-branch.json'), JSON.stringify(after.toJson({ all: false, assets: true })));
    const page = await readFile(join(__dirname, '../../content/api/stats.mdx'), 'utf8');
    const script = /\*\*compare-stats\.js\*\*\n\n```js\n([\s\S]*?)```/.exec(page)?.[1];
    if (!script) throw new Error('the comparison script of /api/stats/ is gone');
    await writeFile(join(dir, 'compare-stats.js'), script);
    const result = spawnSync(process.execPath, ['compare-stats.js'], { cwd: dir, encoding: 'utf8' });
    expect(result.stderr).toBe('');
    expect(result.stdout.trim()).toBe('main.js: +2.0 KiB');
  });
  proves('/api/stats/#top-level', 'toJson() has the top-level fields of the example; performance findings are hints only with hints: stats, and the counts include child compilations', async () => {
    const { stats } = await beforeBuild();
    const json = stats.toJson();
    for (const key of ['version', 'hash', 'time', 'builtAt', 'publicPath', 'outputPath', 'assetsByChunkName', 'assets', 'chunks', 'modules', 'entrypoints', 'namedChunkGroups', 'errors', 'errorsCount', 'warnings', 'warningsCount', 'children']) {
      expect(json).toHaveProperty(key);
    }
    expect(json.version).toBe(webpack.version);
    expect(json.hash).toBe(stats.compilation.hash);
    // With hints: 'warning' the performance findings are warnings; only hints: 'stats' makes them hints.
    expect(json.hintsCount).toBe(0);
    expect(json.warnings?.some((w) => w.message.includes('entrypoint size limit'))).toBe(true);
    const dir = await projectDir('hints-stats');
    await writeFiles(dir, files(''));
    const hinted = ((await run(config(dir, { hints: 'stats', maxEntrypointSize: 100, maxAssetSize: 100000 }))) as webpack.Stats).toJson({ modules: false, chunks: false });
    expect(hinted.warningsCount).toBe(0);
    expect(hinted.hintsCount).toBeGreaterThan(0);
    expect(hinted.hints?.some((h) => h.message.includes('entrypoint size limit'))).toBe(true);
    expect(await webpackSource('lib/stats/DefaultStatsFactoryPlugin.js', 'hintsCount: (object, compilation) => {', 2)).toContain('countWithChildren(compilation');
  });

  proves('/api/stats/#asset-objects', 'a rebuild of the same compiler with a cache reports an unchanged asset as cached, neither emitted nor compared', async () => {
    const dir = await projectDir('cached-asset');
    await writeFiles(dir, { 'src/index.js': 'console.log(1);\n' });
    const compiler = webpack({ mode: 'none', context: dir, entry: './src/index.js', output: { path: join(dir, 'dist') }, cache: { type: 'memory' }, infrastructureLogging: { level: 'none' } });
    const once = () => new Promise<webpack.Stats>((resolve, reject) => compiler.run((error, stats) => (error || !stats ? reject(error) : resolve(stats))));
    const flags = (stats: webpack.Stats) => {
      const asset = stats.toJson({ all: false, assets: true, cachedAssets: true }).assets?.find((a) => a.name === 'main.js');
      return [asset?.emitted, asset?.comparedForEmit, asset?.cached];
    };
    expect(flags(await once())).toEqual([true, false, false]);
    expect(flags(await once())).toEqual([false, false, true]);
    await new Promise<void>((resolve) => compiler.close(() => resolve()));
  });

  proves('/api/stats/#chunk-objects', 'entry is true for the chunk holding the runtime, and the lazy chunk is neither initial nor entry', async () => {
    const { stats } = await beforeBuild();
    const chunks = stats.toJson({ all: false, chunks: true, chunkOrigins: true }).chunks ?? [];
    const main = chunks.find((c) => c.names?.includes('main'));
    expect([main?.entry, main?.initial]).toEqual([true, true]);
    const lazy = chunks.find((c) => !c.initial);
    expect(lazy?.entry).toBe(false);
    expect(lazy?.origins?.[0]?.request).toBe('./later.js');
    expect(await webpackSource('lib/stats/DefaultStatsFactoryPlugin.js', 'object.entry = chunk.hasRuntime();', 1)).toContain('hasRuntime');
  });

  proves('/api/stats/#module-objects', 'index and index2 repeat preOrderIndex and postOrderIndex; reasons name the depending module; usedExports is null when usage is not tracked', async () => {
    const { stats } = await beforeBuild();
    const modules = stats.toJson({ all: false, modules: true, reasons: true }).modules ?? [];
    const later = modules.find((m) => m.name === './src/later.js');
    expect(later?.index).toBe(later?.preOrderIndex);
    expect(later?.index2).toBe(later?.postOrderIndex);
    expect(later?.reasons?.map((r) => [r.type, r.moduleName, r.userRequest])).toEqual([['import()', './src/index.js', './later.js']]);
    // Mode none leaves optimization.usedExports off: usage is not tracked.
    expect(stats.toJson({ all: false, modules: true, usedExports: true }).modules?.find((m) => m.name === './src/later.js')?.usedExports).toBeNull();
  });
});
