// Proofs of the EvalSourceMapDevToolPlugin page: development builds of one module and one package,
// whose eval() wrappers, comments and inline maps are read back from main.js.
import webpack from 'webpack';
import { buildUnminified, projectDir, proves } from './proof';

const files = {
  'src/index.js': "import dep from 'dep';\nconst x = 1; const y = 2;\nconsole.log(dep, x + y);\n",
  'node_modules/dep/package.json': '{"name":"dep","main":"index.js"}\n',
  'node_modules/dep/index.js': "module.exports = 'DEP';\n",
};
const code = async (name: string, config: webpack.Configuration): Promise<string> =>
  (await buildUnminified(await projectDir(name), files, { mode: 'development', entry: './src/index.js', devtool: false, ...config })).read('main.js');
const withPlugin = (name: string, options: ConstructorParameters<typeof webpack.EvalSourceMapDevToolPlugin>[0]): Promise<string> =>
  code(name, { plugins: [new webpack.EvalSourceMapDevToolPlugin(options)] });
/** The inline maps of the eval'd modules, in output order. */
const maps = (text: string): Array<{ sources: string[]; mappings: string; sourcesContent?: string[] }> =>
  [...text.matchAll(/base64,([A-Za-z0-9+/=]+)/g)].map((m) => JSON.parse(Buffer.from(m[1] ?? '', 'base64').toString('utf8')) as { sources: string[]; mappings: string });

describe('/plugins/eval-source-map-dev-tool-plugin/', () => {
  proves('/plugins/eval-source-map-dev-tool-plugin/#append', 'the default comment keeps [module] as written and is followed by the plugin\'s own webpack-internal sourceURL; append: false gives the default comment', async () => {
    for (const [name, options] of [['esm-append-default', {}], ['esm-append-false', { append: false }]] as const) {
      const text = await withPlugin(name, options);
      expect(text.match(/\/\/# sourceURL=[^\\]*/g)).toEqual(['//# sourceURL=[module]', '//# sourceURL=webpack-internal:///./node_modules/dep/index.js', '//# sourceURL=[module]', '//# sourceURL=webpack-internal:///./src/index.js']);
      expect(text).toContain('//# sourceMappingURL=data:application/json;charset=utf-8;base64,');
    }
  });

  proves('/plugins/eval-source-map-dev-tool-plugin/#namespace', 'devtool passes output.devtoolNamespace; an instance of your own uses its namespace option for [namespace]', async () => {
    expect(maps(await code('esm-namespace-devtool', { devtool: 'eval-source-map', output: { devtoolNamespace: 'shop' } })).map((m) => m.sources)).toEqual([['webpack://shop/./node_modules/dep/index.js?6a1e'], ['webpack://shop/./src/index.js?b635']]);
    expect(maps(await withPlugin('esm-namespace-own', { namespace: 'checkout' })).map((m) => m.sources[0])).toEqual(['webpack://checkout/./node_modules/dep/index.js?6a1e', 'webpack://checkout/./src/index.js?b635']);
  });

  proves('/plugins/eval-source-map-dev-tool-plugin/#columns', 'with columns: false each line of the mappings has one segment; by default a line has several', async () => {
    const lineOnly = maps(await withPlugin('esm-no-columns', { columns: false }))[1]?.mappings ?? '';
    const full = maps(await withPlugin('esm-columns', {}))[1]?.mappings ?? '';
    expect(lineOnly).not.toContain(',');
    expect(full).toContain(',');
  });

  proves('/plugins/eval-source-map-dev-tool-plugin/#usage', 'the page\'s configuration leaves the package as plain code without eval or map, and names the own module webpack://my-app/./src/index.js', async () => {
    const text = await withPlugin('esm-usage', { module: true, columns: false, exclude: /node_modules/, moduleFilenameTemplate: 'webpack://my-app/[resource-path]' });
    expect(text).toContain("module.exports = 'DEP';\n");
    expect(maps(text).map((m) => m.sources)).toEqual([['webpack://my-app/./src/index.js']]);
    expect(text.match(/eval\("/g)).toHaveLength(1);
  });

  proves('/plugins/eval-source-map-dev-tool-plugin/#usage', 'with devtool left at development\'s eval, every module is wrapped in two nested eval() calls', async () => {
    const text = await code('esm-both', { devtool: 'eval', plugins: [new webpack.EvalSourceMapDevToolPlugin({})] });
    expect(text).toContain('eval("{eval(\\"{module.exports = \'DEP\';');
  });

  proves('/plugins/eval-source-map-dev-tool-plugin/#nosources', 'noSources leaves sourcesContent out of the inline maps', async () => {
    expect(maps(await withPlugin('esm-no-sources', { noSources: true })).map((m) => m.sourcesContent)).toEqual([undefined, undefined]);
    expect(maps(await withPlugin('esm-sources', {}))[1]?.sourcesContent?.[0]).toContain('const x = 1;');
  });
});
