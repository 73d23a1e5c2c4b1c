// Proofs of the statements checked in the eleventh review of the configuration pages (experiments, devtool,
// performance, entry-context, mode, target, watch, configuration-languages, configuration-types, node, index,
// plugins; docs/audit/configuration.md, "Round eleven").
import { spawnSync } from 'node:child_process';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createContext, runInContext } from 'node:vm';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import webpack from 'webpack';
import { build, buildUnminified, pastWatcherAccuracy, projectDir, proves, runScript, writeFiles } from './proof';

describe('/configuration/watch/', () => {
  let managedDir = '';
  beforeAll(async () => {
    managedDir = await projectDir('future-managed');
    await writeFiles(managedDir, {
      'src/index.js': "import v from 'pkg';\nconsole.log(v);\n",
      'node_modules/pkg/package.json': '{ "name": "pkg", "version": "1.0.0", "main": "index.js" }\n',
      'node_modules/pkg/index.js': "export default 'PKG1';\n",
    });
    await pastWatcherAccuracy([managedDir]);
  }, 30_000);

  proves('/configuration/watch/#watchoptionsignored', 'with futureDefaults every node_modules folder is managed: in a watch run an edit inside a package rebuilds but keeps the cached module, until its version changes', async () => {
    const dir = managedDir;
    const compiler = webpack({ mode: 'development', devtool: false, context: dir, entry: './src/index.js', experiments: { futureDefaults: true }, output: { path: join(dir, 'dist') }, infrastructureLogging: { level: 'none' } });
    // The project's own node_modules folder, not the one webpack is installed in.
    expect(compiler.options.snapshot.managedPaths).toEqual(expect.arrayContaining([expect.any(RegExp)]));
    const bundles: string[] = [];
    let watching: webpack.Watching | undefined;
    const waitFor = async (test: () => boolean) => {
      const until = Date.now() + 20_000;
      while (!test()) {
        if (Date.now() > until) throw new Error(`no rebuild after ${bundles.length} builds`);
        await new Promise((r) => setTimeout(r, 50));
      }
    };
    try {
      await new Promise<void>((resolveFirst, reject) => {
        watching = compiler.watch({}, (error, stats) => {
          if (error || !stats || stats.hasErrors()) return reject(error ?? new Error(stats?.toString('errors-only')));
          readFile(join(dir, 'dist', 'main.mjs'), 'utf8').then((bundle) => {
            bundles.push(bundle);
            if (bundles.length === 1) resolveFirst();
          }, reject);
        });
      });
      expect(bundles[0]).toContain('PKG1');
      await writeFile(join(dir, 'node_modules/pkg/index.js'), "export default 'PKG2';\n");
      await waitFor(() => bundles.length >= 2);
      // The watcher reported the edit and webpack rebuilt, with the module of the unchanged version.
      expect(bundles[1]).toContain('PKG1');
      expect(bundles[1]).not.toContain('PKG2');
      await writeFile(join(dir, 'node_modules/pkg/package.json'), '{ "name": "pkg", "version": "1.0.1", "main": "index.js" }\n');
      await waitFor(() => bundles.some((bundle) => bundle.includes('PKG2')));
    } finally {
      await new Promise<void>((r) => (watching ? watching.close(() => r()) : r()));
    }
  });
});

describe('/configuration/plugins/', () => {
  proves('/configuration/plugins/#order', 'extensions of html-webpack-plugin 5 work before or after it in the array, and two extensions change the page in array order', async () => {
    const extension = (mark: string) => ({
      apply(compiler: webpack.Compiler) {
        compiler.hooks.compilation.tap(mark, (compilation) => {
          HtmlWebpackPlugin.getHooks(compilation).beforeEmit.tap(mark, (data) => {
            data.html = data.html.replace('</body>', `<!--${mark}--></body>`);
            return data;
          });
        });
      },
    });
    const page = async (name: string, plugins: webpack.Configuration['plugins']) => {
      const built = await buildUnminified(await projectDir(name), { 'src/index.js': 'console.log(1);\n' }, { mode: 'development', devtool: false, entry: './src/index.js', plugins });
      expect(built.errors).toEqual([]);
      return built.read('index.html');
    };
    const aroundIt = await page('html-ext-around', [extension('A'), new HtmlWebpackPlugin(), extension('B')]);
    expect(aroundIt).toContain('<!--A--><!--B--></body>');
    const bothBefore = await page('html-ext-before', [extension('B'), extension('A'), new HtmlWebpackPlugin()]);
    expect(bothBefore).toContain('<!--B--><!--A--></body>');
  });
});

describe('/configuration/node/', () => {
  proves('/configuration/node/#choosing-values', "new URL('./file', import.meta.url) finds the file next to the bundle in CommonJS and in ES module output for Node.js", async () => {
    const files = {
      'src/data.txt': 'hello from data\n',
      'src/index.js': "import fs from 'fs';\nconst url = new URL('./data.txt', import.meta.url);\nconsole.log(fs.readFileSync(url, 'utf8').trim());\n",
    };
    const cjs = await buildUnminified(await projectDir('url-cjs'), files, { mode: 'none', target: 'node', entry: './src/index.js' });
    expect(cjs.errors).toEqual([]);
    expect(runScript(join(cjs.dir, 'dist', 'main.js'))).toBe('hello from data');
    const esm = await buildUnminified(await projectDir('url-esm'), files, { mode: 'none', target: 'node', entry: './src/index.js', output: { module: true } });
    expect(esm.errors).toEqual([]);
    expect(runScript(join(esm.dir, 'dist', 'main.mjs'))).toBe('hello from data');
  });
});

describe('/configuration/', () => {
  proves('/configuration/#an-annotated-overview', 'the annotated configuration builds with a browserslist configuration, and target browserslist stops without one', async () => {
    const config = (dir: string): webpack.Configuration => ({
      mode: 'production',
      context: join(dir, 'src'),
      entry: { app: './index.js', admin: { import: './admin.js', dependOn: 'app' } },
      output: { path: join(dir, 'dist'), filename: '[name].[contenthash].js', publicPath: '/assets/', clean: true },
      module: {
        rules: [
          { test: /\.css$/i, use: [require.resolve('style-loader'), require.resolve('css-loader')] },
          { test: /\.(png|svg|jpe?g)$/i, type: 'asset' },
        ],
      },
      resolve: { extensions: ['.ts', '...'], alias: { '@': join(dir, 'src') } },
      optimization: { splitChunks: { chunks: 'all' }, runtimeChunk: 'single', minimize: false },
      plugins: [new HtmlWebpackPlugin({ title: 'My app' })],
      devtool: 'source-map',
      target: 'browserslist',
      performance: { hints: 'warning', maxAssetSize: 300000 },
      stats: 'errors-warnings',
    });
    const sources = {
      'src/index.js': "import './style.css';\nimport shared from '@/shared';\nconsole.log(shared);\n",
      'src/admin.js': "import shared from '@/shared';\nconsole.log('admin', shared);\n",
      'src/shared.ts': "export default 'shared';\n",
      'src/style.css': 'body { color: red; }\n',
    };
    const withList = await projectDir('overview-browserslist');
    const built = await build(withList, { ...sources, 'package.json': '{ "name": "overview", "browserslist": ["defaults"] }\n' }, config(withList));
    expect(built.errors).toEqual([]);
    expect(built.files).toEqual(expect.arrayContaining(['index.html', expect.stringMatching(/^app\.[0-9a-f]+\.js$/), expect.stringMatching(/^admin\.[0-9a-f]+\.js$/), expect.stringMatching(/^runtime\.[0-9a-f]+\.js\.map$/)]));
    expect(await built.read('index.html')).toMatch(/src="\/assets\/runtime\.[0-9a-f]+\.js"/);

    const without = await projectDir('overview-no-browserslist');
    await writeFiles(without, { ...sources, 'package.json': '{ "name": "overview" }\n' });
    let error: unknown;
    try {
      await build(without, {}, config(without));
    } catch (caught) {
      error = caught;
    }
    expect(String(error)).toMatch(/No browserslist config found to handle the 'browserslist' target/);
  });
});

/** A production build over its size limits with hints: 'error': its errors and the files it wrote. */
async function oversizedWithErrorHints(name: string) {
  return build(await projectDir(name), { 'src/index.js': `console.log(${JSON.stringify('x'.repeat(3000))});\n` }, { mode: 'production', entry: './src/index.js', performance: { hints: 'error', maxAssetSize: 1000, maxEntrypointSize: 1000 } });
}

describe('/configuration/performance/', () => {
  proves('/configuration/performance/#performancehints', "hints: 'error' fails the build with errors, but the oversized files are written, since the check runs after emitting", async () => {
    const built = await oversizedWithErrorHints('hints-error-emits');
    expect(built.errors.join('\n')).toMatch(/asset size limit/);
    expect(built.files).toContain('main.js');
  });
});

describe('/configuration/mode/', () => {
  proves('/configuration/mode/#what-each-mode-sets', "emitOnErrors: false holds back the files for compilation errors, not for the size errors of performance.hints: 'error' raised after emitting", async () => {
    const late = await oversizedWithErrorHints('mode-late-errors');
    expect(late.errors.length).toBeGreaterThan(0);
    expect(late.files).toContain('main.js');
    const early = await build(await projectDir('mode-early-errors'), { 'src/index.js': "import './missing';\n" }, { mode: 'production', entry: './src/index.js' });
    expect(early.errors.join('\n')).toMatch(/Can't resolve '\.\/missing'/);
    expect(early.files).toEqual([]);
  });
});

describe('/configuration/entry-context/', () => {
  proves('/configuration/entry-context/#entrydependon', "two entries on one page each bring a runtime and run a shared module twice; runtimeChunk: 'single' or dependOn runs it once", async () => {
    const files = {
      'src/shared.js': 'globalThis.count = (globalThis.count || 0) + 1;\nexport default 1;\n',
      'src/a.js': "import s from './shared';\nconsole.log(s);\n",
      'src/b.js': "import s from './shared';\nconsole.log(s);\n",
    };
    // Loads every emitted script into one global, the runtime first, as script tags on one page would.
    const runsOfShared = async (name: string, config: webpack.Configuration) => {
      const built = await buildUnminified(await projectDir(name), files, { mode: 'none', target: 'web', entry: { a: './src/a.js', b: './src/b.js' }, ...config });
      expect(built.errors).toEqual([]);
      const page: Record<string, unknown> = { console: { log: () => undefined } };
      page.self = page;
      page.globalThis = page;
      createContext(page);
      const scripts = [...built.files].sort((x, y) => Number(y.startsWith('runtime')) - Number(x.startsWith('runtime')));
      for (const file of scripts) runInContext(await built.read(file), page);
      return page.count;
    };
    expect(await runsOfShared('two-runtimes', {})).toBe(2);
    expect(await runsOfShared('single-runtime', { optimization: { runtimeChunk: 'single' } })).toBe(1);
    expect(await runsOfShared('depend-on', { entry: { a: './src/a.js', b: { import: './src/b.js', dependOn: 'a' } } })).toBe(1);
  });
});

describe('/configuration/experiments/', () => {
  proves('/configuration/experiments/#experimentscacheunaffected', 'usedExports or mangleExports beside cacheUnaffected throws out of the compilation: the process ends with the message and the Node.js API callback is never called', async () => {
    const dir = await projectDir('cache-unaffected-throws');
    const script = (optimization: string) => [
      `const webpack = require(${JSON.stringify(require.resolve('webpack'))});`,
      `webpack({ mode: 'development', context: ${JSON.stringify(dir)}, entry: './src/u.js', output: { path: ${JSON.stringify(join(dir, 'dist'))} }, experiments: { cacheUnaffected: true }, optimization: ${optimization} }, () => console.log('CALLBACK'));`,
    ].join('\n');
    await writeFiles(dir, { 'src/u.js': 'export default 1;\n', 'used.js': script('{ usedExports: true }'), 'mangle.js': script('{ mangleExports: true }'), 'plain.js': script('{}') });
    const run = (file: string) => spawnSync(process.execPath, [join(dir, file)], { encoding: 'utf8' });
    const used = run('used.js');
    expect(used.status).not.toBe(0);
    expect(used.stderr).toContain("Error: optimization.usedExports can't be used with cacheUnaffected as export usage is a global effect");
    expect(used.stdout).not.toContain('CALLBACK');
    const mangle = run('mangle.js');
    expect(mangle.status).not.toBe(0);
    expect(mangle.stderr).toContain("Error: optimization.mangleExports can't be used with cacheUnaffected as export mangling is a global effect");
    expect(mangle.stdout).not.toContain('CALLBACK');
    expect(runScript(join(dir, 'plain.js'))).toBe('CALLBACK');
  });
});
