// Proofs of the behaviour statements checked in the fifth audit of the loader pages (docs/audit/loaders.md):
// css-loader, style-loader, babel-loader, postcss-loader, html-loader and sass-loader. css-loader 7.1.5,
// style-loader 4.0.0, babel-loader 10.1.1, sass-loader 16.0.8, sass and postcss come from the examples' toolchain
// (.tmp/docs-examples). html-loader and postcss-loader are not installed there: their statements are proven on
// webpack's side, or on css-loader's side with a small local loader standing in for postcss-loader.
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import webpack from 'webpack';
import { buildUnminified, effectiveOptions, projectDir, proves, writeFiles } from './proof';

const examples = join(__dirname, '..', '..', '.tmp', 'docs-examples', 'node_modules');
const fromExamples = { resolveLoader: { modules: [examples, 'node_modules'] } };

/** Runs a built file with Node.js and returns its stdout. */
function run(file: string): string {
  return execFileSync(process.execPath, [file], { encoding: 'utf8' }).trim();
}

// Just enough of a DOM for style-loader's runtime: <head> keeps the <style> elements appended to it.
const fakeDom = `
const head = { children: [], appendChild(e) { e.parentNode = head; head.children.push(e); }, removeChild(e) { head.children.splice(head.children.indexOf(e), 1); e.parentNode = null; } };
globalThis.window = {};
globalThis.document = {
  querySelector: (s) => (s === 'head' ? head : null),
  createTextNode: (t) => t,
  createElement: (tag) => ({ tag, attrs: {}, childNodes: [], parentNode: null, get firstChild() { return this.childNodes[0] || null; },
    setAttribute(k, v) { this.attrs[k] = v; }, removeAttribute(k) { delete this.attrs[k]; },
    appendChild(n) { this.childNodes.push(n); }, insertBefore(n, ref) { const at = this.childNodes.indexOf(ref); this.childNodes.splice(at < 0 ? this.childNodes.length : at, 0, n); }, removeChild(n) { this.childNodes.splice(this.childNodes.indexOf(n), 1); } }),
};
globalThis.styleCount = () => head.children.length;
globalThis.styles = () => head.children.map((e) => ({ attrs: e.attrs, text: e.childNodes.join('') }));
require('./main.js');
`;

/** Builds for the browser and runs the bundle in Node.js with the fake DOM above. */
async function buildAndRunWithDom(name: string, files: Record<string, string>, rules: webpack.RuleSetRule[]): Promise<string> {
  const dir = await projectDir(name);
  const built = await buildUnminified(dir, files, { ...fromExamples, mode: 'none', target: 'web', entry: './src/index.js', module: { rules } });
  expect(built.errors).toEqual([]);
  writeFileSync(join(dir, 'dist', 'run.js'), fakeDom);
  return run(join(dir, 'dist', 'run.js'));
}

/** Writes the files and builds once, for proofs that need webpack's Stats object itself. */
async function statsOf(dir: string, files: Record<string, string>, config: webpack.Configuration): Promise<webpack.Stats> {
  await writeFiles(dir, files);
  const compiler = webpack({ mode: 'none', context: dir, entry: './src/index.js', output: { path: join(dir, 'dist') }, ...config });
  return new Promise<webpack.Stats>((resolve, reject) => compiler.run((error, result) => (error || !result ? reject(error) : compiler.close(() => resolve(result)))));
}

const cardCss = '.title { font-weight: 600; }\n.is-active { color: rebeccapurple; }\n';

describe('css-loader page', () => {
  proves('/loaders/css-loader/#getting-started', 'a css-loader rule, even one for /\\.legacy\\.css$/ only, turns experiments.css off for the whole build', async () => {
    const rules = [{ test: /\.legacy\.css$/i, use: ['style-loader', 'css-loader'] }];
    expect(effectiveOptions({ module: { rules } }).experiments.css).toBe(false);
    expect(effectiveOptions({}).experiments.css).toBe('auto');
    expect(effectiveOptions({ module: { rules: [{ test: /\.css$/i, enforce: 'pre', loader: 'css-loader' }] } }).experiments.css).toBe('auto');
    expect(effectiveOptions({ module: { rules: [{ test: /\.css$/i, type: 'asset/source' }] } }).experiments.css).toBe(false);
    const dir = await projectDir('css-auto-off');
    const built = await buildUnminified(dir, { 'src/index.js': "import './a.css';\nimport './b.legacy.css';\n", 'src/a.css': '.a { color: red; }\n', 'src/b.legacy.css': '.b { color: blue; }\n' }, {
      ...fromExamples,
      mode: 'none',
      entry: './src/index.js',
      module: { rules },
    });
    expect(built.errors).toHaveLength(1);
    expect(built.errors[0]).toMatch(/Module parse failed/);
    const without = await buildUnminified(await projectDir('css-auto-on'), { 'src/index.js': "import './a.css';\n", 'src/a.css': '.a { color: red; }\n' }, { mode: 'none', entry: './src/index.js' });
    expect(without.errors).toEqual([]);
  });

  proves('/loaders/css-loader/#getting-started', "style-loader pitches: the stylesheet becomes two modules, one through style-loader and one through css-loader alone", async () => {
    const dir = await projectDir('css-two-modules');
    const stats = await statsOf(dir, { 'src/index.js': "import './app.css';\n", 'src/app.css': '.a { color: red; }\n' }, { ...fromExamples, module: { rules: [{ test: /\.css$/i, use: ['style-loader', 'css-loader'] }] } });
    const forApp = [...stats.compilation.modules].map((m) => m.identifier()).filter((id) => id.endsWith('app.css'));
    expect(forApp).toHaveLength(2);
    expect(forApp.filter((id) => id.includes('style-loader'))).toHaveLength(1);
    expect(forApp.filter((id) => id.includes('css-loader') && !id.includes('style-loader'))).toHaveLength(1);
  });

  proves('/loaders/css-loader/#import', 'the media argument of the import filter is undefined for an @import without media', async () => {
    const files = { 'src/index.js': "import css from './main.css';\nconsole.log(String(css));\n", 'src/main.css': "@import './base.css';\n@import './print.css' print;\n.m { color: red; }\n", 'src/base.css': '.b { color: blue; }\n', 'src/print.css': '.p { color: black; }\n' };
    const config = (filter: (url: string, media?: string) => boolean): webpack.Configuration => ({
      ...fromExamples,
      mode: 'none',
      target: 'node',
      entry: './src/index.js',
      module: { rules: [{ test: /\.css$/i, loader: 'css-loader', options: { exportType: 'string', import: { filter } } }] },
    });
    const unguarded = await buildUnminified(await projectDir('css-import-unguarded'), files, config((_url, media) => !(media as string).includes('print')));
    expect(unguarded.errors.join('\n')).toContain("TypeError: Cannot read properties of undefined (reading 'includes')");
    const dir = await projectDir('css-import-guarded');
    const guarded = await buildUnminified(dir, files, config((_url, media) => !(media && media.includes('print'))));
    expect(guarded.errors).toEqual([]);
    const css = run(join(dir, 'dist/main.js'));
    expect(css).toContain("@import './print.css' print;");
    expect(css).toContain('.b { color: blue; }');
    expect(css).not.toContain('.p { color: black; }');
  });

  proves('/loaders/css-loader/#modules', 'with named exports the default export of css-loader alone is the CSS array, not the class map', async () => {
    const dir = await projectDir('css-default-export');
    const built = await buildUnminified(dir, { 'src/index.js': "import styles, * as ns from './Card.module.css';\nconsole.log(Array.isArray(styles), typeof styles.title, typeof ns.title, typeof ns['is-active']);\n", 'src/Card.module.css': cardCss }, {
      ...fromExamples,
      mode: 'none',
      target: 'node',
      entry: './src/index.js',
      module: { rules: [{ test: /\.css$/i, loader: 'css-loader' }] },
    });
    expect(built.errors).toEqual([]);
    expect(run(join(dir, 'dist/main.js'))).toBe('true undefined string string');
  });

  proves('/loaders/css-loader/#importloaders', 'imported files skip the loaders listed after css-loader unless importLoaders counts them', async () => {
    const marker = "module.exports = function (source) { return source + '\\n.marked-' + require('path').basename(this.resourcePath, '.css') + ' { color: red; }\\n'; };\n";
    const files = { 'marker-loader.js': marker, 'src/index.js': "import css from './main.css';\nconsole.log(String(css).replace(/\\s+/g, ' '));\n", 'src/main.css': "@import './base.css';\n.m { color: red; }\n", 'src/base.css': '.b { color: blue; }\n' };
    const output = async (importLoaders: number) => {
      const dir = await projectDir(`css-import-loaders-${importLoaders}`);
      const built = await buildUnminified(dir, files, {
        ...fromExamples,
        mode: 'none',
        target: 'node',
        entry: './src/index.js',
        module: { rules: [{ test: /\.css$/i, use: [{ loader: 'css-loader', options: { importLoaders, exportType: 'string' } }, join(dir, 'marker-loader.js')] }] },
      });
      expect(built.errors).toEqual([]);
      return run(join(dir, 'dist/main.js'));
    };
    const none = await output(0);
    expect(none).toContain('.marked-main');
    expect(none).not.toContain('.marked-base');
    expect(await output(1)).toContain('.marked-base');
  });
});

describe('css-loader page, url and source maps', () => {
  proves('/loaders/css-loader/#url', "the url filter keeps /static/ URLs as written; other url()s become assets of the asset/resource rule", async () => {
    const dir = await projectDir('css-url-filter');
    const built = await buildUnminified(dir, { 'src/index.js': "import css from './a.css';\nconsole.log(String(css));\n", 'src/a.css': ".a { background: url(./hero.png); }\n.b { background: url(/static/logo.png); }\n.c { background: url(https://cdn.example.com/a.png); }\n", 'src/hero.png': 'png' }, {
      ...fromExamples,
      mode: 'none',
      target: 'node',
      entry: './src/index.js',
      output: { publicPath: '/out/' },
      module: {
        rules: [
          { test: /\.css$/i, use: [{ loader: 'css-loader', options: { exportType: 'string', url: { filter: (url: string) => !url.startsWith('/static/') } } }] },
          { test: /\.(png|jpe?g|gif|svg|woff2?)$/i, type: 'asset/resource' },
        ],
      },
    });
    expect(built.errors).toEqual([]);
    const png = built.files.find((file) => file.endsWith('.png'));
    const css = run(join(dir, 'dist/main.js'));
    expect(css).toContain(`/out/${png})`);
    expect(css).toContain('url(/static/logo.png)');
    expect(css).toContain('url(https://cdn.example.com/a.png)');
  });

  proves('/loaders/css-loader/#sourcemap', 'source maps follow devtool unless sourceMap is set', async () => {
    const runtime = async (name: string, devtool: string | false, options: object) => {
      const built = await buildUnminified(await projectDir(name), { 'src/index.js': "import './a.css';\n", 'src/a.css': '.a { color: red; }\n' }, {
        ...fromExamples,
        mode: 'development',
        devtool,
        entry: './src/index.js',
        module: { rules: [{ test: /\.css$/i, loader: 'css-loader', options }] },
      });
      expect(built.errors).toEqual([]);
      const code = await built.read('main.js');
      return code.includes('runtime/sourceMaps.js') ? 'maps' : code.includes('runtime/noSourceMaps.js') ? 'none' : '?';
    };
    expect(await runtime('css-map-devtool', 'source-map', {})).toBe('maps');
    expect(await runtime('css-map-off', 'source-map', { sourceMap: false })).toBe('none');
    expect(await runtime('css-map-nodevtool', false, {})).toBe('none');
  });
});

describe('style-loader page', () => {
  proves('/loaders/style-loader/#getting-started', 'class names are named exports; the default export is undefined unless modules.namedExport is off', async () => {
    const files = { 'src/index.js': "import def, * as card from './card.module.css';\nconsole.log(JSON.stringify([typeof def, typeof card.title, def && typeof def.title, styleCount()]));\n", 'src/card.module.css': cardCss };
    expect(await buildAndRunWithDom('style-named', files, [{ test: /\.css$/i, use: ['style-loader', 'css-loader'] }])).toBe('["undefined","string",null,1]');
    const off = [{ test: /\.css$/i, use: ['style-loader', { loader: 'css-loader', options: { modules: { auto: true, namedExport: false } } }] }];
    expect(await buildAndRunWithDom('style-default', files, off)).toBe('["object","undefined","string",1]');
  });

  proves('/loaders/style-loader/#injecttype', 'lazy styles are reference-counted: the element stays until every use() has its unuse()', async () => {
    const files = {
      'src/index.js': "import dark from './dark.lazy.css';\nconst seen = [styleCount()];\ndark.use(); dark.use(); seen.push(styleCount());\ndark.unuse(); seen.push(styleCount());\ndark.unuse(); seen.push(styleCount());\nconsole.log(seen.join(','));\n",
      'src/dark.lazy.css': 'body { background: black; }\n',
    };
    expect(await buildAndRunWithDom('style-lazy', files, [{ test: /\.lazy\.css$/i, use: [{ loader: 'style-loader', options: { injectType: 'lazyStyleTag' } }, 'css-loader'] }])).toBe('0,1,1,0');
  });
});

describe('style-loader page, attributes and nonce', () => {
  const appCss = '.app { color: red; }\n';
  const styleRule = (options?: object): webpack.RuleSetRule[] => [{ test: /\.css$/i, use: [{ loader: 'style-loader', options }, 'css-loader'] }];
  const report = "console.log(JSON.stringify(styles().map((s) => s.attrs)));\n";

  proves('/loaders/style-loader/#attributes', '__webpack_nonce__ set in an earlier module is added to each element, unless attributes is given (even {})', async () => {
    const files = { 'src/nonce.js': "__webpack_nonce__ = 'abc123';\n", 'src/index.js': `import './nonce';\nimport './app.css';\n${report}`, 'src/app.css': appCss };
    expect(await buildAndRunWithDom('style-nonce', files, styleRule())).toBe('[{"nonce":"abc123"}]');
    expect(await buildAndRunWithDom('style-nonce-empty-attributes', files, styleRule({ attributes: {} }))).toBe('[{}]');
    expect(await buildAndRunWithDom('style-attributes', files, styleRule({ attributes: { 'data-owner': 'checkout-widget' } }))).toBe('[{"data-owner":"checkout-widget"}]');
  });

  proves('/loaders/style-loader/#nonce-for-a-strict-csp', 'assigning the nonce in the file that imports the CSS runs too late', async () => {
    const files = { 'src/index.js': `import './app.css';\n__webpack_nonce__ = 'abc123';\n${report}`, 'src/app.css': appCss };
    expect(await buildAndRunWithDom('style-nonce-same-file', files, styleRule())).toBe('[{}]');
  });

  proves('/loaders/style-loader/#injecttype', 'styleTag makes one element per stylesheet, singletonStyleTag one shared element', async () => {
    const files = { 'src/index.js': "import './a.css';\nimport './b.css';\nconsole.log(JSON.stringify(styles().map((s) => s.text.replace(/\\s+/g, ''))));\n", 'src/a.css': '.a{color:red}\n', 'src/b.css': '.b{color:blue}\n' };
    expect(await buildAndRunWithDom('style-tags', files, styleRule())).toBe('[".a{color:red}",".b{color:blue}"]');
    expect(await buildAndRunWithDom('style-singleton', files, styleRule({ injectType: 'singletonStyleTag' }))).toBe('[".a{color:red}.b{color:blue}"]');
  });

  proves('/loaders/style-loader/#styletagtransform', 'a styleTagTransform module writes the CSS; the singleton types ignore it', async () => {
    const files = {
      'src/transform.js': "module.exports = function (css, style) { style.appendChild(css + '/* transformed */'); };\n",
      'src/index.js': "import './a.css';\nconsole.log(JSON.stringify(styles().map((s) => s.text.includes('/* transformed */'))));\n",
      'src/a.css': '.a{color:red}\n',
    };
    const transformRule = (injectType: string) => async (dir: string) => styleRule({ injectType, styleTagTransform: join(dir, 'src/transform.js') });
    const styleDir = await projectDir('style-transform');
    expect(await buildAndRunWithDom('style-transform', files, await transformRule('styleTag')(styleDir))).toBe('[true]');
    const singletonDir = await projectDir('style-transform-singleton');
    expect(await buildAndRunWithDom('style-transform-singleton', files, await transformRule('singletonStyleTag')(singletonDir))).toBe('[false]');
  });
});

describe('style-loader page, base', () => {
  proves('/loaders/style-loader/#base', 'two separately built bundles keep their own styles even when their CSS modules have the same ID', async () => {
    const bundle = async (name: string, css: string) => {
      const dir = await projectDir(name);
      const built = await buildUnminified(dir, { 'src/index.js': "import './a.css';\n", 'src/a.css': css }, {
        ...fromExamples,
        mode: 'none',
        target: 'web',
        entry: './src/index.js',
        optimization: { minimize: false, moduleIds: 'natural' },
        module: { rules: [{ test: /\.css$/i, use: ['style-loader', 'css-loader'] }] },
      });
      expect(built.errors).toEqual([]);
      return { dir, code: await built.read('main.js') };
    };
    const one = await bundle('style-base-one', '.one{color:red}\n');
    const two = await bundle('style-base-two', '.two{color:blue}\n');
    // The same module ids in both bundles.
    const ids = (code: string) => [...code.matchAll(/^\/\* (\d+) \*\//gm)].map((m) => m[1]).join(',');
    expect(ids(one.code)).toBe(ids(two.code));
    writeFileSync(join(one.dir, 'dist', 'two.js'), two.code);
    writeFileSync(join(one.dir, 'dist', 'run.js'), fakeDom.replace("require('./main.js');", "require('./main.js');\nrequire('./two.js');\nconsole.log(JSON.stringify(styles().map((s) => s.text.trim())));"));
    expect(run(join(one.dir, 'dist', 'run.js'))).toBe('[".one{color:red}",".two{color:blue}"]');
  });

  proves('/loaders/style-loader/#base', 'with DllPlugin the application and the DLL share the runtime: the same ID replaces the DLL stylesheet unless base offsets one build', async () => {
    const styles = async (base?: number) => {
      const dir = await projectDir(`style-base-dll-${base ?? 'none'}`);
      await writeFiles(dir, { 'src/pad.js': 'export const pad = 1;\n', 'src/dll.js': "import './dll.css';\n", 'src/dll.css': '.dll{color:red}', 'src/app.css': '.app{color:blue}', 'src/index.js': "import './dll.js';\nimport './app.css';\n" });
      const rules = (options: object): webpack.RuleSetRule[] => [{ test: /\.css$/i, use: [{ loader: 'style-loader', options }, 'css-loader'] }];
      const common = { ...fromExamples, mode: 'production' as const, optimization: { minimize: false, moduleIds: 'natural' as const } };
      const runtime = join(examples, 'style-loader/dist/runtime/injectStylesIntoStyleTag.js');
      const dll = await statsOf(dir, {}, { ...common, entry: { vendor: ['./src/pad.js', './src/dll.js', runtime] }, output: { path: join(dir, 'dist'), filename: 'vendor.js', library: { name: 'vendor_lib', type: 'var' } }, module: { rules: rules({}) }, plugins: [new webpack.DllPlugin({ name: 'vendor_lib', path: join(dir, 'dist/manifest.json') })] });
      expect(dll.hasErrors()).toBe(false);
      const manifest = JSON.parse(readFileSync(join(dir, 'dist/manifest.json'), 'utf8'));
      const app = await statsOf(dir, {}, { ...common, entry: './src/index.js', output: { path: join(dir, 'dist'), filename: 'app.js' }, module: { rules: rules(base ? { base } : {}) }, plugins: [new webpack.DllReferencePlugin({ context: dir, manifest })] });
      expect(app.hasErrors()).toBe(false);
      // Both stylesheets have the same module ID, one in each build.
      const cssId = (file: string) => /\/\* (\d+) \*\/\n\/\*\*\*\/ \(\(module, __webpack_exports__, __webpack_require__\) => \{[\s\S]*?___CSS_LOADER_EXPORT___\.push/.exec(readFileSync(join(dir, 'dist', file), 'utf8'))?.[1];
      expect(cssId('vendor.js')).toBeDefined();
      expect(cssId('vendor.js')).toBe(cssId('app.js'));
      writeFileSync(join(dir, 'dist', 'run.js'), fakeDom.replace("require('./main.js');", "require('vm').runInThisContext(require('fs').readFileSync(__dirname + '/vendor.js', 'utf8') + '\\n;globalThis.vendor_lib = vendor_lib;');\nrequire('./app.js');\nconsole.log(JSON.stringify(styles().map((s) => s.text)));"));
      return run(join(dir, 'dist', 'run.js'));
    };
    expect(await styles()).toBe('[".app{color:blue}"]');
    expect(await styles(1000)).toBe('[".dll{color:red}",".app{color:blue}"]');
  });
});

describe('style-loader page, insert', () => {
  proves('/loaders/style-loader/#insert', "an insert module gets the new element, and it is bundled through the project's rules like any module", async () => {
    const dir = await projectDir('style-insert');
    const files = {
      'src/insert-styles.js': "module.exports = function insertAtTop(element) {\n  const parent = document.querySelector('head');\n  element.setAttribute('data-inserted', 'yes');\n  parent.appendChild(element);\n};\n",
      'tag-loader.js': "module.exports = function (source) { return source + '\\nconsole.log(\"insert module went through the rules\");\\n'; };\n",
      'src/index.js': "import './a.css';\nconsole.log(JSON.stringify(styles().map((s) => s.attrs)));\n",
      'src/a.css': '.a{color:red}\n',
    };
    const output = await buildAndRunWithDom('style-insert', files, [
      { test: /\.css$/i, use: [{ loader: 'style-loader', options: { insert: join(dir, 'src/insert-styles.js') } }, 'css-loader'] },
      { test: /insert-styles\.js$/, loader: join(dir, 'tag-loader.js') },
    ]);
    expect(output.split('\n')).toEqual(['insert module went through the rules', '[{"data-inserted":"yes"}]']);
  });
});

describe('babel-loader page', () => {
  proves('/loaders/babel-loader/#cachedirectory', 'on a rebuild with cacheDirectory an unchanged file is not transformed again; entries are gzipped by default', async () => {
    const dir = await projectDir('babel-cache');
    const plugin = `module.exports = () => ({ visitor: { Program() { require('fs').appendFileSync(${JSON.stringify(join(dir, 'runs.txt'))}, 'x'); } } });\n`;
    const config: webpack.Configuration = {
      ...fromExamples,
      mode: 'none',
      target: 'node',
      entry: './src/index.js',
      module: { rules: [{ test: /\.js$/, exclude: /node_modules/, use: { loader: 'babel-loader', options: { babelrc: false, configFile: false, cacheDirectory: join(dir, 'cache'), plugins: [join(dir, 'count-plugin.cjs')] } } }] },
    };
    const files = { 'count-plugin.cjs': plugin, 'src/index.js': "console.log('hi');\n" };
    expect((await buildUnminified(dir, files, config)).errors).toEqual([]);
    expect((await buildUnminified(dir, files, config)).errors).toEqual([]);
    expect(readFileSync(join(dir, 'runs.txt'), 'utf8')).toBe('x');
    // cacheCompression defaults to true: every entry is gzipped.
    const entries = require('node:fs').readdirSync(join(dir, 'cache')) as string[];
    expect(entries.length).toBeGreaterThan(0);
    expect(entries.every((entry) => entry.endsWith('.json.gz'))).toBe(true);
    expect(run(join(dir, 'dist/main.js'))).toBe('hi');
  });

  proves('/loaders/babel-loader/#cachedirectory', 'CACHE_DIR moves the cache unless it is true, false, 1 or 0; the Babel configuration is part of the cache key', async () => {
    const source = readFileSync(join(examples, 'babel-loader/lib/cache.js'), 'utf8');
    expect(source).toContain('if (env.CACHE_DIR && !["true", "false", "1", "0"].includes(env.CACHE_DIR)) {\n    return path.join(env.CACHE_DIR, name);');
    expect(source).toContain('hash.update(serialize([options, source, identifier]));');
    expect(readFileSync(join(examples, 'babel-loader/lib/index.js'), 'utf8')).toMatch(/const config = await babel\.loadPartialConfigAsync\([^)]*\)\);[\s\S]*if \(cacheDirectory\) \{/);
  });
});

describe('babel-loader page, customization', () => {
  const babelOptions = { babelrc: false, configFile: false };

  proves('/loaders/babel-loader/#building-a-custom-loader', "the page's custom loader: customOptions takes strict out, config adds a plugin, result appends a comment", async () => {
    const dir = await projectDir('babel-custom');
    const customLoader = `module.exports = require(${JSON.stringify(join(examples, 'babel-loader'))}).custom(() => ({
  customOptions({ strict, ...loader }) { return { custom: { strict }, loader }; },
  config(cfg, { customOptions }) {
    if (!customOptions.strict) return cfg.options;
    return { ...cfg.options, plugins: [...(cfg.options.plugins || []), ${JSON.stringify(join(dir, 'strict-plugin.cjs'))}] };
  },
  result(result) { return { ...result, code: \`\${result.code}\\n// compiled\` }; },
}));
`;
    const strictPlugin = "module.exports = ({ types: t }) => ({ visitor: { Program(path) { path.unshiftContainer('body', t.expressionStatement(t.stringLiteral('checked'))); } } });\n";
    const built = await buildUnminified(dir, { 'babel-custom-loader.js': customLoader, 'strict-plugin.cjs': strictPlugin, 'src/index.js': "console.log('hi');\n" }, {
      ...fromExamples,
      mode: 'none',
      target: 'node',
      entry: './src/index.js',
      module: { rules: [{ test: /\.js$/, exclude: /node_modules/, loader: join(dir, 'babel-custom-loader.js'), options: { strict: true, ...babelOptions } }] },
    });
    expect(built.errors).toEqual([]);
    const code = await built.read('main.js');
    expect(code).toContain('"checked";');
    expect(code).toContain('// compiled');
  });

  proves('/loaders/babel-loader/#customize', 'a relative customize path fails the build', async () => {
    const built = await buildUnminified(await projectDir('babel-customize-relative'), { 'src/index.js': "console.log('hi');\n" }, {
      ...fromExamples,
      mode: 'none',
      entry: './src/index.js',
      module: { rules: [{ test: /\.js$/, use: { loader: 'babel-loader', options: { customize: './babel-customize.js', ...babelOptions } } }] },
    });
    expect(built.errors.join('\n')).toContain('Customized loaders must be passed as absolute paths');
  });

  proves('/loaders/babel-loader/#metadatasubscribers', 'each listed loader-context function receives the metadata of every file', async () => {
    const seen: string[] = [];
    const collector = {
      apply(compiler: webpack.Compiler) {
        compiler.hooks.compilation.tap('collect', (compilation) => {
          webpack.NormalModule.getCompilationHooks(compilation).loader.tap('collect', (loaderContext, module) => {
            (loaderContext as unknown as Record<string, unknown>).collectI18nKeys = (metadata: object) => seen.push(`${(module as webpack.NormalModule).resource.split(/[\\/]/).pop()}:${typeof metadata}`);
          });
        });
      },
    };
    const built = await buildUnminified(await projectDir('babel-metadata'), { 'src/index.js': "import './b.js';\n", 'src/b.js': 'export const b = 1;\n' }, {
      ...fromExamples,
      mode: 'none',
      entry: './src/index.js',
      plugins: [collector],
      module: { rules: [{ test: /\.js$/, use: { loader: 'babel-loader', options: { metadataSubscribers: ['collectI18nKeys'], ...babelOptions } } }] },
    });
    expect(built.errors).toEqual([]);
    expect(seen.sort()).toEqual(['b.js:object', 'index.js:object']);
  });

  proves('/loaders/babel-loader/#telling-babel-about-the-webpack-target', 'preset-env leaves import/export to webpack, which marks an unused export for removal', async () => {
    const dir = await projectDir('babel-preset-env-esm');
    const built = await buildUnminified(dir, { 'src/index.js': "import { used } from './lib.js';\nconsole.log(used?.length);\n", 'src/lib.js': "export const used = 'abc';\nexport const unused = 'UNUSED_MARKER';\n" }, {
      ...fromExamples,
      mode: 'production',
      target: 'node',
      entry: './src/index.js',
      optimization: { minimize: false, concatenateModules: false },
      module: { rules: [{ test: /\.js$/, use: { loader: 'babel-loader', options: { babelrc: false, configFile: false, presets: [[join(examples, '@babel/preset-env'), { targets: 'ie 11' }]] } } }] },
    });
    expect(built.errors).toEqual([]);
    const code = await built.read('main.js');
    expect(code).not.toContain('?.');
    expect(code).toContain('/* unused harmony export unused */');
    expect(code).not.toContain('exports.__esModule');
    expect(run(join(dir, 'dist/main.js'))).toBe('3');
  });

  proves('/loaders/babel-loader/#telling-babel-about-the-webpack-target', "the caller carries name, target ('node' for node20 too) and the three support flags", async () => {
    const caller = async (target: string) => {
      const dir = await projectDir(`babel-caller-${target}`);
      const config = `module.exports = (api) => { const c = api.caller((caller) => JSON.stringify(caller)); require('fs').writeFileSync(${JSON.stringify(join(dir, 'caller.json'))}, c); return {}; };\n`;
      const built = await buildUnminified(dir, { 'babel.config.js': config, 'src/index.js': 'export const a = 1;\n' }, {
        ...fromExamples,
        mode: 'none',
        target,
        entry: './src/index.js',
        module: { rules: [{ test: /\.js$/, use: { loader: 'babel-loader', options: { babelrc: false, configFile: join(dir, 'babel.config.js') } } }] },
      });
      expect(built.errors).toEqual([]);
      return JSON.parse(readFileSync(join(dir, 'caller.json'), 'utf8'));
    };
    expect(await caller('node20')).toEqual({ name: 'babel-loader', target: 'node', supportsStaticESM: true, supportsDynamicImport: true, supportsTopLevelAwait: true });
    expect((await caller('web')).target).toBe('web');
  });
});

describe('babel-loader page, troubleshooting', () => {
  proves('/loaders/babel-loader/#troubleshooting', "stats.loggingDebug: ['babel-loader'] shows the loader's debug log, including the cache decision", async () => {
    const dir = await projectDir('babel-debug-log');
    const stats = await statsOf(dir, { 'src/index.js': "console.log('hi');\n" }, { ...fromExamples, module: { rules: [{ test: /\.js$/, use: { loader: 'babel-loader', options: { babelrc: false, configFile: false } } }] } });
    expect(stats.toString({ all: false, logging: 'info' })).not.toContain('cache is disabled');
    expect(stats.toString({ all: false, logging: 'info', loggingDebug: ['babel-loader'] })).toContain('cache is disabled, applying Babel transform');
  });
});

describe('postcss-loader page', () => {
  proves('/loaders/postcss-loader/#sass-postcss-and-extraction', "css-loader reuses a passed PostCSS tree only from its own PostCSS version or a newer one of the same major", async () => {
    const postcssVersion: string = require(join(examples, 'postcss/package.json')).version;
    // Stands in for postcss-loader: passes the CSS text on, plus a tree whose CSS differs from that text.
    const standIn = (version: string) =>
      `const postcss = require(${JSON.stringify(join(examples, 'postcss'))});\nmodule.exports = function (source) { this.callback(null, source, undefined, { ast: { type: 'postcss', version: ${JSON.stringify(version)}, root: postcss.parse('.from-tree { color: red; }') } }); };\n`;
    const output = async (version: string) => {
      const dir = await projectDir(`postcss-ast-${version}`);
      const built = await buildUnminified(dir, { 'stand-in.js': standIn(version), 'src/index.js': "import css from './a.css';\nconsole.log(String(css));\n", 'src/a.css': '.from-text { color: blue; }\n' }, {
        ...fromExamples,
        mode: 'none',
        target: 'node',
        entry: './src/index.js',
        module: { rules: [{ test: /\.css$/i, use: [{ loader: 'css-loader', options: { exportType: 'string' } }, join(dir, 'stand-in.js')] }] },
      });
      expect(built.errors).toEqual([]);
      return run(join(dir, 'dist/main.js'));
    };
    expect(await output(postcssVersion)).toContain('.from-tree');
    const [major] = postcssVersion.split('.');
    expect(await output(`${major}.999.0`)).toContain('.from-tree');
    expect(await output(`${major}.0.0`)).toContain('.from-text');
    expect(await output(`${Number(major) + 1}.0.0`)).toContain('.from-text');
  });
});

describe('html-loader page', () => {
  proves('/loaders/html-loader/#getting-started', 'without an .html rule webpack imports HTML as a string with its images emitted; a rule turns experiments.html off', async () => {
    expect(effectiveOptions({ module: { rules: [{ test: /\.html$/i, loader: 'html-loader' }] } }).experiments.html).toBe(false);
    expect(effectiveOptions({}).experiments.html).toBe('auto');
    const dir = await projectDir('html-native');
    const built = await buildUnminified(dir, { 'src/index.js': "import html from './banner.html';\nconsole.log(typeof html, html);\n", 'src/banner.html': '<section><img src="./hero.png" alt=""></section>\n', 'src/hero.png': 'not really a png' }, {
      mode: 'none',
      target: 'node',
      entry: './src/index.js',
    });
    expect(built.errors).toEqual([]);
    const png = built.files.find((file) => file.endsWith('.png'));
    expect(png).toBeDefined();
    expect(run(join(dir, 'dist/main.js'))).toContain(`string <section><img src="${png}" alt=""></section>`);
  });

  proves('/loaders/html-loader/#postprocessor', 'template literals are the default; an old browserslist target turns output.environment.templateLiteral off', async () => {
    expect(effectiveOptions({ mode: 'production' }).output.environment.templateLiteral).toBe(true);
    expect(effectiveOptions({ mode: 'production', target: 'browserslist:ie 11' }).output.environment.templateLiteral).toBe(false);
  });
});

describe('sass-loader page', () => {
  proves('/loaders/sass-loader/#sassoptions', 'quietDeps hides deprecation warnings of packages only: not @warn, not relative partials', async () => {
    const files = {
      'src/index.js': "import './main.scss';\n",
      'src/main.scss': "@use 'lib';\n@use 'theme';\n.a { color: theme.$c; }\n",
      'src/_theme.scss': '$c: darken(red, 10%);\n',
      'node_modules/lib/package.json': '{ "name": "lib", "sass": "lib.scss" }\n',
      'node_modules/lib/lib.scss': "@warn 'dep-warn';\n.lib { color: lighten(red, 10%); }\n",
    };
    const warnings = async (quietDeps: boolean) => {
      const built = await buildUnminified(await projectDir(`sass-quiet-${quietDeps}`), files, {
        ...fromExamples,
        mode: 'none',
        entry: './src/index.js',
        module: { rules: [{ test: /\.scss$/i, use: ['css-loader', { loader: 'sass-loader', options: { sassOptions: { quietDeps } } }] }] },
      });
      expect(built.errors).toEqual([]);
      return built.warnings.join('\n');
    };
    const loud = await warnings(false);
    expect(loud).toMatch(/Deprecation[^\n]*node_modules\/lib\/lib\.scss/);
    const quiet = await warnings(true);
    expect(quiet).not.toMatch(/Deprecation[^\n]*node_modules\/lib\/lib\.scss/);
    expect(quiet).toMatch(/Deprecation[^\n]*src\/_theme\.scss/);
    expect(quiet).toContain('dep-warn');
  });

  const sassRule = (options: object): webpack.RuleSetRule[] => [{ test: /\.scss$/i, use: [{ loader: 'css-loader', options: { exportType: 'string' } }, { loader: 'sass-loader', options }] }];

  proves('/loaders/sass-loader/#how-imports-are-resolved', "a bare '~package' is resolved as a folder and misses a stylesheet declared only in exports", async () => {
    const lib = (json: string) => ({ 'node_modules/lib/package.json': json, 'node_modules/lib/lib.scss': '.lib { color: green; }\n', 'node_modules/lib/index.js': '' });
    const exportsOnly = lib('{ "name": "lib", "exports": { ".": { "sass": "./lib.scss", "default": "./index.js" } } }');
    const sassField = lib('{ "name": "lib", "sass": "lib.scss", "main": "index.js" }');
    const errors = async (name: string, pkg: Record<string, string>, scss: string) =>
      (await buildUnminified(await projectDir(name), { ...pkg, 'src/index.js': "import './main.scss';\n", 'src/main.scss': scss }, { ...fromExamples, mode: 'none', entry: './src/index.js', module: { rules: sassRule({}) } })).errors;
    expect(await errors('sass-tilde-exports', exportsOnly, "@use '~lib' as lib;\n")).toEqual([expect.stringContaining("Can't find stylesheet to import.")]);
    expect(await errors('sass-bare-exports', exportsOnly, "@use 'lib';\n")).toEqual([]);
    expect(await errors('sass-tilde-field', sassField, "@use '~lib' as lib;\n")).toEqual([]);
  });

  proves('/loaders/sass-loader/#additionaldata', 'a string is prepended to the entry file; a function gets the content and the loader context and may return a promise', async () => {
    const output = async (name: string, additionalData: unknown) => {
      const dir = await projectDir(name);
      const built = await buildUnminified(dir, { 'src/index.js': "import css from './main.scss';\nconsole.log(String(css));\n", 'src/main.scss': '.a { color: $x; }\n' }, {
        ...fromExamples,
        mode: 'development',
        devtool: false,
        target: 'node',
        entry: './src/index.js',
        module: { rules: sassRule({ additionalData }) },
      });
      expect(built.errors).toEqual([]);
      return run(join(dir, 'dist/main.js'));
    };
    expect(await output('sass-additional-string', '$x: blue;')).toContain('color: blue;');
    const fromFunction = async (content: string, loaderContext: { resourcePath: string }) => `$x: ${loaderContext.resourcePath.endsWith('main.scss') ? 'teal' : 'red'};\n${content}`;
    expect(await output('sass-additional-function', fromFunction)).toContain('color: teal;');
  });

  proves('/loaders/sass-loader/#warnruleaswarning', "@warn is a webpack warning by default; with false it is a <w> line of the loader's log, and @debug shows only with loggingDebug", async () => {
    const files = { 'src/index.js': "import './main.scss';\n", 'src/main.scss': "@warn 'W1';\n@debug 'D1';\n.a { b: c; }\n" };
    const stats = async (name: string, options: object) => {
      const dir = await projectDir(name);
      return statsOf(dir, files, { ...fromExamples, module: { rules: sassRule(options) } });
    };
    const byDefault = await stats('sass-warn-default', {});
    expect(byDefault.compilation.warnings.map((w) => w.message).join('\n')).toContain('W1');
    const asLog = await stats('sass-warn-log', { warnRuleAsWarning: false });
    expect(asLog.compilation.warnings).toHaveLength(0);
    const text = asLog.toString({ all: false, logging: 'info' });
    expect(text).toMatch(/<w> W1/);
    expect(text).not.toContain('D1');
    expect(asLog.toString({ all: false, logging: 'info', loggingDebug: ['sass-loader'] })).toContain('D1');
  });

  proves('/loaders/sass-loader/#a-note-on-url', "a url() written in a partial in another folder is resolved by css-loader relative to the entry file", async () => {
    const files = { 'src/index.js': "import './main.scss';\n", 'src/main.scss': "@use 'components/card';\n", 'src/components/_card.scss': '.card { background: url(./icon.svg); }\n', 'src/components/icon.svg': '<svg/>' };
    const rules: webpack.RuleSetRule[] = [
      { test: /\.scss$/i, use: ['css-loader', 'sass-loader'] },
      { test: /\.svg$/i, type: 'asset/resource' },
    ];
    const beside = await buildUnminified(await projectDir('sass-url-partial'), files, { ...fromExamples, mode: 'none', entry: './src/index.js', module: { rules } });
    expect(beside.errors.join('\n')).toMatch(/Can't resolve '\.\/icon\.svg' in '[^']*src'/);
    const atEntry = await buildUnminified(await projectDir('sass-url-entry'), { ...files, 'src/icon.svg': '<svg/>' }, { ...fromExamples, mode: 'none', entry: './src/index.js', module: { rules } });
    expect(atEntry.errors).toEqual([]);
  });

  proves('/loaders/sass-loader/#sassoptions', 'the loader compresses in production unless sassOptions.style is given', async () => {
    const files = { 'src/index.js': "import css from './a.scss';\nconsole.log(String(css));\n", 'src/a.scss': '.a {\n  color: red;\n  .b { color: blue; }\n}\n' };
    const output = async (name: string, mode: 'production' | 'development', sassOptions?: object) => {
      const dir = await projectDir(name);
      const built = await buildUnminified(dir, files, {
        ...fromExamples,
        mode,
        devtool: false,
        target: 'node',
        entry: './src/index.js',
        module: { rules: [{ test: /\.scss$/i, use: [{ loader: 'css-loader', options: { exportType: 'string' } }, { loader: 'sass-loader', options: { sassOptions } }] }] },
      });
      expect(built.errors).toEqual([]);
      return run(join(dir, 'dist/main.js'));
    };
    expect(await output('sass-prod', 'production')).toBe('.a{color:red}.a .b{color:blue}');
    expect(await output('sass-prod-expanded', 'production', { style: 'expanded' })).toContain('.a {\n  color: red;\n}');
    expect(await output('sass-dev', 'development')).toContain('.a {\n  color: red;\n}');
  });
});
