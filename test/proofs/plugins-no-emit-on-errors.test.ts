// Proofs of the NoEmitOnErrorsPlugin page's behaviour statements (audit record: docs/audit/plugins.md).
import HtmlWebpackPlugin from 'html-webpack-plugin';
import webpack from 'webpack';
import { build, effectiveOptions, projectDir, proves, webpackSource } from './proof';

const broken = { 'src/index.js': "console.log(require('./missing.js'));\n", 'dist/previous.js': 'the last good build\n' };

describe('NoEmitOnErrorsPlugin page', () => {
  proves('/plugins/no-emit-on-errors-plugin/#optimizationemitonerrors', 'emitOnErrors is false in production and true in development and none', async () => {
    const emitOnErrors = (mode: 'production' | 'development' | 'none') => effectiveOptions({ mode }).optimization.emitOnErrors;
    expect([emitOnErrors('production'), emitOnErrors('development'), emitOnErrors('none')]).toEqual([false, true, true]);
  });

  proves('/plugins/no-emit-on-errors-plugin/#usage', 'a production build with an error writes nothing and leaves the previous output (even with output.clean)', async () => {
    const built = await build(await projectDir('no-emit-production'), broken, { mode: 'production', entry: './src/index.js', output: { clean: true } });
    expect(built.errors.join('\n')).toContain("Can't resolve './missing.js'");
    expect(built.files).toEqual(['previous.js']);
  });

  proves('/plugins/no-emit-on-errors-plugin/#usage', 'in development the same build is emitted, with the failed module throwing at run time', async () => {
    const built = await build(await projectDir('no-emit-development'), broken, { mode: 'development', devtool: false, entry: './src/index.js' });
    expect(built.files).toEqual(['main.js', 'previous.js']);
    expect(await built.read('main.js')).toContain("Cannot find module './missing.js'");
  });

  proves('/plugins/no-emit-on-errors-plugin/#what-exactly-is-skipped', 'the plugin answers shouldEmit and shouldRecord from the stats, child compilations included', async () => {
    const source = await webpackSource('lib/diagnostics/NoEmitOnErrorsPlugin.js', 'compiler.hooks.shouldEmit.tap', 8);
    expect(source).toContain('if (compilation.getStats().hasErrors()) return false;');
    expect(source).toContain('compilation.hooks.shouldRecord.tap');
  });

  proves('/plugins/no-emit-on-errors-plugin/#what-exactly-is-skipped', 'an error in html-webpack-plugin\'s child compilation also stops the JavaScript from being written', async () => {
    const built = await build(await projectDir('no-emit-child'), { 'src/index.js': 'console.log(1);\n' }, {
      mode: 'production',
      entry: './src/index.js',
      plugins: [new HtmlWebpackPlugin({ template: './src/missing-template.html' })],
    });
    expect(built.errors.length).toBeGreaterThan(0);
    expect(built.files).toEqual([]);
  });

  proves('/plugins/no-emit-on-errors-plugin/#optimizationnoemitonerrors-deprecated', 'noEmitOnErrors together with a contradicting emitOnErrors is refused', async () => {
    expect(() => webpack.config.getNormalizedWebpackOptions({ optimization: { noEmitOnErrors: true, emitOnErrors: true } })).toThrow(
      "Conflicting use of 'optimization.noEmitOnErrors' and 'optimization.emitOnErrors'",
    );
  });
});
