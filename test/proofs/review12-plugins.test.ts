// Round twelve proofs for the plugins section (audit record: docs/audit/plugins.md), with
// html-webpack-plugin 5.6.8 and webpack 5.112.2.
import HtmlWebpackPlugin from 'html-webpack-plugin';
import webpack from 'webpack';
import { join } from 'node:path';
import { build, projectDir, proves, runScript } from './proof';

const entry = { 'src/index.js': 'console.log(1);\n' };
const dev = { mode: 'development' as const, devtool: false as const, entry: './src/index.js' };

describe('/plugins/html-webpack-plugin/', () => {
  proves('/plugins/html-webpack-plugin/#template', 'a .js template is built as a module: an exported function gets the parameters, an exported string is the page as written', async () => {
    const built = await build(await projectDir('html-js-template'), {
      ...entry,
      'src/fn.js': 'module.exports = (p) => "<html><head></head><body>FN " + p.htmlWebpackPlugin.options.title + "</body></html>";\n',
      'src/str.js': 'module.exports = "<html><head></head><body>STR <%= title %></body></html>";\n',
    }, { ...dev, plugins: [new HtmlWebpackPlugin({ template: './src/fn.js', filename: 'fn.html' }), new HtmlWebpackPlugin({ template: './src/str.js', filename: 'str.html' })] });
    expect(built.errors).toEqual([]);
    expect(await built.read('fn.html')).toContain('<body>FN Webpack App</body>');
    expect(await built.read('str.html')).toContain('<body>STR <%= title %></body>');
  });

  proves('/plugins/html-webpack-plugin/#templateparameters', 'a function gets (compilation, assets, assetTags, options); false passes no variables', async () => {
    const built = await build(await projectDir('html-params'), {
      ...entry,
      'src/fn.html': '<html><head></head><body><%= hashType %>|<%= js %>|<%= head %>|<%= title %></body></html>',
      'src/none.html': '<html><head></head><body><%= typeof htmlWebpackPlugin %></body></html>',
    }, {
      ...dev,
      plugins: [
        new HtmlWebpackPlugin({
          template: './src/fn.html',
          filename: 'fn.html',
          templateParameters: (compilation, assets, assetTags, options) => ({ hashType: typeof compilation.hash, js: assets.js.join(','), head: String(assetTags.headTags), title: options.title }),
        }),
        new HtmlWebpackPlugin({ template: './src/none.html', filename: 'none.html', templateParameters: false }),
      ],
    });
    expect(await built.read('fn.html')).toContain('<body>string|main.js|<script defer src="main.js"></script>|Webpack App</body>');
    expect(await built.read('none.html')).toContain('<body>undefined</body>');
  });

  proves('/plugins/html-webpack-plugin/#scriptloading', "systemjs-module writes type=\"systemjs-module\"; an unknown value does not fail the build and gives plain script tags in head", async () => {
    const logged: string[] = [];
    const built = await build(await projectDir('html-script-loading'), entry, {
      ...dev,
      plugins: [
        { apply: (compiler: webpack.Compiler) => compiler.hooks.infrastructureLog.tap('log', (origin, type, args) => { logged.push(`${type} ${origin} ${(args ?? []).join(' ')}`); }) },
        new HtmlWebpackPlugin({ filename: 'sys.html', scriptLoading: 'systemjs-module' }),
        new HtmlWebpackPlugin({ filename: 'bad.html', scriptLoading: 'async' as never }),
      ],
    });
    expect(await built.read('sys.html')).toContain('<script type="systemjs-module" src="main.js"></script></head>');
    expect(built.errors).toEqual([]);
    expect(await built.read('bad.html')).toContain('<script src="main.js"></script></head>');
    expect(logged.join('\n')).toContain('error HtmlWebpackPlugin The "scriptLoading" option need to be set');
  });

  proves('/plugins/html-webpack-plugin/#favicon-meta-base', 'the built-in template gets a viewport meta tag unless meta sets viewport: false, a template of your own does not; the favicon is emitted under its base name at the output root', async () => {
    const built = await build(await projectDir('html-meta'), { ...entry, 'src/own.html': '<html><head></head><body></body></html>', 'icons/fav.ico': 'x' }, {
      ...dev,
      plugins: [
        new HtmlWebpackPlugin({ filename: 'sub/default.html', favicon: './icons/fav.ico' }),
        new HtmlWebpackPlugin({ filename: 'off.html', meta: { viewport: false } }),
        new HtmlWebpackPlugin({ filename: 'own.html', template: './src/own.html' }),
        new HtmlWebpackPlugin({ filename: 'base-string.html', base: '/app/' }),
        new HtmlWebpackPlugin({ filename: 'base-object.html', base: { href: '/app/', target: '_blank' } }),
      ],
    });
    expect(await built.read('base-string.html')).toContain('<base href="/app/">');
    expect(await built.read('base-object.html')).toContain('<base href="/app/" target="_blank">');
    const viewport = '<meta name="viewport" content="width=device-width, initial-scale=1">';
    const page = await built.read('sub/default.html');
    expect(page).toContain(viewport);
    expect(page).toContain('<link rel="icon" href="../fav.ico">');
    expect(built.files).toContain('fav.ico');
    expect(await built.read('off.html')).not.toContain('name="viewport"');
    expect(await built.read('own.html')).not.toContain('name="viewport"');
  });

  proves('/plugins/html-webpack-plugin/#minify', "true minifies in development too with the plugin's settings; an object replaces those settings", async () => {
    const template = '<!DOCTYPE html>\n<html>\n  <head>\n    <!-- note -->\n  </head>\n  <body>\n    <p>x</p>\n  </body>\n</html>\n';
    const built = await build(await projectDir('html-minify-object'), { ...entry, 'src/page.html': template }, {
      ...dev,
      plugins: [
        new HtmlWebpackPlugin({ filename: 'true.html', template: './src/page.html', minify: true }),
        new HtmlWebpackPlugin({ filename: 'object.html', template: './src/page.html', minify: { removeComments: true } }),
      ],
    });
    const minified = await built.read('true.html');
    expect(minified).not.toContain('<!-- note -->');
    expect(minified).not.toContain('\n');
    const objectForm = await built.read('object.html');
    expect(objectForm).not.toContain('<!-- note -->');
    expect(objectForm).toContain('\n    <p>x</p>');
  });

  proves('/plugins/html-webpack-plugin/#hash-cache-showerrors-chunkssortmode-xhtml', 'a template error is a build error either way; showErrors writes it into the page, false writes only ERROR', async () => {
    const built = await build(await projectDir('html-show-errors'), { ...entry, 'src/bad.html': '<html><body><%= missing.value %></body></html>' }, {
      ...dev,
      plugins: [
        new HtmlWebpackPlugin({ filename: 'shown.html', template: './src/bad.html' }),
        new HtmlWebpackPlugin({ filename: 'hidden.html', template: './src/bad.html', showErrors: false }),
      ],
    });
    expect(built.errors.filter((e) => e.includes('ReferenceError: missing is not defined')).length).toBeGreaterThanOrEqual(2);
    expect(await built.read('shown.html')).toContain('ReferenceError: missing is not defined');
    expect((await built.read('hidden.html')).trim()).toBe('ERROR');
  });
});

describe('/plugins/html-webpack-plugin/ chunks', () => {
  proves('/plugins/html-webpack-plugin/#chunks-and-excludechunks', 'excludeChunks drops an entry; an unknown name in chunks gives a page without scripts and no warning; a filename function gives one page per entry', async () => {
    const built = await build(await projectDir('html-chunks-names'), { 'src/main.js': 'console.log(1);\n', 'src/admin.js': 'console.log(2);\n' }, {
      mode: 'development',
      devtool: false,
      entry: { main: './src/main.js', admin: './src/admin.js' },
      plugins: [new HtmlWebpackPlugin({ excludeChunks: ['admin'] }), new HtmlWebpackPlugin({ filename: (entryName) => `page-${entryName}.html`, chunks: ['amdin'] })],
    });
    expect(built.errors).toEqual([]);
    expect(built.warnings).toEqual([]);
    expect((await built.read('index.html')).match(/<script[^>]*>/g)).toEqual(['<script defer src="main.js">']);
    expect(built.files).toEqual(expect.arrayContaining(['page-main.html', 'page-admin.html']));
    expect(await built.read('page-admin.html')).not.toContain('<script');
  });
});

describe('/plugins/module-federation-plugin/', () => {
  proves('/plugins/module-federation-plugin/#exposes', 'exposes, remotes and shared also take arrays; a plain string in exposes is its own public path', async () => {
    const built = await build(await projectDir('mf-arrays'), { 'src/index.js': "import('./x.js');\n", 'src/x.js': 'export default 1;\n', 'src/y.js': 'export default 2;\n' }, {
      mode: 'none',
      entry: './src/index.js',
      plugins: [new webpack.container.ModuleFederationPlugin({
        name: 'app',
        filename: 'remoteEntry.js',
        exposes: ['./src/x.js', { './y': './src/y.js' }],
        remotes: ['shop@https://shop.example.com/remoteEntry.js'],
        shared: ['some-lib', { other: { import: false } }],
      })],
    });
    expect(built.errors).toEqual([]);
    const container = await built.read('remoteEntry.js');
    expect(container).toContain('"./src/x.js": () =>');
    expect(container).toContain('"./y": () =>');
  });
});

describe('/plugins/module-federation-plugin/ remoteType', () => {
  proves('/plugins/module-federation-plugin/#remotetype', "'import' and 'module' remotes use import() in a script build whose target supports it, a static import under output.module, and fail with the default target", async () => {
    const files = { 'src/index.js': "import('shop/Cart').then((m) => console.log(m));\n" };
    const host = (remoteType: string) => new webpack.container.ModuleFederationPlugin({ name: 'host', remoteType: remoteType as 'module', remotes: { shop: 'https://shop.example.com/remoteEntry.js' } });
    const modern = await build(await projectDir('mf-remote-import'), files, { mode: 'none', entry: './src/index.js', target: ['web', 'es2020'], plugins: [host('import')] });
    expect(modern.errors).toEqual([]);
    expect(await modern.read('main.js')).toContain('module.exports = import("https://shop.example.com/remoteEntry.js");');
    const esm = await build(await projectDir('mf-remote-esm'), files, { mode: 'none', entry: './src/index.js', output: { module: true }, plugins: [host('module')] });
    expect(esm.errors).toEqual([]);
    expect(await esm.read('main.mjs')).toMatch(/import \* as \S+ from "https:\/\/shop\.example\.com\/remoteEntry\.js";/);
    const plain = await build(await projectDir('mf-remote-default-target'), files, { mode: 'none', entry: './src/index.js', plugins: [host('import')] });
    expect(plain.errors.join('\n')).toContain("The target environment doesn't support 'import()'");
  });
});

describe('/plugins/module-federation-plugin/ usage', () => {
  proves('/plugins/module-federation-plugin/#usage', "the usage example's JSX does not build without a loader rule", async () => {
    const built = await build(await projectDir('mf-usage-jsx'), {
      'src/index.js': "import('./bootstrap');\n",
      'src/bootstrap.js': "const Cart = () => null;\nconsole.log(<Cart />);\n",
    }, { mode: 'development', devtool: false, entry: './src/index.js' });
    expect(built.errors.join('\n')).toContain('Module parse failed: Unexpected token');
  });
});

describe('/plugins/split-chunks-plugin/', () => {
  proves('/plugins/split-chunks-plugin/#defaultsizetypes', 'a size given as one number is checked for each source type on its own, not for their sum', async () => {
    const files = {
      'src/shared.js': `export const s = ${JSON.stringify('x'.repeat(12000))};\n`,
      'src/shared.css': `.a { content: "${'y'.repeat(12000)}"; }\n`,
      'src/a.js': "import { s } from './shared.js'; import './shared.css'; console.log('a', s);\n",
      'src/b.js': "import { s } from './shared.js'; import './shared.css'; console.log('b', s);\n",
    };
    const splitWith = async (name: string, minSize: number) => {
      const built = await build(await projectDir(name), files, {
        mode: 'development',
        devtool: false,
        entry: { a: './src/a.js', b: './src/b.js' },
        experiments: { css: true },
        optimization: { splitChunks: { chunks: 'all', minSize, cacheGroups: { defaultVendors: false } } },
      });
      expect(built.errors).toEqual([]);
      return built.files.filter((file) => !/^(a|b)\.(js|css)$/.test(file));
    };
    // 12 KB of JavaScript plus 12 KB of CSS: more than 20000 together, but neither type reaches it.
    expect(await splitWith('split-sizes-20k', 20000)).toEqual([]);
    expect((await splitWith('split-sizes-11k', 11000)).length).toBeGreaterThan(0);
  });
});

describe('/plugins/define-plugin/', () => {
  proves('/plugins/define-plugin/#non-string-values', 'a bigint is written as 5n, or BigInt("5") for an es5 target; a RegExp as its literal; a function in parentheses', async () => {
    const definitions = { BIG: BigInt(5), RE: /a+/g, FN: function one() { return 1; } };
    const files = { 'src/index.js': 'console.log(BIG, RE, FN());\n' };
    const modern = await build(await projectDir('define-values-modern'), files, { mode: 'none', entry: './src/index.js', target: ['web', 'es2020'], plugins: [new webpack.DefinePlugin(definitions)] });
    const code = await modern.read('main.js');
    expect(code).toMatch(/console\.log\(5n, \/a\+\/g, \(function one\(\) \{[^}]*return 1;?\s*\}\)\(\)\)/);
    const old = await build(await projectDir('define-values-es5'), files, { mode: 'none', entry: './src/index.js', target: ['web', 'es5'], plugins: [new webpack.DefinePlugin(definitions)] });
    expect(await old.read('main.js')).toContain('console.log(BigInt("5"), /a+/g,');
  });
});

describe('/plugins/context-replacement-plugin/', () => {
  proves('/plugins/context-replacement-plugin/#constructor', 'a RegExp right after the directory is taken as an empty key map: the context bundles nothing and requests fail at run time', async () => {
    const files = {
      'src/loc/de.js': "module.exports = 'de';\n",
      'src/loc/fr.js': "module.exports = 'fr';\n",
      'src/index.js': "const n = 'de';\ntry { console.log(require('./loc/' + n)); } catch (e) { console.log('ERR ' + e.message); }\n",
    };
    const withPlugin = async (name: string, args: unknown[]) => {
      const dir = await projectDir(name);
      const built = await build(dir, files, { mode: 'none', target: 'node', entry: './src/index.js', plugins: [new (webpack.ContextReplacementPlugin as unknown as new (...a: unknown[]) => webpack.WebpackPluginInstance)(/[/\\]loc$/, join(dir, 'src/loc'), ...args)] });
      expect(built.errors).toEqual([]);
      expect(built.warnings).toEqual([]);
      return runScript(join(dir, 'dist/main.js'));
    };
    expect(await withPlugin('crp-regexp-third', [/de/])).toBe("ERR Cannot find module './de'");
    expect(await withPlugin('crp-flag-between', [true, /de/])).toBe('de');
  });
});
