// Proofs of the statements corrected or added in the third audit of the plugin pages (part A:
// automatic-prefetch, define, dll, environment, eval-source-map-dev-tool, hashed-module-ids,
// hot-module-replacement, html-webpack-plugin, index, internal-plugins, limit-chunk-count).
// Audit record: docs/audit/plugins.md.
import webpack from 'webpack';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { build, buildUnminified, effectiveOptions, pastWatcherAccuracy, projectDir, proves, webpackSource, withEnv, writeFiles } from './proof';

const src = (code: string, more: Record<string, string> = {}) => ({ 'src/index.js': code, ...more });

/** Runs one compiler: `before(i)` before run i, and returns what each run left. */
async function runs(config: webpack.Configuration, count: number, before: (i: number) => Promise<void> = async () => undefined): Promise<webpack.Stats[]> {
  const compiler = webpack(config);
  const out: webpack.Stats[] = [];
  for (let i = 0; i < count; i++) {
    await before(i);
    out.push(await new Promise<webpack.Stats>((resolve, reject) => compiler.run((e, s) => (e || !s ? reject(e ?? new Error('no stats')) : resolve(s)))));
  }
  await new Promise<void>((resolve) => compiler.close(() => resolve()));
  return out;
}

describe('AutomaticPrefetchPlugin page', () => {
  proves('/plugins/automatic-prefetch-plugin/#pitfalls', 'a compilation that ended with errors still lists its normal modules for the next one', async () => {
    const dir = await projectDir('prefetch-after-error');
    const stats = await runs(
      { mode: 'development', devtool: false, context: dir, entry: './src/index.js', output: { path: join(dir, 'dist') }, plugins: [new webpack.AutomaticPrefetchPlugin()] },
      2,
      async (i) => writeFiles(dir, i === 0
        ? { 'src/index.js': "import './extra.js';\nimport './missing.js';\n", 'src/extra.js': "console.log('EXTRA');\n" }
        : { 'src/index.js': "console.log('only index');\n" }),
    );
    const names = (s: webpack.Stats) => [...s.compilation.modules].map((m) => m.identifier()).filter((id) => id.startsWith(dir)).map((id) => id.slice(dir.length)).sort();
    expect(stats[0]!.compilation.errors.length).toBeGreaterThan(0);
    expect(names(stats[0]!)).toContain('/src/extra.js');
    // The second compilation imports nothing, yet extra.js is built: it came from the failed one's list.
    expect(stats[1]!.compilation.errors).toEqual([]);
    expect(names(stats[1]!)).toContain('/src/extra.js');
    expect(await readFile(join(dir, 'dist/main.js'), 'utf8')).not.toContain('EXTRA');
  });
});

describe('DefinePlugin page', () => {
  proves('/plugins/define-plugin/#non-string-values', 'a function is inserted as its source text', async () => {
    const built = await build(await projectDir('define-fn'), src('console.log(FN);\n'), {
      mode: 'none', entry: './src/index.js',
      plugins: [new webpack.DefinePlugin({ FN: function add(a: number) { return a + 1; } as unknown as string })],
    });
    expect(await built.read('main.js')).toMatch(/console\.log\(\(function add\(a\) \{\s*return a \+ 1;\s*\}\)\)/);
  });

  proves('/plugins/define-plugin/#definepluginruntimevalue', 'an async generator, or one with async: true, is awaited before parsing; an array is short for fileDependencies', async () => {
    const dir = await projectDir('define-runtime-async');
    await writeFiles(dir, { 'src/info.json': '{}\n' });
    const [stats] = await runs({
      mode: 'none', context: dir, entry: './src/index.js', output: { path: join(dir, 'dist') },
      plugins: [new webpack.DefinePlugin({
        ASYNC_V: webpack.DefinePlugin.runtimeValue(async () => JSON.stringify('later')),
        PROMISED: webpack.DefinePlugin.runtimeValue(() => Promise.resolve('7') as unknown as string, { async: true }),
        LISTED: webpack.DefinePlugin.runtimeValue(() => '1', [join(dir, 'src/info.json')]),
      })],
    }, 1, () => writeFiles(dir, { 'src/index.js': 'console.log(ASYNC_V, PROMISED, LISTED);\n' }));
    expect(stats!.compilation.errors).toEqual([]);
    expect(await readFile(join(dir, 'dist/main.js'), 'utf8')).toContain('console.log("later", 7, 1)');
    expect([...stats!.compilation.fileDependencies]).toContain(join(dir, 'src/info.json'));
  });

  proves('/plugins/define-plugin/#pitfalls', 'process.env alone and process.env[name] stay; a destructuring is rewritten only when every name it takes is defined', async () => {
    const code = 'const k = "API_URL";\nconst { API_URL } = process.env;\nconst { API_URL: u, OTHER } = process.env;\nconsole.log(API_URL, u, OTHER, process.env[k], process.env);\n';
    const built = await build(await projectDir('define-destructure'), src(code), {
      mode: 'none', entry: './src/index.js',
      plugins: [new webpack.DefinePlugin({ 'process.env.API_URL': JSON.stringify('https://api.test') })],
    });
    const out = await built.read('main.js');
    expect(out).toContain('const { API_URL } = ({"API_URL":"https://api.test"});');
    expect(out).toContain('const { API_URL: u, OTHER } = process.env;');
    expect(out).toContain('console.log(API_URL, u, OTHER, process.env[k], process.env);');
  });
});

describe('EnvironmentPlugin page', () => {
  const api = "export function fetchUser(id) {\n  return fetch(`${process.env.API_URL}/users/${id}`);\n}\n\nif (process.env.RELEASE) {\n  console.info(`release ${process.env.RELEASE}`);\n}\n";

  proves('/plugins/environment-plugin/#usage', 'before minification the values sit as string literals inside the template, and the if condition is true', async () => {
    await withEnv({ API_URL: 'https://staging.example.com', RELEASE: '2024.06.1' }, async () => {
      const built = await buildUnminified(await projectDir('env-usage'), src("import { fetchUser } from './api.js';\nfetchUser(1);\n", { 'src/api.js': api }), {
        mode: 'production', entry: './src/index.js',
        plugins: [new webpack.EnvironmentPlugin({ API_URL: 'http://localhost:3000', RELEASE: null })],
      });
      const out = await built.read('main.js');
      expect(out).toContain('return fetch(`${"https://staging.example.com"}/users/${id}`);');
      expect(out).toContain('if (true) {');
    });
  });

  proves('/plugins/environment-plugin/#pitfalls', 'process.env["KEY"] and import.meta.env.KEY are replaced; process.env[name] is not; destructuring needs every name listed', async () => {
    const saved = process.env.DOCS_PROOF_URL;
    process.env.DOCS_PROOF_URL = 'u1';
    try {
      const code = 'const n = "DOCS_PROOF_URL";\nconst { DOCS_PROOF_URL } = process.env;\nconst { DOCS_PROOF_URL: a, OTHER } = process.env;\nconsole.log(DOCS_PROOF_URL, a, OTHER, process.env["DOCS_PROOF_URL"], import.meta.env.DOCS_PROOF_URL, process.env[n]);\n';
      const built = await build(await projectDir('env-pitfalls'), src(code), { mode: 'none', entry: './src/index.js', plugins: [new webpack.EnvironmentPlugin(['DOCS_PROOF_URL'])] });
      const out = await built.read('main.js');
      expect(out).toContain('const { DOCS_PROOF_URL } = ({"DOCS_PROOF_URL":"u1"});');
      expect(out).toContain('const { DOCS_PROOF_URL: a, OTHER } = process.env;');
      expect(out).toContain('console.log(DOCS_PROOF_URL, a, OTHER, "u1", "u1", process.env[n]);');
    } finally {
      if (saved === undefined) delete process.env.DOCS_PROOF_URL; else process.env.DOCS_PROOF_URL = saved;
    }
  });
});

describe('EnvironmentPlugin page (comparison)', () => {
  proves('/plugins/environment-plugin/#comparison-with-defineplugin', 'both keys make DefinePlugin match EnvironmentPlugin; without import.meta.env.API_URL that expression stays undefined', async () => {
    const files = src('console.log(process.env.API_URL, import.meta.env.API_URL);\n');
    const saved = process.env.API_URL;
    delete process.env.API_URL;
    try {
      const value = JSON.stringify(process.env.API_URL ?? 'http://localhost:3000');
      const env = await build(await projectDir('env-compare2-env'), files, { mode: 'none', entry: './src/index.js', plugins: [new webpack.EnvironmentPlugin({ API_URL: 'http://localhost:3000' })] });
      const both = await build(await projectDir('env-compare2-both'), files, { mode: 'none', entry: './src/index.js', plugins: [new webpack.DefinePlugin({ 'process.env.API_URL': value, 'import.meta.env.API_URL': value })] });
      const one = await build(await projectDir('env-compare2-one'), files, { mode: 'none', entry: './src/index.js', plugins: [new webpack.DefinePlugin({ 'process.env.API_URL': value })] });
      expect(await env.read('main.js')).toContain('console.log("http://localhost:3000", "http://localhost:3000");');
      expect(await both.read('main.js')).toBe(await env.read('main.js'));
      expect(await one.read('main.js')).toContain('console.log("http://localhost:3000", undefined);');
    } finally {
      if (saved !== undefined) process.env.API_URL = saved;
    }
  });
});

describe('NODE_ENV from mode', () => {
  proves('/plugins/define-plugin/#constructor', "mode defines process.env.NODE_ENV through optimization.nodeEnv, except mode: 'none'", async () => {
    expect(effectiveOptions({ mode: 'production' }).optimization.nodeEnv).toBe('production');
    expect(effectiveOptions({ mode: 'development' }).optimization.nodeEnv).toBe('development');
    expect(effectiveOptions({ mode: 'none' }).optimization.nodeEnv).toBe(false);
    const built = await build(await projectDir('node-env-none'), src('console.log(process.env.NODE_ENV);\n'), { mode: 'none', entry: './src/index.js' });
    expect(await built.read('main.js')).toContain('console.log(process.env.NODE_ENV);');
  });

  proves('/plugins/define-plugin/#usage', 'your NODE_ENV is the one written, with a conflict warning; nodeEnv: false keeps it without the warning and without import.meta.env.MODE', async () => {
    const files = src('console.log(process.env.NODE_ENV, import.meta.env.MODE);\n');
    const plugins = [new webpack.DefinePlugin({ 'process.env.NODE_ENV': JSON.stringify('staging') })];
    const withMode = await buildUnminified(await projectDir('define-node-env-mode'), files, { mode: 'production', entry: './src/index.js', plugins });
    expect(await withMode.read('main.js')).toContain('console.log("staging", "production");');
    expect(withMode.warnings).toContain("DefinePlugin\nConflicting values for 'process.env.NODE_ENV'");
    const off = await buildUnminified(await projectDir('define-node-env-off'), files, { mode: 'production', entry: './src/index.js', optimization: { nodeEnv: false }, plugins });
    expect(await off.read('main.js')).toMatch(/console\.log\("staging", (undefined|void 0)\);/);
    expect(off.warnings).toEqual([]);
  });

  proves('/plugins/environment-plugin/#comparison-with-defineplugin', 'listing NODE_ENV lets the shell value win over mode, with a conflict warning', async () => {
    const saved = process.env.NODE_ENV;
    process.env.NODE_ENV = 'development';
    try {
      const built = await buildUnminified(await projectDir('env-node-env'), src('console.log(process.env.NODE_ENV);\n'), { mode: 'production', entry: './src/index.js', plugins: [new webpack.EnvironmentPlugin(['NODE_ENV'])] });
      expect(await built.read('main.js')).toContain('console.log("development");');
      expect(built.warnings).toContain("DefinePlugin\nConflicting values for 'process.env.NODE_ENV'");
    } finally {
      process.env.NODE_ENV = saved;
    }
  });
});

describe('EvalSourceMapDevToolPlugin page', () => {
  proves('/plugins/eval-source-map-dev-tool-plugin/#test-include-exclude', 'a RegExp, a function or a glob filters modules out, which are then emitted as plain code without eval', async () => {
    const files = src("import './skip.js';\nconsole.log('MAIN');\n", { 'src/skip.js': "console.log('SKIPPED');\n" });
    const rules: unknown[] = [/skip/, (resource: string) => resource.includes('skip'), { glob: '**/skip.js' }];
    for (const [i, exclude] of rules.entries()) {
      const built = await build(await projectDir(`eval-exclude-${i}`), files, {
        mode: 'development', devtool: false, entry: './src/index.js',
        plugins: [new webpack.EvalSourceMapDevToolPlugin({ exclude } as ConstructorParameters<typeof webpack.EvalSourceMapDevToolPlugin>[0])],
      });
      const lines = (await built.read('main.js')).split('\n');
      expect(lines.find((l) => l.includes('SKIPPED'))?.trim()).toBe("console.log('SKIPPED');");
      expect(lines.find((l) => l.includes('MAIN'))).toMatch(/^\s*eval\(/);
    }
  });
});

describe('EvalSourceMapDevToolPlugin page (append, module)', () => {
  proves('/plugins/eval-source-map-dev-tool-plugin/#append', 'append: false falls back to the default comment', async () => {
    const built = await build(await projectDir('eval-append-false'), src("console.log('X');\n"), { mode: 'development', devtool: false, entry: './src/index.js', plugins: [new webpack.EvalSourceMapDevToolPlugin({ append: false })] });
    expect(await built.read('main.js')).toContain('//# sourceURL=[module]\\n//# sourceMappingURL=data:application/json');
  });

  proves('/plugins/eval-source-map-dev-tool-plugin/#modulefilenametemplate', 'with devtool, output.devtoolModuleFilenameTemplate names the modules in the eval source maps', async () => {
    const built = await build(await projectDir('eval-devtool-template'), src("console.log('X');\n"), { mode: 'development', devtool: 'eval-source-map', entry: './src/index.js', output: { devtoolModuleFilenameTemplate: 'app:///[resource-path]' } });
    const maps = [...(await built.read('main.js')).matchAll(/base64,([A-Za-z0-9+/=]+)/g)].map((m) => JSON.parse(Buffer.from(m[1]!, 'base64').toString('utf8')) as { sources: string[] });
    expect(maps.flatMap((m) => m.sources)).toContain('app:///./src/index.js');
    const apply = await webpackSource('lib/config/WebpackOptionsApply.js', 'new Plugin({', 16);
    expect(apply).toContain('moduleFilenameTemplate:\n\t\t\t\t\t\t\toptions.output.devtoolModuleFilenameTemplate');
    expect(apply).toContain('namespace: options.output.devtoolNamespace');
    expect(apply).not.toContain('ignoreList');
    expect(apply).not.toContain('sourceRoot');
  });

  proves('/plugins/eval-source-map-dev-tool-plugin/#module', 'devtool passes module: false only for cheap values without "module"', async () => {
    const source = await webpackSource('lib/config/WebpackOptionsApply.js', 'module: moduleMaps ? true : !cheap', 2);
    expect(source).toContain('columns: !cheap');
  });
});

describe('HashedModuleIdsPlugin page', () => {
  proves('/plugins/hashed-module-ids-plugin/#choosing-between-the-options', 'without moduleIds: false the plugin still sets every id in a production build', async () => {
    const built = await buildUnminified(await projectDir('hashed-without-false'), src("import('./a.js');\n", { 'src/a.js': 'export default 1;\n' }), {
      mode: 'production', entry: './src/index.js',
      plugins: [new webpack.ids.HashedModuleIdsPlugin({ hashDigest: 'hex' })],
    });
    expect(effectiveOptions({ mode: 'production' }).optimization.moduleIds).toBe('deterministic');
    const chunk = built.files.find((f) => f !== 'main.js')!;
    expect(await built.read(chunk)).toMatch(/\n\/\*\*\*\/ "[0-9a-f]{4}"\n/);
  });
});

describe('HotModuleReplacementPlugin page', () => {
  proves('/plugins/hot-module-replacement-plugin/#outputhotupdateglobal', 'the default is webpackHotUpdate plus uniqueName made into an identifier', async () => {
    expect(effectiveOptions({ mode: 'development', output: { uniqueName: 'my-app' } }).output.hotUpdateGlobal).toBe('webpackHotUpdatemy_app');
  });

  proves('/plugins/hot-module-replacement-plugin/#pitfalls', "the loader of mini-css-extract-plugin accepts updates and reloads the extracted stylesheet", async () => {
    const built = await build(await projectDir('hmr-mini-css'), src("import './a.css';\n", { 'src/a.css': '.a { color: red; }\n' }), {
      mode: 'development', devtool: false, entry: './src/index.js', experiments: { css: false },
      module: { rules: [{ test: /\.css$/, use: [MiniCssExtractPlugin.loader, require.resolve('css-loader')] }] },
      plugins: [new MiniCssExtractPlugin(), new webpack.HotModuleReplacementPlugin()],
    });
    const out = await built.read('main.js');
    expect(built.errors).toEqual([]);
    expect(built.files).toContain('main.css');
    expect(out).toContain('module.hot.accept()');
    expect(out).toContain('hmr/hotModuleReplacement.js');
  });

  proves('/plugins/hot-module-replacement-plugin/#usage', 'in watch mode every rebuild writes hot update files into output.path', async () => {
    const dir = await projectDir('hmr-watch-updates');
    await writeFiles(dir, src("import { v } from './v.js';\nconsole.log(v);\nif (module.hot) module.hot.accept('./v.js');\n", { 'src/v.js': 'export const v = 1;\n' }));
    await pastWatcherAccuracy([dir]);
    const compiler = webpack({ mode: 'production', context: dir, entry: './src/index.js', output: { path: join(dir, 'dist') }, optimization: { minimize: false }, plugins: [new webpack.HotModuleReplacementPlugin()] });
    const listings: string[][] = [];
    await new Promise<void>((resolve, reject) => {
      let watching: webpack.Watching | undefined;
      watching = compiler.watch({ aggregateTimeout: 50 }, (error) => {
        if (error) return watching?.close(() => reject(error));
        void (async () => {
          listings.push((await readdir(join(dir, 'dist'))).sort());
          if (listings.length < 3) await writeFiles(dir, { 'src/v.js': `export const v = ${listings.length + 1};\n` });
          else watching?.close(() => resolve());
        })();
      });
    });
    expect(listings[0]).toEqual(['main.js']);
    expect(listings[1]!.filter((f) => f.includes('.hot-update.'))).toHaveLength(2);
    expect(listings[2]!.filter((f) => f.includes('.hot-update.'))).toHaveLength(4);
  });
});

describe('HtmlWebpackPlugin page', () => {
  proves('/plugins/html-webpack-plugin/#hash-cache-showerrors-chunkssortmode-xhtml', 'with cache, a run where template and files did not change emits the previous HTML without rendering; without cache it renders again', async () => {
    for (const cache of [true, false]) {
      const dir = await projectDir(`html-cache-${cache}`);
      await writeFiles(dir, src('console.log(1);\n'));
      let renders = 0;
      const counter = { apply: (c: webpack.Compiler) => c.hooks.compilation.tap('count', (comp) => { HtmlWebpackPlugin.getCompilationHooks(comp).beforeEmit.tap('count', (d) => { renders++; return d; }); }) };
      const stats = await runs({ mode: 'development', context: dir, entry: './src/index.js', output: { path: join(dir, 'dist') }, plugins: [new HtmlWebpackPlugin({ cache }), counter] }, 2);
      expect(Object.keys(stats[1]!.compilation.assets)).toContain('index.html');
      expect(renders).toBe(cache ? 1 : 2);
    }
  });

  proves('/plugins/html-webpack-plugin/#templatecontent', 'a function may return a promise of the HTML', async () => {
    const built = await build(await projectDir('html-template-promise'), src('console.log(1);\n'), {
      mode: 'development', entry: './src/index.js',
      plugins: [new HtmlWebpackPlugin({ inject: false, templateContent: async (params: { [option: string]: any }) => `<html><head>${String((params.htmlWebpackPlugin as { tags: { headTags: unknown } }).tags.headTags)}</head><body>ASYNC</body></html>` })],
    });
    const html = await built.read('index.html');
    expect(html).toContain('ASYNC');
    expect(html).toContain('<script defer src="main.js"></script>');
  });
});

describe('HtmlWebpackPlugin page (options)', () => {
  proves('/plugins/html-webpack-plugin/#filename', '[name] gives one page per entry, in a sub-folder; publicPath auto makes URLs relative to the page; favicon is copied and linked; xhtml closes tags', async () => {
    const built = await build(await projectDir('html-options'), { 'src/a.js': 'console.log(1);\n', 'src/b.js': 'console.log(2);\n', 'src/favicon.ico': 'ico' }, {
      mode: 'development', entry: { a: './src/a.js', b: './src/b.js' },
      plugins: [new HtmlWebpackPlugin({ filename: 'pages/[name].html', scriptLoading: 'module', favicon: './src/favicon.ico', meta: { 'theme-color': '#0a0a0a' }, base: '/app/', xhtml: true })],
    });
    expect(built.files).toEqual(['a.js', 'b.js', 'favicon.ico', 'pages/a.html', 'pages/b.html']);
    const html = await built.read('pages/a.html');
    expect(html).toContain('<script type="module" src="../a.js"></script>');
    expect(html).toContain('<link rel="icon" href="../favicon.ico"/>');
    expect(html).toContain('<meta name="theme-color" content="#0a0a0a"/>');
    expect(html).toContain('<base href="/app/"/>');
  });
});

describe('Plugins overview page', () => {
  proves('/plugins/#plugins-versus-configuration-options', 'NodeEnvironmentPlugin is applied before the plugins of the array: they already see its file systems', async () => {
    let seen: unknown[] = [];
    webpack({ mode: 'none', entry: './x.js', plugins: [{ apply: (c: webpack.Compiler) => { seen = [c.inputFileSystem, c.outputFileSystem, c.infrastructureLogger]; } }] });
    expect(seen.every(Boolean)).toBe(true);
    const source = await webpackSource('lib/webpack.js', 'const createCompiler =', 25);
    expect(source.indexOf('new NodeEnvironmentPlugin(')).toBeLessThan(source.indexOf('options.plugins'));
  });
});

describe('Plugins overview page (function plugins)', () => {
  proves('/plugins/#plugin-reference', 'a plain function in plugins is called once, with the compiler as this and as its argument', async () => {
    const calls: unknown[][] = [];
    const compiler = webpack({ mode: 'none', entry: './x.js', plugins: [function (this: unknown, arg: unknown) { calls.push([this, arg]); }] });
    expect(calls).toEqual([[compiler, compiler]]);
  });
});

describe('Internal webpack plugins page', () => {
  proves('/plugins/internal-plugins/#environment-and-diagnostics', 'createCompiler applies NodeEnvironmentPlugin first and the progress plugin of infrastructureLogging.progress after the configured plugins', async () => {
    const source = await webpackSource('lib/webpack.js', 'const createCompiler =', 45);
    const env = source.indexOf('new NodeEnvironmentPlugin(');
    const user = source.indexOf('options.plugins');
    const progress = source.indexOf('applyDefaultProgressPlugin(compiler');
    expect(env).toBeGreaterThan(0);
    expect(env).toBeLessThan(user);
    expect(user).toBeLessThan(progress);
    expect(effectiveOptions({ mode: 'none' }).infrastructureLogging.progress).toBe(false);
    expect(effectiveOptions({ mode: 'none', experiments: { futureDefaults: true } }).infrastructureLogging.progress).toBe('auto');
  });

  proves('/plugins/internal-plugins/#environment-and-diagnostics', 'NodeEnvironmentPlugin: graceful-fs for every file system, a purged caching layer on the input one', async () => {
    const source = await webpackSource('lib/node/NodeEnvironmentPlugin.js', 'compiler.inputFileSystem = new CachedInputFileSystem(fs', 60);
    expect(source).toContain('compiler.outputFileSystem = fs;');
    expect(source).toContain('compiler.intermediateFileSystem = fs;');
    expect(source).toContain('new NodeWatchFileSystem(inputFileSystem)');
    expect(source).toMatch(/beforeRun\.tap[\s\S]*inputFileSystem\.purge\(\)/);
    expect(await webpackSource('lib/node/NodeEnvironmentPlugin.js', 'const fs = require("graceful-fs")', 1)).toBeTruthy();
  });

  proves('/plugins/internal-plugins/#compiler-and-caching', 'infrastructureLogging.progress: true makes webpack() apply a ProgressPlugin of its own', async () => {
    const withIt = webpack({ mode: 'none', entry: './x.js', infrastructureLogging: { progress: true, appendOnly: true, console: { ...console, log: () => undefined, info: () => undefined } as Console } });
    const without = webpack({ mode: 'none', entry: './x.js' });
    expect(withIt.hooks.compilation.taps.map((t) => t.name)).toContain('ProgressPlugin');
    expect(without.hooks.compilation.taps.map((t) => t.name)).not.toContain('ProgressPlugin');
  });

  proves('/plugins/internal-plugins/#environment-and-diagnostics', 'LoaderOptionsPlugin copies its properties onto the loader context of matching modules', async () => {
    const dir = await projectDir('loader-options-plugin');
    await writeFiles(dir, { 'loader.js': 'module.exports = function (s) { return s + "\\nconsole.log(" + JSON.stringify(String(this.debug) + "/" + String(this.custom)) + ");"; };\n' });
    const built = await build(dir, src("import './b.js';\n", { 'src/b.js': '' }), {
      mode: 'none', entry: './src/index.js',
      module: { rules: [{ test: /\.js$/, include: join(dir, 'src'), use: join(dir, 'loader.js') }] },
      plugins: [new webpack.LoaderOptionsPlugin({ test: /b\.js$/, debug: true, options: { custom: 1 } } as ConstructorParameters<typeof webpack.LoaderOptionsPlugin>[0]), new webpack.LoaderOptionsPlugin({ test: /b\.js$/, custom: 'yes' } as unknown as ConstructorParameters<typeof webpack.LoaderOptionsPlugin>[0])],
    });
    const out = await built.read('main.js');
    expect(out).toContain('console.log("true/yes")');
    // index.js does not match the plugins' test, so its loader context has neither property.
    expect(out).toContain('console.log("undefined/undefined")');
  });

  proves('/plugins/internal-plugins/#entry', 'EntryOptionPlugin adds one entry dependency per module listed in an entry', async () => {
    const dir = await projectDir('entry-option');
    await writeFiles(dir, src('1;\n', { 'src/b.js': '2;\n' }));
    const [stats] = await runs({ mode: 'none', context: dir, entry: { main: ['./src/index.js', './src/b.js'] }, output: { path: join(dir, 'dist') } }, 1);
    expect(stats!.compilation.entries.get('main')!.dependencies).toHaveLength(2);
    const source = await webpackSource('lib/entry/EntryOptionPlugin.js', 'static applyEntryOption(', 30);
    expect(source).toContain('new DynamicEntryPlugin(context, entry)');
    expect(source).toContain('for (const entry of descImport)');
  });

  proves('/plugins/internal-plugins/#module-types-and-parsing', 'asset/bytes is an asset module type; TypeScriptPlugin is webpack.experiments.typescript.TypeScriptPlugin; HttpUriPlugin needs experiments.buildHttp', async () => {
    const built = await build(await projectDir('asset-bytes'), src("import bytes from './x.bin';\nconsole.log(bytes);\n", { 'src/x.bin': 'abc' }), {
      mode: 'none', entry: './src/index.js', module: { rules: [{ test: /\.bin$/, type: 'asset/bytes' }] },
    });
    expect(built.errors).toEqual([]);
    expect(await built.read('main.js')).toContain('Uint8Array');
    expect(await webpackSource('lib/asset/AssetModulesPlugin.js', 'ASSET_MODULE_TYPE_BYTES', 3)).toBeTruthy();
    expect((webpack.experiments as unknown as { typescript: { TypeScriptPlugin: { name: string } } }).typescript.TypeScriptPlugin.name).toBe('TypeScriptPlugin');
    const apply = await webpackSource('lib/config/WebpackOptionsApply.js', 'if (options.experiments.buildHttp)', 6);
    expect(apply).toContain('new HttpUriPlugin(');
    const always = await webpackSource('lib/config/WebpackOptionsApply.js', 'new DataUriPlugin()', 2);
    expect(always).toContain('new FileUriPlugin()');
  });

  proves('/plugins/internal-plugins/#module-types-and-parsing', "experiments.css and experiments.html default to 'auto', which applies their plugins unless a rule matches .css or .html files", async () => {
    const names = (config: webpack.Configuration) => webpack({ mode: 'none', entry: './x.js', ...config }).hooks.compilation.taps.map((t) => t.name);
    expect(effectiveOptions({ mode: 'none' }).experiments.css).toBe('auto');
    expect(effectiveOptions({ mode: 'none' }).experiments.html).toBe('auto');
    expect(names({})).toEqual(expect.arrayContaining(['CssModulesPlugin', 'HtmlModulesPlugin']));
    const ruled = names({ module: { rules: [{ test: /\.css$/, type: 'asset/source' }, { test: /\.html$/, type: 'asset/source' }] } });
    expect(ruled).not.toContain('CssModulesPlugin');
    expect(ruled).not.toContain('HtmlModulesPlugin');
  });

  proves('/plugins/internal-plugins/#dependencies-and-parser-plugins', 'ImportMetaPlugin handles url, webpack, main, env, dirname, filename and resolve; ImportMetaContextPlugin also import.meta.glob', async () => {
    const list = await webpackSource('lib/dependencies/import-meta/ImportMetaPlugin.js', '"import.meta.url"', 8);
    for (const p of ['url', 'webpack', 'main', 'env', 'dirname', 'filename', 'resolve']) expect(list).toContain(`"import.meta.${p}"`);
    expect(await webpackSource('lib/dependencies/context/ImportMetaContextPlugin.js', 'glob', 3)).toBeTruthy();
  });

  proves('/plugins/internal-plugins/#dependencies-and-parser-plugins', 'amd: false leaves out AMDPlugin and RequireJsStuffPlugin; System.import is handled only with module.parser.javascript.system', async () => {
    const names = (config: webpack.Configuration) => webpack({ mode: 'none', entry: './x.js', ...config }).hooks.compilation.taps.map((t) => t.name);
    expect(names({})).toEqual(expect.arrayContaining(['AMDPlugin', 'RequireJsStuffPlugin']));
    expect(names({ amd: false })).not.toContain('AMDPlugin');
    expect(names({ amd: false })).not.toContain('RequireJsStuffPlugin');
    const files = src("System.import('./a.js');\n", { 'src/a.js': 'export default 1;\n' });
    const off = await build(await projectDir('system-off'), files, { mode: 'none', entry: './src/index.js' });
    expect(off.files).toEqual(['main.js']);
    expect(await off.read('main.js')).toContain("System.import('./a.js');");
    const on = await build(await projectDir('system-on'), files, { mode: 'none', entry: './src/index.js', module: { parser: { javascript: { system: true } } } });
    expect(on.files).toHaveLength(2);
  });

  proves('/plugins/internal-plugins/#optimize', 'optimization.realContentHash is on by default in production only', async () => {
    expect(effectiveOptions({ mode: 'production' }).optimization.realContentHash).toBe(true);
    expect(effectiveOptions({ mode: 'development' }).optimization.realContentHash).toBe(false);
    expect(await webpackSource('lib/config/WebpackOptionsApply.js', 'if (options.optimization.realContentHash || options.output.module)', 4)).toContain('new RealContentHashPlugin(');
  });

  proves('/plugins/internal-plugins/#compiler-and-caching', 'the memory cache plugins: with GC when maxGenerations is set; the in-memory layer of a filesystem cache, off with maxMemoryGenerations: 0', async () => {
    const memory = await webpackSource('lib/config/WebpackOptionsApply.js', 'case "memory": {', 18);
    expect(memory).toMatch(/Number\.isFinite\(cacheOptions\.maxGenerations\)[\s\S]*new MemoryWithGcCachePlugin[\s\S]*new MemoryCachePlugin\(\)/);
    const fsCache = await webpackSource('lib/config/WebpackOptionsApply.js', 'case "filesystem": {', 30);
    expect(fsCache).toMatch(/!Number\.isFinite\(cacheOptions\.maxMemoryGenerations\)[\s\S]*new MemoryCachePlugin\(\)[\s\S]*maxMemoryGenerations !== 0[\s\S]*new MemoryWithGcCachePlugin/);
  });

  proves('/plugins/internal-plugins/#target-and-chunk-loading', "EnableWasmLoadingPlugin: 'universal' applies UniversalCompileAsyncWasmPlugin, for async WebAssembly only", async () => {
    const source = await webpackSource('lib/wasm/EnableWasmLoadingPlugin.js', 'case "universal":', 14);
    expect(source).toContain('only supported by asynchronous web assembly');
    expect(source).toContain('new UniversalCompileAsyncWasmPlugin()');
  });

  proves('/plugins/internal-plugins/#output-and-templates', 'an initial chunk split off an entry is written in the array-push chunk format', async () => {
    const built = await buildUnminified(await projectDir('chunk-format-initial'), src("import 'lib';\nconsole.log(1);\n", { 'node_modules/lib/index.js': `console.log(${JSON.stringify('L'.repeat(30000))});\n` }), {
      mode: 'development', devtool: false, entry: './src/index.js', optimization: { splitChunks: { chunks: 'all' } },
    });
    const vendor = built.files.find((f) => f !== 'main.js')!;
    expect(await built.read(vendor)).toMatch(/^\(self\["webpackChunk[^"]*"\] = self\["webpackChunk[^"]*"\] \|\| \[\]\)\.push\(/);
    expect(await built.read('main.js')).toContain(vendor.replace('.js', ''));
  });

  proves('/plugins/internal-plugins/#output-and-templates', 'SSRManifestPlugin lists the JavaScript files first and the stylesheets of experiments.css chunks after them', async () => {
    const built = await buildUnminified(await projectDir('ssr-manifest-order'), src("import './a.css';\nimport('./lazy.js');\n", { 'src/a.css': '.a { color: red; }\n', 'src/lazy.js': "import './b.css';\nexport const y = 1;\n", 'src/b.css': '.b { color: blue; }\n' }), {
      mode: 'production', entry: './src/index.js', experiments: { css: true }, output: { publicPath: '/' },
      plugins: [new webpack.SSRManifestPlugin()],
    });
    const manifest = JSON.parse(await built.read('ssr-manifest.json')) as Record<string, string[]>;
    expect(manifest['./src/index.js']).toEqual(['/main.js', '/main.css']);
    const lazy = manifest['./src/lazy.js']!;
    expect(lazy).toHaveLength(2);
    expect(lazy[0]).toMatch(/\.js$/);
    expect(lazy[1]).toMatch(/\.css$/);
  });

  proves('/plugins/internal-plugins/#source-maps', 'SourceMapDevToolModuleOptionsPlugin is applied by both source map plugins and asks for full or, with module: false, simple maps', async () => {
    expect(await webpackSource('lib/devtool/EvalSourceMapDevToolPlugin.js', 'new SourceMapDevToolModuleOptionsPlugin(options)', 1)).toBeTruthy();
    expect(await webpackSource('lib/devtool/SourceMapDevToolPlugin.js', 'new SourceMapDevToolModuleOptionsPlugin(options)', 1)).toBeTruthy();
    const source = await webpackSource('lib/devtool/SourceMapDevToolModuleOptionsPlugin.js', 'if (options.module !== false)', 14);
    expect(source).toContain('module.useSourceMap = true');
    expect(source).toContain('module.useSimpleSourceMap = true');
  });

  proves('/plugins/internal-plugins/#optimize', 'LimitChunkCountPlugin, MinChunkSizePlugin and AggressiveMergingPlugin are never applied by webpack itself', async () => {
    const { readdir: list } = await import('node:fs/promises');
    const lib = join(require.resolve('webpack/package.json'), '..', 'lib');
    const users: string[] = [];
    for (const entry of await list(lib, { recursive: true })) {
      if (!String(entry).endsWith('.js') || String(entry) === 'index.js') continue;
      const text = await readFile(join(lib, String(entry)), 'utf8');
      for (const name of ['LimitChunkCountPlugin', 'MinChunkSizePlugin', 'AggressiveMergingPlugin']) if (text.includes(`new ${name}(`) && !String(entry).endsWith(`${name}.js`)) users.push(`${String(entry)}: ${name}`);
    }
    expect(users).toEqual([]);
  });

  proves('/plugins/internal-plugins/#dll', 'DllPlugin applies LibManifestPlugin; DllReferencePlugin delegates through DelegatedModuleFactoryPlugin, not DelegatedPlugin', async () => {
    expect(await webpackSource('lib/dll/DllPlugin.js', 'new LibManifestPlugin(', 1)).toBeTruthy();
    const ref = await readFile(require.resolve('webpack/lib/dll/DllReferencePlugin.js'), 'utf8');
    expect(ref).toContain('new DelegatedModuleFactoryPlugin(');
    expect(ref).not.toContain('DelegatedPlugin"');
  });
});

describe('DllPlugin page', () => {
  proves('/plugins/dll-plugin/#dllreferenceplugin-name-content-type-sourcetype', 'sourceType accepts only the listed library types', async () => {
    const make = (sourceType: string) => () => webpack({ mode: 'none', entry: './x.js', plugins: [new webpack.DllReferencePlugin({ manifest: { name: 'v', content: { './a.js': { id: 1 } } }, sourceType } as unknown as ConstructorParameters<typeof webpack.DllReferencePlugin>[0])] });
    for (const ok of ['var', 'assign', 'this', 'window', 'global', 'commonjs', 'commonjs2', 'commonjs-module', 'amd', 'amd-require', 'umd', 'umd2', 'jsonp', 'system']) expect(make(ok)).not.toThrow();
    expect(make('module')).toThrow(/sourceType/);
  });
});

describe('LimitChunkCountPlugin page', () => {
  proves('/plugins/limit-chunk-count-plugin/#how-it-decides', 'merging never copies a module into two chunks, but a route then loads code it does not use', async () => {
    const big = (n: string) => `export const ${n} = ${JSON.stringify(n.toUpperCase().repeat(30000))};\n`;
    const files = src("import('./a.js');\nimport('./b.js');\nimport('./c.js');\n", {
      'src/a.js': "import { s1 } from './s1.js';\nimport { s2 } from './s2.js';\nexport const a = () => s1 + s2 + 'ROUTE_A';\n",
      'src/b.js': "import { s1 } from './s1.js';\nexport const b = () => s1 + 'ROUTE_B';\n",
      'src/c.js': "import { s2 } from './s2.js';\nexport const c = () => s2 + 'ROUTE_C';\n",
      'src/s1.js': big('s1'), 'src/s2.js': big('s2'),
    });
    const built = await buildUnminified(await projectDir('limit-no-copies'), files, {
      mode: 'production', entry: './src/index.js', optimization: { splitChunks: { chunks: 'all', minSize: 1000 } },
      plugins: [new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 3 })],
    });
    expect(built.files).toHaveLength(3);
    const texts = await Promise.all(built.files.map((f) => built.read(f)));
    for (const marker of ['S1S1S1S1', 'S2S2S2S2', 'ROUTE_A', 'ROUTE_B', 'ROUTE_C']) expect(texts.filter((t) => t.includes(marker))).toHaveLength(1);
    // Some chunk holds the code of one route together with code only another route needs.
    expect(texts.some((t) => (t.includes('ROUTE_A') && t.includes('ROUTE_C')) || (t.includes('ROUTE_A') && t.includes('ROUTE_B')) || (t.includes('ROUTE_B') && t.includes('ROUTE_C')))).toBe(true);
  });
});
