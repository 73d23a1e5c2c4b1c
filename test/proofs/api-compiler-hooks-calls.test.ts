// Proofs of /api/compiler-hooks/, section by section: one traced run records when webpack calls
// each compiler hook and what state the compiler is in; a watch run, an additional pass and a
// fatal error show the rest.
import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import webpack from 'webpack';
import { build, pastWatcherAccuracy, projectDir, proves, webpackSource, writeFiles } from './proof';

interface Trace {
  events: string[];
  at: Record<string, unknown>;
  output: string;
}

let traced: Promise<Trace> | null = null;

/** Runs a compiler to its callback and records the callback as an event. */
function run(compiler: webpack.Compiler, events: string[]): Promise<webpack.Stats | undefined> {
  return new Promise((resolve, reject) => {
    compiler.run((error, stats) => {
      events.push('run callback');
      compiler.close(() => (error ? reject(error) : resolve(stats)));
    });
  });
}

function trace(): Promise<Trace> {
  traced ??= (async () => {
    const dir = await projectDir('trace');
    await writeFiles(dir, {
      'src/index.js': "import value from './generated.js';\nconsole.log(value);\nimport('./missing.js');\n",
    });
    const events: string[] = [];
    const at: Record<string, unknown> = {};
    const mainJs = join(dir, 'dist/main.js');
    const log = (name: string) => () => { events.push(name); };
    const plugin: webpack.WebpackPluginInstance = {
      apply(compiler) {
        at.filenameAtApply = compiler.options.output.filename;
        const hooks = compiler.hooks;
        hooks.environment.tap('Proof', () => {
          events.push('environment');
          at.filenameAtEnvironment = compiler.options.output.filename;
          at.makeTapsAtEnvironment = hooks.make.taps.map((t) => t.name);
          const real = compiler.inputFileSystem as unknown as Record<string, unknown>;
          let reads = 0;
          at.reads = () => reads;
          compiler.inputFileSystem = new Proxy(real, {
            get: (target, key) => {
              const value = target[key as string];
              if (typeof value !== 'function') return value;
              return (...args: unknown[]) => {
                if (key === 'readFile') reads += 1;
                return (value as (...a: unknown[]) => unknown).apply(target, args);
              };
            },
          }) as unknown as webpack.Compiler['inputFileSystem'];
          at.wrapped = compiler.inputFileSystem;
        });
        hooks.afterEnvironment.tap('Proof', () => {
          events.push('afterEnvironment');
          at.wrappedSeen = compiler.inputFileSystem === at.wrapped;
          at.makeTapsAtAfterEnvironment = hooks.make.taps.length;
        });
        hooks.afterPlugins.tap('Proof', (c) => {
          events.push('afterPlugins');
          at.afterPluginsArg = c === compiler;
          at.makeTapsAtAfterPlugins = hooks.make.taps.map((t) => t.name);
          at.resolveOptionTapsAtAfterPlugins = compiler.resolverFactory.hooks.resolveOptions.for('normal').taps.length;
        });
        hooks.afterResolvers.tap('Proof', () => {
          events.push('afterResolvers');
          at.resolveOptionTapsAtAfterResolvers = compiler.resolverFactory.hooks.resolveOptions.for('normal').taps.map((t) => t.name);
        });
        hooks.initialize.tap('Proof', log('initialize'));
        hooks.beforeRun.tap('Proof', log('beforeRun'));
        hooks.run.tapPromise('Proof', async () => {
          events.push('run');
          await writeFile(join(dir, 'src/generated.js'), "export default 'generated in run';\n");
        });
        hooks.readRecords.tap('Proof', log('readRecords'));
        hooks.normalModuleFactory.tap('Proof', (factory) => { events.push(`normalModuleFactory ${factory.constructor.name}`); });
        hooks.contextModuleFactory.tap('Proof', (factory) => { events.push(`contextModuleFactory ${factory.constructor.name}`); });
        hooks.beforeCompile.tap('Proof', log('beforeCompile'));
        hooks.compile.tap('Proof', log('compile'));
        hooks.thisCompilation.tap('Proof', (compilation) => {
          events.push('thisCompilation');
          compilation.hooks.succeedModule.tap('Proof', log('succeedModule'));
          compilation.hooks.finishModules.tap('Proof', log('finishModules'));
          compilation.hooks.seal.tap('Proof', log('seal'));
          compilation.hooks.afterSeal.tap('Proof', log('afterSeal'));
          compilation.hooks.processAssets.tap({ name: 'Proof', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
            compilation.emitAsset('late.txt', new webpack.sources.RawSource('late'));
          });
        });
        hooks.compilation.tap('Proof', (compilation) => { events.push(`compilation ${compilation.name ?? 'main'}`); });
        hooks.make.tapAsync('Proof', (compilation, callback) => {
          events.push('make');
          compilation.createChildCompiler('child', {}, []).runAsChild((error) => callback(error ?? undefined));
        });
        // Child compilers inherit the taps of most hooks (not make, compile, emit, afterEmit, done): mark their calls.
        hooks.finishMake.tap('Proof', (compilation) => { events.push(compilation.compiler.isChild() ? 'finishMake child' : 'finishMake'); });
        hooks.afterCompile.tap('Proof', (compilation) => {
          if (compilation.compiler.isChild()) return void events.push('afterCompile child');
          events.push('afterCompile');
          at.assetsAtAfterCompile = Object.keys(compilation.assets).sort();
          at.writtenAtAfterCompile = existsSync(mainJs);
        });
        hooks.emit.tap('Proof', (compilation) => {
          events.push('emit');
          at.assetsAtEmit = Object.keys(compilation.assets).sort();
          at.writtenAtEmit = existsSync(mainJs);
        });
        hooks.afterEmit.tap('Proof', () => {
          events.push('afterEmit');
          at.writtenAtAfterEmit = existsSync(mainJs);
        });
        hooks.emitRecords.tap('Proof', log('emitRecords'));
        hooks.done.tap('Proof', (stats) => {
          events.push('done');
          at.doneStats = stats;
        });
        hooks.afterDone.tap('Proof', log('afterDone'));
      },
    };
    const compiler = webpack({ mode: 'none', context: dir, entry: './src/index.js', output: { path: join(dir, 'dist') }, infrastructureLogging: { level: 'none' }, plugins: [plugin] });
    events.push('webpack() returned');
    at.runStats = await run(compiler, events);
    return { events, at, output: await readFile(mainJs, 'utf8') };
  })();
  return traced;
}

const before = (events: string[], a: string, b: string) => {
  expect(events).toContain(a);
  expect(events).toContain(b);
  expect(events.indexOf(a)).toBeLessThan(events.indexOf(b));
};

describe('compiler hooks, where webpack calls them', () => {
  /** The project of the watch run, which counts hook calls: made before the tests run (see pastWatcherAccuracy). */
  let watchDir: string;
  beforeAll(async () => {
    watchDir = await projectDir('watch');
    await writeFiles(watchDir, { 'src/index.js': 'console.log(1);\n', 'src/extra.txt': 'one\n' });
  });

  proves('/api/compiler-hooks/#environment', 'fires after the configured plugins were applied and the defaults filled in, before the internal plugins (no entry tap on make yet)', async () => {
    const { at, events } = await trace();
    expect(at.filenameAtApply).toBeUndefined();
    expect(at.filenameAtEnvironment).toBe('[name].js');
    expect(at.makeTapsAtEnvironment).toEqual(['Proof']);
    expect(events[0]).toBe('environment');
  });

  proves('/api/compiler-hooks/#afterenvironment', 'fires right after environment, before the internal plugins, and sees the file system an environment tap installed (which the build then uses)', async () => {
    const { at, events } = await trace();
    expect(events.slice(0, 2)).toEqual(['environment', 'afterEnvironment']);
    expect(at.wrappedSeen).toBe(true);
    expect(at.makeTapsAtAfterEnvironment).toBe(1);
    expect((at.reads as () => number)()).toBeGreaterThan(0);
  });

  proves('/api/compiler-hooks/#afterplugins', "fires with the compiler once the internal plugins are applied (EntryPlugin taps make) and before the resolver options are registered", async () => {
    const { at } = await trace();
    expect(at.afterPluginsArg).toBe(true);
    expect(at.makeTapsAtAfterPlugins).toContain('EntryPlugin');
    expect(at.resolveOptionTapsAtAfterPlugins).toBe(0);
  });

  proves('/api/compiler-hooks/#afterresolvers', "webpack's resolver options are registered on compiler.resolverFactory by then", async () => {
    const { at, events } = await trace();
    before(events, 'afterPlugins', 'afterResolvers');
    expect(at.resolveOptionTapsAtAfterResolvers).toEqual(['WebpackOptionsApply']);
  });

  proves('/api/compiler-hooks/#initialize', 'is the last setup hook, called before webpack() returns', async () => {
    const { events } = await trace();
    expect(events.slice(0, 6)).toEqual(['environment', 'afterEnvironment', 'afterPlugins', 'afterResolvers', 'initialize', 'webpack() returned']);
    expect(await webpackSource('lib/webpack.js', 'compiler.hooks.initialize.call()', 2)).toContain('return compiler;');
  });

  proves('/api/compiler-hooks/#beforerun', 'fires first in a run(), before the records are read; Watching never calls it', async () => {
    const { events } = await trace();
    expect(events.slice(events.indexOf('beforeRun'), events.indexOf('beforeRun') + 3)).toEqual(['beforeRun', 'run', 'readRecords']);
    expect(await webpackSource('lib/watch/Watching.js', 'class Watching', 600)).not.toContain('beforeRun');
  });

  proves('/api/compiler-hooks/#run', 'fires after beforeRun, before the records and the compilation; a promise it returns delays the build, so it can generate an imported file', async () => {
    const { events, output } = await trace();
    before(events, 'run', 'readRecords');
    before(events, 'run', 'thisCompilation');
    expect(output).toContain('generated in run');
    expect(await webpackSource('lib/watch/Watching.js', 'class Watching', 600)).not.toContain('hooks.run.');
  });

  proves('/api/compiler-hooks/#normalmodulefactory', 'fires with the NormalModuleFactory before beforeCompile', async () => {
    const { events } = await trace();
    before(events, 'normalModuleFactory NormalModuleFactory', 'beforeCompile');
  });

  proves('/api/compiler-hooks/#contextmodulefactory', 'fires with the ContextModuleFactory before beforeCompile', async () => {
    const { events } = await trace();
    before(events, 'contextModuleFactory ContextModuleFactory', 'beforeCompile');
  });

  proves('/api/compiler-hooks/#compile', 'fires right after beforeCompile and before the compilation, once per build even with a child compilation', async () => {
    const { events } = await trace();
    expect(events.slice(events.indexOf('beforeCompile'), events.indexOf('beforeCompile') + 3)).toEqual(['beforeCompile', 'compile', 'thisCompilation']);
    expect(events.filter((e) => e === 'compile')).toHaveLength(1);
  });

  proves('/api/compiler-hooks/#compilation', 'fires for the main compilation and for the child compilation', async () => {
    const { events } = await trace();
    expect(events.filter((e) => e.startsWith('compilation'))).toEqual(['compilation main', 'compilation child']);
  });

  proves('/api/compiler-hooks/#make', 'fires before any module is built; EntryPlugin taps it to add the entry', async () => {
    const { events } = await trace();
    before(events, 'make', 'succeedModule');
    expect(await webpackSource('lib/entry/EntryPlugin.js', 'compiler.hooks.make.tapAsync', 2)).toContain('make');
  });

  proves('/api/compiler-hooks/#finishmake', 'fires after the last module is built, before finishModules and the seal', async () => {
    const { events } = await trace();
    expect(events.lastIndexOf('succeedModule')).toBeLessThan(events.indexOf('finishMake'));
    expect(events.slice(events.indexOf('finishMake'), events.indexOf('finishMake') + 3)).toEqual(['finishMake', 'finishModules', 'seal']);
  });

  proves('/api/compiler-hooks/#aftercompile', 'fires after the seal with the assets produced and none written yet', async () => {
    const { events, at } = await trace();
    before(events, 'afterSeal', 'afterCompile');
    before(events, 'afterCompile', 'emit');
    expect(at.assetsAtAfterCompile).toEqual(expect.arrayContaining(['main.js', 'late.txt']));
    expect(at.writtenAtAfterCompile).toBe(false);
  });

  proves('/api/compiler-hooks/#emit', 'fires with the final asset list before any file is written', async () => {
    const { at } = await trace();
    expect(at.assetsAtEmit).toEqual(at.assetsAtAfterCompile);
    expect(at.writtenAtEmit).toBe(false);
  });

  proves('/api/compiler-hooks/#afteremit', 'fires once the files are on disk', async () => {
    const { at, events } = await trace();
    expect(at.writtenAtAfterEmit).toBe(true);
    before(events, 'emit', 'afterEmit');
  });

  proves('/api/compiler-hooks/#done', 'fires for a build with compilation errors, with the Stats the run() callback gets', async () => {
    const { at, events } = await trace();
    const stats = at.doneStats as webpack.Stats;
    expect(stats.hasErrors()).toBe(true);
    expect(stats).toBe(at.runStats);
    before(events, 'emitRecords', 'done');
  });

  proves('/api/compiler-hooks/#afterdone', 'fires after done and after the run() callback, and with undefined stats after a fatal error', async () => {
    const { events } = await trace();
    expect(events.slice(-3)).toEqual(['done', 'run callback', 'afterDone']);
    const seen: unknown[] = [];
    const dir = await projectDir('fatal');
    await writeFiles(dir, { 'src/index.js': 'console.log(1);\n' });
    const compiler = webpack({
      mode: 'none', context: dir, entry: './src/index.js', output: { path: join(dir, 'dist') }, infrastructureLogging: { level: 'none' },
      plugins: [{ apply: (c) => { c.hooks.run.tap('Boom', () => { throw new Error('boom'); }); c.hooks.afterDone.tap('Proof', (stats) => { seen.push(stats); }); } }],
    });
    const order: string[] = [];
    await expect(run(compiler, order)).rejects.toThrow('boom');
    expect(seen).toEqual([undefined]);
  });

  proves('/api/compiler-hooks/#additionalpass', 'needAdditionalPass returning true fires additionalPass after the files are written and done has fired, then builds again', async () => {
    const events: string[] = [];
    let asked = false;
    const plugin: webpack.WebpackPluginInstance = {
      apply(c) {
        c.hooks.compile.tap('Proof', () => { events.push('compile'); });
        c.hooks.afterEmit.tap('Proof', () => { events.push('afterEmit'); });
        c.hooks.done.tap('Proof', () => { events.push('done'); });
        c.hooks.additionalPass.tap('Proof', () => { events.push('additionalPass'); });
        c.hooks.thisCompilation.tap('Proof', (compilation) => compilation.hooks.needAdditionalPass.tap('Proof', () => {
          if (asked) return undefined;
          asked = true;
          return true;
        }));
      },
    };
    await build(await projectDir('additional-pass'), { 'src/index.js': 'console.log(1);\n' }, { mode: 'none', entry: './src/index.js', plugins: [plugin] });
    expect(events).toEqual(['compile', 'afterEmit', 'done', 'additionalPass', 'compile', 'afterEmit', 'done']);
  });

  proves('/api/compiler-hooks/#invalid', 'in watch mode an edited file fires invalid with its path (or folder) before the rebuild, and watching.invalidate() fires it with null; the dev server taps it', async () => {
    const dir = watchDir;
    await pastWatcherAccuracy([dir]);
    const seen: string[] = [];
    const extra = join(dir, 'src/extra.txt');
    const compiler = webpack({
      mode: 'none', context: dir, entry: './src/index.js', output: { path: join(dir, 'dist') }, infrastructureLogging: { level: 'none' },
      plugins: [{
        apply: (c) => {
          c.hooks.afterCompile.tap('Proof', (compilation) => { compilation.fileDependencies.add(extra); });
          c.hooks.invalid.tap('Proof', (file) => { seen.push(file === null ? 'invalid null' : extra.startsWith(file) ? 'invalid extra.txt' : `invalid ${file}`); });
          c.hooks.watchRun.tap('Proof', () => { seen.push('watchRun'); });
          c.hooks.watchClose.tap('Proof', () => { seen.push('watchClose'); });
        },
      }],
    });
    let builds = 0;
    await new Promise<void>((resolve, reject) => {
      const watching = compiler.watch({}, (error) => {
        if (error) return reject(error);
        builds += 1;
        if (builds === 1) void writeFile(extra, 'two\n');
        else if (!watching) reject(new Error('compiler.watch() returned no Watching'));
        else if (builds === 2) watching.invalidate();
        else watching.close(() => resolve());
      });
    });
    await new Promise<void>((resolve) => compiler.close(() => resolve()));
    expect(seen).toEqual(['watchRun', 'invalid extra.txt', 'watchRun', 'invalid null', 'watchRun', 'watchClose']);
    expect(await webpackSource('lib/watch/Watching.js', 'if (!this._invalidReported) {', 4)).toContain('this.compiler.hooks.invalid.call(');
    const devServer = await readFile(join(dirname(require.resolve('webpack-dev-server/package.json')), 'lib/Server.js'), 'utf8');
    expect(devServer).toContain('this.compiler.hooks.invalid.tap("webpack-dev-server"');
  });

  proves('/api/compiler-hooks/#aftercompile', 'a file added to compilation.fileDependencies in afterCompile is watched: editing it rebuilds (shown in the watch run of #invalid)', async () => {
    expect(await webpackSource('lib/watch/Watching.js', '(compilation).fileDependencies,', 3)).toContain('(compilation).contextDependencies');
  });

  proves('/api/compiler-hooks/#watchclose', 'watching.close() waits for a running build before calling it, and compiler.close() closes an active watching first', async () => {
    const close = await webpackSource('lib/watch/Watching.js', '\tclose(callback) {', 70);
    expect(close).toContain('this.compiler.hooks.watchClose.call()');
    expect(close).toMatch(/if \(this\.running\) \{\s*this\.invalid = true;\s*this\._done = finalCallback;/);
    expect(await webpackSource('lib/Compiler.js', '\tclose(callback) {', 8)).toMatch(/if \(this\.watching\) \{[\s\S]*this\.watching\.close\(/);
  });

  proves('/api/compiler-hooks/#hooks-on-a-multicompiler', 'an array configuration gives a MultiCompiler with the hooks of the table; a configured plugin is applied to its own compiler only', async () => {
    const applied: string[] = [];
    const plugin = (name: string): webpack.WebpackPluginInstance => ({ apply: (c) => { applied.push(`${name} on ${c.options.name}`); } });
    const multi = webpack([
      { name: 'client', mode: 'none', entry: './a.js', plugins: [plugin('p1')] },
      { name: 'server', mode: 'none', entry: './b.js' },
    ]);
    expect(multi).toBeInstanceOf(webpack.MultiCompiler);
    const kinds = Object.fromEntries(Object.entries(multi.hooks).map(([name, hook]) => [name, (hook as object).constructor.name]));
    expect(kinds).toEqual({ done: 'SyncHook', invalid: 'MultiHook', run: 'MultiHook', watchRun: 'MultiHook', watchClose: 'SyncHook', shutdown: 'MultiHook', infrastructureLog: 'MultiHook' });
    expect(applied).toEqual(['p1 on client']);
  });

  proves('/api/compiler-hooks/#choosing-the-right-hook', 'every build, and every watch rebuild, creates a new Compilation', async () => {
    const dir = await projectDir('two-runs');
    await writeFiles(dir, { 'src/index.js': 'console.log(1);\n' });
    const compilations: webpack.Compilation[] = [];
    const compiler = webpack({ mode: 'none', context: dir, entry: './src/index.js', output: { path: join(dir, 'dist') }, plugins: [{ apply: (c) => c.hooks.thisCompilation.tap('Proof', (comp) => { compilations.push(comp); }) }] });
    for (let i = 0; i < 2; i += 1) await new Promise<void>((resolve, reject) => compiler.run((error) => (error ? reject(error) : resolve())));
    await new Promise<void>((resolve) => compiler.close(() => resolve()));
    expect(compilations).toHaveLength(2);
    expect(compilations[0]).not.toBe(compilations[1]);
    expect(await webpackSource('lib/watch/Watching.js', '_go(', 120)).toContain('this.compiler.compile(');
  });
  proves('/api/compiler-hooks/#shutdown', 'webpack(config, callback) closes the compiler after its build, so shutdown fires; the webpack CLI creates its compiler with a callback', async () => {
    const dir = await projectDir('callback');
    await writeFiles(dir, { 'src/index.js': 'console.log(1);\n' });
    const events: string[] = [];
    await new Promise<void>((resolve, reject) => {
      webpack({
        mode: 'none', context: dir, entry: './src/index.js', output: { path: join(dir, 'dist') },
        plugins: [{ apply: (c) => { c.hooks.done.tap('Proof', () => { events.push('done'); }); c.hooks.shutdown.tap('Proof', () => { events.push('shutdown'); }); } }],
      }, (error) => {
        events.push('callback');
        if (error) reject(error);
        else resolve();
      });
    });
    expect(events).toEqual(['done', 'shutdown', 'callback']);
    const cli = await readFile(join(dirname(require.resolve('webpack-cli/package.json')), 'lib/webpack-cli.js'), 'utf8');
    expect(cli).toMatch(/compiler = webpackCallback\s*\?\s*webpack\(config\.options, webpackCallback\)/);
  });
});
