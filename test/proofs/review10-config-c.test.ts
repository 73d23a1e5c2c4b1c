// Proofs of the statements checked in the tenth review of the configuration pages (experiments, devtool,
// performance, entry-context, mode, target, watch, configuration-languages, configuration-types, node, index,
// plugins; docs/audit/configuration.md, "Tenth round").
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import webpack from 'webpack';
import { build, effectiveOptions, projectDir, proves, runScript, writeFiles } from './proof';

const cli = join(require.resolve('webpack-cli/package.json'), '..', 'bin', 'cli.js');

/** A loader that hands its input on unchanged (raw, so that binary files pass through intact). */
const passThroughLoader = 'module.exports = function (source) { return source; };\nmodule.exports.raw = true;\n';

/** The smallest valid WebAssembly module: the magic number and version 1, no sections. */
const emptyWasm = Buffer.from([0, 0x61, 0x73, 0x6d, 1, 0, 0, 0]);

/** A project with a pass-through loader at `loader.js` and the given files. */
async function withLoader(name: string, files: Record<string, string>): Promise<string> {
  const dir = await projectDir(name);
  await writeFiles(dir, { 'loader.js': passThroughLoader, ...files });
  return dir;
}

/** A rule that applies the pass-through loader of `dir` to `test`, in the `enforce` group. */
function enforcedRule(dir: string, test: RegExp, enforce: 'pre' | 'post'): webpack.RuleSetRule {
  return { test, enforce, use: join(dir, 'loader.js') };
}

describe('/configuration/experiments/', () => {
  proves('/configuration/experiments/#which-experiments-became-defaults', "a rule with enforce: 'pre' or 'post' leaves css, html and asyncWebAssembly at 'auto', a normal loader or a type switches them off, and syncWebAssembly keeps asyncWebAssembly off", async () => {
    const seen = (rules: webpack.RuleSetRule[], extra: webpack.Configuration['experiments'] = {}) => {
      const { css, html, asyncWebAssembly } = effectiveOptions({ mode: 'none', module: { rules }, experiments: extra }).experiments;
      return { css, html, asyncWebAssembly };
    };
    expect(seen([])).toEqual({ css: 'auto', html: 'auto', asyncWebAssembly: 'auto' });
    const enforced = ['pre', 'post'].flatMap((enforce) => [/\.css$/, /\.html$/, /\.wasm$/].map((test) => ({ test, enforce: enforce as 'pre' | 'post', use: 'some-loader' })));
    expect(seen(enforced)).toEqual({ css: 'auto', html: 'auto', asyncWebAssembly: 'auto' });
    expect(seen([{ test: /\.css$/, use: 'css-loader' }, { test: /\.html$/, type: 'asset/source' }, { test: /\.wasm$/, loader: 'wasm-loader' }])).toEqual({ css: false, html: false, asyncWebAssembly: false });
    expect(seen([], { syncWebAssembly: true }).asyncWebAssembly).toBe(false);
  });

  proves('/configuration/experiments/#experimentscss', "while css is 'auto', a .css file behind a pass-through pre or post loader, or an inline loader, is parsed as JavaScript and fails (a request re-typed with !=! is not); with css: true (or futureDefaults) the same pre loader runs before the built-in handling and main.css is written", async () => {
    const files = { 'src/a.css': '.a { color: red; }\n', 'src/index.js': "import './a.css';\nconsole.log('css');\n" };
    for (const enforce of ['pre', 'post'] as const) {
      const dir = await withLoader(`css-auto-${enforce}`, files);
      const built = await build(dir, {}, { mode: 'development', devtool: false, entry: './src/index.js', module: { rules: [enforcedRule(dir, /\.css$/, enforce)] } });
      expect(built.errors.join('\n')).toContain('Module parse failed');
      expect(built.errors.join('\n')).toContain("File was parsed as module type 'javascript/auto'");
      expect(built.files).not.toContain('main.css');
    }
    const inline = await withLoader('css-auto-inline', { ...files, 'src/index.js': "import '../loader.js!./a.css';\nconsole.log('css');\n" });
    expect((await build(inline, {}, { mode: 'development', devtool: false, entry: './src/index.js' })).errors.join('\n')).toContain("File was parsed as module type 'javascript/auto'");
    // A request that names its type with !=! keeps the built-in handling.
    const retyped = await withLoader('css-auto-match-resource', { ...files, 'src/index.js': "import './a.css!=!../loader.js!./a.css';\nconsole.log('css');\n" });
    const retypedBuilt = await build(retyped, {}, { mode: 'development', devtool: false, entry: './src/index.js' });
    expect(retypedBuilt.errors).toEqual([]);
    expect(retypedBuilt.files).toContain('main.css');
    const plain = await withLoader('css-auto-none', files);
    const auto = await build(plain, {}, { mode: 'development', devtool: false, entry: './src/index.js' });
    expect(auto.errors).toEqual([]);
    expect(auto.files).toContain('main.css');
    for (const experiments of [{ css: true }, { futureDefaults: true }]) {
      const dir = await withLoader(`css-on-${Object.keys(experiments)[0]}`, files);
      const built = await build(dir, {}, { mode: 'development', devtool: false, entry: './src/index.js', experiments, module: { rules: [enforcedRule(dir, /\.css$/, 'pre')] } });
      expect(built.errors).toEqual([]);
      expect(await built.read('main.css')).toContain('color: red');
    }
  });

  proves('/configuration/experiments/#experimentsasyncwebassembly', "while asyncWebAssembly is 'auto', a .wasm file behind a pre loader is parsed as JavaScript and the build fails; with asyncWebAssembly: true it stays a WebAssembly module", async () => {
    const write = async (name: string) => {
      const dir = await withLoader(name, { 'src/index.js': "import * as m from './m.wasm';\nconsole.log(m);\n" });
      // Written as bytes: writeFiles writes strings as UTF-8.
      await mkdir(join(dir, 'src'), { recursive: true });
      await writeFile(join(dir, 'src/m.wasm'), emptyWasm);
      return dir;
    };
    const auto = await write('wasm-auto-pre');
    const failed = await build(auto, {}, { mode: 'development', devtool: false, entry: './src/index.js', module: { rules: [enforcedRule(auto, /\.wasm$/, 'pre')] } });
    expect(failed.errors.join('\n')).toContain('The module seem to be a WebAssembly module, but module is not flagged as WebAssembly module');
    const on = await write('wasm-true-pre');
    const built = await build(on, {}, { mode: 'development', devtool: false, entry: './src/index.js', experiments: { asyncWebAssembly: true }, module: { rules: [enforcedRule(on, /\.wasm$/, 'pre')] } });
    expect(built.errors).toEqual([]);
    expect(built.files.some((file) => file.endsWith('.wasm'))).toBe(true);
  });

  proves('/configuration/experiments/#experimentshtml', "while html is 'auto', an HTML entry behind a pre loader is parsed as JavaScript and fails, with html: true it is built as a page; a pre loader does not stop the pages of JavaScript entries", async () => {
    const page = { 'src/index.html': '<!doctype html><html><head><title>t</title></head><body><p>x</p></body></html>\n', 'src/app.js': "console.log('app');\n" };
    const auto = await withLoader('html-auto-pre', page);
    const failed = await build(auto, {}, { mode: 'development', devtool: false, entry: { index: './src/index.html' }, module: { rules: [enforcedRule(auto, /\.html$/, 'pre')] } });
    expect(failed.errors.join('\n')).toContain("File was parsed as module type 'javascript/auto'");
    expect(failed.files).not.toContain('index.html');
    const on = await withLoader('html-true-pre', page);
    const built = await build(on, {}, { mode: 'development', devtool: false, entry: { index: './src/index.html' }, experiments: { html: true }, module: { rules: [enforcedRule(on, /\.html$/, 'pre')] } });
    expect(built.errors).toEqual([]);
    expect(built.files).toContain('index.html');
    const js = await withLoader('html-js-entry-pre', page);
    const jsBuilt = await build(js, {}, { mode: 'development', devtool: false, entry: { app: { import: './src/app.js', html: true } }, module: { rules: [enforcedRule(js, /\.html$/, 'pre')] } });
    expect(jsBuilt.files).toEqual(['app.html', 'app.js']);
  });

  proves('/configuration/experiments/#experimentsbackcompat', 'calling filter and map on compilation.chunks prints one deprecation warning for both, and with backCompat: false the array methods are gone', async () => {
    // Run in a Node.js process of its own: the deprecation is printed once per process.
    const dir = await projectDir('back-compat');
    await writeFiles(dir, {
      'src/index.js': 'console.log(1);\n',
      'check.js': `const webpack = require(${JSON.stringify(require.resolve('webpack'))});
const path = require('path');
const warnings = [];
process.on('warning', (w) => warnings.push(w.message));
const run = (backCompat) => new Promise((resolve) => {
  let result = '';
  const compiler = webpack({
    mode: 'none', context: __dirname, entry: './src/index.js', output: { path: path.join(__dirname, 'dist') }, experiments: { backCompat },
    plugins: [(c) => c.hooks.thisCompilation.tap('ArrayMethods', (compilation) => compilation.hooks.afterSeal.tap('ArrayMethods', () => {
      try { compilation.chunks.filter(Boolean); compilation.chunks.map((x) => x); result = 'ok'; } catch (e) { result = e.message; }
    }))],
  });
  compiler.run(() => compiler.close(() => resolve(result)));
});
(async () => {
  const on = await run(true);
  const off = await run(false);
  setImmediate(() => console.log(JSON.stringify({ on, off, warnings })));
})();
`,
    });
    const { on, off, warnings } = JSON.parse(runScript(join(dir, 'check.js'))) as { on: string; off: string; warnings: string[] };
    expect(on).toBe('ok');
    expect(off).toContain('filter is not a function');
    expect(warnings).toEqual(["Compilation.chunks was changed from Array to Set (using Array method 'filter' is deprecated)"]);
  });
});

describe('/configuration/configuration-types/', () => {
  proves('/configuration/configuration-types/#exporting-a-function', 'a build gets WEBPACK_BUNDLE and WEBPACK_BUILD in env, a build with --watch only WEBPACK_WATCH, and nested --env keys become objects', async () => {
    const dir = await projectDir('env-flags');
    await writeFiles(dir, {
      'src/index.js': 'console.log(1);\n',
      'webpack.config.js': "module.exports = (env) => { require('fs').writeFileSync(__dirname + '/env-' + (env.WEBPACK_WATCH ? 'watch' : 'build') + '.json', JSON.stringify(env)); return { mode: 'none' }; };\n",
    });
    const { NODE_ENV: _ignored, ...rest } = process.env;
    const cliRun = (args: string[]) => spawnSync(process.execPath, [cli, ...args], { cwd: dir, encoding: 'utf8', env: { ...rest, NO_COLOR: '1' } });
    expect(cliRun(['--env', 'platform.name=web']).status).toBe(0);
    expect(JSON.parse(readFileSync(join(dir, 'env-build.json'), 'utf8'))).toEqual({ WEBPACK_BUNDLE: true, WEBPACK_BUILD: true, platform: { name: 'web' } });
    // Standard input is closed at once, so the watch run stops after its first build.
    expect(cliRun(['--watch', '--watch-options-stdin']).status).toBe(0);
    expect(JSON.parse(readFileSync(join(dir, 'env-watch.json'), 'utf8'))).toEqual({ WEBPACK_WATCH: true });
  });

  proves('/configuration/configuration-types/#dependencies', 'an unknown name or a cycle in dependencies stops the run with an error before any configuration compiles', async () => {
    const dir = await projectDir('dependencies-errors');
    await writeFiles(dir, { 'src/index.js': 'console.log(1);\n' });
    const compiled: string[] = [];
    const config = (name: string, dependencies: string[]): webpack.Configuration => ({
      name,
      dependencies,
      mode: 'none',
      context: dir,
      entry: './src/index.js',
      output: { path: join(dir, 'dist', name) },
      plugins: [(compiler: webpack.Compiler) => compiler.hooks.compile.tap('Seen', () => compiled.push(name))],
    });
    const runAll = (configs: webpack.Configuration[]) =>
      new Promise<string>((resolve) => {
        const compiler = webpack(configs);
        compiler.run((error) => compiler.close(() => resolve(error ? error.message : 'no error')));
      });
    expect(await runAll([config('a', ['missing'])])).toContain('Compiler dependency `missing` not found');
    expect(await runAll([config('a', ['b']), config('b', ['a'])])).toContain('Circular dependency found in compiler dependencies');
    expect(compiled).toEqual([]);
  });
});

describe('/configuration/entry-context/', () => {
  proves('/configuration/entry-context/#entrychunkloading', 'chunkLoading: false puts the modules an entry loads with import() into its initial chunk, as asyncChunks: false does', async () => {
    for (const option of [{ chunkLoading: false as const }, { asyncChunks: false }]) {
      const dir = await projectDir(`no-chunk-loading-${Object.keys(option)[0]}`);
      const built = await build(dir, { 'src/a.js': "import('./lazy').then((m) => console.log(m.x));\n", 'src/lazy.js': "export const x = 'lazy';\n" }, { mode: 'development', devtool: false, target: 'node', entry: { a: { import: './src/a.js', ...option } } });
      expect(built.files).toEqual(['a.js']);
      expect(runScript(join(dir, 'dist', 'a.js'))).toBe('lazy');
    }
  });
});

describe('/configuration/node/', () => {
  proves('/configuration/node/#node__filename', "true gives the path relative to context, 'mock' '/index.js' and '/', 'eval-only' the emitted file in CommonJS and ES module output", async () => {
    const files = { 'src/utils/log.js': 'console.log(JSON.stringify([__filename, __dirname]));\n' };
    const result = async (name: string, config: webpack.Configuration) => {
      const dir = await projectDir(`node-${name}`);
      const built = await build(dir, files, { mode: 'none', target: 'node', entry: './src/utils/log.js', ...config });
      return { dir, out: JSON.parse(runScript(join(dir, 'dist', built.files[0] ?? 'missing'))) as string[] };
    };
    expect((await result('true', { node: { __filename: true, __dirname: true } })).out).toEqual(['src/utils/log.js', 'src/utils']);
    expect((await result('mock', { node: { __filename: 'mock', __dirname: 'mock' } })).out).toEqual(['/index.js', '/']);
    const cjs = await result('eval-only-cjs', {});
    expect(cjs.out).toEqual([join(cjs.dir, 'dist', 'main.js'), join(cjs.dir, 'dist')]);
    const esm = await result('eval-only-esm', { output: { module: true } });
    expect(esm.out).toEqual([join(esm.dir, 'dist', 'main.mjs'), join(esm.dir, 'dist')]);
  });
});

describe('/configuration/performance/', () => {
  proves('/configuration/performance/#additional-checks', 'duplicateModules names a module emitted into two chunks (nothing while hints is false), and missingSideEffects a package without a sideEffects field that keeps unused code', async () => {
    const files = {
      'node_modules/pkg/package.json': '{ "name": "pkg", "version": "1.0.0" }\n',
      'node_modules/pkg/index.js': "export { a } from './a.js';\nexport { b } from './b.js';\n",
      'node_modules/pkg/a.js': "export const a = 'A'.repeat(10);\n",
      'node_modules/pkg/b.js': "console.log('side');\nexport const b = 'B'.repeat(3000);\n",
      'src/one.js': "import { a } from 'pkg';\nimport { s } from './shared.js';\nconsole.log(a, s);\n",
      'src/two.js': "import { s } from './shared.js';\nconsole.log(s);\n",
      'src/shared.js': "export const s = 'S'.repeat(100);\n",
    };
    const warnings = async (name: string, performance: webpack.Configuration['performance']) => {
      const dir = await projectDir(`performance-${name}`);
      const built = await build(dir, files, { entry: { one: './src/one.js', two: './src/two.js' }, optimization: { splitChunks: false, minimize: false }, performance });
      return built.warnings.join('\n');
    };
    const duplicates = await warnings('duplicates', { duplicateModules: true });
    expect(duplicates).toContain('duplicate modules');
    expect(duplicates).toContain('./src/shared.js (in one, two');
    expect(await warnings('duplicates-no-hints', { duplicateModules: true, hints: false })).toBe('');
    const sideEffects = await warnings('side-effects', { missingSideEffects: true });
    expect(sideEffects).toContain("because its package.json does not declare 'sideEffects'");
    expect(sideEffects).toContain('pkg (');
  });
});

describe('/configuration/devtool/', () => {
  proves('/configuration/devtool/#devtool', "an eval value in a 'css' entry of the array form wraps the JavaScript in eval and gives the CSS no map; 'source-map' for 'css' writes main.css.map and leaves the JavaScript alone", async () => {
    const files = { 'src/a.css': '.a { color: red; }\n', 'src/index.js': "import './a.css';\nconsole.log('x');\n" };
    for (const use of ['eval', 'eval-source-map']) {
      const dir = await projectDir(`devtool-css-${use}`);
      const built = await build(dir, files, { mode: 'development', entry: './src/index.js', experiments: { css: true }, devtool: [{ type: 'css', use }] });
      expect(built.files).toEqual(['main.css', 'main.js']);
      expect(await built.read('main.js')).toContain('eval(');
      expect(await built.read('main.css')).not.toContain('sourceMappingURL');
    }
    const dir = await projectDir('devtool-css-source-map');
    const built = await build(dir, files, { mode: 'development', entry: './src/index.js', experiments: { css: true }, devtool: [{ type: 'css', use: 'source-map' }] });
    expect(built.files).toEqual(['main.css', 'main.css.map', 'main.js']);
    expect(await built.read('main.js')).not.toContain('eval(');
  });
});
