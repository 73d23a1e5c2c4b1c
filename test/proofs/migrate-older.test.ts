// Proofs of what the older migration guides (to v4 from v3, to v2/v3 from v1, the overview) say about webpack 5.112,
// where a reader continuing to version 5 relies on it (audit record: docs/audit/migrate.md).
import { createRequire } from 'node:module';
import { join } from 'node:path';
import webpack from 'webpack';
import { buildUnminified as build, effectiveOptions as defaults, projectDir, proves, validationLine as validation, webpackSource, writeFiles } from './proof';

describe('/migrate/4/', () => {
  proves('/migrate/4/#stopping-output-on-errors', 'emitOnErrors is false in production and true in development', () => {
    expect([defaults({ mode: 'production' }).optimization.emitOnErrors, defaults({ mode: 'development' }).optimization.emitOnErrors]).toEqual([false, true]);
    return Promise.resolve();
  });

  proves('/migrate/4/#minification', "a minimizer array replaces the defaults, and in webpack 5 '...' stands for them", () => {
    const own = { apply: () => undefined };
    expect(webpack({ mode: 'production', optimization: { minimizer: [own] } }).options.optimization.minimizer).toHaveLength(1);
    expect(webpack({ mode: 'production', optimization: { minimizer: ['...', own] } }).options.optimization.minimizer).toHaveLength(2);
    return Promise.resolve();
  });

  proves('/migrate/4/#json-and-module-types', 'a loader that turns .json into JavaScript needs type javascript/auto', async () => {
    const dir = await projectDir('json-loader');
    await writeFiles(dir, { 'json-to-js.js': 'module.exports = (s) => `module.exports = ${s};`;\n' });
    const files = { 'src/index.js': "console.log(require('./data.json').answer);\n", 'src/data.json': '{ "answer": 42 }\n' };
    const loader = join(dir, 'json-to-js.js');
    const broken = await build(dir, files, { entry: './src/index.js', module: { rules: [{ test: /\.json$/, use: loader }] } });
    expect(broken.errors.join('\n')).toMatch(/Unexpected token|is not valid JSON/);
    const fixed = await build(await projectDir('json-loader-typed'), { ...files, 'json-to-js.js': 'module.exports = (s) => `module.exports = ${s};`;\n' }, {
      entry: './src/index.js',
      module: { rules: [{ test: /\.json$/, type: 'javascript/auto', use: loader }] },
    });
    expect(fixed.errors).toEqual([]);
  });

  proves('/migrate/4/#import-and-commonjs-modules', "import() of a CommonJS module resolves to a namespace whose default is module.exports", async () => {
    const dir = await projectDir('import-cjs');
    await build(dir, { 'src/index.js': "module.exports = import('./legacy.js').then((ns) => ns.default);\n", 'src/legacy.js': "module.exports = { start: 'STARTED' };\n" }, {
      mode: 'none',
      target: 'node',
      entry: './src/index.js',
      output: { library: { type: 'commonjs2' } },
    });
    expect(await (createRequire(__filename)(join(dir, 'dist/main.js')) as Promise<unknown>)).toEqual({ start: 'STARTED' });
  });

  proves('/migrate/4/#loaders-and-plugins-need-updates', 'compiler.plugin() no longer exists in webpack 5', () => {
    expect((webpack({}) as unknown as Record<string, unknown>).plugin).toBeUndefined();
    return Promise.resolve();
  });
});

describe('/migrate/3/', () => {
  proves('/migrate/3/#passing-options-to-loaders', 'webpack 5 rejects the query alias of options', () => {
    expect(validation({ module: { rules: [{ test: /x/, loader: 'a', query: {} }] } })).toContain("unknown property 'query'");
    return Promise.resolve();
  });

  proves('/migrate/3/#the--loader-suffix-is-required', 'webpack 5 rejects resolveLoader.moduleExtensions', () => {
    expect(validation({ resolveLoader: { moduleExtensions: ['-loader'] } })).toContain("unknown property 'moduleExtensions'");
    return Promise.resolve();
  });

  proves('/migrate/3/#systemimport-becomes-import', 'an import() with an expression creates a chunk for every file that can match', async () => {
    const built = await build(await projectDir('import-expression'), {
      'src/index.js': 'const lang = process.argv[2];\nimport(`./locales/${lang}.json`);\n',
      'src/locales/en.json': '{ "hi": "hello" }\n',
      'src/locales/fr.json': '{ "hi": "salut" }\n',
      'src/locales/de.json': '{ "hi": "hallo" }\n',
    }, { entry: './src/index.js' });
    expect(built.files.filter((f) => f !== 'main.js')).toHaveLength(3);
  });
});

describe('/migrate/', () => {
  proves('/migrate/#read-the-deprecation-warnings', 'deprecations carry codes such as DEP_WEBPACK_COMPILATION_ASSETS; webpack/bin/webpack.js exists', async () => {
    expect(await webpackSource('lib/Compilation.js', '"DEP_WEBPACK_COMPILATION_ASSETS"', 1)).toContain('DEP_WEBPACK_COMPILATION_ASSETS');
    expect(require.resolve('webpack/bin/webpack.js')).toMatch(/webpack[\\/]bin[\\/]webpack\.js$/);
  });
});
