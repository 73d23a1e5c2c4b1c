// Proofs of the statements corrected or confirmed in the sixth audit of the plugin pages (define,
// environment, dll, eval-source-map-dev-tool, source-map-dev-tool, progress, internal-plugins,
// limit-chunk-count, module-concatenation, hashed-module-ids, prefetch, manifest).
// Audit record: docs/audit/plugins.md.
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import vm from 'node:vm';
import webpack from 'webpack';
import { build, buildUnminified, effectiveOptions, projectDir, proves, runOnce, withEnv, writeFiles } from './proof';

const ROOT = resolve(__dirname, '..', '..');
const CLI = join(ROOT, 'node_modules', 'webpack-cli', 'bin', 'cli.js');

/** One compilation of `config`, returning its stats. */
function compile(config: webpack.Configuration): Promise<webpack.Stats> {
  return runOnce(webpack(config));
}

describe('ModuleConcatenationPlugin page', () => {
  proves('/plugins/module-concatenation-plugin/#optimizationconcatenatemodules', 'concatenateModules is on in production mode and when mode is not set, off in development and none', async () => {
    expect(effectiveOptions({}).optimization.concatenateModules).toBe(true);
    expect(effectiveOptions({ mode: 'production' }).optimization.concatenateModules).toBe(true);
    expect(effectiveOptions({ mode: 'development' }).optimization.concatenateModules).toBe(false);
    expect(effectiveOptions({ mode: 'none' }).optimization.concatenateModules).toBe(false);
    // A build without mode hoists: the two modules become one concatenated module.
    const dir = await projectDir('concat-no-mode');
    await writeFiles(dir, { 'src/index.js': "import { a } from './a';\nconsole.log(a());\n", 'src/a.js': 'export function a() { return Math.random(); }\n' });
    const stats = await compile({ context: dir, entry: './src/index.js', output: { path: join(dir, 'dist') }, optimization: { minimize: false } });
    const names = stats.toJson({ all: false, modules: true }).modules!.map((m) => m.name);
    expect(names).toContain('./src/index.js + 1 modules');
  });

  proves('/plugins/module-concatenation-plugin/#optimizationprovidedexports-and-optimizationusedexports', 'usedExports is true in production and without a mode, false in development and none', async () => {
    expect(effectiveOptions({}).optimization.usedExports).toBe(true);
    expect(effectiveOptions({ mode: 'production' }).optimization.usedExports).toBe(true);
    expect(effectiveOptions({ mode: 'development' }).optimization.usedExports).toBe(false);
    expect(effectiveOptions({ mode: 'none' }).optimization.usedExports).toBe(false);
    expect(effectiveOptions({ mode: 'none' }).optimization.providedExports).toBe(true);
  });
});

describe('Internal plugins page', () => {
  proves('/plugins/internal-plugins/#optimize', 'realContentHash is on in production mode and without a mode, off in development and none', async () => {
    expect(effectiveOptions({}).optimization.realContentHash).toBe(true);
    expect(effectiveOptions({ mode: 'production' }).optimization.realContentHash).toBe(true);
    expect(effectiveOptions({ mode: 'development' }).optimization.realContentHash).toBe(false);
    expect(effectiveOptions({ mode: 'none' }).optimization.realContentHash).toBe(false);
  });
});

describe('DefinePlugin page', () => {
  proves('/plugins/define-plugin/#usage', 'argv.mode is undefined without --mode, so a plain (production) build keeps the devtools chunk', async () => {
    const dir = await projectDir('define-argv-mode');
    const webpackPath = JSON.stringify(require.resolve('webpack'));
    await writeFiles(dir, {
      'src/index.js': "if (__ENABLE_DEVTOOLS__) {\n  import('./devtools').then(({ mount }) => mount());\n}\n",
      'src/devtools.js': 'export function mount() {}\n',
      'webpack.config.js': `const webpack = require(${webpackPath});\nmodule.exports = (env, argv) => ({\n  entry: './src/index.js',\n  output: { path: __dirname + '/dist-' + (argv.mode || 'unset') },\n  plugins: [new webpack.DefinePlugin({ __ENABLE_DEVTOOLS__: argv.mode !== 'production' })],\n});\n`,
    });
    const { NODE_ENV: _ignored, ...env } = process.env;
    const plain = spawnSync(process.execPath, [CLI], { cwd: dir, encoding: 'utf8', env: { ...env, NO_COLOR: '1' } });
    expect(plain.status).toBe(0);
    // The plain build is a production build (webpack's fallback warns about it) ...
    expect(plain.stdout + plain.stderr).toContain("webpack will fallback to 'production'");
    // ... yet argv.mode was undefined, so the flag was true and the lazy chunk is there.
    expect(readdirSync(join(dir, 'dist-unset')).filter((f) => f !== 'main.js')).toHaveLength(1);
  });
});

describe('EnvironmentPlugin page', () => {
  proves('/plugins/environment-plugin/#usage', 'the unminified line keeps the value inside the template string; the if condition becomes true', async () => {
    await withEnv({ API_URL: 'https://staging.example.com', RELEASE: '2024.06.1' }, async () => {
      const built = await buildUnminified(await projectDir('env-usage'), {
        'src/index.js': "import { fetchUser } from './api';\nfetchUser(1);\n",
        'src/api.js': "export function fetchUser(id) {\n  return fetch(`${process.env.API_URL}/users/${id}`);\n}\n\nif (process.env.RELEASE) {\n  console.info(`release ${process.env.RELEASE}`);\n}\n",
      }, { entry: './src/index.js', plugins: [new webpack.EnvironmentPlugin({ API_URL: 'http://localhost:3000', RELEASE: null })] });
      const code = await built.read('main.js');
      expect(code).toContain('return fetch(`${"https://staging.example.com"}/users/${id}`);');
      expect(code).toContain('if (true) {');
    });
  });

  proves('/plugins/environment-plugin/#comparison-with-defineplugin', 'listing NODE_ENV makes the shell value win, with a conflict warning', async () => {
    const saved = process.env.NODE_ENV;
    process.env.NODE_ENV = 'staging';
    try {
      const built = await build(await projectDir('env-node-env'), { 'src/index.js': 'console.log(process.env.NODE_ENV);\n' }, {
        entry: './src/index.js', plugins: [new webpack.EnvironmentPlugin(['NODE_ENV'])],
      });
      expect(await built.read('main.js')).toContain('console.log("staging")');
      expect(built.warnings.join('\n')).toContain("Conflicting values for 'process.env.NODE_ENV'");
    } finally {
      if (saved === undefined) delete process.env.NODE_ENV; else process.env.NODE_ENV = saved;
    }
  });
});

describe('DllPlugin page', () => {
  proves('/plugins/dll-plugin/#usage', 'the example builds; without the DLL script the app fails with "vendor_dll is not defined"', async () => {
    const dir = await projectDir('dll-usage');
    const pkg = (name: string, code: string) => ({ [`node_modules/${name}/package.json`]: JSON.stringify({ name, main: 'index.js' }), [`node_modules/${name}/index.js`]: code });
    await writeFiles(dir, {
      ...pkg('react', 'module.exports = { env: process.env.NODE_ENV };\n'),
      ...pkg('react-dom', "require('./internal');\nmodule.exports = {};\n"),
      'node_modules/react-dom/internal.js': 'module.exports = 3;\n',
      ...pkg('lodash', 'module.exports = { l: 1 };\n'),
      'src/index.js': "console.log(JSON.stringify([require('react'), require('lodash')]));\n",
    });
    await compile({
      mode: 'production', context: dir, entry: { vendor: ['react', 'react-dom', 'lodash'] },
      output: { path: join(dir, 'dll'), filename: '[name].dll.js', library: '[name]_dll' }, optimization: { minimize: false },
      plugins: [new webpack.DllPlugin({ context: dir, name: '[name]_dll', path: join(dir, 'dll/[name].manifest.json') })],
    });
    const manifest = require(join(dir, 'dll/vendor.manifest.json'));
    expect(manifest.name).toBe('vendor_dll');
    // entryOnly (the default) keeps react-dom's internal file out of the manifest.
    expect(Object.keys(manifest.content).sort()).toEqual(['./node_modules/lodash/index.js', './node_modules/react-dom/index.js', './node_modules/react/index.js']);
    const app = await buildUnminified(dir, {}, { mode: 'production', entry: './src/index.js', plugins: [new webpack.DllReferencePlugin({ context: dir, manifest })] });
    expect(app.errors).toEqual([]);
    const dll = readFileText(join(dir, 'dll/vendor.dll.js'));
    const main = await app.read('main.js');
    const logs: string[] = [];
    const withDll = vm.createContext({ console: { log: (s: string) => logs.push(s) } });
    vm.runInContext(dll, withDll);
    vm.runInContext(main, withDll);
    expect(logs).toEqual(['[{"env":"production"},{"l":1}]']);
    expect(() => vm.runInContext(main, vm.createContext({ console }))).toThrow('vendor_dll is not defined');
  });
});

function readFileText(path: string): string {
  return require('node:fs').readFileSync(path, 'utf8');
}

describe('EvalSourceMapDevToolPlugin page', () => {
  proves('/plugins/eval-source-map-dev-tool-plugin/#usage', 'excluded modules are plain code; the others are evals with the unfilled [module] comment and a webpack-internal sourceURL', async () => {
    const built = await build(await projectDir('eval-usage'), {
      'src/index.js': "import x from 'pkg';\nimport { y } from './y';\nconsole.log(x, y);\n",
      'src/y.js': 'export const y = 2;\n',
      'node_modules/pkg/index.js': 'export default 1;\n',
    }, {
      mode: 'development', entry: './src/index.js', devtool: false,
      plugins: [new webpack.EvalSourceMapDevToolPlugin({ module: true, columns: false, exclude: /node_modules/, moduleFilenameTemplate: 'webpack://my-app/[resource-path]' })],
    });
    const code = await built.read('main.js');
    expect(code).toContain('/* harmony default export */ const __WEBPACK_DEFAULT_EXPORT__ = (1);');
    expect(code).not.toContain('sourceURL=webpack-internal:///./node_modules/pkg/index.js');
    expect(code).toContain('sourceURL=webpack-internal:///./src/y.js');
    expect(code).toContain('sourceURL=[module]');
  });
});

describe('SourceMapDevToolPlugin page', () => {
  proves('/plugins/source-map-dev-tool-plugin/#append', 'for CSS, only a string starting with a line break and // becomes a /*# */ comment', async () => {
    const dir = await projectDir('smd-css-append');
    const files = { 'src/index.js': "import './s.css';\n", 'src/s.css': 'body { color: red; }\n' };
    const tails: Record<string, string> = {};
    for (const [name, append] of [['default', undefined], ['newline', '\n//# sourceMappingURL=https://maps/[url]'], ['bare', '//# sourceMappingURL=[url]'], ['fn', () => '\n//# sourceMappingURL=fn.map']] as const) {
      const built = await build(dir, files, {
        mode: 'development', entry: './src/index.js', devtool: false, output: { path: join(dir, name) },
        plugins: [new webpack.SourceMapDevToolPlugin({ filename: '[file].map', append: append as string | undefined })],
      });
      tails[name] = (await readFileTextAsync(join(dir, name, 'main.css'))).trimEnd().split('\n').pop()!;
      expect(built.errors).toEqual([]);
    }
    expect(tails.default).toBe('/*# sourceMappingURL=main.css.map*/');
    expect(tails.newline).toBe('/*# sourceMappingURL=https://maps/main.css.map*/');
    expect(tails.bare).toBe('//# sourceMappingURL=main.css.map');
    expect(tails.fn).toBe('//# sourceMappingURL=fn.map');
  });

  proves('/plugins/source-map-dev-tool-plugin/#usage', 'the vendors chunk gets no map, the app chunk a map in sourcemaps/ and no comment', async () => {
    const big = `export default [${Array.from({ length: 3000 }, (_, i) => `"item-${i}-padding-padding"`).join(',')}];\n`;
    const built = await build(await projectDir('smd-usage'), { 'src/index.js': "import x from 'pkg';\nconsole.log(x);\n", 'node_modules/pkg/index.js': big }, {
      mode: 'production', entry: './src/index.js', devtool: false,
      output: { filename: '[name].[contenthash].js' },
      optimization: { minimize: false, splitChunks: { cacheGroups: { vendors: { test: /[\\/]node_modules[\\/]/, name: 'vendors', chunks: 'all' } } } },
      plugins: [new webpack.SourceMapDevToolPlugin({ filename: 'sourcemaps/[file].map', append: false, exclude: /^vendors\./, noSources: false })],
    });
    const main = built.files.find((f) => /^main\.[0-9a-f]{20}\.js$/.test(f))!;
    expect(built.files.filter((f) => f.startsWith('vendors.'))).toHaveLength(1);
    expect(built.files.filter((f) => f.startsWith('sourcemaps/'))).toEqual([`sourcemaps/${main}.map`]);
    expect(await built.read(main)).not.toContain('sourceMappingURL');
  });
});

async function readFileTextAsync(path: string): Promise<string> {
  return (await import('node:fs/promises')).readFile(path, 'utf8');
}

describe('ProgressPlugin page', () => {
  proves('/plugins/progress-plugin/#phases', 'the first call is 0 with an empty message, then setup from 1 %; building, sealing, emitting and done follow in their ranges', async () => {
    const calls: Array<[number, string]> = [];
    await build(await projectDir('progress-phases'), { 'src/index.js': "import './b';\n", 'src/b.js': 'export const b = 2;\n' }, {
      entry: './src/index.js', optimization: { minimize: false },
      plugins: [new webpack.ProgressPlugin((percentage, message) => calls.push([Math.round(percentage * 100), message]))],
    });
    expect(calls[0]).toEqual([0, '']);
    const range = (message: string) => { const p = calls.filter(([, m]) => m === message).map(([n]) => n); return [Math.min(...p), Math.max(...p)]; };
    expect(range('setup')).toEqual([1, 9]);
    expect(range('building')).toEqual([10, 69]);
    expect(range('sealing')).toEqual([70, 94]);
    expect(range('emitting')).toEqual([95, 98]);
    expect(range('done')).toEqual([99, 99]);
    expect(calls).toContainEqual([100, '']);
  });
});

describe('LimitChunkCountPlugin page', () => {
  proves('/plugins/limit-chunk-count-plugin/#maxchunks', 'a lazy chunk loaded by two entries fits into neither: maxChunks 3 or 1 leaves four files', async () => {
    const files = { 'src/a.js': "import('./x');\n", 'src/b.js': "import('./y');\n", 'src/c.js': 'console.log(3);\n', 'src/x.js': 'export default 1;\n', 'src/y.js': 'export default 2;\n' };
    for (const maxChunks of [3, 1]) {
      const built = await buildUnminified(await projectDir(`limit-three-entries-${maxChunks}`), files, {
        entry: { a: './src/a.js', b: './src/b.js', c: './src/c.js' },
        plugins: [new webpack.optimize.LimitChunkCountPlugin({ maxChunks })],
      });
      expect(built.errors).toEqual([]);
      expect(built.warnings).toEqual([]);
      expect(built.files.filter((f) => !['a.js', 'b.js', 'c.js'].includes(f))).toHaveLength(1);
      expect(built.files).toHaveLength(4);
    }
  });
});

describe('HashedModuleIdsPlugin page', () => {
  proves('/plugins/hashed-module-ids-plugin/#hashfunction', 'md4 by default; xxhash64 under futureDefaults only while output.hashFunction is unset', async () => {
    const files = { 'src/index.js': "import './a';\nconsole.log(module);\n", 'src/a.js': 'console.log(module);\n' };
    const ids = async (name: string, extra: webpack.Configuration) => {
      const dir = await projectDir(name);
      await writeFiles(dir, files);
      const stats = await compile({ mode: 'production', context: dir, entry: './src/index.js', output: { path: join(dir, 'dist'), ...extra.output }, experiments: extra.experiments, optimization: { moduleIds: false, minimize: false }, plugins: [new webpack.ids.HashedModuleIdsPlugin()] });
      return stats.toJson({ all: false, modules: true, ids: true }).modules!.filter((m) => m.name === './src/a.js').map((m) => m.id)[0];
    };
    const md4 = webpack.util.createHash('md4');
    md4.update('./src/a.js');
    const md4Id = (md4.digest('base64') as string).slice(0, 4);
    // Order matters: futureDefaults changes a process-wide default once it has applied xxhash64.
    expect(await ids('hashed-plain', {})).toBe(md4Id);
    expect(await ids('hashed-fd-own-hash', { experiments: { futureDefaults: true }, output: { hashFunction: 'sha256' } })).toBe(md4Id);
    const xx = webpack.util.createHash('xxhash64');
    xx.update('./src/a.js');
    expect(await ids('hashed-fd', { experiments: { futureDefaults: true } })).toBe((xx.digest('base64') as string).slice(0, 4));
  });
});

describe('PrefetchPlugin page', () => {
  proves('/plugins/prefetch-plugin/#finding-candidates', 'with profile, each module has profile times and a depth, but no start time', async () => {
    const dir = await projectDir('prefetch-profile');
    await writeFiles(dir, { 'src/index.js': "import './a';\n", 'src/a.js': "import './b';\n", 'src/b.js': 'export default 1;\n' });
    const stats = await compile({ mode: 'development', profile: true, context: dir, entry: './src/index.js', output: { path: join(dir, 'dist') } });
    const b = stats.toJson().modules!.find((m) => m.name === './src/b.js')!;
    expect(Object.keys(b.profile!)).toEqual(expect.arrayContaining(['total', 'resolving', 'building', 'additionalResolving', 'restoring', 'storing']));
    expect(b.depth).toBe(2);
    expect(Object.keys(b).filter((k) => /start/i.test(k))).toEqual([]);
  });
});

describe('Manifest Plugin page', () => {
  proves('/plugins/manifest-plugin/#built-in-manifestplugin', 'entrypoints and assets sections; chunk files keyed by name, asset modules by source path', async () => {
    const built = await build(await projectDir('manifest-builtin'), {
      'src/index.js': "import logo from './logo.svg';\nimport './style.css';\nconsole.log(logo);\n",
      'src/logo.svg': '<svg xmlns="http://www.w3.org/2000/svg"></svg>\n',
      'src/style.css': 'body { color: red; }\n',
    }, {
      entry: './src/index.js', module: { rules: [{ test: /\.svg$/, type: 'asset/resource' }] },
      output: { publicPath: '/build/', filename: '[name].[contenthash].js' }, optimization: { runtimeChunk: 'single', minimize: false },
      plugins: [new webpack.ManifestPlugin({ filename: 'assets.json' })],
    });
    const manifest = JSON.parse(await built.read('assets.json'));
    expect(manifest.entrypoints).toEqual({ main: { imports: ['runtime.js', 'main.js', 'main.css'] } });
    expect(manifest.assets['main.js'].file).toMatch(/^\/build\/main\.[0-9a-f]{20}\.js$/);
    expect(manifest.assets['src/logo.svg']).toEqual({ file: expect.stringMatching(/^\/build\/[0-9a-f]{20}\.svg$/), src: 'src/logo.svg' });
  });
});

describe('MergeDuplicateChunksPlugin page', () => {
  proves('/plugins/merge-duplicate-chunks-plugin/#stage', 'the -10 default holds only without an argument; an object without stage taps at stage 0', async () => {
    const stages: Record<string, unknown> = {};
    for (const [name, plugin] of [['none', new webpack.optimize.MergeDuplicateChunksPlugin()], ['empty', new webpack.optimize.MergeDuplicateChunksPlugin({})], ['twenty', new webpack.optimize.MergeDuplicateChunksPlugin({ stage: 20 })]] as const) {
      const dir = await projectDir(`merge-stage-${name}`);
      await build(dir, { 'src/index.js': 'console.log(1);\n' }, {
        entry: './src/index.js', optimization: { mergeDuplicateChunks: false, minimize: false },
        plugins: [plugin, (compiler: webpack.Compiler) => compiler.hooks.compilation.tap('ReadTaps', (compilation) => {
          const tap = compilation.hooks.optimizeChunks.taps.find((t) => t.name === 'MergeDuplicateChunksPlugin');
          stages[name] = tap && (tap as { stage?: number }).stage;
        })],
      });
    }
    expect(stages).toEqual({ none: -10, empty: undefined, twenty: 20 });
  });
});

describe('Internal plugins page (ProgressPlugin)', () => {
  proves('/plugins/internal-plugins/#compiler-and-caching', "infrastructureLogging.progress applies a ProgressPlugin unless infrastructureLogging.level is 'none'", async () => {
    const progressTaps = (infrastructureLogging: webpack.Configuration['infrastructureLogging']) => {
      const compiler = webpack({ mode: 'none', entry: 'data:text/javascript,1', infrastructureLogging });
      const names = Object.values(compiler.hooks).flatMap((hook) => ((hook as { taps?: Array<{ name: string }> }).taps ?? []).map((tap) => tap.name));
      return names.filter((name) => name === 'ProgressPlugin').length;
    };
    expect(progressTaps({ progress: true })).toBeGreaterThan(0);
    expect(progressTaps({ progress: true, level: 'none' })).toBe(0);
    expect(progressTaps({})).toBe(0);
  });
});

describe('AutomaticPrefetchPlugin page', () => {
  proves('/plugins/automatic-prefetch-plugin/#how-the-list-is-built', 'with scope hoisting, the root of a concatenated group is not a normal module of the finished compilation', async () => {
    const dir = await projectDir('prefetch-concatenated-root');
    await writeFiles(dir, { 'src/index.js': "import { a } from './a';\nconsole.log(a());\n", 'src/a.js': 'export function a() { return Math.random(); }\n' });
    const recorded: Record<string, string[]> = {};
    for (const concatenateModules of [true, false]) {
      const compiler = webpack({ mode: 'production', context: dir, entry: './src/index.js', output: { path: join(dir, `dist-${concatenateModules}`) }, optimization: { minimize: false, concatenateModules }, plugins: [new webpack.AutomaticPrefetchPlugin()] });
      // Read the list the way the plugin builds it, in afterCompile (tapped after the plugin's own tap).
      compiler.hooks.afterCompile.tap('ReadList', (compilation) => {
        recorded[String(concatenateModules)] = [...compilation.modules].filter((m) => m.is('normal')).map((m) => (m as webpack.NormalModule).rawRequest).sort();
      });
      await new Promise<void>((done, fail) => compiler.run((error) => compiler.close(() => (error ? fail(error) : done()))));
    }
    expect(recorded).toEqual({ true: ['./a'], false: ['./a', './src/index.js'] });
  });
});
