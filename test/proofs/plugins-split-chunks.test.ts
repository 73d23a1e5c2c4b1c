// Proofs of the SplitChunksPlugin page's behaviour statements (audit record: docs/audit/plugins.md).
import webpack from 'webpack';
import { build, effectiveOptions, projectDir, proves, webpackSource } from './proof';

/** optimization.splitChunks after webpack's own normalisation and defaults, for a mode. */
function splitChunksDefaults(mode: 'production' | 'development') {
  const splitChunks = effectiveOptions({ mode }).optimization.splitChunks;
  if (!splitChunks) throw new Error(`optimization.splitChunks has no default in ${mode} mode`);
  return splitChunks;
}

/** A package below node_modules of the project, with a body of about `bytes` bytes. */
function pkg(name: string, bytes = 100): Record<string, string> {
  return { [`node_modules/${name}/index.js`]: `module.exports = ${JSON.stringify(`${name.toUpperCase()}_MARKER`.padEnd(bytes, '.'))};\n` };
}

describe('SplitChunksPlugin page', () => {
  proves('/plugins/split-chunks-plugin/#defaults-and-why-they-are-what-they-are', 'defaults per mode: async chunks, 20000/10000 bytes, 30 requests or unlimited, enforce at 50000/30000', async () => {
    const production = splitChunksDefaults('production');
    const development = splitChunksDefaults('development');
    expect([production.chunks, production.minSize, production.enforceSizeThreshold, production.maxAsyncRequests, production.maxInitialRequests, production.minRemainingSize])
      .toEqual(['async', 20000, 50000, 30, 30, undefined]);
    expect([development.chunks, development.minSize, development.enforceSizeThreshold, development.maxAsyncRequests, development.maxInitialRequests, development.minRemainingSize])
      .toEqual(['async', 10000, 30000, Infinity, Infinity, 0]);
    expect([production.hidePathInfo, development.hidePathInfo]).toEqual([true, false]);
  });

  proves('/plugins/split-chunks-plugin/#minremainingsize', 'unset, minRemainingSize falls back to minSize', async () => {
    const source = await webpackSource('lib/optimize/SplitChunksPlugin.js', 'minRemainingSize: mergeSizes(', 4);
    expect(source).toMatch(/normalizeSizes\(options\.minRemainingSize, defaultSizeTypes\),\s*minSize\s*\)/);
  });

  proves('/plugins/split-chunks-plugin/#chunks', "with the default 'async', a node_modules package used only by the entry stays in it", async () => {
    const files = { 'src/index.js': "console.log(require('big'));\nimport('./lazy.js');\n", 'src/lazy.js': "console.log(require('biglazy'));\n", ...pkg('big', 30000), ...pkg('biglazy', 30000) };
    const built = await build(await projectDir('split-async-default'), files, { mode: 'production', entry: './src/index.js', optimization: { minimize: false } });
    const main = await built.read('main.js');
    expect(main).toContain('BIG_MARKER');
    const lazyOwners: string[] = [];
    for (const f of built.files) if ((await built.read(f)).includes('BIGLAZY_MARKER')) lazyOwners.push(f);
    // The lazy chunk's package went into a vendors chunk of its own.
    expect(lazyOwners).toHaveLength(1);
    expect(lazyOwners[0]).not.toBe('main.js');
    expect(await built.read(String(lazyOwners[0]))).not.toContain('lazy.js');
  });

  proves('/plugins/split-chunks-plugin/#maxinitialrequests', 'the runtime chunk counts as one of the initial requests', async () => {
    const files = { 'src/index.js': "console.log(require('one'), require('two'));\n", ...pkg('one'), ...pkg('two') };
    const perPackage = (runtimeChunk: 'single' | false, maxInitialRequests: number): webpack.Configuration => ({
      mode: 'production',
      entry: './src/index.js',
      optimization: {
        minimize: false,
        runtimeChunk,
        splitChunks: {
          chunks: 'all',
          minSize: 0,
          maxInitialRequests,
          cacheGroups: { default: false, defaultVendors: false, pk: { test: /[\\/]node_modules[\\/]/, name: (m: webpack.Module) => `pk-${/node_modules[\\/](\w+)/.exec(m.nameForCondition() ?? '')?.[1]}` } },
        },
      },
    });
    const withRuntime = await build(await projectDir('split-requests-runtime'), files, perPackage('single', 2));
    const withoutRuntime = await build(await projectDir('split-requests-inline'), files, perPackage(false, 2));
    // Entry + runtime already make two requests, so no package chunk fits; without a runtime chunk one does.
    expect(withRuntime.files).toEqual(['main.js', 'runtime.js']);
    expect(withoutRuntime.files.filter((f) => f.startsWith('pk-'))).toHaveLength(1);
  });

  proves('/plugins/split-chunks-plugin/#cachegroupscachegroupfilename', 'the group filename applies to on-demand chunks too', async () => {
    const files = { 'src/index.js': "import('./lazy.js');\n", 'src/lazy.js': "console.log(require('dep'));\n", ...pkg('dep') };
    const built = await build(await projectDir('split-filename-async'), files, {
      mode: 'production',
      entry: './src/index.js',
      optimization: { minimize: false, splitChunks: { cacheGroups: { dep: { test: /[\\/]node_modules[\\/]dep[\\/]/, filename: 'vendor/[id].group.js', minSize: 0, priority: 5 } } } },
    });
    const grouped = built.files.filter((f) => f.startsWith('vendor/') && f.endsWith('.group.js'));
    expect(grouped).toHaveLength(1);
    expect(await built.read(String(grouped[0]))).toContain('DEP_MARKER');
  });

  proves('/plugins/split-chunks-plugin/#cachegroups', 'a function cache group is called with the module and returns the group options', async () => {
    const files = { 'src/index.js': "console.log(require('alpha'), require('beta'));\n", ...pkg('alpha'), ...pkg('beta') };
    const built = await build(await projectDir('split-function-group'), files, {
      mode: 'production',
      entry: './src/index.js',
      optimization: {
        minimize: false,
        splitChunks: {
          cacheGroups: {
            perPackage: (module: webpack.Module) => {
              const match = /node_modules[\\/](\w+)/.exec(module.nameForCondition() ?? '');
              if (match) return { name: `pkg-${match[1]}`, chunks: 'all', minSize: 0, enforce: true };
              return undefined;
            },
          },
        },
      },
    });
    expect(built.files).toEqual(expect.arrayContaining(['pkg-alpha.js', 'pkg-beta.js']));
    expect(await built.read('pkg-alpha.js')).toContain('ALPHA_MARKER');
  });

  proves('/plugins/split-chunks-plugin/#name', 'a group name used by an entry that is not a parent of the modules is an error', async () => {
    const files = { 'src/a.js': "console.log(require('shared'));\n", 'src/vendors.js': 'console.log(1);\n', ...pkg('shared') };
    const built = await build(await projectDir('split-name-conflict'), files, {
      mode: 'production',
      entry: { a: './src/a.js', vendors: './src/vendors.js' },
      optimization: { minimize: false, splitChunks: { cacheGroups: { v: { test: /[\\/]node_modules[\\/]/, name: 'vendors', chunks: 'all', minSize: 0 } } } },
    });
    expect(built.errors.join('\n')).toContain('Cache group "v" conflicts with existing chunk');
  });

  proves('/plugins/split-chunks-plugin/#cachegroupscachegroupenforce', 'enforce ignores the top-level minSize and minChunks', async () => {
    const files = { 'src/index.js': "console.log(require('./tiny.js'));\n", 'src/tiny.js': 'module.exports = "TINY_MARKER";\n' };
    const built = await build(await projectDir('split-enforce'), files, {
      mode: 'production',
      entry: './src/index.js',
      optimization: { minimize: false, splitChunks: { minSize: 100000, minChunks: 5, cacheGroups: { tiny: { test: /tiny\.js$/, name: 'tiny', chunks: 'all', enforce: true } } } },
    });
    expect(built.files).toContain('tiny.js');
    expect(await built.read('tiny.js')).toContain('TINY_MARKER');
  });

  proves('/plugins/split-chunks-plugin/#cachegroupscachegrouppriority', 'a module matching two groups goes to the one with the higher priority', async () => {
    const files = { 'src/index.js': "console.log(require('echarts'), require('other'));\n", ...pkg('echarts'), ...pkg('other') };
    const built = await build(await projectDir('split-priority'), files, {
      mode: 'production',
      entry: './src/index.js',
      optimization: {
        minimize: false,
        splitChunks: { chunks: 'all', minSize: 0, cacheGroups: { charts: { test: /[\\/]node_modules[\\/]echarts[\\/]/, name: 'charts', priority: 20 }, vendor: { test: /[\\/]node_modules[\\/]/, name: 'vendors', priority: 10 } } },
      },
    });
    expect(await built.read('charts.js')).toContain('ECHARTS_MARKER');
    expect(await built.read('vendors.js')).not.toContain('ECHARTS_MARKER');
    expect(await built.read('vendors.js')).toContain('OTHER_MARKER');
  });
});
