// Proofs of the behaviour statements checked in the seventh round of the guides audit
// (docs/audit/guides.md, "Seventh round").
import { join } from 'node:path';
import { build, buildUnminified, effectiveOptions, projectDir, proves, webpackSource } from './proof';

// exports-loader 5.0.0 comes from the examples' toolchain.
const examples = join(__dirname, '..', '..', '.tmp', 'docs-examples', 'node_modules');

describe('/guides/hot-module-replacement/', () => {
  proves('/guides/hot-module-replacement/#use-importmeta-in-es-modules', 'in a "type": "module" package a .js file gets no module variable, a .cjs file still does', async () => {
    const dir = await projectDir('hmr-module-variable');
    const built = await buildUnminified(
      dir,
      {
        'package.json': '{ "name": "hmr-module-variable", "type": "module" }\n',
        'src/index.js': "import fromCjs from './legacy.cjs';\nexport const fromEsm = typeof module;\nconsole.log(fromEsm, fromCjs);\n",
        'src/legacy.cjs': 'module.exports = typeof module;\n',
      },
      { mode: 'development', devtool: false, entry: './src/index.js' },
    );
    expect(built.errors).toEqual([]);
    const code = await built.read('main.js');
    // The CommonJS file is wrapped with a `module` parameter, so `typeof module` is known at build time.
    expect(code).toContain('module.exports = "object";');
    // The ES module gets no `module`: the expression is left to whatever the environment has.
    expect(code).toContain('const fromEsm = typeof module;');
  });
});

describe('/guides/entry-advanced/', () => {
  proves('/guides/entry-advanced/#without-a-plugin-built-in-css', "experiments.css is 'auto' (true under futureDefaults) and switches off for a rule matching .css or .module.css files", async () => {
    expect(effectiveOptions({ mode: 'production' }).experiments.css).toBe('auto');
    expect(effectiveOptions({ mode: 'production', experiments: { futureDefaults: true } }).experiments.css).toBe(true);
    expect(effectiveOptions({ mode: 'production', module: { rules: [{ test: /\.s[ac]ss$/i, use: 'sass-loader' }] } }).experiments.css).toBe('auto');
    expect(effectiveOptions({ mode: 'production', module: { rules: [{ test: /\.css$/i, use: 'css-loader' }] } }).experiments.css).toBe(false);
    expect(effectiveOptions({ mode: 'production', module: { rules: [{ test: /\.module\.css$/i, use: 'css-loader' }] } }).experiments.css).toBe(false);
  });
});

describe('/guides/tree-shaking/', () => {
  proves('/guides/tree-shaking/#let-the-minifier-remove-dead-code', "the built-in minimizer runs Terser, webpack's own printer under experiments.futureDefaults", async () => {
    const source = await webpackSource('lib/config/defaults.js', 'const javascriptMinify = futureDefaults', 8);
    expect(source).toContain('require.resolve("../javascript/jsMinify")');
    expect(source).toContain('export: "terserMinify"');
  });

  proves('/guides/tree-shaking/#let-the-minifier-remove-dead-code', 'without a JavaScript minimizer in optimization.minimizer, unused exports are marked but not removed', async () => {
    const files = {
      'src/math.js': 'export function add(a, b) { return a + b; }\nexport function clampValue(v) { return Math.min(Math.max(v, 0), 1); }\n',
      'src/index.js': "import { add } from './math.js';\ndocument.body.textContent = '2 + 3 = ' + add(2, 3);\n",
    };
    const withDefault = await build(await projectDir('tree-shaking-default-minimizer'), files, { mode: 'production', devtool: false, entry: './src/index.js' });
    expect(await withDefault.read('main.js')).not.toContain('Math.max');
    const withoutJs = await build(await projectDir('tree-shaking-no-minimizer'), files, { mode: 'production', devtool: false, entry: './src/index.js', optimization: { minimizer: [] } });
    const code = await withoutJs.read('main.js');
    // clampValue is unused, yet its code stays in the bundle.
    expect(code).toContain('function clampValue(v) { return Math.min(Math.max(v, 0), 1); }');
  });
});

describe('/guides/asset-modules/', () => {
  proves('/guides/asset-modules/#assets-referenced-with-new-url', 'a new URL() asset with no rule is emitted whatever its size; a matching asset rule inlines it', async () => {
    const pdf = '%PDF-1.4\n' + 'x'.repeat(500) + '\n%%EOF\n';
    const files = {
      'src/docs/manual.pdf': pdf,
      'src/index.js': "const manualUrl = new URL('./docs/manual.pdf', import.meta.url);\nconsole.log(manualUrl.href);\n",
    };
    const plain = await buildUnminified(await projectDir('asset-new-url-plain'), files, { mode: 'development', devtool: false, entry: './src/index.js' });
    expect(plain.files.filter((f) => f.endsWith('.pdf'))).toHaveLength(1);
    const ruled = await buildUnminified(await projectDir('asset-new-url-rule'), files, {
      mode: 'development',
      devtool: false,
      entry: './src/index.js',
      module: { rules: [{ test: /\.(png|svg|pdf)$/i, type: 'asset' }] },
    });
    expect(ruled.files).toEqual(['main.js']);
    expect(await ruled.read('main.js')).toContain('data:application/pdf;base64,');
  });
});

describe('/guides/shimming/', () => {
  proves('/guides/shimming/#export-a-global-variable', "exports-loader rejects 'default' and 'named' with type: 'commonjs'", async () => {
    for (const syntax of ['default', 'named']) {
      const built = await buildUnminified(
        await projectDir(`shimming-exports-commonjs-${syntax}`),
        {
          'src/csv.js': 'function parseCsv(t) { return t.split(","); }\n',
          'src/index.js': "const parse = require('./csv.js');\nconsole.log(parse);\n",
        },
        { mode: 'development', devtool: false, entry: './src/index.js', resolveLoader: { modules: [examples, 'node_modules'] }, module: { rules: [{ test: /csv\.js$/, loader: 'exports-loader', options: { type: 'commonjs', exports: `${syntax} parseCsv` } }] } },
      );
      expect(built.errors.join('\n')).toContain(`The "commonjs" format can't be used with the "${syntax}" syntax export`);
    }
    const single = await buildUnminified(
      await projectDir('shimming-exports-commonjs-single'),
      { 'src/csv.js': 'function parseCsv(t) { return t.split(","); }\n', 'src/index.js': "console.log(require('./csv.js'));\n" },
      { mode: 'development', devtool: false, entry: './src/index.js', resolveLoader: { modules: [examples, 'node_modules'] }, module: { rules: [{ test: /csv\.js$/, loader: 'exports-loader', options: { type: 'commonjs', exports: 'single parseCsv' } }] } },
    );
    expect(single.errors).toEqual([]);
    expect(await single.read('main.js')).toContain('module.exports = parseCsv;');
  });
});

describe('/guides/dependency-management/', () => {
  proves('/guides/dependency-management/#requirecontext', "require.context and import.meta.webpackContext default to recursive, /^\\.\\/.*$/ and 'sync'", async () => {
    for (const file of ['lib/dependencies/context/RequireContextDependencyParserPlugin.js', 'lib/dependencies/context/ImportMetaContextDependencyParserPlugin.js']) {
      const source = await webpackSource(file, 'let regExp = /^\\.\\/.*$/;', 4);
      expect(source).toContain('let recursive = true;');
      expect(source).toContain('let mode = "sync";');
    }
  });
});
