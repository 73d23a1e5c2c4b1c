// Proofs of statements on the watch, performance, externals and entry-context pages corrected in a
// sixth review: a watch run with a burst of edits, small unminified builds whose warnings and
// generated code are read, and a library build that is loaded and called.
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import webpack from 'webpack';
import { buildUnminified, pastWatcherAccuracy, projectDir, proves, writeFiles } from './proof';

proves('/configuration/watch/#watchoptionsaggregatetimeout', 'each change within aggregateTimeout restarts the wait, so a burst of edits ends in one rebuild after the last edit', async () => {
  const dir = await projectDir('aggregate-timeout');
  await writeFiles(dir, { 'src/index.js': "export default 'EDIT0';\n" });
  await pastWatcherAccuracy([dir]);
  // What the watcher does, when it does it: every change it reports, and every end of a wait
  // (its "aggregated" event, which starts the rebuild). Read from the watcher itself, so that a
  // busy machine that delays the edits or the timers cannot make the proof pass or fail wrongly.
  const events: { type: string; at: number }[] = [];
  const Watchpack = require('watchpack') as { prototype: { emit(this: unknown, event: string, ...args: unknown[]): boolean } };
  const emit = Watchpack.prototype.emit;
  Watchpack.prototype.emit = function record(this: unknown, event: string, ...args: unknown[]) {
    if (event === 'change' || event === 'aggregated') events.push({ type: event, at: performance.now() });
    return emit.call(this, event, ...args);
  };
  const aggregateTimeout = 500;
  try {
    const compiler = webpack({ mode: 'development', devtool: false, context: dir, entry: './src/index.js', output: { path: join(dir, 'dist') }, infrastructureLogging: { level: 'none' } });
    let builds = 0;
    await new Promise<void>((resolveWatch, reject) => {
      const watching = compiler.watch({ aggregateTimeout }, (error) => {
        if (error) return reject(error);
        builds += 1;
        if (builds === 1) {
          // Twelve edits 100 ms apart, 1.1 s in all: longer than one wait, with each edit well
          // inside the wait the one before it started.
          void (async () => {
            for (let i = 1; i <= 12; i += 1) {
              await writeFile(join(dir, 'src/index.js'), `export default 'EDIT${i}';\n`);
              if (i < 12) await new Promise((r) => setTimeout(r, 100));
            }
          })().catch(reject);
        } else {
          // Until a rebuild has taken in the last edit.
          readFile(join(dir, 'dist', 'main.js'), 'utf8').then((bundle) => {
            if (bundle.includes('EDIT12')) watching?.close(() => resolveWatch());
          }, reject);
        }
      });
    });
  } finally {
    Watchpack.prototype.emit = emit;
  }
  const changes = events.filter((e) => e.type === 'change').map((e) => e.at);
  const ends = events.filter((e) => e.type === 'aggregated').map((e) => e.at);
  expect(changes.length).toBeGreaterThanOrEqual(12);
  // Every wait ends a whole timeout after the last change before it (a wait counted from the
  // first change would end in the middle of the burst, 100 ms or less after a change).
  for (const end of ends) {
    const lastChange = Math.max(...changes.filter((at) => at < end));
    expect(end - lastChange).toBeGreaterThanOrEqual(aggregateTimeout - 5);
  }
  // One rebuild for the burst: a second one only where the machine spaced two changes wider than the timeout.
  const wideGaps = changes.slice(1).filter((at, i) => at - (changes[i] ?? at) > aggregateTimeout).length;
  expect(ends.length).toBeGreaterThanOrEqual(1);
  expect(ends.length).toBeLessThanOrEqual(1 + wideGaps);
});

proves('/configuration/performance/#performancehints', 'a hint lists the largest modules of an asset and recommends import() without on-demand chunks, optimization.runtimeChunk when the entry carries a runtime naming other chunks', async () => {
  const performance = { hints: 'warning' as const, maxAssetSize: 100, maxEntrypointSize: 100 };
  const noLazy = await buildUnminified(await projectDir('hints-no-lazy'), { 'src/index.js': `console.log(${JSON.stringify('x'.repeat(500))});\n` }, { entry: './src/index.js', performance });
  const noLazyText = noLazy.warnings.join('\n');
  expect(noLazyText).toContain('Largest modules: ./src/index.js');
  expect(noLazyText).toContain('main (');
  expect(noLazyText).toContain('lazy load some parts of your application');
  expect(noLazyText).not.toContain('optimization.runtimeChunk');

  const lazy = await buildUnminified(
    await projectDir('hints-lazy'),
    { 'src/index.js': `console.log(${JSON.stringify('x'.repeat(500))});\nimport('./lazy');\n`, 'src/lazy.js': 'export default 1;\n' },
    { entry: './src/index.js', performance },
  );
  const lazyText = lazy.warnings.join('\n');
  expect(lazyText).toContain('optimization.runtimeChunk');
  expect(lazyText).not.toContain('lazy load some parts of your application');
});

proves('/configuration/externals/#other-types', "externalsType 'amd-async' loads the external with AMD's asynchronous require([...]) and makes the importing module async", async () => {
  const built = await buildUnminified(await projectDir('amd-async'), { 'src/index.js': "import x from 'lib';\nconsole.log(x);\n" }, {
    mode: 'none',
    entry: './src/index.js',
    externalsType: 'amd-async',
    externals: { lib: 'lib' },
  });
  expect(built.errors).toEqual([]);
  const code = await built.read('main.js');
  expect(code).toContain('require(["lib"], (module) => {');
  expect(code).toContain('module.exports = new Promise(');
  // The importing module is wrapped as an async module; no AMD define() wrapper is emitted.
  expect(code).toContain('__webpack_require__.a(module, async (');
  expect(code).not.toMatch(/\bdefine\(/);
});

proves('/configuration/entry-context/#library-options-per-entry', 'output.library accepts entryExports as well: all exposes the exports of every module of the entry', async () => {
  const files = { 'src/a.js': 'export const fromA = 1;\n', 'src/b.js': 'export const fromB = 2;\n' };
  const exportsOf = async (name: string, library: webpack.LibraryOptions) => {
    const built = await buildUnminified(await projectDir(name), files, { mode: 'none', target: 'node', entry: ['./src/a.js', './src/b.js'], output: { library } });
    expect(built.errors).toEqual([]);
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    return Object.keys(require(join(built.dir, 'dist/main.js')) as object).sort();
  };
  expect(await exportsOf('entry-exports-all', { type: 'commonjs2', entryExports: 'all' })).toEqual(['fromA', 'fromB']);
  expect(await exportsOf('entry-exports-last', { type: 'commonjs2' })).toEqual(['fromB']);
});

proves('/configuration/mode/#what-each-mode-sets', 'optimization.nodeEnv also fills in import.meta.env (NODE_ENV, MODE, DEV, PROD, SSR, BASE_URL) in ES modules', async () => {
  const files = { 'src/index.js': 'console.log([import.meta.env.NODE_ENV, import.meta.env.MODE, import.meta.env.DEV, import.meta.env.PROD, import.meta.env.SSR, import.meta.env.BASE_URL]);\nexport {};\n' };
  const line = async (name: string, config: webpack.Configuration) => {
    const built = await buildUnminified(await projectDir(name), files, { entry: './src/index.js', devtool: false, ...config });
    expect(built.errors).toEqual([]);
    return (await built.read('main.js')).split('\n').find((l) => l.includes('console.log(')) ?? '';
  };
  expect(await line('env-development', { mode: 'development' })).toContain('["development", "development", true, false, false, "/"]');
  expect(await line('env-production-node', { mode: 'production', target: 'node', output: { publicPath: '/static/' } })).toContain('["production", "production", false, true, true, "/static/"]');
  expect(await line('env-publicpath-function', { mode: 'production', output: { publicPath: () => '/x/' } })).toContain('false, true, false, "/"]');
  expect(await line('env-none', { mode: 'none' })).toContain('[undefined, undefined, undefined, undefined, undefined, undefined]');
});

proves('/configuration/performance/#additional-checks', 'tinyChunks compares each type with its own number in a per-type splitChunks.minSize, and with 20000 bytes for a type the object leaves out', async () => {
  const files: Record<string, string> = { 'src/index.js': Array.from({ length: 10 }, (_, i) => `import('./lazy${i}');`).join('\n') };
  for (let i = 0; i < 10; i++) files[`src/lazy${i}.js`] = `export default ${JSON.stringify('z'.repeat(100))};\n`;
  const tinyReported = async (name: string, minSize: Record<string, number>) => {
    const built = await buildUnminified(await projectDir(name), files, {
      entry: './src/index.js',
      performance: { hints: 'warning', tinyChunks: true },
      optimization: { splitChunks: { minSize } },
    });
    return built.warnings.some((w) => w.includes('tiny chunks: 10 chunks are loaded on demand'));
  };
  expect(await tinyReported('tiny-own-number', { javascript: 50 })).toBe(false);
  expect(await tinyReported('tiny-type-left-out', { css: 50 })).toBe(true);
});
