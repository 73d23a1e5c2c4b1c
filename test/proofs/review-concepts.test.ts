// Proofs for statements of the concepts pages corrected in an independent review.
import webpack from 'webpack';
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { buildUnminified, projectDir, proves, writeFiles } from './proof';

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

describe('/concepts/module-resolution/', () => {
  proves('/concepts/module-resolution/#from-a-path-to-a-file', "the paths tried (the intro's Can't resolve error) are listed with one or two errors; from three errors on only with stats.errorDetails: true", async () => {
    const stats = async (name: string, imports: string[], errorDetails?: boolean) => {
      const dir = await projectDir(`resolve-details-${name}`);
      await writeFiles(dir, { 'src/index.js': imports.map((i) => `import './${i}';\n`).join('') });
      return new Promise<string>((resolve, reject) => {
        webpack({ mode: 'development', devtool: false, context: dir, entry: './src/index.js', output: { path: join(dir, 'dist') } }, (err, s) => {
          if (err || !s) return reject(err);
          expect(s.compilation.errors).toHaveLength(imports.length);
          resolve(s.toString(errorDetails === undefined ? 'normal' : { preset: 'normal', errorDetails }));
        });
      });
    };
    expect(await stats('two', ['m1', 'm2'])).toContain("m1.js doesn't exist");
    const three = await stats('three', ['m1', 'm2', 'm3']);
    expect(three).toContain("Can't resolve './m1'");
    expect(three).not.toContain("doesn't exist");
    expect(three).toContain('3 errors have detailed information that is not shown');
    expect(await stats('three-details', ['m1', 'm2', 'm3'], true)).toContain("m3.js doesn't exist");
  });
});
