// Proofs of /api/ (the overview of the API pages): each summary statement shown once on a tiny
// project or on webpack's own files.
import { join } from 'node:path';
import { createFsFromVolume, Volume } from 'memfs';
import webpack from 'webpack';
import { build, projectDir, proves, webpackSource, writeFiles } from './proof';

describe('API overview', () => {
  proves('/api/#command-line-interface', "the webpack command comes from webpack-cli, and the configuration options are available as flags", async () => {
    const bin = await webpackSource('bin/webpack.js', 'name: "webpack-cli"', 4);
    expect(bin).toContain('package: "webpack-cli"');
    const flags = webpack.cli.getArguments();
    for (const flag of ['mode', 'output-path', 'output-public-path', 'watch', 'devtool', 'module-rules-test']) expect(flags[flag]).toBeDefined();
  });

  proves('/api/#node-interface', 'webpack() builds from a script, here into an in-memory file system', async () => {
    const dir = await projectDir('index-node');
    await writeFiles(dir, { 'src/index.js': 'console.log("in memory only");\n' });
    const compiler = webpack({ mode: 'none', context: dir, entry: './src/index.js', output: { path: join(dir, 'dist') } });
    const memoryFs = createFsFromVolume(new Volume());
    compiler.outputFileSystem = memoryFs as unknown as webpack.Compiler['outputFileSystem'];
    await new Promise<void>((resolve, reject) => compiler.run((err) => (err ? reject(err) : resolve())));
    await new Promise<void>((resolve) => compiler.close(() => resolve()));
    expect(String(memoryFs.readFileSync(join(dir, 'dist', 'main.js'), 'utf8'))).toContain('in memory only');
  });

  proves('/api/#logging', "a loader's logger output goes into the stats and follows the stats logging setting", async () => {
    const dir = await projectDir('index-logging');
    const files = {
      'src/index.js': 'export default 1;\n',
      'l.js': "module.exports = function (c) { this.getLogger('my-loader').info('from the loader'); return c; };\n",
    };
    const config = (logging: 'info' | 'none'): webpack.Configuration => ({ mode: 'none', entry: './src/index.js', module: { rules: [{ test: /index\.js$/, use: join(dir, 'l.js') }] }, stats: { logging } });
    const compiler = webpack({ ...config('info'), context: dir, output: { path: join(dir, 'dist') } });
    await writeFiles(dir, files);
    const stats = await new Promise<webpack.Stats>((resolve, reject) => compiler.run((err, s) => (err || !s ? reject(err) : resolve(s))));
    await new Promise<void>((resolve) => compiler.close(() => resolve()));
    expect(stats.toString({ logging: 'info' })).toContain('from the loader');
    expect(stats.toString({ logging: 'none' })).not.toContain('from the loader');
  });

  proves('/api/#parser', 'plugins react to parsed calls through the parser hooks, and DefinePlugin is built on those hooks', async () => {
    const calls: string[] = [];
    const dir = await projectDir('index-parser');
    await build(dir, { 'src/index.js': "track('first');\ntrack('second');\n" }, {
      mode: 'none', entry: './src/index.js',
      plugins: [{
        apply: (compiler) => compiler.hooks.normalModuleFactory.tap('Track', (factory) => {
          factory.hooks.parser.for('javascript/auto').tap('Track', (parser) => {
            parser.hooks.call.for('track').tap('Track', (expr) => { calls.push(String((expr as unknown as { arguments: { value: string }[] }).arguments[0]?.value)); });
          });
        }),
      }],
    });
    expect(calls).toEqual(['first', 'second']);
    expect(await webpackSource('lib/define/DefinePlugin.js', 'parser.hooks.expression.for(key).tap(PLUGIN_NAME', 2)).toContain('(expr) =>');
  });
});
