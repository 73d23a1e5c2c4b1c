// Proofs of the behaviour statements checked in the third round of the guides audit
// (docs/audit/guides.md, "Third round").
import webpack from 'webpack';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { buildUnminified, effectiveOptions, projectDir, proves, webpackSource } from './proof';

const packageJson = async (name: string) => JSON.parse(await readFile(require.resolve(`${name}/package.json`), 'utf8'));

describe('/guides/build-performance/', () => {
  proves('/guides/build-performance/#measure-first', "ProfilingPlugin's relative outputPath stops webpack before it builds", async () => {
    expect(() => webpack({ mode: 'none', context: __dirname, plugins: [new webpack.debug.ProfilingPlugin({ outputPath: 'profiling/events.json' })] })).toThrow(
      'profiling/events.json is neither a posix nor a windows path',
    );
  });

  proves('/guides/build-performance/#turn-on-the-persistent-cache', 'development keeps a memory cache; the filesystem cache lives in node_modules/.cache/webpack', async () => {
    expect(effectiveOptions({ mode: 'development' }).cache).toMatchObject({ type: 'memory' });
    expect(effectiveOptions({ mode: 'production' }).cache).toBe(false);
    const cache = effectiveOptions({ mode: 'production', context: __dirname, cache: { type: 'filesystem' } }).cache as { cacheDirectory: string };
    expect(cache.cacheDirectory.split('\\').join('/')).toMatch(/\/node_modules\/\.cache\/webpack$/);
  });

  proves('/guides/build-performance/#turn-on-the-persistent-cache', 'the filesystem cache keeps a module built with old loader options unless cache.version changes, but rebuilds for a changed DefinePlugin value', async () => {
    const dir = await projectDir('perf-cache-outside-values');
    const { writeFile, mkdir } = await import('node:fs/promises');
    await mkdir(join(dir, 'src'), { recursive: true });
    await writeFile(join(dir, 'src/index.js'), 'console.log(API_URL, __V__);\n');
    await writeFile(join(dir, 'v-loader.js'), 'module.exports = function (source) { return source.replace("__V__", JSON.stringify(this.getOptions().v)); };\n');
    const run = (apiUrl: string, v: string, version?: string) =>
      new Promise<string>((resolve, reject) => {
        const compiler = webpack({
          mode: 'none',
          context: dir,
          entry: './src/index.js',
          output: { path: join(dir, 'dist') },
          cache: { type: 'filesystem', cacheDirectory: join(dir, '.cache'), ...(version === undefined ? {} : { version }) },
          module: { rules: [{ test: /index\.js$/, use: [{ loader: join(dir, 'v-loader.js'), options: { v } }] }] },
          plugins: [new webpack.DefinePlugin({ API_URL: JSON.stringify(apiUrl) })],
        });
        compiler.run((error) =>
          compiler.close((closeError) => (error || closeError ? reject(error ?? closeError) : readFile(join(dir, 'dist/main.js'), 'utf8').then((code) => resolve(/console\.log\([^)]*\)/.exec(code)?.[0] ?? '')))),
        );
      });
    expect(await run('a', 'x1')).toBe('console.log("a", "x1")');
    expect(await run('b', 'x1')).toBe('console.log("b", "x1")');
    expect(await run('b', 'x2')).toBe('console.log("b", "x1")');
    expect(await run('b', 'x2', 'x2')).toBe('console.log("b", "x2")');
  });

  proves('/guides/build-performance/#skip-production-work', 'splitChunks: false still gives each import() its own chunk', async () => {
    const built = await buildUnminified(await projectDir('perf-no-split'), { 'src/index.js': "import('./later.js');\n", 'src/later.js': 'export default 1;\n' }, {
      mode: 'development',
      devtool: false,
      entry: './src/index.js',
      optimization: { splitChunks: false },
    });
    expect(built.files).toEqual(['main.js', 'src_later_js.js']);
  });

  proves('/guides/build-performance/#compile-only-what-you-open', 'lazyCompilation: true makes both entries and import() lazy', async () => {
    const source = await webpackSource('lib/config/WebpackOptionsApply.js', 'if (options.experiments.lazyCompilation)', 60);
    expect(source).toContain('entries: !lazyOptions || lazyOptions.entries !== false');
    expect(source).toContain('imports: !lazyOptions || lazyOptions.imports !== false');
  });

  proves('/guides/build-performance/#sass', 'sass-loader 16 uses sass-embedded when it is installed', async () => {
    expect((await packageJson('sass-loader')).version).toMatch(/^16\./);
    const utils = await readFile(require.resolve('sass-loader/dist/utils.js'), 'utf8');
    const fn = utils.slice(utils.indexOf('function getDefaultSassImplementation'));
    expect(fn.indexOf('require.resolve("sass-embedded")')).toBeGreaterThan(0);
    expect(fn.indexOf('require.resolve("sass-embedded")')).toBeLessThan(fn.indexOf('require.resolve("sass")'));
  });

  proves('/guides/build-performance/#production-builds', 'the default minimizer is minimizer-webpack-plugin, parallel by default, and exports swcMinify and esbuildMinify', async () => {
    expect(await webpackSource('lib/config/defaults.js', 'A(optimization, "minimizer"', 6)).toContain('require("minimizer-webpack-plugin")');
    const MinimizerPlugin = require('minimizer-webpack-plugin');
    expect(typeof MinimizerPlugin.swcMinify).toBe('function');
    expect(typeof MinimizerPlugin.esbuildMinify).toBe('function');
    expect(MinimizerPlugin.getAvailableNumberOfCores(undefined)).toBe(MinimizerPlugin.getAvailableNumberOfCores(true));
  });
});

describe('/guides/csp/', () => {
  proves('/guides/csp/#nonces', '__webpack_nonce__ becomes the runtime nonce that chunk <script> elements get', async () => {
    const built = await buildUnminified(await projectDir('csp-nonce'), {
      'src/csp-nonce.js': '__webpack_nonce__ = document.currentScript?.nonce;\n',
      'src/index.js': "import './csp-nonce.js';\nimport('./later.js');\n",
      'src/later.js': 'export default 1;\n',
    }, { mode: 'development', devtool: false, entry: './src/index.js' });
    const code = await built.read('main.js');
    expect(code).toContain('__webpack_require__.nc = document.currentScript?.nonce');
    expect(code).toContain('script.setAttribute("nonce", __webpack_require__.nc)');
  });

  proves('/guides/csp/#what-webpack-does-at-run-time', "development mode's devtool gives JavaScript eval", async () => {
    expect(effectiveOptions({ mode: 'development' }).devtool).toEqual([
      { type: 'css', use: 'source-map' },
      { type: 'javascript', use: 'eval' },
    ]);
  });

  proves('/guides/csp/#trusted-types', 'trustedTypes: true takes the library name, else the package name (cleaned), else webpack, and stops on failure', async () => {
    const dir = await projectDir('csp-tt');
    const { writeFile } = await import('node:fs/promises');
    await writeFile(join(dir, 'package.json'), '{ "name": "countdown board" }\n');
    const tt = (config: webpack.Configuration) => effectiveOptions({ mode: 'production', context: dir, output: { trustedTypes: true, ...config.output } }).output.trustedTypes;
    expect(tt({})).toEqual({ policyName: 'countdown_board', onPolicyCreationFailure: 'stop' });
    expect(tt({ output: { library: { name: 'paceKit', type: 'umd' } } })).toMatchObject({ policyName: 'paceKit' });
    const empty = await projectDir('csp-tt-none');
    expect(effectiveOptions({ mode: 'production', context: empty, output: { trustedTypes: true } }).output.trustedTypes).toMatchObject({ policyName: 'webpack' });
  });
});

describe('/guides/csp/ (Trusted Types at run time)', () => {
  proves('/guides/csp/#trusted-types', "the runtime loads chunks through the policy; 'continue' catches a failed createPolicy with a warning, 'stop' does not", async () => {
    const files = { 'src/index.js': "import('./later.js');\n", 'src/later.js': 'export default 1;\n' };
    const code = async (name: string, onPolicyCreationFailure: 'stop' | 'continue') =>
      (await buildUnminified(await projectDir(name), files, { mode: 'development', devtool: false, entry: './src/index.js', output: { trustedTypes: { policyName: 'countdown-board', onPolicyCreationFailure } } })).read('main.js');
    const stop = await code('csp-tt-stop', 'stop');
    expect(stop).toContain('policy = trustedTypes.createPolicy("countdown-board", policy);');
    expect(stop).not.toContain('Could not create trusted-types policy');
    expect(stop).toContain('__webpack_require__.tu(url)');
    expect(await code('csp-tt-continue', 'continue')).toContain("console.warn('Could not create trusted-types policy \"countdown-board\"');");
  });
});

describe('/guides/hot-module-replacement/', () => {
  const files = {
    'src/index.js': "import { a } from './a.js';\nif (module.hot) { console.log('HOT BLOCK'); module.hot.accept('./a.js', () => console.log(a)); }\n",
    'src/a.js': 'export const a = 1;\n',
  };

  proves('/guides/hot-module-replacement/#accept-a-dependency', 'without HMR the module.hot block is left out of the output', async () => {
    const built = await buildUnminified(await projectDir('hmr-off'), files, { mode: 'development', devtool: false, entry: './src/index.js' });
    const code = await built.read('main.js');
    expect(code).toContain('if (false)');
    expect(code).not.toContain('HOT BLOCK');
  });

  proves('/guides/hot-module-replacement/#accept-a-dependency', 'with HMR the accept handler re-imports the accepted dependency before the callback runs', async () => {
    const built = await buildUnminified(await projectDir('hmr-on'), files, {
      mode: 'development',
      devtool: false,
      entry: './src/index.js',
      plugins: [new webpack.HotModuleReplacementPlugin()],
    });
    const code = await built.read('main.js');
    expect(code).toContain('HOT BLOCK');
    expect(code).toMatch(/module\.hot\.accept\([^;]*_a_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__\(/);
  });

  proves('/guides/hot-module-replacement/#use-importmeta-in-es-modules', 'in a .mjs module `module` is not defined, and import.meta.webpackHot is', async () => {
    const built = await buildUnminified(await projectDir('hmr-mjs'), { 'src/index.mjs': "if (module.hot) { console.log('CJS'); }\nif (import.meta.webpackHot) { console.log('ESM'); }\n" }, {
      mode: 'development',
      devtool: false,
      entry: './src/index.mjs',
      plugins: [new webpack.HotModuleReplacementPlugin()],
    });
    const code = await built.read('main.js');
    expect(code).toContain('(__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__)');
    expect(code).toContain("if (module.hot) { console.log('CJS'); }");
    expect(code).toContain("if (true) { console.log('ESM'); }");
  });
});

describe('/guides/asset-modules/', () => {
  const image = (bytes: number) => 'x'.repeat(bytes);

  proves('/guides/asset-modules/#choosing-file-names', 'default name [hash][ext][query][fragment]; a rule generator.filename wins over assetModuleFilename; [name].[ext] doubles the dot', async () => {
    expect(effectiveOptions({ mode: 'production' }).output.assetModuleFilename).toBe('[hash][ext][query][fragment]');
    const built = await buildUnminified(await projectDir('asset-names'), {
      'src/index.js': "import hero from './hero.jpg';\nimport font from './a.woff2';\nconsole.log(hero, font);\n",
      'src/hero.jpg': image(100),
      'src/a.woff2': image(100),
    }, {
      mode: 'production',
      entry: './src/index.js',
      output: { assetModuleFilename: 'assets/[name][ext]' },
      module: {
        rules: [
          { test: /\.jpg$/, type: 'asset/resource', generator: { filename: 'images/[name].[ext]' } },
          { test: /\.woff2$/, type: 'asset/resource' },
        ],
      },
    });
    expect(built.files).toEqual(['assets/a.woff2', 'images/hero..jpg', 'main.js']);
  });

  proves('/guides/asset-modules/#let-webpack-decide-with-asset', 'asset inlines files of up to 8096 bytes and emits larger ones', async () => {
    const built = await buildUnminified(await projectDir('asset-threshold'), {
      'src/index.js': "import a from './at.png';\nimport b from './over.png';\nconsole.log(a, b);\n",
      'src/at.png': image(8096),
      'src/over.png': image(8097),
    }, { mode: 'production', entry: './src/index.js', module: { rules: [{ test: /\.png$/, type: 'asset' }] } });
    expect(built.files.filter((f) => f.endsWith('.png'))).toHaveLength(1);
    expect(await built.read('main.js')).toContain('data:image/png;base64,');
  });

  proves('/guides/asset-modules/#stop-emitting-files', 'generator.emit: false keeps the URL and writes no file', async () => {
    const built = await buildUnminified(await projectDir('asset-no-emit'), { 'src/index.js': "import url from './a.png';\nconsole.log(url);\n", 'src/a.png': image(10) }, {
      mode: 'production',
      entry: './src/index.js',
      module: { rules: [{ test: /\.png$/, type: 'asset/resource', generator: { emit: false } }] },
    });
    expect(built.files).toEqual(['main.js']);
    expect(await built.read('main.js')).toMatch(/\.png"/);
  });

  proves('/guides/asset-modules/#defaults-for-all-assets', 'module.generator sets a default that a rule generator option overrides', async () => {
    const built = await buildUnminified(await projectDir('asset-defaults'), {
      'src/index.js': "import a from './a.png';\nimport b from './b.gif';\nconsole.log(a, b);\n",
      'src/a.png': image(10),
      'src/b.gif': image(10),
    }, {
      mode: 'production',
      entry: './src/index.js',
      module: {
        generator: { 'asset/resource': { filename: 'static/[name][ext]' } },
        rules: [
          { test: /\.png$/, type: 'asset/resource' },
          { test: /\.gif$/, type: 'asset/resource', generator: { filename: 'gifs/[name][ext]' } },
        ],
      },
    });
    expect(built.files).toEqual(['gifs/b.gif', 'main.js', 'static/a.png']);
  });
});

describe('/guides/author-libraries/', () => {
  proves('/guides/author-libraries/#exposing-the-exports', "commonjs2 with a name puts the exports on module.exports.<name>; UMD's default globalObject for the web is self", async () => {
    const built = await buildUnminified(await projectDir('lib-cjs2'), { 'src/index.js': 'export const x = 1;\n' }, {
      mode: 'production',
      entry: './src/index.js',
      output: { library: { type: 'commonjs2', name: 'paceKit' } },
    });
    expect(require(join(built.dir, 'dist', 'main.js'))).toEqual({ paceKit: expect.objectContaining({ x: 1 }) });
    expect(effectiveOptions({ mode: 'production', target: 'web', output: { library: { type: 'umd', name: 'paceKit' } } }).output.globalObject).toBe('self');
  });

  proves('/guides/author-libraries/#adding-an-es-module-build', 'two configurations with output.clean writing to one folder: the second deletes the first one\'s file', async () => {
    const dir = await projectDir('lib-clean-two');
    const { writeFile, mkdir, readdir } = await import('node:fs/promises');
    await mkdir(join(dir, 'src'), { recursive: true });
    await writeFile(join(dir, 'src/index.js'), 'export const x = 1;\n');
    const one = (filename: string, dependencies?: string[]): webpack.Configuration => ({
      name: filename,
      dependencies,
      mode: 'none',
      context: dir,
      entry: './src/index.js',
      output: { path: join(dir, 'dist'), filename, clean: true, library: { type: 'commonjs2' } },
    });
    // Run in parallel, which build cleans last depends on timing; `dependencies` makes the
    // second build start after the first has emitted, as a slower build would.
    await new Promise<void>((resolve, reject) => {
      const compiler = webpack([one('a.js'), one('b.js', ['a.js'])]);
      compiler.run((error) => compiler.close(() => (error ? reject(error) : resolve())));
    });
    expect(await readdir(join(dir, 'dist'))).toEqual(['b.js']);
  });
});

describe('/guides/package-exports/', () => {
  proves('/guides/package-exports/#which-conditions-webpack-sets', 'the conditions of each target and mode', async () => {
    const conditions = (config: webpack.Configuration) => effectiveOptions(config).resolve.conditionNames;
    expect(conditions({ mode: 'none', target: 'web' })).toEqual(['webpack', 'production', 'browser']);
    expect(conditions({ mode: 'development', target: 'webworker' })).toEqual(['webpack', 'development', 'worker', 'browser']);
    expect(conditions({ mode: 'production', target: 'electron-preload' })).toEqual(['webpack', 'production', 'node', 'browser', 'electron']);
    expect(conditions({ mode: 'production', target: 'electron-main' })).toEqual(['webpack', 'production', 'node', 'electron']);
    expect(conditions({ mode: 'production', target: 'nwjs' })).toEqual(['webpack', 'production', 'node', 'browser', 'nwjs']);
    expect(conditions({ mode: 'production', target: 'deno' })).toEqual(['webpack', 'production', 'deno', 'node', 'browser']);
    expect(conditions({ mode: 'production', target: 'bun' })).toEqual(['webpack', 'production', 'bun', 'node']);
    expect(conditions({ mode: 'production', target: 'async-node20' })).toEqual(['webpack', 'production', 'node']);
    const byDependency = effectiveOptions({ mode: 'production', target: 'web' }).resolve.byDependency as Record<string, { conditionNames?: string[] }>;
    expect(byDependency.esm?.conditionNames).toEqual(['import', 'module-sync', 'module', '...']);
    expect(byDependency.commonjs?.conditionNames).toEqual(['require', 'module-sync', 'module', '...']);
    expect(byDependency.amd?.conditionNames).toEqual(['require', 'module-sync', 'module', '...']);
    expect(byDependency.worker?.conditionNames).toEqual(['worker', 'import', 'module-sync', 'module', '...']);
  });
});

describe('/guides/entry-advanced/', () => {
  proves('/guides/entry-advanced/#without-a-plugin-built-in-css', "experiments.css 'auto' stays on without a .css rule and turns off with one, and the minimizer treats .css only while it is on", async () => {
    expect(effectiveOptions({ mode: 'production' }).experiments.css).toBe('auto');
    expect(effectiveOptions({ mode: 'production', module: { rules: [{ test: /\.css$/, use: 'css-loader' }] } }).experiments.css).toBe(false);
    expect(effectiveOptions({ mode: 'production', module: { rules: [{ test: /\.scss$/, type: 'css' }] } }).experiments.css).toBe('auto');
    expect(await webpackSource('lib/config/defaults.js', 'const minifyCss =', 4)).toContain('Boolean(css) &&');
  });
});

describe('/guides/dependency-management/', () => {
  proves('/guides/dependency-management/#dynamic-import-with-a-template', 'webpackInclude is tested against the absolute path of each file', async () => {
    const dir = await projectDir('dep-include');
    const built = await buildUnminified(dir, {
      'src/index.js': 'const name = globalThis.n;\nimport(/* webpackInclude: /src[\\\\/]themes[\\\\/][^\\\\/]+\\.js$/ */ `./themes/${name}`);\n',
      'src/themes/dark.js': 'export default 1;\n',
      'src/themes/extra/contrast.js': 'export default 2;\n',
    }, { mode: 'development', devtool: false, entry: './src/index.js' });
    expect(built.files).toEqual(['main.js', 'src_themes_dark_js.js']);
  });

  proves('/guides/dependency-management/#the-context-api', "require.context defaults (recursive, /^\\.\\/.*$/, sync) and a lazy context without resolve", async () => {
    const built = await buildUnminified(await projectDir('dep-context'), {
      'src/index.js': "const all = require.context('./themes');\nconst lazy = require.context('./themes', false, /\\.js$/, 'lazy');\nmodule.exports = { keys: all.keys(), resolve: typeof all.resolve, lazyResolve: typeof lazy.resolve };\n",
      'src/themes/dark.js': 'module.exports = 1;\n',
      'src/themes/extra/contrast.js': 'module.exports = 2;\n',
    }, { mode: 'development', devtool: false, target: 'node', entry: './src/index.js', output: { library: { type: 'commonjs2' } } });
    expect(require(join(built.dir, 'dist', 'main.js'))).toEqual({ keys: ['./dark', './dark.js', './extra/contrast', './extra/contrast.js'], resolve: 'function', lazyResolve: 'undefined' });
  });
});

describe('/guides/typescript/', () => {
  proves('/guides/typescript/#importing-files-that-are-not-code', 'webpack has no default rule for .svg files imported from code', async () => {
    const built = await buildUnminified(await projectDir('ts-svg'), { 'src/index.js': "import icon from './icon.svg';\nconsole.log(icon);\n", 'src/icon.svg': '<svg xmlns="http://www.w3.org/2000/svg"></svg>\n' }, {
      mode: 'development',
      devtool: false,
      entry: './src/index.js',
    });
    expect(built.errors.join('\n')).toContain('Module parse failed');
  });

  proves('/guides/typescript/#install-the-compiler-and-the-loader', "experiments.typescript 'auto' is on only where Node.js has module.stripTypeScriptTypes", async () => {
    const hasApi = typeof (require('node:module') as { stripTypeScriptTypes?: unknown }).stripTypeScriptTypes === 'function';
    expect(effectiveOptions({ mode: 'development' }).experiments.typescript).toBe(hasApi);
    expect(effectiveOptions({ mode: 'development', module: { rules: [{ test: /\.ts$/, use: 'ts-loader' }] } }).experiments.typescript).toBe(false);
  });
  proves('/guides/typescript/#configure-webpack', 'resolve.extensions replaces the list: without .js, an extensionless import of a .js file no longer resolves', async () => {
    const files = { 'src/index.js': "import a from './a';\nconsole.log(a);\n", 'src/a.js': 'export default 1;\n' };
    const config = (extensions: string[]): webpack.Configuration => ({ mode: 'development', devtool: false, entry: './src/index.js', resolve: { extensions } });
    expect((await buildUnminified(await projectDir('ts-ext-without-js'), files, config(['.tsx', '.ts']))).errors.join('\n')).toContain("Can't resolve './a'");
    expect((await buildUnminified(await projectDir('ts-ext-with-js'), files, config(['.tsx', '.ts', '.js']))).errors).toEqual([]);
  });
});

describe('/guides/shimming/', () => {
  proves('/guides/shimming/#nodejs-built-ins-in-the-browser', 'a module webpack 4 polyfilled gets the BREAKING CHANGE note with a fallback; fs gets a plain Module not found', async () => {
    const dir = await projectDir('shim-core');
    const built = await buildUnminified(dir, { 'src/index.js': "import 'zlib';\nimport 'fs';\n" }, {
      mode: 'development',
      devtool: false,
      entry: './src/index.js',
      resolve: { modules: [join(dir, 'node_modules')] },
    });
    const zlib = built.errors.find((e) => e.includes("Can't resolve 'zlib'")) ?? '';
    const fs = built.errors.find((e) => e.includes("Can't resolve 'fs'")) ?? '';
    expect(zlib).toContain('BREAKING CHANGE');
    expect(zlib).toContain('resolve.fallback: { "zlib": require.resolve("browserify-zlib") }');
    expect(zlib).toContain('resolve.fallback: { "zlib": false }');
    expect(fs).toContain('Module not found');
    expect(fs).not.toContain('BREAKING CHANGE');
  });

  proves('/guides/shimming/#provide-a-global-dependency', 'a key such as window.jQ is rewritten, and the array form takes one export', async () => {
    const dir = await projectDir('shim-provide');
    const lib = join(dir, 'src/lib.js');
    const built = await buildUnminified(dir, { 'src/index.js': 'console.log(window.jQ, LIBA);\n', 'src/lib.js': 'export const a = 1; export const b = 2;\n' }, {
      mode: 'production',
      entry: './src/index.js',
      plugins: [new webpack.ProvidePlugin({ 'window.jQ': [lib, 'b'], LIBA: [lib, 'a'] })],
    });
    const code = await built.read('main.js');
    expect(code).toContain('var __webpack_provided_window_dot_jQ =');
    expect(code).toContain('/* inlined export .b */2');
    expect(code).toContain('/* inlined export .a */1');
  });

  proves('/guides/shimming/#load-polyfills-before-everything-else', 'sideEffects: false drops an imported polyfill; listing its path keeps it', async () => {
    const files = (sideEffects: unknown) => ({
      'package.json': JSON.stringify({ name: 'shim', sideEffects }),
      'src/polyfills.js': "globalThis.POLY = 1; console.log('POLYFILL-RAN');\n",
      'src/index.js': "import './polyfills.js';\nconsole.log('app');\n",
    });
    const config: webpack.Configuration = { mode: 'production', entry: './src/index.js' };
    const dropped = await buildUnminified(await projectDir('shim-poly-false'), files(false), config);
    expect(await dropped.read('main.js')).not.toContain('POLYFILL-RAN');
    const kept = await buildUnminified(await projectDir('shim-poly-listed'), files(['./src/polyfills.js']), config);
    expect(await kept.read('main.js')).toContain('POLYFILL-RAN');
  });
});

describe('/guides/production/', () => {
  proves('/guides/production/#what-production-mode-does', 'production: deterministic ids, tree shaking, concatenation, NODE_ENV, 244 KiB size warnings', async () => {
    const { optimization, performance } = effectiveOptions({ mode: 'production' });
    expect(optimization).toMatchObject({ moduleIds: 'deterministic', chunkIds: 'deterministic', usedExports: true, sideEffects: true, innerGraph: true, concatenateModules: true, minimize: true, nodeEnv: 'production' });
    expect(performance).toMatchObject({ hints: 'warning', maxAssetSize: 250000, maxEntrypointSize: 250000 });
    expect(250000 / 1024).toBeCloseTo(244.1, 1);
  });

  proves('/guides/production/#node_env', "nodeEnv follows mode (false for 'none'), and the dead branch is cut without a minifier", async () => {
    expect(effectiveOptions({ mode: 'development' }).optimization.nodeEnv).toBe('development');
    expect(effectiveOptions({ mode: 'none' }).optimization.nodeEnv).toBe(false);
    const built = await buildUnminified(await projectDir('prod-node-env'), { 'src/index.js': "if (process.env.NODE_ENV !== 'production') { console.log('DEV ONLY'); }\nconsole.log('app');\n" }, {
      mode: 'production',
      entry: './src/index.js',
    });
    const code = await built.read('main.js');
    expect(code).toMatch(/if \(false\) \/\/ removed by dead control flow\n\{\}/);
    expect(code).not.toContain('DEV ONLY');
  });

  proves('/guides/production/#minification', "minimizeOptions.javascript replaces webpack's own { compress: { passes: 2 } }", async () => {
    const source = await webpackSource('lib/config/defaults.js', 'const javascriptOptions = minimizeByType.javascript ||', 3);
    expect(source).toContain('compress: { passes: 2 }');
  });
});

describe('/guides/public-path/', () => {
  proves('/guides/public-path/#the-default-auto', "publicPath defaults to 'auto' for web, webworker and any output.module build, '' for Node.js", async () => {
    const publicPath = (config: webpack.Configuration) => effectiveOptions({ mode: 'production', ...config }).output.publicPath;
    expect(publicPath({ target: 'web' })).toBe('auto');
    expect(publicPath({ target: 'webworker' })).toBe('auto');
    expect(publicPath({ target: 'node' })).toBe('');
    expect(publicPath({ target: 'node', output: { module: true } })).toBe('auto');
    const runtime = await webpackSource('lib/runtime/AutoPublicPathRuntimeModule.js', 'generate() {', 80);
    expect(runtime).toContain('scriptUrl = document.currentScript.src;');
    expect(runtime).toContain('while (i > -1 && (!scriptUrl || !/^https?:/.test(scriptUrl))) scriptUrl = scripts[i--].src;');
    expect(runtime).toContain('Automatic publicPath is not supported in this browser');
  });
});

describe('/guides/integrations/', () => {
  proves('/guides/integrations/#running-webpack-from-your-own-scripts', 'an invalid configuration sets err; a missing module leaves err null and shows in stats.hasErrors()', async () => {
    const dir = await projectDir('integrations-api');
    const invalid = await new Promise<Error | null>((resolve) => webpack({ mode: 'production', entry: 42 } as unknown as webpack.Configuration, (err) => resolve(err ?? null)));
    expect(invalid?.message).toContain('Invalid configuration object');
    const { writeFile, mkdir } = await import('node:fs/promises');
    await mkdir(join(dir, 'src'), { recursive: true });
    await writeFile(join(dir, 'src/index.js'), "import './missing.js';\n");
    const result = await new Promise<{ err: Error | null; hasErrors: boolean }>((resolve) =>
      webpack({ mode: 'none', context: dir, entry: './src/index.js', output: { path: join(dir, 'dist') } }, (err, stats) => resolve({ err: err ?? null, hasErrors: Boolean(stats?.hasErrors()) })),
    );
    expect(result).toEqual({ err: null, hasErrors: true });
  });
});

describe('/guides/development-vagrant/', () => {
  proves('/guides/development-vagrant/#host-names', 'the dev server accepts IP addresses and localhost in the Host header by default, and allowedHosts: all skips the check', async () => {
    const source = await readFile(require.resolve('webpack-dev-server/lib/Server.js'), 'utf8');
    const check = source.slice(source.indexOf('  isValidHost(headers, headerToCheck'), source.indexOf('return isValidHostname;'));
    expect(check).toContain('ipaddr.IPv4.isValid(hostname)');
    expect(check).toContain('hostname === "localhost"');
    expect(check).toContain('this.options.allowedHosts === "all" || this.isHostAllowed(hostname)');
    expect(source).toContain('res.end("Invalid Host header")');
  });
});

describe('/guides/installation/', () => {
  proves('/guides/installation/#prerequisites', 'engines: webpack-cli needs Node.js 20.9, webpack-dev-server 18.12, webpack 10.13', async () => {
    expect((await packageJson('webpack-cli')).engines.node).toBe('>=20.9.0');
    expect((await packageJson('webpack-dev-server')).engines.node).toBe('>= 18.12.0');
    expect((await packageJson('webpack')).engines.node).toBe('>=10.13.0');
  });
});

describe('/guides/progressive-web-application/', () => {
  proves('/guides/progressive-web-application/#keep-the-worker-out-of-development', 'the development bundle keeps only an empty if (false) {} of the guarded registration', async () => {
    const built = await buildUnminified(await projectDir('pwa-guard'), {
      'src/index.js': "if (process.env.NODE_ENV === 'production' && 'serviceWorker' in navigator) {\n  navigator.serviceWorker.register('/service-worker.js');\n}\n",
    }, { mode: 'development', devtool: false, entry: './src/index.js' });
    const code = await built.read('main.js');
    expect(code).toMatch(/if \(false\) \/\/ removed by dead control flow\n\{\}/);
    expect(code).not.toContain('service-worker.js');
  });
});
