// Proofs of the behaviour statements of /configuration/performance/.
import { build, projectDir, proves } from './proof';

/** An entry that loads `count` tiny modules with import(), each in a chunk of its own. */
function lazyTiny(count: number): Record<string, string> {
  const files: Record<string, string> = {};
  const imports: string[] = [];
  for (let i = 0; i < count; i++) {
    files[`src/part${i}.js`] = `export const part${i} = ${i};\n`;
    imports.push(`import('./part${i}');`);
  }
  files['src/index.js'] = `${imports.join('\n')}\n`;
  return files;
}

const big = { 'src/index.js': `console.log(${JSON.stringify('x'.repeat(3000))});\n` };

describe('/configuration/performance/', () => {
  proves('/configuration/performance/#additional-checks', 'tinyChunks reports only once ten or more lazily loaded chunks are under the minimum size', async () => {
    const nine = await build(await projectDir('tiny-9'), lazyTiny(9), { entry: './src/index.js', optimization: { minimize: false }, performance: { tinyChunks: true } });
    expect(nine.warnings).toEqual([]);
    const ten = await build(await projectDir('tiny-10'), lazyTiny(10), { entry: './src/index.js', optimization: { minimize: false }, performance: { tinyChunks: true } });
    expect(ten.warnings).toEqual([expect.stringMatching(/^tiny chunks: 10 chunks are loaded on demand/)]);
  });

  proves('/configuration/performance/#performanceassetfilter', 'the default filter leaves out source maps; a filter of your own replaces it', async () => {
    const performance = { maxAssetSize: 1000, maxEntrypointSize: 100000 };
    const defaults = await build(await projectDir('filter-default'), big, { entry: './src/index.js', devtool: 'source-map', performance });
    expect(defaults.files).toEqual(['main.js', 'main.js.map']);
    const reported = defaults.warnings.join('\n');
    expect(reported).toMatch(/main\.js \(/);
    expect(reported).not.toMatch(/main\.js\.map/);
    const own = await build(await projectDir('filter-own'), big, { entry: './src/index.js', devtool: 'source-map', performance: { ...performance, assetFilter: (name: string) => name.endsWith('.map') } });
    expect(own.warnings.join('\n')).toMatch(/main\.js\.map/);
  });

  proves('/configuration/performance/#performancehints', "'error' turns an oversized asset into a compilation error; node targets have no checks by default", async () => {
    const error = await build(await projectDir('hints-error'), big, { entry: './src/index.js', performance: { hints: 'error', maxAssetSize: 1000 } });
    expect(error.errors.join('\n')).toMatch(/asset size limit/);
    // Over the default 250000 bytes, unminified to keep the build quick.
    const huge = { 'src/index.js': `console.log(${JSON.stringify('x'.repeat(260000))});\n` };
    const web = await build(await projectDir('hints-web'), huge, { entry: './src/index.js', target: 'web', optimization: { minimize: false } });
    expect(web.warnings.join('\n')).toMatch(/asset size limit/);
    const node = await build(await projectDir('hints-node'), huge, { entry: './src/index.js', target: 'node', optimization: { minimize: false } });
    expect(node.warnings).toEqual([]);
  });
});
