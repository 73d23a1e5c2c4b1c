// Proofs of the LimitChunkCountPlugin page's behaviour statements (audit record: docs/audit/plugins.md).
import webpack from 'webpack';
import { build, projectDir, proves, webpackSource } from './proof';

const lazy = {
  'src/index.js': "import('./a.js').then((m) => console.log(m.default));\nimport('./b.js').then((m) => console.log(m.default));\nimport('./c.js').then((m) => console.log(m.default));\n",
  'src/a.js': `export default ${JSON.stringify('A'.repeat(100))};\n`,
  'src/b.js': `export default ${JSON.stringify('B'.repeat(2000))};\n`,
  'src/c.js': `import shared from './shared.js';\nexport default shared + ${JSON.stringify('C'.repeat(500))};\n`,
  'src/shared.js': `export default ${JSON.stringify('S'.repeat(3000))};\n`,
};

/** The emitted chunk files, each with the marker letters it contains. */
async function chunkContents(name: string, options: { maxChunks: number; chunkOverhead?: number }): Promise<string[]> {
  const built = await build(await projectDir(name), lazy, { mode: 'production', entry: './src/index.js', optimization: { minimize: false, chunkIds: 'deterministic' }, plugins: [new webpack.optimize.LimitChunkCountPlugin(options)] });
  const out: string[] = [];
  for (const file of built.files) {
    const code = await built.read(file);
    out.push(['AAAA', 'BBBB', 'CCCC', 'SSSS'].filter((m) => code.includes(m)).map((m) => m[0]).join(''));
  }
  return out.sort();
}

describe('LimitChunkCountPlugin page', () => {
  proves('/plugins/limit-chunk-count-plugin/#when-to-use-it', 'maxChunks: 1 folds every lazy chunk into the entry, and import() still resolves', async () => {
    const built = await build(await projectDir('limit-one'), lazy, { mode: 'production', target: 'node', entry: './src/index.js', plugins: [new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 })] });
    expect(built.files).toEqual(['main.js']);
    const logged: unknown[] = [];
    const run = new Function('console', 'require', 'module', await built.read('main.js'));
    run({ log: (v: unknown) => logged.push(String(v).slice(0, 1)) }, require, { exports: {} });
    await new Promise<void>((resolveLater) => setImmediate(resolveLater));
    expect(logged.sort()).toEqual(['A', 'B', 'S']);
  });

  proves('/plugins/limit-chunk-count-plugin/#maxchunks', 'two entry chunks are never merged, so the number of entries is the floor', async () => {
    const files = { 'src/one.js': 'console.log(1);\n', 'src/two.js': 'console.log(2);\n' };
    const built = await build(await projectDir('limit-entries'), files, { mode: 'production', entry: { one: './src/one.js', two: './src/two.js' }, plugins: [new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 })] });
    expect(built.files).toEqual(['one.js', 'two.js']);
  });

  proves('/plugins/limit-chunk-count-plugin/#chunkoverhead', 'chunkOverhead adds the same amount to every candidate merge, so it does not change which chunks are merged', async () => {
    const none = await chunkContents('limit-overhead-0', { maxChunks: 3, chunkOverhead: 0 });
    const huge = await chunkContents('limit-overhead-big', { maxChunks: 3, chunkOverhead: 1_000_000 });
    expect(none).toHaveLength(3);
    expect(huge).toEqual(none);
    const source = await webpackSource('lib/optimize/LimitChunkCountPlugin.js', 'sizeDiff: aSize + bSize - integratedSize', 1);
    expect(source).toContain('aSize + bSize - integratedSize');
  });

  proves('/plugins/limit-chunk-count-plugin/#entrychunkmultiplicator', 'chunk sizes count chunkOverhead (10000) once and multiply initial chunks by entryChunkMultiplicator (10)', async () => {
    const source = await webpackSource('lib/graph/ChunkGraph.js', 'getChunkSize(chunk, options = {}) {', 14);
    expect(source).toMatch(/options\.chunkOverhead : 10000/);
    expect(source).toMatch(/options\.entryChunkMultiplicator\s*:\s*10/);
    expect(source).toContain('modulesSize * (chunk.canBeInitial() ? entryChunkMultiplicator : 1)');
  });
});
