// Proofs of the behaviour statements of /configuration/entry-context/.
import { runInNewContext } from 'node:vm';
import webpack from 'webpack';
import { buildUnminified, projectDir, proves, validationLine } from './proof';

const lazyPair = { 'src/lazy.js': 'export const lazy = 1;\n' };

describe('/configuration/entry-context/', () => {
  proves('/configuration/entry-context/#entry', "without entry webpack builds ./src (./src/index.js) as the entry main, written to main.js", async () => {
    const built = await buildUnminified(await projectDir('default-entry'), { 'src/index.js': "console.log('from src/index');\n" }, { devtool: false });
    expect(built.files).toEqual(['main.js']);
    expect(await built.read('main.js')).toMatch(/from src\/index/);
  });

  proves('/configuration/entry-context/#single-string', 'a single string entry is the chunk main, written to main.js', async () => {
    const built = await buildUnminified(await projectDir('single'), { 'src/app.js': "console.log('app');\n" }, { entry: './src/app.js', devtool: false });
    expect(built.files).toEqual(['main.js']);
  });

  proves('/configuration/entry-context/#array-of-strings', 'an array is one chunk whose modules run in order; a library exposes the last one', async () => {
    const files = { 'src/polyfills.js': "order.push('polyfills');\nexport const fromPolyfills = 1;\n", 'src/app.js': "order.push('app');\nexport const fromApp = 2;\n" };
    const built = await buildUnminified(await projectDir('array'), files, { entry: ['./src/polyfills.js', './src/app.js'], target: 'node', devtool: false, output: { library: { type: 'commonjs2' } } });
    expect(built.files).toEqual(['main.js']);
    const sandbox = { order: [] as string[], module: { exports: {} as Record<string, unknown> } };
    runInNewContext(await built.read('main.js'), sandbox);
    expect(sandbox.order).toEqual(['polyfills', 'app']);
    expect(Object.keys(sandbox.module.exports)).toEqual(['fromApp']);
  });

  proves('/configuration/entry-context/#object', 'each key names an entry chunk, available as [name] in file names', async () => {
    const files = { 'src/pages/home.js': 'console.log(1);\n', 'src/pages/search.js': 'console.log(2);\n', 'src/pages/account.js': 'console.log(3);\n', 'src/polyfills.js': 'console.log(0);\n' };
    const built = await buildUnminified(await projectDir('object'), files, { entry: { home: './src/pages/home.js', search: './src/pages/search.js', account: ['./src/polyfills.js', './src/pages/account.js'] }, output: { filename: '[name].bundle.js' }, devtool: false });
    expect(built.files).toEqual(['account.bundle.js', 'home.bundle.js', 'search.bundle.js']);
  });

  proves('/configuration/entry-context/#choosing-names', 'a name with a slash writes into a folder', async () => {
    const built = await buildUnminified(await projectDir('slash'), { 'src/home.js': 'console.log(1);\n' }, { entry: { 'pages/home': './src/home.js' }, output: { filename: '[name].js' }, devtool: false });
    expect(built.files).toEqual(['pages/home.js']);
  });

  proves('/configuration/entry-context/#entry-descriptor', 'an entry can be a descriptor object, and only import is required', async () => {
    expect(validationLine({ entry: { app: { import: './src/app.js', filename: 'js/[name].js' } } })).toBe('valid');
    expect(validationLine({ entry: { app: { filename: 'js/[name].js' } } })).toMatch(/misses the property 'import'/);
  });

  proves('/configuration/entry-context/#entryfilename', "filename overrides output.filename for its entry only, below output.path", async () => {
    const built = await buildUnminified(await projectDir('filename'), { 'src/app.js': 'console.log(1);\n', 'src/service-worker.js': 'console.log(2);\n' }, { entry: { app: './src/app.js', sw: { import: './src/service-worker.js', filename: 'sw.js' } }, output: { filename: '[name].[contenthash].js' }, devtool: false });
    expect(built.files).toEqual([expect.stringMatching(/^app\.[0-9a-f]+\.js$/), 'sw.js']);
  });

  proves('/configuration/entry-context/#entrydependon', 'a dependent entry leaves out what its dependency holds and has no runtime of its own; without dependOn both carry runtime and module', async () => {
    // The lazy import gives each bundle a runtime worth the name (the chunk loader, __webpack_require__.e).
    const files = { ...lazyPair, 'src/shared.js': "export const shared = 'SHARED-MODULE';\nimport('./lazy');\n", 'src/dashboard.js': "import { shared } from './shared';\nconsole.log(shared, 'dashboard');\n" };
    const entry = { vendor: './src/shared.js', dashboard: { import: './src/dashboard.js', dependOn: 'vendor' } };
    const built = await buildUnminified(await projectDir('depend-on'), files, { entry, devtool: false });
    const [vendor, dashboard] = [await built.read('vendor.js'), await built.read('dashboard.js')];
    expect(vendor).toMatch(/SHARED-MODULE/);
    expect(vendor).toMatch(/__webpack_require__\.e = /);
    expect(dashboard).not.toMatch(/SHARED-MODULE/);
    expect(dashboard).not.toMatch(/__webpack_require__\.e = /);
    const apart = await buildUnminified(await projectDir('depend-on-none'), files, { entry: { vendor: './src/shared.js', dashboard: './src/dashboard.js' }, devtool: false });
    for (const file of ['vendor.js', 'dashboard.js']) {
      const text = await apart.read(file);
      expect(text).toMatch(/SHARED-MODULE/);
      expect(text).toMatch(/__webpack_require__\.e = /);
    }
    const both = await buildUnminified(await projectDir('depend-on-runtime'), files, { entry: { vendor: './src/shared.js', dashboard: { import: './src/dashboard.js', dependOn: 'vendor', runtime: 'rt' } }, devtool: false });
    expect(both.errors.join('\n')).toMatch(/has 'dependOn' and 'runtime' specified/);
    const cycle = await buildUnminified(await projectDir('depend-on-cycle'), files, { entry: { vendor: { import: './src/shared.js', dependOn: 'dashboard' }, dashboard: { import: './src/dashboard.js', dependOn: 'vendor' } }, devtool: false });
    expect(cycle.errors.join('\n')).toMatch(/circular/i);
  });

  proves('/configuration/entry-context/#entryruntime', 'a shared runtime name makes one runtime chunk; false keeps the runtime in the entry despite runtimeChunk', async () => {
    const files = { ...lazyPair, 'src/checkout.js': "import('./lazy');\n", 'src/cart.js': "import('./lazy');\n", 'src/admin.js': "import('./lazy');\n" };
    const built = await buildUnminified(await projectDir('runtime'), files, { entry: { checkout: { import: './src/checkout.js', runtime: 'store-runtime' }, cart: { import: './src/cart.js', runtime: 'store-runtime' }, admin: './src/admin.js' }, devtool: false });
    expect(built.files).toEqual([expect.stringMatching(/^\d+\.js$/), 'admin.js', 'cart.js', 'checkout.js', 'store-runtime.js']);
    expect(await built.read('store-runtime.js')).toMatch(/__webpack_require__\.e = /);
    expect(await built.read('cart.js')).not.toMatch(/__webpack_require__\.e = /);
    expect(await built.read('admin.js')).toMatch(/__webpack_require__\.e = /);
    const single = await buildUnminified(await projectDir('runtime-false'), files, { entry: { checkout: './src/checkout.js', admin: { import: './src/admin.js', runtime: false } }, optimization: { runtimeChunk: 'single' }, devtool: false });
    expect(single.files).toEqual([expect.stringMatching(/^\d+\.js$/), 'admin.js', 'checkout.js', 'runtime.js']);
    expect(await single.read('admin.js')).toMatch(/__webpack_require__\.e = /);
    expect(await single.read('checkout.js')).not.toMatch(/__webpack_require__\.e = /);
  });

  proves('/configuration/entry-context/#entrylibrary', 'one entry is built as a UMD library while the other stays a plain bundle', async () => {
    const built = await buildUnminified(await projectDir('library'), { 'src/app.js': 'console.log(1);\n', 'src/widget.js': 'export const widget = 1;\n' }, { entry: { app: './src/app.js', widget: { import: './src/widget.js', library: { name: 'Widget', type: 'umd' } } }, devtool: false });
    expect(await built.read('widget.js')).toMatch(/root\["Widget"\] = factory\(\)/);
    expect(await built.read('app.js')).not.toMatch(/webpackUniversalModuleDefinition/);
  });

  proves('/configuration/entry-context/#entrypublicpath', "the entry's runtime uses its own public path for the chunks it loads", async () => {
    const files = { ...lazyPair, 'src/site.js': "import('./lazy');\n", 'src/embed.js': "import('./lazy');\n" };
    const built = await buildUnminified(await projectDir('public-path'), files, { entry: { site: './src/site.js', embed: { import: './src/embed.js', publicPath: 'https://cdn.example.com/embed/' } }, output: { publicPath: '/assets/' }, devtool: false });
    expect(await built.read('embed.js')).toMatch(/__webpack_require__\.p = "https:\/\/cdn\.example\.com\/embed\/"/);
    expect(await built.read('site.js')).toMatch(/__webpack_require__\.p = "\/assets\/"/);
  });

  proves('/configuration/entry-context/#entrychunkloading', "chunkLoading picks the entry's loader; false loads nothing, so the chunk must already be on the page", async () => {
    const files = { ...lazyPair, 'src/app.js': "import('./lazy');\n", 'src/worker.js': "import('./lazy');\n", 'src/off.js': "import('./lazy');\n" };
    const built = await buildUnminified(await projectDir('chunk-loading'), files, { target: 'web', entry: { app: './src/app.js', worker: { import: './src/worker.js', chunkLoading: 'import-scripts' }, off: { import: './src/off.js', chunkLoading: false } }, devtool: false });
    expect(await built.read('app.js')).toMatch(/document\.createElement\('script'\)/);
    const worker = await built.read('worker.js');
    expect(worker).toMatch(/importScripts\(/);
    expect(worker).not.toMatch(/createElement\('script'\)/);
    const off = await built.read('off.js');
    expect(off).toMatch(/Promise\.resolve\(\/\* import\(\) \*\/\)\.then\(\(\) => \(__webpack_require__\(\d+\)\)\)/);
    expect(off).not.toMatch(/__webpack_require__\.e = /);
  });

  proves('/configuration/entry-context/#entryasyncchunks', 'asyncChunks: false puts lazily imported modules into the initial chunk and leaves out the loading runtime', async () => {
    const files = { ...lazyPair, 'src/app.js': "import('./lazy');\n", 'src/snippet.js': "import('./lazy');\n" };
    const built = await buildUnminified(await projectDir('async-chunks'), files, { entry: { app: './src/app.js', snippet: { import: './src/snippet.js', asyncChunks: false } }, devtool: false });
    expect(built.files).toEqual([expect.stringMatching(/^\d+\.js$/), 'app.js', 'snippet.js']);
    const snippet = await built.read('snippet.js');
    expect(snippet).toMatch(/const lazy = 1/);
    expect(snippet).not.toMatch(/__webpack_require__\.e = /);
    expect(await built.read('app.js')).toMatch(/__webpack_require__\.e = /);
  });

  proves('/configuration/entry-context/#entrywasmloading', 'wasmLoading picks how each entry loads WebAssembly: fetch in one, the file system in the other', async () => {
    const files = { 'src/empty.wasm': '\0asm\u0001\0\0\0', 'src/browser.js': "import('./empty.wasm');\n", 'src/cli.js': "import('./empty.wasm');\n" };
    const built = await buildUnminified(await projectDir('wasm-loading'), files, { target: 'node', entry: { browser: { import: './src/browser.js', wasmLoading: 'fetch' }, cli: { import: './src/cli.js', wasmLoading: 'async-node' } }, devtool: false });
    expect(built.errors).toEqual([]);
    expect(await built.read('browser.js')).toMatch(/fetch\(/);
    const cli = await built.read('cli.js');
    expect(cli).toMatch(/readFile\(/);
    expect(cli).not.toMatch(/fetch\(/);
  });

  proves('/configuration/entry-context/#entryworker', 'worker: true names the file with workerChunkFilename; chunk loading still follows the entry', async () => {
    const files = { ...lazyPair, 'src/worker.js': "import('./lazy');\n" };
    const built = await buildUnminified(await projectDir('worker'), files, { target: 'web', entry: { bg: { import: './src/worker.js', worker: true } }, output: { workerChunkFilename: '[name].worker.js' }, devtool: false });
    expect(built.files).toEqual([expect.stringMatching(/^\d+\.js$/), 'bg.worker.js']);
    expect(await built.read('bg.worker.js')).toMatch(/document\.createElement\('script'\)/);
    const scripts = await buildUnminified(await projectDir('worker-import-scripts'), files, { target: 'web', entry: { bg: { import: './src/worker.js', worker: true, chunkLoading: 'import-scripts' } }, output: { workerChunkFilename: '[name].worker.js' }, devtool: false });
    expect(await scripts.read('bg.worker.js')).toMatch(/importScripts\(/);
  });

  proves('/configuration/entry-context/#entryhtml', "an object overrides output.html for its entry, false writes no page for it", async () => {
    const files = { 'src/a.js': 'console.log(1);\n', 'src/b.js': 'console.log(2);\n', 'src/c.js': 'console.log(3);\n' };
    const built = await buildUnminified(await projectDir('html'), files, { entry: { a: { import: './src/a.js', html: { title: 'Page A' } }, b: { import: './src/b.js', html: false }, c: './src/c.js' }, output: { html: { title: 'All pages' } }, devtool: false });
    expect(built.files).toEqual(['a.html', 'a.js', 'b.js', 'c.html', 'c.js']);
    expect(await built.read('a.html')).toMatch(/<title>Page A<\/title>/);
    expect(await built.read('c.html')).toMatch(/<title>All pages<\/title>/);
  });

  proves('/configuration/entry-context/#dynamic-entry', 'an entry function is called again for every compilation', async () => {
    const dir = await projectDir('dynamic');
    await buildUnminified(dir, { 'src/a.js': 'console.log(1);\n' }, { entry: './src/a.js' });
    let calls = 0;
    const compiler = webpack({ mode: 'production', context: dir, devtool: false, entry: async () => { calls += 1; return { a: './src/a.js' }; }, output: { path: `${dir}/dist-dynamic` } });
    const run = () => new Promise<void>((resolve, reject) => compiler.run((error) => (error ? reject(error) : resolve())));
    await run();
    await run();
    await new Promise((resolve) => compiler.close(resolve));
    expect(calls).toBe(2);
  });
});
