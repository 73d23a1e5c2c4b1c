// Proofs of /configuration/experiments/ statements about what each experiment does: the resolved
// options, and small builds (run in a VM where the order of evaluation is the point).
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { runInNewContext } from 'node:vm';
import webpack from 'webpack';
import { buildUnminified, effectiveOptions, projectDir, proves, validationLine, webpackSource, writeFiles } from './proof';

// A WebAssembly module exporting add(a, b) (i32), written out by hand.
const ADD_WASM = Buffer.from('0061736d0100000001070160027f7f017f030201000707010361646400000a09010700200020016a0b', 'hex');

const experimentsOf = (config: webpack.Configuration) => effectiveOptions({ mode: 'production', target: 'web', ...config }).experiments;

/** Runs a bundle with a console that records, and returns the lines. */
function run(code: string): string[] {
  const lines: string[] = [];
  runInNewContext(code, { console: { log: (...args: unknown[]) => lines.push(args.join(' ')) } });
  return lines;
}

describe('/configuration/experiments/ features', () => {
  proves('/configuration/experiments/#experiments', 'an unknown or retired key passes validation and changes nothing', async () => {
    expect(validationLine({ experiments: { notAnExperiment: true } })).toBe('valid');
    expect(validationLine({ experiments: { layers: true, topLevelAwait: false, outputModule: true } })).toBe('valid');
    expect(effectiveOptions({ mode: 'production', experiments: { notAnExperiment: true } as webpack.Configuration['experiments'] }).output.module).toBe(false);
  });

  proves('/configuration/experiments/#which-experiments-became-defaults', "css, html and asyncWebAssembly resolve to 'auto'; typescript to false on a Node.js without stripTypeScriptTypes; backCompat stays true", async () => {
    const experiments = experimentsOf({});
    expect([experiments.css, experiments.html, experiments.asyncWebAssembly, experiments.backCompat]).toEqual(['auto', 'auto', 'auto', true]);
    expect(experiments.typescript).toBe(typeof (require('node:module') as { stripTypeScriptTypes?: unknown }).stripTypeScriptTypes === 'function');
  });

  proves('/configuration/experiments/#experimentsasyncwebassembly', 'a .wasm import works out of the box and makes the importer async; a rule of yours for .wasm (a loader or a type) turns auto off', async () => {
    const built = await buildUnminified(await projectDir('async-wasm'), { 'src/index.js': "import { add } from './math.wasm';\nconsole.log(add(2, 3));\n", 'src/math.wasm': ADD_WASM as unknown as string }, {
      mode: 'development',
      devtool: false,
      target: ['web', 'es2020'],
      entry: './src/index.js',
    });
    expect(built.errors).toEqual([]);
    expect(built.files.filter((file) => file.endsWith('.wasm'))).toHaveLength(1);
    expect(await built.read('main.js')).toMatch(/__webpack_require__\.a\(__webpack_module__, async \(__webpack_handle_async_dependencies__|__webpack_require__\.a\(module, async/);
    expect(experimentsOf({ module: { rules: [{ test: /\.wasm$/, use: 'wasm-loader' }] } }).asyncWebAssembly).toBe(false);
    expect(experimentsOf({ module: { rules: [{ test: /\.wasm$/, type: 'asset/resource' }] } }).asyncWebAssembly).toBe(false);
    expect(experimentsOf({ module: { rules: [{ test: /\.wasm$/, enforce: 'pre', use: 'wasm-lint-loader' }] } }).asyncWebAssembly).toBe('auto');
    expect(experimentsOf({ experiments: { syncWebAssembly: true } }).asyncWebAssembly).toBe(false);
  });

  proves('/configuration/experiments/#experimentscacheunaffected', 'it turns on the memory cache for unaffected modules in development only', async () => {
    const development = effectiveOptions({ mode: 'development', experiments: { cacheUnaffected: true } }).cache;
    expect(development).toMatchObject({ type: 'memory', cacheUnaffected: true });
    expect(effectiveOptions({ mode: 'production', experiments: { cacheUnaffected: true } }).cache).toBe(false);
    expect(effectiveOptions({ mode: 'development', cache: { type: 'filesystem' }, experiments: { cacheUnaffected: true } }).cache).toMatchObject({ memoryCacheUnaffected: true });
    expect(effectiveOptions({ mode: 'development' }).cache).toMatchObject({ type: 'memory', cacheUnaffected: false });
  });

  proves('/configuration/experiments/#experimentscss', 'imported stylesheets become a .css file, .module.css gives class names, and a rule of yours for .css turns auto off', async () => {
    const built = await buildUnminified(await projectDir('css'), {
      'src/index.js': "import styles from './button.module.css';\nimport './reset.css';\nconsole.log(styles.primary);\n",
      'src/button.module.css': '.primary { color: blue; }\n',
      'src/reset.css': '.reset { margin: 0; }\n',
    }, { mode: 'development', devtool: false, target: 'web', entry: './src/index.js' });
    expect(built.errors).toEqual([]);
    expect(built.files).toContain('main.css');
    const css = await built.read('main.css');
    expect(css).toContain('.reset {');
    expect(css).not.toMatch(/^\.primary \{/m);
    expect(await built.read('main.js')).toMatch(/"primary": "[^"]+-primary"/);
    expect(experimentsOf({ module: { rules: [{ test: /\.css$/, use: ['style-loader', 'css-loader'] }] } }).css).toBe(false);
    expect(experimentsOf({ module: { rules: [{ test: /\.css$/, sideEffects: true }] } }).css).toBe('auto');
  });

  proves('/configuration/experiments/#experimentscss', 'the check is made for the whole build: a loader rule for some CSS files only turns the built-in handling off for the others too, which then fail to parse', async () => {
    const rules = [{ test: /\.legacy\.css$/, use: join(__dirname, 'no-such-loader.js') }];
    expect(experimentsOf({ module: { rules } }).css).toBe(false);
    const built = await buildUnminified(await projectDir('css-partial-rule'), {
      'src/index.js': "import './plain.css';\n",
      'src/plain.css': '.plain { color: red; }\n',
    }, { mode: 'development', devtool: false, target: 'web', entry: './src/index.js', module: { rules } });
    expect(built.errors.join('\n')).toMatch(/Module parse failed[\s\S]*\.plain \{ color: red; \}/);
    expect(built.files).not.toContain('main.css');
  });

  proves('/configuration/experiments/#experimentsfuturedefaults', 'it turns on css, html and asyncWebAssembly, turns off backCompat, uses xxhash64 and makes node globals warn', async () => {
    const options = effectiveOptions({ mode: 'development', target: 'web', experiments: { futureDefaults: true } });
    expect(options.experiments).toMatchObject({ css: true, html: true, asyncWebAssembly: true, backCompat: false, cacheUnaffected: true, typescript: true });
    expect(options.output.hashFunction).toBe('xxhash64');
    expect(options.node).toEqual({ global: 'warn', __filename: 'warn-mock', __dirname: 'warn-mock' });
    const built = await buildUnminified(await projectDir('future'), { 'src/index.js': 'console.log(typeof global);\n' }, { target: 'web', entry: './src/index.js', experiments: { futureDefaults: true } });
    expect(built.warnings.join('\n')).toContain('global');
  });

  proves('/configuration/experiments/#layers-retired', 'layers work without the key: externals per layer apply to the modules of that layer', async () => {
    const built = await buildUnminified(await projectDir('layers'), {
      'src/client.js': "import lib from 'lib';\nconsole.log(lib);\n",
      'src/server.js': "import lib from 'lib';\nconsole.log(lib);\n",
      'node_modules/lib/index.js': 'module.exports = "bundled lib";\n',
    }, {
      mode: 'development',
      devtool: false,
      target: 'node',
      entry: { client: { import: './src/client.js' }, server: { import: './src/server.js', layer: 'ssr' } },
      externals: { byLayer: { ssr: { lib: 'commonjs lib' } } } as unknown as webpack.Configuration['externals'],
    });
    expect(built.errors).toEqual([]);
    expect(await built.read('client.js')).toContain('bundled lib');
    const server = await built.read('server.js');
    expect(server).toContain('module.exports = require("lib");');
    expect(server).not.toContain('bundled lib');
  });

  proves('/configuration/experiments/#outputmodule-retired', 'outputModule: true no longer turns output.module on', async () => {
    expect(effectiveOptions({ mode: 'production', experiments: { outputModule: true } as webpack.Configuration['experiments'] }).output.module).toBe(false);
    expect(effectiveOptions({ mode: 'production', output: { module: true } }).output.module).toBe(true);
  });

  proves('/configuration/experiments/#experimentssyncwebassembly', 'a .wasm import is a synchronous WebAssembly module that must not be in an initial chunk', async () => {
    const dir = await projectDir('sync-wasm');
    const sources = { 'src/index.js': "import('./use.js').then((m) => console.log(m.sum));\n", 'src/use.js': "import { add } from './math.wasm';\nexport const sum = add(2, 3);\n", 'src/math.wasm': ADD_WASM as unknown as string, 'src/eager.js': "import { add } from './math.wasm';\nconsole.log(add(1, 2));\n" };
    const lazy = await buildUnminified(dir, sources, { mode: 'development', devtool: false, target: ['web', 'es2020'], entry: './src/index.js', experiments: { syncWebAssembly: true } });
    expect(lazy.errors).toEqual([]);
    const chunk = lazy.files.find((file) => file.endsWith('.js') && file !== 'main.js') ?? '';
    const text = await lazy.read(chunk);
    // The exports are read synchronously from the instance made when the chunk loaded.
    expect(text).toContain('var wasmExports = __webpack_require__.w[module.id];');
    expect(text).not.toMatch(/__webpack_require__\.a\(/);
    const eager = await buildUnminified(await projectDir('sync-wasm-eager'), sources, { mode: 'development', devtool: false, target: ['web', 'es2020'], entry: './src/eager.js', experiments: { syncWebAssembly: true } });
    expect(eager.errors.join('\n')).toContain('WebAssembly module is included in initial chunk.');
  });

  proves('/configuration/experiments/#toplevelawait-retired', 'top-level await makes an async module, and topLevelAwait: false changes nothing', async () => {
    const sources = { 'src/index.js': "import { config } from './config.js';\nconsole.log(config);\n", 'src/config.js': 'export const config = await Promise.resolve(42);\n' };
    for (const [name, experiments] of [['tla-default', {}], ['tla-false', { topLevelAwait: false }]] as const) {
      const built = await buildUnminified(await projectDir(name), sources, { mode: 'development', devtool: false, target: ['web', 'es2020'], entry: './src/index.js', experiments: experiments as webpack.Configuration['experiments'] });
      expect(built.errors).toEqual([]);
      expect(await built.read('main.js')).toMatch(/__webpack_require__\.a\(__webpack_module__, async|__webpack_require__\.a\(module, async/);
    }
  });

  proves('/configuration/experiments/#experimentsbackcompat', 'with backCompat, array methods on chunk.files still work with a deprecation warning; without it they are gone', async () => {
    // Node.js prints a deprecation once per process, so each case runs in a process of its own.
    const dir = await projectDir('back-compat');
    await writeFiles(dir, { 'src/index.js': 'console.log(1);\n' });
    const probe = (backCompat: boolean) => {
      const script = `
        const webpack = require(${JSON.stringify(require.resolve('webpack'))});
        webpack({ mode: 'production', context: ${JSON.stringify(dir)}, entry: './src/index.js', output: { path: ${JSON.stringify(join(dir, 'dist'))} },
          optimization: { minimize: false }, experiments: { backCompat: ${backCompat} },
          plugins: [(c) => c.hooks.thisCompilation.tap('probe', (compilation) => compilation.hooks.afterSeal.tap('probe', () => {
            const files = [...compilation.chunks][0].files;
            console.log('push', typeof files.push);
            if (files.push) { files.push('extra.txt'); console.log('has extra', files.has('extra.txt')); }
          }))] }, (error) => { if (error) throw error; });`;
      const result = spawnSync(process.execPath, ['-e', script], { encoding: 'utf8' });
      return { stdout: result.stdout.trim().split('\n'), deprecation: /\[DEP_WEBPACK_DEPRECATION_ARRAY_TO_SET_PUSH\] DeprecationWarning: chunk\.files was changed from Array to Set/.test(result.stderr) };
    };
    expect(probe(true)).toEqual({ stdout: ['push function', 'has extra true'], deprecation: true });
    expect(probe(false)).toEqual({ stdout: ['push undefined'], deprecation: false });
  });

  proves('/configuration/experiments/#experimentshtml', 'an HTML entry is emitted with its script, stylesheet and image under their final names; a rule of yours for .html turns auto off', async () => {
    const built = await buildUnminified(await projectDir('html'), {
      'src/index.html': '<!doctype html><html><head><link rel="stylesheet" href="./style.css"></head><body><img src="./logo.png"><script src="./app.js"></script></body></html>',
      'src/app.js': "console.log('app');\n",
      'src/style.css': 'body { color: red; }\n',
      'src/logo.png': '\x89PNG',
    }, { entry: { index: './src/index.html' }, experiments: { html: true } });
    expect(built.errors).toEqual([]);
    const png = built.files.find((file) => file.endsWith('.png')) ?? '';
    expect(png).toMatch(/^[0-9a-f]{20}\.png$/);
    expect(await built.read('index.html')).toBe(`<!doctype html><html><head><link rel="stylesheet" href="style.css"></head><body><img src="${png}"><script src="app.js"></script></body></html>`);
    expect(built.files).toEqual(expect.arrayContaining(['app.js', 'style.css', 'index.html']));
    expect(experimentsOf({ module: { rules: [{ test: /\.html$/, use: 'html-loader' }] } }).html).toBe(false);
  });

  proves('/configuration/experiments/#experimentstypescript', "auto needs Node.js's stripTypeScriptTypes and no rule for .ts, .mts or .cts files; types are stripped, not compiled", async () => {
    const available = typeof (require('node:module') as { stripTypeScriptTypes?: unknown }).stripTypeScriptTypes === 'function';
    expect(experimentsOf({}).typescript).toBe(available);
    expect(experimentsOf({ module: { rules: [{ test: /\.ts$/, use: 'ts-loader' }] } }).typescript).toBe(false);
    const auto = await webpackSource('lib/config/defaults.js', 'if (experiments.typescript === "auto") {', 10);
    expect(auto).toMatch(/typeof require\("module"\)\.stripTypeScriptTypes === "function"/);
    for (const ext of ['ts', 'mts', 'cts']) expect(auto).toContain(`hasRuleForResource(rules, "/file.${ext}")`);
    expect(await webpackSource('lib/typescript/TypeScriptPlugin.js', 'const stripTypes = (input) => {', 8)).toContain('stripTypeScriptTypes(input, { mode: "strip" })');
  });

  proves('/configuration/experiments/#experimentsdeferimport', 'import defer loads the module with its importer but runs it at the first read of an export', async () => {
    const sources = {
      'src/index.js': "import defer * as heavy from './heavy.js';\nconsole.log('start');\nconsole.log(heavy.value);\n",
      'src/heavy.js': "console.log('heavy runs');\nexport const value = 'value';\n",
    };
    const built = await buildUnminified(await projectDir('defer'), sources, { mode: 'development', devtool: false, target: ['web', 'es2020'], entry: './src/index.js', experiments: { deferImport: true } });
    expect(built.errors).toEqual([]);
    expect(built.files).toEqual(['main.js']);
    expect(run(await built.read('main.js'))).toEqual(['start', 'heavy runs', 'value']);
    const without = await buildUnminified(await projectDir('no-defer'), sources, { mode: 'development', devtool: false, target: ['web', 'es2020'], entry: './src/index.js' });
    expect(without.errors.join('\n')).toMatch(/defer/i);
  });

  proves('/configuration/experiments/#experimentsbuildhttp', 'the proxy comes from the option, then http_proxy, then HTTP_PROXY, for both schemes; the array form is allowedUris', async () => {
    const source = await webpackSource('lib/schemes/HttpUriPlugin.js', 'const proxy =', 14);
    expect(source).toMatch(/this\.options\.proxy \|\| process\.env\.http_proxy \|\| process\.env\.HTTP_PROXY/);
    expect(source).toContain('fetch: proxyFetch(getHttp(), proxy)');
    expect(source).toContain('fetch: proxyFetch(getHttps(), proxy)');
    expect(webpack.config.getNormalizedWebpackOptions({ experiments: { buildHttp: ['https://cdn.example.test/'] } }).experiments.buildHttp).toEqual({ allowedUris: ['https://cdn.example.test/'] });
  });
});

