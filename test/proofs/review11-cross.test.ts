// Proofs of statements corrected in the eleventh review outside the section each reviewer had.
import { build, projectDir, proves, webpackSource } from './proof';

describe('/configuration/optimization/', () => {
  proves('/configuration/optimization/#optimizationemitonerrors', "production's emitOnErrors: false keeps a failing module's files unwritten, but the size errors of performance.hints: 'error' come after the files are written", async () => {
    const failing = await build(await projectDir('emit-on-errors-module'), { 'src/index.js': "import './missing.js';\n" }, { entry: './src/index.js' });
    expect(failing.errors.join('\n')).toContain("Can't resolve './missing.js'");
    expect(failing.files).toEqual([]);
    const big = `console.log(${JSON.stringify('x'.repeat(4000))});\n`;
    const oversized = await build(await projectDir('emit-on-errors-size'), { 'src/index.js': big }, { entry: './src/index.js', performance: { hints: 'error', maxAssetSize: 1000, maxEntrypointSize: 1000 } });
    expect(oversized.errors.join('\n')).toContain('asset size limit');
    expect(oversized.files).toContain('main.js');
  });
});

describe('/configuration/other-options/', () => {
  proves('/configuration/other-options/#infrastructureloggingprogress', "the ProgressPlugin webpack adds for infrastructureLogging.progress is created with progressBar: 'auto'", async () => {
    const source = await webpackSource('lib/webpack.js', 'const applyDefaultProgressPlugin', 6);
    expect(source).toContain('new ProgressPlugin({ progressBar: "auto" })');
    expect(await webpackSource('lib/logging/ProgressPlugin.js', '@property {"auto" | boolean', 1)).toContain('`"auto"` enables it only for interactive terminals');
  });
});
