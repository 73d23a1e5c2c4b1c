// Proofs of the statements corrected or confirmed in the ninth audit of the plugin pages.
// Audit record: docs/audit/plugins.md.
import webpack from 'webpack';
import { stat } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { build, buildUnminified, projectDir, proves, runOnce, runScript, webpackSource, writeFiles } from './proof';

/** One build of the project: each top-level module's name with its optimization bailouts, from the stats. */
async function moduleBailouts(dir: string, files: Record<string, string>, config: webpack.Configuration): Promise<string[]> {
  await writeFiles(dir, files);
  const stats = await runOnce(webpack({ ...config, context: dir, output: { path: join(dir, 'dist') }, optimization: { minimize: false, ...config.optimization } }));
  const json = stats.toJson({ all: false, errors: true, modules: true, optimizationBailout: true });
  expect(json.errors ?? []).toEqual([]);
  return (json.modules ?? []).filter((m) => m.name && !m.name.startsWith('webpack/')).map((m) => `${m.name} | ${(m.optimizationBailout ?? []).join('; ')}`);
}

describe('/plugins/module-concatenation-plugin/', () => {
  const files = {
    'src/index.js': "import { a } from './esm.js';\nconst c = require('./cjs.js');\nconsole.log(a(), c.x);\n",
    'src/esm.js': 'export function a() { return Math.random(); }\n',
    'src/cjs.js': "'use strict';\nexports.x = 2;\n",
  };

  proves('/plugins/module-concatenation-plugin/#usage', 'the plugin added by hand follows concatenateModules left unset: CommonJS modules join in production mode, where the option is true', async () => {
    const modules = await moduleBailouts(await projectDir('concat-manual-production'), files, {
      mode: 'production', devtool: false, entry: './src/index.js', plugins: [new webpack.optimize.ModuleConcatenationPlugin()],
    });
    // The strict-mode CommonJS module and the ES module both join the root's group.
    expect(modules.map((m) => m.split(' | ')[0])).toEqual(['./src/index.js + 2 modules']);
  });

  proves('/plugins/module-concatenation-plugin/#when-modules-are-not-concatenated', "a CommonJS module stays out when the plugin is added by hand in development mode, where concatenateModules defaults to false: 'Module is not an ECMAScript module'", async () => {
    const modules = await moduleBailouts(await projectDir('concat-manual-development'), files, {
      mode: 'development', devtool: false, entry: './src/index.js',
      optimization: { providedExports: true, usedExports: true }, plugins: [new webpack.optimize.ModuleConcatenationPlugin()],
    });
    expect(modules).toContain('./src/cjs.js | ModuleConcatenation bailout: Module is not an ECMAScript module');
    expect(modules.some((m) => m.startsWith('./src/index.js + 1 modules'))).toBe(true);
  });
});

describe('/plugins/hot-module-replacement-plugin/', () => {
  proves('/plugins/hot-module-replacement-plugin/#usage', 'an update nobody accepts is aborted with an error naming the changed module, followed by the propagation chain', async () => {
    const loop = await webpackSource('lib/hmr/JavascriptHotModuleReplacement.runtime.js', 'for (var moduleId in currentUpdate)', 50);
    // moduleId is each changed module of the update, not the entry it propagates to.
    expect(loop).toContain('chainInfo = "\\nUpdate propagation: " + result.chain.join(" -> ");');
    expect(loop).toContain('"Aborted because " + moduleId + " is not accepted" + chainInfo');
  });

  proves('/plugins/hot-module-replacement-plugin/#usage', 'the plugin adds about 10 KB of minified runtime (about 40 KB unminified) even to a one-module production build', async () => {
    const files = { 'src/index.js': 'console.log(1);\n' };
    const sizes: Record<string, number> = {};
    for (const [label, hmr, minimize] of [['min', false, true], ['min-hmr', true, true], ['raw', false, false], ['raw-hmr', true, false]] as const) {
      const built = await build(await projectDir(`hmr-size-${label}`), files, {
        mode: 'production', devtool: false, entry: './src/index.js', optimization: { minimize }, plugins: hmr ? [new webpack.HotModuleReplacementPlugin()] : [],
      });
      sizes[label] = (await stat(join(built.dir, 'dist', 'main.js'))).size;
    }
    const minified = sizes['min-hmr']! - sizes.min!;
    const unminified = sizes['raw-hmr']! - sizes.raw!;
    expect(minified).toBeGreaterThan(7_000);
    expect(minified).toBeLessThan(15_000);
    expect(unminified).toBeGreaterThan(30_000);
    expect(unminified).toBeLessThan(50_000);
  });
});

describe('/plugins/progress-plugin/', () => {
  proves('/plugins/progress-plugin/#activemodules', 'activeModules adds the number of modules being built and the path of one of them to the building details', async () => {
    const details: string[][] = [];
    const dir = await projectDir('progress-active-modules');
    await buildUnminified(dir, { 'src/index.js': "import './a.js';\n", 'src/a.js': 'export default 1;\n' }, {
      mode: 'development', devtool: false, entry: './src/index.js',
      plugins: [new webpack.ProgressPlugin({ activeModules: true, handler: (_p, message, ...rest) => { if (message === 'building') details.push(rest); } })],
    });
    const active = details.find((d) => /\b1 active$/.test(d[0] ?? ''));
    expect(active?.[0]).toMatch(/^\d+\/\d+ entries \d+\/\d+ dependencies \d+\/\d+ modules 1 active$/);
    expect(active?.[1]).toMatch(/src[/\\](index|a)\.js$/);
  });
});

describe('/plugins/split-chunks-plugin/', () => {
  proves('/plugins/split-chunks-plugin/#splitting-by-package', "the page's name function gives npm.<package> chunks, a scoped package as npm.<scope>-<name>", async () => {
    const built = await buildUnminified(await projectDir('split-by-package-names'), {
      'src/index.js': "import a from 'alpha';\nimport b from '@scope/beta';\nconsole.log(a, b);\n",
      'node_modules/alpha/package.json': '{ "name": "alpha", "main": "index.js" }',
      'node_modules/alpha/index.js': 'module.exports = "alpha";\n',
      'node_modules/@scope/beta/package.json': '{ "name": "@scope/beta", "main": "index.js" }',
      'node_modules/@scope/beta/index.js': 'module.exports = "beta";\n',
    }, {
      mode: 'production', devtool: false, entry: './src/index.js', output: { filename: '[name].[contenthash].js' },
      optimization: {
        runtimeChunk: 'single',
        splitChunks: {
          chunks: 'all', maxInitialRequests: Infinity, minSize: 0,
          cacheGroups: {
            vendor: {
              test: /[\\/]node_modules[\\/]/,
              name(module: webpack.Module) {
                const match = module.context!.match(/[\\/]node_modules[\\/]((?:@[^\\/]+[\\/])?[^\\/]+)/);
                const packageName = match ? match[1]! : 'misc';
                return `npm.${packageName.replace('@', '').replace(/[\\/]/, '-')}`;
              },
            },
          },
        },
      },
    });
    expect(built.files.map((f) => f.replace(/\.[0-9a-f]{20}\.js$/, '.js'))).toEqual(['main.js', 'npm.alpha.js', 'npm.scope-beta.js', 'runtime.js']);
  });
});

describe('/plugins/html-webpack-plugin/', () => {
  proves('/plugins/html-webpack-plugin/#minify', 'optimization.minimizeOptions: { html: false } keeps webpack\'s minimizer off the page while JavaScript is still minified', async () => {
    const HtmlWebpackPlugin = (await import('html-webpack-plugin')).default;
    const files = { 'src/index.js': "const message = 'hello';\nconsole.log(message);\n" };
    const htmlOff = await build(await projectDir('html-minimize-options-off'), files, {
      entry: './src/index.js', optimization: { minimizeOptions: { html: false } }, plugins: [new HtmlWebpackPlugin({ title: 'T', minify: false })],
    });
    expect(await htmlOff.read('index.html')).toContain('<html>');
    expect(await htmlOff.read('index.html')).toContain('<script defer src="main.js"></script>');
    expect(await htmlOff.read('main.js')).toBe('console.log("hello");');
    const byDefault = await build(await projectDir('html-minimize-options-default'), files, {
      entry: './src/index.js', plugins: [new HtmlWebpackPlugin({ title: 'T', minify: false })],
    });
    expect(await byDefault.read('index.html')).not.toContain('<html>');
  });
});

describe('/plugins/internal-plugins/', () => {
  proves('/plugins/internal-plugins/#module-and-chunk-ids', 'ChunkModuleIdRangePlugin (webpack.ids) numbers the modules of a named chunk from start; SyncModuleIdsPlugin lives in webpack.experiments.ids and takes module ids from its JSON file', async () => {
    expect((webpack.ids as Record<string, unknown>).SyncModuleIdsPlugin).toBeUndefined();
    const files = { 'src/index.js': "import './a.js';\n", 'src/a.js': "console.log('a');\n" };
    const idsOf = async (name: string, plugin: webpack.WebpackPluginInstance, config: webpack.Configuration = {}): Promise<Record<string, unknown>> => {
      const dir = await projectDir(name);
      await writeFiles(dir, files);
      const stats = await runOnce(webpack({ mode: 'none', context: dir, entry: './src/index.js', output: { path: join(dir, 'dist') }, ...config, plugins: [plugin] }));
      return Object.fromEntries((stats.toJson({ all: false, modules: true, ids: true }).modules ?? []).filter((m) => m.name?.startsWith('./')).map((m) => [m.name, m.id]));
    };
    expect(await idsOf('ids-range', new webpack.ids.ChunkModuleIdRangePlugin({ name: 'main', start: 100 }), { optimization: { moduleIds: false } })).toEqual({ './src/index.js': 100, './src/a.js': 101 });
    const idFile = join(await projectDir('ids-sync-file'), 'ids.json');
    await writeFiles(dirname(idFile), { 'ids.json': JSON.stringify({ './src/a.js': 'AAA', './src/index.js': 'III' }) });
    expect(await idsOf('ids-sync', new webpack.experiments.ids.SyncModuleIdsPlugin({ path: idFile, mode: 'read' }))).toEqual({ './src/index.js': 'III', './src/a.js': 'AAA' });
  });
});

describe('/plugins/ignore-plugin/', () => {
  proves('/plugins/ignore-plugin/#requests-that-create-context-modules', 'the directory request of a context is checked first; a kept context then requests each file under each key, with its folder as context, so matching keys leave files out of the map', async () => {
    const seen: string[] = [];
    const built = await buildUnminified(await projectDir('ignore-context-files'), {
      'src/index.js': "for (const name of ['de', 'fr', 'es']) {\n  try { console.log(name, require('./locale/' + name)); } catch (e) { console.log(name, e.code); }\n}\n",
      'src/locale/de.js': "module.exports = 'DE';\n",
      'src/locale/fr.js': "module.exports = 'FR';\n",
      'src/locale/es.js': "module.exports = 'ES';\n",
    }, {
      mode: 'none', target: 'node', devtool: false, entry: './src/index.js',
      plugins: [
        new webpack.IgnorePlugin({ checkResource: (resource, context) => (seen.push(`${resource} @ ${context.split(/[\\/]/).pop()}`), false) }),
        new webpack.IgnorePlugin({ resourceRegExp: /^\.\/(fr|es)(\.js)?$/, contextRegExp: /[\\/]locale$/ }),
      ],
    });
    expect(seen).toEqual(expect.arrayContaining(['./locale @ src', './de @ locale', './de.js @ locale', './fr @ locale', './fr.js @ locale']));
    expect(seen.indexOf('./locale @ src')).toBeLessThan(seen.indexOf('./de @ locale'));
    const main = await built.read('main.js');
    expect(main).toContain('"./de.js"');
    expect(main).not.toContain("'FR'");
    expect(runScript(join(built.dir, 'dist', 'main.js')).split('\n')).toEqual(['de DE', 'fr MODULE_NOT_FOUND', 'es MODULE_NOT_FOUND']);
  });
});
