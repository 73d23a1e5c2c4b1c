// Proofs of the statements corrected or confirmed in the eighth audit of the plugin pages.
// Audit record: docs/audit/plugins.md.
import webpack from 'webpack';
import { buildUnminified, projectDir, proves } from './proof';

describe('EnvironmentPlugin page', () => {
  const files = { 'src/index.js': 'console.log(process.env.NODE_ENV, import.meta.env.NODE_ENV);\n' };

  proves('/plugins/environment-plugin/#comparison-with-defineplugin', "a listed NODE_ENV replaces the value from mode, the object form's fallback included, and webpack warns about the two conflicting values", async () => {
    const saved = process.env.NODE_ENV;
    delete process.env.NODE_ENV;
    try {
      const built = await buildUnminified(await projectDir('env-node-env-fallback'), files, {
        mode: 'production', devtool: false, entry: './src/index.js', plugins: [new webpack.EnvironmentPlugin({ NODE_ENV: 'development' })],
      });
      expect(await built.read('main.js')).toContain('console.log("development", "development")');
      expect(built.warnings.join('\n')).toContain("Conflicting values for 'process.env.NODE_ENV'");
      expect(built.warnings.join('\n')).toContain("Conflicting values for 'import.meta.env.NODE_ENV'");
      process.env.NODE_ENV = 'production';
      const same = await buildUnminified(await projectDir('env-node-env-same'), files, {
        mode: 'production', devtool: false, entry: './src/index.js', plugins: [new webpack.EnvironmentPlugin({ NODE_ENV: 'development' })],
      });
      expect(await same.read('main.js')).toContain('console.log("production", "production")');
      expect(same.warnings.join('\n')).not.toContain('Conflicting values');
    } finally {
      if (saved === undefined) delete process.env.NODE_ENV; else process.env.NODE_ENV = saved;
    }
  });

  proves('/plugins/environment-plugin/#comparison-with-defineplugin', "mode 'none' defines no NODE_ENV: process.env.NODE_ENV stays in the code as written", async () => {
    const built = await buildUnminified(await projectDir('env-node-env-none'), { 'src/index.js': 'console.log(process.env.NODE_ENV);\n' }, {
      mode: 'none', devtool: false, entry: './src/index.js',
    });
    expect(await built.read('main.js')).toContain('console.log(process.env.NODE_ENV)');
  });
});

describe('ManifestPlugin page', () => {
  proves('/plugins/manifest-plugin/#built-in-manifestplugin', "the built-in plugin keys a chunk without a name by its id and the extension, and its default prefix is '/' when output.publicPath is 'auto'", async () => {
    const files = { 'src/index.js': "import('./lazy');\nconsole.log('main');\n", 'src/lazy.js': 'export default 1;\n' };
    const built = await buildUnminified(await projectDir('manifest-builtin-auto'), files, {
      mode: 'production', devtool: false, entry: './src/index.js', output: { chunkFilename: '[id].[contenthash].js' }, plugins: [new webpack.ManifestPlugin({})],
    });
    const manifest = JSON.parse(await built.read('manifest.json')) as { assets: Record<string, { file: string }> };
    const keys = Object.keys(manifest.assets);
    expect(keys).toContain('main.js');
    const lazy = keys.find((key) => key !== 'main.js')!;
    expect(lazy).toMatch(/^\d+\.js$/);
    expect(manifest.assets[lazy]?.file).toMatch(new RegExp(`^/${lazy.replace('.js', '')}\\.[0-9a-f]+\\.js$`));
    expect(manifest.assets['main.js']?.file).toBe('/main.js');
    const withPublicPath = await buildUnminified(await projectDir('manifest-builtin-public'), files, {
      mode: 'production', devtool: false, entry: './src/index.js', output: { publicPath: '/build/' }, plugins: [new webpack.ManifestPlugin({})],
    });
    const second = JSON.parse(await withPublicPath.read('manifest.json')) as { assets: Record<string, { file: string }> };
    expect(second.assets['main.js']?.file).toBe('/build/main.js');
  });
});

describe('ProvidePlugin page', () => {
  proves('/plugins/provide-plugin/#how-it-differs-from-similar-tools', 'a local declaration of $ keeps that $ only; jQuery in the same file and typeof window.jQuery are still provided', async () => {
    const built = await buildUnminified(await projectDir('provide-local-declaration'), {
      'src/index.js': 'const $ = 1;\nconsole.log($, jQuery, typeof window.jQuery);\n',
      'src/node_modules/jq/index.js': 'module.exports = "JQ";\n',
    }, {
      mode: 'development', devtool: false, entry: './src/index.js', plugins: [new webpack.ProvidePlugin({ $: 'jq', jQuery: 'jq', 'window.jQuery': 'jq' })],
    });
    const code = await built.read('main.js');
    expect(code).toContain('const $ = 1;');
    expect(code).toContain('console.log($, jQuery, typeof __webpack_provided_window_dot_jQuery)');
    expect(code).toMatch(/provided dependency \*\/ var jQuery = __webpack_require__/);
    expect(code).not.toMatch(/provided dependency \*\/ var \$ =/);
    expect(code).toContain('"JQ"');
  });
});

describe('ContextReplacementPlugin page', () => {
  const files = {
    'src/index.js': "const name = String(Date.now() % 2);\nrequire('./loc/' + name);\n",
    'src/loc/a.js': 'module.exports = "a";\n',
  };
  const phases = async (name: string, pattern: RegExp) => {
    const seen: string[] = [];
    const built = await buildUnminified(await projectDir(name), files, {
      mode: 'development', devtool: false, entry: './src/index.js',
      plugins: [new webpack.ContextReplacementPlugin(pattern, (data: unknown) => { seen.push((data as { resource?: unknown }).resource === undefined ? 'before' : 'after'); })],
    });
    expect(built.errors).toEqual([]);
    return seen;
  };

  proves('/plugins/context-replacement-plugin/#callback', 'the callback runs before resolution only when the pattern matches the request, and after resolution when it matches the resolved directory', async () => {
    expect(await phases('ctx-callback-both', /loc$/)).toEqual(['before', 'after']);
    expect(await phases('ctx-callback-after', /src[/\\]loc$/)).toEqual(['after']);
  });
});

describe('PrefetchPlugin page', () => {
  proves('/plugins/prefetch-plugin/#finding-candidates', "with profile on, a module's stats profile total is resolving + restoring + integration + building + storing, without the additional times", async () => {
    const dir = await projectDir('prefetch-profile-total');
    const built = await buildUnminified(dir, { 'src/index.js': "import './a';\n", 'src/a.js': 'export default 1;\n' }, {
      mode: 'development', devtool: false, entry: './src/index.js', profile: true,
      plugins: [{ apply(compiler: webpack.Compiler) { compiler.hooks.done.tap('grab', (stats) => { (globalThis as Record<string, unknown>).__review8Stats = stats.toJson({ all: false, modules: true }); }); } }],
    });
    expect(built.errors).toEqual([]);
    const json = (globalThis as Record<string, unknown>).__review8Stats as { modules: Array<{ name: string; profile?: Record<string, number> }> };
    const profiles = json.modules.map((module) => module.profile).filter((profile): profile is Record<string, number> => profile !== undefined);
    expect(profiles.length).toBeGreaterThan(0);
    for (const profile of profiles) {
      expect(Object.keys(profile)).toEqual(expect.arrayContaining(['resolving', 'restoring', 'integration', 'building', 'storing', 'additionalResolving', 'additionalIntegration', 'total']));
      expect(profile.total).toBe((profile.resolving ?? NaN) + (profile.restoring ?? NaN) + (profile.integration ?? NaN) + (profile.building ?? NaN) + (profile.storing ?? NaN));
    }
  });
});
