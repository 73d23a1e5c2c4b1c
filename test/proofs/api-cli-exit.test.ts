// Proofs of /api/cli/ about exit codes and the watch command: webpack-cli of the repository's
// devDependencies run on tiny projects; the watch run is edited while it runs.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { projectDir, proves, writeFiles } from './proof';

const CLI = join(resolve(__dirname, '..', '..'), 'node_modules', 'webpack-cli', 'bin', 'cli.js');
const cleanEnv = (): NodeJS.ProcessEnv => {
  const { NODE_ENV: _ignored, ...rest } = process.env;
  return { ...rest, NO_COLOR: '1' };
};

function webpackCli(cwd: string, args: string[]) {
  const run = spawnSync(process.execPath, [CLI, ...args], { cwd, encoding: 'utf8', env: cleanEnv() });
  return { code: run.status, all: run.stdout + run.stderr };
}

async function project(name: string, files: Record<string, string>): Promise<string> {
  const dir = await projectDir(name);
  await writeFiles(dir, files);
  return dir;
}

describe('webpack-cli exit codes and watch', () => {
  proves('/api/cli/#exit-codes', '0 for a build with only warnings, 1 for compilation errors and for warnings with --fail-on-warnings, 2 for an invalid configuration', async () => {
    const warnOnly = await project('exit-warning', { 'src/index.js': 'console.log(1);\n' });
    expect(webpackCli(warnOnly, []).code).toBe(0);
    expect(webpackCli(warnOnly, ['--fail-on-warnings']).code).toBe(1);
    const broken = await project('exit-error', { 'src/index.js': "import './missing.js';\n" });
    expect(webpackCli(broken, ['--mode', 'none']).code).toBe(1);
    const invalid = await project('exit-invalid', { 'src/index.js': 'console.log(1);\n', 'webpack.config.js': 'module.exports = { moduel: {} };\n' });
    const run = webpackCli(invalid, []);
    expect(run.code).toBe(2);
    expect(run.all).toContain("configuration has an unknown property 'moduel'");
  });

  proves('/api/cli/#configtest', 'validates the default configuration file without building, and a typo fails with exit code 2', async () => {
    const dir = await project('configtest', { 'src/index.js': 'console.log(1);\n', 'webpack.config.js': 'module.exports = { moduel: {} };\n' });
    const run = webpackCli(dir, ['configtest']);
    expect(run.code).toBe(2);
    expect(run.all).toContain(`Validating: ${join(dir, 'webpack.config.js')}`);
    expect(run.all).toContain("unknown property 'moduel'");
    expect(existsSync(join(dir, 'dist'))).toBe(false);
  });

  proves('/api/cli/#watch', 'builds, rebuilds on a change, stays alive after a failed rebuild, gets WEBPACK_WATCH in env, and with --watch-options-stdin stops when standard input ends', async () => {
    const dir = await project('watch', {
      'src/index.js': 'console.log("v1");\n',
      'webpack.config.js': "module.exports = (env) => { require('fs').writeFileSync(__dirname + '/env.json', JSON.stringify(env)); return { mode: 'development', devtool: false }; };\n",
    });
    const child = spawn(process.execPath, [CLI, 'watch', '--watch-options-stdin'], { cwd: dir, env: cleanEnv() });
    let output = '';
    // Each wait looks only at the output printed after the previous step, so an extra rebuild cannot satisfy it early.
    const waiters: { from: number; pattern: RegExp; resolve: () => void }[] = [];
    const check = () => {
      for (const w of [...waiters]) if (w.pattern.test(output.slice(w.from))) { waiters.splice(waiters.indexOf(w), 1); w.resolve(); }
    };
    child.stdout.on('data', (d: Buffer) => { output += String(d); check(); });
    child.stderr.on('data', (d: Buffer) => { output += String(d); check(); });
    const exited = new Promise<number | null>((resolveExit) => child.on('exit', (code) => resolveExit(code)));
    const seen = (pattern: RegExp, from: number) => new Promise<void>((resolveSeen) => { waiters.push({ from, pattern, resolve: resolveSeen }); check(); });
    try {
      await seen(/compiled successfully/, 0);
      await writeFile(join(dir, 'src', 'index.js'), 'console.log("v2"\n');
      await seen(/compiled with 1 error/, 0);
      const afterError = output.lastIndexOf('compiled with 1 error');
      expect(child.exitCode).toBeNull();
      await writeFile(join(dir, 'src', 'index.js'), 'console.log("v3");\n');
      await seen(/compiled successfully/, afterError);
      expect(readFileSync(join(dir, 'dist', 'main.js'), 'utf8')).toContain('v3');
      child.stdin.end();
      expect(await exited).toBe(0);
    } finally {
      if (child.exitCode === null) child.kill();
    }
    expect(JSON.parse(readFileSync(join(dir, 'env.json'), 'utf8'))).toEqual({ WEBPACK_WATCH: true });
  });
});
