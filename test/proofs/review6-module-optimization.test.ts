// Proofs of statements on /configuration/module/ and /configuration/optimization/ that were
// corrected or left without a proof: which minimizers the built-in one leaves files to, empty
// chunks, the release that brought avoidEntryIife, realContentHash, sideEffects, innerGraph and
// emitOnErrors; on the module page the JSON export depth per mode, preloads of import() chunks,
// font preloads and a use entry without a loader. Each is the smallest build that shows it.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { build, buildUnminified, effectiveOptions, projectDir, proves, validationLine, webpackSource, writeFiles } from './proof';

const modulesIn = (bundle: string) => [...new Set(bundle.match(/"\.\/src\/[\w.]+\.js"/g) ?? [])].sort();

describe('/configuration/optimization/', () => {
  const minifiable = { 'src/index.js': "import './s.css';\nconst longVariableName = 1 + 2;\nconsole.log(longVariableName);\n", 'src/s.css': '.a {  color: #ffffff;  }\n' };
  // The shape of a minimizer of the minimizer-webpack-plugin family: an implementation and a matcher in its options.
  const claiming = (test: RegExp) => ({ options: { minimizer: { implementation: () => undefined }, test }, apply: () => undefined });

  proves('/configuration/optimization/#optimizationminimizer', "the built-in minimizer leaves CSS to another minimizer that claims it, in the list or in plugins, but minifies JavaScript in any case; falsy entries are skipped", async () => {
    const alone = await build(await projectDir('claim-none'), minifiable, { entry: './src/index.js', experiments: { css: true } });
    expect(await alone.read('main.css')).toBe('.a{color:#fff}');
    const inList = await build(await projectDir('claim-list'), minifiable, { entry: './src/index.js', experiments: { css: true }, optimization: { minimizer: ['...', claiming(/\.css$/) as never] } });
    expect(await inList.read('main.css')).toContain('.a {  color: #ffffff;  }');
    const inPlugins = await build(await projectDir('claim-plugins'), minifiable, { entry: './src/index.js', experiments: { css: true }, plugins: [claiming(/\.css$/) as never] });
    expect(await inPlugins.read('main.css')).toContain('.a {  color: #ffffff;  }');
    const js = await build(await projectDir('claim-js'), minifiable, { entry: './src/index.js', experiments: { css: true }, optimization: { minimizer: ['...', claiming(/\.js$/) as never] } });
    expect(await js.read('main.js')).toBe('(()=>{"use strict";console.log(3)})();');
    const falsy = await build(await projectDir('claim-falsy'), minifiable, { entry: './src/index.js', experiments: { css: true }, optimization: { minimizer: ['...', false, null, undefined, 0, ''] } });
    expect(falsy.errors).toEqual([]);
    expect(await falsy.read('main.js')).toBe('(()=>{"use strict";console.log(3)})();');
  });

  const minifiedCss = async (name: string, css: string, transforms: object, parser?: object) => {
    const built = await build(await projectDir(name), { 'src/index.js': "import './s.css';\n", 'src/s.css': css }, { entry: './src/index.js', target: 'browserslist:chrome 120', experiments: { css: true }, module: parser ? { parser: { 'css/auto': parser } } : undefined, optimization: { minimizeOptions: { css: transforms } } });
    return built.read('main.css');
  };

  proves('/configuration/optimization/#css-transforms', 'mergeDistantRules joins a later rule with the same block past the rules between, unless one of them sets the same property; same-selector rules join only when adjacent', async () => {
    expect(await minifiedCss('distant-off', '.a{color:red}.b{margin:0}.c{color:red}', {})).toBe('.a{color:red}.b{margin:0}.c{color:red}');
    expect(await minifiedCss('distant-on', '.a{color:red}.b{margin:0}.c{color:red}', { mergeDistantRules: true })).toBe('.a,.c{color:red}.b{margin:0}');
    expect(await minifiedCss('distant-conflict', '.a{color:red}.b{color:blue}.c{color:red}', { mergeDistantRules: true })).toBe('.a{color:red}.b{color:blue}.c{color:red}');
    expect(await minifiedCss('distant-selector', '.a{color:red}.b{margin:0}.a{padding:0}', { mergeDistantRules: true })).toBe('.a{color:red}.b{margin:0}.a{padding:0}');
    expect(await minifiedCss('adjacent-selector', '.a{color:red}.a{padding:0}', {})).toBe('.a{color:red;padding:0}');
  });

  proves('/configuration/optimization/#css-transforms', 'the CSS parser resolves @custom-media and @custom-selector by default; the minimizer switches only matter where the parser option is off', async () => {
    const css = '@custom-media --sm (max-width:30em);@media (--sm){.a{color:red}}@custom-selector :--h h1,h2;:--h{color:red}';
    expect(await minifiedCss('custom-default', css, {})).toBe('@media (width<=30em){.a{color:red}}:is(h1,h2){color:red}');
    const parserOff = { customMedia: false, customSelectors: false };
    expect(await minifiedCss('custom-parser-off', css, {}, parserOff)).toBe('@custom-media --sm (width<=30em);@media (--sm){.a{color:red}}@custom-selector :--h h1,h2;:--h{color:red}');
    expect(await minifiedCss('custom-both', css, { customMedia: true, customSelectors: true }, parserOff)).toBe('@media (width<=30em){.a{color:red}}:is(h1,h2){color:red}');
  });

  proves('/configuration/optimization/#html-transforms', "removeImpliedTags: 'smart' drops an attribute-less <html> start tag; true and 'all' drop the shell tags the syntax allows, keeping <body> before whitespace", async () => {
    const page = async (name: string, body: string, html: object) => (await build(await projectDir(name), { 'src/index.html': `<!DOCTYPE html><html><head><title>t</title></head><body>${body}</body></html>` }, { entry: './src/index.html', experiments: { html: true }, optimization: { minimizeOptions: { html } } })).read('index.html');
    expect(await page('implied-smart', '<p>x</p>', {})).toBe('<!doctype html><head><title>t</title></head><body><p>x</body></html>');
    expect(await page('implied-true', '<p>x</p>', { removeImpliedTags: true })).toBe('<!doctype html><title>t</title><p>x');
    expect(await page('implied-all-space', '\n<p>x</p>\n', { removeImpliedTags: 'all' })).toBe('<!doctype html><title>t</title><body>\n<p>x</p>\n');
  });

  proves('/configuration/optimization/#optimizationremoveemptychunks', 'turned off, an empty chunk writes no file but stays in the graph, and the import() asks the runtime for it too', async () => {
    const files = { 'src/index.js': "import('./a').then((m) => console.log(m));\n", 'src/a.js': 'export const a = 1;\n' };
    const config = (removeEmptyChunks: boolean) => ({ entry: './src/index.js', optimization: { removeEmptyChunks, chunkIds: 'named' as const, splitChunks: { cacheGroups: { x: { test: /a\.js/, name: 'x', chunks: 'all' as const, enforce: true } } } } });
    const removed = await buildUnminified(await projectDir('empty-removed'), files, config(true));
    expect(removed.files).toEqual(['main.js', 'x.js']);
    expect(await removed.read('main.js')).toContain('__webpack_require__.e(/* import() */ "x")');
    const kept = await buildUnminified(await projectDir('empty-kept'), files, config(false));
    expect(kept.files).toEqual(['main.js', 'x.js']);
    expect(await kept.read('main.js')).toContain('Promise.all(/* import() */[__webpack_require__.e("x"), __webpack_require__.e(0)])');
  });

  proves('/configuration/optimization/#optimizationavoidentryiife', 'the option exists in 5.112 with a production default of true; it is part of the schema that validation checks', async () => {
    expect(validationLine({ optimization: { avoidEntryIife: true } })).toBe('valid');
    expect(effectiveOptions({ mode: 'production' }).optimization.avoidEntryIife).toBe(true);
    expect(effectiveOptions({ mode: 'development' }).optimization.avoidEntryIife).toBe(false);
    expect(validationLine({ optimization: { avoidEntryIifeX: true } })).not.toBe('valid');
  });

  proves('/configuration/optimization/#optimizationrealcontenthash', 'with it, two builds with the same output get the same name; without it, a difference the minimizer removes changes the hash', async () => {
    const names = async (realContentHash: boolean) => {
      const out: string[] = [];
      for (const comment of ['one', 'two']) {
        const built = await build(await projectDir(`rch-${realContentHash}-${comment}`), { 'src/index.js': `// ${comment}\nconsole.log(1);\n` }, { entry: './src/index.js', output: { filename: '[name].[contenthash].js' }, optimization: { realContentHash } });
        expect(await built.read(built.files[0]!)).toBe('console.log(1);');
        out.push(built.files[0]!);
      }
      return out;
    };
    const [a, b] = await names(true);
    expect(a).toBe(b);
    const [c, d] = await names(false);
    expect(c).not.toBe(d);
  });

  proves('/configuration/optimization/#optimizationsideeffects', "true finds side-effect-free modules from their code; 'flag' and false keep every imported module", async () => {
    const files = { 'src/index.js': "import { a } from './re';\nconsole.log(a);\n", 'src/re.js': "export { a } from './a';\nexport { b } from './b';\n", 'src/a.js': 'export const a = { v: 1 };\n', 'src/b.js': 'export const b = { v: 2 };\n' };
    const kept = async (sideEffects: boolean | 'flag') => modulesIn(await (await buildUnminified(await projectDir(`se-${sideEffects}`), files, { entry: './src/index.js', optimization: { sideEffects, inlineExports: false, concatenateModules: false, moduleIds: 'named' } })).read('main.js'));
    expect(await kept(true)).toEqual(['"./src/a.js"']);
    expect(await kept('flag')).toEqual(['"./src/a.js"', '"./src/b.js"', '"./src/re.js"']);
    expect(await kept(false)).toEqual(['"./src/a.js"', '"./src/b.js"', '"./src/re.js"']);
  });

  proves('/configuration/optimization/#optimizationinnergraph', 'an import used only by an unused export counts as unused', async () => {
    const files = { 'src/index.js': "import { a } from './m';\nconsole.log(a);\n", 'src/m.js': "import { h } from './h';\nexport const a = { v: 1 };\nexport function unused() { return h(); }\n", 'src/h.js': 'export function h() { return 2; }\n' };
    const kept = async (innerGraph: boolean) => modulesIn(await (await buildUnminified(await projectDir(`ig-${innerGraph}`), files, { entry: './src/index.js', optimization: { innerGraph, inlineExports: false, concatenateModules: false, moduleIds: 'named' } })).read('main.js'));
    expect(await kept(true)).toEqual(['"./src/m.js"']);
    expect(await kept(false)).toEqual(['"./src/h.js"', '"./src/m.js"']);
  });

  proves('/configuration/optimization/#optimizationemitonerrors', 'development writes the bundle with a broken module that throws at run time; production writes nothing', async () => {
    const files = { 'src/index.js': "import './bad';\nconsole.log(1);\n", 'src/bad.js': 'let = ;\n' };
    const dev = await build(await projectDir('eoe-dev'), files, { mode: 'development', devtool: false, entry: './src/index.js' });
    expect(dev.errors).toHaveLength(1);
    expect(await dev.read('main.js')).toContain('throw new SyntaxError("Module parse failed');
    const prod = await build(await projectDir('eoe-prod'), files, { entry: './src/index.js' });
    expect(prod.errors).toHaveLength(1);
    expect(prod.files).toEqual([]);
  });
});

describe('/configuration/module/', () => {
  proves('/configuration/module/#html-json-and-asset-parser-options', "json.exportsDepth is 1 in development and Infinity in production and in 'none'", async () => {
    expect(effectiveOptions({ mode: 'development' }).module.parser.json).toEqual({ exportsDepth: 1 });
    expect(effectiveOptions({ mode: 'production' }).module.parser.json).toEqual({ exportsDepth: Infinity });
    expect(effectiveOptions({ mode: 'none' }).module.parser.json).toEqual({ exportsDepth: Infinity });
  });

  proves('/configuration/module/#moduleparser', 'the default parser options hold filled-in objects for javascript, json, css and html besides asset', async () => {
    const parser = effectiveOptions({ mode: 'production' }).module.parser;
    expect(parser.asset).toEqual({ dataUrlCondition: { maxSize: 8096 } });
    expect(parser.html).toEqual({ sources: true });
    expect(Object.keys(parser.javascript!).length).toBeGreaterThan(20);
    expect(parser.javascript).toMatchObject({ dynamicImportMode: 'lazy', exprContextRequest: '.' });
    expect(Object.keys(parser)).toEqual(expect.arrayContaining(['javascript', 'asset', 'json', 'css', 'css/auto', 'css/module', 'css/global', 'html']));
  });

  const nested = { 'src/index.js': "import('./m').then(console.log);\n", 'src/m.js': "export const load = () => import('./n');\n", 'src/n.js': "import './s.css';\nexport const a = 1;\n", 'src/s.css': '.a { color: red; }\n' };
  const direct = { 'src/index.js': "import('./n').then(console.log);\n", 'src/n.js': "import './s.css';\nexport const a = 1;\n", 'src/s.css': '.a { color: red; }\n' };

  proves('/configuration/module/#javascript-parser-options', 'dynamicImportPreload preloads the chunks of import() calls in chunks loaded on demand, not those of an entry chunk', async () => {
    const runtime = async (name: string, files: Record<string, string>, preload?: boolean) =>
      (await buildUnminified(await projectDir(name), files, { entry: './src/index.js', experiments: { css: true }, optimization: { chunkIds: 'named' }, module: { parser: { javascript: { dynamicImportPreload: preload } } } })).read('main.js');
    const nestedOn = await runtime('preload-nested', nested, true);
    expect(nestedOn).toContain('__webpack_require__.H.j = (chunkId) => {');
    expect(nestedOn).toMatch(/chunkToChildrenMap = \{\s*\/\*+\/\s*"src_m_js": \[/);
    expect(await runtime('preload-nested-off', nested)).not.toContain('__webpack_require__.H.j');
    expect(await runtime('preload-direct', direct, true)).not.toContain('__webpack_require__.H.j');
  });

  proves('/configuration/module/#javascript-parser-options', 'dynamicImportCssPreload adds a style preload for the CSS of import() chunks requested from chunks loaded on demand only', async () => {
    const runtime = async (name: string, files: Record<string, string>, cssPreload?: boolean) =>
      (await buildUnminified(await projectDir(name), files, { entry: './src/index.js', experiments: { css: true }, optimization: { chunkIds: 'named' }, module: { parser: { javascript: { dynamicImportCssPreload: cssPreload } } } })).read('main.js');
    const nestedOn = await runtime('csspreload-nested', nested, true);
    expect(nestedOn).toContain('__webpack_require__.H.s = (chunkId) => {');
    expect(nestedOn).toContain('link.as = "style";');
    expect(await runtime('csspreload-nested-off', nested)).not.toContain('__webpack_require__.H.s');
    expect(await runtime('csspreload-direct', direct, true)).not.toContain('__webpack_require__.H.s');
  });

  proves('/configuration/module/#css-parser-options', "fontPreload adds a font preload to the page for a stylesheet its script imports, with output.crossOriginLoading's attribute, and none for a linked stylesheet", async () => {
    const css = '@font-face { font-family: F; src: url(./f.woff2) format("woff2"), url(./f.woff) format("woff"); }\n.a { font-family: F; }\n';
    const fonts = { 'src/f.woff2': 'x'.repeat(9000), 'src/f.woff': 'y'.repeat(9000), 'src/s.css': css };
    const page = (head: string, body: string) => `<!doctype html><html><head><title>t</title>${head}</head><body>${body}</body></html>`;
    const imported = await build(await projectDir('font-imported'), { ...fonts, 'src/index.html': page('', '<script src="./index.js"></script>'), 'src/index.js': "import './s.css';\nconsole.log(1);\n" }, { entry: './src/index.html', experiments: { css: true }, output: { crossOriginLoading: 'anonymous' }, module: { parser: { css: { fontPreload: true } } }, optimization: { minimize: false } });
    const html = await imported.read('index.html');
    expect(html).toMatch(/<link rel="preload" as="font" type="font\/woff2" href="\w+\.woff2" crossorigin="anonymous">/);
    expect(html.match(/as="font"/g)).toHaveLength(1);
    const linked = await build(await projectDir('font-linked'), { ...fonts, 'src/index.html': page('<link rel="stylesheet" href="./s.css">', '<p>x</p>') }, { entry: './src/index.html', experiments: { css: true }, module: { parser: { 'css/auto': { fontPreload: true } } }, optimization: { minimize: false } });
    expect(linked.files).toContain('s.css');
    expect(await linked.read('index.html')).not.toContain('as="font"');
  });

  proves('/configuration/module/#javascript-parser-options', 'the TypeScript default steps aside for any rule matching .ts, .mts or .cts files, loader or not', async () => {
    const auto = await webpackSource('lib/config/defaults.js', 'if (experiments.typescript === "auto")', 10);
    expect(auto).toContain('RuleSetCompiler.hasRuleForResource(rules, "/file.ts")');
    expect(auto).toContain('RuleSetCompiler.hasRuleForResource(rules, "/file.mts")');
    expect(auto).toContain('RuleSetCompiler.hasRuleForResource(rules, "/file.cts")');
    // hasRuleForResource looks at the rule's conditions only: a rule that sets nothing but a type counts.
    const compiler = require('webpack/lib/rules/RuleSetCompiler');
    expect(compiler.hasRuleForResource([{ test: /\.ts$/, type: 'javascript/auto' }], '/file.ts')).toBe(true);
    expect(compiler.hasRuleForResource([{ test: /\.js$/, type: 'javascript/auto' }], '/file.ts')).toBe(false);
  });

  proves('/configuration/module/#javascript-parser-options', 'an amd object under the parser keeps AMD on but define.amd comes from the top-level amd option; false turns AMD off', async () => {
    const files = { 'src/index.js': 'console.log(define.amd);\n' };
    const parserObject = await (await buildUnminified(await projectDir('amd-parser-object'), files, { entry: './src/index.js', module: { parser: { javascript: { amd: { jQuery: true } } } } })).read('main.js');
    expect(parserObject).toContain('__webpack_require__.amdO = {};');
    const topLevel = await (await buildUnminified(await projectDir('amd-top-level'), files, { entry: './src/index.js', amd: { jQuery: true } })).read('main.js');
    expect(topLevel).toContain('__webpack_require__.amdO = {"jQuery":true};');
    const off = await (await buildUnminified(await projectDir('amd-off'), files, { entry: './src/index.js', module: { parser: { javascript: { amd: false } } } })).read('main.js');
    expect(off).toContain('console.log(define.amd)');
  });

  proves('/configuration/module/#javascript-parser-options', 'requireJs is off unless true; then require.config() is undefined, require.version "0.0.0" and requirejs.onError the error handler', async () => {
    const files = { 'src/index.js': 'require.config({ a: 1 });\nrequirejs.onError = 1;\nconsole.log(require.version);\n' };
    const unset = await buildUnminified(await projectDir('requirejs-unset'), files, { entry: './src/index.js' });
    expect(unset.warnings.join('\n')).toContain('require function is used in a way in which dependencies cannot be statically extracted');
    expect(await unset.read('main.js')).not.toContain('"0.0.0"');
    const on = await buildUnminified(await projectDir('requirejs-on'), files, { entry: './src/index.js', module: { parser: { javascript: { requireJs: true } } } });
    expect(on.warnings).toEqual([]);
    const code = await on.read('main.js');
    expect(code).toContain('undefined;');
    expect(code).toContain('__webpack_require__.oe = 1;');
    expect(code).toContain('console.log("0.0.0");');
  });

  proves('/configuration/module/#javascript-parser-options', "browserify handling is on while unset: a delegating require(o, !0) is left alone; with false it fails the build", async () => {
    const files = { 'src/index.js': 'function r(o) { return require(o, !0); }\nconsole.log(r);\n' };
    const critical = (warnings: string[]) => warnings.filter((w) => /Critical dependency/.test(w));
    const unset = await buildUnminified(await projectDir('browserify-unset'), files, { entry: './src/index.js' });
    expect(critical(unset.warnings)).toEqual([]);
    expect(await unset.read('main.js')).toContain('return require(o, !0);');
    const off = await buildUnminified(await projectDir('browserify-off'), files, { entry: './src/index.js', module: { parser: { javascript: { browserify: false } } } });
    expect(off.errors.join('\n')).toContain("Cannot statically analyse 'require(…, …)'");
  });

  proves('/configuration/module/#modulenoparse', 'a string that is not an absolute path is a glob matched at any depth; an absolute path matches the files below it', async () => {
    const files = { 'src/index.js': "require('./lib/legacy.js');\n", 'src/lib/legacy.js': "var x = require('./other');\nmodule.exports = 1;\n", 'src/lib/other.js': 'module.exports = 2;\n' };
    const parsed = async (name: string, noParse?: string) => !(await (await buildUnminified(await projectDir(name), files, { entry: './src/index.js', module: { noParse } })).read('main.js')).includes("require('./other')");
    expect(await parsed('noparse-none')).toBe(true);
    expect(await parsed('noparse-name', 'legacy.js')).toBe(false);
    expect(await parsed('noparse-glob', '**/legacy.js')).toBe(false);
    expect(await parsed('noparse-other', 'other.js')).toBe(true);
    const dir = await projectDir('noparse-absolute');
    expect(await parsed('noparse-absolute', `${dir}/src/lib`)).toBe(false);
  });

  proves('/configuration/module/#ruleuse', 'a use entry without loader passes validation but crashes the build with a TypeError', async () => {
    const dir = await projectDir('use-no-loader');
    await writeFiles(dir, { 'src/index.js': 'console.log(1);\n' });
    const config = { module: { rules: [{ test: /\.js$/, use: [{ options: { a: 1 } }] }] } };
    expect(validationLine(config)).toBe('valid');
    const script = `process.on('uncaughtException', (e) => { console.error('UNCAUGHT ' + e.name + ': ' + e.message); process.exit(2); });
const webpack = require(${JSON.stringify(require.resolve('webpack'))});
webpack({ mode: 'none', context: ${JSON.stringify(dir)}, entry: './src/index.js', output: { path: ${JSON.stringify(dir + '/dist')} }, module: { rules: [{ test: /\\.js$/, use: [{ options: { a: 1 } }] }] } })
  .run((error, stats) => { console.log(error ? 'ERROR ' + error.message : stats.hasErrors() ? 'STATS ERRORS' : 'BUILT'); });`;
    const run = await promisify(execFile)(process.execPath, ['-e', script], { cwd: dir }).then(
      (r) => ({ code: 0, out: r.stdout + r.stderr }),
      (e: { code: number; stdout: string; stderr: string }) => ({ code: e.code, out: e.stdout + e.stderr }),
    );
    expect(run.out).toContain("UNCAUGHT TypeError: Cannot read properties of undefined (reading 'endsWith')");
    expect(run.code).toBe(2);
  });
});
