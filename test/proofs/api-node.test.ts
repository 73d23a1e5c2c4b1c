// Proofs of /api/node/: webpack() and the Compiler, Watching, Stats and MultiCompiler objects,
// driven through the Node API in-process on tiny projects.
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { createFsFromVolume, Volume } from 'memfs';
import webpack from 'webpack';
import { projectDir, proves, webpackSource, writeFiles } from './proof';

/** A compiler for a tiny project (mode none, output to dist/), created without a callback. */
async function compilerFor(name: string, files: Record<string, string>, config: webpack.Configuration = {}): Promise<{ dir: string; compiler: webpack.Compiler }> {
  const dir = await projectDir(name);
  await writeFiles(dir, { 'src/index.js': 'export default 1;\n', ...files });
  const compiler = webpack({ mode: 'none', context: dir, entry: './src/index.js', ...config, output: { path: join(dir, 'dist'), ...config.output } });
  return { dir, compiler };
}

const run = (compiler: webpack.Compiler) =>
  new Promise<{ err: Error | null; stats: webpack.Stats | undefined }>((resolve) => compiler.run((err, stats) => resolve({ err: err ?? null, stats })));
const close = (target: { close(cb: (err?: Error | null) => void): void }) => new Promise<void>((resolve, reject) => target.close((err) => (err ? reject(err) : resolve())));

/** Waits for the `done` hook of a compiler `count` more times. */
function doneTimes(compiler: webpack.Compiler, count: number): Promise<webpack.Stats[]> {
  const seen: webpack.Stats[] = [];
  return new Promise((resolve) => {
    compiler.hooks.done.tap('Proof', (stats) => {
      seen.push(stats);
      if (seen.length === count) resolve(seen);
    });
  });
}

describe('Node interface', () => {
  proves('/api/node/#webpack', 'with a callback and no watch, the build runs once and the compiler is closed before the callback; with watch: true the callback fires after every rebuild', async () => {
    const dir = await projectDir('callback-once');
    await writeFiles(dir, { 'src/index.js': 'export default 1;\n' });
    const events: string[] = [];
    await new Promise<void>((resolve) => {
      const compiler = webpack({ mode: 'none', context: dir, entry: './src/index.js', output: { path: join(dir, 'dist') }, plugins: [{ apply: (c) => c.hooks.shutdown.tap('Proof', () => { events.push('shutdown'); }) }] }, (err, stats) => {
        events.push(`callback err=${String(err ?? null)} errors=${String(stats?.hasErrors())}`);
        resolve();
      });
      expect(compiler).toBeInstanceOf(webpack.Compiler);
    });
    expect(events).toEqual(['shutdown', 'callback err=null errors=false']);

    const watchDir = await projectDir('callback-watch');
    await writeFiles(watchDir, { 'src/index.js': 'export default 1;\n' });
    const calls: (webpack.Stats | undefined)[] = [];
    let compiler: webpack.Compiler | null = null;
    await new Promise<void>((resolve) => {
      compiler = webpack({ mode: 'none', watch: true, context: watchDir, entry: './src/index.js', output: { path: join(watchDir, 'dist') } }, (_err, stats) => {
        calls.push(stats as webpack.Stats);
        if (calls.length === 1) (compiler as unknown as webpack.Compiler).watching?.invalidate();
        else resolve();
      });
    });
    expect(calls).toHaveLength(2);
    expect(calls[0]?.compilation).not.toBe(calls[1]?.compilation);
    await close(compiler as unknown as webpack.Compiler);
  });

  proves('/api/node/#webpack', 'an invalid configuration throws a ValidationError synchronously without a callback, reaches the callback as err with one (and webpack() returns null), and webpack.validate throws', async () => {
    const invalid = { moduel: {} } as unknown as webpack.Configuration;
    expect(() => webpack(invalid)).toThrow(expect.objectContaining({ name: 'ValidationError' }));
    let returned: unknown = 'unset';
    const err = await new Promise<Error | null>((resolve) => {
      returned = webpack(invalid, (e) => resolve(e ?? null));
    });
    expect(returned).toBeNull();
    expect(err?.name).toBe('ValidationError');
    expect(err?.message).toContain('moduel');
    expect(() => webpack.validate(invalid)).toThrow(expect.objectContaining({ name: 'ValidationError' }));
    expect(() => webpack.validate({ mode: 'none' })).not.toThrow();
  });

  proves('/api/node/#webpack', 'without a callback, watch: true starts nothing and only prints the DEP_WEBPACK_WATCH_WITHOUT_CALLBACK deprecation', async () => {
    const dir = await projectDir('watch-no-callback');
    const compiler = webpack({ mode: 'none', watch: true, context: dir, entry: './src/index.js', output: { path: join(dir, 'dist') } });
    await new Promise<void>((resolve) => setImmediate(resolve));
    expect(compiler.watching).toBeUndefined();
    expect(compiler.running).toBe(false);
    const noCallbackBranch = await webpackSource('lib/webpack.js', 'const { compiler, watch } = create();', 10);
    expect(noCallbackBranch).toMatch(/if \(watch\) \{\s*util\.deprecate\([\s\S]*DEP_WEBPACK_WATCH_WITHOUT_CALLBACK[\s\S]*return compiler;/);
    await close(compiler);
  });

  proves('/api/node/#loading-a-configuration-file', 'the Node interface does not take the mode from NODE_ENV: with NODE_ENV=development and no mode, the build warns that mode is unset and uses production defaults', async () => {
    const before = process.env.NODE_ENV;
    process.env.NODE_ENV = 'development';
    try {
      const dir = await projectDir('no-node-env');
      await writeFiles(dir, { 'src/index.js': 'export default 1;\n' });
      const compiler = webpack({ context: dir, entry: './src/index.js', output: { path: join(dir, 'dist') }, optimization: { minimize: false } });
      const { stats } = await run(compiler);
      await close(compiler);
      expect(compiler.options.mode).toBeUndefined();
      expect(compiler.options.optimization.moduleIds).toBe('deterministic');
      expect(stats?.toJson({ all: false, warnings: true }).warnings?.map((w) => w.message).join('\n')).toContain("The 'mode' option has not been set");
    } finally {
      process.env.NODE_ENV = before;
    }
  });

  proves('/api/node/#the-compiler', 'in watch mode the same compiler creates a new Compilation per rebuild; run() or watch() during a build fails with a ConcurrentCompilationError', async () => {
    const { compiler } = await compilerFor('long-lived', {});
    const compilations: webpack.Compilation[] = [];
    compiler.hooks.thisCompilation.tap('Proof', (c) => { compilations.push(c); });
    const twoBuilds = doneTimes(compiler, 2);
    let concurrent: { run: Error | null; watch: Error | null } = { run: null, watch: null };
    compiler.hooks.make.tap('Proof', () => {
      if (compilations.length !== 1) return;
      compiler.run((err) => { concurrent.run = err ?? null; });
      compiler.watch({}, (err) => { concurrent.watch = err ?? null; });
    });
    const watching = compiler.watch({}, () => undefined)!;
    const [first] = await doneTimes(compiler, 1);
    expect(first).toBeDefined();
    watching.invalidate();
    await twoBuilds;
    await close(compiler);
    expect(compilations).toHaveLength(2);
    expect(compilations[0]).not.toBe(compilations[1]);
    expect(concurrent.run?.name).toBe('ConcurrentCompilationError');
    expect(concurrent.watch?.name).toBe('ConcurrentCompilationError');
    concurrent = { run: null, watch: null };
  });

  proves('/api/node/#compilerrun', 'the callback gets null and a Stats object for a finished build, and the fatal error with no stats when a build crashes', async () => {
    const { compiler } = await compilerFor('run-ok', {});
    const ok = await run(compiler);
    await close(compiler);
    expect(ok.err).toBeNull();
    expect(ok.stats).toBeInstanceOf(webpack.Stats);
    const crashing = await compilerFor('run-crash', {}, { plugins: [{ apply: (c) => c.hooks.run.tap('Crash', () => { throw new Error('plugin crashed'); }) }] });
    const failed = await run(crashing.compiler);
    await close(crashing.compiler);
    expect(failed.err?.message).toBe('plugin crashed');
    expect(failed.stats).toBeUndefined();
  });

  proves('/api/node/#compilerclose', 'one compiler runs several builds one after another and is closed once after the last', async () => {
    const { compiler } = await compilerFor('sequential-runs', {});
    const first = await run(compiler);
    const second = await run(compiler);
    await close(compiler);
    expect([first.err, second.err]).toEqual([null, null]);
    expect(first.stats?.compilation).not.toBe(second.stats?.compilation);
    expect(second.stats?.hasErrors()).toBe(false);
  });

  proves('/api/node/#compilerwatch', 'the first argument reaches the watch file system as the watch options (aggregateTimeout, ignored), and the handler runs after the build', async () => {
    const { compiler } = await compilerFor('watch-options', {});
    const received: unknown[] = [];
    const fs = compiler.watchFileSystem as NonNullable<webpack.Compiler['watchFileSystem']>;
    const original = fs.watch.bind(fs);
    fs.watch = (...args: Parameters<typeof fs.watch>) => {
      received.push(args[4]);
      return original(...args);
    };
    const stats = await new Promise<webpack.Stats | undefined>((resolve) => compiler.watch({ aggregateTimeout: 300, ignored: /node_modules/ }, (_err, s) => resolve(s)));
    await close(compiler);
    expect(stats?.hasErrors()).toBe(false);
    expect(received[0]).toEqual({ aggregateTimeout: 300, ignored: /node_modules/ });
  });

  proves('/api/node/#watchingclose', 'after watching.close() the compiler can run again; compiler.close() closes an active watcher first, then shuts down, and that is when the filesystem cache is written', async () => {
    const { compiler } = await compilerFor('watch-close', {});
    const watching = compiler.watch({}, () => undefined)!;
    await doneTimes(compiler, 1);
    await close(watching);
    const again = await run(compiler);
    expect(again.err).toBeNull();
    expect(again.stats?.hasErrors()).toBe(false);
    await close(compiler);

    const cacheDirectory = join((await projectDir('cache-root')), 'cache');
    const cached = await compilerFor('watch-cache', {}, { cache: { type: 'filesystem', cacheDirectory, idleTimeout: 600_000, idleTimeoutForInitialStore: 600_000 } });
    const order: string[] = [];
    cached.compiler.hooks.watchClose.tap('Proof', () => { order.push(`watchClose cache=${String(existsSync(cacheDirectory))}`); });
    cached.compiler.hooks.shutdown.tap('Proof', () => { order.push(`shutdown cache=${String(existsSync(cacheDirectory))}`); });
    cached.compiler.watch({}, () => undefined);
    await doneTimes(cached.compiler, 1);
    await close(cached.compiler);
    expect(order).toEqual(['watchClose cache=false', 'shutdown cache=false']);
    expect(readdirSync(cacheDirectory).length).toBeGreaterThan(0);
  });

  proves('/api/node/#watchinginvalidate', 'invalidate() starts a new build without any file change, and the watcher keeps running afterwards', async () => {
    const { compiler } = await compilerFor('invalidate', {});
    const watching = compiler.watch({}, () => undefined)!;
    await doneTimes(compiler, 1);
    const rebuilt = doneTimes(compiler, 1);
    watching.invalidate();
    await rebuilt;
    expect(watching.closed).toBe(false);
    await close(compiler);
  });

  proves('/api/node/#watchingsuspend-and-watchingresume', 'no build starts while suspended; resume() starts one, even when nothing changed', async () => {
    const { compiler } = await compilerFor('suspend', {});
    let builds = 0;
    compiler.hooks.done.tap('Proof', () => { builds += 1; });
    const watching = compiler.watch({}, () => undefined)!;
    await doneTimes(compiler, 1);
    watching.suspend();
    watching.invalidate();
    expect(watching.running).toBe(false);
    const afterResume = doneTimes(compiler, 1);
    watching.resume();
    expect(watching.running).toBe(true);
    await afterResume;
    expect(builds).toBe(2);
    const unchanged = doneTimes(compiler, 1);
    watching.suspend();
    watching.resume();
    await unchanged;
    expect(builds).toBe(3);
    await close(compiler);
  });

  proves('/api/node/#error-handling', 'a missing module and a warning are recorded in the stats (err is null, hasErrors/hasWarnings true); a clean build has neither', async () => {
    const broken = await compilerFor('compile-errors', { 'src/index.js': "import './missing.js';\nexport default 1;\n" }, {
      plugins: [{ apply: (c) => c.hooks.thisCompilation.tap('Warn', (compilation) => { compilation.warnings.push(new webpack.WebpackError('a recorded warning')); }) }],
    });
    const result = await run(broken.compiler);
    await close(broken.compiler);
    expect(result.err).toBeNull();
    expect(result.stats?.hasErrors()).toBe(true);
    expect(result.stats?.hasWarnings()).toBe(true);
    const info = result.stats?.toJson({ all: false, errors: true, warnings: true });
    expect(info?.errors?.[0]?.message).toContain("Can't resolve './missing.js'");
    expect(info?.warnings?.[0]?.message).toContain('a recorded warning');
    const clean = await compilerFor('compile-clean', {});
    const ok = await run(clean.compiler);
    await close(clean.compiler);
    expect([ok.stats?.hasErrors(), ok.stats?.hasWarnings()]).toEqual([false, false]);
  });

  proves('/api/node/#statshaserrors', 'compile errors do not arrive as err: hasErrors() is the only signal', async () => {
    const broken = await compilerFor('has-errors', { 'src/index.js': 'export default (;\n' });
    const result = await run(broken.compiler);
    await close(broken.compiler);
    expect(result.err).toBeNull();
    expect(result.stats?.hasErrors()).toBe(true);
  });

  proves('/api/node/#statshaswarnings', 'hasWarnings() is true once a warning is recorded (here the unset mode)', async () => {
    const dir = await projectDir('has-warnings');
    await writeFiles(dir, { 'src/index.js': 'export default 1;\n' });
    const compiler = webpack({ context: dir, entry: './src/index.js', output: { path: join(dir, 'dist') }, optimization: { minimize: false } });
    const result = await run(compiler);
    await close(compiler);
    expect(result.stats?.hasWarnings()).toBe(true);
    expect(result.stats?.hasErrors()).toBe(false);
  });

  proves('/api/node/#reporting-progress', 'a ProgressPlugin handler gets percentages from 0 to 1 and phase messages such as building and sealing', async () => {
    const { compiler } = await compilerFor('progress', {});
    const seen: [number, string][] = [];
    new webpack.ProgressPlugin((percentage, message) => { seen.push([percentage, message]); }).apply(compiler);
    await run(compiler);
    await close(compiler);
    const messages = new Set(seen.map(([, m]) => m));
    expect(messages.has('building')).toBe(true);
    expect(messages.has('sealing')).toBe(true);
    expect(seen[0]?.[0]).toBe(0);
    expect(seen[seen.length - 1]?.[0]).toBe(1);
    expect(seen.every(([p]) => p >= 0 && p <= 1)).toBe(true);
  });

  proves('/api/node/#multicompiler', 'dependencies makes a compiler wait for the named one; without them and with parallelism the array limits how many run at once; MultiStats aggregates', async () => {
    const dir = await projectDir('multi');
    await writeFiles(dir, { 'src/client.js': 'export default 1;\n', 'src/server.js': 'export default (;\n' });
    const order: string[] = [];
    const tracer = (name: string): webpack.WebpackPluginInstance => ({
      apply: (c) => {
        c.hooks.compile.tap('Proof', () => { order.push(`${name} start`); });
        c.hooks.done.tap('Proof', () => { order.push(`${name} done`); });
      },
    });
    const configs = (names: string[], deps: boolean): webpack.Configuration[] => names.map((name, i) => ({
      name, mode: 'none', context: dir, entry: `./src/${i === 0 ? 'client' : 'server'}.js`, output: { path: join(dir, 'dist', name) },
      ...(deps && i === 1 ? { dependencies: [names[0]!] } : {}), plugins: [tracer(name)],
    }));
    const multi = webpack(configs(['client', 'server'], true).reverse());
    const stats = await new Promise<webpack.MultiStats | undefined>((resolve) => multi.run((_e, s) => resolve(s)));
    await close(multi);
    expect(order).toEqual(['client start', 'client done', 'server start', 'server done']);
    expect(multi.compilers.map((c) => c.name)).toEqual(['server', 'client']);
    expect(stats?.stats.map((s) => s.hasErrors())).toEqual([true, false]);
    expect(stats?.hasErrors()).toBe(true);

    order.length = 0;
    const parallel = webpack(configs(['a', 'b'], false));
    await new Promise<void>((resolve) => parallel.run(() => resolve()));
    await close(parallel);
    expect(order.slice(0, 2)).toEqual(['a start', 'b start']);

    order.length = 0;
    const limited = Object.assign(configs(['c', 'd'], false), { parallelism: 1 });
    const one = webpack(limited);
    await new Promise<void>((resolve) => one.run(() => resolve()));
    await close(one);
    expect(order).toEqual(['c start', 'c done', 'd start', 'd done']);
  });

  proves('/api/node/#custom-file-systems', 'an in-memory output file system (memfs) receives the bundle and nothing is written to disk; output.path must still be absolute', async () => {
    const { dir, compiler } = await compilerFor('memfs', { 'src/index.js': 'export default "in memory";\n' }, { output: { filename: 'bundle.js' } });
    const memoryFs = createFsFromVolume(new Volume());
    compiler.outputFileSystem = memoryFs as unknown as webpack.Compiler['outputFileSystem'];
    const { stats } = await run(compiler);
    await close(compiler);
    expect(stats?.hasErrors()).toBe(false);
    expect(String(memoryFs.readFileSync(join(dir, 'dist', 'bundle.js'), 'utf8'))).toContain('in memory');
    expect(existsSync(join(dir, 'dist'))).toBe(false);
    expect(() => webpack.validate({ output: { path: 'virtual-dist' } })).toThrow(/absolute path/);
  });

  proves('/api/node/#using-promises', 'a promise that settles after compiler.close() settles after the filesystem cache is written', async () => {
    const cacheDirectory = join((await projectDir('promise-cache-root')), 'cache');
    const { compiler } = await compilerFor('promise-cache', {}, { cache: { type: 'filesystem', cacheDirectory, idleTimeout: 600_000, idleTimeoutForInitialStore: 600_000 } });
    let cacheAtRunCallback = true;
    const stats = await new Promise<webpack.Stats | undefined>((resolve, reject) => {
      compiler.run((err, s) => {
        cacheAtRunCallback = existsSync(cacheDirectory);
        compiler.close((closeErr) => (err || closeErr ? reject(err ?? closeErr) : resolve(s)));
      });
    });
    expect(stats?.hasErrors()).toBe(false);
    expect(cacheAtRunCallback).toBe(false);
    expect(readdirSync(cacheDirectory).length).toBeGreaterThan(0);
  });
});
