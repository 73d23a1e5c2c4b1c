// Proofs by script and by webpack's source, for statements a small build shows only at a cost.
import webpack from 'webpack';
import { build, projectDir, proves, webpackSource } from './proof';

describe('configuration pages, by script and source', () => {
  proves('/configuration/optimization/#optimizationnoemitonerrors', 'is the inverted older name: noEmitOnErrors: true means emitOnErrors: false', async () => {
    const normalized = webpack.config.getNormalizedWebpackOptions({ optimization: { noEmitOnErrors: true } });
    expect(normalized.optimization.emitOnErrors).toBe(false);
    // webpack/lib/config/normalization.js, the deprecated mapping of noEmitOnErrors.
    expect(await webpackSource('lib/config/normalization.js', '(noEmitOnErrors, emitOnErrors) =>', 12)).toMatch(/!noEmitOnErrors/);
  });

  proves('/configuration/performance/#performancemaxassetsize', 'defaults to 250000 bytes', async () => {
    // webpack/lib/config/defaults.js, applyPerformanceDefaults.
    expect(await webpackSource('lib/config/defaults.js', 'D(performance, "maxAssetSize"', 1)).toContain('250000');
  });

  proves('/configuration/output/#outputuniquename', 'defaults to the library name, or name from package.json, and names the chunk loading global', async () => {
    // webpack/lib/config/defaults.js, F(output, "uniqueName"): library name first, then package.json.
    const source = await webpackSource('lib/config/defaults.js', 'F(output, "uniqueName"', 20);
    expect(source.indexOf('getLibraryName(output.library)')).toBeLessThan(source.indexOf('package.json'));
    const files = { 'package.json': '{ "name": "countdown-board" }', 'src/index.js': "import('./lazy.js');\n", 'src/lazy.js': 'export default 1;\n' };
    const built = await build(await projectDir('unique-name'), files, { mode: 'none', entry: './src/index.js' });
    expect(await built.read('main.js')).toContain('webpackChunkcountdown_board');
  });
});
