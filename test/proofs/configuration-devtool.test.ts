// Proofs of the behaviour statements of /configuration/devtool/ (the default and the per-type array form).
import webpack from 'webpack';
import { build, effectiveOptions, projectDir, proves, webpackSource } from './proof';

function devtoolOf(config: webpack.Configuration): unknown {
  return effectiveOptions(config).devtool;
}

const entry = { 'src/index.js': "console.log('devtool');\n" };

describe('/configuration/devtool/', () => {
  proves('/configuration/devtool/#devtool', 'development defaults to eval for JavaScript, source-map for CSS only while CSS support is on, and false for an ES module library', async () => {
    expect(devtoolOf({ mode: 'development' })).toEqual([{ type: 'css', use: 'source-map' }, { type: 'javascript', use: 'eval' }]);
    expect(devtoolOf({ mode: 'development', experiments: { css: false } })).toEqual([{ type: 'javascript', use: 'eval' }]);
    expect(devtoolOf({ mode: 'development', experiments: { outputModule: true }, output: { library: { type: 'module' } } })).toBe(false);
    expect(devtoolOf({ mode: 'production' })).toBe(false);
  });

  proves('/configuration/devtool/#devtool', "an entry of type 'javascript' maps JavaScript files; one of type 'css' leaves them without a map", async () => {
    const js = await build(await projectDir('devtool-js'), entry, { entry: './src/index.js', devtool: [{ type: 'javascript', use: 'source-map' }] });
    expect(js.files).toEqual(['main.js', 'main.js.map']);
    const css = await build(await projectDir('devtool-css'), entry, { entry: './src/index.js', devtool: [{ type: 'css', use: 'source-map' }] });
    expect(css.files).toEqual(['main.js']);
    const all = await build(await projectDir('devtool-all'), entry, { entry: './src/index.js', devtool: [{ type: 'all', use: 'source-map' }] });
    expect(all.files).toEqual(['main.js', 'main.js.map']);
  });

  proves('/configuration/devtool/#finer-control-with-plugins', 'source-map values apply EvalSourceMapDevToolPlugin (eval-) or SourceMapDevToolPlugin; plain eval applies EvalDevToolModulePlugin', async () => {
    const text = await webpackSource('lib/config/WebpackOptionsApply.js', 'for (const item of devtool) {', 45);
    expect(text).toMatch(/evalWrapped\s*\?\s*require\("\.\.\/devtool\/EvalSourceMapDevToolPlugin"\)\s*:\s*require\("\.\.\/devtool\/SourceMapDevToolPlugin"\)/);
    expect(text).toMatch(/else if \(use\.includes\("eval"\)\)[\s\S]*EvalDevToolModulePlugin/);
  });
});

