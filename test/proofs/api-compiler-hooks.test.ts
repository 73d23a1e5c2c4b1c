// Proofs of /api/compiler-hooks/: a plugin taps the hooks and records when webpack calls them.
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import webpack from 'webpack';
import { build, effectiveOptions, pastWatcherAccuracy, projectDir, proves, webpackSource, writeFiles } from './proof';

type HookName = keyof webpack.Compiler['hooks'];

const setupHooks: HookName[] = ['validate', 'environment', 'afterEnvironment', 'entryOption', 'afterPlugins', 'afterResolvers', 'initialize'];
const runHooks: HookName[] = [
  'beforeRun', 'run', 'readRecords', 'normalModuleFactory', 'contextModuleFactory', 'beforeCompile', 'compile', 'thisCompilation', 'compilation',
  'make', 'finishMake', 'afterCompile', 'shouldEmit', 'emit', 'assetEmitted', 'afterEmit', 'emitRecords', 'done', 'afterDone',
];

/** A plugin that appends the name of every hook in `names` to `calls` when webpack calls it. */
function recorder(names: HookName[], calls: string[]): webpack.WebpackPluginInstance {
  return {
    apply(compiler) {
      for (const name of names) {
        const hook = compiler.hooks[name] as unknown as { tap(n: string, f: () => void): void };
        hook.tap('Recorder', () => {
          if (calls[calls.length - 1] !== name) calls.push(name);
        });
      }
    },
  };
}

const entry = { 'src/index.js': 'console.log(1);\n' };

describe('compiler hooks', () => {
  /** The project of the watch run, which looks at what the watcher reports: made before the tests run (see pastWatcherAccuracy). */
  let watchDir: string;
  beforeAll(async () => {
    watchDir = await projectDir('watch');
    await writeFiles(watchDir, entry);
  });

  proves('/api/compiler-hooks/#order-of-hooks', 'setup hooks fire once in the order shown, then a run() goes through the run sequence with the records hooks around the build', async () => {
    const calls: string[] = [];
    await build(await projectDir('order'), entry, { mode: 'none', entry: './src/index.js', plugins: [recorder([...setupHooks, ...runHooks], calls)] });
    expect(calls).toEqual([...setupHooks, ...runHooks]);
  });

  proves('/api/compiler-hooks/#validate', 'is not called when validation is off (validate: false)', async () => {
    const calls: string[] = [];
    await build(await projectDir('no-validate'), entry, { mode: 'none', validate: false, entry: './src/index.js', plugins: [recorder(['validate', 'environment'], calls)] });
    expect(calls).toEqual(['environment']);
  });

  proves('/api/compiler-hooks/#entryoption', 'returning true skips the default entry handling, so no entry chunk is emitted', async () => {
    const plugin: webpack.WebpackPluginInstance = { apply: (c) => c.hooks.entryOption.tap('TakeOver', () => true) };
    const built = await build(await projectDir('entry-option'), entry, { mode: 'none', entry: './src/index.js', plugins: [plugin] });
    expect(built.files).toEqual([]);
  });

  proves('/api/compiler-hooks/#shouldemit', 'returning false writes no files, and done still fires', async () => {
    let done = 0;
    const plugin: webpack.WebpackPluginInstance = {
      apply: (c) => {
        c.hooks.shouldEmit.tap('Skip', () => false);
        c.hooks.done.tap('Count', () => { done += 1; });
      },
    };
    const built = await build(await projectDir('should-emit'), entry, { mode: 'none', entry: './src/index.js', plugins: [plugin] });
    expect(built.files).toEqual([]);
    expect(done).toBe(1);
  });

  proves('/api/compiler-hooks/#shouldemit', 'production mode applies NoEmitOnErrorsPlugin, which taps shouldEmit', async () => {
    expect(effectiveOptions({ mode: 'production' }).optimization.emitOnErrors).toBe(false);
    expect(await webpackSource('lib/diagnostics/NoEmitOnErrorsPlugin.js', 'apply(compiler)', 6)).toContain('compiler.hooks.shouldEmit.tap');
  });

  proves('/api/compiler-hooks/#assetemitted', 'does not fire for a file already on disk with the same content', async () => {
    const dir = await projectDir('asset-emitted');
    const emitted = async () => {
      const files: string[] = [];
      const plugin: webpack.WebpackPluginInstance = { apply: (c) => c.hooks.assetEmitted.tap('Log', (file) => { files.push(file); }) };
      await build(dir, entry, { mode: 'none', entry: './src/index.js', plugins: [plugin] });
      return files;
    };
    expect(await emitted()).toEqual(['main.js']);
    expect(await emitted()).toEqual([]);
  });

  proves('/api/compiler-hooks/#emitrecords', 'readRecords and emitRecords fire on every build once tapped, with no records file configured', async () => {
    const calls: string[] = [];
    const built = await build(await projectDir('records'), entry, { mode: 'none', entry: './src/index.js', plugins: [recorder(['readRecords', 'emitRecords'], calls)] });
    expect(calls).toEqual(['readRecords', 'emitRecords']);
    expect(built.files).toEqual(['main.js']);
  });

  proves('/api/compiler-hooks/#failed', 'fires for a fatal error but not for compilation errors, which reach done', async () => {
    const seen: string[] = [];
    const watcher: webpack.WebpackPluginInstance = {
      apply: (c) => {
        c.hooks.failed.tap('Log', () => { seen.push('failed'); });
        c.hooks.done.tap('Log', (stats) => { seen.push(stats.hasErrors() ? 'done with errors' : 'done'); });
      },
    };
    await build(await projectDir('failed-compilation'), { 'src/index.js': "import './missing.js';\n" }, { mode: 'none', entry: './src/index.js', plugins: [watcher] });
    expect(seen).toEqual(['done with errors']);
    seen.length = 0;
    const fatal: webpack.WebpackPluginInstance = { apply: (c) => c.hooks.run.tap('Boom', () => { throw new Error('boom'); }) };
    await expect(build(await projectDir('failed-fatal'), entry, { mode: 'none', entry: './src/index.js', plugins: [watcher, fatal] })).rejects.toThrow('boom');
    expect(seen).toEqual(['failed']);
  });

  proves('/api/compiler-hooks/#thiscompilation', "is called for the main compilation only, while a parent's compilation taps also run for child compilations", async () => {
    const seen: string[] = [];
    const plugin: webpack.WebpackPluginInstance = {
      apply: (c) => {
        c.hooks.thisCompilation.tap('Log', (compilation) => { seen.push(`thisCompilation ${compilation.name ?? 'main'}`); });
        c.hooks.compilation.tap('Log', (compilation) => { seen.push(`compilation ${compilation.name ?? 'main'}`); });
        c.hooks.make.tapAsync('Child', (compilation, callback) => {
          compilation.createChildCompiler('child', {}, []).runAsChild((error) => callback(error ?? undefined));
        });
      },
    };
    await build(await projectDir('child'), entry, { mode: 'none', entry: './src/index.js', plugins: [plugin] });
    expect(seen).toEqual(['thisCompilation main', 'compilation main', 'compilation child']);
  });

  proves('/api/compiler-hooks/#infrastructurelog', 'returning true keeps the message from being printed', async () => {
    const printed: string[] = [];
    const compiler = webpack({
      mode: 'none',
      entry: './src/index.js',
      infrastructureLogging: { level: 'info', console: { ...console, info: (...a: unknown[]) => printed.push(a.join(' ')) } as Console },
      plugins: [{ apply: (c) => c.hooks.infrastructureLog.tap('Quiet', (name) => (name === 'Quiet' ? true : undefined)) }],
    });
    compiler.getInfrastructureLogger('Quiet').info('hidden');
    compiler.getInfrastructureLogger('Loud').info('shown');
    expect(printed.join('\n')).not.toContain('hidden');
    expect(printed.join('\n')).toContain('shown');
  });

  proves('/api/compiler-hooks/#logs-of-a-compilation', 'returning true from compilation.hooks.log keeps the entry out of the stats', async () => {
    const plugin: webpack.WebpackPluginInstance = {
      apply: (c) => c.hooks.thisCompilation.tap('Logs', (compilation) => {
        compilation.hooks.log.tap('Logs', (origin) => (origin === 'Noisy' ? true : undefined));
        compilation.getLogger('Noisy').info('dropped');
        compilation.getLogger('Kept').info('stored');
      }),
    };
    const built = await build(await projectDir('compilation-log'), entry, { mode: 'none', entry: './src/index.js', plugins: [plugin] });
    expect(built.logs).toContain('stored');
    expect(built.logs).not.toContain('dropped');
  });

  proves('/api/compiler-hooks/#watchrun', 'modifiedFiles is undefined on the first watch build and holds the edited file on the rebuild; invalid fires before it', async () => {
    const dir = watchDir;
    await pastWatcherAccuracy([dir]);
    const seen: string[] = [];
    const compiler = webpack({
      mode: 'none',
      context: dir,
      entry: './src/index.js',
      output: { path: join(dir, 'dist') },
      infrastructureLogging: { level: 'none' },
      plugins: [{
        apply: (c) => {
          c.hooks.watchRun.tap('Log', (comp) => { seen.push(comp.modifiedFiles ? `watchRun with ${comp.modifiedFiles.has(join(dir, 'src/index.js')) ? 'the edited file' : 'other paths'}` : 'watchRun undefined'); });
          // The watcher may report the file or the folder that holds it.
          c.hooks.invalid.tap('Log', (file) => { seen.push(file && join(dir, 'src/index.js').startsWith(file) ? 'invalid' : `invalid ${String(file)}`); });
          c.hooks.beforeRun.tap('Log', () => { seen.push('beforeRun'); });
          c.hooks.watchClose.tap('Log', () => { seen.push('watchClose'); });
        },
      }],
    });
    let builds = 0;
    await new Promise<void>((resolve, reject) => {
      const watching = compiler.watch({}, (error) => {
        if (error) return reject(error);
        builds += 1;
        if (builds === 1) void writeFile(join(dir, 'src/index.js'), 'console.log(2);\n');
        else if (watching) watching.close(() => resolve());
        else reject(new Error('compiler.watch() returned no Watching to close'));
      });
    });
    await new Promise<void>((resolve) => compiler.close(() => resolve()));
    expect(seen).toEqual(['watchRun undefined', 'invalid', 'watchRun with the edited file', 'watchClose']);
  });

  proves('/api/compiler-hooks/#shutdown', 'compiler.close() calls shutdown, then shuts down the cache', async () => {
    const source = await webpackSource('lib/Compiler.js', 'this.hooks.shutdown.callAsync(', 16);
    expect(source.indexOf('this.cache.shutdown(')).toBeGreaterThan(0);
  });

  proves('/api/compiler-hooks/#beforecompile', 'taps are copied to child compilers, while compile, make, emit, afterEmit, done and thisCompilation taps are not', async () => {
    const source = await webpackSource('lib/Compiler.js', 'for (const name in this.hooks) {', 14);
    for (const name of ['make', 'compile', 'emit', 'afterEmit', 'invalid', 'done', 'thisCompilation']) expect(source).toContain(`"${name}"`);
    expect(source).not.toContain('"beforeCompile"');
  });
});
