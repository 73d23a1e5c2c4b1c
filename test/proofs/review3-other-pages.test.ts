// Proofs of behaviour statements on the contribute pages, the blog posts, the glossary, the comparison
// and the home page (docs/audit/other-pages.md, third round). Tiny projects, unminified where the
// statement is not about minified output.
import { spawnSync } from 'node:child_process';
import { readdir, readFile, utimes, writeFile } from 'node:fs/promises';
import { join, sep } from 'node:path';
import webpack from 'webpack';
import { build, buildUnminified, effectiveOptions, projectDir, proves, validationLine, writeFiles, type ProofTarget } from './proof';

/** Runs one build with the configuration as given (context and output included) and closes the compiler. */
function runAndClose(config: webpack.Configuration): Promise<webpack.Stats> {
  return new Promise((resolve, reject) => {
    const compiler = webpack(config);
    compiler.run((error, stats) => {
      if (error || !stats) return reject(error ?? new Error('no stats'));
      compiler.close((closeError) => (closeError ? reject(closeError) : resolve(stats)));
    });
  });
}

describe('/contribute/debugging/', () => {
  proves('/contribute/debugging/#read-the-stats', "errorDetails 'auto' prints the details with two errors and leaves them out from three on", async () => {
    const dir = await projectDir('debug-error-details');
    await writeFiles(dir, {
      'src/two.js': "import './missing-a';\nimport './missing-b';\n",
      'src/three.js': "import './missing-a';\nimport './missing-b';\nimport './missing-c';\n",
    });
    const run = async (entry: string) =>
      (await runAndClose({ mode: 'none', context: dir, entry, output: { path: join(dir, 'dist', entry) } })).toString({ colors: false });
    const two = await run('./src/two.js');
    const three = await run('./src/three.js');
    // The details are the resolver's log: the paths it tried.
    expect(two).toMatch(/missing-a\.js doesn't exist/);
    expect(three).not.toMatch(/missing-a\.js doesn't exist/);
    expect(three).toContain("Use 'stats.errorDetails: true' resp. '--stats-error-details' to show it.");
    const all = (await runAndClose({ mode: 'none', context: dir, entry: './src/three.js', output: { path: join(dir, 'dist', 'all') } })).toString({ colors: false, errorDetails: true });
    expect(all).toMatch(/missing-c\.js doesn't exist/);
  });

  proves('/contribute/debugging/#profilingplugin', 'the trace names each tap call after its plugin, not its hook, gives loaders no events and carries a CPU profile', async () => {
    const dir = await projectDir('debug-profiling');
    const trace = join(dir, 'profiling', 'events.json');
    const built = await buildUnminified(
      dir,
      {
        'loaders/probe-loader.js': "module.exports = function (s) { return 'export default ' + JSON.stringify(s); };\n",
        'src/a.txt': 'a\n',
        'src/index.js': "import a from './a.txt';\nconsole.log(a);\n",
      },
      {
        mode: 'none',
        entry: './src/index.js',
        module: { rules: [{ test: /\.txt$/, use: join(dir, 'loaders', 'probe-loader.js') }] },
        plugins: [
          { apply: (compiler: webpack.Compiler) => compiler.hooks.thisCompilation.tap('ProbePlugin', (compilation) => compilation.hooks.processAssets.tap('ProbePlugin', () => undefined)) },
          new webpack.debug.ProfilingPlugin({ outputPath: trace }),
        ],
      },
    );
    expect(built.errors).toEqual([]);
    // The trace is written when the compiler closes, which build() does not wait for.
    let events: { name: string; ph: string }[] = [];
    for (let i = 0; i < 100 && events.length === 0; i++) {
      try {
        events = JSON.parse(await readFile(trace, 'utf8'));
      } catch {
        await new Promise((r) => setTimeout(r, 100));
      }
    }
    const names = new Set(events.filter((e) => e.ph === 'B').map((e) => e.name));
    expect(names.has('ProbePlugin')).toBe(true);
    expect(names.has('processAssets')).toBe(false);
    expect(names.has('thisCompilation')).toBe(false);
    expect(events.some((e) => /probe-loader/.test(JSON.stringify(e)) && e.name !== 'CpuProfile')).toBe(false);
    expect(events.some((e) => e.name === 'CpuProfile')).toBe(true);
  });

  proves('/contribute/debugging/#--profile', 'with profile, each module of the stats carries resolving, building and dependencies timings', async () => {
    const dir = await projectDir('debug-profile');
    await writeFiles(dir, { 'src/index.js': "import './b';\n", 'src/b.js': 'export default 1;\n' });
    const stats = await runAndClose({ mode: 'none', profile: true, context: dir, entry: './src/index.js', output: { path: join(dir, 'dist') } });
    const modules = stats.toJson({ all: false, modules: true }).modules ?? [];
    const profile = modules.find((m) => m.name === './src/b.js')?.profile;
    expect(profile).toEqual(expect.objectContaining({ resolving: expect.any(Number), building: expect.any(Number), dependencies: expect.any(Number) }));
  });
});

describe('/contribute/writing-a-loader/', () => {
  proves('/contribute/writing-a-loader/#raw-loaders', 'a loader gets a string by default and a Buffer with raw = true', async () => {
    const probe = "module.exports = function (c) { return 'export default ' + JSON.stringify((Buffer.isBuffer(c) ? 'buffer:' : typeof c + ':') + c.length); };\n";
    const dir = await projectDir('loader-raw');
    const built = await buildUnminified(dir, {
      'loaders/text.js': probe,
      'loaders/raw.js': probe + 'module.exports.raw = true;\n',
      'src/a.txt': 'ä\n',
      'src/b.bin': 'ä\n',
      'src/index.js': "import a from './a.txt';\nimport b from './b.bin';\nconsole.log(a, b);\n",
    }, {
      mode: 'none',
      entry: './src/index.js',
      module: { rules: [{ test: /\.txt$/, use: join(dir, 'loaders/text.js') }, { test: /\.bin$/, use: join(dir, 'loaders/raw.js') }] },
    });
    const code = await built.read('main.js');
    // 'ä' is one UTF-16 unit in the decoded string and two bytes in the Buffer.
    expect(code).toContain('"string:2"');
    expect(code).toContain('"buffer:3"');
  });

  proves('/contribute/writing-a-loader/#pitching-loaders', "a loader's getLogger lines show with stats logging 'log', not by default", async () => {
    const dir = await projectDir('loader-logger');
    await writeFiles(dir, {
      'loaders/path-only-loader.js': "module.exports = function (s) { this.getLogger('path-only-loader').log('LOADER-LOG-LINE'); return 'export default 1;'; };\n",
      'src/a.csv': 'a\n',
      'src/index.js': "import './a.csv';\n",
    });
    const stats = await runAndClose({ mode: 'none', context: dir, entry: './src/index.js', output: { path: join(dir, 'dist') }, module: { rules: [{ test: /\.csv$/, use: join(dir, 'loaders/path-only-loader.js') }] } });
    expect(stats.toString({ preset: 'normal', colors: false })).not.toContain('LOADER-LOG-LINE');
    expect(stats.toString({ preset: 'normal', logging: 'log', colors: false })).toContain('LOADER-LOG-LINE');
  });
});

describe('/contribute/plugin-patterns/ and /contribute/writing-a-plugin/', () => {
  proves('/contribute/plugin-patterns/#exploring-assets-chunks-and-modules', 'log lines need logging log, debug lines need loggingDebug (which shows the other lines too), info lines show by default', async () => {
    const dir = await projectDir('patterns-logging');
    await writeFiles(dir, { 'src/index.js': 'console.log(1);\n' });
    const plugin = {
      apply: (compiler: webpack.Compiler) =>
        compiler.hooks.thisCompilation.tap('InventoryPlugin', (compilation) =>
          compilation.hooks.processAssets.tap('InventoryPlugin', () => {
            const logger = compilation.getLogger('InventoryPlugin');
            logger.log('LOG-LINE');
            logger.info('INFO-LINE');
            logger.debug('DEBUG-LINE');
          }),
        ),
    };
    const stats = await runAndClose({ mode: 'none', context: dir, entry: './src/index.js', output: { path: join(dir, 'dist') }, plugins: [plugin] });
    const normal = stats.toString({ preset: 'normal', colors: false });
    expect(normal).toContain('INFO-LINE');
    expect(normal).not.toContain('LOG-LINE');
    expect(normal).not.toContain('DEBUG-LINE');
    const verbose = stats.toString({ preset: 'verbose', colors: false });
    expect(verbose).toContain('LOG-LINE');
    expect(verbose).not.toContain('DEBUG-LINE');
    expect(stats.toString({ preset: 'normal', logging: 'log', colors: false })).toContain('LOG-LINE');
    const debug = stats.toString({ preset: 'normal', loggingDebug: [/InventoryPlugin/], colors: false });
    expect(debug).toContain('DEBUG-LINE');
    expect(debug).toContain('LOG-LINE');
  });

  proves('/contribute/plugin-patterns/#monitoring-the-watch-graph', 'on the first run of a watch, modifiedFiles and removedFiles are undefined', async () => {
    const dir = await projectDir('patterns-first-watch-run');
    await writeFiles(dir, { 'src/index.js': 'console.log(1);\n' });
    const seen: unknown[] = [];
    const compiler = webpack({
      mode: 'none',
      context: dir,
      entry: './src/index.js',
      output: { path: join(dir, 'dist') },
      plugins: [{ apply: (c: webpack.Compiler) => c.hooks.watchRun.tap('ChangedFilesPlugin', (w) => void seen.push(w.modifiedFiles, w.removedFiles)) }],
    });
    await new Promise<void>((resolve, reject) => {
      const watching = compiler.watch({}, (error) => {
        if (error) return reject(error);
        watching?.close(() => resolve());
      });
    });
    expect(seen.slice(0, 2)).toEqual([undefined, undefined]);
  });

  proves('/contribute/writing-a-plugin/#compiler-and-compilation', 'compilation also fires for the child compilation of html-webpack-plugin, thisCompilation only for the main one', async () => {
    const HtmlWebpackPlugin = require('html-webpack-plugin');
    const counts = { compilation: 0, thisCompilation: 0 };
    const built = await buildUnminified(await projectDir('plugin-child-compilation'), { 'src/index.js': 'console.log(1);\n' }, {
      mode: 'none',
      entry: './src/index.js',
      plugins: [
        new HtmlWebpackPlugin(),
        { apply: (c: webpack.Compiler) => { c.hooks.compilation.tap('Count', () => void counts.compilation++); c.hooks.thisCompilation.tap('Count', () => void counts.thisCompilation++); } },
      ],
    });
    expect(built.errors).toEqual([]);
    expect(built.files).toContain('index.html');
    expect(counts.thisCompilation).toBe(1);
    expect(counts.compilation).toBeGreaterThan(1);
  });

  proves('/contribute/writing-a-plugin/#anatomy-of-a-plugin', 'an exception in a tap is reported with the hook, not the plugin name', async () => {
    const built = await buildUnminified(await projectDir('plugin-throwing-tap'), { 'src/index.js': 'console.log(1);\n' }, {
      mode: 'none',
      entry: './src/index.js',
      plugins: [{ apply: (c: webpack.Compiler) => c.hooks.thisCompilation.tap('NamedPlugin', (compilation) => compilation.hooks.processAssets.tap('NamedPlugin', () => { throw new Error('boom'); })) }],
    }).catch((error: Error & { details?: string }) => ({ errors: [`${error.name}: ${error.message}\n${error.details ?? ''}`] }));
    const text = built.errors.join('\n');
    expect(text).toContain('HookWebpackError: boom');
    expect(text).toContain('caused by plugins in Compilation.hooks.processAssets');
    expect(text).not.toContain('NamedPlugin');
  });

  proves('/contribute/writing-a-plugin/#example-listing-the-assets-of-a-build', 'emitting the same file name twice with different content is an error', async () => {
    const built = await buildUnminified(await projectDir('plugin-emit-twice'), { 'src/index.js': 'console.log(1);\n' }, {
      mode: 'none',
      entry: './src/index.js',
      plugins: [{ apply: (c: webpack.Compiler) => c.hooks.thisCompilation.tap('Twice', (compilation) => compilation.hooks.processAssets.tap('Twice', () => {
        compilation.emitAsset('x.txt', new webpack.sources.RawSource('a'));
        compilation.emitAsset('x.txt', new webpack.sources.RawSource('b'));
      })) }],
    });
    expect(built.errors.join('\n')).toContain('Conflict: Multiple assets emit different content to the same filename x.txt');
  });

  proves('/contribute/writing-a-plugin/#example-listing-the-assets-of-a-build', 'the stage constants run from PROCESS_ASSETS_STAGE_ADDITIONAL to PROCESS_ASSETS_STAGE_REPORT, the report stage after minification', async () => {
    const stages = Object.entries(webpack.Compilation).filter(([k]) => k.startsWith('PROCESS_ASSETS_STAGE_')) as [string, number][];
    const sorted = stages.sort((a, b) => a[1] - b[1]).map(([k]) => k);
    expect(sorted[0]).toBe('PROCESS_ASSETS_STAGE_ADDITIONAL');
    expect(sorted[sorted.length - 1]).toBe('PROCESS_ASSETS_STAGE_REPORT');
    expect(webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT).toBeGreaterThan(webpack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE);
  });
});

describe('/blog/', () => {
  proves('/blog/2026-03-10-persistent-cache-deep-dive/#what-gets-stored', 'the pack holds rendered chunk sources and minimizer results, and a warm build renders no unchanged chunk', async () => {
    const dir = await projectDir('blog-cache-assets');
    await writeFiles(dir, { 'src/index.js': "console.log('warm');\n" });
    const renders: number[] = [];
    const run = async () => {
      let count = 0;
      await runAndClose({
        mode: 'production',
        context: dir,
        entry: './src/index.js',
        output: { path: join(dir, 'dist') },
        cache: { type: 'filesystem', cacheDirectory: join(dir, 'cache') },
        plugins: [{ apply: (c: webpack.Compiler) => c.hooks.thisCompilation.tap('Count', (compilation) => webpack.javascript.JavascriptModulesPlugin.getCompilationHooks(compilation).renderMain.tap('Count', (s) => (count++, s))) }],
      });
      renders.push(count);
    };
    await run();
    await run();
    expect(renders).toEqual([1, 0]);
    const packDir = join(dir, 'cache', 'default-production');
    const packs = await Promise.all((await readdir(packDir)).map((f) => readFile(join(packDir, f), 'latin1')));
    const text = packs.join('\n');
    expect(text).toContain('Compilation/assets');
    expect(text).toContain('Compilation/codeGeneration');
    expect(text).toContain('TerserWebpackPlugin');
  });

  proves('/blog/2026-03-10-persistent-cache-deep-dive/#how-webpack-knows-an-entry-is-still-valid', 'a touched but unchanged file is rebuilt in development and reused in production', async () => {
    const rebuilt: Record<string, string[]> = {};
    for (const mode of ['development', 'production'] as const) {
      const dir = await projectDir(`blog-cache-touch-${mode}`);
      await writeFiles(dir, { 'src/index.js': "import './b.js';\n", 'src/b.js': 'export default 1;\n' });
      const run = async () => {
        const built: string[] = [];
        await runAndClose({
          mode,
          context: dir,
          entry: './src/index.js',
          output: { path: join(dir, 'dist') },
          optimization: { minimize: false },
          cache: { type: 'filesystem', cacheDirectory: join(dir, 'cache') },
          plugins: [{ apply: (c: webpack.Compiler) => c.hooks.thisCompilation.tap('Count', (compilation) => compilation.hooks.buildModule.tap('Count', (m) => void built.push(m.readableIdentifier(compilation.requestShortener)))) }],
        });
        return built;
      };
      await run();
      const later = new Date(Date.now() + 60_000);
      await utimes(join(dir, 'src', 'b.js'), later, later);
      rebuilt[mode] = await run();
    }
    expect(rebuilt.development).toContain('./src/b.js');
    expect(rebuilt.production).not.toContain('./src/b.js');
  });

  proves('/blog/2026-03-10-persistent-cache-deep-dive/#how-webpack-knows-an-entry-is-still-valid', 'an edit inside node_modules that keeps the package version is not picked up by a new build', async () => {
    const dir = await projectDir('blog-cache-managed');
    await writeFiles(dir, {
      'node_modules/dep/package.json': '{ "name": "dep", "version": "1.0.0", "main": "index.js" }\n',
      'node_modules/dep/index.js': "module.exports = 'ORIGINAL';\n",
      'src/index.js': "console.log(require('dep'));\n",
    });
    const run = async () => {
      // The project's node_modules stands for the folder webpack is installed in, the default managed path.
      await runAndClose({ mode: 'development', devtool: false, context: dir, entry: './src/index.js', output: { path: join(dir, 'dist') }, snapshot: { managedPaths: [join(dir, 'node_modules') + sep] }, cache: { type: 'filesystem', cacheDirectory: join(dir, 'cache') } });
      return readFile(join(dir, 'dist', 'main.js'), 'utf8');
    };
    expect(await run()).toContain('ORIGINAL');
    await writeFile(join(dir, 'node_modules', 'dep', 'index.js'), "module.exports = 'PATCHED';\n");
    const second = await run();
    expect(second).toContain('ORIGINAL');
    expect(second).not.toContain('PATCHED');
    // By default the managed path is the node_modules folder webpack was installed into; with futureDefaults, any node_modules folder.
    const webpackNodeModules = /^(.+?[\\/]node_modules[\\/])/.exec(require.resolve('watchpack'))?.[1];
    expect(effectiveOptions({ mode: 'development' }).snapshot.managedPaths).toEqual([webpackNodeModules]);
    expect(effectiveOptions({ mode: 'development', experiments: { futureDefaults: true } }).snapshot.managedPaths).toEqual([/^(.+?[\\/]node_modules[\\/])/]);
  });

  proves('/blog/2026-09-22-migrating-to-esm-config/#importing-webpack-itself', 'a named import from webpack fails, the default import gives the plugins', async () => {
    const run = (code: string) => spawnSync(process.execPath, ['--input-type=module', '-e', code], { cwd: join(__dirname, '..', '..'), encoding: 'utf8' });
    const named = run("import { DefinePlugin } from 'webpack';");
    expect(named.status).not.toBe(0);
    expect(named.stderr).toContain("Named export 'DefinePlugin' not found");
    const byDefault = run("import webpack from 'webpack'; const { DefinePlugin, ProvidePlugin } = webpack; console.log(typeof DefinePlugin, typeof ProvidePlugin);");
    expect(byDefault.stdout.trim()).toBe('function function');
  });

  proves('/blog/2026-09-22-migrating-to-esm-config/#replacing-requireresolve-and-local-paths', 'in a "type": "module" package a CommonJS loader runs as .cjs, and fails as .js', async () => {
    const loader = "module.exports = function (s) { return 'export default ' + JSON.stringify(s.trim()); };\n";
    const files = { 'package.json': '{ "type": "module" }\n', 'loaders/text-loader.cjs': loader, 'loaders/text-loader.js': loader, 'src/a.txt': 'hello\n', 'src/index.js': "import a from './a.txt';\nconsole.log(a);\n" };
    const run = async (name: string, file: string) => {
      const dir = await projectDir(name);
      return buildUnminified(dir, files, { mode: 'none', entry: './src/index.js', module: { rules: [{ test: /\.txt$/, loader: join(dir, 'loaders', file) }] } });
    };
    const cjs = await run('blog-esm-loader-cjs', 'text-loader.cjs');
    expect(cjs.errors).toEqual([]);
    expect(await cjs.read('main.js')).toContain('"hello"');
    // Outside Jest (whose sandbox cannot import() ES modules), as a build runs from the command line.
    const dir = await projectDir('blog-esm-loader-js');
    await writeFiles(dir, {
      ...files,
      'build.cjs': `require(${JSON.stringify(require.resolve('webpack'))})({ mode: 'none', context: __dirname, entry: './src/index.js', output: { path: __dirname + '/dist' }, module: { rules: [{ test: /\\.txt$/, loader: __dirname + '/loaders/text-loader.js' }] } }).run((e, s) => console.log(e ? e.message : s.toString('errors-only')));\n`,
    });
    const js = spawnSync(process.execPath, [join(dir, 'build.cjs')], { encoding: 'utf8' });
    expect(js.stdout).toContain('module is not defined in ES module scope');
  });

  proves('/blog/2026-09-22-migrating-to-esm-config/#keep-the-persistent-cache-in-the-loop', 'a module that the ES module configuration imports is a build dependency too', async () => {
    const dir = await projectDir('blog-esm-build-deps');
    await writeFiles(dir, {
      'package.json': '{ "type": "module" }\n',
      'helper.mjs': 'export const value = 1;\n',
      'webpack.config.mjs': "import { value } from './helper.mjs';\nexport default { value };\n",
      'src/index.js': 'console.log(1);\n',
    });
    const lines: string[] = [];
    const run = () =>
      runAndClose({
        mode: 'none',
        context: dir,
        entry: './src/index.js',
        output: { path: join(dir, 'dist') },
        cache: { type: 'filesystem', cacheDirectory: join(dir, 'cache'), buildDependencies: { config: [join(dir, 'webpack.config.mjs')] } },
        infrastructureLogging: { debug: /webpack\.cache/, console: { ...console, log: (...a: unknown[]) => lines.push(a.join(' ')), info: (...a: unknown[]) => lines.push(a.join(' ')), debug: (...a: unknown[]) => lines.push(a.join(' ')), warn: (...a: unknown[]) => lines.push(a.join(' ')) } as Console },
      });
    await run();
    await writeFile(join(dir, 'helper.mjs'), 'export const value = 2;\n');
    lines.length = 0;
    await run();
    const log = lines.join('\n');
    expect(log).toMatch(/helper\.mjs invalidated because hashes differ/);
    expect(log).toContain('build dependencies have changed');
  });

  proves('/blog/2026-09-22-migrating-to-esm-config/#configuration-format-and-output-format-are-separate', 'output.module needs no experiments flag in this release', async () => {
    expect(validationLine({ output: { module: true, library: { type: 'module' } } })).toBe('valid');
    const built = await buildUnminified(await projectDir('blog-output-module'), { 'src/index.js': 'export const a = 1;\n' }, {
      mode: 'none',
      entry: './src/index.js',
      output: { module: true, library: { type: 'module' } },
    });
    expect(built.errors).toEqual([]);
    expect(built.files).toHaveLength(1);
    expect(await built.read(built.files[0] ?? 'main.js')).toMatch(/export \{/);
  });

  proves('/blog/2026-07-14-smaller-bundles-checklist/#7-handle-assets-and-styles', 'without a CSS rule webpack writes and minifies .css files itself; with a CSS rule the default minimizer leaves CSS alone', async () => {
    const css = '.a {\n  color: red;\n}\n';
    const builtIn = await build(await projectDir('blog-css-builtin'), { 'src/index.js': "import './s.css';\n", 'src/s.css': css }, { mode: 'production', entry: './src/index.js' });
    expect(builtIn.errors).toEqual([]);
    expect(await builtIn.read('main.css')).toBe('.a{color:red}');
    const MiniCssExtractPlugin = require('mini-css-extract-plugin');
    const extracted = await build(await projectDir('blog-css-extract'), { 'src/index.js': "import './s.css';\n", 'src/s.css': css }, {
      mode: 'production',
      entry: './src/index.js',
      module: { rules: [{ test: /\.css$/, use: [MiniCssExtractPlugin.loader, require.resolve('css-loader')] }] },
      plugins: [new MiniCssExtractPlugin()],
    });
    expect(extracted.errors).toEqual([]);
    expect(await extracted.read('main.css')).toContain('.a {\n  color: red;\n}');
  });
});

describe('/glossary/, /comparison/ and the home page', () => {
  proves('/glossary/#cache', 'the memory cache is on by default in development mode only, watch or not', async () => {
    expect(effectiveOptions({ mode: 'development' }).cache).toEqual(expect.objectContaining({ type: 'memory' }));
    expect(effectiveOptions({ mode: 'production', watch: true }).cache).toBe(false);
    expect(effectiveOptions({ mode: 'none', watch: true }).cache).toBe(false);
  });

  proves('/glossary/#tree-shaking', 'CommonJS exports read by destructuring or into a variable are tree shaken', async () => {
    const built = await buildUnminified(
      await projectDir('glossary-cjs-tree-shaking'),
      {
        'src/lib.js': "exports.used = function () { return 'USED'; };\nexports.other = function () { return 'OTHER'; };\nexports.unused = function () { return 'UNUSED'; };\n",
        'src/index.js': "const { used } = require('./lib');\nconst other = require('./lib').other;\nconsole.log(used(), other());\n",
      },
      { mode: 'production', entry: './src/index.js' },
    );
    const code = await built.read('main.js');
    expect(code).toContain("exports.used = function () { return 'USED'; }");
    // Production mangles the name of a used CommonJS export (exports.other becomes a short name).
    expect(code).toMatch(/exports\.\w+ = function \(\) \{ return 'OTHER'; \}/);
    expect(code).toContain("__webpack_unused_export__ = function () { return 'UNUSED'; }");
  });

  proves('/glossary/#scope-hoisting', 'module concatenation is on by default in production mode only', async () => {
    expect(effectiveOptions({ mode: 'production' }).optimization.concatenateModules).toBe(true);
    expect(effectiveOptions({ mode: 'development' }).optimization.concatenateModules).toBe(false);
  });

  proves('/comparison/#feature-table', "webpack's built-in CSS is on by default unless a loader rule handles .css files", async () => {
    expect(effectiveOptions({ mode: 'production' }).experiments.css).toBe('auto');
    expect(effectiveOptions({ mode: 'production', module: { rules: [{ test: /\.css$/i, use: 'css-loader' }] } }).experiments.css).toBe(false);
  });

  proves('/#bundle-it' as ProofTarget, "the home page's project builds into dist/bundle.js, which runs the imported function", async () => {
    const built = await build(
      await projectDir('home-bundle'),
      {
        'src/index.js': "import bar from './bar.js';\n\nbar();\n",
        'src/bar.js': "export default function bar() {\n  console.log('Hello from bar!');\n}\n",
      },
      { entry: './src/index.js', output: { filename: 'bundle.js' } },
    );
    expect(built.files).toEqual(['bundle.js']);
    const run = spawnSync(process.execPath, [join(built.dir, 'dist', 'bundle.js')], { encoding: 'utf8' });
    expect(run.stdout).toBe('Hello from bar!\n');
  });
});
