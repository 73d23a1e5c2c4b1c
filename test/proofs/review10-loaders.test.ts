// Proofs of statements checked in the tenth review of the loader pages (docs/audit/loaders.md).
// Only what webpack and the packages in the repository's devDependencies (css-loader, style-loader, sass-loader,
// sass, ts-loader) do is proven here. The html-loader, stylus-loader, less-loader and postcss-loader statements were
// checked with builds of those packages at the versions the pages name, recorded in the audit record; where the
// statement is about webpack's side, a small local loader stands in for the package.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import mod from 'node:module';
import type webpack from 'webpack';
import { buildUnminified, effectiveOptions, projectDir, proves, runScript } from './proof';

// Loaders named by package resolve from the repository's node_modules, not from the temp project.
const fromRepo = { resolveLoader: { modules: [join(__dirname, '..', '..', 'node_modules'), 'node_modules'] } };

// A loader that changes the stylesheet, so its output can be told from the file on disk.
const blueLoader = "module.exports = function (source) { return source.replace('red', 'blue'); };\n";
const cssFiles = { 'blue-loader.js': blueLoader, 'src/index.js': "import './a.css';\n", 'src/a.css': '.a { color: red; }\n' };

async function cssBuild(name: string, experiments: webpack.Configuration['experiments'], use: webpack.RuleSetUseItem[]) {
  const dir = await projectDir(name);
  const built = await buildUnminified(dir, cssFiles, {
    ...fromRepo,
    mode: 'development',
    devtool: false,
    entry: './src/index.js',
    experiments,
    module: { rules: [{ test: /\.css$/i, use: use.map((item) => (item === 'blue-loader' ? join(dir, 'blue-loader.js') : item)) }] },
  });
  const css = built.files.includes('main.css') ? await built.read('main.css') : null;
  return { built, css };
}

describe('/loaders/', () => {
  proves('/loaders/#styling', "at 'auto' a .css rule with a loader turns native CSS off and the file is read as JavaScript; with true or futureDefaults native CSS stays on and writes the loader's output into main.css", async () => {
    const auto = await cssBuild('index-css-auto', {}, ['blue-loader']);
    expect(auto.css).toBeNull();
    expect(auto.built.errors).toEqual([expect.stringContaining('Module parse failed')]);
    expect(effectiveOptions({ module: { rules: [{ test: /\.css$/i, use: 'x-loader' }] } }).experiments.css).toBe(false);

    for (const [name, experiments] of [['index-css-true', { css: true }], ['index-css-future', { futureDefaults: true }]] as const) {
      const on = await cssBuild(name, experiments, ['blue-loader']);
      expect(on.built.errors).toEqual([]);
      expect(on.css).toContain('.a { color: blue; }');
    }
    expect(effectiveOptions({ experiments: { futureDefaults: true }, module: { rules: [{ test: /\.css$/i, use: 'x-loader' }] } }).experiments.css).toBe(true);
  });

  proves('/loaders/#styling', 'with experiments.css true, style-loader and css-loader only warn and pass the CSS through, and it lands in main.css', async () => {
    const { built, css } = await cssBuild('index-css-style-loader', { css: true }, ['style-loader', 'css-loader']);
    expect(built.errors).toEqual([]);
    expect(built.warnings.filter((w) => w.includes("You can't use `experiments.css`"))).toHaveLength(2);
    expect(css).toContain('.a { color: red; }');
  });

  proves('/loaders/#transpiling', 'with experiments.typescript true (or futureDefaults) webpack strips types after a ts-loader rule as well; without module.stripTypeScriptTypes every .ts file then fails', async () => {
    const files = { 'tsconfig.json': JSON.stringify({ compilerOptions: { target: 'es2020', module: 'esnext' } }), 'src/index.ts': 'const n: number = 1;\nconsole.log(n);\n' };
    const config = (experiments: webpack.Configuration['experiments']): webpack.Configuration => ({
      mode: 'none',
      entry: './src/index.ts',
      experiments,
      resolve: { extensions: ['.ts', '.js'] },
      module: { rules: [{ test: /\.ts$/, use: { loader: require.resolve('ts-loader'), options: { transpileOnly: true } } }] },
    });
    const nodeCanStrip = typeof (mod as unknown as { stripTypeScriptTypes?: unknown }).stripTypeScriptTypes === 'function';
    expect((await buildUnminified(await projectDir('index-ts-auto'), files, config({}))).errors).toEqual([]);
    for (const [name, experiments] of [['index-ts-true', { typescript: true }], ['index-ts-future', { futureDefaults: true }]] as const) {
      const { errors } = await buildUnminified(await projectDir(name), files, config(experiments));
      if (nodeCanStrip) expect(errors).toEqual([]);
      else expect(errors).toEqual([expect.stringContaining('experiments.typescript requires Node.js')]);
    }
  });
});

describe('/loaders/css-loader/', () => {
  proves('/loaders/css-loader/#getting-started', "a rule with only a pre loader leaves experiments.css at 'auto', and a .css file the pre loader applies to is read as JavaScript", async () => {
    const dir = await projectDir('css-pre-loader');
    const built = await buildUnminified(dir, cssFiles, {
      mode: 'development',
      devtool: false,
      entry: './src/index.js',
      module: { rules: [{ test: /\.css$/i, enforce: 'pre', use: join(dir, 'blue-loader.js') }] },
    });
    expect(effectiveOptions({ module: { rules: [{ test: /\.css$/i, enforce: 'pre', use: 'x-loader' }] } }).experiments.css).toBe('auto');
    expect(built.files).not.toContain('main.css');
    expect(built.errors).toEqual([expect.stringContaining('Module parse failed')]);
  });
});

describe('/loaders/html-loader/', () => {
  proves('/loaders/html-loader/#getting-started', "with experiments.html true a loader's output is read as HTML: importing the file gives the JavaScript the loader generated", async () => {
    // Stands in for html-loader, which returns an ES module that exports the markup.
    const files = {
      'fake-html-loader.js': 'module.exports = function (source) { return `export default ${JSON.stringify(source.trim())};`; };\n',
      'src/index.js': "import html from './p.html';\nconsole.log(html);\n",
      'src/p.html': '<p>hello</p>\n',
    };
    const output = async (name: string, experiments: webpack.Configuration['experiments']) => {
      const dir = await projectDir(name);
      const built = await buildUnminified(dir, files, { mode: 'none', target: 'node', entry: './src/index.js', experiments, module: { rules: [{ test: /\.html$/i, use: join(dir, 'fake-html-loader.js') }] } });
      expect(built.errors).toEqual([]);
      // futureDefaults turns ES module output on, and the bundle is then main.mjs.
      return runScript(join(dir, 'dist', built.files.find((file) => /^main\.m?js$/.test(file)) ?? 'main.js'));
    };
    expect(await output('html-auto', {})).toBe('<p>hello</p>');
    expect(await output('html-true', { html: true })).toBe('export default "<p>hello</p>";');
    expect(await output('html-future', { futureDefaults: true })).toBe('export default "<p>hello</p>";');
  });
});

describe('/loaders/style-loader/', () => {
  proves('/loaders/style-loader/#attributes', 'with attributes set, <style> elements lose __webpack_nonce__ but a linkTag <link> still gets it', async () => {
    const fakeDom = `globalThis.window = globalThis;
globalThis.document = {
  createElement: (tag) => ({ tag, attrs: {}, childNodes: [], setAttribute(k, v) { this.attrs[k] = v; }, appendChild() {} }),
  createTextNode: () => ({}),
  querySelector: () => ({ appendChild(el) { console.log(JSON.stringify({ tag: el.tag, attrs: el.attrs })); } }),
};
require('./main.js');
`;
    const files = {
      'url-loader.js': 'module.exports = function () { return \'export default "/a.css";\'; };\n',
      'src/nonce.js': "__webpack_nonce__ = 'abc';\n",
      'src/index.js': "import './nonce';\nimport './a.css';\n",
      'src/a.css': '.a { color: red; }\n',
    };
    const elements = async (name: string, use: (dir: string) => webpack.RuleSetUseItem[]) => {
      const dir = await projectDir(name);
      const built = await buildUnminified(dir, files, { ...fromRepo, mode: 'none', target: 'web', entry: './src/index.js', module: { rules: [{ test: /\.css$/i, use: use(dir) }] } });
      expect(built.errors).toEqual([]);
      writeFileSync(join(dir, 'dist', 'run.js'), fakeDom);
      return JSON.parse(runScript(join(dir, 'dist', 'run.js'))) as { tag: string; attrs: Record<string, string> };
    };
    expect(await elements('style-attrs', () => [{ loader: 'style-loader', options: { attributes: { 'data-x': '1' } } }, 'css-loader'])).toEqual({ tag: 'style', attrs: { 'data-x': '1' } });
    expect(await elements('link-attrs', (dir) => [{ loader: 'style-loader', options: { injectType: 'linkTag', attributes: { 'data-x': '1' } } }, join(dir, 'url-loader.js')])).toEqual({
      tag: 'link',
      attrs: { 'data-x': '1', nonce: 'abc' },
    });
  });
});

describe('/loaders/sass-loader/', () => {
  proves('/loaders/sass-loader/#warnruleaswarning', "Sass's deprecation warnings follow warnRuleAsWarning too: webpack warnings by default, the loader's logger with false", async () => {
    const files = { 'src/index.js': "import './main.scss';\n", 'src/main.scss': '$w: if(true, 1px, 2px);\n.a { width: $w; }\n' };
    const build = async (name: string, options: object) =>
      buildUnminified(await projectDir(name), files, {
        ...fromRepo,
        mode: 'none',
        entry: './src/index.js',
        module: { rules: [{ test: /\.scss$/i, use: [{ loader: 'css-loader', options: { exportType: 'string' } }, { loader: 'sass-loader', options }] }] },
      });
    const loud = await build('sass-warn-default', {});
    expect(loud.errors).toEqual([]);
    expect(loud.warnings.some((w) => /Deprecation/.test(w))).toBe(true);
    const quiet = await build('sass-warn-false', { warnRuleAsWarning: false });
    expect(quiet.errors).toEqual([]);
    expect(quiet.warnings).toEqual([]);
    expect(quiet.logs.some((line) => /Deprecation/.test(line))).toBe(true);
  });
});
