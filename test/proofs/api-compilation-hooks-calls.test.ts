// Proofs of /api/compilation-hooks/, section by section: one traced build records when webpack
// calls each hook and what it passes; a few small builds show what a tap's return value changes.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import webpack from 'webpack';
import { build, projectDir, proves, webpackSource } from './proof';

type Compilation = webpack.Compilation;
type Module = webpack.Module;

/** A plugin that gives the main compilation (and its compiler) to `use`. */
function onCompilation(use: (compilation: Compilation, compiler: webpack.Compiler) => void): webpack.WebpackPluginInstance {
  return { apply: (compiler) => compiler.hooks.thisCompilation.tap('Proof', (compilation) => use(compilation, compiler)) };
}

const base = (m: Module | undefined | null): string => {
  const name = m?.nameForCondition() ?? '';
  return name.slice(name.lastIndexOf('/') + 1);
};

interface Trace {
  events: string[];
  files: string[];
  errors: string[];
  at: Record<string, unknown>;
}

declare global {
  // The project's loader reports to the test through this list (loaders run in this process).
  // eslint-disable-next-line no-var
  var proofLoaderCalls: string[] | undefined;
}

let traced: Promise<Trace> | null = null;

/** The traced build: an entry importing a module (run through a loader that emits a file) and a lazy chunk, plus an entry that does not resolve. */
function trace(): Promise<Trace> {
  traced ??= (async () => {
    const events: string[] = [];
    const at: Record<string, unknown> = {};
    globalThis.proofLoaderCalls = events;
    const { Compilation: C, RuntimeGlobals, sources } = webpack;
    const plain = [
      'seal', 'optimizeDependencies', 'afterOptimizeDependencies', 'beforeChunks', 'afterChunks', 'optimize', 'afterOptimizeModules',
      'optimizeChunks', 'afterOptimizeChunkModules', 'shouldRecord', 'beforeModuleIds', 'afterOptimizeModuleIds', 'beforeChunkIds', 'chunkIds',
      'optimizeChunkIds', 'afterOptimizeChunkIds', 'optimizeCodeGeneration', 'beforeModuleHash', 'afterModuleHash', 'beforeCodeGeneration',
      'afterCodeGeneration', 'beforeRuntimeRequirements', 'afterRuntimeRequirements', 'beforeHash', 'afterHash', 'beforeModuleAssets',
      'shouldGenerateChunkAssets', 'beforeChunkAssets', 'afterProcessAssets', 'needAdditionalSeal', 'afterSeal',
    ] as const;
    const plugin: webpack.WebpackPluginInstance = {
      apply(compiler) {
        compiler.hooks.make.tap('Proof', (compilation) => {
          const child = compilation.createChildCompiler('proof-child', {}, []);
          at.childName = child.name;
        });
        compiler.hooks.thisCompilation.tap('Proof', (compilation) => {
          const mainChunk = () => [...compilation.chunks].find((c) => c.name === 'main')!;
          const modulesNamed = (name: string) => [...compilation.modules].filter((m) => base(m) === name);
          for (const name of plain) {
            (compilation.hooks[name] as unknown as { tap(n: string, f: (...a: unknown[]) => void): void }).tap('Proof', (...args: unknown[]) => {
              events.push(name);
              at[`${name}Args`] = args.length;
            });
          }
          compilation.hooks.addEntry.tap('Proof', (dep, options) => { events.push(`addEntry ${(dep as unknown as { request: string }).request} ${options.name}`); });
          compilation.hooks.succeedEntry.tap('Proof', (_dep, options, module) => { events.push(`succeedEntry ${options.name} ${base(module)}`); });
          compilation.hooks.buildModule.tap('Proof', (m) => { events.push(`buildModule ${base(m)}`); });
          compilation.hooks.succeedModule.tap('Proof', (m) => {
            events.push(`succeedModule ${base(m)}`);
            if (base(m) === 'index.js') {
              at.indexDeps = m.dependencies.map((d) => (d as unknown as { request?: string }).request).filter(Boolean);
              at.aBuiltAtIndexSuccess = events.includes('buildModule a.js');
            }
          });
          compilation.hooks.finishModules.tap('Proof', () => { events.push('finishModules'); });
          compilation.hooks.beforeChunks.tap('Proof', () => { at.chunksBefore = compilation.chunks.size; });
          compilation.hooks.afterChunks.tap('Proof', (chunks) => {
            at.chunksAfter = [...chunks].map((c) => [...compilation.chunkGraph.getChunkModulesIterable(c)].map(base).sort().join('+')).sort();
          });
          let rounds = 0;
          compilation.hooks.optimizeModules.tap('Proof', () => {
            events.push('optimizeModules');
            rounds += 1;
            return rounds === 1 ? true : undefined;
          });
          const concatenated = () => [...compilation.modules].filter((m) => m.constructor.name === 'ConcatenatedModule').length;
          compilation.hooks.optimizeChunkModules.tap('Proof', () => { at.concatenatedBefore = concatenated(); });
          compilation.hooks.afterOptimizeChunkModules.tap('Proof', () => { at.concatenatedAfter = concatenated(); });
          const ids = () => [...compilation.modules].filter((m) => compilation.chunkGraph.getNumberOfModuleChunks(m) > 0).map((m) => compilation.chunkGraph.getModuleId(m));
          compilation.hooks.beforeModuleIds.tap('Proof', () => { at.moduleIdsBefore = ids(); });
          compilation.hooks.optimizeModuleIds.tap('Proof', () => { at.moduleIdsAtOptimize = ids(); });
          compilation.hooks.beforeChunkIds.tap('Proof', () => { at.chunkIdsBefore = [...compilation.chunks].map((c) => c.id); });
          compilation.hooks.optimizeChunkIds.tap('Proof', () => { at.chunkIdsAtOptimize = [...compilation.chunks].map((c) => c.id); });
          const moduleHashed = () => {
            try {
              const index = modulesNamed('index.js')[0]!;
              return typeof compilation.chunkGraph.getModuleHash(index, mainChunk().runtime) === 'string';
            } catch {
              return false;
            }
          };
          compilation.hooks.beforeModuleHash.tap('Proof', () => { at.hashedBefore = moduleHashed(); });
          compilation.hooks.afterModuleHash.tap('Proof', () => { at.hashedAfter = moduleHashed(); });
          compilation.hooks.beforeCodeGeneration.tap('Proof', () => { at.codeBefore = compilation.codeGenerationResults === undefined; });
          compilation.hooks.afterCodeGeneration.tap('Proof', () => {
            at.codeAfter = compilation.codeGenerationResults?.has(modulesNamed('index.js')[0]!, mainChunk().runtime);
          });
          compilation.hooks.afterRuntimeRequirements.tap('Proof', () => {
            at.treeRequirements = [...compilation.chunkGraph.getTreeRuntimeRequirements(mainChunk())];
          });
          compilation.hooks.runtimeRequirementInModule.for(RuntimeGlobals.ensureChunk).tap('Proof', (m) => { events.push(`inModule ensureChunk ${base(m)}`); });
          compilation.hooks.runtimeRequirementInChunk.for(RuntimeGlobals.ensureChunk).tap('Proof', (chunk) => { events.push(`inChunk ensureChunk ${chunk.name}`); });
          compilation.hooks.runtimeRequirementInTree.for(RuntimeGlobals.publicPath).tap('Proof', (chunk) => { events.push(`inTree publicPath ${chunk.name}`); });
          compilation.hooks.runtimeModule.tap('Proof', (m, chunk) => { events.push(`runtimeModule ${m.name} ${chunk.name}`); });
          compilation.hooks.beforeHash.tap('Proof', () => { at.hashBefore = [compilation.hash, mainChunk().hash]; });
          compilation.hooks.contentHash.tap('Proof', (chunk) => { events.push(`contentHash ${chunk.name ?? 'lazy'}`); });
          compilation.hooks.afterHash.tap('Proof', () => { at.hashAfter = [typeof compilation.hash, typeof mainChunk().hash, typeof mainChunk().contentHash.javascript]; });
          compilation.hooks.moduleAsset.tap('Proof', (m, file) => { events.push(`moduleAsset ${base(m)} ${file}`); });
          compilation.hooks.renderManifest.tap('Proof', (result, options) => {
            if (options.chunk.name !== 'main') return result;
            return [...result, {
              render: () => new sources.RawSource('extra'),
              filenameTemplate: '[name].extra.txt',
              pathOptions: { chunk: options.chunk },
              identifier: 'proof-extra',
              hash: options.chunk.contentHash.javascript,
            }];
          });
          compilation.hooks.chunkAsset.tap('Proof', (chunk, file) => { events.push(`chunkAsset ${chunk.name ?? 'lazy'} ${file}`); });
          compilation.hooks.assetPath.tap('Proof', (path) => path.replace('[gitsha]', 'abc123'));
          compilation.hooks.processAssets.tap({ name: 'Proof', stage: C.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
            events.push('processAssets additional');
            compilation.emitAsset('added.txt', new sources.RawSource('added'));
          });
          compilation.hooks.processAssets.tap({ name: 'Proof', stage: C.PROCESS_ASSETS_STAGE_REPORT }, () => { events.push('processAssets report'); });
          compilation.hooks.processAdditionalAssets.tap('Proof', (assets) => { events.push(`processAdditionalAssets ${Object.keys(assets).join(',')}`); });
          compilation.hooks.afterSeal.tap('Proof', () => { at.assetsAtAfterSeal = Object.keys(compilation.assets).sort(); });
          compilation.hooks.childCompiler.tap('Proof', (child, name, index) => { events.push(`childCompiler ${name} ${index} ${child.name}`); });
          compilation.hooks.log.tap('Proof', (origin, entry) => {
            if (origin === 'ProofLogger') events.push(`log ${origin} ${entry.type} ${(entry.args ?? []).join(' ')}`);
          });
          compilation.getLogger('ProofLogger').info('hello');
        });
      },
    };
    const dir = await projectDir('trace');
    const built = await build(dir, {
      'src/index.js': "import { a } from './a.js';\nconsole.log(a());\nimport('./lazy.js');\n",
      'src/a.js': 'export function a() { return Math.random(); }\n',
      'src/lazy.js': 'export default 2;\n',
      'emit-loader.js': "module.exports = function (source) { globalThis.proofLoaderCalls.push('loader a.js'); this.emitFile('from-loader.txt', 'x'); return source; };\n",
    }, {
      mode: 'production',
      entry: { main: './src/index.js', broken: './src/missing.js' },
      output: { filename: '[name].[gitsha].js', chunkFilename: '[id].lazy.js' },
      optimization: { minimize: false, emitOnErrors: true },
      module: { rules: [{ test: /a\.js$/, use: join(dir, 'emit-loader.js') }] },
      plugins: [plugin],
    });
    return { events, files: built.files, errors: built.errors, at };
  })();
  return traced;
}

const before = (events: string[], a: string, b: string) => {
  expect(events).toContain(a);
  expect(events).toContain(b);
  expect(events.indexOf(a)).toBeLessThan(events.indexOf(b));
};

describe('compilation hooks, where webpack calls them', () => {
  proves('/api/compilation-hooks/#addentry', 'fires with the entry dependency and options before the module builds; succeedEntry follows the whole module tree, also for an entry with errors', async () => {
    const { events, errors } = await trace();
    before(events, 'addEntry ./src/index.js main', 'buildModule index.js');
    before(events, 'succeedModule a.js', 'succeedEntry main index.js');
    expect(events).toContain('succeedEntry broken ');
    expect(errors.join('\n')).toContain("Can't resolve './src/missing.js'");
  });

  proves('/api/compilation-hooks/#succeedentry', 'fires with the entry module, and with module undefined for an entry that did not resolve (the error in compilation.errors)', async () => {
    const { events, errors } = await trace();
    expect(events.filter((e) => e.startsWith('succeedEntry')).sort()).toEqual(['succeedEntry broken ', 'succeedEntry main index.js']);
    expect(errors).toHaveLength(1);
  });

  proves('/api/compilation-hooks/#buildmodule', 'fires before the loaders of the module run', async () => {
    const { events } = await trace();
    before(events, 'buildModule a.js', 'loader a.js');
  });

  proves('/api/compilation-hooks/#succeedmodule', 'fires after the build: the dependencies are known, but not built yet', async () => {
    const { events, at } = await trace();
    before(events, 'loader a.js', 'succeedModule a.js');
    expect(at.indexDeps).toContain('./a.js');
    expect(at.aBuiltAtIndexSuccess).toBe(false);
  });

  proves('/api/compilation-hooks/#finishmodules', 'fires after the last module is built and before seal', async () => {
    const { events } = await trace();
    const lastSucceed = Math.max(...events.map((e, i) => (e.startsWith('succeedModule') ? i : -1)));
    expect(events.indexOf('finishModules')).toBeGreaterThan(lastSucceed);
    before(events, 'finishModules', 'seal');
  });

  proves('/api/compilation-hooks/#seal', 'fires after finishModules, before the dependency optimization and the chunks', async () => {
    const { events } = await trace();
    before(events, 'seal', 'optimizeDependencies');
    before(events, 'seal', 'beforeChunks');
  });

  proves('/api/compilation-hooks/#optimizedependencies', 'starts the optimization after seal; used exports and side effects tap it, while provided exports are flagged earlier, in finishModules', async () => {
    const { events } = await trace();
    expect(events[events.indexOf('seal') + 1]).toBe('optimizeDependencies');
    expect(await webpackSource('lib/optimize/FlagDependencyUsagePlugin.js', 'compilation.hooks.optimizeDependencies.tap', 2)).toContain('optimizeDependencies');
    expect(await webpackSource('lib/optimize/SideEffectsFlagPlugin.js', 'compilation.hooks.optimizeDependencies.tap', 2)).toContain('optimizeDependencies');
    expect(await webpackSource('lib/optimize/FlagDependencyExportsPlugin.js', 'compilation.hooks.finishModules.tapAsync', 2)).toContain('finishModules');
  });

  proves('/api/compilation-hooks/#afterchunks', 'beforeChunks sees no chunk; afterChunks gets one chunk per entry and split point', async () => {
    const { events, at } = await trace();
    before(events, 'beforeChunks', 'afterChunks');
    expect(at.chunksBefore).toBe(0);
    expect(at.chunksAfter).toEqual(['', 'a.js+index.js', 'lazy.js']);
  });

  proves('/api/compilation-hooks/#optimize', 'fires once, without arguments, after afterChunks and before optimizeModules', async () => {
    const { events, at } = await trace();
    expect(events.filter((e) => e === 'optimize')).toHaveLength(1);
    expect(events.slice(events.indexOf('afterChunks'), events.indexOf('afterChunks') + 3)).toEqual(['afterChunks', 'optimize', 'optimizeModules']);
    expect(at.optimizeArgs).toBe(0);
  });

  proves('/api/compilation-hooks/#afteroptimizemodules', 'fires once the optimizeModules loop ends: after the round a tap asked for', async () => {
    const { events } = await trace();
    const from = events.indexOf('optimizeModules');
    expect(events.slice(from, from + 3)).toEqual(['optimizeModules', 'optimizeModules', 'afterOptimizeModules']);
  });

  proves('/api/compilation-hooks/#afteroptimizechunkmodules', 'scope hoisting has merged modules by then; it had not when a configured plugin taps optimizeChunkModules', async () => {
    const { at } = await trace();
    expect(at.concatenatedBefore).toBe(0);
    expect(at.concatenatedAfter).toBe(1);
  });

  proves('/api/compilation-hooks/#afteroptimizemoduleids', 'optimizeModuleIds and afterOptimizeModuleIds come after every module has an ID', async () => {
    const { events, at } = await trace();
    expect((at.moduleIdsBefore as unknown[]).length).toBeGreaterThan(0);
    expect((at.moduleIdsBefore as unknown[]).every((id) => id === null)).toBe(true);
    expect((at.moduleIdsAtOptimize as unknown[]).every((id) => id !== null)).toBe(true);
    before(events, 'beforeModuleIds', 'afterOptimizeModuleIds');
  });

  proves('/api/compilation-hooks/#beforechunkids', 'no chunk has an ID yet', async () => {
    const { at } = await trace();
    expect(at.chunkIdsBefore).toEqual([null, null, null]);
  });

  proves('/api/compilation-hooks/#afteroptimizechunkids', 'optimizeChunkIds and afterOptimizeChunkIds come after every chunk has an ID', async () => {
    const { events, at } = await trace();
    expect((at.chunkIdsAtOptimize as unknown[]).every((id) => id !== null)).toBe(true);
    expect(events.slice(events.indexOf('chunkIds'), events.indexOf('chunkIds') + 3)).toEqual(['chunkIds', 'optimizeChunkIds', 'afterOptimizeChunkIds']);
  });

  proves('/api/compilation-hooks/#optimizecodegeneration', 'fires after the IDs and before hashing and code generation; export mangling taps it', async () => {
    const { events } = await trace();
    before(events, 'afterOptimizeChunkIds', 'optimizeCodeGeneration');
    before(events, 'optimizeCodeGeneration', 'beforeModuleHash');
    expect(await webpackSource('lib/optimize/MangleExportsPlugin.js', 'compilation.hooks.optimizeCodeGeneration.tap', 2)).toContain('optimizeCodeGeneration');
  });

  proves('/api/compilation-hooks/#aftermodulehash', 'a module has no hash at beforeModuleHash and has one at afterModuleHash', async () => {
    const { at } = await trace();
    expect([at.hashedBefore, at.hashedAfter]).toEqual([false, true]);
  });

  proves('/api/compilation-hooks/#aftercodegeneration', 'codeGenerationResults is unset before and holds the modules after', async () => {
    const { events, at } = await trace();
    before(events, 'beforeCodeGeneration', 'afterCodeGeneration');
    expect([at.codeBefore, at.codeAfter]).toEqual([true, true]);
  });

  proves('/api/compilation-hooks/#afterruntimerequirements', "the chunk's runtime requirements are collected by then: chunk loading and the public path", async () => {
    const { events, at } = await trace();
    before(events, 'beforeRuntimeRequirements', 'afterRuntimeRequirements');
    expect(at.treeRequirements).toEqual(expect.arrayContaining(['__webpack_require__.e', '__webpack_require__.p']));
  });

  proves('/api/compilation-hooks/#runtimerequirementinmodule', 'keyed by requirement, fires for the module that needs it', async () => {
    const { events } = await trace();
    expect(events.filter((e) => e.startsWith('inModule'))).toEqual(['inModule ensureChunk index.js']);
  });

  proves('/api/compilation-hooks/#runtimerequirementinchunk', 'keyed by requirement, fires for the chunk that needs it', async () => {
    const { events } = await trace();
    expect(events.filter((e) => e.startsWith('inChunk'))).toEqual(['inChunk ensureChunk main']);
  });

  proves('/api/compilation-hooks/#runtimerequirementintree', "fires for the chunk whose runtime needs it, and webpack's own tap adds a runtime module", async () => {
    const { events } = await trace();
    before(events, 'inTree publicPath main', 'runtimeModule publicPath main');
    expect(await webpackSource('lib/runtime/RuntimePlugin.js', '.for(RuntimeGlobals.publicPath)', 40)).toMatch(/compilation\.add(Lazy)?RuntimeModule/);
  });

  proves('/api/compilation-hooks/#runtimemodule', 'fires once per runtime module added to a chunk', async () => {
    const { events } = await trace();
    const added = events.filter((e) => e.startsWith('runtimeModule') && e.endsWith(' main'));
    expect(added).toEqual(expect.arrayContaining(['runtimeModule publicPath main', 'runtimeModule ensure chunk main', 'runtimeModule jsonp chunk loading main']));
    expect(new Set(added).size).toBe(added.length);
  });

  proves('/api/compilation-hooks/#beforehash', 'no compilation or chunk hash exists yet', async () => {
    const { at } = await trace();
    expect(at.hashBefore).toEqual([undefined, undefined]);
  });

  proves('/api/compilation-hooks/#contenthash', "fires for every chunk and fills chunk.contentHash; CSS modules add their hash there", async () => {
    const { events } = await trace();
    expect(events.filter((e) => e.startsWith('contentHash')).sort()).toEqual(['contentHash broken', 'contentHash lazy', 'contentHash main']);
    expect(await webpackSource('lib/css/CssModulesPlugin.js', 'compilation.hooks.contentHash.tap', 2)).toContain('contentHash');
  });

  proves('/api/compilation-hooks/#afterhash', 'the compilation hash, the chunk hash and the content hashes are all set', async () => {
    const { at } = await trace();
    expect(at.hashAfter).toEqual(['string', 'string', 'string']);
  });

  proves('/api/compilation-hooks/#beforemoduleassets', 'fires before the files that loaders emitted are added', async () => {
    const { events } = await trace();
    before(events, 'beforeModuleAssets', 'moduleAsset a.js from-loader.txt');
  });

  proves('/api/compilation-hooks/#moduleasset', "fires with the module and the file name of a loader's emitFile", async () => {
    const { events, files } = await trace();
    expect(events).toContain('moduleAsset a.js from-loader.txt');
    expect(files).toContain('from-loader.txt');
  });

  proves('/api/compilation-hooks/#beforechunkassets', 'fires before the first chunk asset', async () => {
    const { events } = await trace();
    before(events, 'beforeChunkAssets', 'chunkAsset main main.abc123.js');
  });

  proves('/api/compilation-hooks/#rendermanifest', 'an entry added to the list becomes a file of the chunk; JavaScript and CSS are rendered through this hook', async () => {
    const { files, events } = await trace();
    expect(files).toContain('main.extra.txt');
    expect(events).toContain('chunkAsset main main.extra.txt');
    expect(await webpackSource('lib/javascript/JavascriptModulesPlugin.js', 'compilation.hooks.renderManifest.tap', 2)).toContain('renderManifest');
    expect(await webpackSource('lib/css/CssModulesPlugin.js', 'compilation.hooks.renderManifest.tap', 2)).toContain('renderManifest');
  });

  proves('/api/compilation-hooks/#chunkasset', 'fires with the chunk and each file rendered from it', async () => {
    const { events } = await trace();
    expect(events.filter((e) => e.startsWith('chunkAsset')).sort()).toEqual(['chunkAsset lazy 480.lazy.js', 'chunkAsset main main.abc123.js', 'chunkAsset main main.extra.txt']);
  });

  proves('/api/compilation-hooks/#assetpath', 'a tap can replace a placeholder of its own in the file name template', async () => {
    const { files } = await trace();
    expect(files).toContain('main.abc123.js');
  });

  proves('/api/compilation-hooks/#processassets', 'an asset emitted in a tap is written; taps run in stage order', async () => {
    const { files, events } = await trace();
    expect(files).toContain('added.txt');
    before(events, 'processAssets additional', 'processAssets report');
  });

  proves('/api/compilation-hooks/#processadditionalassets', 'is called after a processAssets tap that added assets, with those assets only', async () => {
    const { events } = await trace();
    expect(events.filter((e) => e.startsWith('processAdditionalAssets'))).toEqual(['processAdditionalAssets added.txt']);
    before(events, 'processAssets additional', 'processAdditionalAssets added.txt');
  });

  proves('/api/compilation-hooks/#afterprocessassets', 'fires after the last processAssets tap', async () => {
    const { events } = await trace();
    before(events, 'processAssets report', 'afterProcessAssets');
  });

  proves('/api/compilation-hooks/#afterseal', 'fires last, with the final list of assets', async () => {
    const { events, at, files } = await trace();
    before(events, 'needAdditionalSeal', 'afterSeal');
    expect(at.assetsAtAfterSeal).toEqual(files);
  });

  proves('/api/compilation-hooks/#childcompiler', 'fires on createChildCompiler with the child, its name and index', async () => {
    const { events } = await trace();
    expect(events).toContain('childCompiler proof-child 0 proof-child');
  });

  proves('/api/compilation-hooks/#log', 'fires for an entry of a compilation logger, with the origin and the entry', async () => {
    const { events } = await trace();
    expect(events).toContain('log ProofLogger info hello');
  });

  proves('/api/compilation-hooks/#unseal', 'needAdditionalSeal returning true fires unseal, then seal again', async () => {
    const events: string[] = [];
    let asked = false;
    const plugin = onCompilation((compilation) => {
      compilation.hooks.seal.tap('Proof', () => { events.push('seal'); });
      compilation.hooks.unseal.tap('Proof', () => { events.push('unseal'); });
      compilation.hooks.needAdditionalSeal.tap('Proof', () => {
        if (asked) return undefined;
        asked = true;
        return true;
      });
    });
    // With splitChunks on, the second seal throws in SplitChunksPlugin (see #needadditionalseal).
    await build(await projectDir('unseal'), { 'src/index.js': 'console.log(1);\n' }, { mode: 'none', entry: './src/index.js', optimization: { splitChunks: false }, plugins: [plugin] });
    expect(events).toEqual(['seal', 'unseal', 'seal']);
  });

  proves('/api/compilation-hooks/#rebuildmodule', 'compilation.rebuildModule() fires rebuildModule before building the module again', async () => {
    const events: string[] = [];
    const plugin = onCompilation((compilation) => {
      compilation.hooks.rebuildModule.tap('Proof', (m) => { events.push(`rebuildModule ${base(m)}`); });
      compilation.hooks.buildModule.tap('Proof', (m) => { events.push(`buildModule ${base(m)}`); });
      compilation.hooks.finishRebuildingModule.tap('Proof', (m) => { events.push(`finishRebuildingModule ${base(m)}`); });
      let done = false;
      compilation.hooks.finishModules.tapAsync('Proof', (modules, callback) => {
        if (done) return callback();
        done = true;
        const target = [...modules].find((m) => base(m) === 'index.js')!;
        compilation.rebuildModule(target, (error) => callback(error ?? undefined));
      });
    });
    await build(await projectDir('rebuild'), { 'src/index.js': 'console.log(1);\n' }, { mode: 'none', entry: './src/index.js', plugins: [plugin] });
    expect(events).toEqual(['buildModule index.js', 'rebuildModule index.js', 'buildModule index.js', 'finishRebuildingModule index.js']);
  });

  proves('/api/compilation-hooks/#finishrebuildingmodule', 'fires once the module rebuilt with compilation.rebuildModule() has been built and its dependencies processed', async () => {
    const source = await webpackSource('lib/Compilation.js', '_rebuildModule(module, callback) {', 40);
    expect(source.indexOf('this.processModuleDependencies(module')).toBeGreaterThan(0);
    expect(source.lastIndexOf('this.hooks.finishRebuildingModule.callAsync')).toBeGreaterThan(source.indexOf('this.processModuleDependencies(module'));
  });

  proves('/api/compilation-hooks/#shouldgeneratechunkassets', 'returning false renders no chunk into a file', async () => {
    const plugin = onCompilation((compilation) => compilation.hooks.shouldGenerateChunkAssets.tap('Proof', () => false));
    const built = await build(await projectDir('no-chunk-assets'), { 'src/index.js': 'console.log(1);\n' }, { mode: 'none', entry: './src/index.js', plugins: [plugin] });
    expect(built.files).toEqual([]);
  });

  proves('/api/compilation-hooks/#chunkhash', "data a tap adds to the chunk's hash changes [chunkhash]", async () => {
    const names = async (version: string) => {
      const plugin = onCompilation((compilation) => compilation.hooks.chunkHash.tap('Proof', (_chunk, hash) => { hash.update(version); }));
      const built = await build(await projectDir(`chunkhash-${version}`), { 'src/index.js': 'console.log(1);\n' }, { mode: 'none', entry: './src/index.js', output: { filename: '[name].[chunkhash].js' }, plugins: [plugin] });
      return built.files;
    };
    const [one, two] = [await names('v1'), await names('v2')];
    expect(one).toHaveLength(1);
    expect(two).toHaveLength(1);
    expect(one[0]).not.toEqual(two[0]);
  });

  proves('/api/compilation-hooks/#embeddedsourcehash', 'fires while a module embedding CSS is hashed, and only when renderEmbeddedSource has a tap', async () => {
    const calls = async (withRenderer: boolean) => {
      const seen: string[] = [];
      const plugin = onCompilation((compilation) => {
        compilation.hooks.embeddedSourceHash.tap('Proof', (m) => { seen.push(base(m)); });
        if (withRenderer) compilation.hooks.renderEmbeddedSource.tap('Proof', (source) => source);
      });
      await build(await projectDir(`embedded-${withRenderer}`), { 'src/index.js': "import css from './style.css';\nconsole.log(css);\n", 'src/style.css': 'a { color: red; }\n' }, {
        mode: 'none', entry: './src/index.js', module: { rules: [{ test: /\.css$/, type: 'asset/source' }] }, plugins: [plugin],
      });
      return seen;
    };
    expect(await calls(true)).toContain('style.css');
    expect(await calls(false)).toEqual([]);
  });

  proves('/api/compilation-hooks/#asset-info', 'minimized: true makes the minimizer skip a file; source maps are development and related; a content-hashed name is immutable', async () => {
    const info: Record<string, webpack.AssetInfo> = {};
    const plugin = onCompilation((compilation) => {
      compilation.hooks.processAssets.tap({ name: 'Proof', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        compilation.emitAsset('kept.js', new webpack.sources.RawSource('const   kept   =   1;\n'), { minimized: true });
        compilation.emitAsset('squashed.js', new webpack.sources.RawSource('const   squashed   =   1;\n'));
      });
      compilation.hooks.afterProcessAssets.tap('Proof', () => {
        for (const asset of compilation.getAssets()) info[asset.name] = asset.info;
      });
    });
    const built = await build(await projectDir('asset-info'), { 'src/index.js': 'console.log(1);\n' }, {
      mode: 'production', entry: './src/index.js', devtool: 'source-map', output: { filename: '[name].[contenthash].js' }, plugins: [plugin],
    });
    expect(await built.read('kept.js')).toBe('const   kept   =   1;\n');
    expect(await built.read('squashed.js')).not.toContain('   ');
    const main = Object.keys(info).find((n) => /^main\.[0-9a-f]+\.js$/.test(n))!;
    expect(info[main]!.immutable).toBe(true);
    expect(info[main]!.related?.sourceMap).toBe(`${main}.map`);
    expect(info[`${main}.map`]!.development).toBe(true);
  });

  proves('/api/compilation-hooks/#preparemoduleexecution', "this.importModule() in a loader fires prepareModuleExecution, then executeModule", async () => {
    const events: string[] = [];
    const plugin = onCompilation((compilation) => {
      compilation.hooks.prepareModuleExecution.tap('Proof', () => { events.push('prepareModuleExecution'); });
      compilation.hooks.executeModule.tap('Proof', () => { events.push('executeModule'); });
    });
    const dir = await projectDir('import-module');
    const built = await build(dir, {
      'src/index.js': "import value from './value.js';\nconsole.log(value);\n",
      'src/value.js': '',
      'src/data.js': 'export default 40 + 2;\n',
      'import-loader.js': "module.exports = async function () { const data = await this.importModule('./data.js'); return 'export default ' + data.default + ';'; };\n",
    }, { mode: 'none', entry: './src/index.js', module: { rules: [{ test: /value\.js$/, use: join(dir, 'import-loader.js') }] }, plugins: [plugin] });
    expect(await built.read('main.js')).toContain('(42)');
    expect(events[0]).toBe('prepareModuleExecution');
    expect(events).toContain('executeModule');
  });
  proves('/api/compilation-hooks/#needadditionalseal', 'with the default splitChunks settings the second seal throws in SplitChunksPlugin (run in a child process, since the error is uncaught)', async () => {
    const dir = await projectDir('additional-seal');
    await build(dir, { 'src/index.js': 'console.log(1);\n' }, { mode: 'none', entry: './src/index.js' });
    const script = `const webpack = require(${JSON.stringify(require.resolve('webpack'))});
let asked = false;
webpack({ mode: 'none', context: ${JSON.stringify(dir)}, entry: './src/index.js', output: { path: ${JSON.stringify(join(dir, 'dist'))} }, plugins: [{ apply(c) {
  c.hooks.thisCompilation.tap('P', (comp) => comp.hooks.needAdditionalSeal.tap('P', () => { if (asked) return undefined; asked = true; return true; }));
} }] }).run((err) => console.log('finished', err));`;
    const run = spawnSync(process.execPath, ['-e', script], { encoding: 'utf8' });
    expect(run.status).not.toBe(0);
    expect(run.stdout).not.toContain('finished');
    expect(run.stderr).toContain('TypeError: Cannot mix BigInt and other types');
    expect(run.stderr).toContain('SplitChunksPlugin.js');
  });
});
