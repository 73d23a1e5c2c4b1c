// Proofs for statements of the concepts pages corrected in an independent review.
import webpack from 'webpack';
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { buildUnminified, projectDir, proves } from './proof';

describe('/concepts/module-federation/', () => {
  proves('/concepts/module-federation/#sharing-and-versions', 'a version outside the range: a non-singleton falls back to its own copy silently, or warns with strictVersion: false; a singleton uses the copy with a warning, or fails with strictVersion: true', async () => {
    const files = {
      'node_modules/lib/package.json': '{ "name": "lib", "version": "1.0.0", "main": "index.js" }\n',
      'node_modules/lib/index.js': "module.exports = 'lib 1.0.0';\n",
      'src/index.js': "import('./bootstrap').catch((e) => console.log('ERROR ' + e.message));\n",
      'src/bootstrap.js': "import lib from 'lib';\nconsole.log('got ' + lib);\n",
    };
    const run = async (name: string, lib: Record<string, unknown>) => {
      const built = await buildUnminified(await projectDir(`mf-versions-${name}`), files, {
        mode: 'development',
        devtool: false,
        target: 'async-node',
        entry: './src/index.js',
        plugins: [new webpack.container.ModuleFederationPlugin({ name: 'host', shared: { lib: { requiredVersion: '^2.0.0', ...lib } } })],
      });
      expect(built.errors).toEqual([]);
      const out = spawnSync(process.execPath, [join(built.dir, 'dist', 'main.js')], { encoding: 'utf8' });
      return { stdout: out.stdout.trim(), stderr: out.stderr.trim() };
    };
    expect(await run('fallback', {})).toEqual({ stdout: 'got lib 1.0.0', stderr: '' });
    const loose = await run('loose', { strictVersion: false });
    expect(loose.stdout).toBe('got lib 1.0.0');
    expect(loose.stderr).toContain('No satisfying version (^2.0.0) of shared module lib');
    const singleton = await run('singleton', { singleton: true });
    expect(singleton.stdout).toBe('got lib 1.0.0');
    expect(singleton.stderr).toContain('Unsatisfied version 1.0.0');
    const strict = await run('strict-singleton', { singleton: true, strictVersion: true });
    expect(strict.stdout).toContain('ERROR Unsatisfied version 1.0.0');
  });
});

describe('/concepts/output/', () => {
  proves('/concepts/output/#naming-files', 'a [contenthash] name stays the same across builds of unchanged content and changes with the content', async () => {
    const dir = await projectDir('output-stable-names');
    const config: webpack.Configuration = { entry: './src/index.js', output: { filename: '[name].[contenthash].js', clean: true } };
    const first = await buildUnminified(dir, { 'src/index.js': 'console.log(1);\n' }, config);
    const again = await buildUnminified(dir, {}, config);
    const changed = await buildUnminified(dir, { 'src/index.js': 'console.log(2);\n' }, config);
    expect(first.files).toHaveLength(1);
    expect(again.files).toEqual(first.files);
    expect(changed.files).toHaveLength(1);
    expect(changed.files).not.toEqual(first.files);
  });
});
