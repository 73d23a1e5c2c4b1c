// Proofs of the cache and snapshot sections of /configuration/other-options/: builds with a loader that counts
// its runs, so that a module taken from a cache shows up as a run that did not happen.
import { readdir, readFile, utimes, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import webpack from 'webpack';
import { effectiveOptions as resolved, projectDir, proves, webpackSource, writeFiles } from './proof';

const counter = '__configurationCacheLoaderRuns';
const runs = (): number => (globalThis as Record<string, unknown>)[counter] as number | undefined ?? 0;

/** A project whose JavaScript goes through a loader that counts its runs in a global. */
async function countedProject(name: string, extra: Record<string, string> = {}): Promise<string> {
  const dir = await projectDir(name);
  await writeFiles(dir, {
    'src/index.js': "import value from './value';\nconsole.log(value);\n",
    'src/value.js': "export default 'VALUE';\n",
    'loaders/count.js': `module.exports = function (source) { globalThis.${counter} = (globalThis.${counter} || 0) + 1; return source; };\n`,
    ...extra,
  });
  // Dated a minute back: a file written just before a build counts as possibly changed during it, and its
  // module would not be taken from a cache on the next build whatever the option under test says.
  const past = new Date(Date.now() - 60_000);
  for (const path of ['src/index.js', 'src/value.js', ...Object.keys(extra)]) await utimes(join(dir, path), past, past);
  return dir;
}

/** Builds with a new compiler (as a new process would), closes it, and returns how often the loader ran. */
async function loaderRuns(dir: string, config: webpack.Configuration): Promise<number> {
  const before = runs();
  const compiler = webpack({
    mode: 'development', devtool: false, context: dir, entry: './src/index.js', infrastructureLogging: { level: 'none' },
    module: { rules: [{ test: /\.js$/, include: join(dir, 'src'), use: join(dir, 'loaders/count.js') }] },
    output: { path: join(dir, 'dist') }, ...config,
  });
  await new Promise<void>((resolve, reject) => compiler.run((error) => compiler.close((closeError) => (error || closeError ? reject(error ?? closeError) : resolve()))));
  return runs() - before;
}

/** Two runs of one compiler: how often the loader ran in each. */
async function twoRunsOfOneCompiler(dir: string, config: webpack.Configuration): Promise<[number, number]> {
  const compiler = webpack({
    devtool: false, context: dir, entry: './src/index.js', infrastructureLogging: { level: 'none' },
    module: { rules: [{ test: /\.js$/, include: join(dir, 'src'), use: join(dir, 'loaders/count.js') }] },
    output: { path: join(dir, 'dist') }, ...config,
  });
  const once = async () => {
    const before = runs();
    await new Promise<void>((resolve, reject) => compiler.run((error) => (error ? reject(error) : resolve())));
    return runs() - before;
  };
  const result: [number, number] = [await once(), await once()];
  await new Promise((resolve) => compiler.close(resolve));
  return result;
}

const cacheAt = (dir: string, extra: Record<string, unknown> = {}): webpack.Configuration['cache'] => ({ type: 'filesystem', cacheDirectory: join(dir, '.cache'), ...extra });

describe('/configuration/other-options/ caches', () => {
  proves('/configuration/other-options/#cache', 'the memory cache (development, cache: true) reuses modules within a process; false (production) rebuilds them; the filesystem cache survives a new compiler', async () => {
    const dir = await countedProject('cache-kinds');
    expect(await twoRunsOfOneCompiler(dir, { mode: 'development' })).toEqual([2, 0]);
    expect(await twoRunsOfOneCompiler(dir, { mode: 'production', optimization: { minimize: false } })).toEqual([2, 2]);
    expect(resolved({ cache: true }).cache).toMatchObject({ type: 'memory' });
    expect(resolved({ mode: 'production' }).cache).toBe(false);
    expect(await loaderRuns(dir, { cache: { type: 'memory' } })).toBe(2);
    expect(await loaderRuns(dir, { cache: { type: 'memory' } })).toBe(2);
    expect(await loaderRuns(dir, { cache: cacheAt(dir) })).toBe(2);
    expect(await loaderRuns(dir, { cache: cacheAt(dir) })).toBe(0);
  });

  proves('/configuration/other-options/#cachecachedirectory', "a configuration's cache lives in cacheDirectory joined with the cache name", async () => {
    const dir = await countedProject('cache-directory');
    await loaderRuns(dir, { name: 'admin', cache: cacheAt(dir) });
    expect(await readdir(join(dir, '.cache'))).toEqual(['admin-development']);
    expect(await readdir(join(dir, '.cache', 'admin-development'))).toEqual(expect.arrayContaining(['index.pack']));
  });

  proves('/configuration/other-options/#cacheversion', 'a DefinePlugin value needs no cache.version: a build with another value rebuilds the modules that use it, from the same filesystem cache', async () => {
    const dir = await countedProject('define-value', { 'src/value.js': 'export default FLAG;\n' });
    const flagged = (flag: string): webpack.Configuration => ({ cache: cacheAt(dir), plugins: [new webpack.DefinePlugin({ FLAG: JSON.stringify(flag) })] });
    expect(await loaderRuns(dir, flagged('AAA'))).toBe(2);
    // The same value: both modules come from the cache.
    expect(await loaderRuns(dir, flagged('AAA'))).toBe(0);
    // Another value: the module that reads FLAG is built again, with it.
    expect(await loaderRuns(dir, flagged('BBB'))).toBe(1);
    expect(await readFile(join(dir, 'dist', 'main.js'), 'utf8')).toContain('"BBB"');
  });

  proves('/configuration/other-options/#cachebuilddependencies', 'a change to a listed build dependency invalidates the whole cache', async () => {
    const dir = await countedProject('cache-build-deps', { 'build.config.js': 'module.exports = 1;\n' });
    const cache = cacheAt(dir, { buildDependencies: { config: [join(dir, 'build.config.js')] } });
    expect(await loaderRuns(dir, { cache })).toBe(2);
    expect(await loaderRuns(dir, { cache })).toBe(0);
    await writeFile(join(dir, 'build.config.js'), 'module.exports = 2;\n');
    expect(await loaderRuns(dir, { cache })).toBe(2);
  });

  proves('/configuration/other-options/#cachename', 'different names keep separate caches side by side; the default is the configuration name and the mode', async () => {
    const dir = await countedProject('cache-name');
    expect(await loaderRuns(dir, { cache: cacheAt(dir, { name: 'web-en' }) })).toBe(2);
    expect(await loaderRuns(dir, { cache: cacheAt(dir, { name: 'web-de' }) })).toBe(2);
    expect(await loaderRuns(dir, { cache: cacheAt(dir, { name: 'web-en' }) })).toBe(0);
    expect((await readdir(join(dir, '.cache'))).sort()).toEqual(['web-de', 'web-en']);
    expect(resolved({ mode: 'production', cache: { type: 'filesystem' } }).cache).toMatchObject({ name: 'default-production' });
  });

  proves('/configuration/other-options/#cacheversion', 'a new version leaves the previous cache unused', async () => {
    const dir = await countedProject('cache-version');
    expect(await loaderRuns(dir, { cache: cacheAt(dir, { version: 'one' }) })).toBe(2);
    expect(await loaderRuns(dir, { cache: cacheAt(dir, { version: 'one' }) })).toBe(0);
    expect(await loaderRuns(dir, { cache: cacheAt(dir, { version: 'two' }) })).toBe(2);
  });

  proves('/configuration/other-options/#cachemaxage', 'items not accessed for longer than maxAge are dropped when the pack is next written', async () => {
    expect(resolved({ cache: { type: 'filesystem' } }).cache).toMatchObject({ maxAge: 5184000000 });
    expect(await webpackSource('lib/cache/PackFileCacheStrategy.js', '_gcAndUpdateLocation(items, usedItems, newLoc) {', 12)).toMatch(/if \(now - info\.lastAccess > this\.maxAge\) \{\s*this\.itemInfo\.delete\(identifier\);\s*items\.delete\(identifier\);/);
  });

  proves('/configuration/other-options/#cachecompression', "gzip writes .pack.gz files that are read back; 'zstd' needs Node.js 22.15", async () => {
    const dir = await countedProject('cache-compression');
    expect(await loaderRuns(dir, { cache: cacheAt(dir, { compression: 'gzip' }) })).toBe(2);
    expect(await readdir(join(dir, '.cache', 'default-development'))).toEqual(expect.arrayContaining(['index.pack.gz']));
    expect(await loaderRuns(dir, { cache: cacheAt(dir, { compression: 'gzip' }) })).toBe(0);
    expect(await webpackSource('lib/cache/PackFileCacheStrategy.js', 'if (compression === "zstd" && !require("zlib").createZstdCompress) {', 3)).toMatch(/'zstd' requires Node\.js >= 22\.15\.0/);
  });

  proves('/configuration/other-options/#cachestore', "'pack' is written after the idle timeouts (60 s, 5 s for the first store, 1 s after large changes) and at the latest when the compiler closes", async () => {
    expect(resolved({ cache: { type: 'filesystem' } }).cache).toMatchObject({ store: 'pack', idleTimeout: 60000, idleTimeoutForInitialStore: 5000, idleTimeoutAfterLargeChanges: 1000 });
    const dir = await countedProject('cache-store');
    await loaderRuns(dir, { cache: cacheAt(dir) });
    expect(await readdir(join(dir, '.cache', 'default-development'))).toEqual(expect.arrayContaining(['index.pack']));
    // On shutdown (compiler.close()) the idle timer is cleared and every pending item is stored at once.
    expect(await webpackSource('lib/cache/IdleFileCachePlugin.js', 'compiler.cache.hooks.shutdown.tapPromise(', 20)).toMatch(/clearTimeout\(idleTimer\);[\s\S]*const promises = jobs\.map\(\(fn\) => fn\(\)\);[\s\S]*strategy\.afterAllStored\(\)/);
  });

  proves('/configuration/other-options/#cachemaxmemorygenerations', 'the filesystem cache keeps a memory layer (5 generations in development), and 0 leaves it out', async () => {
    expect(resolved({ mode: 'development', cache: { type: 'filesystem' } }).cache).toMatchObject({ maxMemoryGenerations: 5 });
    expect(resolved({ mode: 'production', cache: { type: 'filesystem' } }).cache).toMatchObject({ maxMemoryGenerations: Infinity });
    expect(await webpackSource('lib/config/WebpackOptionsApply.js', 'if (!Number.isFinite(cacheOptions.maxMemoryGenerations)) {', 8)).toMatch(/else if \(cacheOptions\.maxMemoryGenerations !== 0\) \{[\s\S]*MemoryWithGcCachePlugin/);
    const dir = await countedProject('cache-memory-generations');
    expect(await twoRunsOfOneCompiler(dir, { mode: 'development', cache: cacheAt(dir, { maxMemoryGenerations: 5 }) })).toEqual([2, 0]);
  });

  proves('/configuration/other-options/#cachereadonly', 'readonly reads an existing cache and writes nothing', async () => {
    const dir = await countedProject('cache-readonly');
    expect(await loaderRuns(dir, { cache: cacheAt(dir, { readonly: true }) })).toBe(2);
    expect(await readdir(join(dir, '.cache')).catch(() => [])).toEqual([]);
    await loaderRuns(dir, { cache: cacheAt(dir) });
    expect(await loaderRuns(dir, { cache: cacheAt(dir, { readonly: true }) })).toBe(0);
  });

  proves('/configuration/other-options/#tuning-the-caches', 'the tuning options resolve to the defaults of the table', async () => {
    const dir = await projectDir('cache-tuning');
    const dev = resolved({ mode: 'development', context: dir, cache: { type: 'filesystem', cacheDirectory: join(dir, '.cache') } }).cache;
    expect(dev).toMatchObject({ cacheLocation: join(dir, '.cache', 'default-development'), hashAlgorithm: 'md4', idleTimeout: 60000, idleTimeoutForInitialStore: 5000, idleTimeoutAfterLargeChanges: 1000, allowCollectingMemory: true, profile: false });
    expect(resolved({ mode: 'production', cache: { type: 'filesystem' } }).cache).toMatchObject({ allowCollectingMemory: false });
    expect(resolved({ mode: 'production', cache: { type: 'filesystem' }, experiments: { futureDefaults: true } }).cache).toMatchObject({ hashAlgorithm: 'xxhash64' });
    expect(resolved({ mode: 'development' }).cache).toMatchObject({ type: 'memory', maxGenerations: Infinity });
  });

  proves('/configuration/other-options/#snapshotmanagedpaths', 'with a persistent cache an edit inside a managed package goes unnoticed until its version changes; a RegExp that skips the package makes it checked file by file', async () => {
    const pkg = (text: string, version = '1.0.0') => ({ 'node_modules/pkg/package.json': `{ "name": "pkg", "version": "${version}", "main": "index.js" }\n`, 'node_modules/pkg/index.js': `module.exports = '${text}';\n` });
    const dir = await countedProject('managed', { 'src/index.js': "import value from 'pkg';\nconsole.log(value);\n", ...pkg('PKG1') });
    const main = () => readFile(join(dir, 'dist', 'main.js'), 'utf8');
    // The default managed path is the node_modules folder webpack is installed in; this project names its own.
    expect(resolved({ mode: 'development' }).snapshot.managedPaths).toEqual([join(require.resolve('webpack/package.json'), '..', '..') + '/']);
    const managed = { cache: cacheAt(dir), snapshot: { managedPaths: [join(dir, 'node_modules') + '/'] } };
    await loaderRuns(dir, managed);
    await writeFiles(dir, pkg('PKG2'));
    await loaderRuns(dir, managed);
    expect(await main()).toMatch(/PKG1/);
    await writeFiles(dir, pkg('PKG2', '1.0.1'));
    await loaderRuns(dir, managed);
    expect(await main()).toMatch(/PKG2/);
    const skipped = { cache: cacheAt(dir, { name: 'skipped' }), snapshot: { managedPaths: [/^(.+?[\\/]node_modules[\\/])(?!pkg)/] } };
    await loaderRuns(dir, skipped);
    await writeFiles(dir, pkg('PKG3', '1.0.1'));
    await loaderRuns(dir, skipped);
    expect(await main()).toMatch(/PKG3/);
  });

  proves('/configuration/other-options/#snapshotmodule', 'timestamp alone treats a touched but unchanged file as changed; with hash too the cached module is kept', async () => {
    const dir = await countedProject('snapshot-module');
    const touch = async () => { const later = new Date(Date.now() + 5_000); await utimes(join(dir, 'src/value.js'), later, later); };
    const timestamps = { cache: cacheAt(dir, { name: 'timestamps' }), snapshot: { module: { timestamp: true } } };
    expect(await loaderRuns(dir, timestamps)).toBe(2);
    await touch();
    expect(await loaderRuns(dir, timestamps)).toBe(1);
    const hashed = { cache: cacheAt(dir, { name: 'hashed' }), snapshot: { module: { timestamp: true, hash: true } } };
    expect(await loaderRuns(dir, hashed)).toBe(2);
    await touch();
    expect(await loaderRuns(dir, hashed)).toBe(0);
  });

  proves('/configuration/other-options/#snapshotbuilddependencies', 'build dependencies are checked by timestamp and hash by default, so a touched but unchanged one keeps the cache', async () => {
    expect(resolved({ mode: 'development', cache: { type: 'filesystem' } }).snapshot.buildDependencies).toEqual({ hash: true, timestamp: true });
    const dir = await countedProject('snapshot-build-deps', { 'build.config.js': 'module.exports = 1;\n' });
    const cache = cacheAt(dir, { buildDependencies: { config: [join(dir, 'build.config.js')] } });
    expect(await loaderRuns(dir, { cache })).toBe(2);
    const later = new Date(Date.now() + 5_000);
    await utimes(join(dir, 'build.config.js'), later, later);
    expect(await loaderRuns(dir, { cache })).toBe(0);
  });

  proves('/configuration/other-options/#snapshot', 'a cached module is reused only after its files pass the snapshot check: an edited file is rebuilt, the others are not', async () => {
    const dir = await countedProject('snapshot-check');
    expect(await loaderRuns(dir, { cache: cacheAt(dir) })).toBe(2);
    await writeFile(join(dir, 'src/value.js'), "export default 'VALUE2';\n");
    expect(await loaderRuns(dir, { cache: cacheAt(dir) })).toBe(1);
  });
});
