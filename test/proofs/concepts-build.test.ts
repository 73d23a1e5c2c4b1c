// Proofs of the behaviour statements of the concepts pages that one build shows (audit record: docs/audit/concepts.md).
import { createRequire } from 'node:module';
import { join } from 'node:path';
import webpack from 'webpack';
import { buildUnminified as build, effectiveOptions as defaults, projectDir, proves, webpackSource, writeFiles } from './proof';

const big = (name: string) => `export const ${name} = ${JSON.stringify('x'.repeat(25_000))};\n`;

describe('/concepts/entry-points/', () => {
  proves('/concepts/entry-points/#a-single-entry', 'the default entry is ./src, named main, and an array entry exports what its last module exports', async () => {
    expect(defaults({}).entry).toEqual({ main: { import: ['./src'] } });
    const dir = await projectDir('entry-array');
    const built = await build(dir, { 'src/polyfill.js': "exports.from = 'polyfill';\n", 'src/app.js': "exports.from = 'app';\n" }, {
      mode: 'none',
      entry: ['./src/polyfill.js', './src/app.js'],
      output: { library: { type: 'commonjs2' } },
    });
    expect(built.files).toEqual(['main.js']);
    expect(createRequire(__filename)(join(dir, 'dist/main.js'))).toEqual({ from: 'app' });
  });

  proves('/concepts/entry-points/#named-entries', 'a library two entries import is copied into both bundles by default', async () => {
    const dir = await projectDir('entry-duplicate');
    const built = await build(dir, { 'src/lib.js': big('SHARED_LIB'), 'src/shop.js': "import { SHARED_LIB } from './lib.js'; console.log(SHARED_LIB);\n", 'src/admin.js': "import { SHARED_LIB } from './lib.js'; console.log(SHARED_LIB);\n" }, {
      entry: { shop: './src/shop.js', admin: './src/admin.js' },
    });
    expect(built.files).toEqual(['admin.js', 'shop.js']);
    expect(await built.read('shop.js')).toContain('xxxxxxxxxx');
    expect(await built.read('admin.js')).toContain('xxxxxxxxxx');
  });

  proves('/concepts/entry-points/#entry-descriptors', 'runtime and dependOn together, or dependOn in a cycle, is an error', async () => {
    const files = { 'src/a.js': 'console.log(1);\n', 'src/b.js': 'console.log(2);\n' };
    const both = await build(await projectDir('entry-runtime-dependon'), files, { entry: { a: './src/a.js', b: { import: './src/b.js', dependOn: 'a', runtime: 'rt' } } });
    expect(both.errors.join('\n')).toContain("Entrypoint 'b' has 'dependOn' and 'runtime' specified. This is not valid.");
    const cycle = await build(await projectDir('entry-cycle'), files, { entry: { a: { import: './src/a.js', dependOn: 'b' }, b: { import: './src/b.js', dependOn: 'a' } } });
    expect(cycle.errors.join('\n')).toMatch(/use 'dependOn' to depend on each other in a circular way/);
  });
});

describe('/concepts/output/', () => {
  proves('/concepts/output/#the-minimum', 'a fixed filename with two entries stops the build with a conflict error', async () => {
    const dir = await projectDir('output-conflict');
    const files = { 'src/a.js': 'console.log(1);\n', 'src/b.js': 'console.log(2);\n' };
    await expect(build(dir, files, { entry: { a: './src/a.js', b: './src/b.js' }, output: { filename: 'app.js' } })).rejects.toThrow(/Conflict: Multiple chunks emit assets to the same filename app\.js/);
  });

  proves('/concepts/output/#naming-files', "editing a chunk's CSS changes its [chunkhash] everywhere but not the JavaScript file's [contenthash]", async () => {
    const dir = await projectDir('output-hashes');
    const config: webpack.Configuration = { entry: './src/index.js', output: { filename: '[name].[chunkhash].[contenthash].js', clean: true } };
    const first = await build(dir, { 'src/index.js': "import './s.css';\nconsole.log('js');\n", 'src/s.css': 'a { color: red }\n' }, config);
    const second = await build(dir, { 'src/s.css': 'a { color: blue }\n' }, config);
    const parts = (files: string[]) => (files.find((f) => f.endsWith('.js')) ?? '').split('.');
    const [before, after] = [parts(first.files), parts(second.files)];
    expect(after[1]).not.toBe(before[1]);
    expect(after[2]).toBe(before[2]);
  });

  proves('/concepts/output/#public-path', "publicPath is 'auto' for browser targets and empty for Node.js; output.path is dist below the working directory", async () => {
    expect(defaults({ target: 'web' }).output.publicPath).toBe('auto');
    expect(defaults({ target: 'webworker' }).output.publicPath).toBe('auto');
    expect(defaults({ target: 'node' }).output.publicPath).toBe('');
    expect(defaults({}).output.path).toBe(join(process.cwd(), 'dist'));
  });
});

describe('/concepts/modules/', () => {
  proves('/concepts/modules/#module-types', 'a rule sending .css to loaders switches built-in CSS off; .cjs is javascript/dynamic, where an import statement is a parse error', async () => {
    const css = { 'src/index.js': "import './s.css';\n", 'src/s.css': 'a { color: red }\n' };
    expect(defaults({}).experiments.css).toBe('auto');
    const native = await build(await projectDir('css-native'), css, { entry: './src/index.js' });
    expect(native.files).toEqual(['main.css', 'main.js']);
    const dir = await projectDir('css-loader-rule');
    await writeFiles(dir, { 'text-loader.js': 'module.exports = (s) => `export default ${JSON.stringify(s)};`;\n' });
    const rules = [{ test: /\.css$/i, use: join(dir, 'text-loader.js') }];
    expect(defaults({ module: { rules } }).experiments.css).toBe(false);
    expect((await build(dir, css, { entry: './src/index.js', module: { rules } })).files).toEqual(['main.js']);
    const types = defaults({}).module.defaultRules.filter((r) => r && typeof r === 'object' && 'test' in r && String(r.test) === '/\\.cjs$/i');
    expect(types).toEqual([expect.objectContaining({ type: 'javascript/dynamic' })]);
    const legacy = await build(await projectDir('javascript-dynamic'), { 'src/index.js': "require('./legacy/x.js');\n", 'src/legacy/x.js': "import y from './y.js';\nmodule.exports = y;\n", 'src/legacy/y.js': 'module.exports = 1;\n' }, {
      entry: './src/index.js',
      module: { rules: [{ test: /\.js$/, include: /legacy/, type: 'javascript/dynamic' }] },
    });
    expect(legacy.errors.join('\n')).toContain("'import' and 'export' may appear only with 'sourceType: module'");
  });

  proves('/concepts/modules/#strict-es-modules', 'strict ES modules need extensions, see module.exports as the default import and JSON only as a default export', async () => {
    const noExtension = await build(await projectDir('esm-extension'), { 'src/index.mjs': "import c from './c';\nconsole.log(c);\n", 'src/c.js': 'module.exports = { q: 1 };\n' }, { entry: './src/index.mjs' });
    expect(noExtension.errors.join('\n')).toMatch(/Can't resolve '\.\/c'[\s\S]*fully specified/);
    const json = await build(await projectDir('esm-json'), { 'src/index.mjs': "import { a } from './d.json';\nconsole.log(a);\n", 'src/d.json': '{ "a": 1 }\n' }, { entry: './src/index.mjs' });
    expect(json.errors.join('\n')).toContain("Can't import the named export 'a' (imported as 'a') from default-exporting module (only default export is available)");
    const dir = await projectDir('esm-cjs-default');
    await build(dir, { 'src/index.mjs': "import c from './c.cjs';\nexport const whole = c;\n", 'src/c.cjs': 'exports.q = 1;\nexports.r = 2;\n' }, { mode: 'none', entry: './src/index.mjs', output: { library: { type: 'commonjs2' } } });
    expect(createRequire(__filename)(join(dir, 'dist/main.js')).whole).toEqual({ q: 1, r: 2 });
  });
});

describe('/concepts/module-resolution/', () => {
  proves('/concepts/module-resolution/#from-a-path-to-a-file', 'require() tries .js, .json, .wasm; import adds .html and .css while those are on; browser targets read browser, module, main', async () => {
    const web = defaults({ target: 'web' }).resolve.byDependency as Record<string, { extensions?: string[]; mainFields?: string[] }>;
    expect(web.commonjs?.extensions).toEqual(['.js', '.json', '.wasm']);
    expect(web.esm?.extensions).toEqual(['.js', '.json', '.wasm', '.html', '.css']);
    expect(web.esm?.mainFields).toEqual(['browser', 'module', '...']);
    const withCssRule = defaults({ module: { rules: [{ test: /\.css$/, use: 'x' }] } }).resolve.byDependency as Record<string, { extensions?: string[] }>;
    expect(withCssRule.esm?.extensions).toEqual(['.js', '.json', '.wasm', '.html']);
    expect(defaults({}).resolveLoader.mainFields).toEqual(['loader', 'main']);
  });

  proves('/concepts/module-resolution/#changing-the-rules', 'an alias ending in $ matches only the exact request; fallback false gives an empty module', async () => {
    const dir = await projectDir('resolve-alias');
    await writeFiles(dir, {
      'node_modules/lodash/index.js': "module.exports = 'LODASH_CJS';\n",
      'node_modules/lodash/merge.js': "module.exports = 'LODASH_MERGE';\n",
      'node_modules/lodash-es/index.js': "module.exports = 'LODASH_ES';\n",
    });
    const built = await build(dir, { 'src/index.js': "exports.a = require('lodash');\nexports.b = require('lodash/merge');\nexports.c = require('fs');\n" }, {
      mode: 'none',
      entry: './src/index.js',
      output: { library: { type: 'commonjs2' } },
      resolve: { alias: { lodash$: 'lodash-es' }, fallback: { fs: false } },
    });
    expect(built.errors).toEqual([]);
    expect(createRequire(__filename)(join(dir, 'dist/main.js'))).toEqual({ a: 'LODASH_ES', b: 'LODASH_MERGE', c: {} });
  });
});

describe('/concepts/targets/', () => {
  proves('/concepts/targets/#default-target', "the target is 'browserslist' when the project has a Browserslist configuration, 'web' otherwise", async () => {
    const dir = await projectDir('target-browserslist');
    await writeFiles(dir, { '.browserslistrc': 'chrome 100\n' });
    expect(defaults({ context: dir }).target).toBe('browserslist');
    expect(defaults({ context: await projectDir('target-plain') }).target).toBe('web');
  });

  proves('/concepts/targets/#combining-targets', "['web', 'node'] turns ES module output on by itself", async () => {
    const options = defaults({ target: ['web', 'node'] });
    expect(options.output.module).toBe(true);
    expect(options.output.chunkFormat).toBe('module');
    const built = await build(await projectDir('target-universal'), { 'src/index.js': "import('./later.js');\n", 'src/later.js': 'console.log(1);\n' }, { entry: './src/index.js', target: ['web', 'node'] });
    expect(built.errors).toEqual([]);
    expect(built.files).toEqual([expect.stringMatching(/^\d+\.mjs$/), 'main.mjs']);
  });
});

describe('/concepts/under-the-hood/', () => {
  proves('/concepts/under-the-hood/#chunk-types', 'initial chunks, split ones included, take output.filename; async chunks take chunkFilename', async () => {
    const built = await build(await projectDir('chunk-names'), { 'src/home.js': `${big('HOME')}import { LIB } from './lib.js';\nconsole.log(LIB, HOME);\nimport(/* webpackChunkName: "charts" */ './charts.js');\n`, 'src/lib.js': big('LIB'), 'src/charts.js': 'console.log(2);\n' }, {
      entry: { home: './src/home.js' },
      output: { filename: 'initial-[name].js', chunkFilename: 'async-[name].js' },
      optimization: { splitChunks: { chunks: 'all', cacheGroups: { lib: { test: /lib\.js/, name: 'lib' } } } },
    });
    expect(built.files).toEqual(['async-charts.js', 'initial-home.js', 'initial-lib.js']);
  });

  proves('/concepts/under-the-hood/#phase-2-sealing-and-chunking', 'a module already loaded by the parent chunk is left out of the async child; splitChunks all and runtimeChunk single are not production defaults', async () => {
    const built = await build(await projectDir('available-modules'), { 'src/index.js': "import { SHARED } from './shared.js';\nconsole.log(SHARED);\nimport('./later.js');\n", 'src/shared.js': "export const SHARED = 'IN_PARENT';\n", 'src/later.js': "import { SHARED } from './shared.js';\nconsole.log(SHARED, 'LATER');\n" }, {
      mode: 'development',
      devtool: false,
      entry: './src/index.js',
    });
    const child = built.files.find((f) => f !== 'main.js') ?? '';
    expect(await built.read(child)).toContain('LATER');
    expect(await built.read(child)).not.toContain('IN_PARENT');
    const production = defaults({ mode: 'production' }).optimization;
    expect([production.concatenateModules, production.usedExports, (production.splitChunks as { chunks?: string }).chunks, production.runtimeChunk]).toEqual([true, true, 'async', false]);
  });
});

describe('/concepts/dependency-graph/', () => {
  proves('/concepts/dependency-graph/#from-modules-to-chunks', 'with chunks all a shared library gets its own chunk only when it reaches minSize', async () => {
    const files = { 'src/big.js': big('BIG'), 'src/small.js': "export const SMALL = 'TINY_HELPER';\n", 'src/home.js': "import { BIG } from './big.js';\nimport { SMALL } from './small.js';\nconsole.log(BIG, SMALL, 'home');\n", 'src/search.js': "import { BIG } from './big.js';\nimport { SMALL } from './small.js';\nconsole.log(BIG, SMALL, 'search');\n" };
    const config = { entry: { home: './src/home.js', search: './src/search.js' }, optimization: { splitChunks: { chunks: 'all' as const }, runtimeChunk: 'single' as const } };
    const built = await build(await projectDir('graph-split'), files, config);
    expect(built.files).toHaveLength(4);
    expect(await built.read('home.js')).not.toContain('xxxxxxxxxx');
    const shared = built.files.find((f) => !['home.js', 'search.js', 'runtime.js'].includes(f)) ?? '';
    expect(await built.read(shared)).toContain('xxxxxxxxxx');
    const small = await build(await projectDir('graph-small'), { ...files, 'src/home.js': "import { SMALL } from './small.js';\nconsole.log(SMALL, 'home');\n", 'src/search.js': "import { SMALL } from './small.js';\nconsole.log(SMALL, 'search');\n" }, config);
    expect(small.files).toEqual(['home.js', 'runtime.js', 'search.js']);
    expect(await small.read('home.js')).toContain('TINY_HELPER');
    expect(await small.read('search.js')).toContain('TINY_HELPER');
    expect((defaults({ mode: 'production' }).optimization.splitChunks as { minSize?: number }).minSize).toBe(20_000);
    expect((defaults({ mode: 'development' }).optimization.splitChunks as { minSize?: number }).minSize).toBe(10_000);
  });
});

describe('/concepts/manifest/', () => {
  proves('/concepts/manifest/#the-runtime', 'a bundle without dynamic imports carries no chunk loading code', async () => {
    const config = { mode: 'development' as const, devtool: false as const, entry: './src/index.js' };
    const plain = await build(await projectDir('runtime-plain'), { 'src/index.js': 'console.log(1);\n' }, config);
    expect(await plain.read('main.js')).not.toContain('__webpack_require__.e =');
    const lazy = await build(await projectDir('runtime-lazy'), { 'src/index.js': "import('./later.js');\n", 'src/later.js': 'console.log(2);\n' }, config);
    expect(await lazy.read('main.js')).toContain('__webpack_require__.e =');
  });

  proves('/concepts/manifest/#why-the-manifest-matters-for-caching', 'with a runtime chunk, editing a lazy chunk renames that chunk and the runtime only', async () => {
    const dir = await projectDir('manifest-caching');
    // Both parts are above splitChunks.minSize, and main stays above minRemainingSize (which follows minSize).
    await writeFiles(dir, { 'node_modules/vendorlib/index.js': big('V') });
    const config: webpack.Configuration = {
      entry: './src/index.js',
      output: { filename: '[name].[contenthash].js', clean: true },
      optimization: { runtimeChunk: 'single', moduleIds: 'deterministic', splitChunks: { cacheGroups: { vendor: { test: /[\\/]node_modules[\\/]/, name: 'vendors', chunks: 'all' } } } },
    };
    const index = `${big('APP')}import { V } from 'vendorlib';\nconsole.log(V, APP);\nimport(/* webpackChunkName: "editor" */ './editor.js');\n`;
    const first = await build(dir, { 'src/index.js': index, 'src/editor.js': "console.log('EDITOR_ONE');\n" }, config);
    const second = await build(dir, { 'src/editor.js': "console.log('EDITOR_TWO');\n" }, config);
    const byName = (files: string[]) => Object.fromEntries(files.map((f) => [f.split('.')[0], f]));
    const [a, b] = [byName(first.files), byName(second.files)];
    expect(Object.keys(a).sort()).toEqual(['editor', 'main', 'runtime', 'vendors']);
    expect([a.main === b.main, a.vendors === b.vendors, a.editor === b.editor, a.runtime === b.runtime]).toEqual([true, true, false, false]);
  });
});

describe('/concepts/module-federation/', () => {
  proves('/concepts/module-federation/#sharing-and-versions', 'strictVersion defaults to true unless the shared module is a singleton or has no fallback', async () => {
    const source = await webpackSource('lib/sharing/ConsumeSharedPlugin.js', 'strictVersion:\n', 5);
    expect(source).toContain(': item.import !== false && !item.singleton');
  });
});

describe('/concepts/ loaders, plugins and chunk loading', () => {
  /** A loader file that appends `tag` to the source and records the pitch phase in `log.txt` order. */
  const marker = (tag: string) => `module.exports = function (s) { return s + ${JSON.stringify(`\n// ${tag}`)}; };\nmodule.exports.pitch = function () { require('fs').appendFileSync(${JSON.stringify('PITCHLOG')}, ${JSON.stringify(`${tag} `)}); };\n`;

  proves('/concepts/loaders/#execution-order', 'use runs last to first, pitch first to last; pre runs before normal, post after', async () => {
    const dir = await projectDir('loader-order');
    const log = join(dir, 'pitch.log');
    const files: Record<string, string> = { 'src/index.js': 'console.log(1);\n' };
    for (const tag of ['a', 'b', 'pre', 'post']) files[`${tag}-loader.js`] = marker(tag).replace('PITCHLOG', log);
    const built = await build(dir, files, {
      mode: 'development',
      devtool: false,
      entry: './src/index.js',
      module: { rules: [{ test: /index\.js$/, use: [join(dir, 'a-loader.js'), join(dir, 'b-loader.js')] }, { test: /index\.js$/, enforce: 'pre', use: join(dir, 'pre-loader.js') }, { test: /index\.js$/, enforce: 'post', use: join(dir, 'post-loader.js') }] },
    });
    const code = await built.read('main.js');
    const order = ['pre', 'b', 'a', 'post'].map((tag) => code.indexOf(`// ${tag}`));
    expect(order.every((at, i) => at > 0 && (i === 0 || at > (order[i - 1] ?? 0)))).toBe(true);
    const { readFile } = await import('node:fs/promises');
    expect((await readFile(log, 'utf8')).trim()).toBe('post a b pre');
  });

  proves('/concepts/loaders/#inline-loaders', '! skips normal loaders, -! skips pre and normal, !! skips all configured loaders', async () => {
    const dir = await projectDir('loader-prefixes');
    const files: Record<string, string> = { 'src/target.js': 'module.exports = 1;\n' };
    for (const tag of ['normal', 'pre', 'post']) files[`${tag}-loader.js`] = `module.exports = (s) => s + ${JSON.stringify(`\n// L_${tag}`)};\n`;
    await writeFiles(dir, files);
    const rules = (['normal', 'pre', 'post'] as const).map((tag) => ({ test: /target\.js$/, ...(tag === 'normal' ? {} : { enforce: tag }), use: join(dir, `${tag}-loader.js`) }));
    const seen: Record<string, string[]> = {};
    for (const [name, request] of [['plain', './target.js'], ['bang', '!./target.js'], ['dashbang', '-!./target.js'], ['bangbang', '!!./target.js']] as const) {
      const built = await build(dir, { 'src/index.js': `require(${JSON.stringify(request)});\n` }, { mode: 'development', devtool: false, entry: './src/index.js', output: { filename: `${name}.js` }, module: { rules } });
      expect(built.errors).toEqual([]);
      const code = await built.read(`${name}.js`);
      seen[name] = ['pre', 'normal', 'post'].filter((tag) => code.includes(`// L_${tag}`));
    }
    expect(seen).toEqual({ plain: ['pre', 'normal', 'post'], bang: ['pre', 'post'], dashbang: ['post'], bangbang: [] });
  });

  proves('/concepts/plugins/#order-and-interaction', 'plugins tapping the same synchronous hook run in the order of the plugins array', async () => {
    const calls: string[] = [];
    const tapper = (name: string): webpack.WebpackPluginInstance => ({ apply: (compiler) => compiler.hooks.compilation.tap(name, () => void calls.push(name)) });
    await build(await projectDir('plugin-order'), { 'src/index.js': 'console.log(1);\n' }, { entry: './src/index.js', plugins: [tapper('first-listed'), tapper('second-listed')] });
    expect(calls).toEqual(['first-listed', 'second-listed']);
  });

  proves('/concepts/targets/#common-values', 'an ECMAScript level alone has no default chunk format; a versionless platform assumes modern syntax, a versioned one its own', () => {
    expect(() => defaults({ target: 'es2020' })).toThrow(/no default script chunk format available/);
    expect(defaults({ target: ['web', 'es5'] }).output.environment.arrowFunction).toBe(false);
    expect(defaults({ target: 'node' }).output.environment.arrowFunction).toBe(true);
    expect(defaults({ target: 'node0.10' }).output.environment.arrowFunction).toBe(false);
    return Promise.resolve();
  });

  proves('/concepts/targets/#common-values', 'web loads chunks with JSONP, webworker with importScripts, node with require, async-node asynchronously', () => {
    const loading = (target: string) => defaults({ target }).output.chunkLoading;
    expect([loading('web'), loading('webworker'), loading('node'), loading('async-node')]).toEqual(['jsonp', 'import-scripts', 'require', 'async-node']);
    return Promise.resolve();
  });

  proves('/concepts/entry-points/#entry-descriptors', 'runtime: false keeps the runtime in the entry even when runtimeChunk splits it out for the others', async () => {
    const files = { 'src/app.js': "require('./dep.js');\n", 'src/worker.js': "require('./dep.js');\n", 'src/dep.js': 'console.log(1);\n' };
    const config = (runtime: false | undefined): webpack.Configuration => ({ mode: 'development', devtool: false, entry: { app: './src/app.js', worker: { import: './src/worker.js', ...(runtime === false ? { runtime } : {}) } }, optimization: { runtimeChunk: 'single' } });
    const split = await build(await projectDir('entry-runtime-split'), files, config(undefined));
    expect(await split.read('worker.js')).not.toContain('function __webpack_require__(');
    const kept = await build(await projectDir('entry-runtime-false'), files, config(false));
    expect(kept.files).toEqual(['app.js', 'runtime.js', 'worker.js']);
    expect(await kept.read('worker.js')).toContain('function __webpack_require__(');
  });

  proves('/concepts/module-resolution/#from-a-path-to-a-file', 'with built-in TypeScript on, .ts is tried first; an explicit experiments.html puts .html first', () => {
    const byDependency = (config: webpack.Configuration) => defaults(config).resolve.byDependency as Record<string, { extensions?: string[] }>;
    expect(byDependency({ experiments: { typescript: true } }).commonjs?.extensions).toEqual(['.ts', '.js', '.json', '.wasm']);
    expect(byDependency({ experiments: { html: true } }).esm?.extensions?.[0]).toBe('.html');
    expect(defaults({}).experiments.typescript).toBe(typeof (require('node:module') as { stripTypeScriptTypes?: unknown }).stripTypeScriptTypes === 'function');
    return Promise.resolve();
  });

  proves('/concepts/hot-module-replacement/#turning-it-on', 'webpack-dev-server makes hot true by default, applies the HMR plugin, and its client reloads the page when an update cannot be applied', async () => {
    const server = await readFileText(require.resolve('webpack-dev-server/lib/Server.js'));
    expect(server).toMatch(/options\.hot =\s*typeof options\.hot === "boolean" \|\| options\.hot === "only"\s*\? options\.hot\s*: true;/);
    expect(server).toContain('const plugin = new webpack.HotModuleReplacementPlugin();');
    expect(server).toContain('require.resolve("webpack/hot/only-dev-server")');
    expect(await webpackSource('hot/dev-server.js', '"[HMR] Cannot apply update. "', 10)).toContain('window.location.reload();');
    expect(await webpackSource('hot/only-dev-server.js', 'module.hot', 400)).not.toContain('location.reload');
  });
});

async function readFileText(path: string): Promise<string> {
  const { readFile } = await import('node:fs/promises');
  return readFile(path, 'utf8');
}

describe('/concepts/modules/ HTML', () => {
  proves('/concepts/modules/#how-modules-refer-to-each-other', 'built-in HTML support turns an image src into an emitted asset without a loader', async () => {
    const built = await build(await projectDir('html-src'), { 'src/index.js': "import page from './page.html';\nconsole.log(page);\n", 'src/page.html': '<p><img src="./logo.png"></p>\n', 'src/logo.png': 'PNG_BYTES' }, { entry: './src/index.js' });
    expect(built.errors).toEqual([]);
    const image = built.files.find((f) => f.endsWith('.png')) ?? '';
    expect(image).toMatch(/^[0-9a-f]+\.png$/);
    expect(await built.read('main.js')).toContain(image);
  });
});
