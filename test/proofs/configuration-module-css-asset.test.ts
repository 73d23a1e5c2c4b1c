// Proofs of the CSS, HTML and asset entries of /configuration/module/: which names CSS Modules make
// local and which switches change that, @import handling, the local name templates and their hash,
// what each CSS and asset module type gives the importing code, the asset generator's file name,
// URL and folder, data URL encoding, and html.sources entries.
import webpack from 'webpack';
import { build, projectDir, proves } from './proof';

const cssModule = {
  'src/index.js': 'import * as s from "./a.module.css";\nconsole.log(s);\n',
  'src/a.module.css': [
    '@import "./b.css";',
    '.box { container-name: sidebar; grid-template-areas: "head main"; }',
    '.item { grid-area: head; }',
    '@container sidebar (min-width: 400px) { .box { color: red; } }',
    '@function --double(--x) { result: calc(var(--x) * 2); }',
    '',
  ].join('\n'),
  'src/b.css': '.fromb { color: blue; }\n',
};

/** Builds `files` with native CSS and returns the emitted stylesheet. */
async function cssOf(name: string, config: webpack.Configuration, files: Record<string, string> = cssModule): Promise<string> {
  const built = await build(await projectDir(name), files, { mode: 'development', devtool: false, experiments: { css: true }, ...config });
  expect(built.errors).toEqual([]);
  return built.read('main.css');
}

/** The rules of a stylesheet, without webpack's comments. */
const rulesOf = (css: string) => css.split('\n').filter((l) => l && !/^\s*(\/\*|!|\\\*)/.test(l));

describe('/configuration/module/ CSS, HTML and assets', () => {
  proves('/configuration/module/#css-parser-options', 'CSS Modules rename container and grid names per file; container and grid false keep them global', async () => {
    const local = rulesOf(await cssOf('css-local', {}));
    expect(local).toContain('.src_a_module_css-box { container-name: src_a_module_css-sidebar; grid-template-areas: "src_a_module_css-head-head src_a_module_css-main-main"; }');
    expect(local).toContain('@container src_a_module_css-sidebar (min-width: 400px) { .src_a_module_css-box { color: red; } }');
    const global = rulesOf(await cssOf('css-global-names', { module: { parser: { 'css/auto': { container: false, grid: false } } } }));
    expect(global).toContain('.src_a_module_css-box { container-name: sidebar; grid-template-areas: "head main"; }');
    expect(global).toContain('.src_a_module_css-item { grid-area: head; }');
  });

  proves('/configuration/module/#css-parser-options', '@function names follow dashedIdents; the function switch changes nothing', async () => {
    const fn = '@function --src_a_module_css-double(--src_a_module_css-x) { result: calc(var(--src_a_module_css-x) * 2); }';
    expect(rulesOf(await cssOf('css-function-off', { module: { parser: { 'css/auto': { function: false } } } }))).toContain(fn);
    const dashed = rulesOf(await cssOf('css-dashed-off', { module: { parser: { 'css/auto': { dashedIdents: false } } } }));
    expect(dashed).toContain('@function --double(--x) { result: calc(var(--x) * 2); }');
  });

  proves('/configuration/module/#css-parser-options', '@import bundles the imported stylesheet before the importing one; import false leaves the rule as written', async () => {
    const bundled = await cssOf('css-import-on', {});
    expect(bundled).not.toContain('@import');
    expect(bundled.indexOf('fromb')).toBeLessThan(bundled.indexOf('box'));
    const kept = await cssOf('css-import-off', { module: { parser: { 'css/auto': { import: false } } } });
    expect(rulesOf(kept)[0]).toBe('@import "./b.css";');
    expect(kept).not.toContain('fromb');
  });

  proves('/configuration/module/#module-type-keys', "css/global keeps names unless written :local(); css renames nothing; css/auto makes .modules. files CSS Modules", async () => {
    const files = {
      'src/index.js': 'import "./g.css?g";\nimport "./p.css?p";\nimport "./c.modules.css";\n',
      'src/g.css': '.a { color: red; }\n:local(.b) { color: blue; }\n',
      'src/p.css': '.c { color: green; }\n',
      'src/c.modules.css': '.d { color: black; }\n',
    };
    const css = rulesOf(await cssOf('css-types', { module: { rules: [{ resourceQuery: /g/, type: 'css/global' }, { resourceQuery: /p/, type: 'css' }] } }, files));
    expect(css).toEqual(expect.arrayContaining(['.a { color: red; }', '.src_g_css_g-b { color: blue; }', '.c { color: green; }', '.src_c_modules_css-d { color: black; }']));
  });

  proves('/configuration/module/#generator-options', "local names: '[fullhash]' gives 6 characters in production, '[id]-[local]' in development without a uniqueName; the hash settings change them", async () => {
    const files = { 'src/index.js': 'import * as s from "./a.module.css";\nconsole.log(s);\n', 'src/a.module.css': '.box { color: red; }\n' };
    const prod = async (name: string, generator: Record<string, unknown>) =>
      rulesOf(await cssOf(name, { mode: 'production', optimization: { minimize: false }, module: { generator: { 'css/auto': generator } } }, files))[0]!;
    const plain = await prod('ident-default', {});
    expect(plain).toMatch(/^\.[\w-]{6} \{ color: red; \}$/);
    expect(await prod('ident-length', { localIdentHashDigestLength: 10 })).toMatch(/^\.[\w-]{10} \{/);
    expect(await prod('ident-hex', { localIdentHashDigest: 'hex' })).toMatch(/^\.(_[0-9]|[a-f])[0-9a-f]{5} \{/);
    const salted = await prod('ident-salt', { localIdentHashSalt: 'v2' });
    expect(salted).toMatch(/^\.[\w-]{6} \{/);
    expect(salted).not.toBe(plain);
    expect(await prod('ident-template', { localIdentName: '[local]-[hash:4]' })).toMatch(/^\.box-[\w-]{4} \{/);
    expect(rulesOf(await cssOf('ident-dev', {}, files))[0]).toBe('.src_a_module_css-box { color: red; }');
  });

  const assets = {
    'src/index.js': [
      'import bytes from "./note.txt?bytes";',
      'import url from "./pic.svg?res";',
      'import inline from "./pic.svg?inl";',
      'import text from "./note.txt?src";',
      'console.log(bytes, url, inline, text);',
      '',
    ].join('\n'),
    'src/note.txt': 'hello <b>world</b>\n',
    'src/pic.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
  };
  const assetRules = [
    { resourceQuery: /bytes/, type: 'asset/bytes' },
    { resourceQuery: /res/, type: 'asset/resource' },
    { resourceQuery: /inl/, type: 'asset/inline' },
    { resourceQuery: /src/, type: 'asset/source' },
  ];
  const exportsOf = (out: string) => out.split('\n').filter((l) => l.startsWith('module.exports = '));

  proves('/configuration/module/#module-type-keys', 'asset/bytes inlines base64 decoded to a Uint8Array, asset/resource emits a file, asset/inline a data: URL, asset/source the text', async () => {
    const built = await build(await projectDir('asset-types'), assets, { mode: 'none', output: { publicPath: '/p/' }, module: { rules: assetRules } });
    const lines = exportsOf(await built.read('main.js'));
    expect(lines).toContain(`module.exports = __webpack_require__.tb("${Buffer.from(assets['src/note.txt']).toString('base64')}");`);
    expect(lines).toContain(`module.exports = "data:image/svg+xml;base64,${Buffer.from(assets['src/pic.svg']).toString('base64')}";`);
    expect(lines).toContain('module.exports = "hello <b>world</b>\\n";');
    expect(lines.some((l) => /^module\.exports = __webpack_require__\.p \+ "[0-9a-f]+\.svg/.test(l))).toBe(true);
    expect(built.files.filter((f) => f.endsWith('.svg'))).toHaveLength(1);
  });

  proves('/configuration/module/#generator-options', 'filename names the file, outputPath adds a folder on disk only, publicPath prefixes the URL; dataUrl encoding false percent-encodes with the mimetype given', async () => {
    const built = await build(await projectDir('asset-generator'), assets, {
      mode: 'none',
      output: { publicPath: '/p/' },
      module: {
        rules: assetRules,
        generator: {
          'asset/resource': { filename: 'img/[name][ext]', outputPath: 'static/', publicPath: 'https://cdn.example/' },
          'asset/inline': { dataUrl: { encoding: false, mimetype: 'image/x-test' } },
        },
      },
    });
    expect(built.files).toContain('static/img/pic.svg');
    const lines = exportsOf(await built.read('main.js'));
    expect(lines).toContain('module.exports = "https://cdn.example/img/pic.svg";');
    expect(lines).toContain(`module.exports = "data:image/x-test,${encodeURIComponent(assets['src/pic.svg'])}";`);
  });

  proves('/configuration/module/#module-type-keys', 'asset inlines files up to 8096 bytes and emits larger ones', async () => {
    const files = {
      'src/index.js': 'import small from "./small.bin";\nimport large from "./large.bin";\nconsole.log(small, large);\n',
      'src/small.bin': 'a'.repeat(8096),
      'src/large.bin': 'b'.repeat(8097),
    };
    const built = await build(await projectDir('asset-limit'), files, { mode: 'none', module: { rules: [{ test: /\.bin$/, type: 'asset' }] } });
    expect(built.files.filter((f) => f.endsWith('.bin'))).toHaveLength(1);
    expect(await built.read(built.files.find((f) => f.endsWith('.bin'))!)).toBe(files['src/large.bin']);
    expect(await built.read('main.js')).toContain('"data:application/octet-stream;base64,');
  });

  proves('/configuration/module/#html-json-and-asset-parser-options', 'an html.sources entry bundles the file its attribute names, on the tag given only', async () => {
    const files = {
      'src/index.html': '<!doctype html><html><body><img data-src="./q.png"><div data-src="./r.png"></div></body></html>',
      'src/q.png': 'PNG-Q',
      'src/r.png': 'PNG-R',
    };
    const built = await build(await projectDir('html-sources'), files, {
      mode: 'none', entry: './src/index.html', experiments: { html: true },
      module: { parser: { html: { sources: ['...', { tag: 'img', attribute: 'data-src', type: 'src' }] } } },
    });
    expect(built.errors).toEqual([]);
    const html = await built.read('index.html');
    expect(html).toMatch(/<img data-src="[0-9a-f]+\.png">/);
    expect(html).toContain('<div data-src="./r.png">');
    expect(built.files.filter((f) => f.endsWith('.png'))).toHaveLength(1);
  });
});
