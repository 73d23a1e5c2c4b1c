// Proofs of /api/compilation-hooks/: plugins tap the compilation's hooks in tiny builds.
import { readdir, readFile, utimes } from 'node:fs/promises';
import { join } from 'node:path';
import webpack from 'webpack';
import { build, projectDir, proves, webpackSource, writeFiles } from './proof';

type CompilationHook = keyof webpack.Compilation['hooks'];

/** A plugin that gives every compilation of the main compiler to `use`. */
function onCompilation(use: (compilation: webpack.Compilation, compiler: webpack.Compiler) => void): webpack.WebpackPluginInstance {
  return { apply: (compiler) => compiler.hooks.thisCompilation.tap('Proof', (compilation) => use(compilation, compiler)) };
}

/** Records the names in `names` (collapsing repeats) as the compilation calls them. */
function recorder(names: CompilationHook[], calls: string[]): webpack.WebpackPluginInstance {
  return onCompilation((compilation) => {
    for (const name of names) {
      const hook = compilation.hooks[name] as unknown as { tap(n: string, f: () => void): void };
      hook.tap('Recorder', () => {
        if (calls[calls.length - 1] !== name) calls.push(name);
      });
    }
  });
}

const entry = { 'src/index.js': "import('./lazy.js');\n", 'src/lazy.js': 'export default 1;\n' };

describe('compilation hooks', () => {
  proves('/api/compilation-hooks/#phases-at-a-glance', 'the build and seal hooks fire in the order shown', async () => {
    const order: CompilationHook[] = [
      'addEntry', 'buildModule', 'succeedModule', 'succeedEntry', 'finishModules', 'seal', 'optimizeDependencies', 'afterOptimizeDependencies',
      'beforeChunks', 'afterChunks', 'optimize', 'optimizeModules', 'afterOptimizeModules', 'optimizeChunks', 'afterOptimizeChunks', 'optimizeTree',
      'afterOptimizeTree', 'optimizeChunkModules', 'afterOptimizeChunkModules', 'shouldRecord', 'reviveModules', 'beforeModuleIds', 'moduleIds',
      'optimizeModuleIds', 'afterOptimizeModuleIds', 'reviveChunks', 'beforeChunkIds', 'chunkIds', 'optimizeChunkIds', 'afterOptimizeChunkIds',
      'optimizeCodeGeneration', 'beforeModuleHash', 'afterModuleHash', 'beforeCodeGeneration', 'afterCodeGeneration', 'beforeRuntimeRequirements',
      'afterRuntimeRequirements', 'beforeHash', 'afterHash', 'beforeModuleAssets', 'shouldGenerateChunkAssets', 'beforeChunkAssets', 'processAssets',
      'afterProcessAssets', 'needAdditionalSeal', 'afterSeal',
    ];
    const calls: string[] = [];
    await build(await projectDir('phases'), { 'src/index.js': 'console.log(1);\n' }, { mode: 'none', entry: './src/index.js', plugins: [recorder(order, calls)] });
    expect(calls).toEqual(order);
  });

  proves('/api/compilation-hooks/#failedmodule', 'a loader that throws does not fire failedModule: the module still succeeds and the error reaches compilation.errors', async () => {
    const dir = await projectDir('failed-module');
    const seen: string[] = [];
    const plugin = onCompilation((compilation) => {
      compilation.hooks.failedModule.tap('Log', (module) => { seen.push(`failed ${module.readableIdentifier(compilation.requestShortener)}`); });
      compilation.hooks.succeedModule.tap('Log', (module) => { seen.push(`succeeded ${module.readableIdentifier(compilation.requestShortener)}`); });
    });
    const built = await build(dir, { 'src/index.js': 'console.log(1);\n', 'throwing-loader.js': "module.exports = function () { throw new Error('loader broke'); };\n" }, {
      mode: 'none',
      entry: './src/index.js',
      module: { rules: [{ test: /index\.js$/, use: join(dir, 'throwing-loader.js') }] },
      plugins: [plugin],
    });
    expect(seen).toEqual([expect.stringMatching(/^succeeded .*src\/index\.js$/)]);
    expect(built.errors.join('\n')).toContain('loader broke');
  });

  proves('/api/compilation-hooks/#failedentry', 'an entry that does not resolve fires succeedEntry (the error goes to the stats); only with bail does failedEntry fire', async () => {
    const seen: string[] = [];
    const plugin = onCompilation((compilation) => {
      compilation.hooks.failedEntry.tap('Log', () => { seen.push('failedEntry'); });
      compilation.hooks.succeedEntry.tap('Log', (_entry, _options, module) => { seen.push(`succeedEntry ${module ? 'with a module' : 'without a module'}`); });
    });
    const built = await build(await projectDir('failed-entry'), {}, { mode: 'none', entry: './src/missing.js', plugins: [plugin] });
    expect(seen).toEqual(['succeedEntry without a module']);
    expect(built.errors.join('\n')).toMatch(/Module not found/);
    seen.length = 0;
    await expect(build(await projectDir('failed-entry-bail'), {}, { mode: 'none', bail: true, entry: './src/missing.js', plugins: [plugin] })).rejects.toThrow(/Module not found/);
    expect(seen).toEqual(['failedEntry']);
  });

  proves('/api/compilation-hooks/#stillvalidmodule', 'fires instead of buildModule for a module taken unchanged from the cache on the next build', async () => {
    const dir = await projectDir('still-valid');
    await writeFiles(dir, { 'src/index.js': 'console.log(1);\n' });
    // A file changed during the build's time window is never trusted from the cache; date it back.
    const past = new Date(Date.now() - 60_000);
    await utimes(join(dir, 'src/index.js'), past, past);
    const runs: string[][] = [];
    const compiler = webpack({
      mode: 'none',
      context: dir,
      cache: { type: 'memory' },
      entry: './src/index.js',
      output: { path: join(dir, 'dist') },
      plugins: [{
        apply: (c) => c.hooks.thisCompilation.tap('Log', (compilation) => {
          const seen: string[] = [];
          runs.push(seen);
          compilation.hooks.buildModule.tap('Log', () => { seen.push('buildModule'); });
          compilation.hooks.stillValidModule.tap('Log', () => { seen.push('stillValidModule'); });
        }),
      }],
    });
    const run = () => new Promise<void>((resolve, reject) => compiler.run((error) => (error ? reject(error) : resolve())));
    await run();
    await run();
    await new Promise<void>((resolve) => compiler.close(() => resolve()));
    expect(runs).toEqual([['buildModule'], ['stillValidModule']]);
  });

  proves('/api/compilation-hooks/#optimizemodules', 'returning true makes webpack call the hook again', async () => {
    let calls = 0;
    const plugin = onCompilation((compilation) => compilation.hooks.optimizeModules.tap('Twice', () => {
      calls += 1;
      return calls === 1 ? true : undefined;
    }));
    await build(await projectDir('optimize-modules'), { 'src/index.js': 'console.log(1);\n' }, { mode: 'none', entry: './src/index.js', plugins: [plugin] });
    expect(calls).toBe(2);
  });

  proves('/api/compilation-hooks/#moduleids', 'with optimization.moduleIds false, a moduleIds tap assigns the IDs the bundle uses', async () => {
    const plugin = onCompilation((compilation) => compilation.hooks.moduleIds.tap('Prefixed', (modules) => {
      let next = 0;
      for (const module of modules) if (compilation.chunkGraph.getModuleId(module) === null) compilation.chunkGraph.setModuleId(module, `m${next++}`);
    }));
    const built = await build(await projectDir('module-ids'), entry, { mode: 'none', entry: './src/index.js', optimization: { moduleIds: false }, plugins: [plugin] });
    expect(built.errors).toEqual([]);
    expect(await built.read('main.js')).toMatch(/"m\d+"/);
  });

  proves('/api/compilation-hooks/#shouldrecord', 'returning false skips recordModules and recordChunks, while reviveModules still fires', async () => {
    const calls: string[] = [];
    const plugin = onCompilation((compilation) => compilation.hooks.shouldRecord.tap('NoRecords', () => false));
    await build(await projectDir('should-record'), entry, { mode: 'none', entry: './src/index.js', plugins: [plugin, recorder(['reviveModules', 'recordModules', 'recordChunks'], calls)] });
    expect(calls).toEqual(['reviveModules']);
  });

  proves('/api/compilation-hooks/#optimizechunks', 'the built-in chunk optimizations tap it at the stages -10, 0 and 10', async () => {
    expect(await webpackSource('lib/optimize/OptimizationStages.js', 'STAGE_ADVANCED', 3)).toMatch(/STAGE_ADVANCED = 10;\s*module\.exports\.STAGE_BASIC = -10;\s*module\.exports\.STAGE_DEFAULT = 0;/);
    expect(await webpackSource('lib/optimize/SplitChunksPlugin.js', 'compilation.hooks.optimizeChunks.tap(', 4)).toContain('STAGE_ADVANCED');
  });

  proves('/api/compilation-hooks/#optimizeassets', 'is the same hook object as processAssets', async () => {
    let same = false;
    await build(await projectDir('optimize-assets'), { 'src/index.js': '1;\n' }, { mode: 'none', entry: './src/index.js', plugins: [onCompilation((c) => { same = c.hooks.optimizeAssets === c.hooks.processAssets; })] });
    expect(same).toBe(true);
  });

  proves('/api/compilation-hooks/#deprecated-asset-hooks', 'optimizeChunkAssets taps processAssets at the OPTIMIZE stage and prints a deprecation warning', async () => {
    const source = await webpackSource('lib/Compilation.js', 'optimizeChunkAssets:', 12);
    expect(source).toContain('Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE,');
    expect(source).toContain('DEP_WEBPACK_COMPILATION_OPTIMIZE_CHUNK_ASSETS');
  });

  proves('/api/compilation-hooks/#handling-assets-added-later', 'with additionalAssets: true the callback runs again with only the assets a later stage adds', async () => {
    const batches: string[][] = [];
    const plugin = onCompilation((compilation, compiler) => {
      const { Compilation, sources } = compiler.webpack;
      compilation.hooks.processAssets.tap({ name: 'Early', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONS, additionalAssets: true }, (assets) => { batches.push(Object.keys(assets).sort()); });
      compilation.hooks.processAssets.tap({ name: 'Late', stage: Compilation.PROCESS_ASSETS_STAGE_SUMMARIZE }, () => { compilation.emitAsset('manifest.json', new sources.RawSource('{}')); });
    });
    await build(await projectDir('additional-assets'), { 'src/index.js': '1;\n' }, { mode: 'none', entry: './src/index.js', plugins: [plugin] });
    expect(batches).toEqual([['main.js'], ['manifest.json']]);
  });

  proves('/api/compilation-hooks/#processerrors', 'a processWarnings tap filters the warnings the stats report', async () => {
    const plugin = onCompilation((compilation, compiler) => {
      compilation.hooks.finishModules.tap('Warn', () => { compilation.warnings.push(new compiler.webpack.WebpackError('legacy-lib is old')); compilation.warnings.push(new compiler.webpack.WebpackError('kept warning')); });
      compilation.hooks.processWarnings.tap('Filter', (warnings) => warnings.filter((w) => !/legacy-lib/.test(w.message)));
    });
    const built = await build(await projectDir('process-warnings'), { 'src/index.js': '1;\n' }, { mode: 'none', entry: './src/index.js', plugins: [plugin] });
    expect(built.warnings).toEqual(['kept warning']);
  });

  proves('/api/compilation-hooks/#beforemoduleids', 'an ID set here is kept: the built-in strategy only numbers modules without one', async () => {
    const plugin = onCompilation((compilation) => compilation.hooks.beforeModuleIds.tap('Custom', (modules) => {
      for (const module of modules) if (module.readableIdentifier(compilation.requestShortener).endsWith('lazy.js')) compilation.chunkGraph.setModuleId(module, 'custom-lazy');
    }));
    const built = await build(await projectDir('before-module-ids'), entry, { mode: 'production', entry: './src/index.js', output: { chunkFilename: '[name].chunk.js' }, plugins: [plugin] });
    const code = (await Promise.all(built.files.map((f) => built.read(f)))).join('\n');
    expect(code).toContain('"custom-lazy"');
  });

  proves('/api/compilation-hooks/#afteroptimizedependencies', 'export usage is known at this point: an export nothing imports is marked unused', async () => {
    let unusedState: unknown;
    let usedState: unknown;
    const plugin = onCompilation((compilation) => compilation.hooks.afterOptimizeDependencies.tap('Usage', (modules) => {
      for (const module of modules) {
        if (!module.readableIdentifier(compilation.requestShortener).endsWith('lib.js')) continue;
        const exportsInfo = compilation.moduleGraph.getExportsInfo(module);
        usedState = exportsInfo.getUsed('used', undefined);
        unusedState = exportsInfo.getUsed('unused', undefined);
      }
    }));
    await build(await projectDir('after-optimize-dependencies'), { 'src/index.js': "import { used } from './lib.js';\nconsole.log(used);\n", 'src/lib.js': 'export const used = 1;\nexport const unused = 2;\n' }, { mode: 'production', entry: './src/index.js', plugins: [plugin] });
    expect(unusedState).toBe(0); // UsageState.Unused
    expect(usedState).not.toBe(0);
  });

  proves('/api/compilation-hooks/#afteroptimizechunks', 'splitChunks has run by now: the split chunk exists here but not yet at afterChunks', async () => {
    const counts: Record<string, number> = {};
    const plugin = onCompilation((compilation) => {
      compilation.hooks.afterChunks.tap('Count', (chunks) => { counts.afterChunks = [...chunks].length; });
      compilation.hooks.afterOptimizeChunks.tap('Count', (chunks) => { counts.afterOptimizeChunks = [...chunks].length; });
    });
    const files = { 'src/a.js': "import './shared.js';\n", 'src/b.js': "import './shared.js';\n", 'src/shared.js': 'console.log(1);\n' };
    await build(await projectDir('after-optimize-chunks'), files, {
      mode: 'none',
      entry: { a: './src/a.js', b: './src/b.js' },
      optimization: { splitChunks: { chunks: 'all', minSize: 0, cacheGroups: { shared: { test: /shared/, name: 'shared', enforce: true } } } },
      plugins: [plugin],
    });
    expect(counts).toEqual({ afterChunks: 2, afterOptimizeChunks: 3 });
  });

  proves('/api/compilation-hooks/#afteroptimizetree', "no plugin of webpack's own taps optimizeTree or afterOptimizeTree, and only AggressiveSplittingPlugin taps optimize", async () => {
    const lib = join(require.resolve('webpack/package.json'), '..', 'lib');
    const files = (await readdir(lib, { recursive: true })).filter((f) => f.endsWith('.js'));
    const tappers = async (hook: string) => {
      const found: string[] = [];
      for (const file of files) if (new RegExp(`hooks\\.${hook}\\.tap`).test(await readFile(join(lib, file), 'utf8'))) found.push(file.split('\\').join('/'));
      return found;
    };
    expect(await tappers('optimizeTree')).toEqual([]);
    expect(await tappers('afterOptimizeTree')).toEqual([]);
    expect(await tappers('optimize')).toEqual(['optimize/AggressiveSplittingPlugin.js']);
  });
});
