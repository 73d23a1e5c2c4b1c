// Proofs of /api/module-methods/: each form of module syntax built by webpack, read from the
// emitted chunks and, for run-time behaviour, from running the bundle with Node.js.
import { execFileSync } from 'node:child_process';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import webpack from 'webpack';
import { build, projectDir, proves } from './proof';

/** Builds the files (entry src/index.js, mode none, Node.js target unless given) and returns the chunks and a runner. */
async function bundle(name: string, files: Record<string, string>, config: webpack.Configuration = {}) {
  const dir = await projectDir(name);
  const built = await build(dir, files, { mode: 'none', target: 'node', entry: { app: './src/index.js' }, ...config });
  const code = await built.read('app.js').catch(() => '');
  return {
    ...built,
    code,
    flat: code.replace(/\/\*{6}\/ ?/g, ''),
    /** Runs dist/app.js with Node.js and returns the JSON it printed last. */
    run: (): unknown => {
      const out = execFileSync(process.execPath, [join(dir, 'dist', 'app.js')], { encoding: 'utf8' }).trim().split('\n');
      return JSON.parse(out[out.length - 1]!);
    },
  };
}

const print = (expr: string) => `console.log(JSON.stringify(${expr}));\n`;

describe('module methods', () => {
  proves('/api/module-methods/#es-modules', 'static imports let production builds mark the exports nobody imports as unused, and the minimizer drops them', async () => {
    const files = {
      'src/index.js': "import { used } from './lib.js';\nconsole.log(used);\n",
      'src/lib.js': "export const used = 'kept-value';\nexport const unused = 'dropped-value';\n",
    };
    const readable = await bundle('tree-shaking-unminified', files, { mode: 'production', optimization: { minimize: false, concatenateModules: false } });
    expect(readable.code).toContain('/* unused harmony export unused */');
    const built = await bundle('tree-shaking', files, { mode: 'production' });
    expect(built.code).toContain('kept-value');
    expect(built.code).not.toContain('dropped-value');
  });

  proves('/api/module-methods/#export', 'export * re-exports every export except the default one', async () => {
    const built = await bundle('export-star', {
      'src/index.js': "import * as all from './reexport.js';\n" + print('Object.keys(all).sort()'),
      'src/reexport.js': "export * from './helpers.js';\n",
      'src/helpers.js': "export const a = 1;\nexport function b() {}\nexport default 'def';\n",
    });
    expect(built.run()).toEqual(['a', 'b']);
  });

  proves('/api/module-methods/#import-attributes', 'with { type: "json" } is parsed; in a strict ES module a named import from JSON is an error, the default import works', async () => {
    const ok = await bundle('json-default', {
      'src/index.js': "import './main.mjs';\n",
      'src/main.mjs': "import config from './config.json' with { type: 'json' };\n" + print('config.name'),
      'src/config.json': '{ "name": "app" }',
    });
    expect(ok.errors).toEqual([]);
    expect(ok.run()).toBe('app');
    const named = await bundle('json-named', {
      'src/index.js': "import './main.mjs';\n",
      'src/main.mjs': "import { name } from './config.json' with { type: 'json' };\nconsole.log(name);\n",
      'src/config.json': '{ "name": "app" }',
    });
    expect(named.errors.join('\n')).toContain("Can't import the named export 'name' (imported as 'name') from default-exporting module (only default export is available)");
  });

  proves('/api/module-methods/#dynamic-import', 'import() puts the module into its own chunk and resolves to the namespace, with the default export under default', async () => {
    const built = await bundle('dynamic-import', {
      'src/index.js': "import('./chart.js').then((ns) => { " + print('[ns.default, ns.named]').trim() + ' });\n',
      'src/chart.js': "export default 'the default';\nexport const named = 'named';\n",
    });
    expect(built.files).toEqual(['1.js', 'app.js']);
    expect(built.code).not.toContain('the default');
    expect(built.run()).toEqual(['the default', 'named']);
  });

  proves('/api/module-methods/#dynamic-expressions', 'a template literal with a fixed folder becomes a context of the matching files, each in its own chunk, chosen at run time', async () => {
    const built = await bundle('dynamic-expression', {
      'src/index.js': "const language = process.argv[2] || 'de';\nimport(`./locales/${language}.json`).then((m) => { " + print('m.default').trim() + ' });\n',
      'src/locales/de.json': '"hallo"',
      'src/locales/en.json': '"hello"',
      'src/locales/notes.txt': 'not json',
    });
    expect(built.flat).toContain('"./de.json"');
    expect(built.flat).not.toContain('notes.txt');
    expect(built.files.filter((f) => f !== 'app.js')).toHaveLength(2);
    expect(built.run()).toBe('hallo');
  });

  proves('/api/module-methods/#magic-comments', 'a magic comment that is not a valid JavaScript value gives a warning and is ignored', async () => {
    const built = await bundle('bad-magic-comment', { 'src/index.js': "import(/* webpackChunkName: not-quoted */ './a.js');\n", 'src/a.js': 'export default 1;\n' });
    expect(built.warnings.join('\n')).toContain('Compilation error while processing magic comment(-s): /* webpackChunkName: not-quoted */');
    expect(built.files).toEqual(['1.js', 'app.js']);
  });

  proves('/api/module-methods/#webpackchunkname', 'two imports with one name share a chunk; in a context, [request] is the sanitized request and [index] a counter', async () => {
    const built = await bundle('chunk-name', {
      'src/index.js': `import(/* webpackChunkName: "charts" */ './a.js');
import(/* webpackChunkName: "charts" */ './b.js');
const l = process.argv[2];
import(/* webpackChunkName: "locale-[request]" */ \`./locales/\${l}\`);
import(/* webpackChunkName: "page-[index]" */ \`./pages/\${l}\`);
`,
      'src/a.js': 'export default "a";\n', 'src/b.js': 'export default "b";\n',
      'src/locales/de.json': '1', 'src/locales/en.json': '2',
      'src/pages/x.js': '1', 'src/pages/y.js': '2',
    }, { output: { chunkFilename: '[name].js' } });
    expect(built.files).toEqual(['app.js', 'charts.js', 'locale-de.js', 'locale-en.js', 'page-0.js', 'page-2.js']);
  });

  proves('/api/module-methods/#webpackmode', "lazy-once bundles all candidates in one chunk; eager and weak add no chunk; eager runs the module only when import() is called; weak rejects when the module is not there", async () => {
    const built = await bundle('modes', {
      'src/index.js': `globalThis.log = [];
const name = process.argv[2] || 'x';
const once = import(/* webpackMode: "lazy-once" */ \`./once/\${name}.js\`);
log.push('before eager import');
const eager = import(/* webpackMode: "eager" */ './eager.js');
const weak = import(/* webpackMode: "weak" */ './weak.js').then(() => 'resolved', (e) => 'rejected: ' + e.message.split('\\n')[0]);
Promise.all([once, eager, weak]).then(([o, e, w]) => { ${print('[o.default, e.default, w, log]').trim()} });
`,
      'src/once/x.js': 'export default "x";\n', 'src/once/y.js': 'export default "y";\n',
      'src/eager.js': "log.push('eager executed');\nexport default 'eager';\n",
      'src/weak.js': 'export default "weak";\n',
    });
    expect(built.files).toHaveLength(2);
    expect(built.run()).toEqual(['x', 'eager', 'rejected: Module is not available (weak dependency)', ['before eager import', 'eager executed']]);
  });

  proves('/api/module-methods/#webpackprefetch', 'the chunk is prefetched after the parent loads, and higher numbers come first', async () => {
    const built = await bundle('prefetch', {
      'src/index.js': "import(/* webpackPrefetch: true */ './low.js');\nimport(/* webpackPrefetch: 10 */ './high.js');\n",
      'src/low.js': 'export default 1;\n', 'src/high.js': 'export default 2;\n',
    }, { target: 'web', output: { chunkFilename: '[name].js' }, optimization: { chunkIds: 'named' } });
    expect(built.flat).toMatch(/__webpack_require__\.O\(0, \["app"\], \(\) => \{\s*__webpack_require__\.E\("src_high_js"\);\s*__webpack_require__\.E\("src_low_js"\);/);
    expect(built.flat).toContain('link.rel = "prefetch";');
  });

  proves('/api/module-methods/#webpackinclude-and-webpackexclude', 'both are tested against the absolute path of each file of the context', async () => {
    const built = await bundle('include-exclude', {
      'src/index.js': "const f = process.argv[2];\nimport(/* webpackInclude: /messages[\\\\/]\\w+\\.(en|de)\\.json$/ */ /* webpackExclude: /internal/ */ `./messages/${f}`);\n",
      'src/messages/app.en.json': '1', 'src/messages/app.de.json': '2', 'src/messages/app.fr.json': '3', 'src/messages/internal/x.en.json': '4',
    });
    expect(built.flat).toContain('"./app.en.json"');
    expect(built.flat).toContain('"./app.de.json"');
    expect(built.flat).not.toContain('app.fr.json');
    expect(built.flat).not.toContain('internal');
  });

  proves('/api/module-methods/#webpackexports', 'only the listed exports are kept; a destructured await import() is detected without the comment', async () => {
    const built = await bundle('webpack-exports', {
      'src/index.js': "import(/* webpackExports: [\"formatDate\"] */ './date-utils.js');\nasync function f() { const { parseDate } = await import('./other-utils.js'); return parseDate; }\nf();\n",
      'src/date-utils.js': "export const formatDate = 'format-kept';\nexport const parseDate = 'parse-dropped';\n",
      'src/other-utils.js': "export const parseDate = 'other-kept';\nexport const formatDate = 'other-dropped';\n",
    }, { mode: 'production' });
    const chunks = (await Promise.all(built.files.map((f) => built.read(f)))).join('\n');
    expect(chunks).toContain('format-kept');
    expect(chunks).not.toContain('parse-dropped');
    expect(chunks).toContain('other-kept');
    expect(chunks).not.toContain('other-dropped');
  });

  proves('/api/module-methods/#webpackignore', 'the import() is left to the runtime without a chunk; on require() the comment needs module.parser.javascript.commonjsMagicComments', async () => {
    const files = {
      'src/index.js': "import(/* webpackIgnore: true */ 'https://cdn.example.com/analytics.js');\nconst x = require(/* webpackIgnore: true */ './not-bundled.js');\n",
      'src/not-bundled.js': 'module.exports = "should not be bundled";\n',
    };
    const ungated = await bundle('ignore-default', files);
    expect(ungated.code).toContain('should not be bundled');
    const built = await bundle('ignore', files, { module: { parser: { javascript: { commonjsMagicComments: true } } } });
    expect(built.files).toEqual(['app.js']);
    expect(built.code).toContain("import(/* webpackIgnore: true */ 'https://cdn.example.com/analytics.js')");
    expect(built.code).toContain("require(/* webpackIgnore: true */ './not-bundled.js')");
    expect(built.code).not.toContain('should not be bundled');
  });

  proves('/api/module-methods/#handling-loading-errors', 'in browsers a failed chunk load rejects with an error named ChunkLoadError and forgets the chunk, so the next import() tries again; with Node.js require chunk loading a missing chunk file throws MODULE_NOT_FOUND from the import() call itself', async () => {
    const web = await bundle('load-error-web', { 'src/index.js': "import('./later.js');\n", 'src/later.js': 'export default 1;\n' }, { target: 'web' });
    expect(web.flat).toContain("error.name = 'ChunkLoadError';");
    expect(web.flat).toMatch(/if\(installedChunkData !== 0\) installedChunks\[chunkId\] = undefined;/);
    const node = await bundle('load-error-node', {
      'src/index.js': "let r;\ntry { import('./later.js'); r = 'returned a promise'; } catch (e) { r = 'threw ' + e.code; }\n" + print('r'),
      'src/later.js': 'export default 1;\n',
    });
    await rm(join(node.dir, 'dist', '1.js'));
    expect(node.run()).toBe('threw MODULE_NOT_FOUND');
  });

  proves('/api/module-methods/#require', 'exports read directly from require or destructured are tracked and the unused ones dropped; a require in try/catch that does not resolve is a warning and throws at run time', async () => {
    const shaken = await bundle('cjs-shaking', {
      'src/index.js': "const { format } = require('./format.js');\nconst production = require('./env.js').production;\nconsole.log(format, production);\n",
      'src/format.js': "exports.format = 'format-kept';\nexports.parse = 'parse-dropped';\n",
      'src/env.js': "exports.production = 'production-kept';\nexports.staging = 'staging-dropped';\n",
    }, { mode: 'production' });
    expect(shaken.code).toContain('format-kept');
    expect(shaken.code).toContain('production-kept');
    expect(shaken.code).not.toContain('parse-dropped');
    expect(shaken.code).not.toContain('staging-dropped');
    const optional = await bundle('cjs-optional', { 'src/index.js': "let r;\ntry { require('./missing.js'); r = 'loaded'; } catch (e) { r = 'threw ' + e.code; }\n" + print('r') });
    expect(optional.errors).toEqual([]);
    expect(optional.warnings.join('\n')).toContain("Can't resolve './missing.js'");
    expect(optional.run()).toBe('threw MODULE_NOT_FOUND');
  });

  proves('/api/module-methods/#requireresolve', 'returns the module ID and bundles the module in the current chunk', async () => {
    const built = await bundle('require-resolve', { 'src/index.js': print("[require.resolve('./a.js'), typeof __webpack_modules__[require.resolve('./a.js')]]"), 'src/a.js': 'module.exports = 1;\n' });
    expect(built.files).toEqual(['app.js']);
    expect(built.run()).toEqual([1, 'function']);
  });

  proves('/api/module-methods/#requireresolveweak', 'returns the ID without adding the module to the current chunk; the module is present once its own chunk is loaded; the ID is null when no chunk has the module', async () => {
    const built = await bundle('resolve-weak', {
      'src/index.js': `const id = require.resolveWeak('./a.js');
const before = Boolean(__webpack_modules__[id]);
const nowhere = require.resolveWeak('./b.js');
import('./a.js').then(() => { ${print('[typeof id, before, Boolean(__webpack_modules__[id]), nowhere]').trim()} });
`,
      'src/a.js': 'module.exports = "weakly referenced";\n', 'src/b.js': 'module.exports = "in no chunk";\n',
    });
    expect(built.code).not.toContain('weakly referenced');
    expect(built.code).not.toContain('in no chunk');
    expect(built.run()).toEqual(['number', false, true, null]);
  });

  proves('/api/module-methods/#requirecache', 'deleting an entry makes the next require execute the module again', async () => {
    const built = await bundle('require-cache', {
      'src/index.js': "const first = require('./registry.js');\nconst same = require('./registry.js');\ndelete require.cache[require.resolve('./registry.js')];\nconst fresh = require('./registry.js');\n" + print('[first === same, first === fresh, globalThis.runs]'),
      'src/registry.js': 'globalThis.runs = (globalThis.runs || 0) + 1;\nmodule.exports = {};\n',
    });
    expect(built.run()).toEqual([true, false, 2]);
  });

  proves('/api/module-methods/#requireensure', 'the dependencies go into a separate chunk named by the last argument, and the callback runs once it has loaded', async () => {
    const built = await bundle('require-ensure', {
      'src/index.js': "require.ensure(['./editor.js'], (require) => { " + print("require('./editor.js')").trim() + " }, 'editor');\n",
      'src/editor.js': 'module.exports = "editor loaded";\n',
    }, { output: { chunkFilename: '[name].js' } });
    expect(built.files).toEqual(['app.js', 'editor.js']);
    expect(built.run()).toBe('editor loaded');
  });

  proves('/api/module-methods/#amd', 'amd: false turns the AMD support off, leaving define to the run time', async () => {
    const files = { 'src/index.js': "define(['./dep.js'], (dep) => dep);\n", 'src/dep.js': 'module.exports = 1;\n' };
    const on = await bundle('amd-on', files);
    expect(on.code).not.toMatch(/^define\(/m);
    const off = await bundle('amd-off', files, { amd: false });
    expect(off.code).toContain("define(['./dep.js'], (dep) => dep);");
  });

  proves('/api/module-methods/#define-with-a-factory', 'dependencies are bundled into the current chunk and passed in order; require, exports and module are the CommonJS objects; the name is ignored', async () => {
    const built = await bundle('amd-define', {
      'src/index.js': print("require('./widget.js')"),
      'src/widget.js': "define('ignored-name', ['./a.js', './b.js', 'module'], (a, b, module) => [a, b, typeof module.exports]);\n",
      'src/a.js': 'module.exports = "a";\n', 'src/b.js': 'define({ answer: 42 });\n',
    });
    expect(built.files).toEqual(['app.js']);
    expect(built.run()).toEqual(['a', { answer: 42 }, 'object']);
  });

  proves('/api/module-methods/#require-amd', 'the array form puts the dependencies into a chunk loaded on demand and passes their exports to the callback', async () => {
    const built = await bundle('amd-require', {
      'src/index.js': "require(['./maps.js'], (maps) => { " + print('maps').trim() + ' });\n',
      'src/maps.js': 'module.exports = "maps loaded";\n',
    });
    expect(built.files).toEqual(['1.js', 'app.js']);
    expect(built.run()).toBe('maps loaded');
  });

  proves('/api/module-methods/#requirecontext', 'the context has keys(), resolve() and id; subfolders are included by default; mode lazy returns promises and puts each file in its own chunk', async () => {
    const built = await bundle('require-context', {
      'src/index.js': `const tests = require.context('./tests', true, /\\.test\\.js$/);
const flat = require.context('./tests', false, /\\.test\\.js$/);
const lazy = require.context('./lazy', false, /\\.test\\.js$/, 'lazy');
const loaded = lazy('./c.test.js');
loaded.then((m) => { ${print("[tests.keys(), flat.keys(), typeof tests.resolve('./a.test.js'), typeof tests.id, tests('./deep/b.test.js'), typeof loaded.then, m]").trim()} });
`,
      'src/tests/a.test.js': 'module.exports = "a";\n', 'src/tests/deep/b.test.js': 'module.exports = "b";\n', 'src/tests/helper.js': 'module.exports = "h";\n',
      'src/lazy/c.test.js': 'module.exports = "c";\n', 'src/lazy/d.test.js': 'module.exports = "d";\n',
    });
    expect(built.files).toHaveLength(3);
    const [keys, flatKeys, resolveType, idType, b, thenType, lazyModule] = built.run() as unknown[];
    expect(keys).toEqual(['./a.test.js', './deep/b.test.js']);
    expect(flatKeys).toEqual(['./a.test.js']);
    expect([resolveType, idType, b, thenType]).toEqual(['number', 'number', 'b', 'function']);
    expect(lazyModule).toBe('c');
  });

  proves('/api/module-methods/#importmetawebpackcontext', 'takes the options as an object, works in a strict ES module, and lazy mode with chunkName names the chunks', async () => {
    const built = await bundle('webpack-context', {
      'src/index.js': "import './main.mjs';\n",
      'src/main.mjs': `const pages = import.meta.webpackContext('./pages', { recursive: false, regExp: /\\.page\\.js$/, mode: 'lazy', chunkName: 'page-[request]' });
pages('./home.page.js').then((m) => { ${print('[pages.keys(), m.default]').trim()} });
`,
      'src/pages/home.page.js': 'export default "home";\n', 'src/pages/about.page.js': 'export default "about";\n', 'src/pages/nested/x.page.js': 'export default "x";\n',
    }, { output: { chunkFilename: '[name].js' } });
    expect(built.files).toEqual(['app.js', 'page-about-page-js.js', 'page-home-page-js.js']);
    expect(built.run()).toEqual([['./about.page.js', './home.page.js'], 'home']);
  });

  proves('/api/module-methods/#interoperability-between-module-systems', 'ESM default import of CommonJS is module.exports and named imports read its properties; require of ESM gives the namespace; __esModule is honoured in .js and ignored in .mjs', async () => {
    const built = await bundle('interop', {
      'src/index.js': `import fs, { readFile } from './fs-helpers.cjs';
import transpiled from './transpiled.js';
import './strict.mjs';
const logger = require('./logger.js');
${print("[typeof fs, readFile === fs.readFile, Object.keys(logger).sort(), logger.default, transpiled, globalThis.strictDefault]")}`,
      'src/fs-helpers.cjs': 'exports.readFile = () => 1;\n',
      'src/logger.js': "export default 'log';\nexport const level = 1;\n",
      'src/transpiled.js': "Object.defineProperty(exports, '__esModule', { value: true });\nexports.default = 'the default';\n",
      'src/strict.mjs': "import t from './transpiled.js';\nglobalThis.strictDefault = typeof t;\n",
    });
    expect(built.run()).toEqual(['object', true, ['default', 'level'], 'log', 'the default', 'object']);
  });
});
