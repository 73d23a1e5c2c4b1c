// Proofs of /configuration/ (the section's index page): how webpack-cli finds the file, validation, the overview.
import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import webpack from 'webpack';
import { effectiveOptions as resolved, projectDir, proves, validationLine, writeFiles } from './proof';

const run = promisify(execFile);
const cli = join(require.resolve('webpack-cli/package.json'), '..', 'bin', 'cli.js');

describe('/configuration/', () => {
  proves('/configuration/#how-a-configuration-file-works', 'webpack-cli finds webpack.config.mjs (or .cjs) in the folder, --config names another file, and a typo stops the build naming the property', async () => {
    const dir = await projectDir('config-discovery');
    await writeFiles(dir, {
      'src/index.js': 'console.log(1);\n',
      'webpack.config.mjs': "export default { mode: 'production', devtool: false, output: { filename: 'from-mjs.js' } };\n",
      'build/webpack.prod.js': "module.exports = { mode: 'production', devtool: false, entry: './src/index.js', output: { filename: 'from-prod.js' } };\n",
    });
    await run(process.execPath, [cli], { cwd: dir });
    await run(process.execPath, [cli, '--config', 'build/webpack.prod.js'], { cwd: dir });
    expect(await readFile(join(dir, 'dist', 'from-mjs.js'), 'utf8')).toMatch(/console\.log\(1\)/);
    expect(await readFile(join(dir, 'dist', 'from-prod.js'), 'utf8')).toMatch(/console\.log\(1\)/);
    const cjs = await projectDir('config-discovery-cjs');
    await writeFiles(cjs, { 'src/index.js': 'console.log(2);\n', 'webpack.config.cjs': "module.exports = { mode: 'production', devtool: false, output: { filename: 'from-cjs.js' } };\n" });
    await run(process.execPath, [cli], { cwd: cjs });
    expect(await readFile(join(cjs, 'dist', 'from-cjs.js'), 'utf8')).toMatch(/console\.log\(2\)/);
    expect(validationLine({ entry: './src/index.js', outptu: {} })).toMatch(/unknown property 'outptu'/);
    expect(validationLine({ mode: 'prod' })).toMatch(/configuration\.mode should be one of these/);
  });

  proves('/configuration/#an-annotated-overview', "the overview's options are valid together, and its browserslist target needs a browserslist configuration", async () => {
    const plugin = { apply: () => undefined };
    const overview = {
      mode: 'production', context: '/project/src', entry: { app: './index.js', admin: { import: './admin.js', dependOn: 'app' } },
      output: { path: '/project/dist', filename: '[name].[contenthash].js', publicPath: '/assets/', clean: true },
      module: { rules: [{ test: /\.css$/i, use: ['style-loader', 'css-loader'] }, { test: /\.(png|svg|jpe?g)$/i, type: 'asset' }] },
      resolve: { extensions: ['.ts', '...'], alias: { '@': '/project/src' } },
      optimization: { splitChunks: { chunks: 'all' }, runtimeChunk: 'single' },
      plugins: [plugin], devtool: 'source-map', target: 'browserslist', performance: { hints: 'warning', maxAssetSize: 300000 }, stats: 'errors-warnings',
    } as webpack.Configuration;
    expect(validationLine(overview)).toBe('valid');
    const bare = await projectDir('overview-no-browserslist');
    expect(() => resolved({ context: bare, target: 'browserslist' })).toThrow(/No browserslist config found/);
    const listed = await projectDir('overview-browserslist');
    await writeFiles(listed, { '.browserslistrc': 'chrome 120\n' });
    expect(resolved({ context: listed, target: 'browserslist' }).output.environment.arrowFunction).toBe(true);
  });
});
