// Proofs of the statements corrected or confirmed in the tenth audit of the plugin pages.
// Audit record: docs/audit/plugins.md.
import { join } from 'node:path';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import webpack from 'webpack';
import { build, buildUnminified, effectiveOptions, projectDir, proves, runScript, webpackSource, writeFiles } from './proof';

describe('/plugins/split-chunks-plugin/', () => {
  proves('/plugins/split-chunks-plugin/#automaticnamedelimiter', "with hidePathInfo off, a maxSize part is named '<chunk><delimiter><key>', and inside the key a '~' delimiter becomes '_'", async () => {
    const big = (n: number) => `export const v${n} = ${JSON.stringify('x'.repeat(3000))};\n`;
    const built = await buildUnminified(await projectDir('split-delimiter'), {
      'src/index.js': "import { v1 } from './a/one.js';\nimport { v2 } from './b/two.js';\nimport { v3 } from './c/three.js';\nconsole.log(v1, v2, v3);\n",
      'src/a/one.js': big(1),
      'src/b/two.js': big(2),
      'src/c/three.js': big(3),
    }, {
      mode: 'development', devtool: false, entry: './src/index.js',
      optimization: { splitChunks: { chunks: 'all', minSize: 1000, maxSize: 4000, automaticNameDelimiter: '~' } },
    });
    expect(built.errors).toEqual([]);
    const parts = built.files.filter((f) => f.endsWith('.js'));
    expect(parts.length).toBeGreaterThan(1);
    for (const part of parts) {
      // The delimiter appears once, right after the chunk name; the key itself only holds id-safe characters.
      expect(part).toMatch(/^main~[A-Za-z0-9_-]+\.js$/);
    }
    expect(parts).toContainEqual(expect.stringMatching(/^main~src_a_one_js_[0-9a-f]{8}\.js$/));
  });
});

describe('/plugins/internal-plugins/', () => {
  proves('/plugins/internal-plugins/#module-types-and-parsing', "experiments.css and experiments.html stay 'auto' (on) for a rule that matches their files without a loader or a type, or with an enforce: 'pre' loader; a rule with a loader or a type turns them off", async () => {
    const flags = (rules: webpack.RuleSetRule[]) => {
      const options = effectiveOptions({ mode: 'production', module: { rules } });
      return [options.experiments.css, options.experiments.html];
    };
    expect(flags([])).toEqual(['auto', 'auto']);
    expect(flags([{ test: /\.(css|html)$/, sideEffects: true }])).toEqual(['auto', 'auto']);
    expect(flags([{ test: /\.(css|html)$/, enforce: 'pre', loader: 'some-loader' }])).toEqual(['auto', 'auto']);
    expect(flags([{ test: /\.css$/, loader: 'some-loader' }])).toEqual([false, 'auto']);
    expect(flags([{ test: /\.css$/, type: 'asset/source' }])).toEqual([false, 'auto']);
    expect(flags([{ test: /\.html$/, use: ['some-loader'] }])).toEqual(['auto', false]);
  });

  proves('/plugins/internal-plugins/#module-types-and-parsing', 'TypeScriptPlugin needs module.stripTypeScriptTypes (Node.js 22.6 or later): without it the default leaves it off and true fails each .ts module', async () => {
    const hasStrip = typeof (require('node:module') as { stripTypeScriptTypes?: unknown }).stripTypeScriptTypes === 'function';
    const defaults = await webpackSource('lib/config/defaults.js', 'if (experiments.typescript === "auto") {', 10);
    expect(defaults).toContain('typeof require("module").stripTypeScriptTypes === "function"');
    expect(await webpackSource('lib/typescript/TypeScriptPlugin.js', 'const NODE_API_MISSING', 3)).toContain('experiments.typescript requires Node.js >= 22.6.');
    // futureDefaults sets it to true whatever the Node.js version.
    expect(effectiveOptions({ mode: 'none', experiments: { futureDefaults: true } }).experiments.typescript).toBe(true);
    if (!hasStrip) {
      // The Node.js 20 the docs target has no stripTypeScriptTypes.
      expect(effectiveOptions({ mode: 'none' }).experiments.typescript).toBe(false);
      const built = await buildUnminified(await projectDir('ts-node20'), { 'src/index.ts': 'const x: number = 1;\nconsole.log(x);\n' }, {
        mode: 'none', entry: './src/index.ts', experiments: { typescript: true },
      });
      expect(built.errors.join('\n')).toContain('experiments.typescript requires Node.js >= 22.6');
    }
  });

  proves('/plugins/internal-plugins/#module-types-and-parsing', "with experiments.typescript on, a .tsx module fails even when a rule gives it a loader, unless the rule sets parser: { typescript: false }", async () => {
    const dir = await projectDir('tsx-loader');
    await writeFiles(dir, { 'loaders/js.js': "module.exports = function () { return 'export default 1;'; };\n" });
    const files = { 'src/index.js': "import x from './a.tsx';\nconsole.log(x);\n", 'src/a.tsx': 'const a: number = 1;\nexport default <div />;\n' };
    const loader = join(dir, 'loaders/js.js');
    const withLoader = await buildUnminified(dir, files, {
      mode: 'none', entry: './src/index.js', experiments: { typescript: true }, module: { rules: [{ test: /\.tsx$/, loader }] },
    });
    expect(withLoader.errors.join('\n')).toContain('experiments.typescript does not support .tsx/JSX');
    const parserOff = await buildUnminified(await projectDir('tsx-parser-off'), files, {
      mode: 'none', entry: './src/index.js', experiments: { typescript: true }, module: { rules: [{ test: /\.tsx$/, loader, parser: { typescript: false } }] },
    });
    expect(parserOff.errors).toEqual([]);
  });
});

describe('/plugins/html-webpack-plugin/', () => {
  proves('/plugins/html-webpack-plugin/#hash-cache-showerrors-chunkssortmode-xhtml', "chunksSortMode 'auto' keeps the entry order of the configuration, 'manual' the order of chunks, and a function sorts the entry names", async () => {
    const built = await buildUnminified(await projectDir('hwp-sort'), { 'src/main.js': "console.log('main');\n", 'src/polyfills.js': "console.log('polyfills');\n" }, {
      mode: 'development', devtool: false, entry: { main: './src/main.js', polyfills: './src/polyfills.js' },
      plugins: [
        new HtmlWebpackPlugin({ filename: 'auto.html', chunks: ['polyfills', 'main'] }),
        new HtmlWebpackPlugin({ filename: 'manual.html', chunksSortMode: 'manual', chunks: ['polyfills', 'main'] }),
        new HtmlWebpackPlugin({ filename: 'function.html', chunksSortMode: (a: string, b: string) => (a < b ? 1 : -1) }),
      ],
    });
    const scripts = async (file: string) => ((await built.read(file)).match(/src="[^"]+"/g) ?? []).join(' ');
    expect(await scripts('auto.html')).toBe('src="main.js" src="polyfills.js"');
    expect(await scripts('manual.html')).toBe('src="polyfills.js" src="main.js"');
    expect(await scripts('function.html')).toBe('src="polyfills.js" src="main.js"');
  });

  proves('/plugins/html-webpack-plugin/#hash-cache-showerrors-chunkssortmode-xhtml', 'xhtml closes the injected link, meta and base tags with />', async () => {
    const built = await buildUnminified(await projectDir('hwp-xhtml'), { 'src/index.js': "console.log('x');\n", 'src/favicon.ico': 'icon' }, {
      mode: 'development', devtool: false, entry: './src/index.js',
      plugins: [new HtmlWebpackPlugin({ xhtml: true, base: '/app/', meta: { viewport: 'width=device-width' }, favicon: './src/favicon.ico' })],
    });
    const html = await built.read('index.html');
    expect(html).toContain('<base href="/app/"/>');
    expect(html).toContain('<meta name="viewport" content="width=device-width"/>');
    expect(html).toMatch(/<link rel="icon" href="favicon\.ico"\/>/);
  });

  proves('/plugins/html-webpack-plugin/#minify', "experiments.html stays on beside an enforce: 'pre' loader for .html files; a plain loader rule turns it off", async () => {
    expect(effectiveOptions({ mode: 'production', module: { rules: [{ test: /\.html$/, enforce: 'pre', loader: 'some-loader' }] } }).experiments.html).toBe('auto');
    expect(effectiveOptions({ mode: 'production', module: { rules: [{ test: /\.html$/, loader: 'some-loader' }] } }).experiments.html).toBe(false);
  });
});

describe('development devtool default for libraries', () => {
  const devtoolOf = (config: webpack.Configuration) => JSON.stringify(effectiveOptions({ mode: 'development', ...config }).devtool);

  proves('/plugins/source-map-dev-tool-plugin/#usage', "development's default devtool is eval for JavaScript (and a source map for CSS) in an application, but false for an ES module library and for any library with futureDefaults", async () => {
    expect(devtoolOf({})).toBe('[{"type":"css","use":"source-map"},{"type":"javascript","use":"eval"}]');
    expect(devtoolOf({ output: { library: { type: 'commonjs2' } } })).toBe(devtoolOf({}));
    expect(devtoolOf({ output: { library: { type: 'module' } } })).toBe('false');
    expect(devtoolOf({ output: { library: { type: 'modern-module' } } })).toBe('false');
    expect(devtoolOf({ experiments: { futureDefaults: true }, output: { library: { type: 'umd', name: 'lib' } } })).toBe('false');
  });

  proves('/plugins/eval-source-map-dev-tool-plugin/#usage', 'a development build of an ES module library has no eval devtool by default, so the plugin alone wraps each module once', async () => {
    const built = await buildUnminified(await projectDir('eval-plugin-module-library'), { 'src/index.js': 'export const answer = 42;\n' }, {
      mode: 'development', entry: './src/index.js', output: { library: { type: 'module' } },
      plugins: [new webpack.EvalSourceMapDevToolPlugin({})],
    });
    expect(built.errors).toEqual([]);
    const code = await built.read(built.files.find((f) => /^main\.m?js$/.test(f)) ?? 'main.js');
    // One eval per module: the plugin's own, not nested inside a second one.
    expect(code).toContain('eval("{');
    expect(code).not.toContain('eval(\\"');
  });
});

describe('/plugins/context-replacement-plugin/', () => {
  proves('/plugins/context-replacement-plugin/#newcontentregexp', 'from a module that must fully specify its requests (.mjs), a context offers each file only under its key with the extension', async () => {
    const loadBoth = "(async () => {\n  for (const name of ['de', 'de.js']) {\n    await import(`./locale/${name}`).then((m) => console.log(name, m.default), (e) => console.log(name, e.message));\n  }\n})();\n";
    const files = {
      'src/index.mjs': loadBoth,
      'src/index.js': loadBoth,
      'src/locale/de.js': "export default 'Hallo';\n",
    };
    const esm = await buildUnminified(await projectDir('context-keys-mjs'), files, { mode: 'none', target: 'node', entry: './src/index.mjs' });
    expect(esm.errors).toEqual([]);
    expect(runScript(join(esm.dir, 'dist', 'main.js')).split('\n')).toEqual(["de Cannot find module './de'", 'de.js Hallo']);
    const plain = await buildUnminified(await projectDir('context-keys-js'), files, { mode: 'none', target: 'node', entry: './src/index.js' });
    expect(runScript(join(plain.dir, 'dist', 'main.js')).split('\n')).toEqual(['de Hallo', 'de.js Hallo']);
  });
});

describe('/plugins/normal-module-replacement-plugin/', () => {
  proves('/plugins/normal-module-replacement-plugin/#compared-with-alternatives', 'a named import the replacement lacks is a warning by default, an error from a strict ES module and with futureDefaults; through require() it is just undefined', async () => {
    const files = {
      'src/index.js': "import { load } from './storage.js';\nconsole.log(typeof load);\n",
      'src/index.mjs': "import { load } from './storage.js';\nconsole.log(typeof load);\n",
      'src/required.js': "const storage = require('./storage.js');\nconsole.log(typeof storage.load);\n",
      'src/storage.js': 'export const load = () => 1;\nexport const save = () => 2;\n',
      'src/fake.js': 'export const save = () => 3;\n',
    };
    const replace = () => [new webpack.NormalModuleReplacementPlugin(/storage\.js$/, './fake.js')];
    const message = "export 'load' (imported as 'load') was not found in './storage.js' (possible exports: save)";
    const plain = await buildUnminified(await projectDir('nmr-plain'), files, { mode: 'none', target: 'node', entry: './src/index.js', plugins: replace() });
    expect(plain.errors).toEqual([]);
    expect(plain.warnings.join('\n')).toContain(message);
    const strict = await buildUnminified(await projectDir('nmr-mjs'), files, { mode: 'none', target: 'node', entry: './src/index.mjs', plugins: replace() });
    expect(strict.errors.join('\n')).toContain(message);
    const future = await buildUnminified(await projectDir('nmr-future'), files, { mode: 'none', target: 'node', entry: './src/index.js', experiments: { futureDefaults: true }, plugins: replace() });
    expect(future.errors.join('\n')).toContain(message);
    const required = await buildUnminified(await projectDir('nmr-require'), files, { mode: 'none', target: 'node', entry: './src/required.js', plugins: replace() });
    expect([...required.errors, ...required.warnings]).toEqual([]);
    expect(runScript(join(required.dir, 'dist', 'main.js'))).toBe('undefined');
  });
});

describe('/plugins/limit-chunk-count-plugin/', () => {
  proves('/plugins/limit-chunk-count-plugin/#when-to-use-it', "maxChunks: 1 gives one file only without a runtime chunk: with runtimeChunk: 'single' the entry, the runtime and the merged lazy chunks stay three files, without a warning", async () => {
    const files = {
      'src/index.js': "import('./lazy.js').then((m) => console.log(m.x));\nimport('./lazy2.js').then((m) => console.log(m.y));\n",
      'src/lazy.js': 'export const x = 1;\n',
      'src/lazy2.js': 'export const y = 2;\n',
    };
    const limit = () => [new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 })];
    const single = await buildUnminified(await projectDir('limit-one'), files, { mode: 'production', target: 'node', entry: './src/index.js', plugins: limit() });
    expect(single.files).toEqual(['main.js']);
    const withRuntime = await buildUnminified(await projectDir('limit-one-runtime'), files, {
      mode: 'production', target: 'node', entry: './src/index.js', optimization: { minimize: false, runtimeChunk: 'single' }, plugins: limit(),
    });
    expect([...withRuntime.errors, ...withRuntime.warnings]).toEqual([]);
    expect(withRuntime.files).toHaveLength(3);
    expect(withRuntime.files).toEqual(expect.arrayContaining(['main.js', 'runtime.js']));
  });
});

describe('/plugins/module-federation-plugin/', () => {
  proves('/plugins/module-federation-plugin/#shared', 'shareKey names the module in the share scope; packageName makes the package.json dependency range the requiredVersion of a relative key', async () => {
    const files = {
      'package.json': '{"name":"app","dependencies":{"my-lib":"^2.1.0"}}',
      'src/index.js': "import('./lib.js').then((m) => console.log(m.x));\n",
      'src/lib.js': 'export const x = 1;\n',
    };
    const code = async (name: string, config: object) => {
      const built = await buildUnminified(await projectDir(name), files, {
        mode: 'none', entry: './src/index.js',
        plugins: [new webpack.container.ModuleFederationPlugin({ name: 'app', shared: { './src/lib.js': config } })],
      });
      expect([...built.errors, ...built.warnings]).toEqual([]);
      return built.read('main.js');
    };
    const plain = await code('mf-share-plain', {});
    expect(plain).toContain('register("./src/lib.js", "0"');
    expect(plain).toContain('load("default", "./src/lib.js", false');
    const named = await code('mf-share-named', { shareKey: 'shared-lib', packageName: 'my-lib' });
    expect(named).toContain('register("shared-lib", "0"');
    // ^2.1.0 from package.json, in the runtime's range encoding.
    expect(named).toContain('loadStrictVersion("default", "shared-lib", false, [1,2,1,0]');
  });
});

describe('/plugins/banner-plugin/', () => {
  proves('/plugins/banner-plugin/#stage', 'a banner added right after the minimizer survives it and the source map accounts for its line; one added at the report stage leaves the map a line off', async () => {
    const files = { 'src/index.js': "console.log('hello');\n" };
    const mapped = async (name: string, stage: number) => {
      const built = await build(await projectDir(name), files, {
        mode: 'production', devtool: 'source-map', entry: './src/index.js', plugins: [new webpack.BannerPlugin({ banner: 'hello', stage })],
      });
      expect(built.errors).toEqual([]);
      const code = await built.read('main.js');
      const map = JSON.parse(await built.read('main.js.map')) as { mappings: string };
      return { code, mappings: map.mappings };
    };
    const afterMinimizer = await mapped('banner-stage-401', webpack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1);
    expect(afterMinimizer.code.startsWith('/*! hello */\nconsole.log("hello")')).toBe(true);
    // The first generated line (the banner) has no mappings; the code's mappings start on line 2.
    expect(afterMinimizer.mappings.startsWith(';')).toBe(true);
    const atReport = await mapped('banner-stage-report', webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT);
    expect(atReport.code.startsWith('/*! hello */\nconsole.log("hello")')).toBe(true);
    expect(atReport.mappings.startsWith(';')).toBe(false);
  });
});
