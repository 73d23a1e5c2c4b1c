// Proofs of /configuration/output/ statements made precise in its sixth review: where [runtime] is
// filled in, file names that collide, the whole-build switch of native CSS, clean in watch mode, the
// short library forms under output.module, what an ES module entry exports, environment.document,
// which ids hashFunction changes, and the warnings ignoreBrowserWarnings silences.
import { readdir, utimes, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import webpack from 'webpack';
import { buildUnminified, pastWatcherAccuracy, projectDir, proves, writeFiles } from './proof';

const lazyEditor = {
  'src/a.js': "import('./editor');\n",
  'src/b.js': "import('./editor');\n",
  'src/editor.js': 'export const run = () => 1;\n',
};

describe('/configuration/output/ (sixth review)', () => {
  // The watch run's project, made before the tests and aged past the watcher's accuracy, so that the
  // watcher reports only the proof's edit.
  let watchedDir = '';
  beforeAll(async () => {
    watchedDir = await projectDir('clean-watch');
    await writeFiles(watchedDir, {
      'src/index.js': "import(/* webpackChunkName: \"first\" */ './a');\n",
      'src/a.js': 'export const a = 1;\n',
      'src/b.js': 'export const b = 2;\n',
      'dist/before.txt': 'written before the run\n',
    });
    const past = new Date(Date.now() - 60_000);
    for (const file of ['src/index.js', 'src/a.js', 'src/b.js', 'src', 'dist/before.txt', 'dist']) await utimes(join(watchedDir, file), past, past);
    await pastWatcherAccuracy([watchedDir]);
  });

  proves('/configuration/output/#template-strings', '[runtime] works in chunk file names too: the entry or runtime chunk name (~ turned into _), and _ for a chunk several runtimes share', async () => {
    const shared = await buildUnminified(await projectDir('runtime-placeholder'), lazyEditor, {
      entry: { a: './src/a.js', b: './src/b.js' },
      output: { filename: '[runtime]--[name].js', chunkFilename: '[runtime]--[name].js' },
    });
    expect(shared.errors).toEqual([]);
    expect(shared.files.filter((f) => f.startsWith('_--'))).toHaveLength(1);
    expect(shared.files).toEqual(expect.arrayContaining(['a--a.js', 'b--b.js']));
    const ownRuntime = await buildUnminified(await projectDir('runtime-placeholder-chunk'), lazyEditor, {
      entry: { a: './src/a.js' },
      optimization: { runtimeChunk: true },
      output: { filename: '[runtime]--[name].js', chunkFilename: '[runtime]--[name].js' },
    });
    expect(ownRuntime.files).toEqual(expect.arrayContaining(['runtime_a--a.js', 'runtime_a--runtime~a.js']));
  });

  proves('/configuration/output/#outputfilename', 'with several entries [fullhash] collides like a fixed name; [contenthash] gives each entry its own file', async () => {
    const dir = await projectDir('fullhash-collision');
    const entry = { a: './src/a.js', b: './src/b.js' };
    await expect(buildUnminified(dir, lazyEditor, { entry, output: { filename: '[fullhash].js' } })).rejects.toThrow('Conflict: Multiple chunks emit assets to the same filename');
    const distinct = await buildUnminified(await projectDir('contenthash-entries'), lazyEditor, { entry, output: { filename: '[contenthash].js' } });
    expect(distinct.errors).toEqual([]);
    expect(distinct.files.filter((f) => f.endsWith('.js')).length).toBeGreaterThanOrEqual(3);
  });

  proves('/configuration/output/#outputcssfilename', 'a loader rule for some CSS files turns native CSS off for all of them: the others fail to parse and no .css file is emitted', async () => {
    const files = {
      'src/index.js': "import './style.css';\nimport './old.legacy.css';\n",
      'src/style.css': 'body { color: red; }\n',
      'src/old.legacy.css': '.a { color: blue; }\n',
      'raw-loader.js': 'module.exports = (source) => "export default " + JSON.stringify(source);\n',
    };
    const dir = await projectDir('css-whole-build');
    const withRule = await buildUnminified(dir, files, { module: { rules: [{ test: /\.legacy\.css$/, use: join(dir, 'raw-loader.js') }] } });
    expect(withRule.errors.join('\n')).toMatch(/Module parse failed/);
    expect(withRule.files.filter((f) => f.endsWith('.css'))).toEqual([]);
    const withoutRule = await buildUnminified(await projectDir('css-no-rule'), files, {});
    expect(withoutRule.errors).toEqual([]);
    expect(withoutRule.files).toContain('main.css');
  });

  proves('/configuration/output/#outputclean', 'the first build removes what it did not emit; watch rebuilds remove only files of earlier builds, not a file written between them', async () => {
    const dist = join(watchedDir, 'dist');
    const compiler = webpack({
      mode: 'development',
      devtool: false,
      context: watchedDir,
      entry: './src/index.js',
      infrastructureLogging: { level: 'none' },
      output: { path: dist, clean: true, chunkFilename: '[name].js' },
    });
    const listings: string[][] = [];
    await new Promise<void>((resolve, reject) => {
      const watching = compiler.watch({ aggregateTimeout: 20 }, (error) => {
        if (error) return reject(error);
        readdir(dist).then(async (files) => {
          listings.push(files.sort());
          if (listings.length === 1) {
            await writeFile(join(dist, 'during.txt'), 'written between two builds\n');
            await writeFile(join(watchedDir, 'src/index.js'), "import(/* webpackChunkName: \"second\" */ './b');\n");
          } else if (files.includes('second.js')) watching?.close(() => resolve());
        }, reject);
      });
    });
    expect(listings[0]).toEqual(['first.js', 'main.js']);
    expect(listings[listings.length - 1]).toEqual(['during.txt', 'main.js', 'second.js']);
  });

  proves('/configuration/output/#outputlibrary', "a short form's type is 'var', or 'module' with output.module, where the name stops the build", async () => {
    const files = { 'src/index.js': 'export const x = 1;\n' };
    const plain = await buildUnminified(await projectDir('library-short'), files, { output: { library: 'MyLib' } });
    expect(await plain.read('main.js')).toMatch(/^var MyLib;/m);
    await expect(buildUnminified(await projectDir('library-short-module'), files, { output: { module: true, library: 'MyLib' } })).rejects.toThrow('Library name must be unset');
  });

  proves('/configuration/output/#outputmodule', "chunks export their ids and modules; an application's entry exports nothing; a module library's entry writes export { ... }", async () => {
    const files = { 'src/index.js': "export const named = 1;\nimport('./editor');\n", 'src/editor.js': 'export const run = () => 1;\n' };
    const app = await buildUnminified(await projectDir('module-app'), files, { output: { module: true, chunkFilename: '[name].mjs' } });
    expect(app.errors).toEqual([]);
    expect(await app.read('main.mjs')).not.toMatch(/^export\b/m);
    const chunk = app.files.find((f) => f !== 'main.mjs' && f.endsWith('.mjs')) as string;
    expect(await app.read(chunk)).toMatch(/^export const __webpack_esm_ids__ = /m);
    expect(await app.read('main.mjs')).toContain('import(');
    const lib = await buildUnminified(await projectDir('module-library'), files, { output: { module: true, library: { type: 'module' } } });
    expect(await lib.read('main.mjs')).toMatch(/^export \{ named \};/m);
  });

  proves('/configuration/output/#outputenvironment', 'environment.document decides the prefetch <link> code of ES module output; script output is the same either way', async () => {
    const files = { 'src/index.js': "import(/* webpackPrefetch: true */ './editor');\n", 'src/editor.js': 'export const run = () => 1;\n' };
    const out = async (module: boolean, document: boolean) => {
      const built = await buildUnminified(await projectDir(`document-${module}-${document}`), files, { target: 'web', output: { module, environment: { document } } });
      return built.read(module ? 'main.mjs' : 'main.js');
    };
    const [scriptOn, scriptOff] = [await out(false, true), await out(false, false)];
    expect(scriptOn).toBe(scriptOff);
    expect(scriptOn).toContain("document.createElement('script')");
    expect(await out(true, true)).toContain('link.rel = "prefetch"');
    const moduleOff = await out(true, false);
    expect(moduleOff).not.toContain('link.rel = "prefetch"');
    expect(moduleOff).not.toContain('document');
  });

  proves('/configuration/output/#outputhashfunction', "hashFunction leaves the deterministic ids alone and changes the ids of moduleIds: 'hashed'", async () => {
    const files = { 'src/index.js': "import('./editor');\nimport { run } from './editor';\nrun();\n", 'src/editor.js': 'export const run = () => 1;\n' };
    const ids = async (hashFunction: string, moduleIds: 'deterministic' | 'hashed') => {
      const built = await buildUnminified(await projectDir(`ids-${hashFunction}-${moduleIds}`), files, { output: { hashFunction }, optimization: { moduleIds } });
      return (await built.read('main.js')).match(/__webpack_require__\((\d+|"[^"]+")\)/g);
    };
    expect(await ids('md4', 'deterministic')).toEqual(await ids('sha256', 'deterministic'));
    expect(await ids('md4', 'hashed')).not.toEqual(await ids('sha256', 'hashed'));
  });

  proves('/configuration/output/#outputignorebrowserwarnings', "silences module federation's runtime warnings, the failed share-scope initialisation among them", async () => {
    const files = {
      'package.json': '{ "name": "host", "version": "1.0.0", "dependencies": { "dep": "^1.0.0" } }\n',
      'node_modules/dep/package.json': '{ "name": "dep", "version": "1.0.0" }\n',
      'node_modules/dep/index.js': 'module.exports = 1;\n',
      'src/index.js': "import('dep');\nimport('r/x');\n",
    };
    const runtime = async (ignoreBrowserWarnings: boolean) => {
      const built = await buildUnminified(await projectDir(`federation-${ignoreBrowserWarnings}`), files, {
        plugins: [new webpack.container.ModuleFederationPlugin({ name: 'host', remotes: { r: 'r@http://remote.test/remoteEntry.js' }, shared: { dep: {} } })],
        output: { ignoreBrowserWarnings },
      });
      expect(built.errors).toEqual([]);
      return built.read('main.js');
    };
    const loud = await runtime(false);
    expect(loud).toContain('warn("Initialization of sharing external failed: " + err)');
    expect(loud).toContain('console.warn(msg)');
    const quiet = await runtime(true);
    expect(quiet).toContain('warn("Initialization of sharing external failed: " + err)');
    expect(quiet).not.toContain('console.warn');
  });

  proves('/configuration/output/#outputhtml', "inject: false on output.html leaves out the entry chunk's stylesheet too; an entry's own inject: false is ignored, its 'head' is not", async () => {
    const files = { 'src/index.js': "import './style.css';\nconsole.log(1);\n", 'src/style.css': 'body { color: red; }\n' };
    const page = async (name: string, config: webpack.Configuration) => (await buildUnminified(await projectDir(name), files, config)).read('main.html');
    const normal = await page('inject-default', { output: { html: true } });
    expect(normal).toContain('<link rel="stylesheet" href="main.css">');
    const off = await page('inject-false', { output: { html: { inject: false } } });
    expect(off).not.toContain('main.css');
    expect(off).toContain('<script defer src="main.js"></script>');
    const entryOff = await page('inject-entry-false', { entry: { main: { import: './src/index.js', html: { inject: false } } }, output: { html: true } });
    expect(entryOff).toContain('<link rel="stylesheet" href="main.css">');
    const entryHead = await page('inject-entry-head', { entry: { main: { import: './src/index.js', html: { inject: 'head' } } }, output: { html: true } });
    expect(entryHead).toMatch(/<head><script defer src="main\.js"><\/script>/);
  });

  proves('/configuration/output/#outputpublicpath', "the runtime and native CSS url() use an absolute publicPath; the tags of output.html pages stay relative to the page", async () => {
    const built = await buildUnminified(await projectDir('public-path-html'), {
      'src/index.js': "import './bg.css';\nimport('./editor');\n",
      'src/bg.css': '.a { background: url(./logo.png); }\n',
      'src/logo.png': 'not really a png',
      'src/editor.js': 'export const run = () => 1;\n',
    }, { module: { rules: [{ test: /\.png$/, type: 'asset/resource' }] }, output: { html: true, publicPath: 'https://cdn.test/' } });
    expect(await built.read('main.js')).toContain('__webpack_require__.p = "https://cdn.test/";');
    expect(await built.read('main.css')).toMatch(/url\(https:\/\/cdn\.test\/[0-9a-f]+\.png\)/);
    const page = await built.read('main.html');
    expect(page).toContain('<link rel="stylesheet" href="main.css">');
    expect(page).toContain('<script defer src="main.js"></script>');
    expect(page).not.toContain('cdn.test');
  });

  proves('/configuration/output/#template-strings', '[fullhash] is left as written in asset module names, and filled in for chunks and copied files', async () => {
    const built = await buildUnminified(await projectDir('fullhash-asset'), {
      'src/index.js': "import logo from './logo.png';\nconsole.log(logo);\n",
      'src/logo.png': 'not really a png',
      'legal/terms.txt': 'terms\n',
    }, {
      module: { rules: [{ test: /\.png$/, type: 'asset/resource' }] },
      output: { assetModuleFilename: 'img-[fullhash][ext]', filename: 'main-[fullhash].js', copy: [{ from: 'legal/*.txt', filename: '[name]-[fullhash][ext]' }] },
    });
    expect(built.errors).toEqual([]);
    expect(built.warnings).toEqual([]);
    expect(built.files).toContain('img-[fullhash].png');
    expect(built.files.filter((f) => /^main-[0-9a-f]{20}\.js$/.test(f))).toHaveLength(1);
    expect(built.files.filter((f) => /^terms-[0-9a-f]{20}\.txt$/.test(f))).toHaveLength(1);
  });

  proves('/configuration/output/#other-file-names', 'webassemblyModuleFilename takes [fullhash] but not [contenthash]', async () => {
    const files = { 'src/index.js': "import('./m.wasm');\n", 'src/m.wasm': '\0asm\u0001\0\0\0' };
    const full = await buildUnminified(await projectDir('wasm-fullhash'), files, { output: { webassemblyModuleFilename: 'w-[fullhash].wasm' } });
    expect(full.errors).toEqual([]);
    expect(full.files.filter((f) => /^w-[0-9a-f]{20}\.wasm$/.test(f))).toHaveLength(1);
    const content = await buildUnminified(await projectDir('wasm-contenthash'), files, { output: { webassemblyModuleFilename: 'w-[contenthash].wasm' } });
    expect(content.errors.join('\n')).toContain('Path variable [contenthash] not implemented in this context');
  });

  proves('/configuration/output/#template-strings', '[file] is the source path in asset module names and the output file in sourceMapFilename; [query] and [fragment] keep ? and #', async () => {
    const built = await buildUnminified(await projectDir('file-placeholder'), {
      'src/index.js': "import logo from './logo.png?v=1#top';\nconsole.log(logo);\n",
      'src/logo.png': 'not really a png',
    }, {
      devtool: 'source-map',
      module: { rules: [{ test: /\.png$/, type: 'asset/resource' }] },
      output: { assetModuleFilename: 'assets/[file]+[query]+[fragment]', sourceMapFilename: 'maps/[file].map' },
    });
    expect(await built.read('main.js')).toContain('"assets/src/logo.png+?v=1+#top"');
    expect(built.files).toContain('maps/main.js.map');
  });

  proves('/configuration/output/#other-file-names', "htmlFilename's [name] is the entry's name for a generated page and the HTML file's name for an HTML entry", async () => {
    const files = {
      'src/page.html': '<!doctype html><html><head><title>P</title></head><body><script src="./app.js"></script></body></html>\n',
      'src/app.js': 'console.log(1);\n',
    };
    const htmlEntry = await buildUnminified(await projectDir('html-entry-name'), files, { entry: { home: './src/page.html' }, output: { htmlFilename: 'x-[name].html' } });
    expect(htmlEntry.files).toContain('x-page.html');
    expect(htmlEntry.files).not.toContain('x-home.html');
    const generated = await buildUnminified(await projectDir('generated-page-name'), files, { entry: { home: './src/app.js' }, output: { html: true, htmlFilename: 'x-[name].html' } });
    expect(generated.files).toContain('x-home.html');
  });

  proves('/configuration/output/#outputresourcehints', "'none' drops the prefetch an asset URL's magic comment asks for, not the runtime prefetch of an import() chunk", async () => {
    const files = {
      'src/url.js': "const u = new URL(/* webpackPrefetch: true */ './logo.png', import.meta.url);\nconsole.log(u);\n",
      'src/lazy.js': "import(/* webpackPrefetch: true */ './editor');\n",
      'src/logo.png': 'not really a png',
      'src/editor.js': 'export const run = () => 1;\n',
    };
    const main = async (name: string, entry: string, resourceHints?: 'none') =>
      (await buildUnminified(await projectDir(name), files, { entry, module: { rules: [{ test: /\.png$/, type: 'asset/resource' }] }, output: { resourceHints } })).read('main.js');
    expect(await main('url-hints', './src/url.js')).toContain('/* webpack/runtime/asset prefetch */');
    expect(await main('url-hints-none', './src/url.js', 'none')).not.toContain('link.rel = "prefetch"');
    const lazy = await main('import-hints', './src/lazy.js');
    expect(lazy).toContain('link.rel = "prefetch"');
    expect(await main('import-hints-none', './src/lazy.js', 'none')).toBe(lazy);
  });
});
