// Proofs of /api/compilation-object/: a plugin calls the compilation's methods in a real build
// and records what they did.
import { join } from 'node:path';
import webpack from 'webpack';
import { build, projectDir, proves, webpackSource, writeFiles } from './proof';

const { RawSource, ConcatSource } = webpack.sources;

/** A plugin that gives the main compilation to `use`. */
function onCompilation(use: (compilation: webpack.Compilation) => void): webpack.WebpackPluginInstance {
  return { apply: (compiler) => compiler.hooks.thisCompilation.tap('Proof', (compilation) => use(compilation)) };
}

interface Trace {
  at: Record<string, unknown>;
  files: string[];
  errors: string[];
  warnings: string[];
}

let traced: Promise<Trace> | null = null;

function trace(): Promise<Trace> {
  traced ??= (async () => {
    const at: Record<string, unknown> = {};
    const attempt = (f: () => unknown) => {
      try {
        return f();
      } catch (error) {
        return `threw: ${(error as Error).message}`;
      }
    };
    const plugin = onCompilation((compilation) => {
      compilation.hooks.processAssets.tap({ name: 'Proof', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        compilation.emitAsset('same.txt', new RawSource('same'), { development: true });
        compilation.emitAsset('same.txt', new RawSource('same'), { javascriptModule: false });
        at.sameInfo = compilation.getAsset('same.txt')?.info;
        compilation.emitAsset('clash.txt', new RawSource('one'));
        compilation.emitAsset('clash.txt', new RawSource('two'));
        compilation.assets['direct.txt'] = new RawSource('direct');
        compilation.emitAsset('proper.txt', new RawSource('proper'), { minimized: true });
        at.directInfo = compilation.getAsset('direct.txt')?.info;
        at.properInfo = compilation.getAsset('proper.txt')?.info;
        compilation.emitAsset('info.txt', new RawSource('a'), { minimized: true, development: true });
        compilation.updateAsset('info.txt', (old) => new ConcatSource(old, 'b'), { immutable: true });
        at.mergedInfo = { ...compilation.getAsset('info.txt')?.info };
        compilation.updateAsset('info.txt', new RawSource('c'), () => ({ immutable: false }));
        at.replacedInfo = { ...compilation.getAsset('info.txt')?.info };
        at.updatedSource = compilation.getAsset('info.txt')?.source.source();
        at.updateMissing = attempt(() => compilation.updateAsset('missing.txt', new RawSource('x')));
        at.getPath = compilation.getPath('[fullhash].txt');
        at.examplePath = compilation.getPath('[name].[fullhash:8].manifest.json', { filename: 'app', hash: compilation.hash });
        at.getAssetPath = attempt(() => compilation.getAssetPath('[fullhash].txt', {}));
        at.hash = compilation.hash;
      });
      compilation.hooks.processAssets.tap({ name: 'Proof', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
        compilation.deleteAsset('main.js');
      });
      compilation.hooks.processWarnings.tap('Proof', (warnings) => warnings.filter((w) => !w.message.includes('filtered out')));
      compilation.hooks.finishModules.tap('Proof', (modules) => {
        const module = [...modules][0]!;
        const kept = new webpack.WebpackError('shown next to its module');
        kept.module = module;
        compilation.warnings.push(kept, new webpack.WebpackError('filtered out'));
      });
      compilation.hooks.afterSeal.tap('Proof', () => {
        at.warningsArray = compilation.warnings.map((w) => w.message);
        at.getWarnings = compilation.getWarnings().map((w) => w.message);
      });
    });
    const built = await build(await projectDir('assets'), { 'src/index.js': 'console.log(1);\n' }, { mode: 'none', entry: './src/index.js', devtool: 'source-map', plugins: [plugin] });
    return { at, files: built.files, errors: built.errors, warnings: built.warnings };
  })();
  return traced;
}

describe('compilation object', () => {
  proves('/api/compilation-object/#assets', 'an asset assigned to compilation.assets gets no info, while emitAsset stores the info next to it', async () => {
    const { at, files } = await trace();
    expect(at.directInfo).toEqual({});
    expect(at.properInfo).toEqual({ minimized: true });
    expect(files).toContain('direct.txt');
  });

  proves('/api/compilation-object/#emitasset', 'different content under one name records a Conflict error; identical content merges the info', async () => {
    const { at, errors } = await trace();
    expect(errors.join('\n')).toContain('Conflict: Multiple assets emit different content to the same filename clash.txt');
    expect(at.sameInfo).toEqual({ development: true, javascriptModule: false });
  });

  proves('/api/compilation-object/#updateasset', 'a function gets the old source; an info object is merged, an info function replaces it; a missing asset throws', async () => {
    const { at } = await trace();
    expect(at.mergedInfo).toEqual({ minimized: true, development: true, immutable: true });
    expect(at.replacedInfo).toEqual({ immutable: false });
    expect(at.updatedSource).toBe('c');
    expect(at.updateMissing).toBe('threw: Called Compilation.updateAsset for not existing filename missing.txt');
  });

  proves('/api/compilation-object/#deleteasset', 'deleting main.js removes it and its source map, which nothing else refers to', async () => {
    const { files } = await trace();
    expect(files).not.toContain('main.js');
    expect(files).not.toContain('main.js.map');
  });

  proves('/api/compilation-object/#getassetpath-and-getassetpathwithinfo', 'getPath fills [fullhash] from the compilation hash; getAssetPath does not, and leaves it as written; asset modules call the WithInfo variant', async () => {
    const { at } = await trace();
    expect(at.getPath).toBe(`${String(at.hash)}.txt`);
    expect(at.getAssetPath).toBe('[fullhash].txt');
    expect(await webpackSource('lib/asset/AssetGenerator.js', 'runtimeTemplate.compilation.getAssetPathWithInfo(assetModuleFilename', 2)).toContain('getAssetPathWithInfo');
    expect(await webpackSource('lib/Compilation.js', '\tgetPath(filename, data', 8)).toContain('hash: this.hash');
  });

  proves('/api/compilation-object/#geterrors-and-getwarnings', 'getWarnings applies processWarnings while compilation.warnings keeps everything; a warning with a module is reported with that module', async () => {
    const { at } = await trace();
    expect(at.warningsArray).toEqual(['shown next to its module', 'filtered out']);
    expect(at.getWarnings).toEqual(['shown next to its module']);
    const dir = await projectDir('warning-module');
    await writeFiles(dir, { 'src/index.js': 'console.log(1);\n' });
    const compiler = webpack({
      mode: 'none', context: dir, entry: './src/index.js', output: { path: join(dir, 'dist') },
      plugins: [onCompilation((compilation) => compilation.hooks.finishModules.tap('Proof', (modules) => {
        const warning = new webpack.WebpackError('belongs to a module');
        warning.module = [...modules][0]!;
        compilation.warnings.push(warning);
      }))],
    });
    const stats = await new Promise<webpack.Stats>((resolve, reject) => compiler.run((error, result) => compiler.close(() => (error || !result ? reject(error) : resolve(result)))));
    const warning = stats.toJson({ all: false, warnings: true }).warnings?.[0];
    expect(warning?.moduleName).toBe('./src/index.js');
    expect(stats.toString({ all: false, warnings: true })).toContain('WARNING in ./src/index.js');
  });

  proves('/api/compilation-object/#buildmodule', 'Compilation._buildModule calls buildModule, then failedModule or succeedModule', async () => {
    const source = await webpackSource('lib/Compilation.js', '\t_buildModule(module, callback) {', 80);
    const at = (text: string) => source.indexOf(text);
    expect(at('this.hooks.buildModule.call(module)')).toBeGreaterThan(0);
    expect(at('this.hooks.failedModule.call(')).toBeGreaterThan(at('this.hooks.buildModule.call(module)'));
    expect(at('this.hooks.succeedModule.call(module)')).toBeGreaterThan(at('this.hooks.buildModule.call(module)'));
  });

  proves('/api/compilation-object/#rebuildmodule', 'rebuildModule fires rebuildModule, builds again, and ends with finishRebuildingModule', async () => {
    const events: string[] = [];
    let done = false;
    const plugin = onCompilation((compilation) => {
      compilation.hooks.rebuildModule.tap('Proof', () => { events.push('rebuildModule'); });
      compilation.hooks.buildModule.tap('Proof', () => { events.push('buildModule'); });
      compilation.hooks.finishRebuildingModule.tap('Proof', () => { events.push('finishRebuildingModule'); });
      compilation.hooks.finishModules.tapAsync('Proof', (modules, callback) => {
        if (done) return callback();
        done = true;
        compilation.rebuildModule([...modules][0]!, (error) => callback(error ?? undefined));
      });
    });
    await build(await projectDir('rebuild'), { 'src/index.js': 'console.log(1);\n' }, { mode: 'none', entry: './src/index.js', plugins: [plugin] });
    expect(events).toEqual(['buildModule', 'rebuildModule', 'buildModule', 'finishRebuildingModule']);
  });

  proves('/api/compilation-object/#getcache', 'with the filesystem cache, a value stored by providePromise is reused by a new compiler without computing it again', async () => {
    const dir = await projectDir('cache');
    await writeFiles(dir, { 'src/index.js': 'console.log(1);\n' });
    let computed = 0;
    const once = async () => {
      const plugin = onCompilation((compilation) => {
        compilation.hooks.processAssets.tapPromise({ name: 'Proof', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONS }, async () => {
          const cache = compilation.getCache('ProofPlugin');
          const asset = compilation.getAsset('main.js')!;
          const etag = cache.getLazyHashedEtag(asset.source);
          const value = await cache.providePromise('main.js', etag, async () => {
            computed += 1;
            return 'expensive';
          });
          compilation.emitAsset('cached.txt', new RawSource(String(value)));
        });
      });
      const compiler = webpack({
        mode: 'none', context: dir, entry: './src/index.js', output: { path: join(dir, 'dist') },
        cache: { type: 'filesystem', cacheDirectory: join(dir, '.cache') }, infrastructureLogging: { level: 'none' }, plugins: [plugin],
      });
      await new Promise<void>((resolve, reject) => compiler.run((error) => compiler.close((closeError) => (error || closeError ? reject(error ?? closeError) : resolve()))));
    };
    await once();
    await once();
    expect(computed).toBe(1);
  });
  proves('/api/compilation-object/#getpath', "the page's example: [name] comes from data.filename and [fullhash:8] from data.hash", async () => {
    const { at } = await trace();
    expect(at.examplePath).toBe(`app.${String(at.hash).slice(0, 8)}.manifest.json`);
  });

  proves('/api/compilation-object/#createchildcompiler', "the page's example: runAsChild builds the template entry and copies its asset into the parent; the compilation's childCompiler hook fires, the compiler has none", async () => {
    const dir = await projectDir('child');
    const seen: string[] = [];
    const plugin: webpack.WebpackPluginInstance = {
      apply(compiler) {
        compiler.hooks.thisCompilation.tap('Proof', (compilation) => compilation.hooks.childCompiler.tap('Proof', (_child, name) => { seen.push(`childCompiler ${name}`); }));
        compiler.hooks.make.tapAsync('TemplatePlugin', (compilation, callback) => {
          const { EntryPlugin } = compiler.webpack;
          const child = compilation.createChildCompiler('TemplatePlugin', { filename: 'template-[name].js' }, [new EntryPlugin(compiler.context, './src/template.js', { name: 'template' })]);
          child.runAsChild((err, _entries, childCompilation) => {
            if (err) return callback(err);
            compilation.getLogger('TemplatePlugin').info(`Child built ${childCompilation!.getAssets().length} asset(s)`);
            callback();
          });
        });
      },
    };
    const built = await build(dir, { 'src/index.js': 'console.log(1);\n', 'src/template.js': 'console.log("template");\n' }, { mode: 'none', entry: './src/index.js', plugins: [plugin] });
    expect(built.files).toEqual(['main.js', 'template-template.js']);
    expect(built.logs).toContain('Child built 1 asset(s)');
    expect(seen).toEqual(['childCompiler TemplatePlugin']);
    expect('childCompiler' in webpack({ mode: 'none', entry: './a.js' }).hooks).toBe(false);
  });
});
