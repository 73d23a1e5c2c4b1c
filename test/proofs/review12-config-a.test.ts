// Proofs of /configuration/output/, /configuration/module/ and /configuration/optimization/
// statements checked in their twelfth review: on the output page the escaping of placeholders,
// the name output.importMetaName gives to import.meta in your own modules, and the two strict
// module error options; on the module page the default rule for "type": "commonjs" packages, the
// HTML parser's sources and chunkName rows and the CSS parser rows beyond their defaults
// (exportType, fontPreload, import, url, namedExports, the CSS Modules switches and pure); on the
// optimization page the CSS transforms that had no proof, read from webpack's own minifier called
// directly or from a small build (the target's browsers included), and xml.sortAttributes.
import webpack from 'webpack';
import { join } from 'node:path';
import { build, projectDir, proves, runScript } from './proof';

const none = (config: webpack.Configuration): webpack.Configuration => ({ mode: 'none', entry: './index.js', ...config });

describe('/configuration/output/ (twelfth review)', () => {
  proves('/configuration/output/#escaping', "a name wrapped in backslashes is written literally: '[\\\\id\\\\].[name].js' gives [id].main.js", async () => {
    const built = await build(await projectDir('escape'), { 'index.js': 'console.log(1);\n' }, none({ output: { filename: '[\\id\\].[name].js' } }));
    expect(built.errors).toEqual([]);
    expect(built.files).toEqual(['[id].main.js']);
  });

  proves('/configuration/output/#outputimportmetaname', 'the name replaces webpack\'s own import.meta; your modules keep import.meta for what is left to run time, unless importMeta is false', async () => {
    const files = { 'index.js': "console.log(import.meta.url, import.meta.foo, new URL('./l.js', import.meta.url));\n", 'l.js': 'export default 1;\n' };
    const code = async (name: string, importMeta: boolean | undefined) => {
      const built = await build(await projectDir(name), files, none({ module: { parser: { javascript: { importMeta } } }, output: { module: true, importMetaName: 'pseudoImport.meta' } }));
      expect(built.errors).toEqual([]);
      return (await built.read('main.mjs')).split('\n').filter((line) => /console\.log|__webpack_import_meta__ =/.test(line)).join('\n');
    };
    const preserved = await code('import-meta-default', undefined);
    expect(preserved).toContain('Object.create(import.meta), import.meta');
    expect(preserved).toContain('__webpack_import_meta__.foo');
    expect(preserved).toContain('pseudoImport.meta.url))');
    const off = await code('import-meta-false', false);
    expect(off).toContain("console.log(pseudoImport.meta.url, pseudoImport.meta.foo, new URL('./l.js', pseudoImport.meta.url))");
  });

  const throwing = {
    'index.js': "const r = [];\nfor (let i = 0; i < 2; i++) { try { r.push(JSON.stringify(require('./bad.js'))); } catch (e) { r.push('threw ' + e.message); } }\nconsole.log(r.join(' | '), globalThis.n);\n",
    'bad.js': "globalThis.n = (globalThis.n || 0) + 1;\nexports.before = 1;\nif (globalThis.n === 1) throw new Error('boom');\nexports.after = 2;\n",
  };
  const secondRequire = async (name: string, output: webpack.Configuration['output']) => {
    const built = await build(await projectDir(name), throwing, none({ target: 'node', output }));
    expect(built.errors).toEqual([]);
    return runScript(join(built.dir, 'dist', 'main.js'));
  };

  proves('/configuration/output/#outputstrictmoduleexceptionhandling', 'a module that threw stays cached half initialised; with the option it is evaluated again on the next require', async () => {
    expect(await secondRequire('strict-default', {})).toBe('threw boom | {"before":1} 1');
    expect(await secondRequire('strict-exception', { strictModuleExceptionHandling: true })).toBe('threw boom | {"before":1,"after":2} 2');
  });

  proves('/configuration/output/#outputstrictmoduleerrorhandling', 'with the option a module that threw throws the same error again on each later import, without being evaluated again', async () => {
    expect(await secondRequire('strict-error', { strictModuleErrorHandling: true })).toBe('threw boom | threw boom 1');
  });
});

describe('/configuration/module/ (twelfth review)', () => {
  proves('/configuration/module/#moduledefaultrules', 'the .js files of a package whose package.json says "type": "commonjs" are CommonJS only: import and export fail to parse', async () => {
    const files = { 'index.js': "import x from './b.js';\nconsole.log(x);\n", 'b.js': 'export default 1;\n' };
    const commonjs = await build(await projectDir('type-commonjs'), { ...files, 'package.json': '{ "name": "x", "type": "commonjs" }\n' }, none({}));
    expect(commonjs.errors.join('\n')).toContain("'import' and 'export' may appear only with 'sourceType: module'");
    expect(commonjs.errors.join('\n')).toContain("File was parsed as module type 'javascript/dynamic'");
    const plain = await build(await projectDir('type-unset'), { ...files, 'package.json': '{ "name": "x" }\n' }, none({}));
    expect(plain.errors).toEqual([]);
  });

  const page = {
    'index.html': '<!doctype html><html><head><title>t</title></head><body>\n<img data-src="./a.png"><div data-src="./b.png"></div>\n<script src="./app.js"></script>\n</body></html>\n',
    'a.png': 'PNGa',
    'b.png': 'PNGb',
    'app.js': "console.log('app');\n",
  };
  const htmlBuild = async (name: string, html: object) => {
    const built = await build(await projectDir(name), page, { mode: 'none', entry: { home: './index.html' }, module: { parser: { html } } });
    expect(built.errors).toEqual([]);
    return built;
  };

  proves('/configuration/module/#html-json-and-asset-parser-options', 'html.chunkName: [page], [name], [index] and [type] are the page path, the URL base name, the position and the kind; the function gets them as one object; unset, the file is named after the URL', async () => {
    const plain = await htmlBuild('html-plain', {});
    expect(plain.files).toEqual(['app.js', 'index.html']);
    const named = await htmlBuild('html-named', { chunkName: '[page]-[name]-[index]-[type]' });
    expect(named.files).toEqual(['index-app-0-script.js', 'index.html']);
    const seen: object[] = [];
    const called = await htmlBuild('html-fn', { chunkName: (data: object) => { seen.push(data); return 'x-app'; } });
    expect(called.files).toContain('x-app.js');
    expect(seen).toEqual([{ page: 'index', name: 'app', index: 0, type: 'script' }]);
  });

  proves('/configuration/module/#html-json-and-asset-parser-options', "html.sources: a { tag, attribute, type } entry beside '...' bundles that attribute on that tag only; false leaves every attribute as written", async () => {
    const custom = await htmlBuild('html-sources', { sources: ['...', { tag: 'img', attribute: 'data-src', type: 'src' }] });
    const html = await custom.read('index.html');
    expect(html).toMatch(/<img data-src="[0-9a-f]+\.png">/);
    expect(html).toContain('<div data-src="./b.png">');
    const off = await htmlBuild('html-sources-off', { sources: false });
    expect(off.files).toEqual(['index.html']);
    expect(await off.read('index.html')).toContain('<script src="./app.js"></script>');
  });

  const cssFiles = {
    'index.js': "import * as s from './a.module.css';\nconsole.log(JSON.stringify(s));\n",
    'b.css': '.b{color:green}\n',
    'i.png': 'PNG',
    'a.module.css': '@import "./b.css";\n.btn { background: url(./i.png); animation: spin 1s; container-name: side; counter-reset: cnt; --gap: 1px; grid-template-areas: "head"; }\n@keyframes spin { from { color: red } }\n.x { grid-area: head; margin: var(--gap); }\n',
  };
  const cssBuild = async (name: string, parser: object, files: Record<string, string> = cssFiles) =>
    build(await projectDir(name), files, none({ target: 'web', experiments: { css: true }, module: { parser: { 'css/auto': parser } } }));

  proves('/configuration/module/#css-parser-options', "exportType: 'link' emits a .css file, 'text' and 'css-style-sheet' make the default export, 'style' injects a <style> element with no default export; only 'link' emits a file", async () => {
    const files = { 'index.js': "import s from './a.css';\nconsole.log(s);\n", 'a.css': '.a{color:red}\n' };
    const exported = async (exportType: 'link' | 'text' | 'css-style-sheet' | 'style') => {
      const built = await build(await projectDir(`export-type-${exportType}`), files, none({ target: 'web', experiments: { css: true }, module: { parser: { 'css/auto': { exportType } } } }));
      expect(built.errors).toEqual([]);
      return { files: built.files, js: await built.read('main.js'), warned: built.warnings.some((w) => w.includes('module has no exports')) };
    };
    const link = await exported('link');
    expect([link.files, link.warned]).toEqual([['main.css', 'main.js'], true]);
    const text = await exported('text');
    expect([text.files, text.warned, text.js.includes('color:red')]).toEqual([['main.js'], false, true]);
    const sheet = await exported('css-style-sheet');
    expect([sheet.files, sheet.warned, sheet.js.includes('new CSSStyleSheet')]).toEqual([['main.js'], false, true]);
    const style = await exported('style');
    expect([style.files, style.warned, /createElement\(["']style["']\)/.test(style.js)]).toEqual([['main.js'], true, true]);
  });

  proves('/configuration/module/#css-parser-options', 'fontPreload preloads the first src of each @font-face in a sheet the scripts import, not of a sheet the page links, with the crossorigin of crossOriginLoading', async () => {
    const files = {
      'index.html': '<!doctype html><html><head><title>t</title><link rel="stylesheet" href="./linked.css"></head><body><script src="./app.js"></script></body></html>\n',
      'app.js': "import './a.css';\nconsole.log(1);\n",
      'a.css': '@font-face{font-family:F;src:url(./f.woff2) format("woff2"),url(./f2.woff) format("woff")}\n.a{font-family:F}\n',
      'linked.css': '@font-face{font-family:G;src:url(./g.woff2) format("woff2")}\n',
      'f.woff2': 'wOF2f', 'f2.woff': 'wOFF', 'g.woff2': 'wOF2g',
    };
    const page = async (fontPreload: boolean) => {
      const built = await build(await projectDir(`font-preload-${fontPreload}`), files, {
        mode: 'none', entry: { home: './index.html' }, experiments: { css: true }, module: { parser: { 'css/auto': { fontPreload } } }, output: { crossOriginLoading: 'anonymous' },
      });
      expect(built.errors).toEqual([]);
      return { html: await built.read('index.html'), app: await built.read('app.css') };
    };
    expect((await page(false)).html).not.toContain('rel="preload"');
    const { html, app } = await page(true);
    const first = /url\(([0-9a-f]+\.woff2)\)/.exec(app)?.[1];
    expect(html.match(/<link rel="preload"[^>]*>/g)).toEqual([`<link rel="preload" as="font" type="font/woff2" href="${first}" crossorigin="anonymous">`]);
  });

  proves('/configuration/module/#css-parser-options', 'import: false leaves @import in the sheet, url: false leaves url() and emits no file', async () => {
    const on = await cssBuild('css-import-on', {});
    expect(on.files).toContain('main.css');
    expect(await on.read('main.css')).toContain('{color:green}');
    const off = await cssBuild('css-import-off', { import: false, url: false });
    const css = await off.read('main.css');
    expect(css).toContain('@import "./b.css";');
    expect(css).not.toContain('{color:green}');
    expect(css).toContain('url(./i.png)');
    expect(off.files.filter((file) => file.endsWith('.png'))).toEqual([]);
  });

  proves('/configuration/module/#css-parser-options', 'animation, container, customIdents, dashedIdents and grid set to false keep those names global, so they are no longer exported', async () => {
    const exported = async (name: string, parser: object) => {
      const built = await cssBuild(name, parser);
      expect(built.errors).toEqual([]);
      const map = /(\{"btn".*\})/.exec(runScript(join(built.dir, 'dist', 'main.js')));
      return Object.keys(JSON.parse(map?.[1] ?? '{}')).sort();
    };
    expect(await exported('css-local', {})).toEqual(['btn', 'cnt', 'gap', 'head', 'side', 'spin', 'x']);
    expect(await exported('css-global', { animation: false, container: false, customIdents: false, dashedIdents: false, grid: false })).toEqual(['btn', 'x']);
  });

  proves('/configuration/module/#css-parser-options', 'namedExports: false gives a default export, and a named import of a class works with a warning; pure fails a selector without a local class or id', async () => {
    const named = { ...cssFiles, 'index.js': "import def, { btn } from './a.module.css';\nconsole.log(JSON.stringify({ btn, def }));\n" };
    const onBuild = await cssBuild('css-named-on', {}, named);
    expect(onBuild.warnings.join('\n')).toContain("export 'default' (imported as 'def') was not found");
    const offBuild = await cssBuild('css-named-off', { namedExports: false }, named);
    expect(offBuild.warnings.join('\n')).toContain("Should not import the named export 'btn'");
    const pure = await cssBuild('css-pure', { pure: true }, { ...cssFiles, 'a.module.css': '.ok{color:red}\ndiv{color:black}\n' });
    expect(pure.errors.join('\n')).toContain('Selector "div" is not pure');
  });
});

type Minify = (input: Record<string, string>, map: undefined, options: object, extractComments?: boolean) => Promise<{ code: string; extractedComments?: string[] }>;

describe('/configuration/optimization/ (twelfth review)', () => {
  proves('/configuration/optimization/#css-transforms', 'each CSS transform switch changes the sheet as its row says, and the ones off by default do nothing until set', async () => {
    const cssMinify = require('webpack/lib/css/cssMinify.js') as Minify;
    const sheet = async (css: string, options: object = {}) => (await cssMinify({ 'a.css': css }, undefined, options)).code;
    const pairs: [string, object, string, string][] = [
      ['.a{width:16px}', { convertLengthUnits: true }, '.a{width:1pc}', '.a{width:16px}'],
      ['.a{width:calc(10px + 20px);transform:translate(0,0)}', { reduceFunctions: false }, '.a{width:calc(10px + 20px);transform:translate(0,0)}', '.a{width:30px;transform:translate(0)}'],
      ['.a{margin:0 0 0 0}', { shortenValues: false }, '.a{margin:0 0 0 0}', '.a{margin:0}'],
      ['.a{margin-top:1px;margin-right:2px;margin-bottom:1px;margin-left:2px}', { mergeLonghands: false }, '.a{margin-top:1px;margin-right:2px;margin-bottom:1px;margin-left:2px}', '.a{margin:1px 2px}'],
      ['.a,.a{color:red}p::before{color:red}', { shortenSelectors: false }, '.a,.a,p::before{color:red}', '.a,p:before{color:red}'],
      ['@media (min-width:100px){.a{color:red}}', { shortenMediaQueries: false }, '@media (min-width:100px){.a{color:red}}', '@media (width>=100px){.a{color:red}}'],
      ['.a{color:red}.b{color:red}.c{margin:0}.c{padding:0}', { mergeRules: false }, '.a{color:red}.b{color:red}.c{margin:0}.c{padding:0}', '.a,.b{color:red}.c{margin:0;padding:0}'],
      ['.a{color:red}.b{margin:0}.c{color:red}', { mergeDistantRules: true }, '.a,.c{color:red}.b{margin:0}', '.a{color:red}.b{margin:0}.c{color:red}'],
      ['.a{}.b{color:red;color:blue}.c{color:red}.c{color:red}', { removeDeadRules: false, mergeRules: false }, '.a{}.b{color:red;color:blue}.c{color:red}.c{color:red}', '.b{color:blue}.c{color:red}'],
      ['.b{display:flex;display:grid}', { dropOverriddenDeclarations: true }, '.b{display:grid}', '.b{display:flex;display:grid}'],
      [':root{--gap: 0.50rem}', { rewriteCustomProperties: true }, ':root{--gap:.5rem}', ':root{--gap:0.50rem}'],
      ['.\\61 b{color:red}', { rewriteEscapes: false }, '.\\61 b{color:red}', '.ab{color:red}'],
      ['@custom-selector :--h h1,h2;:--h{color:red}', { customSelectors: true }, ':is(h1,h2){color:red}', '@custom-selector :--h h1,h2;:--h{color:red}'],
      ['.a{content:"é"}', { charset: false }, '.a{content:"é"}', '@charset "UTF-8";.a{content:"é"}'],
    ];
    for (const [css, options, withOption, byDefault] of pairs) {
      expect([css, await sheet(css, options)]).toEqual([css, withOption]);
      expect([css, await sheet(css)]).toEqual([css, byDefault]);
    }
    expect(await sheet('.a{content:"e"}')).toBe('.a{content:"e"}');
    const comments = '/*! banner */ /* plain */ /* @license x */ .a{color:red}';
    expect(await sheet(comments, { extractComments: false })).toBe('/*! banner *//* @license x */.a{color:red}');
    expect(await sheet(comments, { extractComments: false, comments: 'all' })).toBe('/*! banner *//* plain *//* @license x */.a{color:red}');
    expect(await sheet(comments, { extractComments: false, comments: false })).toBe('.a{color:red}');
  });

  proves('/configuration/optimization/#css-transforms', 'vendorPrefixes, lowerUnsupported and colorFallbacks write for the target browsers, and customMedia resolves what the parser left', async () => {
    const files = {
      'index.js': "import './a.css';\n",
      'a.css': '@custom-media --s (max-width:30em);\n.a{user-select:none;-moz-tab-size:4;tab-size:4;color:lab(50% 40 59.5)}\n.b{inset:0}\n@media (--s){.c{color:red}}\n',
    };
    const css = async (name: string, target: string, minimizeOptions: object) => {
      const built = await build(await projectDir(name), files, {
        target, entry: './index.js', experiments: { css: true }, module: { parser: { 'css/auto': { customMedia: false } } }, optimization: { minimizeOptions },
      });
      expect(built.errors).toEqual([]);
      return built.read('main.css');
    };
    const old = await css('css-safari10', 'browserslist:safari 10', {});
    expect(old).toContain('.a{-webkit-user-select:none;user-select:none;tab-size:4;color:#bf5700;color:lab(50% 40 59.5)}');
    expect(old).toContain('.b{top:0;right:0;bottom:0;left:0}');
    expect(old).toContain('@custom-media --s');
    const off = await css('css-safari10-off', 'browserslist:safari 10', { css: { vendorPrefixes: false, lowerUnsupported: false, colorFallbacks: false, customMedia: true } });
    expect(off).toContain('.a{user-select:none;-moz-tab-size:4;tab-size:4;color:lab(50% 40 59.5)}');
    expect(off).toContain('.b{inset:0}');
    expect(off).not.toContain('@custom-media');
    expect(off).toContain('@media (max-width:30em){.c{color:red}}');
    expect(await css('css-chrome120', 'browserslist:chrome 120', {})).toContain('.a{user-select:none;tab-size:4;color:lab(50% 40 59.5)}.b{inset:0}');
  });

  proves('/configuration/optimization/#css-transforms', "target 'web' writes for browserslist's defaults query (prefixes and color fallbacks), and for every current engine with dropOverriddenDeclarations", async () => {
    const files = { 'index.js': "import './a.css';\n", 'a.css': '.a{user-select:none;color:lab(50% 40 59.5)}\n' };
    const css = async (name: string, minimizeOptions: object) => {
      const built = await build(await projectDir(name), files, { target: 'web', entry: './index.js', experiments: { css: true }, optimization: { minimizeOptions } });
      expect(built.errors).toEqual([]);
      return built.read('main.css');
    };
    expect(await css('css-web', {})).toBe('.a{-webkit-user-select:none;user-select:none;color:#bf5700;color:lab(50% 40 59.5)}');
    expect(await css('css-web-drop', { css: { dropOverriddenDeclarations: true } })).toBe('.a{user-select:none;color:lab(50% 40 59.5)}');
  });

  proves('/configuration/optimization/#optimizationminimizeoptions', 'xml.sortAttributes prints the attributes in one order, the most common names first', async () => {
    const xmlMinify = require('webpack/lib/html/xmlMinify.js') as Minify;
    const svg = '<svg xmlns="http://www.w3.org/2000/svg"><rect y="1" x="2" fill="red"/><rect fill="blue" x="3" y="4"/><circle r="1" fill="red" cx="1"/></svg>';
    expect((await xmlMinify({ 'a.svg': svg }, undefined, {})).code).toBe(svg);
    expect((await xmlMinify({ 'a.svg': svg }, undefined, { sortAttributes: true })).code)
      .toBe('<svg xmlns="http://www.w3.org/2000/svg"><rect fill="red" x="2" y="1"/><rect fill="blue" x="3" y="4"/><circle fill="red" cx="1" r="1"/></svg>');
  });
});

