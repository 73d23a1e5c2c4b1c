// Proofs of the SourceMapDevToolPlugin page's behaviour statements (audit record: docs/audit/plugins.md).
import webpack from 'webpack';
import { build, projectDir, proves, webpackSource } from './proof';

const files = { 'src/index.js': "// a comment only the original has\nconsole.log(require('./a.js'));\n", 'src/a.js': 'module.exports = 42;\n' };
const base = (plugin: ConstructorParameters<typeof webpack.SourceMapDevToolPlugin>[0], extra: webpack.Configuration = {}): webpack.Configuration => ({
  mode: 'production',
  devtool: false,
  entry: './src/index.js',
  optimization: { minimize: false },
  ...extra,
  plugins: [new webpack.SourceMapDevToolPlugin(plugin)],
});

describe('SourceMapDevToolPlugin page', () => {
  proves('/plugins/source-map-dev-tool-plugin/#filename', 'without filename the map is inlined as a data URL; with one it is a file below output.path', async () => {
    const inline = await build(await projectDir('smd-inline'), files, base({}));
    expect(inline.files).toEqual(['main.js']);
    expect(await inline.read('main.js')).toMatch(/\n\/\/# sourceMappingURL=data:application\/json;charset=utf-8;base64,/);
    const separate = await build(await projectDir('smd-file'), files, base({ filename: 'maps/[file].map' }));
    expect(separate.files).toEqual(['main.js', 'maps/main.js.map']);
    expect(await separate.read('main.js')).toMatch(/\n\/\/# sourceMappingURL=maps\/main\.js\.map$/);
  });

  proves('/plugins/source-map-dev-tool-plugin/#append', 'append: false writes the map without a comment; CSS assets get the /*# */ form', async () => {
    const built = await build(await projectDir('smd-append'), files, base({ filename: '[file].map', append: false }));
    expect(built.files).toContain('main.js.map');
    expect(await built.read('main.js')).not.toContain('sourceMappingURL');
    const source = await webpackSource('lib/devtool/SourceMapDevToolPlugin.js', 'const cssExtensionDetected =', 14);
    expect(source).toContain('"\\n/*$1*/"');
  });

  proves('/plugins/source-map-dev-tool-plugin/#publicpath', 'publicPath prefixes the URL in the comment', async () => {
    const built = await build(await projectDir('smd-public'), files, base({ filename: '[file].map', publicPath: 'https://maps.test/' }));
    expect(await built.read('main.js')).toMatch(/\/\/# sourceMappingURL=https:\/\/maps\.test\/main\.js\.map$/);
  });

  proves('/plugins/source-map-dev-tool-plugin/#filecontext', 'fileContext makes [file] relative to it', async () => {
    const built = await build(await projectDir('smd-context'), files, base({ filename: 'maps/[file].map', fileContext: 'js' }, { output: { filename: 'js/[name].js' } }));
    expect(built.files).toEqual(['js/main.js', 'maps/main.js.map']);
  });

  proves('/plugins/source-map-dev-tool-plugin/#test-include-exclude', 'exclude is matched against the asset name, and the default test covers .js, .mjs, .cjs and .css', async () => {
    const split = { 'src/index.js': "console.log(require('lib'));\n", 'node_modules/lib/index.js': 'module.exports = "lib";\n' };
    const built = await build(await projectDir('smd-exclude'), split, base({ filename: '[file].map', exclude: /^vendors\./ }, {
      optimization: { minimize: false, splitChunks: { cacheGroups: { vendors: { test: /[\\/]node_modules[\\/]/, name: 'vendors', chunks: 'all', minSize: 0 } } } },
    }));
    expect(built.files).toEqual(['main.js', 'main.js.map', 'vendors.js']);
    const source = await webpackSource('lib/devtool/SourceMapDevToolPlugin.js', 'const CSS_AND_JS_MODULE_EXTENSIONS_REGEXP', 1);
    expect(source).toContain('/\\.((c|m)?js|css)($|\\?)/i');
  });

  proves('/plugins/source-map-dev-tool-plugin/#modulefilenametemplate-and-fallbackmodulefilenametemplate', 'sources are named webpack://[namespace]/[resourcePath] by default', async () => {
    const built = await build(await projectDir('smd-sources'), files, base({ filename: '[file].map', namespace: 'admin-app' }));
    const map = JSON.parse(await built.read('main.js.map')) as { sources: string[] };
    expect(map.sources).toEqual(expect.arrayContaining(['webpack://admin-app/./src/index.js', 'webpack://admin-app/./src/a.js']));
  });

  proves('/plugins/source-map-dev-tool-plugin/#nosources', 'noSources leaves sourcesContent out but keeps sources', async () => {
    const withSources = JSON.parse(await (await build(await projectDir('smd-sources-on'), files, base({ filename: '[file].map' }))).read('main.js.map')) as { sourcesContent?: string[] };
    const without = JSON.parse(await (await build(await projectDir('smd-sources-off'), files, base({ filename: '[file].map', noSources: true }))).read('main.js.map')) as { sources: string[]; sourcesContent?: string[] };
    expect(withSources.sourcesContent?.join('\n')).toContain('a comment only the original has');
    expect(without.sourcesContent).toBeUndefined();
    expect(without.sources.length).toBeGreaterThan(0);
  });

  proves('/plugins/source-map-dev-tool-plugin/#debugids', 'debugIds writes the same id into the asset and its map', async () => {
    const built = await build(await projectDir('smd-debugids'), files, base({ filename: '[file].map', debugIds: true }));
    const map = JSON.parse(await built.read('main.js.map')) as { debugId?: string };
    expect(map.debugId).toMatch(/^[0-9a-f-]{36}$/);
    expect(await built.read('main.js')).toContain(`//# debugId=${map.debugId}`);
  });

  proves('/plugins/source-map-dev-tool-plugin/#usage', 'with a source-map devtool as well, the asset gets two sourceMappingURL comments', async () => {
    const built = await build(await projectDir('smd-twice'), files, { ...base({ filename: 'maps/[file].map' }), devtool: 'source-map' });
    const comments = (await built.read('main.js')).split('\n').filter((line) => line.startsWith('//# sourceMappingURL='));
    expect(comments).toEqual(['//# sourceMappingURL=maps/main.js.map', '//# sourceMappingURL=main.js.map']);
  });
});
