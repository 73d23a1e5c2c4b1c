// Proofs of statements on API and configuration pages that were corrected after a check against the
// pinned toolchain: each builds a tiny project, reads webpack's effective options, or asks the
// TypeScript compiler, and fails when webpack stops behaving as the page now says.
import { spawnSync } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import webpack from 'webpack';
import { buildUnminified, effectiveOptions, pastWatcherAccuracy, projectDir, proves, writeFiles } from './proof';

/** Runs one build of `config` in `dir` and returns its stats as JSON (with `options`). */
async function statsOf(dir: string, config: webpack.Configuration, options: webpack.StatsOptions): Promise<webpack.StatsCompilation> {
  const compiler = webpack({ context: dir, ...config, output: { path: join(dir, 'dist'), ...config.output }, infrastructureLogging: { level: 'none' } });
  const stats = await new Promise<webpack.Stats>((resolve, reject) => {
    compiler.run((error, result) => (error || !result ? reject(error ?? new Error('no stats')) : resolve(result)));
  });
  await new Promise<void>((resolve) => compiler.close(() => resolve()));
  return stats.toJson(options);
}

describe('/configuration/performance/', () => {
  proves('/configuration/performance/#additional-checks', 'unusedConfig reports an unused alias, an unreferenced DefinePlugin key and a rule that matched nothing even with hints: false', async () => {
    const dir = await projectDir('unused-config');
    const built = await buildUnminified(dir, { 'src/index.js': 'console.log(1);\n' }, {
      entry: './src/index.js',
      resolve: { alias: { 'nothing-imports-this$': join(dir, 'src/index.js') } },
      plugins: [new webpack.DefinePlugin({ UNUSED_KEY: '1' })],
      module: { rules: [{ test: /\.never$/, type: 'asset/source' }] },
      performance: { hints: false, unusedConfig: true },
    });
    const text = built.warnings.join('\n');
    expect(text).toContain("'resolve.alias' entry was never applied");
    expect(text).toContain('UNUSED_KEY');
    expect(text).toContain('rule was never applied to a module');
    // A check that is gated by hints stays silent with hints: false.
    const evalProject = { 'src/index.js': 'eval("1");\n' };
    const gated = await buildUnminified(await projectDir('gated-check'), evalProject, { entry: './src/index.js', performance: { hints: false, evalUsage: true } });
    expect(gated.warnings).toEqual([]);
    const reported = await buildUnminified(await projectDir('gated-check-on'), evalProject, { entry: './src/index.js', performance: { hints: 'warning', evalUsage: true } });
    expect(reported.warnings.join('\n')).toMatch(/eval/);
  });

  proves('/configuration/performance/#additional-checks', 'analyzableBailouts, sourceMaps, unusedAssets, unusedModules and unusedConfig were added in 5.111.0, the other checks and all in 5.110.0', async () => {
    const schema = require('webpack/schemas/WebpackOptions.json') as { definitions: Record<string, { properties: Record<string, { added?: string }> }> };
    const added = Object.fromEntries(Object.entries(schema.definitions.PerformanceOptions!.properties).map(([name, p]) => [name, p.added]));
    for (const name of ['analyzableBailouts', 'sourceMaps', 'unusedAssets', 'unusedModules', 'unusedConfig']) expect(added[name]).toBe('5.111.0');
    for (const name of ['all', 'duplicatePackages', 'circularDependencies', 'tinyChunks', 'hotspots']) expect(added[name]).toBe('5.110.0');
  });
});

describe('/configuration/configuration-languages/', () => {
  proves('/configuration/configuration-languages/#module-format-for-ts-node', 'without a tsconfig.json, TypeScript 6 compiles to ES modules: the import statement is kept, which require() then cannot load', async () => {
    const ts = require('typescript') as typeof import('typescript');
    expect(ts.version).toMatch(/^6\./);
    const out = ts.transpileModule("import * as path from 'path';\nexport default path.sep;\n", {}).outputText;
    expect(out).toMatch(/^import \* as path from 'path';/m);
    expect(out).not.toContain('require(');
  });
});

describe('/configuration/node/', () => {
  const node = (config: webpack.Configuration) => effectiveOptions(config).node;

  proves('/configuration/node/#node__filename', "defaults to 'eval-only' for targets with Node.js, Electron's renderer included, and for the universal target; 'mock' for the web, 'warn-mock' with futureDefaults", async () => {
    for (const target of ['node', 'async-node', 'electron-main', 'electron-renderer', 'electron-preload', 'nwjs', 'universal'] as const) {
      expect([target, node({ target })]).toMatchObject([target, { __filename: 'eval-only', __dirname: 'eval-only' }]);
    }
    expect(node({ target: ['web', 'node'] })).toMatchObject({ __filename: 'eval-only', __dirname: 'eval-only' });
    expect(node({ target: 'web' })).toMatchObject({ __filename: 'mock', __dirname: 'mock' });
    expect(node({ target: 'webworker' })).toMatchObject({ __filename: 'mock', __dirname: 'mock' });
    expect(node({ target: 'web', experiments: { futureDefaults: true } })).toMatchObject({ __filename: 'warn-mock', __dirname: 'warn-mock' });
  });

  proves('/configuration/node/#nodeglobal', "with futureDefaults the default becomes 'warn' for targets without a global variable, and stays false for Node.js", async () => {
    expect(node({ target: 'web', experiments: { futureDefaults: true } })).toMatchObject({ global: 'warn' });
    expect(node({ target: 'web' })).toMatchObject({ global: true });
    expect(node({ target: 'node', experiments: { futureDefaults: true } })).toMatchObject({ global: false });
  });
});

describe('/configuration/', () => {
  proves('/configuration/#how-a-configuration-file-works', 'an unknown property stops webpack() by default, and is ignored with validate: false or with futureDefaults in production mode', async () => {
    const create = (config: object) => {
      try {
        const compiler = webpack(config as webpack.Configuration);
        compiler.close(() => undefined);
        return 'created';
      } catch (error) {
        return (error as Error).message.split('\n')[1]?.trim() ?? '';
      }
    };
    expect(create({ mode: 'production', entyr: './x.js' })).toMatch(/unknown property 'entyr'/);
    expect(create({ mode: 'production', validate: false, entyr: './x.js' })).toBe('created');
    expect(create({ mode: 'production', experiments: { futureDefaults: true }, entyr: './x.js' })).toBe('created');
    expect(create({ mode: 'development', experiments: { futureDefaults: true }, entyr: './x.js' })).toMatch(/unknown property 'entyr'/);
  });
});

describe('/api/stats/', () => {
  proves('/api/stats/#asset-objects', 'cached is true for every asset of a production build whose errors kept it from emitting, though nothing was written', async () => {
    const dir = await projectDir('stats-no-emit');
    await writeFiles(dir, { 'src/index.js': "import './missing.js';\nconsole.log(1);\n" });
    const json = await statsOf(dir, { mode: 'production', entry: './src/index.js', optimization: { minimize: false } }, { all: false, assets: true, errors: true, groupAssetsByEmitStatus: false, groupAssetsByPath: false, groupAssetsByExtension: false, groupAssetsByInfo: false, groupAssetsByChunk: false, cachedAssets: true });
    expect(json.errors?.length).toBeGreaterThan(0);
    const main = json.assets?.find((asset) => asset.name === 'main.js');
    expect(main).toMatchObject({ emitted: false, comparedForEmit: false, cached: true });
  });

  proves('/api/stats/#asset-objects', 'isOverSizeLimit is set with performance on for files assetFilter accepts (a source map is left out by default), and never with performance: false', async () => {
    const dir = await projectDir('stats-size-limit');
    await writeFiles(dir, { 'src/index.js': `console.log(${JSON.stringify('x'.repeat(3000))});\n` });
    const config = { mode: 'production', entry: './src/index.js', devtool: 'source-map', optimization: { minimize: false } } as const;
    const on = await statsOf(dir, { ...config, performance: { hints: false, maxAssetSize: 100, maxEntrypointSize: 100 } }, { all: false, assets: true, entrypoints: true, cachedAssets: true, relatedAssets: true, performance: true });
    const main = on.assets?.find((asset) => asset.name === 'main.js');
    expect(main?.isOverSizeLimit).toBe(true);
    expect(main?.related?.find((asset) => asset.name === 'main.js.map')?.isOverSizeLimit).toBe(false);
    expect(on.entrypoints?.main?.isOverSizeLimit).toBe(true);
    const off = await statsOf(dir, { ...config, performance: false }, { all: false, assets: true, entrypoints: true, cachedAssets: true, relatedAssets: true, performance: true });
    expect(off.assets?.find((asset) => asset.name === 'main.js')?.isOverSizeLimit).toBe(false);
    expect(off.entrypoints?.main?.isOverSizeLimit).toBe(false);
  });
});

describe('/api/logging/', () => {
  proves('/api/logging/#levels', 'by default the printed stats show error, warn and info entries but not log, debug or timers, and toJson() has no logging unless the option asks for it', async () => {
    const dir = await projectDir('logging-defaults');
    await writeFiles(dir, { 'src/index.js': 'console.log(1);\n' });
    const compiler = webpack({
      mode: 'development', context: dir, entry: './src/index.js', output: { path: join(dir, 'dist') }, infrastructureLogging: { level: 'none' },
      plugins: [{ apply: (c) => c.hooks.thisCompilation.tap('Proof', (compilation) => {
        const logger = compilation.getLogger('ProofLogger');
        compilation.hooks.processAssets.tap('Proof', () => {
          logger.error('an-error'); logger.warn('a-warning'); logger.info('an-info'); logger.log('a-log'); logger.debug('a-debug');
          logger.time('a-timer'); logger.timeEnd('a-timer');
        });
      }) }],
    });
    const stats = await new Promise<webpack.Stats>((resolve, reject) => compiler.run((error, result) => (error || !result ? reject(error ?? new Error('no stats')) : resolve(result))));
    await new Promise<void>((resolve) => compiler.close(() => resolve()));
    const text = stats.toString();
    for (const shown of ['an-error', 'a-warning', 'an-info']) expect(text).toContain(shown);
    for (const hidden of ['a-log', 'a-debug', 'a-timer']) expect(text).not.toContain(hidden);
    expect(stats.toJson()).not.toHaveProperty('logging');
    expect(stats.toJson({ logging: 'info' }).logging?.ProofLogger?.entries.map((e) => e.message)).toEqual(['an-error', 'a-warning', 'an-info']);
  });
});

describe('/api/stats/ (top level)', () => {
  proves('/api/stats/#top-level', "publicPath is output.publicPath with its placeholders filled in, and 'auto' as it is", async () => {
    const dir = await projectDir('stats-public-path');
    await writeFiles(dir, { 'src/index.js': 'console.log(1);\n' });
    const auto = await statsOf(dir, { mode: 'production', entry: './src/index.js' }, { all: false, publicPath: true, hash: true });
    expect(auto.publicPath).toBe('auto');
    const templated = await statsOf(dir, { mode: 'production', entry: './src/index.js', output: { publicPath: '/cdn/[fullhash]/' } }, { all: false, publicPath: true, hash: true });
    expect(templated.publicPath).toBe(`/cdn/${templated.hash}/`);
  });
});

describe('/api/stats/ (modules)', () => {
  proves('/api/stats/#module-objects', 'usedExports: a list of the used names, an empty list for an entry and a side-effect import, true for a namespace used whole, null without optimization.usedExports', async () => {
    const dir = await projectDir('stats-used-exports');
    await writeFiles(dir, {
      'src/index.js': "import { a } from './a.js';\nimport './effect.js';\nimport('./lazy.js').then((ns) => console.log(ns));\nconsole.log(a);\n",
      'src/a.js': 'export function a() { return Math.random(); }\nexport function b() { return 2; }\n',
      'src/effect.js': 'export const unused = 1;\nconsole.log("effect");\n',
      'src/lazy.js': 'export const x = 1;\n',
    });
    const used = async (mode: 'production' | 'development') => {
      const json = await statsOf(dir, { mode, entry: './src/index.js', devtool: false, optimization: { minimize: false, concatenateModules: false } }, { all: false, modules: true, usedExports: true });
      return Object.fromEntries((json.modules ?? []).filter((m) => m.name?.startsWith('./src/')).map((m) => [m.name, m.usedExports]));
    };
    expect(await used('production')).toEqual({ './src/index.js': [], './src/a.js': ['a'], './src/effect.js': [], './src/lazy.js': true });
    expect(Object.values(await used('development'))).toEqual([null, null, null, null]);
  });
});

describe('/api/stats/ (multi-configuration)', () => {
  proves('/api/stats/#multi-configuration-builds', "MultiStats JSON: top-level errors tagged with compilerPath, each child keeps its own untagged copy, counts are totals and the hash joins the children's hashes", async () => {
    const dir = await projectDir('multi-stats');
    await writeFiles(dir, { 'src/client.js': 'console.log(1);\n' });
    const compiler = webpack([
      { name: 'client', mode: 'development', context: dir, entry: './src/client.js', output: { path: join(dir, 'dist/client') }, infrastructureLogging: { level: 'none' } },
      { name: 'server', mode: 'development', context: dir, entry: './missing.js', output: { path: join(dir, 'dist/server') }, infrastructureLogging: { level: 'none' } },
    ]);
    const stats = await new Promise<webpack.MultiStats>((resolve, reject) => compiler.run((error, result) => (error || !result ? reject(error ?? new Error('no stats')) : resolve(result))));
    await new Promise<void>((resolve) => compiler.close(() => resolve()));
    const json = stats.toJson({ all: false, errors: true, errorsCount: true, hash: true });
    expect(json.errors).toHaveLength(1);
    expect(json.errors?.[0]).toMatchObject({ compilerPath: 'server', loc: 'main' });
    expect(json.errors?.[0]?.message).toContain("Can't resolve './missing.js'");
    const [client, server] = json.children ?? [];
    expect(client).toMatchObject({ name: 'client', errorsCount: 0, errors: [] });
    expect(server).toMatchObject({ name: 'server', errorsCount: 1 });
    expect(server?.errors).toHaveLength(1);
    expect(server?.errors?.[0]?.compilerPath).toBeUndefined();
    expect(json.errorsCount).toBe(1);
    expect(json.hash).toBe(`${client?.hash}${server?.hash}`);
  });
});

describe('/api/resolvers/ and /api/stats/ (error details)', () => {
  async function missingImports(name: string, count: number): Promise<webpack.Stats> {
    const dir = await projectDir(name);
    const imports = Array.from({ length: count }, (_, i) => `import './missing-${i}.js';`).join('\n');
    await writeFiles(dir, { 'src/index.js': `${imports}\n` });
    const compiler = webpack({ mode: 'development', context: dir, entry: './src/index.js', output: { path: join(dir, 'dist') }, infrastructureLogging: { level: 'none' } });
    const stats = await new Promise<webpack.Stats>((resolve, reject) => compiler.run((error, result) => (error || !result ? reject(error ?? new Error('no stats')) : resolve(result))));
    await new Promise<void>((resolve) => compiler.close(() => resolve()));
    return stats;
  }

  proves('/api/resolvers/#resolve-options', "the printed output shows the resolver's log for fewer than three errors only; errorDetails: true shows it for every error; the JSON has it in details", async () => {
    const one = await missingImports('details-one', 1);
    expect(one.toString({ preset: 'normal' })).toContain("missing-0.js doesn't exist");
    const three = await missingImports('details-three', 3);
    expect(three.toString({ preset: 'normal' })).not.toContain("doesn't exist");
    expect(three.toString({ preset: 'normal', errorDetails: true })).toContain("missing-2.js doesn't exist");
    expect(three.toJson().errors?.[2]?.details).toContain("doesn't exist");
  });

  proves('/api/stats/#errors-and-warnings', 'toJson() includes details and stack by default; errorDetails: false and errorStack: false leave them out', async () => {
    const stats = await missingImports('details-json', 1);
    const error = stats.toJson().errors?.[0];
    expect(error?.details).toContain("missing-0.js doesn't exist");
    expect(error?.stack).toMatch(/ModuleNotFoundError/);
    const bare = stats.toJson({ errorDetails: false, errorStack: false }).errors?.[0];
    expect(bare?.details).toBeUndefined();
    expect(bare?.stack).toBeUndefined();
  });
});

describe('/api/compiler-hooks/ (child compilations)', () => {
  /** The names of the child compilations a build with mini-css-extract-plugin (and maybe html-webpack-plugin) creates, and how often thisCompilation fired. */
  async function children(name: string, cssOptions: object, html: boolean): Promise<{ thisCompilation: number; children: string[] }> {
    const MiniCssExtractPlugin = require('mini-css-extract-plugin') as typeof import('mini-css-extract-plugin');
    const HtmlWebpackPlugin = require('html-webpack-plugin') as typeof import('html-webpack-plugin');
    let thisCompilation = 0;
    const names: string[] = [];
    const built = await buildUnminified(await projectDir(name), { 'src/index.js': "import './a.css';\n", 'src/a.css': 'body { color: red; }\n' }, {
      mode: 'development',
      entry: './src/index.js',
      module: { rules: [{ test: /\.css$/, use: [MiniCssExtractPlugin.loader, require.resolve('css-loader')] }] },
      plugins: [
        new MiniCssExtractPlugin(cssOptions),
        ...(html ? [new HtmlWebpackPlugin()] : []),
        { apply: (c: webpack.Compiler) => {
          c.hooks.thisCompilation.tap('Proof', () => { thisCompilation += 1; });
          c.hooks.compilation.tap('Proof', (compilation) => { if (compilation.compiler.isChild()) names.push(compilation.name?.split(' ')[0] ?? ''); });
        } },
      ],
    });
    expect(built.errors).toEqual([]);
    return { thisCompilation, children: names };
  }

  proves('/api/compiler-hooks/#thiscompilation', 'html-webpack-plugin runs a child compilation that fires compilation but not thisCompilation; mini-css-extract-plugin 2 creates one only with experimentalUseImportModule: false', async () => {
    expect(await children('mce-default', {}, false)).toEqual({ thisCompilation: 1, children: [] });
    expect(await children('mce-child', { experimentalUseImportModule: false }, false)).toEqual({ thisCompilation: 1, children: ['mini-css-extract-plugin'] });
    expect(await children('mce-html', {}, true)).toEqual({ thisCompilation: 1, children: ['HtmlWebpackCompiler'] });
  });
});

describe('/api/compiler-hooks/', () => {
  let watchDir: string;
  beforeAll(async () => {
    watchDir = await projectDir('watch-modified');
    await writeFiles(watchDir, {
      'src/index.js': "import './util.js';\nconst pages = require.context('./pages', false, /\\.js$/);\nconsole.log(pages.keys());\n",
      'src/util.js': 'export default 1;\n',
      'src/pages/a.js': 'export default 2;\n',
    });
  });

  proves('/api/compiler-hooks/#watchrun', 'on a rebuild, modifiedFiles holds the edited files and the folder of a require.context() whose file changed, but not the folder of an ordinary import', async () => {
    const dir = watchDir;
    await pastWatcherAccuracy([dir]);
    const seen: (string[] | undefined)[] = [];
    const compiler = webpack({
      mode: 'none', context: dir, entry: './src/index.js', output: { path: join(dir, 'dist') }, infrastructureLogging: { level: 'none' },
      plugins: [{ apply: (c) => c.hooks.watchRun.tap('Proof', (w) => { seen.push(w.modifiedFiles ? [...w.modifiedFiles].map((f) => f.slice(dir.length + 1).split('\\').join('/')) : undefined); }) }],
    });
    // Every path a rebuild reported, over the rebuilds that took the two edits in (usually one).
    const reported = () => new Set(seen.slice(1).flatMap((files) => files ?? []));
    let builds = 0;
    await new Promise<void>((resolve, reject) => {
      const watching = compiler.watch({ aggregateTimeout: 300 }, (error) => {
        if (error) return reject(error);
        builds += 1;
        if (builds === 1) {
          void writeFile(join(dir, 'src/util.js'), 'export default 3;\n').then(() => writeFile(join(dir, 'src/pages/a.js'), 'export default 4;\n'));
        } else if (reported().has('src/util.js') && reported().has('src/pages/a.js')) {
          if (!watching) reject(new Error('compiler.watch() returned no Watching'));
          else watching.close(() => resolve());
        }
      });
    });
    await new Promise<void>((resolve) => compiler.close(() => resolve()));
    expect(seen[0]).toBeUndefined();
    expect([...reported()]).toEqual(expect.arrayContaining(['src/pages', 'src/pages/a.js', 'src/util.js']));
    expect(reported().has('src')).toBe(false);
  });
});

describe('/api/contextmodulefactory-hooks/', () => {
  proves('/api/contextmodulefactory-hooks/#alternativerequests', "webpack's tap adds a request without its extension and the folder forms of an index file; a tap without a stage sees the list before that", async () => {
    const before: string[][] = [];
    const after: string[][] = [];
    await buildUnminified(await projectDir('context-alternatives'), {
      'src/index.js': "const lang = globalThis.LANG || 'en';\nimport(`./locales/${lang}`);\n",
      'src/locales/en.json': '{"a":1}\n',
      'src/locales/de/index.json': '{"a":2}\n',
    }, {
      entry: './src/index.js',
      plugins: [{
        apply: (compiler) => compiler.hooks.contextModuleFactory.tap('Proof', (factory) => {
          factory.hooks.alternativeRequests.tap('Proof', (items) => { before.push(items.map((i) => i.request).sort()); return items; });
          factory.hooks.alternativeRequests.tap({ name: 'ProofLate', stage: 10 }, (items) => { after.push(items.map((i) => i.request).sort()); return items; });
        }),
      }],
    });
    expect(before.flat()).toEqual(expect.arrayContaining(['./de/index.json', './en.json']));
    expect(before.flat()).not.toContain('./en');
    expect(after.flat()).toEqual(expect.arrayContaining(['./de', './de/', './de/index', './de/index.json', './en', './en.json']));
  });
});

describe('/api/plugins/', () => {
  proves('/api/plugins/#context', 'a tap with context: true receives the context object first, and registering it makes tapable print its Hook.context deprecation warning', async () => {
    const script = [
      "const { SyncHook } = require('tapable');",
      "const hook = new SyncHook(['a']);",
      "hook.intercept({ context: true, tap(context, tap) { if (context) context.startedBy = tap.name; } });",
      "hook.tap({ name: 'Reader', context: true }, (context, a) => console.log(context.startedBy, a));",
      'hook.call(5);',
    ].join('\n');
    const result = spawnSync(process.execPath, ['-e', script], { encoding: 'utf8', cwd: join(require.resolve('webpack/package.json'), '..') });
    expect(result.stdout.trim()).toBe('Reader 5');
    expect(result.stderr).toContain('DeprecationWarning: Hook.context is deprecated and will be removed');
  });
});
