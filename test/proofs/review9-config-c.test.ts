// Proofs of the statements checked in the ninth review of the configuration pages (experiments, devtool,
// performance, entry-context, mode, target, watch, configuration-languages, configuration-types, node, index,
// plugins; docs/audit/configuration.md, "Ninth round").
import { execFile } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import webpack from 'webpack';
import { build, buildUnminified, effectiveOptions, projectDir, proves, runScript, writeFiles } from './proof';

const run = promisify(execFile);
const cli = join(require.resolve('webpack-cli/package.json'), '..', 'bin', 'cli.js');

/** A local HTTP server that answers every request with the current `body`. */
async function contentServer(): Promise<{ server: Server; url: string; set(body: string): void }> {
  let body = '';
  const server = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/javascript' });
    res.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`, set: (next) => (body = next) };
}

describe('/configuration/experiments/', () => {
  proves('/configuration/experiments/#experimentsbuildhttp', 'with the lockfile and its cache the locked copy stays after the server changed; without the cache the entry is rewritten, or the build fails when frozen; upgrade fetches again', async () => {
    const remote = await contentServer();
    try {
      const dir = await projectDir('build-http');
      const files = { 'src/index.js': `import v from '${remote.url}lib.js';\nconsole.log(v);\n` };
      const config = (extra: object): webpack.Configuration => ({ mode: 'none', entry: './src/index.js', experiments: { buildHttp: { allowedUris: [remote.url], ...extra } } });
      remote.set('export default "V1";');
      expect(await (await build(dir, files, config({}))).read('main.js')).toContain('"V1"');
      remote.set('export default "V2";');
      // The cached copy is used: the changed file is not fetched, frozen or not.
      expect(await (await build(dir, files, config({}))).read('main.js')).toContain('"V1"');
      expect(await (await build(dir, files, config({ frozen: true }))).read('main.js')).toContain('"V1"');
      await rm(join(dir, 'webpack.lock.data'), { recursive: true, force: true });
      const frozen = await build(dir, files, config({ frozen: true }));
      expect(frozen.errors.join('\n')).toContain('has an outdated lockfile entry, but lockfile is frozen');
      const lockBefore = await readFile(join(dir, 'webpack.lock'), 'utf8');
      const refetched = await build(dir, files, config({}));
      expect(refetched.errors).toEqual([]);
      expect(refetched.warnings).toEqual([]);
      expect(await refetched.read('main.js')).toContain('"V2"');
      expect(await readFile(join(dir, 'webpack.lock'), 'utf8')).not.toBe(lockBefore);
      remote.set('export default "V3";');
      expect(await (await build(dir, files, config({}))).read('main.js')).toContain('"V2"');
      expect(await (await build(dir, files, config({ upgrade: true }))).read('main.js')).toContain('"V3"');
    } finally {
      await new Promise((resolve) => remote.server.close(resolve));
    }
  });
});

describe('/configuration/experiments/ (source phase imports)', () => {
  proves('/configuration/experiments/#experimentssourceimport', 'import source gives the compiled, not instantiated WebAssembly.Module; without the experiment the syntax fails to parse', async () => {
    const files = { 'src/index.js': "import source wasmModule from './lib.wasm';\nconsole.log(wasmModule instanceof WebAssembly.Module);\n", 'src/lib.wasm': Buffer.from('0061736d01000000', 'hex').toString('latin1') };
    const on = await buildUnminified(await projectDir('source-import-on'), files, { mode: 'none', entry: './src/index.js', target: 'node', experiments: { sourceImport: true } });
    expect(on.errors).toEqual([]);
    expect(runScript(join(on.dir, 'dist', 'main.js'))).toBe('true');
    const off = await buildUnminified(await projectDir('source-import-off'), files, { mode: 'none', entry: './src/index.js', target: 'node' });
    expect(off.errors.join('\n')).toContain('Module parse failed');
  });
});

describe('/configuration/experiments/ (futureDefaults and ES module output)', () => {
  proves('/configuration/experiments/#experimentsfuturedefaults', 'futureDefaults turns output.module on where the target loads ES modules, unless a library of a script type is built', async () => {
    const future = { mode: 'production' as const, experiments: { futureDefaults: true } };
    for (const target of ['web', 'webworker', 'node', 'electron-renderer']) expect(effectiveOptions({ ...future, target }).output).toMatchObject({ module: true, filename: '[name].mjs', chunkLoading: 'import' });
    expect(effectiveOptions({ ...future, target: ['web', 'es5'] }).output).toMatchObject({ module: false, chunkLoading: 'jsonp' });
    expect(effectiveOptions({ ...future, target: 'web', output: { library: { type: 'umd', name: 'lib' } } }).output).toMatchObject({ module: false, filename: '[name].js', chunkLoading: 'jsonp' });
    expect(effectiveOptions({ ...future, target: 'node', output: { library: { type: 'commonjs2' } } }).output).toMatchObject({ module: false, chunkLoading: 'require' });
    expect(effectiveOptions({ ...future, target: 'web', entry: { a: { import: './a.js', library: { type: 'umd', name: 'lib' } } } }).output.module).toBe(false);
    expect(effectiveOptions({ ...future, target: 'web', output: { library: { type: 'module' } } }).output.module).toBe(true);
  });

  proves('/configuration/target/#target', 'with futureDefaults a web build loads chunks with import() from main.mjs; a umd library keeps main.js and script tags', async () => {
    const files = { 'src/index.js': "import('./lazy.js').then((m) => console.log(m.default));\n", 'src/lazy.js': "export default 'LAZY';\n" };
    const esm = await buildUnminified(await projectDir('future-esm'), files, { entry: './src/index.js', target: 'web', experiments: { futureDefaults: true } });
    expect(esm.files).toContain('main.mjs');
    const esmMain = await esm.read('main.mjs');
    expect(esmMain).toContain('// import() chunk loading for javascript');
    expect(esmMain).not.toContain("document.createElement('script')");
    const umd = await buildUnminified(await projectDir('future-umd'), files, { entry: './src/index.js', target: 'web', experiments: { futureDefaults: true }, output: { library: { type: 'umd', name: 'lib' } } });
    expect(umd.files).toContain('main.js');
    expect(await umd.read('main.js')).toContain("document.createElement('script')");
  });
});

describe('/configuration/experiments/ (HTML pages)', () => {
  proves('/configuration/experiments/#experimentshtml', 'output.html writes its page only while the built-in HTML support is on', async () => {
    const files = { 'src/a.js': "console.log('A');\n", 'raw-loader.js': 'module.exports = (source) => `module.exports = ${JSON.stringify(source)};`;\n' };
    const on = await buildUnminified(await projectDir('output-html-on'), files, { mode: 'none', entry: { a: './src/a.js' }, output: { html: true } });
    expect(on.files).toEqual(['a.html', 'a.js']);
    const ruled = await buildUnminified(await projectDir('output-html-rule'), files, { mode: 'none', entry: { a: './src/a.js' }, output: { html: true }, module: { rules: [{ test: /\.html$/, loader: './raw-loader.js' }] } });
    expect(effectiveOptions({ module: { rules: [{ test: /\.html$/, loader: './raw-loader.js' }] } }).experiments.html).toBe(false);
    expect(ruled.files).toEqual(['a.js']);
    expect(ruled.warnings).toEqual([]);
  });
});

describe('/configuration/configuration-types/', () => {
  proves('/configuration/configuration-types/#exporting-a-promise', 'webpack-cli waits for an async configuration function, which gets env and argv; an array may hold a function and a promise', async () => {
    const dir = await projectDir('promise-config');
    await writeFiles(dir, {
      'src/index.js': "console.log('INDEX');\n",
      'webpack.config.js': "module.exports = async (env, argv) => {\n  await new Promise((resolve) => setTimeout(resolve, 50));\n  return { mode: 'none', entry: './src/index.js', output: { filename: `${env.name}-${argv.mode}.js` } };\n};\n",
      'array.config.js': "module.exports = [\n  () => ({ name: 'f', mode: 'none', entry: './src/index.js', output: { filename: 'f.js' } }),\n  Promise.resolve({ name: 'p', mode: 'none', entry: './src/index.js', output: { filename: 'p.js' } }),\n];\n",
    });
    await run(process.execPath, [cli, '--mode', 'none', '--env', 'name=app'], { cwd: dir });
    expect(await readFile(join(dir, 'dist', 'app-none.js'), 'utf8')).toContain("console.log('INDEX')");
    await run(process.execPath, [cli, '--config', 'array.config.js'], { cwd: dir });
    expect(await readFile(join(dir, 'dist', 'f.js'), 'utf8')).toContain("console.log('INDEX')");
    expect(await readFile(join(dir, 'dist', 'p.js'), 'utf8')).toContain("console.log('INDEX')");
  });
});

describe('/configuration/performance/', () => {
  proves('/configuration/performance/#additional-checks', 'legacyJavascript names regenerator-runtime and @babel/runtime, never core-js, and only for a target with all the listed syntax', async () => {
    const files = {
      'src/index.js': "import 'core-js/es/array/flat';\nimport 'regenerator-runtime/runtime';\nconsole.log(1);\n",
      'node_modules/core-js/package.json': '{"name":"core-js","version":"3.0.0"}',
      'node_modules/core-js/es/array/flat.js': 'if (!Array.prototype.flat) Array.prototype.flat = function () { return this; };\n',
      'node_modules/regenerator-runtime/package.json': '{"name":"regenerator-runtime","version":"0.14.0"}',
      'node_modules/regenerator-runtime/runtime.js': 'globalThis.regeneratorRuntime = {};\n',
    };
    const legacy = (warnings: string[]) => warnings.filter((w) => w.startsWith('legacy javascript'));
    const web = await buildUnminified(await projectDir('legacy-web'), files, { entry: './src/index.js', target: 'web', performance: { hints: 'warning', legacyJavascript: true } });
    expect(legacy(web.warnings)).toHaveLength(1);
    expect(legacy(web.warnings)[0]).toContain('regenerator-runtime (1 module');
    expect(legacy(web.warnings)[0]).not.toContain('core-js');
    const es5 = await buildUnminified(await projectDir('legacy-es5'), files, { entry: './src/index.js', target: ['web', 'es5'], performance: { hints: 'warning', legacyJavascript: true } });
    expect(legacy(es5.warnings)).toEqual([]);
    const polyfillOnly = await buildUnminified(await projectDir('legacy-corejs'), { ...files, 'src/index.js': "import 'core-js/es/array/flat';\nconsole.log(1);\n" }, { entry: './src/index.js', target: 'web', performance: { hints: 'warning', legacyJavascript: true } });
    expect(await polyfillOnly.read('main.js')).toContain('Array.prototype.flat');
    expect(legacy(polyfillOnly.warnings)).toEqual([]);
  });

  proves('/configuration/performance/#additional-checks', 'inlinedAssets reports a data URL asset once its inlined data exceeds 8,096 bytes (a file of about 6 KB)', async () => {
    const inlined = async (bytes: number) => {
      const result = await buildUnminified(await projectDir(`inlined-${bytes}`), { 'src/index.js': "import url from './a.bin';\nconsole.log(url);\n", 'src/a.bin': Buffer.alloc(bytes, 7).toString('latin1') }, {
        entry: './src/index.js',
        module: { rules: [{ test: /\.bin$/, type: 'asset/inline' }] },
        performance: { hints: 'warning', inlinedAssets: true },
      });
      return result.warnings.filter((w) => w.startsWith('inlined assets'));
    };
    expect(await inlined(6000)).toEqual([]);
    const reported = await inlined(6100);
    expect(reported).toHaveLength(1);
    expect(reported[0]).toMatch(/\.\/src\/a\.bin \((\d+) bytes\)/);
    expect(Number(/\.\/src\/a\.bin \((\d+) bytes\)/.exec(reported[0] ?? '')?.[1])).toBeGreaterThan(8096);
  });

  proves('/configuration/performance/#performancemaxentrypointsize', 'an entry point counts its initial files only: a large chunk loaded with import() does not count', async () => {
    const big = `export default ${JSON.stringify('x'.repeat(30000))};\n`;
    const lazy = await buildUnminified(await projectDir('entry-size-lazy'), { 'src/index.js': "import('./big.js').then((m) => console.log(m.default));\n", 'src/big.js': big }, { entry: './src/index.js', performance: { hints: 'warning', maxAssetSize: 100000, maxEntrypointSize: 20000 } });
    expect(lazy.warnings.filter((w) => w.startsWith('entrypoint size limit'))).toEqual([]);
    const eager = await buildUnminified(await projectDir('entry-size-eager'), { 'src/index.js': "import big from './big.js';\nconsole.log(big);\n", 'src/big.js': big }, { entry: './src/index.js', performance: { hints: 'warning', maxAssetSize: 100000, maxEntrypointSize: 20000 } });
    expect(eager.warnings.filter((w) => w.startsWith('entrypoint size limit'))).toHaveLength(1);
  });
});

describe('/configuration/target/', () => {
  proves('/configuration/target/#browserslist', 'an Electron query is accepted but builds like a browser target, without the Electron externals', async () => {
    const dir = await projectDir('browserslist-electron');
    await writeFiles(dir, { 'package.json': '{"name":"x","browserslist":["electron >= 20"]}' });
    const options = effectiveOptions({ context: dir, mode: 'none' });
    expect(options.target).toBe('browserslist');
    expect(options.output.chunkLoading).toBe('jsonp');
    expect(options.externalsPresets).toMatchObject({ web: true, node: false, electron: false, electronMain: false, electronRenderer: false, electronPreload: false });
  });

  proves('/configuration/target/#async-node', 'async-node loads a chunk by reading it with fs and running it with vm', async () => {
    const result = await buildUnminified(await projectDir('async-node'), { 'src/index.js': "import('./lazy.js').then((m) => console.log(m.default));\n", 'src/lazy.js': "export default 'LAZY';\n" }, { entry: './src/index.js', target: 'async-node' });
    const main = await result.read('main.js');
    expect(main).toContain('require("node:fs")');
    expect(main).toContain('require("node:vm")');
    expect(runScript(join(result.dir, 'dist', 'main.js'))).toBe('LAZY');
  });

  proves('/configuration/target/#nwjsxy', 'node-webkit is an alias of nwjs', async () => {
    const alias = effectiveOptions({ target: 'node-webkit', mode: 'none' });
    const nwjs = effectiveOptions({ target: 'nwjs', mode: 'none' });
    expect(alias.externalsPresets).toEqual(nwjs.externalsPresets);
    expect(alias.externalsPresets.nwjs).toBe(true);
    expect(alias.output.chunkLoading).toBe(nwjs.output.chunkLoading);
    expect(alias.output.environment).toEqual(nwjs.output.environment);
  });

  proves('/configuration/target/#target-false', 'the target: false example builds a bundle that runs in Node.js; without a chunk format webpack cannot pick one', async () => {
    const files = { 'src/index.js': "const path = require('path');\nimport('./lazy.js').then((m) => console.log(m.default, path.sep));\n", 'src/lazy.js': "export default 'LAZY';\n" };
    const result = await buildUnminified(await projectDir('target-false'), files, {
      entry: './src/index.js',
      target: false,
      output: { chunkFormat: 'commonjs', chunkLoading: 'require', environment: { arrowFunction: true, const: true } },
      plugins: [new webpack.node.NodeTargetPlugin(), new webpack.LoaderTargetPlugin('node')],
    });
    expect(result.errors).toEqual([]);
    expect(runScript(join(result.dir, 'dist', 'main.js'))).toBe('LAZY /');
    expect(() => effectiveOptions({ target: false })).toThrow("Chunk format can't be selected by default when no target is specified");
  });
});

describe('/configuration/entry-context/', () => {
  proves('/configuration/entry-context/#single-string', 'the entry file is main.mjs with futureDefaults, and main.js again when a umd library is built', async () => {
    const future = { mode: 'production' as const, target: 'web', experiments: { futureDefaults: true }, entry: './src/app.js' };
    expect(effectiveOptions(future).output.filename).toBe('[name].mjs');
    expect(effectiveOptions({ ...future, output: { library: { type: 'umd', name: 'app' } } }).output.filename).toBe('[name].js');
    expect(effectiveOptions({ ...future, experiments: {} }).output.filename).toBe('[name].js');
  });

  proves('/configuration/entry-context/#entrybaseuri', 'baseUri is written as the base URL of the entry; by default the web runtime takes the page\'s document.baseURI', async () => {
    const files = { 'src/index.js': "console.log(new URL('./x.txt', import.meta.url).href);\n", 'src/x.txt': 'x' };
    const set = await buildUnminified(await projectDir('base-uri-set'), files, { mode: 'none', entry: { main: { import: './src/index.js', baseUri: 'https://cdn.example.test/app/' } } });
    expect(await set.read('main.js')).toContain('__webpack_require__.b = "https://cdn.example.test/app/";');
    const unset = await buildUnminified(await projectDir('base-uri-default'), files, { mode: 'none', entry: './src/index.js' });
    expect(await unset.read('main.js')).toContain("__webpack_require__.b = (typeof document !== 'undefined' && document.baseURI) || self.location.href;");
  });

  proves('/configuration/entry-context/#context', 'a relative loader in a rule is resolved from context, not from the importing file', async () => {
    const dir = await projectDir('context-loader');
    const fromContext = await buildUnminified(dir, {
      'src/a.js': "console.log('X');\n",
      'src/lib/b.js': "import '../a.js';\n",
      'src/loader.js': "module.exports = (source) => source.replace('X', 'LOADED');\n",
    }, { mode: 'none', context: join(dir, 'src'), entry: './lib/b.js', module: { rules: [{ test: /a\.js$/, loader: './loader.js' }] } });
    expect(fromContext.errors).toEqual([]);
    expect(await fromContext.read('main.js')).toContain("console.log('LOADED');");
  });

  proves('/configuration/entry-context/#entryhtml', 'an entry generates its page without output.html; inline set on an entry is ignored with a warning', async () => {
    const result = await buildUnminified(await projectDir('entry-html-inline'), { 'src/a.js': "console.log('A');\n" }, { mode: 'none', entry: { a: { import: './src/a.js', html: { inline: true } } } });
    expect(result.files).toEqual(['a.html', 'a.js']);
    expect(await result.read('a.html')).toContain('<script defer src="a.js"></script>');
    expect(result.warnings.join('\n')).toContain('html.inline is ignored');
  });

  proves('/configuration/entry-context/#entryhtml', 'no page is written, and nothing warns, when a rule gives .html files a loader or experiments.html is false; a pre loader does not count', async () => {
    const files = { 'src/a.js': "console.log('A');\n", 'raw-loader.js': 'module.exports = (source) => `module.exports = ${JSON.stringify(source)};`;\n' };
    const entry = { a: { import: './src/a.js', html: true } };
    const withRule = await buildUnminified(await projectDir('entry-html-rule'), files, { mode: 'none', entry, module: { rules: [{ test: /\.html$/, loader: './raw-loader.js' }] } });
    expect(withRule.files).toEqual(['a.js']);
    expect(withRule.warnings).toEqual([]);
    const off = await buildUnminified(await projectDir('entry-html-off'), files, { mode: 'none', entry, experiments: { html: false } });
    expect(off.files).toEqual(['a.js']);
    expect(off.warnings).toEqual([]);
    const pre = await buildUnminified(await projectDir('entry-html-pre'), files, { mode: 'none', entry, module: { rules: [{ test: /\.html$/, loader: './raw-loader.js', enforce: 'pre' }] } });
    expect(pre.files).toEqual(['a.html', 'a.js']);
  });
});
