// Proofs of the behaviour statements of /configuration/optimization/: minification, splitting and
// the runtime chunk, ids, tree shaking and scope hoisting, chunk graph cleanup and nodeEnv, each
// with the smallest production build (unminified unless minifying is the point) that shows it.
import webpack from 'webpack';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { build, buildUnminified, effectiveOptions, projectDir, proves, webpackSource, writeFiles } from './proof';

const readable = { minimize: false, concatenateModules: false, moduleIds: 'named', chunkIds: 'named' } as const;

describe('/configuration/optimization/', () => {
  proves('/configuration/optimization/#optimization', 'mode picks the values of the optimization switches; a switch you set overrides only itself', async () => {
    const production = effectiveOptions({ mode: 'production' }).optimization;
    const development = effectiveOptions({ mode: 'development' }).optimization;
    expect([production.minimize, production.moduleIds, production.usedExports, production.concatenateModules]).toEqual([true, 'deterministic', true, true]);
    expect([development.minimize, development.moduleIds, development.usedExports, development.concatenateModules]).toEqual([false, 'named', false, false]);
    const overridden = effectiveOptions({ mode: 'production', optimization: { runtimeChunk: 'single' } }).optimization;
    expect(overridden.runtimeChunk).toEqual({ name: expect.any(Function) });
    expect([overridden.minimize, overridden.moduleIds]).toEqual([true, 'deterministic']);
  });

  const minifiable = { 'src/index.js': 'const longVariableName = 1 + 2;\nconsole.log(longVariableName);\n' };

  proves('/configuration/optimization/#optimizationminimize', 'false keeps production output readable; an object turns minimizing on and is read as minimizeOptions', async () => {
    const off = await build(await projectDir('minimize-off'), minifiable, { entry: './src/index.js', optimization: { minimize: false } });
    expect(await off.read('main.js')).toContain('const longVariableName = 1 + 2;');
    const on = await build(await projectDir('minimize-on'), minifiable, { entry: './src/index.js' });
    expect(await on.read('main.js')).toBe('console.log(3);');
    const object = effectiveOptions({ mode: 'production', optimization: { minimize: { javascript: false } } }).optimization;
    expect(object.minimize).toBe(true);
    expect(object.minimizeOptions).toEqual({ javascript: false, css: {}, html: {}, json: false });
    const noJs = await build(await projectDir('minimize-object'), minifiable, { entry: './src/index.js', optimization: { minimize: { javascript: false } } });
    expect(await noJs.read('main.js')).toContain('const longVariableName = 1 + 2;');
  });

  proves('/configuration/optimization/#optimizationminimizer', "an array replaces the built-in minimizer unless it lists '...'", async () => {
    const empty = await build(await projectDir('minimizer-empty'), minifiable, { entry: './src/index.js', optimization: { minimizer: [] } });
    expect(await empty.read('main.js')).toContain('const longVariableName = 1 + 2;');
    const kept = await build(await projectDir('minimizer-kept'), minifiable, { entry: './src/index.js', optimization: { minimizer: ['...', () => undefined] } });
    expect(await kept.read('main.js')).toBe('console.log(3);');
  });

  const vendor = `module.exports = ${JSON.stringify('v'.repeat(25000))};\n`;
  proves('/configuration/optimization/#css-transforms', "the target transforms follow a browserslist target, and browserslist's defaults for a target that names no browsers", async () => {
    const files = { 'src/index.js': "import './style.css';\n", 'src/style.css': '.a { color: lab(50% 40 30); }\n.b { user-select: none; }\n' };
    const css = async (target: string) => {
      const built = await build(await projectDir(`css-target-${target.replace(/\W/g, '')}`), files, { entry: './src/index.js', target, experiments: { css: true } });
      return built.read('main.css');
    };
    expect(await css('web')).toBe('.a{color:#bb5846;color:lab(50% 40 30)}.b{-webkit-user-select:none;user-select:none}');
    expect(await css('browserslist:chrome 70')).toBe('.a{color:#bb5846;color:lab(50% 40 30)}.b{user-select:none}');
    expect(await css('browserslist:chrome 120')).toBe('.a{color:lab(50% 40 30)}.b{user-select:none}');
    const defaults = await webpackSource('lib/config/defaults.js', 'const browsers =', 5);
    expect(defaults).toContain('cssOptions.dropOverriddenDeclarations');
    expect(defaults).toContain('getTargetsBrowsers(["browserslist:defaults"], context)');
  });

  proves('/configuration/optimization/#css-transforms', 'the default transforms shorten colors, values, longhands and math, merge rules, drop empty rules and overridden declarations; switches turn single ones on or off; license comments go to a LICENSE file', async () => {
    const stylesheet = '/*! banner */\n/* plain comment */\n.a { color: #ffffff; margin: 0 0 0 0; width: calc(2px + 3px); }\n.b { margin-top: 1px; margin-right: 2px; margin-bottom: 3px; margin-left: 4px; }\n.c { color: red; }\n.d { color: red; }\n.e { }\n.f { --gap: 0.50rem; font-size: 16px; content: "\u00e9"; }\n.g { color: blue; color: red; }\n';
    const minified = async (name: string, css: object) => {
      const built = await build(await projectDir(`css-min-${name}`), { 'src/index.js': "import './s.css';\n", 'src/s.css': stylesheet }, { entry: './src/index.js', target: 'web', optimization: { minimizeOptions: { css } } } as webpack.Configuration);
      return { css: await built.read('main.css'), files: built.files };
    };
    const defaults = await minified('default', {});
    expect(defaults.css).toBe('@charset "UTF-8";.a{color:#fff;width:5px;margin:0}.b{margin:1px 2px 3px 4px}.c,.d{color:red}.f{--gap:0.50rem;content:"\u00e9";font-size:16px}.g{color:red}/*! For license information please see main.css.LICENSE.txt */');
    expect(defaults.files).toContain('main.css.LICENSE.txt');
    const on = await minified('on', { convertLengthUnits: true, rewriteCustomProperties: true });
    expect(on.css).toContain('.f{--gap:.5rem;content:"\u00e9";font-size:1pc}');
    const off = await minified('off', { shortenColors: false, mergeLonghands: false, shortenValues: false, mergeRules: false, removeDeadRules: false, reduceFunctions: false, charset: false, comments: 'all', extractComments: false });
    expect(off.css).toBe('/*! banner *//* plain comment */.a{color:#ffffff;width:calc(2px + 3px);margin:0 0 0 0}.b{margin-top:1px;margin-right:2px;margin-bottom:3px;margin-left:4px}.c{color:red}.d{color:red}.e{}.f{--gap:0.50rem;content:"\u00e9";font-size:16px}.g{color:blue;color:red}');
    expect(off.files).not.toContain('main.css.LICENSE.txt');
  });

  proves('/configuration/optimization/#html-transforms', 'license comments of an emitted page move to a LICENSE file with a pointer at the end; other comments go', async () => {
    const page = '<!doctype html><html><head><title>t</title></head><body><!-- note --><!--! keep --><p>hi</p></body></html>';
    const built = await build(await projectDir('html-comments'), { 'src/index.html': page }, { entry: './src/index.html', output: { html: true } } as webpack.Configuration);
    expect(await built.read('index.html')).toBe('<!doctype html><head><title>t</title></head><body><p>hi</body></html><!-- For license information please see index.html.LICENSE.txt -->');
    expect(await built.read('index.html.LICENSE.txt')).toBe('<!--! keep -->\n');
  });

  const splitting = {
    'src/index.js': "import('./a.js');\nimport('./b.js');\n",
    'src/a.js': "import big from 'big';\nconsole.log('a', big.length);\n",
    'src/b.js': "import big from 'big';\nconsole.log('b', big.length);\n",
    'node_modules/big/index.js': vendor,
  };

  proves('/configuration/optimization/#optimizationsplitchunks', 'the default moves a shared node_modules module into its own chunk; both default groups reuse existing chunks; false keeps it duplicated', async () => {
    const split = await buildUnminified(await projectDir('split-default'), splitting, { entry: './src/index.js', optimization: { ...readable } });
    expect(split.files).toEqual(['main.js', 'src_a_js.js', 'src_b_js.js', 'vendors-node_modules_big_index_js.js']);
    const off = await buildUnminified(await projectDir('split-off'), splitting, { entry: './src/index.js', optimization: { ...readable, splitChunks: false } });
    expect(off.files).toEqual(['main.js', 'src_a_js.js', 'src_b_js.js']);
    expect(await off.read('src_a_js.js')).toContain('vvvvvvvvvv');
    expect(await off.read('src_b_js.js')).toContain('vvvvvvvvvv');
    const groups = effectiveOptions({ mode: 'production' }).optimization.splitChunks;
    const cacheGroups = !groups ? {} : (groups.cacheGroups as Record<string, { reuseExistingChunk?: boolean; priority?: number }>);
    expect([cacheGroups.defaultVendors?.priority, cacheGroups.defaultVendors?.reuseExistingChunk]).toEqual([-10, true]);
    expect([cacheGroups.default?.priority, cacheGroups.default?.reuseExistingChunk]).toEqual([-20, true]);
  });

  const twoEntries = {
    'src/home.js': "import('./lazy.js');\nconsole.log('home');\n",
    'src/about.js': "console.log('about');\n",
    'src/lazy.js': "export default 'lazy one';\n",
  };
  const entries = { home: './src/home.js', about: './src/about.js' };

  proves('/configuration/optimization/#optimizationruntimechunk', "'single' makes one runtime chunk, true one per entry, a function names them; the runtime holds the chunk file names", async () => {
    const single = await buildUnminified(await projectDir('runtime-single'), twoEntries, { entry: entries, optimization: { ...readable, runtimeChunk: 'single' } });
    expect(single.files).toEqual(['about.js', 'home.js', 'runtime.js', 'src_lazy_js.js']);
    const multiple = await buildUnminified(await projectDir('runtime-multiple'), twoEntries, { entry: entries, optimization: { ...readable, runtimeChunk: true } });
    expect(multiple.files).toEqual(['about.js', 'home.js', 'runtime~about.js', 'runtime~home.js', 'src_lazy_js.js']);
    const named = await buildUnminified(await projectDir('runtime-named'), twoEntries, {
      entry: entries,
      optimization: { ...readable, runtimeChunk: { name: (entrypoint: { name: string }) => `runtime-${entrypoint.name}` } },
    });
    expect(named.files).toEqual(['about.js', 'home.js', 'runtime-about.js', 'runtime-home.js', 'src_lazy_js.js']);
    const hashed = await buildUnminified(await projectDir('runtime-hashed'), twoEntries, {
      entry: entries,
      output: { chunkFilename: '[name].[contenthash].js' },
      optimization: { ...readable, runtimeChunk: 'single' },
    });
    const lazyHash = hashed.files.find((f) => f.startsWith('src_lazy_js.'))?.split('.')[1];
    expect(await hashed.read('runtime.js')).toContain(`"${lazyHash}"`);
    expect(await hashed.read('home.js')).not.toContain(`${lazyHash}`);
  });

  proves('/configuration/optimization/#optimizationchunkids', "chunk ids fill [id] in file names; 'total-size' is accepted next to the moduleIds values", async () => {
    const lazy = { 'src/index.js': "import('./lazy.js');\n", 'src/lazy.js': 'export default 1;\n' };
    const named = await buildUnminified(await projectDir('chunkids-named'), lazy, { entry: './src/index.js', output: { chunkFilename: '[id].js' }, optimization: { chunkIds: 'named' } });
    expect(named.files).toEqual(['main.js', 'src_lazy_js.js']);
    const deterministic = await buildUnminified(await projectDir('chunkids-det'), lazy, { entry: './src/index.js', output: { chunkFilename: '[id].js' }, optimization: { chunkIds: 'deterministic' } });
    expect(deterministic.files).toEqual([expect.stringMatching(/^\d+\.js$/), 'main.js']);
    const totalSize = await buildUnminified(await projectDir('chunkids-total'), lazy, { entry: './src/index.js', output: { chunkFilename: '[id].js' }, optimization: { chunkIds: 'total-size' } });
    expect(totalSize.files).toEqual([expect.stringMatching(/^\d+\.js$/), 'main.js']);
  });

  const treeShaking = {
    'src/index.js': "import { a } from './lib.js';\nimport * as ns from './star.js';\nconsole.log(a, ns.c);\n",
    'src/lib.js': 'export const a = { v: 1 };\nexport const b = { v: 2222 };\n',
    'src/star.js': "export * from './deep.js';\n",
    'src/deep.js': 'export const c = { v: 3 };\nexport const d = { v: 4444 };\n',
  };

  proves('/configuration/optimization/#tree-shaking-and-scope-hoisting', 'a production build drops the unused exports and hoists the modules into one scope', async () => {
    const minified = await build(await projectDir('tree-shaking'), treeShaking, { entry: './src/index.js' });
    expect(await minified.read('main.js')).toBe('(()=>{"use strict";console.log({v:1},{v:3})})();');
  });

  proves('/configuration/optimization/#optimizationprovidedexports', 'without it export * becomes a run-time check, exports are not mangled and modules are not concatenated; unused exports are still found', async () => {
    const on = await buildUnminified(await projectDir('provided-on'), treeShaking, { entry: './src/index.js', optimization: { ...readable } });
    const off = await buildUnminified(await projectDir('provided-off'), treeShaking, { entry: './src/index.js', optimization: { ...readable, providedExports: false } });
    expect(await on.read('main.js')).not.toContain('harmony reexport (checked)');
    expect(await off.read('main.js')).toContain('harmony reexport (checked)');
    expect(await off.read('main.js')).toContain('/* unused harmony export b */');
    const minifiedOff = await build(await projectDir('provided-off-min'), treeShaking, { entry: './src/index.js', optimization: { providedExports: false } });
    expect(await minifiedOff.read('main.js')).toMatch(/o\.d\(r,\["a",0,/); // modules kept apart, export names as written
    const mangled = { 'src/index.js': "import * as lib from './lib.js';\nconsole.log(lib.formatCurrency);\n", 'src/lib.js': 'export const formatCurrency = { v: 1 };\n' };
    const mangleOn = await buildUnminified(await projectDir('provided-mangle-on'), mangled, { entry: './src/index.js', optimization: { concatenateModules: false } });
    expect(await mangleOn.read('main.js')).not.toMatch(/\.formatCurrency\)/);
    const mangleOff = await buildUnminified(await projectDir('provided-mangle-off'), mangled, { entry: './src/index.js', optimization: { concatenateModules: false, providedExports: false } });
    expect(await mangleOff.read('main.js')).toMatch(/\.formatCurrency\)/);
    const reason = await webpackSource('lib/optimize/ModuleConcatenationPlugin.js', 'if (exportsInfo.otherExportsInfo.provided === undefined)', 4);
    expect(reason).toContain('optimization.providedExports is disabled');
  });

  proves('/configuration/optimization/#optimizationusedexports', "exports are analysed per runtime by default; 'global' merges the uses of all runtimes", async () => {
    const shared = {
      'src/one.js': "import { x } from './shared.js';\nconsole.log(x);\n",
      'src/two.js': "import { y } from './shared.js';\nconsole.log(y);\n",
      'src/shared.js': 'export const x = { v: 1 };\nexport const y = { v: 2 };\n',
    };
    const entry = { one: './src/one.js', two: './src/two.js' };
    const perRuntime = await buildUnminified(await projectDir('used-runtime'), shared, { entry, optimization: { ...readable, splitChunks: false } });
    expect(await perRuntime.read('one.js')).toContain('/* unused harmony export y */');
    const global = await buildUnminified(await projectDir('used-global'), shared, { entry, optimization: { ...readable, splitChunks: false, usedExports: 'global' } });
    expect(await global.read('one.js')).not.toContain('unused harmony export');
  });

  const reexports = {
    'src/index.js': "import { a } from './re.js';\nconsole.log(a);\n",
    'src/re.js': "export { a } from './a.js';\nexport { b } from './b.js';\n",
    'src/a.js': 'export const a = { v: 1 };\n',
    'src/b.js': 'export const b = { v: 2 };\nexport function f() { return b; }\n',
  };

  proves('/configuration/optimization/#optimizationsideeffects', "true skips modules it finds side-effect free in the source; 'flag' and false keep them", async () => {
    const has = async (value: boolean | 'flag') => {
      const built = await buildUnminified(await projectDir(`side-effects-${value}`), reexports, { entry: './src/index.js', optimization: { ...readable, sideEffects: value } });
      const main = await built.read('main.js');
      return [main.includes('"./src/re.js"'), main.includes('"./src/b.js"')];
    };
    expect(await has(true)).toEqual([false, false]);
    expect(await has('flag')).toEqual([true, true]);
    expect(await has(false)).toEqual([true, true]);
  });

  proves('/configuration/optimization/#optimizationsideeffects', 'a package marked side-effect free loses the module it imports only for its effects', async () => {
    const files = {
      'src/index.js': "import 'kit/polyfill.js';\nimport { button } from 'kit';\nconsole.log(button);\n",
      'node_modules/kit/index.js': 'export const button = { kind: "button" };\n',
      'node_modules/kit/polyfill.js': 'globalThis.kitPolyfilled = true;\n',
    };
    const marked = await buildUnminified(await projectDir('side-effects-false-pkg'), { ...files, 'node_modules/kit/package.json': '{ "name": "kit", "sideEffects": false }\n' }, { entry: './src/index.js' });
    expect(await marked.read('main.js')).not.toContain('kitPolyfilled');
    const listed = await buildUnminified(await projectDir('side-effects-list-pkg'), { ...files, 'node_modules/kit/package.json': '{ "name": "kit", "sideEffects": ["./polyfill.js"] }\n' }, { entry: './src/index.js' });
    expect(await listed.read('main.js')).toContain('kitPolyfilled');
  });

  proves('/configuration/optimization/#optimizationinlineexports', 'imports of constants of up to six bytes become the constant, and the minimizer then drops an if (DEBUG) block', async () => {
    const files = {
      'src/index.js': "import { DEBUG, S, L } from './flags.js';\nif (DEBUG) { console.log('debugging'); }\nconsole.log(S, L);\n",
      'src/flags.js': "export const DEBUG = false;\nexport const S = 'abcdef';\nexport const L = { long: 'abcdefg' };\n",
    };
    const readableBuild = await buildUnminified(await projectDir('inline-exports'), files, { entry: './src/index.js', optimization: { concatenateModules: false } });
    const main = await readableBuild.read('main.js');
    expect(main).toContain("if ((/* inlined export .DEBUG */false)) { console.log('debugging'); }");
    expect(main).toContain('(/* inlined export .S */"abcdef")');
    expect(main).not.toContain('inlined export .L');
    const off = await buildUnminified(await projectDir('inline-exports-off'), files, { entry: './src/index.js', optimization: { concatenateModules: false, inlineExports: false } });
    expect(await off.read('main.js')).not.toContain('inlined export');
    const minified = await build(await projectDir('inline-exports-min'), files, { entry: './src/index.js', optimization: { concatenateModules: false } });
    expect(await minified.read('main.js')).not.toContain('debugging');
  });

  proves('/configuration/optimization/#optimizationconcatenatemodules', 'modules share one scope when on and keep their own functions when off; a module using eval is left out, with a bailout reason', async () => {
    const files = {
      'src/index.js': "import { helper } from './helper.js';\nimport { evil } from './evil.js';\nconsole.log(helper(), evil);\n",
      'src/helper.js': 'export function helper() { return { v: 1 }; }\n',
      'src/evil.js': "export const evil = eval('1 + 1');\n",
    };
    const dir = await projectDir('concatenate');
    await writeFiles(dir, files);
    const compiler = webpack({ mode: 'production', context: dir, entry: './src/index.js', output: { path: join(dir, 'dist') }, optimization: { minimize: false, moduleIds: 'named' } });
    const stats = await new Promise<webpack.Stats>((resolveRun, reject) => compiler.run((error, result) => compiler.close(() => (error || !result ? reject(error) : resolveRun(result)))));
    const main = await readFile(join(dir, 'dist/main.js'), 'utf8');
    expect(main).toContain(';// ./src/helper.js');
    expect(main).toContain('"./src/evil.js"');
    const evil = stats.toJson({ all: false, modules: true, optimizationBailout: true, nestedModules: true }).modules?.find((m) => m.name === './src/evil.js');
    expect(evil?.optimizationBailout?.join('\n')).toMatch(/eval\(\)/);
    const off = await buildUnminified(await projectDir('concatenate-off'), files, { entry: './src/index.js', optimization: { moduleIds: 'named', concatenateModules: false } });
    expect(await off.read('main.js')).toContain('"./src/helper.js"');
  });

  proves('/configuration/optimization/#optimizationavoidentryiife', 'with it the entry code is written without the IIFE it otherwise needs next to other modules of its chunk', async () => {
    const files = { 'src/index.js': "import { helper } from './helper.js';\nconst value = { n: 1 };\nconsole.log(helper(value));\n", 'src/helper.js': 'export function helper(x) { return [x]; }\n' };
    const on = await buildUnminified(await projectDir('iife-on'), files, { entry: './src/index.js', optimization: { concatenateModules: false } });
    expect(await on.read('main.js')).not.toContain('needs to be wrapped in an IIFE');
    const off = await buildUnminified(await projectDir('iife-off'), files, { entry: './src/index.js', optimization: { concatenateModules: false, avoidEntryIife: false } });
    expect(await off.read('main.js')).toContain('This entry needs to be wrapped in an IIFE because it needs to be isolated against other modules in the chunk.');
  });

  proves('/configuration/optimization/#optimizationinnergraph', 'an import used only by an unused export is dropped with it', async () => {
    const files = {
      'src/index.js': "import { used } from './lib.js';\nconsole.log(used());\n",
      'src/lib.js': "import { heavy } from './heavy.js';\nexport function unusedHelper() { return heavy(); }\nexport function used() { return 1; }\n",
      'src/heavy.js': "export function heavy() { return 'HEAVY'; }\n",
    };
    const on = await build(await projectDir('inner-graph-on'), files, { entry: './src/index.js', optimization: { concatenateModules: false } });
    expect(await on.read('main.js')).not.toContain('HEAVY');
    const off = await build(await projectDir('inner-graph-off'), files, { entry: './src/index.js', optimization: { concatenateModules: false, innerGraph: false } });
    expect(await off.read('main.js')).toContain('HEAVY');
  });

  proves('/configuration/optimization/#optimizationmangleexports', "renames used exports to short names; 'size' picks the shortest, true and 'deterministic' names derived from the export", async () => {
    const files = { 'src/index.js': "import * as utils from './utils.js';\nconsole.log(utils.formatCurrency, utils.parseAmount);\n", 'src/utils.js': 'export const formatCurrency = { v: 1 };\nexport const parseAmount = { v: 2 };\n' };
    const access = async (mangleExports: boolean | 'deterministic' | 'size') =>
      (await (await buildUnminified(await projectDir(`mangle-${mangleExports}`), files, { entry: './src/index.js', optimization: { concatenateModules: false, mangleExports } })).read('main.js')).split('\n').find((line) => line.startsWith('console.log('));
    const deterministic = await access('deterministic');
    expect(deterministic).toMatch(/\/\* \.formatCurrency \*\/ \.[A-Za-z_$][\w$]?, .*\/\* \.parseAmount \*\/ \.[A-Za-z_$][\w$]?\);$/);
    expect(await access(true)).toBe(deterministic);
    expect(await access('size')).toBe('console.log(_utils_js__WEBPACK_IMPORTED_MODULE_0__/* .formatCurrency */ .a, _utils_js__WEBPACK_IMPORTED_MODULE_0__/* .parseAmount */ .b);');
    expect(await access(false)).toBe('console.log(_utils_js__WEBPACK_IMPORTED_MODULE_0__.formatCurrency, _utils_js__WEBPACK_IMPORTED_MODULE_0__.parseAmount);');
  });

  proves('/configuration/optimization/#optimizationmoduleids', "'named' uses relative paths, 'deterministic' short numbers from the path", async () => {
    const files = { 'src/index.js': "import './a.js';\nimport './b.js';\n", 'src/a.js': "console.log('a');\n", 'src/b.js': "console.log('b');\n" };
    const ids = async (moduleIds: 'named' | 'deterministic') =>
      ((await (await buildUnminified(await projectDir(`module-ids-${moduleIds}`), files, { entry: './src/index.js', optimization: { concatenateModules: false, moduleIds } })).read('main.js')).match(/^\/\*{3}\/ (\S+)$/gm) ?? []).map((line) => line.slice(6)).filter((id) => !id.startsWith('}'));
    expect(await ids('named')).toEqual(['"./src/a.js"', '"./src/b.js"']);
    const deterministic = await ids('deterministic');
    expect(deterministic).toHaveLength(2);
    for (const id of deterministic) expect(id).toMatch(/^\d{1,3}$/);
  });

  proves('/configuration/optimization/#optimizationrealcontenthash', 'the hash follows the final bytes: sources that minify to the same code get the same name only with it', async () => {
    const names = async (realContentHash: boolean) => {
      const result: string[] = [];
      for (const comment of ['one', 'two']) {
        const built = await build(await projectDir(`real-hash-${realContentHash}-${comment}`), { 'src/index.js': `// ${comment}\nconsole.log('same');\n` }, { entry: './src/index.js', output: { filename: '[name].[contenthash].js' }, optimization: { realContentHash } });
        expect(await built.read(built.files[0] ?? '')).toBe('console.log("same");');
        result.push(built.files[0] ?? '');
      }
      return result;
    };
    const [a, b] = await names(true);
    expect(a).toBe(b);
    const [c, d] = await names(false);
    expect(c).not.toBe(d);
  });

  proves('/configuration/optimization/#checking-what-the-optimizations-did', 'minimize: false keeps production output tree shaken, hoisted and mangled but readable, with the comments that show the decisions', async () => {
    const files = { 'src/index.js': "import greet, { shout } from './lib.js';\nconsole.log(greet(), shout);\n", 'src/lib.js': "export default (function greet() { return 'hi'; });\nexport const shout = { loud: true };\nexport const whisper = { loud: false };\n" };
    const production = await (await buildUnminified(await projectDir('checking-production'), files, { entry: './src/index.js' })).read('main.js');
    expect(production).toContain(';// ./src/lib.js');
    expect(production).toContain('const whisper = (/* unused pure expression or super */ null && ({ loud: false }));');
    expect(production).not.toContain('__webpack_require__.d(');
    const development = await (await buildUnminified(await projectDir('checking-development'), files, { mode: 'development', devtool: false, entry: './src/index.js', optimization: { usedExports: true } })).read('main.js');
    expect(development).toContain('/* unused harmony export whisper */');
    expect(development).toContain('/* harmony default export */');
  });

  proves('/configuration/optimization/#optimizationmanglewasmimports', 'only the synchronous WebAssembly generator reads the switch; the asynchronous one keeps its options without using them', async () => {
    expect(effectiveOptions({ mode: 'production' }).optimization.mangleWasmImports).toBe(false);
    const sync = await readFile(require.resolve('webpack/lib/wasm-sync/WebAssemblyGenerator.js'), 'utf8');
    expect(sync).toContain('if (this.options.mangleImports) {');
    const asyncGenerator = await readFile(require.resolve('webpack/lib/wasm/AsyncWebAssemblyGenerator.js'), 'utf8');
    expect(asyncGenerator).not.toMatch(/\.mangleImports\b/);
  });

  const duplicates = {
    'src/index.js': "import('./a.js');\nimport('./b.js');\n",
    'src/a.js': "import('./shared.js');\n",
    'src/b.js': "import('./shared.js');\nexport default 2;\n",
    'src/shared.js': "export default 'shared';\n",
  };

  proves('/configuration/optimization/#optimizationmergeduplicatechunks', 'chunks with the same modules become one file', async () => {
    const merged = await buildUnminified(await projectDir('merge-on'), duplicates, { entry: './src/index.js', optimization: { ...readable } });
    expect(merged.files.filter((f) => f.includes('shared'))).toHaveLength(1);
    const kept = await buildUnminified(await projectDir('merge-off'), duplicates, { entry: './src/index.js', optimization: { ...readable, mergeDuplicateChunks: false } });
    expect(kept.files.filter((f) => f.includes('shared'))).toHaveLength(2);
    expect(kept.files.length).toBe(merged.files.length + 1);
  });

  proves('/configuration/optimization/#optimizationremoveavailablemodules', 'off by default in every mode, and the chunk graph already leaves a module the parent has out of the lazy chunk', async () => {
    for (const mode of ['production', 'development', 'none'] as const) expect(effectiveOptions({ mode }).optimization.removeAvailableModules).toBe(false);
    const files = { 'src/index.js': "import common from './common.js';\nconsole.log(common);\nimport('./lazy.js');\n", 'src/lazy.js': "import common from './common.js';\nconsole.log('lazy', common);\n", 'src/common.js': "export default { name: 'common' };\n" };
    const built = await buildUnminified(await projectDir('available'), files, { entry: './src/index.js', optimization: { ...readable } });
    expect(await built.read('main.js')).toContain('/***/ "./src/common.js"');
    expect(await built.read('src_lazy_js.js')).not.toContain('/***/ "./src/common.js"');
  });

  proves('/configuration/optimization/#optimizationflagincludedchunks', 'a chunk that contains all modules of another also registers its id, so loading it marks the smaller one loaded', async () => {
    const files = { 'src/index.js': "import('./x.js');\nimport('./y.js');\n", 'src/x.js': "export default { x: 'x module' };\n", 'src/y.js': "import x from './x.js';\nconsole.log(x);\n" };
    const flagged = await buildUnminified(await projectDir('included-on'), files, { entry: './src/index.js', optimization: { ...readable } });
    expect(await flagged.read('src_y_js.js')).toContain('.push([["src_x_js","src_y_js"],');
    const plain = await buildUnminified(await projectDir('included-off'), files, { entry: './src/index.js', optimization: { ...readable, flagIncludedChunks: false } });
    expect(await plain.read('src_y_js.js')).toContain('.push([["src_y_js"],');
  });

  proves('/configuration/optimization/#optimizationnodeenv', 'process.env.NODE_ENV becomes the string through DefinePlugin; false leaves it as written', async () => {
    const files = { 'src/index.js': 'console.log(process.env.NODE_ENV);\n' };
    const staging = await buildUnminified(await projectDir('node-env'), files, { entry: './src/index.js', optimization: { nodeEnv: 'staging' } });
    expect(await staging.read('main.js')).toContain('console.log("staging")');
    const off = await buildUnminified(await projectDir('node-env-off'), files, { entry: './src/index.js', optimization: { nodeEnv: false } });
    expect(await off.read('main.js')).toContain('console.log(process.env.NODE_ENV)');
    const apply = await webpackSource('lib/config/WebpackOptionsApply.js', 'if (options.optimization.nodeEnv) {', 6);
    expect(apply).toContain('DefinePlugin');
  });

  proves('/configuration/optimization/#optimizationportablerecords', 'records hold paths relative to the context when on and absolute ones when off', async () => {
    const files = { 'src/index.js': "import('./lazy.js');\n", 'src/lazy.js': 'export default 1;\n' };
    const portableDir = await projectDir('records-portable');
    await buildUnminified(portableDir, files, { entry: './src/index.js', recordsPath: join(portableDir, 'records.json') });
    const portable = await readFile(join(portableDir, 'records.json'), 'utf8');
    expect(portable).toContain('"./src/lazy.js"');
    expect(portable).not.toContain(portableDir);
    const absoluteDir = await projectDir('records-absolute');
    await buildUnminified(absoluteDir, files, { entry: './src/index.js', recordsPath: join(absoluteDir, 'records.json'), optimization: { portableRecords: false } });
    expect(await readFile(join(absoluteDir, 'records.json'), 'utf8')).toContain(join(absoluteDir, 'src/lazy.js'));
  });
});
