// Proofs of the HtmlWebpackPlugin page's behaviour statements, with html-webpack-plugin 5.6.8
// (audit record: docs/audit/plugins.md).
import HtmlWebpackPlugin from 'html-webpack-plugin';
import { build, projectDir, proves } from './proof';

const twoEntries = {
  'src/app.js': "console.log('app', require('shared'));\n",
  'src/admin.js': "console.log('admin', require('shared'));\n",
  'node_modules/shared/index.js': `module.exports = ${JSON.stringify('S'.repeat(30000))};\n`,
};

describe('HtmlWebpackPlugin page', () => {
  proves('/plugins/html-webpack-plugin/#constructor', 'without options: index.html titled "Webpack App" with every initial chunk of every entry, deferred in head', async () => {
    const built = await build(await projectDir('html-defaults'), twoEntries, {
      mode: 'development',
      entry: { app: './src/app.js', admin: './src/admin.js' },
      plugins: [new HtmlWebpackPlugin()],
    });
    const html = await built.read('index.html');
    expect(html).toContain('<title>Webpack App</title>');
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain('<script defer src="app.js"></script>');
    expect(head).toContain('<script defer src="admin.js"></script>');
  });

  proves('/plugins/html-webpack-plugin/#inject', "blocking scripts go to the end of body by default, and inject: true follows the same rule", async () => {
    const files = { 'src/index.js': 'console.log(1);\n' };
    const blocking = await build(await projectDir('html-blocking'), files, { mode: 'development', entry: './src/index.js', plugins: [new HtmlWebpackPlugin({ scriptLoading: 'blocking' })] });
    const html = await blocking.read('index.html');
    expect(html.indexOf('<script src="main.js"></script>')).toBeGreaterThan(html.indexOf('<body>'));
    const injectTrue = await build(await projectDir('html-inject-true'), files, { mode: 'development', entry: './src/index.js', plugins: [new HtmlWebpackPlugin({ inject: true, scriptLoading: 'blocking' })] });
    const html2 = await injectTrue.read('index.html');
    expect(html2.indexOf('<script src="main.js"></script>')).toBeGreaterThan(html2.indexOf('<body>'));
  });

  proves('/plugins/html-webpack-plugin/#usage', 'listing an entry in chunks also brings the chunks SplitChunksPlugin made for it', async () => {
    const built = await build(await projectDir('html-chunks'), { ...twoEntries, 'src/page.html': '<!doctype html><html><head><title><%= htmlWebpackPlugin.options.title %></title></head><body></body></html>' }, {
      mode: 'production',
      entry: { app: './src/app.js', admin: './src/admin.js' },
      optimization: { splitChunks: { chunks: 'all' } },
      plugins: [new HtmlWebpackPlugin({ title: 'Back office', template: './src/page.html', filename: 'admin.html', chunks: ['admin'] })],
    });
    const html = await built.read('admin.html');
    const scripts = [...html.matchAll(/<script [^>]*src="?([^"\s>]+)/g)].map((m) => m[1]);
    expect(html).toContain('<title>Back office</title>');
    expect(scripts).toContain('admin.js');
    expect(scripts).not.toContain('app.js');
    // The shared package's split chunk comes first.
    expect(scripts).toHaveLength(2);
    expect(await built.read(String(scripts[0]))).toContain('SSSS');
  });

  proves('/plugins/html-webpack-plugin/#minify', "minify 'auto' minifies in production mode only", async () => {
    const files = { 'src/index.js': 'console.log(1);\n' };
    const production = await build(await projectDir('html-min-prod'), files, { mode: 'production', entry: './src/index.js', plugins: [new HtmlWebpackPlugin()] });
    const development = await build(await projectDir('html-min-dev'), files, { mode: 'development', entry: './src/index.js', plugins: [new HtmlWebpackPlugin()] });
    expect((await production.read('index.html')).split('\n')).toHaveLength(1);
    expect((await development.read('index.html')).split('\n').length).toBeGreaterThan(3);
  });

  proves('/plugins/html-webpack-plugin/#templateparameters', 'an object is merged with the plugin\'s own parameters', async () => {
    const files = { 'src/index.js': 'console.log(1);\n', 'src/page.ejs': '<p><%= analyticsId %> <%= htmlWebpackPlugin.options.filename %></p>' };
    const built = await build(await projectDir('html-params'), files, {
      mode: 'development',
      entry: './src/index.js',
      plugins: [new HtmlWebpackPlugin({ template: './src/page.ejs', inject: false, templateParameters: { analyticsId: 'UA-000' } })],
    });
    expect(await built.read('index.html')).toBe('<p>UA-000 index.html</p>');
  });

  proves('/plugins/html-webpack-plugin/#hash-cache-showerrors-chunkssortmode-xhtml', 'hash appends ?<compilation hash> to the tag URLs', async () => {
    const built = await build(await projectDir('html-hash'), { 'src/index.js': 'console.log(1);\n' }, { mode: 'development', entry: './src/index.js', plugins: [new HtmlWebpackPlugin({ hash: true })] });
    expect(await built.read('index.html')).toMatch(/<script defer src="main\.js\?[0-9a-f]{20}"><\/script>/);
  });
});
