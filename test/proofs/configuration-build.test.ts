// Proofs of behaviour statements of /configuration/mode/, /configuration/performance/,
// /configuration/optimization/, /configuration/resolve/ and /configuration/externals/.
import { build, projectDir, proves } from './proof';

describe('configuration pages', () => {
  proves('/configuration/mode/#mode', "defaults to 'production' and warns when it is not set", async () => {
    const dir = await projectDir('mode-unset');
    const built = await build(dir, { 'src/index.js': 'export const unused = 1;\nconsole.log("x");\n' }, { mode: undefined, entry: './src/index.js' });
    expect(built.warnings.join('\n')).toMatch(/The 'mode' option has not been set, webpack will fallback to 'production'/);
    // Production output is minified: no comment banners, one line.
    expect((await built.read('main.js')).trim().split('\n')).toHaveLength(1);
  });

  proves('/configuration/performance/#performancehints', "'warning' (the production default) reports an asset over maxAssetSize as a warning and the build still succeeds", async () => {
    const dir = await projectDir('hints-warning');
    const big = `console.log(${JSON.stringify('x'.repeat(3000))});\n`;
    const built = await build(dir, { 'src/index.js': big }, { entry: './src/index.js', performance: { maxAssetSize: 1000, maxEntrypointSize: 1000 } });
    expect(built.errors).toEqual([]);
    expect(built.warnings.join('\n')).toMatch(/asset size limit/);
  });

  proves('/configuration/performance/#performancehints', "'error' reports it as a compilation error; development turns hints off", async () => {
    const big = `console.log(${JSON.stringify('x'.repeat(3000))});\n`;
    const failing = await build(await projectDir('hints-error'), { 'src/index.js': big }, { entry: './src/index.js', performance: { hints: 'error', maxAssetSize: 1000 } });
    expect(failing.errors.join('\n')).toMatch(/asset size limit/);
    const dev = await build(await projectDir('hints-dev'), { 'src/index.js': big }, { mode: 'development', entry: './src/index.js', performance: { maxAssetSize: 1000 } });
    expect(dev.warnings.join('\n')).not.toMatch(/size limit/);
  });

  proves('/configuration/optimization/#optimizationemitonerrors', 'production writes no assets when the compilation has errors; development writes them', async () => {
    const broken = { 'src/index.js': "import './missing.js';\n" };
    const prod = await build(await projectDir('emit-prod'), broken, { entry: './src/index.js' });
    expect(prod.errors.length).toBeGreaterThan(0);
    expect(prod.files).toEqual([]);
    const dev = await build(await projectDir('emit-dev'), broken, { mode: 'development', entry: './src/index.js' });
    expect(dev.files).toEqual(['main.js']);
  });

  proves('/configuration/resolve/#resolveextensions', "an array without '...' replaces the defaults, so .js files stop resolving without an extension", async () => {
    const files = { 'src/index.js': "import { x } from './util';\nconsole.log(x);\n", 'src/util.js': 'export const x = 1;\n' };
    const replaced = await build(await projectDir('ext-replaced'), files, { entry: './src/index.js', resolve: { extensions: ['.ts'] } });
    expect(replaced.errors.join('\n')).toMatch(/Can't resolve '\.\/util'/);
    const kept = await build(await projectDir('ext-kept'), files, { entry: './src/index.js', resolve: { extensions: ['.ts', '...'] } });
    expect(kept.errors).toEqual([]);
  });

  proves('/configuration/externals/#string', 'a string marks a request as external: the module is left out of the bundle', async () => {
    const files = { 'src/index.js': "import $ from 'jquery';\nconsole.log($);\n" };
    const built = await build(await projectDir('externals'), files, { entry: './src/index.js', externals: 'jquery', output: { library: { type: 'commonjs2' } } });
    expect(built.errors).toEqual([]);
    expect(await built.read('main.js')).toMatch(/require\("jquery"\)/);
  });
});
