// Proofs of /configuration/performance/#performance (Node.js targets) and /configuration/node/#choosing-values.
import { buildUnminified, effectiveOptions as resolved, projectDir, proves } from './proof';

const small = { 'src/index.js': `console.log(${JSON.stringify('x'.repeat(2000))});\n` };

describe('/configuration/performance/ and /configuration/node/', () => {
  proves('/configuration/performance/#performance', 'node targets have no checks by default; an object turns them on in production (development also needs hints)', async () => {
    expect(resolved({ mode: 'production', target: 'node' }).performance).toBe(false);
    const off = await buildUnminified(await projectDir('perf-node-off'), small, { entry: './src/index.js', target: 'node', devtool: false });
    expect(off.warnings).toEqual([]);
    const on = await buildUnminified(await projectDir('perf-node-on'), small, { entry: './src/index.js', target: 'node', devtool: false, performance: { maxAssetSize: 1000, maxEntrypointSize: 1000 } });
    expect(on.warnings.join('\n')).toMatch(/asset size limit/);
    expect(resolved({ mode: 'development', target: 'node', performance: {} }).performance).toMatchObject({ hints: false });
    expect(resolved({ mode: 'production', target: 'node', performance: {} }).performance).toMatchObject({ hints: 'warning' });
  });

  proves('/configuration/node/#choosing-values', "'warn-mock' and global: 'warn' name each use of __dirname, __filename and global in a browser build", async () => {
    const files = { 'src/index.js': "import './legacy';\n", 'src/legacy.js': 'console.log(__dirname, __filename, global.setTimeout);\n' };
    const warned = await buildUnminified(await projectDir('node-warn'), files, { entry: './src/index.js', target: 'web', devtool: false, node: { __dirname: 'warn-mock', __filename: 'warn-mock', global: 'warn' } });
    const text = warned.warnings.join('\n');
    expect(text).toMatch(/__dirname/);
    expect(text).toMatch(/__filename/);
    expect(text).toMatch(/global/);
    const quiet = await buildUnminified(await projectDir('node-default'), files, { entry: './src/index.js', target: 'web', devtool: false });
    expect(quiet.warnings).toEqual([]);
  });
});
