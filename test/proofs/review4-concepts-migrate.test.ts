// Proofs of statements on the concepts and migration pages checked in their fourth audit
// (docs/audit/concepts.md and docs/audit/migrate.md, "Fourth round").
import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import webpack from 'webpack';
import { buildUnminified, effectiveOptions, projectDir, proves, validationLine, webpackSource, writeFiles } from './proof';

const examples = join(__dirname, '..', '..', '.tmp', 'docs-examples', 'node_modules');

describe('concepts pages', () => {
  proves('/concepts/configuration/#a-plain-object', 'a misspelt option fails validation, except under experiments (ignored without a warning), in module-type keys of parser/generator options, and in devServer, which the dev server checks', async () => {
    expect(validationLine({ optimisation: {} })).toContain("unknown property 'optimisation'");
    expect(validationLine({ output: { fileName: 'x.js' } })).toContain("unknown property 'fileName'");
    expect(validationLine({ experiments: { lazyCompilaton: true, outputModule: true } })).toBe('valid');
    expect(validationLine({ module: { parser: { javascrpt: {} }, generator: { assett: {} }, rules: [{ test: /x/, parser: { anything: 1 } }] } })).toBe('valid');
    expect(validationLine({ module: { parser: { javascript: { anything: 1 } } } })).toContain("unknown property 'anything'");
    expect(validationLine({ devServer: { hott: true } })).toBe('valid');
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const DevServer = require('webpack-dev-server');
    expect(() => new DevServer({ hott: true }, webpack({ mode: 'none' }))).toThrow(/Dev Server has been initialized using an options object that does not match the API schema/);
    const built = await buildUnminified(await projectDir('experiments-typo'), { 'src/index.js': 'console.log(1);\n' }, {
      entry: './src/index.js',
      experiments: { lazyCompilaton: true } as webpack.Configuration['experiments'],
    });
    expect(built.errors).toEqual([]);
    expect(built.warnings).toEqual([]);
  });

  proves('/concepts/loaders/#installing-and-configuring', 'with no configuration an image referenced by new URL() or from CSS is emitted, while an import of it fails for want of a rule', async () => {
    const png = '\x89PNG\r\n';
    const referenced = await buildUnminified(await projectDir('asset-new-url'), {
      'src/logo.png': png,
      'src/a.css': 'body { background: url(./bg.png); }\n',
      'src/bg.png': `${png}background`,
      'src/index.js': "import './a.css';\nconsole.log(new URL('./logo.png', import.meta.url));\n",
    }, { entry: './src/index.js' });
    expect(referenced.errors).toEqual([]);
    expect(referenced.files.filter((file) => file.endsWith('.png')).length).toBe(2);
    const imported = await buildUnminified(await projectDir('asset-import'), { 'src/logo.png': png, 'src/index.js': "import logo from './logo.png';\nconsole.log(logo);\n" }, { entry: './src/index.js' });
    expect(imported.errors.join('\n')).toContain('You may need an appropriate loader to handle this file type');
  });

  proves('/concepts/loaders/#installing-and-configuring', 'a use entry can be a function returning a loader entry, and falsy entries are skipped', async () => {
    const built = await buildUnminified(await projectDir('use-entries'), {
      'src/index.js': 'console.log(1);\n',
      'loaders/tag.js': "module.exports = function (source) { return source + '// tagged by a use function\\n'; };\n",
    }, {
      mode: 'none',
      entry: './src/index.js',
      module: { rules: [{ test: /\.js$/, include: /src/, use: [false, '', null, () => ({ loader: './loaders/tag.js' })] }] },
      resolveLoader: { modules: ['node_modules', '.'] },
    });
    expect(built.errors).toEqual([]);
    expect(await built.read('main.js')).toContain('// tagged by a use function');
  });

  proves('/concepts/module-resolution/#three-kinds-of-request', 'the places tried are listed for one or two resolve errors, and hidden from three on unless errorDetails is true', async () => {
    const failing = async (count: number, errorDetails?: boolean) => {
      const dir = await projectDir(`error-details-${count}-${String(errorDetails)}`);
      const source = Array.from({ length: count }, (_, i) => `import './missing${i}';`).join('\n');
      const files = { 'src/index.js': `${source}\n` };
      await writeFiles(dir, files);
      const compiler = webpack({ mode: 'none', context: dir, entry: './src/index.js', output: { path: join(dir, 'dist') } });
      const stats = await new Promise<webpack.Stats>((resolve, reject) => compiler.run((error, result) => (error || !result ? reject(error) : resolve(result))));
      await new Promise((resolve) => compiler.close(resolve));
      return stats.toString(errorDetails === undefined ? {} : { errorDetails });
    };
    expect(await failing(2)).toMatch(/missing0\.js doesn't exist/);
    const three = await failing(3);
    expect(three).not.toMatch(/missing0\.js doesn't exist/);
    expect(three).toContain("Use 'stats.errorDetails: true' resp. '--stats-error-details' to show it.");
    expect(await failing(3, true)).toMatch(/missing0\.js doesn't exist/);
  });

  proves('/concepts/manifest/#why-the-manifest-matters-for-caching', 'a vendors cache group splits only when the vendor code and what stays in main both reach minSize in production', async () => {
    const big = `module.exports = [${Array.from({ length: 3000 }, (_, i) => JSON.stringify(`item${i}xxxx`)).join(',')}];\n`;
    const files = (app: string) => ({
      'node_modules/big/package.json': '{"name":"big","main":"index.js"}\n',
      'node_modules/big/index.js': big,
      'src/index.js': `import big from 'big';\nconsole.log(big.length, ${JSON.stringify(app)});\n`,
    });
    const config: webpack.Configuration = {
      entry: './src/index.js',
      output: { filename: '[name].js' },
      optimization: { runtimeChunk: 'single', splitChunks: { cacheGroups: { vendor: { test: /[\\/]node_modules[\\/]/, name: 'vendors', chunks: 'all' } } } },
    };
    expect((await buildUnminified(await projectDir('vendors-small-main'), files('small app'), config)).files).toEqual(['main.js', 'runtime.js']);
    expect((await buildUnminified(await projectDir('vendors-large-main'), files('y'.repeat(25000)), config)).files).toEqual(['main.js', 'runtime.js', 'vendors.js']);
  });

  proves('/concepts/manifest/#an-asset-manifest-for-your-server', 'WebpackManifestPlugin keys entries by name and lazy chunks by id, with the public path and a 20-character hash', async () => {
    expect(effectiveOptions({}).output.hashDigestLength).toBe(20);
    // The plugin is an ES module package, which jest cannot require: the build runs in a child Node.js.
    const dir = await projectDir('asset-manifest');
    await writeFiles(dir, {
      'src/index.js': "import('./lazy').then((m) => console.log(m.default));\n",
      'src/lazy.js': "export default 'lazy';\n",
      'build.mjs': [
        `import webpack from ${JSON.stringify(require.resolve('webpack'))};`,
        `import { WebpackManifestPlugin } from ${JSON.stringify(join(examples, 'webpack-manifest-plugin', 'dist', 'index.js'))};`,
        "const compiler = webpack({ mode: 'production', context: process.cwd(), entry: './src/index.js',",
        "  output: { path: process.cwd() + '/dist', filename: '[name].[contenthash].js', publicPath: '/static/' }, plugins: [new WebpackManifestPlugin()] });",
        'compiler.run((error, stats) => { if (error || stats.hasErrors()) process.exit(1); compiler.close(() => {}); });',
      ].join('\n'),
    });
    await promisify(execFile)(process.execPath, ['build.mjs'], { cwd: dir });
    const built = { read: (file: string) => readFile(join(dir, 'dist', file), 'utf8') };
    const manifest = JSON.parse(await built.read('manifest.json')) as Record<string, string>;
    expect(manifest['main.js']).toMatch(/^\/static\/main\.[0-9a-f]{20}\.js$/);
    const lazy = Object.keys(manifest).find((key) => key !== 'main.js');
    expect(lazy).toMatch(/^\d+\.js$/);
    expect(manifest[lazy as string]).toMatch(/^\/static\/\d+\.[0-9a-f]{20}\.js$/);
  });

  proves('/concepts/manifest/#seeing-the-runtime', 'a development bundle opens with __webpack_modules__, then the module cache, __webpack_require__ and runtime helpers, and ends with the startup code', async () => {
    const built = await buildUnminified(await projectDir('runtime-layout'), {
      'src/index.js': "import { a } from './a';\nconsole.log(a);\nimport('./lazy');\n",
      'src/a.js': 'export const a = 1;\n',
      'src/lazy.js': 'export default 2;\n',
    }, { mode: 'development', entry: './src/index.js' });
    const code = await built.read('main.js');
    const at = (text: string) => {
      const index = code.indexOf(text);
      expect(index).toBeGreaterThanOrEqual(0);
      return index;
    };
    const order = [at('var __webpack_modules__ = ('), at('"./src/a.js"'), at('// The module cache'), at('function __webpack_require__(moduleId)'), at('/* webpack/runtime/'), at('// startup'), at('__webpack_require__("./src/index.js")')];
    expect([...order].sort((x, y) => x - y)).toEqual(order);
  });

  proves('/concepts/targets/#combining-targets', "a web plus node target (or 'universal') turns output.module on: .mjs files, module chunk format, chunks loaded with import()", () => {
    for (const target of ['universal', ['web', 'node']] as webpack.Configuration['target'][]) {
      const { output } = effectiveOptions({ target });
      expect([output.module, output.filename, output.chunkFormat, output.chunkLoading]).toEqual([true, '[name].mjs', 'module', 'import']);
    }
    return Promise.resolve();
  });

  proves('/concepts/targets/#default-target', "without a browserslist configuration the target is 'web'; with one it is 'browserslist'", async () => {
    const plain = await projectDir('target-plain');
    const listed = await projectDir('target-listed');
    await writeFiles(plain, { 'package.json': '{"name":"plain"}\n' });
    await writeFiles(listed, { 'package.json': '{"name":"listed","browserslist":["chrome 100"]}\n' });
    expect(effectiveOptions({ context: plain }).target).toBe('web');
    expect(effectiveOptions({ context: listed }).target).toBe('browserslist');
  });

  proves('/concepts/under-the-hood/#the-main-actors', "the JavaScript parser is webpack's own syntax parser, and webpack does not depend on acorn at run time", async () => {
    expect(await webpackSource('lib/javascript/JavascriptParser.js', 'require("./syntax-parser")', 1)).toContain('syntax-parser');
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const pkg = require('webpack/package.json') as { dependencies: Record<string, string> };
    expect(Object.keys(pkg.dependencies)).not.toContain('acorn');
  });

  proves('/concepts/dependency-graph/#from-modules-to-chunks', 'empty chunks are removed and duplicate chunks merged by default; splitChunks minSize is 20000 in production and 10000 in development', () => {
    const production = effectiveOptions({ mode: 'production' }).optimization;
    const development = effectiveOptions({ mode: 'development' }).optimization;
    expect([production.removeEmptyChunks, production.mergeDuplicateChunks]).toEqual([true, true]);
    expect([(production.splitChunks as { minSize: unknown }).minSize, (development.splitChunks as { minSize: unknown }).minSize]).toEqual([20000, 10000]);
    expect((production.splitChunks as { chunks: unknown }).chunks).toBe('async');
    return Promise.resolve();
  });

  proves('/concepts/dependency-graph/#from-modules-to-chunks', 'a library only one lazy chunk uses is split out in development, but not in production when too little would remain', async () => {
    const files = {
      'node_modules/big/package.json': '{"name":"big","main":"index.js"}\n',
      'node_modules/big/index.js': `module.exports = ${JSON.stringify('x'.repeat(30000))};\n`,
      'src/index.js': "import('./lazy').then((m) => m);\n",
      'src/lazy.js': "import big from 'big';\nconsole.log(big.length);\n",
    };
    const production = await buildUnminified(await projectDir('remaining-production'), files, { mode: 'production', entry: './src/index.js' });
    expect(production.files.length).toBe(2);
    const development = await buildUnminified(await projectDir('remaining-development'), files, { mode: 'development', devtool: false, entry: './src/index.js' });
    expect(development.files).toContain('vendors-node_modules_big_index_js.js');
    expect(development.files.length).toBe(3);
  });
});

describe('migration pages', () => {
  proves('/migrate/5/#remove-deprecated-options', 'removed options fail validation everywhere except under experiments', () => {
    expect(validationLine({ output: { jsonpFunction: 'x' } })).toContain("unknown property 'jsonpFunction'");
    expect(validationLine({ experiments: { outputModule: true, topLevelAwait: true } })).toBe('valid');
    return Promise.resolve();
  });

  proves('/migrate/4/#from-commonschunkplugin-to-splitchunks', 'in webpack 5 a vendors cache group leaves node_modules code below minSize (20 kB in production) in the entry', async () => {
    expect((effectiveOptions({ mode: 'production' }).optimization.splitChunks as { minSize: unknown }).minSize).toBe(20000);
    const vendor = (size: number) => ({
      'node_modules/lib/package.json': '{"name":"lib","main":"index.js"}\n',
      'node_modules/lib/index.js': `module.exports = ${JSON.stringify('x'.repeat(size))};\n`,
    });
    const config: webpack.Configuration = {
      entry: { home: './src/home.js', search: './src/search.js' },
      output: { filename: '[name].js' },
      optimization: { runtimeChunk: 'single', splitChunks: { cacheGroups: { vendor: { test: /[\\/]node_modules[\\/]/, name: 'vendors', chunks: 'all' } } } },
    };
    const entries = { 'src/home.js': "console.log(require('lib').length);\n", 'src/search.js': "console.log(require('lib').length, 2);\n" };
    expect((await buildUnminified(await projectDir('v4-vendors-small'), { ...entries, ...vendor(15000) }, config)).files).toEqual(['home.js', 'runtime.js', 'search.js']);
    expect((await buildUnminified(await projectDir('v4-vendors-large'), { ...entries, ...vendor(25000) }, config)).files).toEqual(['home.js', 'runtime.js', 'search.js', 'vendors.js']);
  });

  proves('/migrate/5/#json-modules-and-named-exports', 'a named import from JSON warns in a .js file and is an error in a strict ES module (.mjs, or .js under "type": "module")', async () => {
    const named = "import { version } from './p.json';\nconsole.log(version);\n";
    const json = { 'src/p.json': '{"version":"1"}\n' };
    const auto = await buildUnminified(await projectDir('json-named-auto'), { ...json, 'src/index.js': named }, { entry: './src/index.js' });
    expect(auto.errors).toEqual([]);
    expect(auto.warnings.join('\n')).toContain("Should not import the named export 'version'");
    const mjs = await buildUnminified(await projectDir('json-named-mjs'), { ...json, 'src/index.mjs': named }, { entry: './src/index.mjs' });
    expect(mjs.errors.join('\n')).toContain("Can't import the named export 'version'");
    const typeModule = await buildUnminified(await projectDir('json-named-type-module'), { ...json, 'package.json': '{"type":"module"}\n', 'src/index.js': named }, { entry: './src/index.js' });
    expect(typeModule.errors.join('\n')).toContain("Can't import the named export 'version'");
  });

  proves('/migrate/3/#systemimport-becomes-import', 'webpack 5 ignores System.import unless parser.javascript.system is true, and then warns that it is deprecated', async () => {
    const files = { 'src/index.js': "System.import('./chart').then((chart) => chart.draw());\n", 'src/chart.js': 'export const draw = () => 1;\n' };
    const off = await buildUnminified(await projectDir('system-off'), files, { mode: 'none', entry: './src/index.js' });
    expect(off.files).toEqual(['main.js']);
    expect(off.warnings).toEqual([]);
    const on = await buildUnminified(await projectDir('system-on'), files, { mode: 'none', entry: './src/index.js', module: { parser: { javascript: { system: true } } } });
    expect(on.files.length).toBe(2);
    expect(on.warnings.join('\n')).toMatch(/System\.import\(\) is deprecated/);
  });
});
