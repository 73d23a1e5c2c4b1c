// Proofs of the statements corrected or confirmed in the seventh audit of the plugin pages.
// Audit record: docs/audit/plugins.md.
import webpack from 'webpack';
import { build, buildUnminified, projectDir, proves, runOnce } from './proof';

describe('DefinePlugin page', () => {
  proves('/plugins/define-plugin/#usage', 'a flag defined as false skips the import() of its branch in development mode too; defined as true, the chunk is emitted', async () => {
    const files = {
      'src/index.js': "if (__ENABLE_DEVTOOLS__) {\n  import('./devtools').then(({ mount }) => mount());\n}\nconsole.log('app');\n",
      'src/devtools.js': "export function mount() { console.log('devtools'); }\n",
    };
    const off = await buildUnminified(await projectDir('define-dead-dev'), files, {
      mode: 'development', devtool: false, entry: './src/index.js', plugins: [new webpack.DefinePlugin({ __ENABLE_DEVTOOLS__: false })],
    });
    expect(off.errors).toEqual([]);
    expect(off.files).toEqual(['main.js']);
    expect(await off.read('main.js')).not.toContain('devtools');
    const on = await buildUnminified(await projectDir('define-live-dev'), files, {
      mode: 'development', devtool: false, entry: './src/index.js', plugins: [new webpack.DefinePlugin({ __ENABLE_DEVTOOLS__: true })],
    });
    expect(on.files.length).toBe(2);
    expect(on.files.some((file) => file.includes('devtools'))).toBe(true);
  });

  proves('/plugins/define-plugin/#usage', 'optimization.nodeEnv defines import.meta.env.NODE_ENV, MODE, DEV, PROD, SSR and BASE_URL; nodeEnv: false drops all of them', async () => {
    const files = { 'src/index.js': 'console.log(import.meta.env.NODE_ENV, import.meta.env.MODE, import.meta.env.DEV, import.meta.env.PROD, import.meta.env.SSR, import.meta.env.BASE_URL);\n' };
    const withNodeEnv = await buildUnminified(await projectDir('define-node-env'), files, { entry: './src/index.js' });
    expect(await withNodeEnv.read('main.js')).toContain('console.log("production", "production", false, true, false, "/")');
    const without = await buildUnminified(await projectDir('define-node-env-off'), files, { entry: './src/index.js', optimization: { nodeEnv: false } });
    expect(await without.read('main.js')).toContain('console.log(undefined, undefined, undefined, undefined, undefined, undefined)');
  });
});

describe('SourceMapDevToolPlugin page', () => {
  const files = {
    'src/index.js': "import { v } from 'lib';\nconsole.log(v);\n",
    'src/node_modules/lib/index.js': 'export const v = Math.random();\n',
  };
  const mapOf = async (name: string, options: ConstructorParameters<typeof webpack.SourceMapDevToolPlugin>[0]) => {
    const built = await buildUnminified(await projectDir(name), files, {
      mode: 'development', devtool: false, entry: './src/index.js', plugins: [new webpack.SourceMapDevToolPlugin({ filename: '[file].map', ...options })],
    });
    expect(built.errors).toEqual([]);
    return JSON.parse(await built.read('main.js.map')) as { sources: string[]; ignoreList?: number[]; scopes?: string };
  };

  proves('/plugins/source-map-dev-tool-plugin/#ignorelist', 'ignoreList is matched against the source names of the map and lists the positions of the matches; a plain string does not match the webpack:// names', async () => {
    const map = await mapOf('smdt-ignore-regexp', { ignoreList: /[\\/]node_modules[\\/]/ });
    expect(map.ignoreList).toEqual([map.sources.indexOf('webpack:///./src/node_modules/lib/index.js')]);
    expect(map.ignoreList![0]).toBeGreaterThanOrEqual(0);
    const withString = await mapOf('smdt-ignore-string', { ignoreList: 'node_modules' });
    expect(withString.ignoreList).toBeUndefined();
    const none = await mapOf('smdt-ignore-none', {});
    expect(none.ignoreList).toBeUndefined();
  });

  proves('/plugins/source-map-dev-tool-plugin/#scopes', 'scopes: true adds a scopes field to the map, which is absent by default', async () => {
    expect(typeof (await mapOf('smdt-scopes', { scopes: true })).scopes).toBe('string');
    expect((await mapOf('smdt-no-scopes', {})).scopes).toBeUndefined();
  });
});

describe('EvalSourceMapDevToolPlugin page', () => {
  proves('/plugins/eval-source-map-dev-tool-plugin/#constructor', 'scopes: true writes a scopes field into the eval map of a module with ES module imports, not into the map of one without', async () => {
    const files = {
      'src/index.js': "import { v } from 'lib';\nconsole.log(v);\n",
      'src/node_modules/lib/index.js': 'export const v = Math.random();\n',
    };
    const mapsOf = async (name: string, scopes: boolean) => {
      const built = await buildUnminified(await projectDir(name), files, {
        mode: 'development', devtool: false, entry: './src/index.js', plugins: [new webpack.EvalSourceMapDevToolPlugin({ scopes })],
      });
      expect(built.errors).toEqual([]);
      const code = await built.read('main.js');
      const maps = [...code.matchAll(/base64,([A-Za-z0-9+/=]+)/g)].map((m) => JSON.parse(Buffer.from(m[1] ?? '', 'base64').toString()) as { sources: string[]; scopes?: string });
      return Object.fromEntries(maps.map((map) => [(map.sources[0] ?? '').replace(/\?.*$/, ''), 'scopes' in map]));
    };
    expect(await mapsOf('eval-scopes', true)).toEqual({ 'webpack:///./src/index.js': true, 'webpack:///./src/node_modules/lib/index.js': false });
    expect(await mapsOf('eval-no-scopes', false)).toEqual({ 'webpack:///./src/index.js': false, 'webpack:///./src/node_modules/lib/index.js': false });
  });
});

describe('HotModuleReplacementPlugin page', () => {
  proves('/plugins/hot-module-replacement-plugin/#usage', 'without HMR, an import() in an if (module.hot) block is dropped, while one in an if (import.meta.webpackHot) block still emits its chunk in production', async () => {
    const built = await buildUnminified(await projectDir('hmr-off-blocks'), {
      'package.json': '{}\n',
      'src/index.js': "console.log('app');\nif (module.hot) { import('./only-hot'); }\nif (import.meta.webpackHot) { import('./meta-hot'); }\n",
      'src/only-hot.js': "export const x = 'only-hot';\n",
      'src/meta-hot.js': "export const x = 'meta-hot';\n",
    }, { mode: 'production', entry: './src/index.js', optimization: { chunkIds: 'named' } });
    expect(built.errors).toEqual([]);
    expect(built.files).toEqual(['main.js', 'src_meta-hot_js.js']);
    const main = await built.read('main.js');
    expect(main).toContain('if (false)');
    expect(main).not.toContain('only-hot');
  });
});

describe('ModuleFederationPlugin page', () => {
  const remoteBuild = async (name: string, library?: { type: string; name: string }) =>
    buildUnminified(await projectDir(name), { 'package.json': '{}\n', 'src/index.js': "import('shop/Cart').then(console.log);\n" }, {
      entry: './src/index.js',
      plugins: [new webpack.container.ModuleFederationPlugin({ name: 'host', library, remotes: { shop: 'shop@http://cdn.example/remoteEntry.js' } })],
    });

  proves('/plugins/module-federation-plugin/#remotetype', "remoteType follows library.type ('var' turns name@url into a var external), but 'assign-properties' leaves 'script'", async () => {
    const viaVar = await remoteBuild('mf-remote-var', { type: 'var', name: 'host' });
    expect(viaVar.errors.join('\n')).toContain("Unexpected character '@'");
    const viaAssignProperties = await remoteBuild('mf-remote-assign-properties', { type: 'assign-properties', name: 'host' });
    expect(viaAssignProperties.errors).toEqual([]);
    expect(await viaAssignProperties.read('main.js')).toContain('__webpack_require__.l(');
    const byDefault = await remoteBuild('mf-remote-default');
    expect(byDefault.errors).toEqual([]);
    expect(await byDefault.read('main.js')).toContain('__webpack_require__.l(');
  });
});

describe('ModuleConcatenationPlugin page', () => {
  proves('/plugins/module-concatenation-plugin/#when-modules-are-not-concatenated', 'a module that is also the target of import() stays out of its importer\'s group ("referenced with import()") and roots its own group, in the same chunk', async () => {
    const dir = await projectDir('concat-dynamic-target');
    await buildUnminified(dir, {
      'package.json': '{}\n',
      'src/index.js': "import { a } from './a';\nconsole.log(a);\nimport('./a').then((m) => console.log(m.a));\n",
      'src/a.js': "import { b } from './b';\nexport const a = b + 1;\n",
      'src/b.js': 'export const b = Math.random();\n',
    }, { entry: './src/index.js' });
    const stats = await runOnce(webpack({ mode: 'production', context: dir, entry: './src/index.js', output: { path: `${dir}/dist2` }, optimization: { minimize: false } }));
    const json = stats.toJson({ all: false, modules: true, chunks: true, optimizationBailout: true });
    expect(json.chunks!.length).toBe(1);
    const names = json.modules!.map((m) => m.name);
    expect(names).toContain('./src/a.js + 1 modules');
    expect(names).toContain('./src/index.js');
    const index = json.modules!.find((m) => m.name === './src/index.js')!;
    expect(index.optimizationBailout!.join('\n')).toContain('referenced with import()');
  });
});

describe('WatchIgnorePlugin page', () => {
  /** The files WatchIgnorePlugin hands on to the watcher, out of `files`, for the given `paths`. */
  const watched = (paths: (string | RegExp)[], files: string[]): string[] => {
    let afterEnvironment: () => void = () => undefined;
    let handedOn: string[] = [];
    const compiler = {
      hooks: { validate: { tap: () => undefined }, afterEnvironment: { tap: (_name: string, fn: () => void) => { afterEnvironment = fn; } } },
      validate: () => undefined,
      watchFileSystem: {
        watch: (f: Iterable<string>) => {
          handedOn = [...f];
          return { close: () => undefined, pause: () => undefined, getContextTimeInfoEntries: () => new Map(), getFileTimeInfoEntries: () => new Map() };
        },
      },
    } as unknown as webpack.Compiler;
    new webpack.WatchIgnorePlugin({ paths }).apply(compiler);
    afterEnvironment();
    (compiler.watchFileSystem as unknown as { watch: (...args: unknown[]) => unknown }).watch(files, [], [], 0, {}, () => undefined, () => undefined);
    return handedOn;
  };

  proves('/plugins/watch-ignore-plugin/#paths', 'a glob matches the generated files at any depth, but not below a folder whose name starts with a dot; a RegExp matches there', async () => {
    const files = ['/home/user/app/src/generated/a.js', '/home/user/.projects/app/src/generated/a.js', '/home/user/app/src/index.js'];
    expect(watched(['src/generated/**'], files)).toEqual(['/home/user/.projects/app/src/generated/a.js', '/home/user/app/src/index.js']);
    expect(watched([/[\\/]src[\\/]generated[\\/]/], files)).toEqual(['/home/user/app/src/index.js']);
    // The folder itself, but not its files, for a glob without /**.
    expect(watched(['src/generated'], ['/home/user/app/src/generated', '/home/user/app/src/generated/a.js'])).toEqual(['/home/user/app/src/generated/a.js']);
  });
});

describe('SplitChunksPlugin page', () => {
  proves('/plugins/split-chunks-plugin/#cachegroupscachegrouptest', 'a { glob } test matches at any depth, but selects nothing in a project below a folder whose name starts with a dot, where a RegExp still works', async () => {
    const files = {
      'package.json': '{}\n',
      'src/index.js': "import { a } from 'lodash-es';\nconsole.log(a);\n",
      'node_modules/lodash-es/package.json': '{ "name": "lodash-es", "version": "1.0.0", "main": "index.js" }\n',
      'node_modules/lodash-es/index.js': 'export const a = Math.random();\n',
    };
    const config = (test: RegExp | { glob: string }): webpack.Configuration => ({
      entry: './src/index.js',
      optimization: { splitChunks: { chunks: 'all', minSize: 0, cacheGroups: { defaultVendors: false, default: false, lodash: { test: test as RegExp, name: 'lodash', enforce: true } } } },
    });
    const plain = await buildUnminified(await projectDir('split-glob/app'), files, config({ glob: '**/node_modules/lodash-es/**' }));
    expect(plain.files).toEqual(['lodash.js', 'main.js']);
    const dotted = await buildUnminified(await projectDir('split-glob/.projects/app'), files, config({ glob: '**/node_modules/lodash-es/**' }));
    expect(dotted.errors).toEqual([]);
    expect(dotted.files).toEqual(['main.js']);
    const regexp = await buildUnminified(await projectDir('split-glob/.projects/app2'), files, config(/[\\/]node_modules[\\/]lodash-es[\\/]/));
    expect(regexp.files).toEqual(['lodash.js', 'main.js']);
  });
});

describe('BannerPlugin page', () => {
  proves('/plugins/banner-plugin/#usage', "the default minimizer (minimizer-webpack-plugin) moves the banner into main.js.LICENSE.txt; its own instance with extractComments: false keeps it in the file", async () => {
    const MinimizerPlugin = require('minimizer-webpack-plugin');
    const files = { 'package.json': '{}\n', 'src/index.js': "console.log('hi');\n" };
    const plugins = [new webpack.BannerPlugin('Copyright ACME')];
    const byDefault = await build(await projectDir('banner-default-minimizer'), files, { entry: './src/index.js', plugins });
    expect(byDefault.files).toEqual(['main.js', 'main.js.LICENSE.txt']);
    expect(await byDefault.read('main.js.LICENSE.txt')).toContain('Copyright ACME');
    const kept = await build(await projectDir('banner-own-minimizer'), files, {
      entry: './src/index.js', plugins, optimization: { minimizer: [new MinimizerPlugin({ extractComments: false })] },
    });
    expect(kept.files).toEqual(['main.js']);
    expect(await kept.read('main.js')).toMatch(/^\/\*! Copyright ACME \*\//);
  });
});
