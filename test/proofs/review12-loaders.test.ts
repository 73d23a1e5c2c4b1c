// Proofs of statements checked in the twelfth review of the loader pages (docs/audit/loaders.md).
// Only what webpack and the packages in the repository's devDependencies (css-loader, style-loader) do is proven
// here. The postcss-loader statements about its own options were checked with builds of postcss-loader 8.2.1,
// recorded in the audit record; the source-map flag every loader reads is webpack's, and a small local loader
// shows it.
import { join } from 'node:path';
import type webpack from 'webpack';
import { buildUnminified, projectDir, proves, runScript, writeFiles } from './proof';

// Loaders named by package resolve from the repository's node_modules, not from the temp project.
const fromRepo = { resolveLoader: { modules: [join(__dirname, '..', '..', 'node_modules'), 'node_modules'] } };

// Just enough of a DOM for style-loader's runtime; prints the text of each injected <style>.
const domStub = `
const el = (tag) => ({ tagName: tag, children: [], attrs: {},
  setAttribute(k, v) { this.attrs[k] = v; }, removeAttribute(k) { delete this.attrs[k]; },
  appendChild(c) { this.children.push(c); c.parentNode = this; return c; },
  removeChild(c) { this.children = this.children.filter((x) => x !== c); },
  get firstChild() { return this.children[0]; },
  get textContent() { return this.children.map((c) => c.data).join(''); } });
const head = el('head');
global.document = { head, createElement: el, createTextNode: (data) => ({ data }), querySelector: (s) => (s === 'head' ? head : null) };
global.window = global;
global.HTMLIFrameElement = function HTMLIFrameElement() {};
require('./dist/main.js');
console.log(head.children.map((s) => s.textContent.trim()).join(' | '));
`;

describe('/loaders/css-loader/', () => {
  proves('/loaders/css-loader/#importloaders', 'true counts as 0; false writes a plain @import request, and with style-loader the bundle throws', async () => {
    const run = async (name: string, importLoaders: boolean | undefined) => {
      const dir = await projectDir(name);
      const built = await buildUnminified(dir, {
        'src/index.js': "import './a.css';\n",
        'src/a.css': "@import './b.css';\n.a { color: red; }\n",
        'src/b.css': '.b { color: blue; }\n',
        'run.js': domStub,
      }, {
        ...fromRepo,
        mode: 'development',
        devtool: false,
        entry: './src/index.js',
        module: { rules: [{ test: /\.css$/i, use: ['style-loader', { loader: 'css-loader', options: { importLoaders } }] }] },
      });
      expect(built.errors).toEqual([]);
      const out = await built.read('main.js');
      // The request css-loader wrote for the @import of b.css.
      const request = /__webpack_require__\(\/\*! (\S*b\.css) \*\/ "/.exec(out.slice(out.indexOf('./src/a.css')))?.[1];
      return { request, ran: runScript(join(dir, 'run.js')) };
    };
    const unset = await run('import-loaders-unset', undefined);
    expect(unset.request).toMatch(/^-!.*css-loader[^!]*!\.\/b\.css$/);
    expect(unset.ran).toBe('.b { color: blue; } | .a { color: red; }');
    const yes = await run('import-loaders-true', true);
    expect(yes.request).toBe(unset.request);
    expect(yes.ran).toBe(unset.ran);
    const no = await run('import-loaders-false', false);
    expect(no.request).toBe('./b.css');
    expect(no.ran).toMatch(/^THROWS .*Cannot read properties of undefined \(reading 'length'\)/);
  });

  proves('/loaders/css-loader/#modules', 'getJSON gets resourcePath, imports, exports and replacements; a composed class is a placeholder in exports', async () => {
    const dir = await projectDir('get-json');
    const calls: Array<{ resourcePath: string; exports: Array<{ name: string; value: string }>; replacements: Array<{ replacementName: string; localName: string }> }> = [];
    const built = await buildUnminified(dir, {
      'src/index.js': "import * as c from './card.module.css';\nimport './plain.css';\nconsole.log(c.title);\n",
      'src/card.module.css': ".title { composes: base from './base.module.css'; color: red; }\n",
      'src/base.module.css': '.base { margin: 0; }\n',
      'src/plain.css': '.plain { margin: 0; }\n',
    }, {
      ...fromRepo,
      mode: 'development',
      devtool: false,
      entry: './src/index.js',
      module: {
        rules: [{
          test: /\.css$/i,
          use: ['style-loader', { loader: 'css-loader', options: { modules: { auto: true, getJSON: (json: (typeof calls)[number]) => { calls.push(json); } } } }],
        }],
      },
    });
    expect(built.errors).toEqual([]);
    // Called for the two CSS modules only, not for plain.css.
    expect(calls.map((c) => c.resourcePath.replace(/.*[\\/]/, '')).sort()).toEqual(['base.module.css', 'card.module.css']);
    const card = calls.find((c) => c.resourcePath.endsWith('card.module.css'))!;
    expect(Object.keys(card).sort()).toEqual(['exports', 'imports', 'replacements', 'resourcePath']);
    expect(card.exports).toHaveLength(1);
    const [title] = card.exports;
    const [replacement] = card.replacements;
    expect(title?.name).toBe('title');
    expect(replacement?.localName).toBe('base');
    expect(title?.value).toContain(replacement?.replacementName);
  });

  proves('/loaders/css-loader/#sourcemap', 'the default follows webpack\'s loader flag: maps for source-map and cheap-module-source-map, none for cheap-source-map and eval', async () => {
    const runtime = async (devtool: webpack.Configuration['devtool']) => {
      const dir = await projectDir(`css-map-${String(devtool)}`);
      const built = await buildUnminified(dir, { 'src/index.js': "import './a.css';\n", 'src/a.css': '.a { color: red; }\n' }, {
        ...fromRepo,
        mode: 'development',
        devtool,
        entry: './src/index.js',
        module: { rules: [{ test: /\.css$/i, use: ['style-loader', 'css-loader'] }] },
      });
      expect(built.errors).toEqual([]);
      const out = await built.read('main.js');
      // css-loader imports one of two runtimes, depending on whether it made a map.
      return out.includes('css-loader/dist/runtime/sourceMaps.js') ? 'map' : out.includes('css-loader/dist/runtime/noSourceMaps.js') ? 'none' : '?';
    };
    expect(await runtime('source-map')).toBe('map');
    expect(await runtime('cheap-module-source-map')).toBe('map');
    expect(await runtime('cheap-source-map')).toBe('none');
    expect(await runtime('eval')).toBe('none');
  });
});

describe('/loaders/postcss-loader/', () => {
  proves('/loaders/postcss-loader/#sourcemap', 'webpack gives loaders sourceMap true for devtools that map the loaders\' input, false for cheap-source-map, eval-cheap-source-map, eval and false', async () => {
    const dir = await projectDir('loader-source-map-flag');
    await writeFiles(dir, { 'probe.js': "module.exports = function (source) { return source.replace('FLAG', String(this.sourceMap)); };\n" });
    const flag = async (devtool: webpack.Configuration['devtool']) => {
      const built = await buildUnminified(dir, { 'src/index.js': 'console.log("FLAG");\n' }, {
        mode: 'development',
        devtool,
        entry: './src/index.js',
        output: { path: join(dir, `dist-${String(devtool)}`) },
        module: { rules: [{ test: /\.js$/, loader: join(dir, 'probe.js') }] },
      });
      expect(built.errors).toEqual([]);
      return runScript(join(dir, `dist-${String(devtool)}`, 'main.js'));
    };
    const seen: Record<string, string> = {};
    for (const devtool of ['source-map', 'eval-source-map', 'cheap-module-source-map', 'cheap-source-map', 'eval-cheap-source-map', 'eval', false] as const) {
      seen[String(devtool)] = await flag(devtool);
    }
    expect(seen).toEqual({
      'source-map': 'true',
      'eval-source-map': 'true',
      'cheap-module-source-map': 'true',
      'cheap-source-map': 'false',
      'eval-cheap-source-map': 'false',
      eval: 'false',
      false: 'false',
    });
  });
});

describe('/loaders/babel-loader/', () => {
  proves('/loaders/babel-loader/#options', 'with devtool unset in development, loaders get sourceMap true while the built-in CSS support is on, false once a rule takes .css files', async () => {
    const dir = await projectDir('loader-source-map-default');
    await writeFiles(dir, { 'probe.js': "module.exports = function (source) { return source.replace('FLAG', String(this.sourceMap)); };\n" });
    const flag = async (name: string, rules: webpack.RuleSetRule[]) => {
      const out = join(dir, name);
      const built = await buildUnminified(dir, { 'src/index.js': 'console.log("FLAG");\n' }, {
        mode: 'development',
        entry: './src/index.js',
        output: { path: out },
        module: { rules: [{ test: /\.js$/, loader: join(dir, 'probe.js') }, ...rules] },
      });
      expect(built.errors).toEqual([]);
      return runScript(join(out, 'main.js'));
    };
    expect(await flag('dist-native-css', [])).toBe('true');
    expect(await flag('dist-css-rule', [{ test: /\.css$/i, use: [join(dir, 'probe.js')] }])).toBe('false');
  });
});
