// Proofs of statements checked in the tenth review of the concepts, migrate, blog and contribute pages, the
// glossary and the comparison (docs/audit/concepts.md, docs/audit/migrate.md, docs/audit/other-pages.md).
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import webpack from 'webpack';
import { buildUnminified, effectiveOptions, projectDir, proves, runOnce, runScript, webpackSource, writeFiles } from './proof';

describe('/concepts/modules/', () => {
  proves('/concepts/modules/#module-types', 'asset/bytes gives the import the bytes as a Uint8Array and emits no file; asset/source gives the text and emits none', async () => {
    const dir = await projectDir('modules-asset-bytes');
    const built = await buildUnminified(dir, {
      'src/data.bin': 'AB',
      'src/note.txt': 'hi',
      'src/index.js': "import bytes from './data.bin';\nimport text from './note.txt';\nconsole.log(bytes instanceof Uint8Array, Array.from(bytes).join(','), text);\n",
    }, {
      mode: 'none', target: 'node', entry: './src/index.js',
      module: { rules: [{ test: /\.bin$/, type: 'asset/bytes' }, { test: /\.txt$/, type: 'asset/source' }] },
    });
    expect(built.errors).toEqual([]);
    expect(built.files).toEqual(['main.js']);
    expect(runScript(join(dir, 'dist/main.js'))).toBe('true 65,66 hi');
  });
});

// A loader standing in for css-loader: returns JavaScript.
const cssToJsLoader = "module.exports = function (css) { return 'export default ' + JSON.stringify(css) + ';'; };\n";
const cssFiles = { 'src/a.css': '.a { color: red; }\n', 'src/index.js': "import css from './a.css';\nconsole.log(css);\n" };

describe('/concepts/loaders/', () => {
  proves('/concepts/loaders/#installing-and-configuring', "with experiments.css 'auto' a loader rule for .css turns the built-in CSS support off for the whole build", async () => {
    const rules = [{ test: /\.css$/, use: 'x-loader' }];
    expect(effectiveOptions({ mode: 'development', module: { rules } }).experiments.css).toBe(false);
    expect(effectiveOptions({ mode: 'development', experiments: { css: true }, module: { rules } }).experiments.css).toBe(true);
    expect(effectiveOptions({ mode: 'development', experiments: { futureDefaults: true }, module: { rules } }).experiments.css).toBe(true);
    const dir = await projectDir('loaders-css-auto');
    const built = await buildUnminified(dir, { ...cssFiles, 'css.js': cssToJsLoader }, {
      mode: 'development', devtool: false, target: 'node', entry: './src/index.js', module: { rules: [{ test: /\.css$/, use: join(dir, 'css.js') }] },
    });
    expect(built.errors).toEqual([]);
    expect(built.files).toEqual(['main.js']);
    expect(runScript(join(dir, 'dist/main.js'))).toContain('color: red');
  });

  proves('/concepts/loaders/#installing-and-configuring', "a pre loader rule for .css keeps experiments.css 'auto', and the module it runs on is parsed as JavaScript", async () => {
    const dir = await projectDir('loaders-css-pre');
    const rules = [{ test: /\.css$/, enforce: 'pre' as const, use: join(dir, 'css.js') }];
    expect(effectiveOptions({ mode: 'development', module: { rules } }).experiments.css).toBe('auto');
    const built = await buildUnminified(dir, { ...cssFiles, 'css.js': cssToJsLoader }, { mode: 'development', devtool: false, target: 'web', entry: './src/index.js', module: { rules } });
    expect(built.errors).toEqual([]);
    expect(built.files).toEqual(['main.js']);
    expect(await built.read('main.js')).toContain('color: red');
  });

  proves('/concepts/loaders/#installing-and-configuring', "with experiments.css: true the built-in support parses the loader's JavaScript as CSS unless the rule sets type: 'javascript/auto'", async () => {
    const on = async (name: string, type?: string) => {
      const dir = await projectDir(name);
      // A web target, where the built-in CSS support writes a stylesheet (the typed build has no CSS, so it runs in Node.js too).
      const built = await buildUnminified(dir, { ...cssFiles, 'css.js': cssToJsLoader }, {
        mode: 'development', devtool: false, target: 'web', entry: './src/index.js', experiments: { css: true },
        module: { rules: [{ test: /\.css$/, ...(type ? { type } : {}), use: join(dir, 'css.js') }] },
      });
      return { dir, built };
    };
    const plain = await on('loaders-css-true');
    expect(plain.built.files).toContain('main.css');
    expect(await plain.built.read('main.css')).toContain('export default ".a { color: red; }');
    expect(plain.built.warnings.join('\n')).toContain("export 'default' (imported as 'css') was not found");
    const typed = await on('loaders-css-true-typed', 'javascript/auto');
    expect(typed.built.errors).toEqual([]);
    expect(typed.built.files).toEqual(['main.js']);
    expect(runScript(join(typed.dir, 'dist/main.js'))).toContain('color: red');
  });
});

// Local loaders standing in for file-loader and raw-loader with their default esModule: true.
const fileLoaderLike = "module.exports = function (content) {\n  this.emitFile('logo.png', content);\n  return 'export default __webpack_public_path__ + \"logo.png\";';\n};\nmodule.exports.raw = true;\n";
const rawLoaderLike = (esModule: boolean) => `module.exports = function (content) { return '${esModule ? 'export default ' : 'module.exports = '}' + JSON.stringify(content) + ';'; };\n`;

describe('/migrate/5/', () => {
  proves('/migrate/5/#asset-modules-replace-file-url-and-raw-loaders', "type: 'javascript/auto' alone makes a new URL() reference to a file-loader file end in [object Module]; with dependency: { not: ['url'] } it points to an emitted asset and the import still gets the loader's URL", async () => {
    const files = { 'file.js': fileLoaderLike, 'src/logo.png': 'PNGDATA', 'src/index.js': "import logo from './logo.png';\nconsole.log(new URL('./logo.png', import.meta.url).pathname, logo);\n" };
    const config = (dir: string, extra: object) => ({
      mode: 'none' as const, target: 'node' as const, entry: './src/index.js', output: { publicPath: '/pub/' },
      module: { rules: [{ test: /\.png$/, type: 'javascript/auto', ...extra, use: join(dir, 'file.js') }] },
    });
    const dirA = await projectDir('m5-auto-only');
    await buildUnminified(dirA, files, config(dirA, {}));
    // the URL is resolved against the script's own URL: its path ends in the module's string form
    expect(runScript(join(dirA, 'dist/main.js'))).toMatch(/\/dist\/\[object%20Module\] \/pub\/logo\.png$/);
    const dirB = await projectDir('m5-dep-not-url');
    const b = await buildUnminified(dirB, files, config(dirB, { dependency: { not: ['url'] } }));
    const asset = b.files.find((file) => file.endsWith('.png') && file !== 'logo.png') as string;
    expect(await b.read(asset)).toBe('PNGDATA');
    expect(runScript(join(dirB, 'dist/main.js'))).toBe(`/pub/${asset} /pub/logo.png`);
  });

  proves('/migrate/5/#asset-modules-replace-file-url-and-raw-loaders', "with raw-loader and type: 'javascript/auto', esModule: false makes a new URL() reference point to the file's text", async () => {
    const dir = await projectDir('m5-raw-cjs');
    await buildUnminified(dir, { 'raw.js': rawLoaderLike(false), 'src/note.txt': 'notice', 'src/index.js': "console.log(new URL('./note.txt', import.meta.url).pathname);\n" },
      { mode: 'none', target: 'node', entry: './src/index.js', output: { publicPath: '/pub/' }, module: { rules: [{ test: /\.txt$/, type: 'javascript/auto', use: join(dir, 'raw.js') }] } });
    expect(runScript(join(dir, 'dist/main.js'))).toMatch(/\/dist\/notice$/);
  });
});

// One compiler run into a folder that may hold files already; the asset flags of its stats.
async function emitFlags(dir: string, filename: string): Promise<Record<string, { emitted: boolean; comparedForEmit: boolean; cached: boolean }>> {
  const compiler = webpack({ mode: 'none', context: dir, entry: './src/index.js', output: { path: join(dir, 'dist'), filename } });
  const stats = await runOnce(compiler);
  const assets = stats.toJson({ all: false, assets: true, cachedAssets: true }).assets ?? [];
  return Object.fromEntries(assets.map((a) => [a.name, { emitted: a.emitted, comparedForEmit: a.comparedForEmit, cached: a.cached }]));
}

describe('/contribute/plugin-patterns/', () => {
  proves('/contribute/plugin-patterns/#detecting-changed-chunks', 'a hashed file already on disk is kept unread and marked cached; a same-size file without a hash is compared, and written when it differs', async () => {
    const dir = await projectDir('emit-compare');
    await writeFiles(dir, { 'src/index.js': "console.log('emit');\n" });
    const first = await emitFlags(dir, '[name].[contenthash].js');
    const [hashed] = Object.keys(first) as [string];
    expect(first[hashed]).toMatchObject({ emitted: true, comparedForEmit: false });
    const original = await readFile(join(dir, 'dist', hashed), 'utf8');
    const tampered = original.replace('emit', 'EMIT');
    await writeFile(join(dir, 'dist', hashed), tampered);
    expect(await emitFlags(dir, '[name].[contenthash].js')).toEqual({ [hashed]: { emitted: false, comparedForEmit: false, cached: true } });
    expect(await readFile(join(dir, 'dist', hashed), 'utf8')).toBe(tampered);

    expect(await emitFlags(dir, 'plain.js')).toMatchObject({ 'plain.js': { emitted: true, comparedForEmit: false } });
    expect(await emitFlags(dir, 'plain.js')).toEqual({ 'plain.js': { emitted: false, comparedForEmit: true, cached: false } });
    await writeFile(join(dir, 'dist/plain.js'), (await readFile(join(dir, 'dist/plain.js'), 'utf8')).replace('emit', 'EMIT'));
    expect(await emitFlags(dir, 'plain.js')).toEqual({ 'plain.js': { emitted: true, comparedForEmit: true, cached: false } });
    expect(await readFile(join(dir, 'dist/plain.js'), 'utf8')).toContain("'emit'");
  });
});

describe('/glossary/', () => {
  proves('/glossary/#asset-module', 'asset/resource emits a file, asset/inline gives a data URL, asset/source the text and asset/bytes a Uint8Array', async () => {
    const dir = await projectDir('glossary-asset-types');
    const built = await buildUnminified(dir, {
      'src/a.png': 'PNG', 'src/b.svg': '<svg/>', 'src/c.txt': 'text', 'src/d.bin': 'AB',
      'src/index.js': "import a from './a.png';\nimport b from './b.svg';\nimport c from './c.txt';\nimport d from './d.bin';\nconsole.log(a, b, c, d instanceof Uint8Array, d.length);\n",
    }, {
      mode: 'none', target: 'node', entry: './src/index.js', output: { publicPath: '/p/' },
      module: { rules: [
        { test: /\.png$/, type: 'asset/resource' }, { test: /\.svg$/, type: 'asset/inline' },
        { test: /\.txt$/, type: 'asset/source' }, { test: /\.bin$/, type: 'asset/bytes' },
      ] },
    });
    const png = built.files.find((file) => file.endsWith('.png')) as string;
    expect(built.files).toEqual([png, 'main.js'].sort());
    expect(runScript(join(dir, 'dist/main.js'))).toBe(`/p/${png} data:image/svg+xml;base64,${Buffer.from('<svg/>').toString('base64')} text true 2`);
  });

  proves('/glossary/#cache', 'the memory cache is the default in development only; production and none have no cache', async () => {
    expect(effectiveOptions({ mode: 'development' }).cache).toMatchObject({ type: 'memory' });
    expect(effectiveOptions({ mode: 'production' }).cache).toBe(false);
    expect(effectiveOptions({ mode: 'none' }).cache).toBe(false);
  });
});

describe('/concepts/plugins/', () => {
  proves('/concepts/plugins/#anatomy-of-a-plugin', "the tap name reaches ProgressPlugin's handler for the plugin's step, but not the error an exception in the tap becomes", async () => {
    const dir = await projectDir('plugins-tap-name');
    await writeFiles(dir, { 'src/index.js': "console.log('tap');\n" });
    const run = async (throwing: boolean) => {
      const seen: string[] = [];
      const compiler = webpack({
        mode: 'none', context: dir, entry: './src/index.js', output: { path: join(dir, 'dist') },
        plugins: [
          new webpack.ProgressPlugin((_percentage, ...messages) => { seen.push(messages.join(' ')); }),
          { apply(c: webpack.Compiler) {
            c.hooks.thisCompilation.tap('NamedTapPlugin', (compilation) => {
              compilation.hooks.processAssets.tap('NamedTapPlugin', () => { if (throwing) throw new Error('failed in tap'); });
            });
          } },
        ],
      });
      const error = await new Promise<Error | null>((resolve) => compiler.run((err) => { compiler.close(() => undefined); resolve(err ?? null); }));
      return { seen, error };
    };
    const ok = await run(false);
    expect(ok.error).toBeNull();
    expect(ok.seen.some((line) => line.includes('NamedTapPlugin'))).toBe(true);
    const failed = await run(true);
    expect(failed.error?.name).toBe('HookWebpackError');
    expect(failed.error?.message).toBe('failed in tap');
    expect(String((failed.error as Error & { details?: string }).details ?? '')).not.toContain('NamedTapPlugin');
  });
});

describe('/concepts/under-the-hood/', () => {
  proves('/concepts/under-the-hood/#phase-2-sealing-and-chunking', 'a module the parent chunk already loads is left out of the async chunk, with removeAvailableModules off (its default)', async () => {
    expect(effectiveOptions({ mode: 'production' }).optimization.removeAvailableModules).toBe(false);
    expect(effectiveOptions({ mode: 'development' }).optimization.removeAvailableModules).toBe(false);
    const dir = await projectDir('under-the-hood-available');
    const built = await buildUnminified(dir, {
      'src/shared.js': "export const shared = 'SHARED_MARK';\n",
      'src/lazy.js': "import { shared } from './shared.js';\nexport const lazy = shared + '!';\n",
      'src/index.js': "import { shared } from './shared.js';\nconsole.log(shared);\nimport('./lazy.js').then((m) => console.log(m.lazy));\n",
    }, { mode: 'development', devtool: false, target: 'node', entry: './src/index.js' });
    expect(built.errors).toEqual([]);
    const lazyFile = built.files.find((file) => file !== 'main.js') as string;
    expect(await built.read(lazyFile)).toContain("'!'");
    expect(await built.read(lazyFile)).not.toContain('SHARED_MARK');
    expect(runScript(join(dir, 'dist/main.js'))).toBe('SHARED_MARK\nSHARED_MARK!');
  });
});

describe('/concepts/why-webpack/', () => {
  proves('/concepts/why-webpack/#what-webpack-does', 'a file no module references is not emitted; an imported but unused image is, unless sideEffects: false lets production drop it', async () => {
    const files = {
      'src/used.png': 'USED', 'src/unused.png': 'UNUSED', 'src/orphan.png': 'ORPHAN',
      'src/index.js': "import used from './used.png';\nimport unused from './unused.png';\nconsole.log(used);\n",
    };
    const config = { mode: 'production' as const, entry: './src/index.js', module: { rules: [{ test: /\.png$/, type: 'asset/resource' as const }] } };
    const contents = async (built: { files: string[]; read(file: string): Promise<string> }) =>
      (await Promise.all(built.files.filter((file) => file.endsWith('.png')).map((file) => built.read(file)))).sort();
    const plainDir = await projectDir('why-unused-plain');
    const plain = await buildUnminified(plainDir, { ...files, 'package.json': '{ "name": "why-plain" }' }, config);
    expect(await contents(plain)).toEqual(['UNUSED', 'USED']);
    const flaggedDir = await projectDir('why-unused-flagged');
    const flagged = await buildUnminified(flaggedDir, { ...files, 'package.json': '{ "name": "why-flagged", "sideEffects": false }' }, config);
    expect(await contents(flagged)).toEqual(['USED']);
  });
});

describe('/migrate/5/', () => {
  proves('/migrate/5/#plugin-and-loader-authors', 'after processAssets, compilation.assets is frozen only with an explicit experiments.backCompat: false (a strict-mode change throws), not with futureDefaults alone', async () => {
    const dir = await projectDir('m5-frozen-assets');
    await writeFiles(dir, { 'src/index.js': "console.log('assets');\n" });
    const atEmit = async (experiments: webpack.Configuration['experiments'], name: string) => {
      let frozen: boolean | undefined;
      let thrown = '';
      const compiler = webpack({
        mode: 'development', devtool: false, context: dir, entry: './src/index.js', output: { path: join(dir, `dist-${name}`) },
        experiments,
        plugins: [{ apply(c: webpack.Compiler) {
          c.hooks.emit.tap('LateAssetPlugin', (compilation) => {
            frozen = Object.isFrozen(compilation.assets);
            // a plugin file in strict mode adding a file the old way
            const addLate = new Function('assets', 'source', "'use strict'; assets['late.txt'] = source;") as (assets: unknown, source: unknown) => void;
            try {
              addLate(compilation.assets, new c.webpack.sources.RawSource('late'));
            } catch (error) { thrown = (error as Error).constructor.name; }
          });
        } }],
      });
      await runOnce(compiler);
      return { frozen, thrown };
    };
    expect(effectiveOptions({}).experiments.backCompat).toBe(true);
    expect(effectiveOptions({ experiments: { futureDefaults: true } }).experiments.backCompat).toBe(false);
    expect(await atEmit({}, 'plain')).toEqual({ frozen: false, thrown: '' });
    expect(await atEmit({ futureDefaults: true }, 'future')).toEqual({ frozen: false, thrown: '' });
    expect(await atEmit({ backCompat: false }, 'no-back-compat')).toEqual({ frozen: true, thrown: 'TypeError' });
    const source = await webpackSource('lib/Compilation.js', 'soonFrozenObjectDeprecation(', 8);
    expect(source).toContain('DEP_WEBPACK_COMPILATION_ASSETS');
  });
});

describe('/comparison/', () => {
  proves('/comparison/#feature-table', "built-in CSS stays 'auto' without a .css rule and beside a pre or post loader rule; a rule with loaders or a type turns it off", async () => {
    const css = (rules: webpack.RuleSetRule[]) => effectiveOptions({ mode: 'production', module: { rules } }).experiments.css;
    expect(css([])).toBe('auto');
    expect(css([{ test: /\.css$/i, enforce: 'pre', use: 'some-loader' }])).toBe('auto');
    expect(css([{ test: /\.css$/i, enforce: 'post', use: 'some-loader' }])).toBe('auto');
    expect(css([{ test: /\.css$/i, use: ['style-loader', 'css-loader'] }])).toBe(false);
    expect(css([{ test: /\.css$/i, type: 'css/module' }])).toBe(false);
  });
});
