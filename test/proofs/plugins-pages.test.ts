// Proofs of the behaviour statements of the plugin pages not covered by plugins.test.ts and
// plugins-audit.test.ts: each builds a small project with the plugin as the page configures it.
import webpack from 'webpack';
import { join } from 'node:path';
import { build, buildUnminified, projectDir, proves, writeFiles } from './proof';

const lazyApp = { 'src/index.js': "import('./lazy.js').then((m) => console.log(m.default));\n", 'src/lazy.js': 'export default 1;\n' };

describe('/plugins/banner-plugin/', () => {
  proves('/plugins/banner-plugin/#raw', 'raw: true inserts the text as given, so a shebang is the first line; without it the text is wrapped in a /*! */ comment', async () => {
    const files = { 'src/cli.js': 'console.log(1);\n' };
    const config = { target: 'node', entry: './src/cli.js', output: { filename: 'cli.js' } } as const;
    const raw = await buildUnminified(await projectDir('banner-raw'), files, { ...config, plugins: [new webpack.BannerPlugin({ banner: '#!/usr/bin/env node', raw: true, entryOnly: true })] });
    expect((await raw.read('cli.js')).split('\n')[0]).toBe('#!/usr/bin/env node');
    const wrapped = await buildUnminified(await projectDir('banner-wrapped'), files, { ...config, plugins: [new webpack.BannerPlugin({ banner: '#!/usr/bin/env node' })] });
    expect((await wrapped.read('cli.js')).split('\n')[0]).toBe('/*! #!/usr/bin/env node */');
  });

  proves('/plugins/banner-plugin/#test-include-exclude', 'a RegExp is tested against the file name, a string matches names that start with it, exclude drops what it matches', async () => {
    const built = await buildUnminified(await projectDir('banner-filters'), { 'src/index.js': "import './style.css';\nconsole.log(1);\n", 'src/style.css': 'body { color: red; }\n' }, {
      entry: { main: './src/index.js', vendors: './src/index.js' },
      output: { filename: 'js/[name].js', cssFilename: 'js/[name].css' },
      experiments: { css: true },
      devtool: 'source-map',
      plugins: [
        new webpack.BannerPlugin({ banner: 'regexp', test: /\.js$/ }),
        new webpack.BannerPlugin({ banner: 'prefix', test: 'js/vendors' }),
        new webpack.BannerPlugin({ banner: 'unprefixed', test: 'vendors' }),
        new webpack.BannerPlugin({ banner: 'no-maps', exclude: /\.map$/ }),
      ],
    });
    const main = await built.read('js/main.js');
    const vendors = await built.read('js/vendors.js');
    const css = await built.read('js/main.css');
    expect(main).toContain('/*! regexp */');
    expect(main).not.toContain('prefix');
    expect(vendors).toContain('/*! prefix */');
    // The file name is js/vendors.js: 'vendors' is not its start.
    expect(vendors).not.toContain('unprefixed');
    expect(css).not.toContain('regexp');
    expect(css).toContain('no-maps');
    expect(built.files).toContain('js/main.js.map');
  });

  proves('/plugins/banner-plugin/#footer', 'footer: true puts the text at the end of the file', async () => {
    const built = await buildUnminified(await projectDir('banner-footer'), { 'src/index.js': 'console.log(1);\n' }, { entry: './src/index.js', plugins: [new webpack.BannerPlugin({ banner: 'end of bundle', footer: true })] });
    const text = await built.read('main.js');
    expect(text.trimEnd().endsWith('/*! end of bundle */')).toBe(true);
    expect(text.startsWith('/*!')).toBe(false);
  });

  proves('/plugins/banner-plugin/#stage', 'at the default stage the minimizer moves the comment into a LICENSE file; at PROCESS_ASSETS_STAGE_REPORT it stays in the bundle', async () => {
    const files = { 'src/index.js': 'console.log(1);\n' };
    const before = await build(await projectDir('banner-stage-default'), files, { entry: './src/index.js', plugins: [new webpack.BannerPlugin({ banner: 'hello' })] });
    expect(before.files).toEqual(['main.js', 'main.js.LICENSE.txt']);
    expect(await before.read('main.js.LICENSE.txt')).toContain('/*! hello */');
    expect(await before.read('main.js')).not.toContain('/*! hello */');
    const after = await build(await projectDir('banner-stage-report'), files, { entry: './src/index.js', plugins: [new webpack.BannerPlugin({ banner: 'hello', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT })] });
    expect(after.files).toEqual(['main.js']);
    expect((await after.read('main.js')).startsWith('/*! hello */\n')).toBe(true);
  });

  proves('/plugins/banner-plugin/#banner', 'a function receives the chunk, the file name and the compilation hash', async () => {
    const seen: string[] = [];
    const built = await buildUnminified(await projectDir('banner-function'), lazyApp, {
      entry: './src/index.js',
      output: { chunkFilename: '[name].chunk.js' },
      plugins: [new webpack.BannerPlugin({ banner: (data: { chunk: webpack.Chunk; filename: string; hash?: string }) => {
        seen.push(`${data.filename} ${typeof data.chunk.canBeInitial} ${/^[0-9a-f]{20}$/.test(data.hash ?? '')}`);
        return `for ${data.filename}`;
      } })],
    });
    expect(seen.sort()).toEqual([expect.stringMatching(/\.chunk\.js function true$/), 'main.js function true']);
    expect(await built.read('main.js')).toMatch(/^\/\*! for main\.js \*\//);
  });
});

describe('/plugins/banner-plugin/ (usage)', () => {
  proves('/plugins/banner-plugin/#usage', 'a banner that changes between builds changes the [contenthash] of every file it stamps; a constant one keeps the names', async () => {
    const names = async (name: string, banner: string): Promise<string[]> =>
      (await buildUnminified(await projectDir(name), lazyApp, { entry: './src/index.js', output: { filename: '[name].[contenthash].js', chunkFilename: '[name].[contenthash].js' }, plugins: [new webpack.BannerPlugin({ banner, test: /\.js$/ })] })).files;
    const first = await names('banner-stamp-1', 'built 2026-11-27T04:00:00Z');
    const second = await names('banner-stamp-2', 'built 2026-11-27T04:00:01Z');
    const constantA = await names('banner-constant-1', 'ACME 1.0');
    const constantB = await names('banner-constant-2', 'ACME 1.0');
    expect(first).toHaveLength(2);
    expect(first.filter((file) => second.includes(file))).toEqual([]);
    expect(constantA).toEqual(constantB);
  });
});

describe('/plugins/ignore-plugin/', () => {
  proves('/plugins/ignore-plugin/#contextregexp', 'contextRegExp limits the match to requests made from folders whose path matches', async () => {
    const files = {
      'src/index.js': "require('./locale');\nrequire('moment');\n",
      'src/locale.js': 'module.exports = "OWN_LOCALE";\n',
      'node_modules/moment/package.json': '{"name":"moment","main":"moment.js"}\n',
      'node_modules/moment/moment.js': "try { require('./locale'); } catch (e) {}\nmodule.exports = 'moment';\n",
      'node_modules/moment/locale.js': 'module.exports = "MOMENT_LOCALE";\n',
    };
    const built = await buildUnminified(await projectDir('ignore-context-regexp'), files, { entry: './src/index.js', plugins: [new webpack.IgnorePlugin({ resourceRegExp: /^\.\/locale$/, contextRegExp: /moment$/ })] });
    const code = await built.read('main.js');
    expect(code).toContain('OWN_LOCALE');
    expect(code).not.toContain('MOMENT_LOCALE');
  });

  proves('/plugins/ignore-plugin/#usage', 'a library\'s guarded optional require warns "Module not found" until ignored; an explicit import of a file under an ignored folder still works', async () => {
    const optional = { 'src/server.js': "let speedup = null;\ntry { speedup = require('bufferutil'); } catch (e) {}\nconsole.log(speedup);\n" };
    const plain = await buildUnminified(await projectDir('ignore-optional'), optional, { target: 'node', entry: './src/server.js' });
    expect(plain.errors).toEqual([]);
    expect(plain.warnings).toEqual([expect.stringContaining("Module not found: Error: Can't resolve 'bufferutil'")]);
    const ignored = await buildUnminified(await projectDir('ignore-optional-ignored'), optional, { target: 'node', entry: './src/server.js', plugins: [new webpack.IgnorePlugin({ resourceRegExp: /^(bufferutil|utf-8-validate)$/ })] });
    expect(ignored.warnings).toEqual([]);
    const moment = {
      'src/index.js': "import moment from 'moment';\nimport 'moment/locale/de';\nconsole.log(moment);\n",
      'node_modules/moment/package.json': '{"name":"moment","main":"moment.js"}\n',
      'node_modules/moment/moment.js': "function load(name) { try { require('./locale/' + name); } catch (e) {} }\nload(String(Date.now() % 2));\nmodule.exports = 'moment';\n",
      'node_modules/moment/locale/de.js': 'module.exports = "LOCALE_DE";\n',
      'node_modules/moment/locale/fr.js': 'module.exports = "LOCALE_FR";\n',
    };
    const built = await buildUnminified(await projectDir('ignore-moment'), moment, { entry: './src/index.js', plugins: [new webpack.IgnorePlugin({ resourceRegExp: /^\.\/locale$/, contextRegExp: /moment$/ })] });
    const code = await built.read('main.js');
    expect(code).toContain('LOCALE_DE');
    expect(code).not.toContain('LOCALE_FR');
  });

  proves('/plugins/ignore-plugin/#what-happens-at-runtime', 'an ignored request throws a MODULE_NOT_FOUND error with "Cannot find module" when it runs', async () => {
    const built = await buildUnminified(await projectDir('ignore-runtime'), { 'src/index.js': "require('./gone');\n", 'src/gone.js': 'module.exports = 1;\n' }, { target: 'node', entry: './src/index.js', plugins: [new webpack.IgnorePlugin({ resourceRegExp: /^\.\/gone$/ })] });
    let thrown: { code?: string; message?: string } = {};
    try {
      new Function('require', 'module', 'exports', await built.read('main.js'))(require, { exports: {} }, {});
    } catch (error) {
      thrown = error as { code?: string; message?: string };
    }
    expect({ code: thrown.code, message: thrown.message }).toEqual({ code: 'MODULE_NOT_FOUND', message: "Cannot find module './gone'" });
  });
});

describe('/plugins/context-exclusion-plugin/', () => {
  const pagesApp = {
    'src/index.js': "const pages = require.context('./pages', true, /\\.js$/);\nmodule.exports = pages.keys();\n",
    'src/pages/home.js': 'module.exports = "HOME";\n',
    'src/pages/home.test.js': 'module.exports = "HOME_TEST";\n',
    'src/pages/__mocks__/api.js': 'module.exports = "MOCK_API";\n',
    'src/pages/admin/users.js': 'module.exports = "USERS";\n',
    'src/pages/admin/_draft.js': 'module.exports = "DRAFT";\n',
  };
  const keysOf = async (config: webpack.Configuration, name: string): Promise<string[]> => {
    const built = await buildUnminified(await projectDir(name), pagesApp, { target: 'node', entry: './src/index.js', output: { library: { type: 'commonjs2' } }, ...config });
    const module = { exports: [] as string[] };
    new Function('require', 'module', 'exports', await built.read('main.js'))(require, module, module.exports);
    return module.exports.sort();
  };

  proves('/plugins/context-exclusion-plugin/#negativematcher', 'the pattern is tested against each entry name of the listing, in every folder of the scan; a folder that matches goes with everything in it', async () => {
    expect(await keysOf({ plugins: [new webpack.ContextExclusionPlugin(/^_/)] }, 'exclusion-names')).toEqual(['./admin/users.js', './home.js', './home.test.js']);
    // A full path is never tested: a pattern for a path with a separator matches nothing.
    expect(await keysOf({ plugins: [new webpack.ContextExclusionPlugin(/admin\/users/)] }, 'exclusion-paths')).toContain('./admin/users.js');
  });

  proves('/plugins/context-exclusion-plugin/#usage', 'the page\'s pattern removes the test files and the __mocks__ folder from keys() and from the output', async () => {
    const config = { plugins: [new webpack.ContextExclusionPlugin(/(\.test\.js$|\.spec\.js$|^__mocks__$)/)] };
    expect(await keysOf(config, 'exclusion-usage')).toEqual(['./admin/_draft.js', './admin/users.js', './home.js']);
    const built = await buildUnminified(await projectDir('exclusion-usage-output'), pagesApp, { target: 'node', entry: './src/index.js', ...config });
    const code = await built.read('main.js');
    expect(code).not.toContain('HOME_TEST');
    expect(code).not.toContain('MOCK_API');
  });

  proves('/plugins/context-exclusion-plugin/#how-it-fits-with-other-context-tools', 'the pattern applies to contexts inside node_modules too, and asking a context for an excluded key throws "Cannot find module"', async () => {
    const files = {
      'src/index.js': "const lib = require('lib');\ntry { lib('./test.js'); } catch (e) { module.exports = [e.code, e.message, lib.keys()]; }\n",
      'node_modules/lib/package.json': '{"name":"lib","main":"index.js"}\n',
      'node_modules/lib/index.js': "module.exports = require.context('./parts', false, /\\.js$/);\n",
      'node_modules/lib/parts/test.js': 'module.exports = 1;\n',
      'node_modules/lib/parts/main.js': 'module.exports = 2;\n',
    };
    const built = await buildUnminified(await projectDir('exclusion-node-modules'), files, { target: 'node', entry: './src/index.js', output: { library: { type: 'commonjs2' } }, plugins: [new webpack.ContextExclusionPlugin(/test/)] });
    const module = { exports: [] as unknown };
    new Function('require', 'module', 'exports', await built.read('main.js'))(require, module, module.exports);
    expect(module.exports).toEqual(['MODULE_NOT_FOUND', "Cannot find module './test.js'", ['./main.js']]);
  });
});

describe('/plugins/context-replacement-plugin/', () => {
  const moment = {
    'src/index.js': "const moment = require('moment');\nmodule.exports = [moment('de'), moment('de.js')];\ntry { moment('es'); } catch (e) { module.exports.push(e.message); }\n",
    'node_modules/moment/package.json': '{"name":"moment","main":"moment.js"}\n',
    'node_modules/moment/moment.js': "module.exports = (name) => require('./locale/' + name);\n",
    'node_modules/moment/locale/en-gb.js': 'module.exports = "LOCALE_EN_GB";\n',
    'node_modules/moment/locale/de.js': 'module.exports = "LOCALE_DE";\n',
    'node_modules/moment/locale/fr.js': 'module.exports = "LOCALE_FR";\n',
    'node_modules/moment/locale/es.js': 'module.exports = "LOCALE_ES";\n',
  };
  const run = async (code: string): Promise<unknown> => {
    const module = { exports: undefined as unknown };
    new Function('require', 'module', 'exports', code)(require, module, {});
    return module.exports;
  };

  proves('/plugins/context-replacement-plugin/#usage', 'the second argument becomes the file filter of the matching context: only the listed locales are bundled, under both keys, and a removed one fails with "Cannot find module"', async () => {
    const built = await buildUnminified(await projectDir('replacement-usage'), moment, { target: 'node', entry: './src/index.js', output: { library: { type: 'commonjs2' } }, plugins: [new webpack.ContextReplacementPlugin(/moment[/\\]locale$/, /^\.\/(en-gb|de|fr)(\.js)?$/)] });
    const code = await built.read('main.js');
    for (const kept of ['LOCALE_EN_GB', 'LOCALE_DE', 'LOCALE_FR']) expect(code).toContain(kept);
    expect(code).not.toContain('LOCALE_ES');
    expect(await run(code)).toEqual(['LOCALE_DE', 'LOCALE_DE', "Cannot find module './es'"]);
  });

  proves('/plugins/context-replacement-plugin/#newcontentregexp', 'each file is offered as ./de.js and ./de; the filter keeps the keys it matches, so a filter ending in .js leaves ./de unknown', async () => {
    const built = await buildUnminified(await projectDir('replacement-filter'), moment, { target: 'node', entry: './src/index.js', output: { library: { type: 'commonjs2' } }, plugins: [new webpack.ContextReplacementPlugin(/moment[/\\]locale$/, /^\.\/de\.js$/)] });
    const code = await built.read('main.js');
    expect(code).toContain('LOCALE_DE');
    expect(code).not.toContain('LOCALE_FR');
    let message = '';
    try {
      await run(code);
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toBe("Cannot find module './de'");
  });

  proves('/plugins/context-replacement-plugin/#resourceregexp', 'the pattern is tested against the raw request before resolution and against the absolute directory after it', async () => {
    const seen: string[] = [];
    await buildUnminified(await projectDir('replacement-phases'), moment, { target: 'node', entry: './src/index.js', plugins: [new webpack.ContextReplacementPlugin(/locale/, (data) => {
      seen.push('resource' in data ? `resource ${String(data.resource).replace(/^.*node_modules/, 'node_modules')}` : `request ${data.request}`);
    })] });
    expect(seen).toEqual(['request ./locale', 'resource node_modules/moment/locale']);
  });

  proves('/plugins/context-replacement-plugin/#callback', 'the callback runs once before resolution and once after, and what it sets on the object changes the context', async () => {
    const built = await buildUnminified(await projectDir('replacement-callback'), moment, { target: 'node', entry: './src/index.js', plugins: [new webpack.ContextReplacementPlugin(/moment[/\\]locale$/, (data) => {
      if ('resource' in data) data.regExp = /^\.\/fr\.js$/;
    })] });
    const code = await built.read('main.js');
    expect(code).toContain('LOCALE_FR');
    expect(code).not.toContain('LOCALE_DE');
  });

  proves('/plugins/context-replacement-plugin/#newcontentresource', 'a relative directory is resolved against the original one when only the resolved path matches, from the importer\'s folder when the request matches too; an absolute one is used as is', async () => {
    const files = {
      'src/index.js': "const n = String(Date.now() % 2);\ntry { require('./legacy-icons/' + n); } catch (e) {}\n",
      'src/legacy-icons/old.js': 'module.exports = "OLD_ICON";\n',
      'src/legacy-icons/modern/star.js': 'module.exports = "MODERN_STAR";\n',
      'src/legacy-icons/modern/deep/moon.js': 'module.exports = "DEEP_MOON";\n',
      'src/modern/other.js': 'module.exports = "SRC_MODERN";\n',
    };
    const bundled = async (name: string, plugin: webpack.WebpackPluginInstance): Promise<string[]> => {
      const code = await (await buildUnminified(await projectDir(name), files, { target: 'node', entry: './src/index.js', plugins: [plugin] })).read('main.js');
      return ['OLD_ICON', 'MODERN_STAR', 'DEEP_MOON', 'SRC_MODERN'].filter((marker) => code.includes(marker));
    };
    const dir = await projectDir('replacement-absolute');
    // Only the resolved directory matches (the request ./legacy-icons has no "src"): resolved against it.
    expect(await bundled('replacement-resolved', new webpack.ContextReplacementPlugin(/src[/\\]legacy-icons$/, './modern', true, /\.js$/))).toEqual(['MODERN_STAR', 'DEEP_MOON']);
    // The request matches too: it becomes ./modern, resolved from src/.
    expect(await bundled('replacement-request', new webpack.ContextReplacementPlugin(/[/\\]legacy-icons$/, './modern', true, /\.js$/))).toEqual(['SRC_MODERN']);
    // Absolute, and newContentRecursive: false stops at the top folder.
    expect(await bundled('replacement-absolute', new webpack.ContextReplacementPlugin(/[/\\]legacy-icons$/, `${dir}/src/legacy-icons/modern`, false, /\.js$/))).toEqual(['MODERN_STAR']);
  });

  proves('/plugins/context-replacement-plugin/#newcontentrecursive', 'the form (pattern, false, filter) keeps the directory and stops the scan at its top folder', async () => {
    const files = {
      'src/index.js': "const n = String(Date.now() % 2);\ntry { require('./templates/' + n); } catch (e) {}\n",
      'src/templates/page.hbs': 'TOP_TEMPLATE\n',
      'src/templates/partials/head.hbs': 'NESTED_TEMPLATE\n',
      'src/templates/notes.txt': 'NOT_A_TEMPLATE\n',
    };
    const built = await buildUnminified(await projectDir('replacement-recursive'), files, { target: 'node', entry: './src/index.js', module: { rules: [{ test: /\.(hbs|txt)$/, type: 'asset/source' }] }, plugins: [new webpack.ContextReplacementPlugin(/templates$/, false, /\.hbs$/)] });
    const code = await built.read('main.js');
    expect(code).toContain('TOP_TEMPLATE');
    expect(code).not.toContain('NESTED_TEMPLATE');
    expect(code).not.toContain('NOT_A_TEMPLATE');
  });

  proves('/plugins/context-replacement-plugin/#newcontentcreatecontextmap', 'a fixed map replaces the scan: its keys are what the code asks for, its values requests relative to the new directory', async () => {
    const files = {
      'src/index.js': "const load = (name) => require('./plugins/' + name);\nmodule.exports = [load('chart'), load('table')];\n",
      'src/plugins/chart/index.js': 'module.exports = "CHART";\n',
      'src/plugins/table/index.js': 'module.exports = "TABLE";\n',
      'src/plugins/unused.js': 'module.exports = "UNUSED";\n',
    };
    const dir = await projectDir('replacement-map');
    const built = await buildUnminified(dir, files, { target: 'node', entry: './src/index.js', output: { library: { type: 'commonjs2' } }, plugins: [new webpack.ContextReplacementPlugin(/plugins$/, `${dir}/src/plugins`, { './chart': './chart/index.js', './table': './table/index.js' })] });
    const code = await built.read('main.js');
    expect(code).not.toContain('UNUSED');
    expect(await run(code)).toEqual(['CHART', 'TABLE']);
  });
});

describe('/plugins/manifest-plugin/', () => {
  // webpack-manifest-plugin is published as ES modules only: it is loaded in a node process of
  // its own (require() of ES modules), as webpack's command line loads a configuration.
  interface Run {
    manifest: Record<string, unknown>;
    descriptors?: string[];
    onDisk?: boolean;
  }
  type Manifests = Record<'plain' | 'auto' | 'keys' | 'hashes' | 'generated' | 'memory' | 'builtin' | 'usage', Run>;
  let manifests: Promise<Manifests> | null = null;
  const buildAll = async (): Promise<Manifests> => {
    const dir = await projectDir('manifests');
    await writeFiles(dir, {
      'src/index.js': "import './style.css';\nimport logo from './logo.svg';\nimport('./lazy.js');\nconsole.log(logo);\n",
      'src/admin.js': "console.log('admin');\n",
      'src/lazy.js': 'export default 1;\n',
      'src/style.css': 'body { color: red; }\n',
      'src/logo.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>\n',
    });
    const script = `
const webpack = require('webpack');
const { WebpackManifestPlugin } = require('webpack-manifest-plugin');
const { readFileSync, existsSync } = require('node:fs');
const { createFsFromVolume, Volume } = require('memfs');
const dir = ${JSON.stringify(dir)};
const config = (name, plugin, output = {}) => ({ mode: 'production', context: dir, entry: { main: './src/index.js', admin: './src/admin.js' },
  output: { path: dir + '/' + name, publicPath: '/build/', filename: '[name].[contenthash].js', ...output }, experiments: { css: true },
  module: { rules: [{ test: /\\.svg$/, type: 'asset/resource' }] }, optimization: { minimize: false, runtimeChunk: 'single' }, plugins: [plugin] });
const run = (cfg, memory) => new Promise((resolve, reject) => { const compiler = webpack(cfg); if (memory) compiler.outputFileSystem = createFsFromVolume(new Volume()); compiler.run((e, s) => (e || s.hasErrors() ? reject(e || new Error(s.toString())) : resolve(compiler))); });
(async () => {
  const out = {};
  const descriptors = new Set();
  await run(config('plain', new WebpackManifestPlugin({ filter: (f) => { descriptors.add(Object.keys(f).sort().join(',')); return true; } })));
  out.plain = { manifest: JSON.parse(readFileSync(dir + '/plain/manifest.json', 'utf8')), descriptors: [...descriptors].sort() };
  await run(config('auto', new WebpackManifestPlugin({}), { publicPath: 'auto', filename: '[name].js' }));
  out.auto = { manifest: JSON.parse(readFileSync(dir + '/auto/manifest.json', 'utf8')) };
  await run(config('keys', new WebpackManifestPlugin({ useEntryKeys: true, basePath: 'admin/', publicPath: 'https://cdn.example.com/' })));
  out.keys = { manifest: JSON.parse(readFileSync(dir + '/keys/manifest.json', 'utf8')) };
  await run(config('hashes', new WebpackManifestPlugin({ removeKeyHash: false, filter: (f) => f.isInitial || f.isChunk, serialize: (m) => JSON.stringify({ serialized: m }) })));
  out.hashes = { manifest: JSON.parse(readFileSync(dir + '/hashes/manifest.json', 'utf8')) };
  await run(config('generated', new WebpackManifestPlugin({ seed: { version: 1 }, generate: (seed, files, entries) => ({ ...seed, count: files.length, entrypoints: entries }) })));
  out.generated = { manifest: JSON.parse(readFileSync(dir + '/generated/manifest.json', 'utf8')) };
  await run(config('memory', new WebpackManifestPlugin({ writeToFileEmit: true })), true);
  out.memory = { manifest: JSON.parse(readFileSync(dir + '/memory/manifest.json', 'utf8')), onDisk: existsSync(dir + '/memory/main.js') };
  await run(config('builtin', new webpack.ManifestPlugin({})));
  out.builtin = { manifest: JSON.parse(readFileSync(dir + '/builtin/manifest.json', 'utf8')) };
  await run(config('usage', new WebpackManifestPlugin({ filter: (file) => file.isInitial }), { path: dir + '/public/build' }));
  out.usage = { manifest: JSON.parse(readFileSync(dir + '/public/build/manifest.json', 'utf8')) };
  process.stdout.write(JSON.stringify(out));
})().catch((e) => { process.stderr.write(String(e && e.stack || e)); process.exit(1); });
`;
    const { execFileSync } = await import('node:child_process');
    return JSON.parse(execFileSync(process.execPath, ['-e', script], { cwd: join(__dirname, '..', '..'), encoding: 'utf8' })) as Manifests;
  };
  const get = (): Promise<Manifests> => (manifests ??= buildAll());
  const hashed = (name: string) => expect.stringMatching(new RegExp(`^/build/${name}\\.[0-9a-f]{20}\\.(js|css)$`));

  proves('/plugins/manifest-plugin/#webpack-manifest-plugin', 'by default manifest.json in output.path has a key per emitted file, its value the public path of the file', async () => {
    const { plain } = await get();
    expect(plain.manifest).toEqual({ 'main.js': hashed('main'), 'main.css': hashed('main'), 'admin.js': hashed('admin'), 'runtime.js': hashed('runtime'), [Object.keys(plain.manifest).find((k) => /^\d+\.js$/.test(k)) ?? 'lazy']: expect.stringMatching(/^\/build\/\d+\.[0-9a-f]{20}\.js$/), 'logo.svg': expect.stringMatching(/^\/build\/[0-9a-f]{20}\.svg$/) });
  });

  proves('/plugins/manifest-plugin/#publicpath', 'the values take output.publicPath, nothing when it is auto, and the option\'s own prefix when given', async () => {
    const { auto, keys } = await get();
    expect(auto.manifest['main.js']).toBe('main.js');
    expect(keys.manifest['admin/admin']).toEqual(expect.stringMatching(/^https:\/\/cdn\.example\.com\/admin\.[0-9a-f]{20}\.js$/));
  });

  proves('/plugins/manifest-plugin/#basepath', 'basePath prefixes every key', async () => {
    const { keys } = await get();
    expect(Object.keys(keys.manifest).every((key) => key.startsWith('admin/'))).toBe(true);
  });

  proves('/plugins/manifest-plugin/#filter-map-sort', 'the functions receive descriptors with name, path, chunk (for chunk files), isInitial, isChunk, isAsset and isModuleAsset', async () => {
    const { plain, hashes } = await get();
    expect(plain.descriptors).toEqual(['chunk,isAsset,isChunk,isInitial,isModuleAsset,name,path', 'isAsset,isChunk,isInitial,isModuleAsset,name,path']);
    // A filter of file.isInitial || file.isChunk keeps the chunks' files and drops the image.
    expect(Object.keys((hashes.manifest as { serialized: Record<string, string> }).serialized).sort()).toEqual(expect.arrayContaining(['main.js', 'admin.js']));
    expect(Object.values((hashes.manifest as { serialized: Record<string, string> }).serialized).some((path) => path.endsWith('.svg'))).toBe(false);
  });

  proves('/plugins/manifest-plugin/#generate-and-seed', 'generate receives the seed, the file descriptors and the files of each entry point, and its result is the manifest', async () => {
    const { generated } = await get();
    expect(generated.manifest).toEqual({ version: 1, count: 6, entrypoints: { main: [expect.stringMatching(/^runtime\./), expect.stringMatching(/^main\..*\.js$/), expect.stringMatching(/^main\..*\.css$/)], admin: [expect.stringMatching(/^runtime\./), expect.stringMatching(/^admin\./)] } });
  });

  proves('/plugins/manifest-plugin/#serialize', 'serialize turns the object into the file\'s text', async () => {
    const { hashes } = await get();
    expect(Object.keys(hashes.manifest)).toEqual(['serialized']);
  });

  proves('/plugins/manifest-plugin/#useentrykeys-removekeyhash', 'useEntryKeys keys named chunks by their name (a script and a stylesheet of one entry collide); removeKeyHash strips hashes from keys unless false', async () => {
    const { keys, plain, hashes } = await get();
    expect(keys.manifest['admin/admin']).toBeDefined();
    // main.js and main.css both become "main": the stylesheet, written last, stays.
    expect(keys.manifest['admin/main']).toEqual(expect.stringMatching(/\.css$/));
    // The chunk without a name is keyed by its file name: without its hash by default, with it when removeKeyHash is false.
    expect(Object.keys(plain.manifest).filter((key) => /^\d+\./.test(key))).toEqual([expect.stringMatching(/^\d+\.js$/)]);
    expect(Object.keys((hashes.manifest as { serialized: Record<string, string> }).serialized).filter((key) => /^\d+\./.test(key))).toEqual([expect.stringMatching(/^\d+\.[0-9a-f]{20}\.js$/)]);
  });

  proves('/plugins/manifest-plugin/#writetofileemit', 'writeToFileEmit writes the manifest to disk while the build output stays in memory', async () => {
    const { memory } = await get();
    expect(memory.onDisk).toBe(false);
    expect(memory.manifest['main.js']).toEqual(hashed('main'));
  });

  proves('/plugins/manifest-plugin/#usage', 'the usage configuration writes public/build/manifest.json with the initial files only, main.js among them, under /build/', async () => {
    const { usage } = await get();
    expect(Object.keys(usage.manifest).sort()).toEqual(['admin.js', 'main.css', 'main.js', 'runtime.js']);
    expect(usage.manifest['main.js']).toEqual(hashed('main'));
  });

  proves('/plugins/manifest-plugin/#using-stats-instead', 'the stats hold assetsByChunkName and entrypoints with the files of each chunk and entry', async () => {
    const stats = await new Promise<webpack.StatsCompilation>((resolve, reject) => {
      void (async () => {
        const dir = await projectDir('manifest-stats');
        const compiler = webpack({ mode: 'none', context: dir, entry: { main: './src/index.js' }, output: { path: join(dir, 'dist'), publicPath: '/build/' } });
        await writeFiles(dir, lazyApp);
        compiler.run((error, result) => {
          compiler.close(() => undefined);
          if (error || !result) reject(error ?? new Error('no stats'));
          else resolve(result.toJson({ all: false, entrypoints: true, assets: true, publicPath: true }));
        });
      })();
    });
    expect(stats.publicPath).toBe('/build/');
    expect(stats.assetsByChunkName?.main).toEqual(['main.js']);
    expect(stats.entrypoints?.main?.assets?.map((asset) => asset.name)).toEqual(['main.js']);
  });

  proves('/plugins/manifest-plugin/#built-in-manifestplugin', 'webpack.ManifestPlugin writes entrypoints with their files and assets keyed by chunk name and extension, or by source path for asset modules, prefixed with output.publicPath', async () => {
    const { builtin } = await get();
    const manifest = builtin.manifest as { entrypoints: Record<string, { imports: string[] }>; assets: Record<string, { file: string; src?: string }> };
    expect(manifest.entrypoints).toEqual({ main: { imports: ['runtime.js', 'main.js', 'main.css'] }, admin: { imports: ['runtime.js', 'admin.js'] } });
    expect(manifest.assets['main.js']).toEqual({ file: hashed('main') });
    expect(manifest.assets['src/logo.svg']).toEqual({ file: expect.stringMatching(/^\/build\/[0-9a-f]{20}\.svg$/), src: 'src/logo.svg' });
  });
});

describe('/plugins/normal-module-replacement-plugin/', () => {
  const app = {
    'src/index.js': "import config from './config';\nimport { save } from './storage/fs-storage.js';\nconsole.log(config, save);\n",
    'src/config.js': 'export default "CONFIG_DEV";\n',
    'src/config.prod.js': 'export default "CONFIG_PROD";\n',
    'src/storage/fs-storage.js': 'export const save = "FS_STORAGE";\n',
    'src/storage/local-storage.js': 'export const save = "LOCAL_STORAGE";\n',
  };
  const markers = async (name: string, plugin: webpack.WebpackPluginInstance, files: Record<string, string> = app): Promise<{ found: string[]; warnings: string[] }> => {
    const built = await buildUnminified(await projectDir(name), files, { entry: './src/index.js', plugins: [plugin] });
    const code = await built.read('main.js');
    return { found: (code.match(/[A-Z]+_[A-Z]+/g) ?? []).filter((m, i, all) => all.indexOf(m) === i).sort(), warnings: built.warnings };
  };

  proves('/plugins/normal-module-replacement-plugin/#resourceregexp', 'the pattern is tested against the request as written and against the resolved path; either match replaces the module', async () => {
    expect((await markers('nmr-request', new webpack.NormalModuleReplacementPlugin(/^\.\/config$/, './config.prod.js'))).found).toEqual(['CONFIG_PROD', 'FS_STORAGE']);
    expect((await markers('nmr-resolved', new webpack.NormalModuleReplacementPlugin(/[\\/]src[\\/]config\.js$/, './config.prod.js'))).found).toEqual(['CONFIG_PROD', 'FS_STORAGE']);
  });

  proves('/plugins/normal-module-replacement-plugin/#newresource-string', 'before resolution the string is the new request; after it, a relative string is joined to the resolved file\'s folder and an absolute one used as is', async () => {
    // After resolution (the pattern matches only the path): ./local-storage.js next to fs-storage.js.
    // The request ./storage/fs-storage.js has no "src", so only the resolved path matches.
    expect((await markers('nmr-joined', new webpack.NormalModuleReplacementPlugin(/src[\\/]storage[\\/]fs-storage\.js$/, './local-storage.js'))).found).toEqual(['CONFIG_DEV', 'LOCAL_STORAGE']);
    // A pattern that matches the request too replaces it before resolution: resolved from src/, where there is no local-storage.js.
    const early = await buildUnminified(await projectDir('nmr-early'), app, { entry: './src/index.js', plugins: [new webpack.NormalModuleReplacementPlugin(/[\\/]storage[\\/]fs-storage\.js$/, './local-storage.js')] });
    expect(early.errors).toEqual([expect.stringContaining("Can't resolve './local-storage.js'")]);
    const dir = await projectDir('nmr-absolute');
    expect((await markers('nmr-absolute', new webpack.NormalModuleReplacementPlugin(/[\\/]src[\\/]storage[\\/]fs-storage\.js$/, `${dir}/src/storage/local-storage.js`))).found).toEqual(['CONFIG_DEV', 'LOCAL_STORAGE']);
  });

  proves('/plugins/normal-module-replacement-plugin/#newresource-function', 'the callback changes resolveData.request before resolution and createData.resource after it, once per phase whose value matches', async () => {
    const calls: string[] = [];
    const result = await markers('nmr-function', new webpack.NormalModuleReplacementPlugin(/config/, (resolveData) => {
      if (resolveData.createData.resource) calls.push(`after ${resolveData.createData.resource.replace(/^.*[\\/]src[\\/]/, 'src/')}`);
      else {
        calls.push(`before ${resolveData.request}`);
        resolveData.request = resolveData.request.replace(/config$/, 'config.prod.js');
      }
    }));
    expect(result.found).toEqual(['CONFIG_PROD', 'FS_STORAGE']);
    // The request matched, and so did the path of the replacement it resolved to: two calls.
    expect(calls).toEqual(['before ./config', 'after src/config.prod.js']);
  });

  proves('/plugins/normal-module-replacement-plugin/#usage', 'a callback that appends the target to ./app-config loads ./app-config.staging.js', async () => {
    const files = { 'src/index.js': "import config from './app-config';\nconsole.log(config.apiUrl);\n", 'src/app-config.js': 'export default { apiUrl: "URL_DEFAULT" };\n', 'src/app-config.staging.js': 'export default { apiUrl: "URL_STAGING" };\n' };
    const target = 'staging';
    expect((await markers('nmr-usage', new webpack.NormalModuleReplacementPlugin(/app-config$/, (resolveData) => {
      resolveData.request = resolveData.request.replace(/app-config$/, `app-config.${target}`);
    }), files)).found).toEqual(['URL_STAGING']);
  });

  proves('/plugins/normal-module-replacement-plugin/#compared-with-alternatives', 'a replacement without an export the code uses builds with an "export not found" warning; a file a context module brings in is replaced when its path matches', async () => {
    const files = {
      'src/index.js': "import { save } from './storage.js';\nconst n = String(Date.now() % 2);\nrequire('./parts/' + n);\nconsole.log(save);\n",
      'src/storage.js': 'export const save = "REAL_SAVE";\n',
      'src/fake.js': 'export const load = "FAKE_LOAD";\n',
      'src/parts/one.js': 'module.exports = "PART_ONE";\n',
      'src/parts/fake-one.js': 'module.exports = "FAKE_PART";\n',
    };
    const dir = await projectDir('nmr-interface');
    const built = await buildUnminified(dir, files, { entry: './src/index.js', plugins: [new webpack.NormalModuleReplacementPlugin(/^\.\/storage\.js$/, './fake.js'), new webpack.NormalModuleReplacementPlugin(/parts[\\/]one\.js$/, `${dir}/src/parts/fake-one.js`)] });
    expect(built.errors).toEqual([]);
    expect(built.warnings).toEqual([expect.stringContaining("export 'save' (imported as 'save') was not found in './storage.js'")]);
    const code = await built.read('main.js');
    expect(code).toContain('FAKE_LOAD');
    expect(code).toContain('FAKE_PART');
    expect(code).not.toContain('PART_ONE');
    expect(code).not.toContain('REAL_SAVE');
  });
});

describe('/plugins/profiling-plugin/', () => {
  let trace: Promise<{ name: string; cat?: string }[]> | null = null;
  const traced = (): Promise<{ name: string; cat?: string }[]> =>
    (trace ??= (async () => {
      const dir = await projectDir('profiling');
      await buildUnminified(dir, lazyApp, { entry: './src/index.js', plugins: [new webpack.debug.ProfilingPlugin({ outputPath: join(dir, 'profiling', 'deep', 'events.json') })] });
      const { readFile } = await import('node:fs/promises');
      return JSON.parse(await readFile(join(dir, 'profiling', 'deep', 'events.json'), 'utf8')) as { name: string; cat?: string }[];
    })());

  proves('/plugins/profiling-plugin/#outputpath', 'an absolute path gets its missing folders created; a relative one stops webpack when it applies the plugin, in either of two ways', async () => {
    expect((await traced()).length).toBeGreaterThan(10);
    const dir = await projectDir('profiling-relative');
    const attempt = (outputPath: string): string => {
      try {
        webpack({ mode: 'none', context: dir, entry: './src/index.js', output: { path: join(dir, 'dist') }, plugins: [new webpack.debug.ProfilingPlugin({ outputPath })] });
        return 'accepted';
      } catch (error) {
        return (error as Error).message;
      }
    };
    const cwd = process.cwd();
    process.chdir(dir);
    try {
      expect(attempt('trace.json')).toContain('options.outputPath: The provided value "trace.json" is not an absolute path!');
      expect(attempt('profiling/trace.json')).toContain('is neither a posix nor a windows path');
      // The second attempt has already opened its trace stream, relative to the working folder:
      // stay in the project until the file exists there, or it lands in the repository.
      const { existsSync } = await import('node:fs');
      while (!existsSync(join(dir, 'trace.json'))) await new Promise((resolve) => setImmediate(resolve));
    } finally {
      process.chdir(cwd);
    }
  });

  proves('/plugins/profiling-plugin/#reading-the-trace', 'entries are named after the plugins whose taps ran, phases are not labelled, a CPU profile is recorded, parser and module factory taps are included', async () => {
    const events = await traced();
    const names = new Set(events.filter((e) => e.cat === 'blink.user_timing').map((e) => e.name));
    for (const plugin of ['SplitChunksPlugin', 'JavascriptParser', 'NormalModuleFactory', 'ESMImportDependencyParserPlugin']) expect(names).toContain(plugin);
    for (const phase of ['make', 'seal', 'emit', 'Compiler.make']) expect(names).not.toContain(phase);
    expect(events.some((e) => e.name === 'CpuProfile')).toBe(true);
  });
});

describe('/plugins/prefetch-plugin/', () => {
  const files = { 'src/index.js': "import './deep/used.js';\n", 'src/deep/used.js': "console.log('USED_MODULE');\n", 'src/admin/dashboard.js': "console.log('DASHBOARD_MODULE');\n" };

  proves('/plugins/prefetch-plugin/#context', 'a relative request is resolved from the given folder, by default from the compiler context', async () => {
    const built: string[] = [];
    const dir = await projectDir('prefetch-context');
    const tap = { apply: (compiler: webpack.Compiler) => compiler.hooks.compilation.tap('Seen', (compilation) => compilation.hooks.succeedModule.tap('Seen', (module) => built.push(String((module as webpack.NormalModule).resource).slice(dir.length + 1)))) };
    const result = await buildUnminified(dir, files, { entry: './src/index.js', plugins: [new webpack.PrefetchPlugin(join(dir, 'src/admin'), './dashboard.js'), new webpack.PrefetchPlugin('./src/deep/used.js'), tap] });
    expect(result.errors).toEqual([]);
    expect(built).toEqual(expect.arrayContaining(['src/admin/dashboard.js', 'src/deep/used.js']));
  });

  proves('/plugins/prefetch-plugin/#request', 'the request goes through module.rules like an import: without a rule for .txt the file fails to parse, with one it builds', async () => {
    const notes = { ...files, 'src/notes.txt': 'plain words, not JavaScript\n' };
    const without = await buildUnminified(await projectDir('prefetch-no-rule'), notes, { entry: './src/index.js', plugins: [new webpack.PrefetchPlugin('./src/notes.txt')] });
    expect(without.errors).toEqual([expect.stringContaining('Module parse failed')]);
    const withRule = await buildUnminified(await projectDir('prefetch-rule'), notes, { entry: './src/index.js', module: { rules: [{ test: /\.txt$/, type: 'asset/source' }] }, plugins: [new webpack.PrefetchPlugin('./src/notes.txt')] });
    expect(withRule.errors).toEqual([]);
  });

  proves('/plugins/prefetch-plugin/#finding-candidates', 'a prefetched module nothing imports is built but placed in no chunk; a request that cannot be resolved is a "Module not found" error', async () => {
    const dir = await projectDir('prefetch-unused');
    const unused = await buildUnminified(dir, files, { entry: './src/index.js', plugins: [new webpack.PrefetchPlugin(join(dir, 'src/admin'), './dashboard.js')] });
    expect(unused.errors).toEqual([]);
    expect(await unused.read('main.js')).not.toContain('DASHBOARD_MODULE');
    const missing = await buildUnminified(await projectDir('prefetch-missing'), files, { entry: './src/index.js', plugins: [new webpack.PrefetchPlugin('./src/gone.js')] });
    expect(missing.errors).toEqual([expect.stringContaining("Module not found: Error: Can't resolve './src/gone.js'")]);
  });
});

describe('/plugins/html-webpack-plugin/ and webpack\'s HTML minimizer', () => {
  proves('/plugins/html-webpack-plugin/#minify', 'in production webpack\'s minimizer minifies the emitted page even with minify: false; optimization.minimize: false or experiments.html: false leave it as written', async () => {
    const HtmlWebpackPlugin = (await import('html-webpack-plugin')).default;
    const page = async (name: string, config: webpack.Configuration, options: object): Promise<string> =>
      (await build(await projectDir(name), { 'src/index.js': 'console.log(1);\n' }, { entry: './src/index.js', ...config, plugins: [new HtmlWebpackPlugin({ title: 'T', ...options })] })).read('index.html');
    const pluginOff = await page('html-minify-off', {}, { minify: false });
    expect(pluginOff).toContain('<script defer src=main.js></script>');
    expect(pluginOff).not.toContain('<html>');
    // The plugin's own step (whitespace) did not run: the template's blank body line is still there.
    expect(pluginOff).toContain('<body>\n');
    for (const [name, config] of [['html-minimize-false', { optimization: { minimize: false } }], ['html-experiment-off', { experiments: { html: false } }]] as const) {
      const written = await page(name, config, {});
      expect(written).toContain('<html>');
      expect(written).toContain('<script defer="defer" src="main.js"></script>');
    }
  });
});
