// Proofs of concepts statements shown by the CLI, by a package the pages name, or by webpack's source where a build
// cannot show them cheaply (audit record: docs/audit/concepts.md).
import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { createRequire } from 'node:module';
import { projectDir, proves, webpackSource, writeFiles } from './proof';

const run = promisify(execFile);
// webpack-merge as the CLI installs it (the page's readers install it themselves).
const { merge } = createRequire(require.resolve('webpack-cli/package.json'))('webpack-merge') as { merge: (...configs: object[]) => object };

describe('/concepts/configuration/', () => {
  proves('/concepts/configuration/#a-function', 'the CLI passes --env flags (bare ones as true, key=value as strings) and --mode in argv', async () => {
    const dir = await projectDir('cli-function-config');
    await writeFiles(dir, {
      'src/index.js': 'console.log(1);\n',
      'webpack.config.js': "const { writeFileSync } = require('node:fs');\nmodule.exports = (env, argv) => {\n  writeFileSync(__dirname + '/seen.json', JSON.stringify({ env, mode: argv.mode }));\n  return { entry: './src/index.js' };\n};\n",
    });
    const cli = join(require.resolve('webpack-cli/package.json'), '..', 'bin', 'cli.js');
    await run(process.execPath, [cli, '--mode', 'production', '--env', 'analyze', '--env', 'target=modern'], { cwd: dir });
    const seen = JSON.parse(await readFile(join(dir, 'seen.json'), 'utf8')) as { env: Record<string, unknown>; mode: string };
    expect(seen.env).toMatchObject({ analyze: true, target: 'modern' });
    expect(seen.mode).toBe('production');
  });

  proves('/concepts/configuration/#sharing-configuration-between-environments', 'webpack-merge concatenates arrays and combines nested objects', () => {
    const merged = merge({ plugins: ['a'], module: { rules: [{ test: /a/ }] }, output: { path: '/p' } }, { plugins: ['b'], module: { rules: [{ test: /b/ }] }, output: { filename: 'f.js' } });
    expect(merged).toEqual({ plugins: ['a', 'b'], module: { rules: [{ test: /a/ }, { test: /b/ }] }, output: { path: '/p', filename: 'f.js' } });
    return Promise.resolve();
  });

  proves('/concepts/configuration/#an-array', 'parallelism on the array limits concurrent compilers; inside one configuration it caps modules processed at once (100)', async () => {
    expect(await webpackSource('lib/MultiCompiler.js', 'parallelism: options.parallelism || Infinity', 1)).toContain('Infinity');
    expect(await webpackSource('lib/Compilation.js', 'parallelism: options.parallelism || 100', 1)).toContain('100');
  });
});

describe('/concepts/under-the-hood/', () => {
  proves('/concepts/under-the-hood/#the-main-actors', "the JavaScript parser is webpack's own port of acorn, not the acorn package", async () => {
    expect(await webpackSource('lib/javascript/syntax-parser.js', "The ECMAScript parser webpack owns, ported from acorn", 2)).toContain('ships no parser dependency');
    const parser = await readFile(require.resolve('webpack/lib/javascript/JavascriptParser.js'), 'utf8');
    expect(parser).toContain('require("./syntax-parser")');
    expect(parser).not.toMatch(/require\("acorn"\)/);
  });

  proves('/concepts/under-the-hood/#phase-3-generating-code-and-assets', 'the default minimizer runs terser at PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE; BannerPlugin adds at PROCESS_ASSETS_STAGE_ADDITIONS', async () => {
    expect(await webpackSource('lib/config/defaults.js', 'const MinimizerPlugin = require("minimizer-webpack-plugin")', 1)).toContain('minimizer-webpack-plugin');
    const minimizer = await readFile(require.resolve('minimizer-webpack-plugin'), 'utf8');
    expect(minimizer).toMatch(/defaultStage\(compiler\) \{\s*return compiler\.webpack\.Compilation\.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE;/);
    expect(await webpackSource('lib/output/BannerPlugin.js', 'this.options.stage || Compilation.PROCESS_ASSETS_STAGE_ADDITIONS', 1)).toContain('ADDITIONS');
  });

  proves('/concepts/under-the-hood/#phase-4-emitting', 'the dev server keeps files in memory unless writeToDisk is true', async () => {
    const setup = await readFile(require.resolve('webpack-dev-middleware/dist/utils/setupOutputFileSystem.js'), 'utf8');
    expect(setup).toContain('context.options.writeToDisk !== true');
    expect(setup).toMatch(/memfs/);
  });
});

describe('/concepts/module-federation/', () => {
  proves('/concepts/module-federation/#building-blocks', 'a container exports get and init', async () => {
    expect(await webpackSource('lib/container/ContainerEntryModule.js', 'new StaticExportsDependency(["get", "init"]', 1)).toContain('"init"');
  });

  proves('/concepts/module-federation/#the-asynchronous-boundary', 'consuming a shared module synchronously fails with "not available for eager consumption"', async () => {
    expect(await webpackSource('lib/sharing/ConsumeSharedRuntimeModule.js', 'throw new Error("Shared module is not available for eager consumption', 1)).toContain('not available for eager consumption');
  });
});
