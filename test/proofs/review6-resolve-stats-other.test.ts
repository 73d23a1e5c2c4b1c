// Proofs of statements on the resolve, stats, other-options and experiments configuration pages:
// fully specified requests in CSS and HTML, the mode condition of 'none', what the stats print for
// used and provided exports, the loader context's target, defaults that futureDefaults changes, the
// cache options that normalisation drops, and where experiments.cacheUnaffected applies.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import zlib from 'node:zlib';
import webpack from 'webpack';
import { buildUnminified, effectiveOptions, projectDir, proves, runOnce, validationLine, webpackSource, writeFiles } from './proof';

/** Builds without minification and returns the stats text for `statsOptions`. */
async function statsText(dir: string, files: Record<string, string>, config: webpack.Configuration, statsOptions: webpack.StatsOptions): Promise<string> {
  await writeFiles(dir, files);
  const compiler = webpack({ context: dir, devtool: false, output: { path: join(dir, 'dist') }, ...config });
  const stats = await runOnce(compiler);
  return stats.toString({ colors: false, ...statsOptions });
}

/** The block of lines the text prints under the module `name` (its own line and the indented ones below). */
function moduleBlock(text: string, name: string): string[] {
  const lines = text.split('\n');
  const start = lines.findIndex((line) => line.startsWith(`${name} `));
  if (start < 0) throw new Error(`${name} is not listed:\n${text}`);
  const block = [lines[start] ?? ''];
  for (const line of lines.slice(start + 1)) {
    if (!line.startsWith('  ')) break;
    block.push(line.trim());
  }
  return block;
}

describe('resolve, stats, other options and experiments (sixth round)', () => {
  proves('/configuration/resolve/#resolvefullyspecified', "the built-in CSS and HTML handling resolves fully specified: @import './base', url(./img) and <img src=\"./img\"> fail until they name the file", async () => {
    const dir = await projectDir('fully-specified');
    const files = {
      'src/index.js': "import './a.css';\n",
      'src/base.css': '.b { color: blue; }\n',
      'src/img.png': 'png',
      'src/a.css': "@import './base';\n.a { background: url(./img); }\n",
      'src/page.html': '<img src="./img">\n',
    };
    const config: webpack.Configuration = { mode: 'development', devtool: false, entry: { main: './src/index.js', page: './src/page.html' }, experiments: { css: true, html: true } };
    const bare = await buildUnminified(dir, files, config);
    expect(bare.errors.some((e) => /Can't resolve '\.\/base'/.test(e) && /fully specified/.test(e))).toBe(true);
    expect(bare.errors.filter((e) => /Can't resolve '\.\/img'/.test(e))).toHaveLength(2);
    const named = await buildUnminified(await projectDir('fully-specified-named'), { ...files, 'src/a.css': "@import './base.css';\n.a { background: url(./img.png); }\n", 'src/page.html': '<img src="./img.png">\n' }, config);
    expect(named.errors).toEqual([]);
    // import() in an .mjs file is held to the same rule
    const mjs = await buildUnminified(await projectDir('fully-specified-mjs'), { 'src/index.mjs': "import('./helper').then(console.log);\n", 'src/helper.js': 'export default 1;\n' }, { mode: 'development', devtool: false, entry: './src/index.mjs' });
    expect(mjs.errors.some((e) => /Can't resolve '\.\/helper'/.test(e))).toBe(true);
  });

  proves('/configuration/resolve/#resolveconditionnames', "mode 'none' gets the production condition", async () => {
    expect(effectiveOptions({ mode: 'none', target: 'web' }).resolve.conditionNames).toEqual(['webpack', 'production', 'browser']);
    expect(effectiveOptions({ mode: 'development', target: 'web' }).resolve.conditionNames).toEqual(['webpack', 'development', 'browser']);
  });

  proves('/configuration/resolve/#resolveplugins', 'apply is called for each resolver webpack creates: import and require() get different ones', async () => {
    const resolvers: unknown[] = [];
    const built = await buildUnminified(
      await projectDir('resolve-plugins'),
      { 'src/index.js': "import a from './a.js';\nconsole.log(a, require('./b.js'));\n", 'src/a.js': 'export default 1;\n', 'src/b.js': 'module.exports = 2;\n' },
      { mode: 'development', devtool: false, entry: './src/index.js', resolve: { plugins: [{ apply: (resolver: unknown) => { resolvers.push(resolver); } }] } },
    );
    expect(built.errors).toEqual([]);
    expect(resolvers.length).toBeGreaterThan(1);
    expect(new Set(resolvers).size).toBe(resolvers.length);
  });

  proves('/configuration/stats/#what-to-include', 'usedExports prints [used exports unknown] without optimization.usedExports; providedExports lists CommonJS exports, [no exports] for an export-less ES module and nothing for a plain script', async () => {
    const files = {
      'src/index.js': "import { a } from './lib.js';\nimport './script.js';\nconst { c } = require('./cjs.js');\nconsole.log(a, c, require('./whole.js'));\n",
      'src/lib.js': 'export const a = 1;\nexport const b = 2;\n',
      'src/script.js': "console.log('side effect');\n",
      'src/cjs.js': 'exports.c = 1;\nexports.d = 2;\n',
      'src/whole.js': 'module.exports = { e: 1 };\n',
    };
    const options: webpack.StatsOptions = { all: false, modules: true, usedExports: true, providedExports: true, modulesSpace: 100 };
    const dev = await statsText(await projectDir('stats-exports-dev'), files, { mode: 'development', entry: './src/index.js' }, options);
    for (const name of ['./src/index.js', './src/lib.js', './src/script.js', './src/cjs.js']) expect(moduleBlock(dev, name)).toContain('[used exports unknown]');
    expect(moduleBlock(dev, './src/cjs.js')).toContain('[exports: c, d]');
    expect(moduleBlock(dev, './src/index.js')).toContain('[no exports]');
    expect(moduleBlock(dev, './src/script.js').some((line) => /exports:|no exports\]/.test(line))).toBe(false);
    const prod = await statsText(await projectDir('stats-exports-prod'), files, { mode: 'production', entry: './src/index.js', optimization: { minimize: false, concatenateModules: false } }, options);
    expect(moduleBlock(prod, './src/cjs.js')).toContain('[only some exports used: c]');
    expect(moduleBlock(prod, './src/script.js')).toEqual([expect.any(String), '[no exports used]']);
    // a module required as a whole object gets no used-exports line
    expect(moduleBlock(prod, './src/whole.js')).toEqual([expect.any(String), '[exports: e]']);
  });

  proves('/configuration/stats/#what-to-include', "moduleAssets: files a loader emitted; empty for asset modules; after concatenation only on the orphan module's entry", async () => {
    const dir = await projectDir('stats-module-assets');
    await writeFiles(dir, {
      'src/index.js': "import img from './logo.png';\nimport text from './data.txt';\nconsole.log(img, text);\n",
      'src/logo.png': 'png',
      'src/data.txt': 'hello',
      'emit-loader.js': "module.exports = function (source) { this.emitFile('emitted.txt', source); return 'export default ' + JSON.stringify(source); };\n",
    });
    const compiler = webpack({
      mode: 'production', context: dir, entry: './src/index.js', devtool: false, output: { path: join(dir, 'dist') }, optimization: { minimize: false },
      module: { rules: [{ test: /\.png$/, type: 'asset/resource' }, { test: /\.txt$/, loader: join(dir, 'emit-loader.js') }] },
    });
    const stats = await runOnce(compiler);
    const assetsOf = (options: webpack.StatsOptions) => Object.fromEntries((stats.toJson({ all: false, modules: true, moduleAssets: true, ...options }).modules ?? []).filter((m) => m.name).map((m) => [m.name, m.assets]));
    expect(assetsOf({})).toEqual({ './src/index.js + 1 modules': [], './src/logo.png': [] });
    expect(assetsOf({ orphanModules: true })['./src/data.txt']).toEqual(['emitted.txt']);
  });

  proves('/configuration/other-options/#loader', "this.target is 'web' for webworker, 'node' for async-node, and the Electron, NW.js, deno, bun and universal names", async () => {
    const target = (t: webpack.Configuration['target']) => effectiveOptions({ mode: 'development', target: t }).loader?.target;
    expect(target('webworker')).toBe('web');
    expect(target('async-node')).toBe('node');
    expect(target('electron-preload')).toBe('electron-preload');
    expect(target('electron-renderer')).toBe('electron-renderer');
    expect(target('nwjs')).toBe('nwjs');
    expect(target('deno')).toBe('deno');
    expect(target('bun')).toBe('bun');
    expect(target(['web', 'node'])).toBe('universal');
    // what a loader really sees
    const dir = await projectDir('loader-target');
    const built = await buildUnminified(
      dir,
      { 'src/index.js': 'export default __TARGET__;\n', 'target-loader.js': 'module.exports = function (source) { return source.replace("__TARGET__", JSON.stringify(this.target)); };\n' },
      { mode: 'development', devtool: false, target: 'webworker', entry: './src/index.js', module: { rules: [{ test: /index\.js$/, loader: join(dir, 'target-loader.js') }] } },
    );
    expect(built.errors).toEqual([]);
    expect(await built.read('main.js')).toContain('"web"');
  });

  proves('/configuration/other-options/#bail', "no default is filled in; without bail, mode 'none' writes its output despite an error, production writes nothing", async () => {
    expect(effectiveOptions({ mode: 'production' }).bail).toBeUndefined();
    const files = { 'src/index.js': "import './missing.js';\nconsole.log('main');\n" };
    const none = await buildUnminified(await projectDir('bail-none'), files, { mode: 'none', entry: './src/index.js' });
    expect(none.errors.length).toBe(1);
    expect(none.files).toEqual(['main.js']);
    const production = await buildUnminified(await projectDir('bail-production'), files, { mode: 'production', entry: './src/index.js' });
    expect(production.errors.length).toBe(1);
    expect(production.files).toEqual([]);
  });

  proves('/configuration/other-options/#infrastructureloggingprogress', "default false, 'auto' with experiments.futureDefaults", async () => {
    expect(effectiveOptions({ mode: 'development' }).infrastructureLogging.progress).toBe(false);
    expect(effectiveOptions({ mode: 'development', experiments: { futureDefaults: true } }).infrastructureLogging.progress).toBe('auto');
    // a custom console gets the progress as status() calls; 'auto' follows appendOnly; level 'none' silences it
    const dir = await projectDir('progress');
    await writeFiles(dir, { 'src/index.js': "console.log('x');\n" });
    const statusCalls = async (logging: webpack.Configuration['infrastructureLogging']) => {
      const calls: string[] = [];
      const compiler = webpack({
        mode: 'development', devtool: false, context: dir, entry: './src/index.js', output: { path: join(dir, 'dist') },
        infrastructureLogging: { ...logging, console: { ...console, status: (...args: unknown[]) => calls.push(args.join(' ')) } as Console },
      });
      await new Promise<void>((resolve, reject) => compiler.run((error) => compiler.close(() => (error ? reject(error) : resolve()))));
      return calls;
    };
    expect((await statusCalls({ progress: true })).some((line) => line.startsWith('[webpack.Progress]'))).toBe(true);
    expect(await statusCalls({ progress: 'auto', appendOnly: true })).toEqual([]);
    expect((await statusCalls({ progress: 'auto', appendOnly: false })).length).toBeGreaterThan(0);
    expect(await statusCalls({ progress: true, level: 'none' })).toEqual([]);
  });

  proves('/configuration/other-options/#snapshotmanagedpaths', 'the node_modules folder webpack is in; every node_modules folder with experiments.futureDefaults', async () => {
    const plain = effectiveOptions({ mode: 'development' }).snapshot.managedPaths ?? [];
    expect(plain).toHaveLength(1);
    expect(typeof plain[0]).toBe('string');
    expect(String(plain[0])).toMatch(/[\\/]node_modules[\\/]$/);
    const future = effectiveOptions({ mode: 'development', experiments: { futureDefaults: true } }).snapshot.managedPaths ?? [];
    expect(future.map(String)).toEqual([String(/^(.+?[\\/]node_modules[\\/])/)]);
  });

  proves('/configuration/other-options/#cachecompression', "'zstd' is a valid value; without zlib's zstd support webpack stops with the Node.js 22.15 message", async () => {
    expect(validationLine({ cache: { type: 'filesystem', compression: 'zstd' } })).toBe('valid');
    expect(validationLine({ cache: { type: 'filesystem', compression: 'lz4' } })).not.toBe('valid');
    const dir = await projectDir('zstd');
    const make = () => webpack({ mode: 'development', context: dir, entry: './a.js', cache: { type: 'filesystem', compression: 'zstd', cacheDirectory: join(dir, '.cache') } });
    if (!(zlib as unknown as Record<string, unknown>).createZstdCompress) expect(make).toThrow("cache.compression: 'zstd' requires Node.js >= 22.15.0");
  });

  proves('/configuration/other-options/#tuning-the-caches', 'cache.managedPaths and cache.immutablePaths are dropped; cache.cacheUnaffected and cache.memoryCacheUnaffected always follow the experiment in development mode', async () => {
    const fs = effectiveOptions({ mode: 'development', cache: { type: 'filesystem', managedPaths: ['/x'], immutablePaths: ['/y'], memoryCacheUnaffected: false }, experiments: { cacheUnaffected: true } }).cache as unknown as Record<string, unknown>;
    expect(fs.managedPaths).toBeUndefined();
    expect(fs.immutablePaths).toBeUndefined();
    expect(fs.memoryCacheUnaffected).toBe(true);
    const memory = (config: webpack.Configuration) => effectiveOptions(config).cache as unknown as Record<string, unknown>;
    expect(memory({ mode: 'development', cache: { type: 'memory', cacheUnaffected: false }, experiments: { cacheUnaffected: true } }).cacheUnaffected).toBe(true);
    expect(memory({ mode: 'production', cache: { type: 'memory', cacheUnaffected: true }, experiments: { cacheUnaffected: true } }).cacheUnaffected).toBe(false);
    expect(memory({ mode: 'development', cache: { type: 'memory', cacheUnaffected: true } }).cacheUnaffected).toBe(false);
  });

  proves('/configuration/other-options/#tuning-the-caches', "hashAlgorithm: 'md4' and 'xxhash64' are webpack's own, other names go to Node.js crypto", async () => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const createHash = require('webpack/lib/util/createHash') as (name: string) => { update(data: string): { digest(encoding: 'hex'): string } };
    expect(createHash('md4').update('a').digest('hex')).toHaveLength(32);
    expect(createHash('xxhash64').update('a').digest('hex')).toHaveLength(16);
    expect(createHash('sha256').update('a').digest('hex')).toBe(require('node:crypto').createHash('sha256').update('a').digest('hex'));
    const source = await webpackSource('lib/util/createHash.js', 'case "xxhash64":', 50);
    expect(source).toContain('case "md4":');
    expect(source).toContain('createHash(algorithm)');
  });

  proves('/configuration/experiments/#experimentscss', 'CSS Modules class names are named exports: import * as styles works, a default import finds nothing unless namedExports is false', async () => {
    const files = {
      'src/button.js': "import * as styles from './button.module.css';\nimport './reset.css';\nexport const cls = styles.primary;\n",
      'src/button.module.css': '.primary { color: red; }\n',
      'src/reset.css': '* { margin: 0; }\n',
    };
    const config: webpack.Configuration = { mode: 'development', devtool: false, target: 'node', entry: './src/button.js', output: { library: { type: 'commonjs2' } }, experiments: { css: true } };
    const load = (code: string) => { const m = { exports: {} as Record<string, unknown> }; new Function('module', 'exports', 'require', code)(m, m.exports, require); return m.exports; };
    const star = await buildUnminified(await projectDir('css-star'), files, config);
    expect(star.errors).toEqual([]);
    expect(star.warnings).toEqual([]);
    expect(typeof load(await star.read('main.js')).cls).toBe('string');
    const defaultImport = { ...files, 'src/button.js': "import styles from './button.module.css';\nexport const cls = () => styles.primary;\n" };
    const plain = await buildUnminified(await projectDir('css-default'), defaultImport, config);
    expect(plain.warnings.some((w) => /export 'default' \(imported as 'styles'\) was not found/.test(w))).toBe(true);
    const plainCode = await plain.read('main.js');
    expect(() => (load(plainCode).cls as () => unknown)()).toThrow(/reading 'primary'/);
    const named = await buildUnminified(await projectDir('css-default-off'), defaultImport, { ...config, module: { parser: { 'css/auto': { namedExports: false } } } });
    expect(named.warnings).toEqual([]);
    expect(typeof (load(await named.read('main.js')).cls as () => unknown)()).toBe('string');
  });

  proves('/configuration/experiments/#experimentscacheunaffected', 'development mode only; optimization.usedExports or mangleExports stop the build', async () => {
    const dir = await projectDir('cache-unaffected');
    await writeFiles(dir, { 'src/index.js': "export const a = 1;\nconsole.log('x');\n" });
    const run = (extra: string) =>
      spawnSync(
        process.execPath,
        [
          '-e',
          `const webpack = require(${JSON.stringify(require.resolve('webpack'))});
const c = webpack({ mode: 'development', devtool: false, context: ${JSON.stringify(dir)}, entry: './src/index.js', output: { path: ${JSON.stringify(join(dir, 'dist'))} }, experiments: { cacheUnaffected: true }, ...${extra} });
c.run((e, s) => { console.log(e ? 'ERR ' + e.message : 'memcaches ' + Boolean(s.compilation.moduleMemCaches) + ' errors ' + s.compilation.errors.length); c.close(() => {}); });`,
        ],
        { encoding: 'utf8' },
      );
    const used = run('{ optimization: { usedExports: true } }');
    expect(used.status).not.toBe(0);
    expect(used.stderr).toContain("optimization.usedExports can't be used with cacheUnaffected as export usage is a global effect");
    // mangleExports: the same guard, read from its plugin (a second crashing child process is slow)
    const mangle = await webpackSource('lib/optimize/MangleExportsPlugin.js', 'if (compilation.moduleMemCaches)', 6);
    expect(mangle).toContain("optimization.mangleExports can't be used with cacheUnaffected");
    const memCaches = async (name: string, config: webpack.Configuration) => {
      let seen: boolean | undefined;
      const built = await buildUnminified(await projectDir(name), { 'src/index.js': "export const a = 1;\nconsole.log('x');\n" }, {
        devtool: false, entry: './src/index.js', experiments: { cacheUnaffected: true }, ...config,
        plugins: [(compiler: webpack.Compiler) => compiler.hooks.done.tap('seen', (stats) => { seen = Boolean(stats.compilation.moduleMemCaches); })],
      });
      expect(built.errors).toEqual([]);
      return seen;
    };
    expect(await memCaches('cache-unaffected-dev', { mode: 'development' })).toBe(true);
    expect(await memCaches('cache-unaffected-prod', { mode: 'production', cache: { type: 'memory' } })).toBe(false);
  });
});
