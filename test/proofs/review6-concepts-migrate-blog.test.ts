// Proofs of statements on the concepts, migration and blog pages checked in their sixth audit
// (docs/audit/concepts.md, docs/audit/migrate.md and docs/audit/other-pages.md, "Sixth round").
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import webpack from 'webpack';
import { build, buildUnminified, effectiveOptions, pastWatcherAccuracy, projectDir, proves, validationLine, webpackSource, writeFiles } from './proof';

const big = (name: string) => `module.exports = ${JSON.stringify(name.repeat(30000))};\n`;

/** Builds in watch mode, edits a file after the first build, and returns the first hash and the files the rebuild emitted. */
async function editInWatch(dir: string, config: webpack.Configuration, edit: () => Promise<void>): Promise<{ first: string; emitted: string[]; read: (file: string) => Promise<string> }> {
  await pastWatcherAccuracy([dir]);
  const compiler = webpack({ context: dir, ...config, output: { path: join(dir, 'dist'), ...config.output } });
  const hashes: string[] = [];
  const emitted = await new Promise<string[]>((resolve, reject) => {
    const watching = compiler.watch({ aggregateTimeout: 50 }, (error, stats) => {
      if (error || !stats) return reject(error);
      hashes.push(stats.hash ?? '');
      if (hashes.length === 1) void edit();
      else {
        const files = [...stats.compilation.emittedAssets].sort();
        watching?.close(() => resolve(files));
      }
    });
  });
  return { first: hashes[0] ?? '', emitted, read: (file) => readFile(join(dir, 'dist', file), 'utf8') };
}

describe('concepts pages', () => {
  proves('/concepts/hot-module-replacement/#in-the-compiler', 'the update manifest is JSON named with the previous build hash, and an ES module .json.mjs when chunks load with import() (output.module)', async () => {
    const files = {
      'src/index.js': "import './a.js';\nif (import.meta.webpackHot) import.meta.webpackHot.accept('./a.js');\n",
      'src/a.js': 'console.log(1);\n',
    };
    for (const [name, output, manifestExt] of [['hmr-plain', {}, 'json'], ['hmr-module', { module: true }, 'json.mjs']] as const) {
      const dir = await projectDir(name);
      await writeFiles(dir, files);
      const { first, emitted, read } = await editInWatch(dir, { mode: 'development', devtool: false, entry: './src/index.js', output, plugins: [new webpack.HotModuleReplacementPlugin()] }, () => writeFile(join(dir, 'src/a.js'), 'console.log(2);\n'));
      const manifest = `main.${first}.hot-update.${manifestExt}`;
      expect(emitted).toContain(manifest);
      const text = await read(manifest);
      if (manifestExt === 'json') expect(JSON.parse(text).c).toEqual(['main']);
      else expect(text).toMatch(/^export default \{"c":\["main"\]/);
    }
    expect(effectiveOptions({ target: 'universal' }).output.hotUpdateMainFilename).toBe('[runtime].[fullhash].hot-update.json.mjs');
  });

  proves('/concepts/under-the-hood/#phase-3-generating-code-and-assets', 'the default minimizer runs at PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE and uses terser, or webpack\'s own minifier with futureDefaults', async () => {
    const defaults = await webpackSource('lib/config/defaults.js', 'const javascriptMinify = futureDefaults', 6);
    expect(defaults).toContain('require.resolve("../javascript/jsMinify")');
    expect(defaults).toContain('export: "terserMinify"');
    const plugin = await readFile(require.resolve('minimizer-webpack-plugin'), 'utf8');
    expect(plugin).toMatch(/defaultStage\(compiler\) \{\s*return compiler\.webpack\.Compilation\.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE;/);
  });

  proves('/concepts/dependency-graph/#from-modules-to-chunks', 'with mode none, as in production, a lazy chunk of one large library and a little code stays whole (minRemainingSize falls back to minSize), development splits it, and from enforceSizeThreshold (30 kB, 50 kB in production) it is split anyway', async () => {
    const files = (size: number) => ({
      'src/index.js': "import('./lazy.js');\n",
      'src/lazy.js': "import text from 'big';\nconsole.log(text.length);\n",
      'node_modules/big/index.js': `module.exports = ${JSON.stringify('b'.repeat(size))};\n`,
    });
    const chunkCount = async (name: string, mode: 'none' | 'development' | 'production', size: number) => {
      const built = await buildUnminified(await projectDir(name), files(size), { mode, devtool: false, entry: './src/index.js' });
      expect(built.errors).toEqual([]);
      return built.files.filter((file) => file.endsWith('.js')).length;
    };
    const none = effectiveOptions({ mode: 'none' }).optimization.splitChunks as { minRemainingSize?: unknown; enforceSizeThreshold?: unknown };
    expect(none.minRemainingSize).toBeUndefined();
    expect(none.enforceSizeThreshold).toBe(30000);
    expect((effectiveOptions({ mode: 'production' }).optimization.splitChunks as { enforceSizeThreshold?: unknown }).enforceSizeThreshold).toBe(50000);
    expect(await chunkCount('remaining-none', 'none', 20000)).toBe(2);
    expect(await chunkCount('remaining-dev', 'development', 20000)).toBe(3);
    expect(await chunkCount('remaining-prod', 'production', 30000)).toBe(2);
    expect(await chunkCount('enforced-none', 'none', 35000)).toBe(3);
    expect(await chunkCount('enforced-prod', 'production', 60000)).toBe(3);
  });

  proves('/concepts/manifest/#why-the-manifest-matters-for-caching', 'the vendors cache group keeps a 44 kB library in main, and splits one of 60 kB (enforceSizeThreshold) although main is then tiny', async () => {
    const vendorSplit = async (name: string, size: number) => {
      const built = await buildUnminified(await projectDir(name), {
        'src/index.js': "import text from 'big';\nconsole.log(text.length);\n",
        'node_modules/big/index.js': `module.exports = ${JSON.stringify('v'.repeat(size))};\n`,
      }, {
        entry: './src/index.js',
        output: { filename: '[name].[contenthash].js' },
        optimization: { runtimeChunk: 'single', moduleIds: 'deterministic', splitChunks: { cacheGroups: { vendor: { test: /[\\/]node_modules[\\/]/, name: 'vendors', chunks: 'all' } } } },
      });
      return built.files.some((file) => file.startsWith('vendors.'));
    };
    expect(await vendorSplit('vendors-44', 44000)).toBe(false);
    expect(await vendorSplit('vendors-60', 60000)).toBe(true);
  });

  proves('/concepts/manifest/#the-runtime', 'without dynamic imports there is no chunk fetching code, but an entry sharing a split initial chunk carries the jsonp chunk loading block', async () => {
    const built = await buildUnminified(await projectDir('runtime-split'), {
      'src/a.js': "import text from 'big';\nconsole.log(text);\n",
      'src/b.js': "import text from 'big';\nconsole.log(text + 1);\n",
      'node_modules/big/index.js': big('m'),
    }, { entry: { a: './src/a.js', b: './src/b.js' }, optimization: { splitChunks: { chunks: 'all' } } });
    expect(built.files.length).toBe(3);
    const a = await built.read('a.js');
    expect(a).toContain('webpack/runtime/jsonp chunk loading');
    expect(a).not.toContain('__webpack_require__.e =');
    const alone = await buildUnminified(await projectDir('runtime-alone'), { 'src/a.js': "import text from 'big';\nconsole.log(text);\n", 'node_modules/big/index.js': big('m') }, { entry: { a: './src/a.js' } });
    expect(await alone.read('a.js')).not.toContain('chunk loading');
  });

  proves('/concepts/output/#the-minimum', 'a fixed filename with a second initial chunk stops the build with a conflict error', async () => {
    await expect(buildUnminified(await projectDir('fixed-name'), {
      'src/a.js': "import text from 'big';\nconsole.log(text);\n",
      'src/b.js': "import text from 'big';\nconsole.log(text + 1);\n",
      'node_modules/big/index.js': big('c'),
    }, { entry: { a: './src/a.js', b: './src/b.js' }, output: { filename: 'app.js' } })).rejects.toThrow(/Conflict: Multiple chunks emit assets to the same filename app\.js/);
  });

  proves('/concepts/entry-points/#a-single-entry', 'with an array entry the exports of the last module are the exports of the entry', async () => {
    const built = await buildUnminified(await projectDir('entry-array'), { 'src/a.js': 'export const a = 1;\n', 'src/b.js': 'export const b = 2;\n' }, {
      entry: ['./src/a.js', './src/b.js'],
      output: { library: { type: 'commonjs2' } },
    });
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    expect(Object.keys(require(join(built.dir, 'dist', 'main.js')))).toEqual(['b']);
  });

  proves('/concepts/targets/#common-values', "an ECMAScript level such as 'es5' on its own has no default chunk format and stops the build", async () => {
    await expect(buildUnminified(await projectDir('es5-alone'), { 'src/index.js': "import('./a.js');\n", 'src/a.js': 'export default 1;\n' }, { target: 'es5', entry: './src/index.js' })).rejects.toThrow(/no default script chunk format available/);
  });

  proves('/concepts/modules/#module-types', '.cjs files and .js files under "type": "commonjs" get javascript/dynamic, .mjs files javascript/esm', async () => {
    const dir = await projectDir('module-types');
    await writeFiles(dir, {
      'src/index.js': "require('./c.cjs');\nrequire('./p/x.js');\nimport('./m.mjs');\n",
      'src/c.cjs': 'module.exports = 1;\n',
      'src/p/package.json': '{ "type": "commonjs" }\n',
      'src/p/x.js': 'module.exports = 2;\n',
      'src/m.mjs': 'export default 1;\n',
    });
    const compiler = webpack({ mode: 'none', context: dir, entry: './src/index.js', output: { path: join(dir, 'dist') } });
    const stats = await new Promise<webpack.Stats>((resolve, reject) => compiler.run((error, result) => (error || !result ? reject(error) : resolve(result))));
    await new Promise<void>((resolve) => compiler.close(() => resolve()));
    const types = Object.fromEntries((stats.toJson({ all: false, modules: true }).modules ?? []).map((m) => [m.name, m.moduleType]));
    expect(types['./src/index.js']).toBe('javascript/auto');
    expect(types['./src/c.cjs']).toBe('javascript/dynamic');
    expect(types['./src/p/x.js']).toBe('javascript/dynamic');
    expect(types['./src/m.mjs']).toBe('javascript/esm');
  });
});

describe('migrate pages', () => {
  proves('/migrate/4/#minification', "in webpack 5 the default minimizer is minimizer-webpack-plugin, with terser, or webpack's own minifier under futureDefaults", async () => {
    const defaults = await webpackSource('lib/config/defaults.js', 'A(optimization, "minimizer"', 8);
    expect(defaults).toContain('require("minimizer-webpack-plugin")');
    expect(await webpackSource('lib/config/defaults.js', 'const javascriptMinify = futureDefaults', 6)).toContain('../javascript/jsMinify');
  });

  proves('/migrate/3/#moduleloaders-becomes-modulerules', 'webpack 5 (like 4) rejects module.loaders', async () => {
    expect(validationLine({ module: { loaders: [{ test: /\.css$/, loader: 'css-loader' }] } })).toContain("unknown property 'loaders'");
  });

  proves('/migrate/5/#remove-deprecated-options', 'IgnorePlugin refuses the two-regexp form of webpack 4 and takes one object', async () => {
    expect(() => webpack({ mode: 'none', plugins: [new webpack.IgnorePlugin(/^\.\/locale$/ as unknown as { resourceRegExp: RegExp })] })).toThrow(/Ignore Plugin has been initialized using an options object that does not match the API schema/);
    const built = await buildUnminified(await projectDir('ignore-plugin'), {
      'src/index.js': "require('./moment/index.js');\n",
      'src/moment/index.js': "require('./locale/' + globalThis.lang);\n",
      'src/moment/locale/de.js': "module.exports = 'LOCALE_DE';\n",
    }, { entry: './src/index.js', plugins: [new webpack.IgnorePlugin({ resourceRegExp: /^\.\/locale$/, contextRegExp: /moment$/ })] });
    expect(built.errors).toEqual([]);
    expect(await built.read('main.js')).not.toContain('LOCALE_DE');
  });

  proves('/migrate/5/#runtime-changes', 'require.include builds with a deprecation warning', async () => {
    const built = await buildUnminified(await projectDir('require-include'), { 'src/index.js': "require.include('./a.js');\nconsole.log(1);\n", 'src/a.js': 'module.exports = 1;\n' }, { entry: './src/index.js' });
    expect(built.warnings.join('\n')).toContain('require.include() is deprecated');
  });

  proves('/migrate/5/#json-modules-and-named-exports', 'a default import of JSON, destructured, lets a production build drop the unused properties', async () => {
    const built = await build(await projectDir('json-default'), {
      'package.json': JSON.stringify({ version: '1.2.3', unusedProperty: 'UNUSED_JSON_VALUE' }),
      'src/index.js': "import pkg from '../package.json';\nconst { version } = pkg;\nconsole.log(version);\n",
    }, { entry: './src/index.js' });
    expect(built.warnings).toEqual([]);
    const main = await built.read('main.js');
    expect(main).toContain('1.2.3');
    expect(main).not.toContain('UNUSED_JSON_VALUE');
  });
});

describe('blog', () => {
  proves('/blog/2026-03-10-persistent-cache-deep-dive/#separate-caches-for-separate-builds', 'the configurations of an array get their position appended to the cache name; a single configuration is name-mode', async () => {
    const dir = await projectDir('cache-names');
    await writeFiles(dir, { 'package.json': '{}\n', 'src/index.js': 'console.log(1);\n' });
    const one = (out: string): webpack.Configuration => ({ mode: 'production', context: dir, entry: './src/index.js', cache: { type: 'filesystem', cacheDirectory: join(dir, 'cache') }, output: { path: join(dir, out) }, optimization: { minimize: false } });
    const multi = webpack([one('dist1'), one('dist2')]);
    await new Promise<void>((resolve, reject) => multi.run((error) => (error ? reject(error) : multi.close(() => resolve()))));
    expect((await readdir(join(dir, 'cache'))).sort()).toEqual(['default-production__compiler1__', 'default-production__compiler2__']);
    expect((effectiveOptions({ mode: 'production', cache: { type: 'filesystem' } }).cache as { name: string }).name).toBe('default-production');
  });

  proves('/blog/2026-03-10-persistent-cache-deep-dive/#how-webpack-knows-an-entry-is-still-valid', 'with mode none, as in development, module and resolve snapshots use timestamps only', async () => {
    for (const mode of ['none', 'development'] as const) {
      const options = effectiveOptions({ mode, cache: { type: 'filesystem' } });
      expect(options.snapshot.module).toEqual({ timestamp: true });
      expect(options.snapshot.resolve).toEqual({ timestamp: true });
    }
    expect(effectiveOptions({ mode: 'production', cache: { type: 'filesystem' } }).snapshot.module).toEqual({ timestamp: true, hash: true });
  });
});
