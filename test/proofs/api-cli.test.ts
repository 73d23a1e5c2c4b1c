// Proofs of /api/cli/: the webpack-cli of the repository's devDependencies run on tiny projects.
// Each spawn costs about a second, so one run shows several statements where it can.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import webpack from 'webpack';
import { projectDir, proves, writeFiles } from './proof';

const ROOT = resolve(__dirname, '..', '..');
const CLI = join(ROOT, 'node_modules', 'webpack-cli', 'bin', 'cli.js');

/** Runs `webpack <args>` in `cwd` and returns its exit code and output. */
function webpackCli(cwd: string, args: string[], env: NodeJS.ProcessEnv = {}) {
  const { NODE_ENV: _ignored, ...rest } = process.env;
  const run = spawnSync(process.execPath, [CLI, ...args], { cwd, encoding: 'utf8', env: { ...rest, NO_COLOR: '1', ...env } });
  return { code: run.status, stdout: run.stdout, stderr: run.stderr, all: run.stdout + run.stderr };
}

/** A project folder with the files written. */
async function project(name: string, files: Record<string, string>): Promise<string> {
  const dir = await projectDir(name);
  await writeFiles(dir, files);
  return dir;
}

describe('webpack-cli', () => {
  proves('/api/cli/#how-the-cli-finds-a-configuration', 'without a configuration file, the defaults build ./src/index.js into dist/main.js', async () => {
    const dir = await project('defaults', { 'src/index.js': 'console.log("default entry");\n' });
    const run = webpackCli(dir, ['--json']);
    expect(run.code).toBe(0);
    expect(readFileSync(join(dir, 'dist', 'main.js'), 'utf8')).toContain('default entry');
    // --json without a file name: the stats JSON is standard output (checked under #writing-stats-to-a-file)
    const stats = JSON.parse(run.stdout) as { assets: { name: string }[]; outputPath: string };
    expect(stats.assets.map((a) => a.name)).toEqual(['main.js']);
    expect(stats.outputPath).toBe(join(dir, 'dist'));
  });

  let found: Promise<{ dir: string; run: ReturnType<typeof webpackCli> }> | null = null;
  /** .webpack/webpackfile.js as the only configuration, NODE_ENV=development, and two flags. */
  function foundConfig() {
    found ??= (async () => {
      const dir = await project('dot-webpack', {
        'src/index.js': 'console.log("index module");\n',
        'src/other.js': 'console.log("other module");\n',
        '.webpack/webpackfile.js': `const path = require('path');
module.exports = {
  entry: ['./src/index.js'],
  output: { path: path.resolve(__dirname, '../build') },
  plugins: [{ apply: (c) => c.hooks.done.tap('Mode', () => require('fs').writeFileSync(path.resolve(__dirname, '../mode.txt'), String(c.options.mode))) }],
};
`,
      });
      return { dir, run: webpackCli(dir, ['--output-filename', '[name].flag.js', '--entry', './src/other.js'], { NODE_ENV: 'development' }) };
    })();
    return found;
  }

  proves('/api/cli/#how-the-cli-finds-a-configuration', 'finds .webpack/webpackfile.js; a flag overrides one nested property and keeps the rest of output; NODE_ENV=development becomes the mode when none is configured', async () => {
    const { dir, run } = await foundConfig();
    expect(run.code).toBe(0);
    expect(existsSync(join(dir, 'build', 'main.flag.js'))).toBe(true);
    expect(existsSync(join(dir, 'dist'))).toBe(false);
    expect(readFileSync(join(dir, 'mode.txt'), 'utf8')).toBe('development');
  });

  proves('/api/cli/#commands', 'with no command, build runs', async () => {
    const { run } = await foundConfig();
    expect(run.all).toContain('compiled successfully');
  });

  proves('/api/cli/#reset-flags', 'a flag adds to an array option of the configuration; with --entry-reset it replaces it', async () => {
    const { dir } = await foundConfig();
    const extended = readFileSync(join(dir, 'build', 'main.flag.js'), 'utf8');
    expect(extended).toContain('index module');
    expect(extended).toContain('other module');
    const reset = webpackCli(dir, ['--entry-reset', '--entry', './src/other.js', '--output-filename', 'reset.js']);
    expect(reset.code).toBe(0);
    const replaced = readFileSync(join(dir, 'build', 'reset.js'), 'utf8');
    expect(replaced).toContain('other module');
    expect(replaced).not.toContain('index module');
  });

  let envRun: Promise<{ dir: string; run: ReturnType<typeof webpackCli> }> | null = null;
  /** An array of three function configurations, two selected by name, with --env values and --config-node-env. */
  function envProject() {
    envRun ??= (async () => {
      const dir = await project('env', {
        'src/index.js': 'console.log("env");\n',
        'webpack.config.js': `const fs = require('fs');
const path = require('path');
const nodeEnvWhenLoaded = process.env.NODE_ENV;
const make = (name) => (env, argv) => {
  fs.writeFileSync(path.join(__dirname, 'env-' + name + '.json'), JSON.stringify({ env, mode: argv.mode, nodeEnvWhenLoaded }));
  return {
    name,
    output: { path: path.join(__dirname, 'dist', name) },
    plugins: [{ apply: (c) => c.hooks.done.tap('Mode', () => fs.writeFileSync(path.join(__dirname, 'mode-' + name + '.txt'), String(c.options.mode))) }],
  };
};
module.exports = [make('client'), make('worker'), make('server')];
`,
      });
      const run = webpackCli(dir, ['--config-name', 'client', '--config-name', 'worker', '--env', 'production', '--env', 'prod=false', '--env', 'platform=web', '--env', 'app.port=3000', '--config-node-env', 'production']);
      return { dir, run };
    })();
    return envRun;
  }

  proves('/api/cli/#env', 'a function configuration gets env from the --env flags (true, strings, nested keys) plus WEBPACK_BUNDLE and WEBPACK_BUILD for build, and argv', async () => {
    const { dir, run } = await envProject();
    expect(run.code).toBe(0);
    const seen = JSON.parse(readFileSync(join(dir, 'env-client.json'), 'utf8')) as { env: unknown; mode: unknown };
    expect(seen.env).toEqual({ WEBPACK_BUNDLE: true, WEBPACK_BUILD: true, production: true, prod: 'false', platform: 'web', app: { port: '3000' } });
    expect(seen.mode).toBeUndefined();
    // build --watch gets WEBPACK_WATCH instead of the build keys (standard input is closed at once, so it stops after the first build)
    const watched = await project('env-watch', { 'src/index.js': 'console.log(1);\n', 'webpack.config.js': "module.exports = (env) => { require('fs').writeFileSync(__dirname + '/env.json', JSON.stringify(env)); return { mode: 'none' }; };\n" });
    expect(webpackCli(watched, ['--watch', '--watch-options-stdin']).code).toBe(0);
    expect(JSON.parse(readFileSync(join(watched, 'env.json'), 'utf8'))).toEqual({ WEBPACK_WATCH: true });
  });

  proves('/api/cli/#selecting-by-name', '--config-name builds only the named items of an exported array', async () => {
    const { dir, run } = await envProject();
    expect(run.code).toBe(0);
    expect(existsSync(join(dir, 'dist', 'client', 'main.js'))).toBe(true);
    expect(existsSync(join(dir, 'dist', 'worker', 'main.js'))).toBe(true);
    expect(existsSync(join(dir, 'dist', 'server'))).toBe(false);
  });

  proves('/api/cli/#config-node-env', 'the value is in process.env.NODE_ENV while the configuration loads and becomes the mode; --node-env is an unknown option with exit code 2', async () => {
    const { dir } = await envProject();
    expect((JSON.parse(readFileSync(join(dir, 'env-client.json'), 'utf8')) as { nodeEnvWhenLoaded: string }).nodeEnvWhenLoaded).toBe('production');
    expect(readFileSync(join(dir, 'mode-client.txt'), 'utf8')).toBe('production');
    const old = webpackCli(dir, ['--node-env', 'production']);
    expect(old.code).toBe(2);
    expect(old.all).toContain("Unknown option '--node-env'");
  });

  proves('/api/cli/#writing-stats-to-a-file', '--json with a file name writes the stats JSON there', async () => {
    const dir = await project('json-file', { 'src/index.js': 'console.log(1);\n' });
    const run = webpackCli(dir, ['--mode', 'production', '--json', 'stats.json']);
    expect(run.code).toBe(0);
    const stats = JSON.parse(readFileSync(join(dir, 'stats.json'), 'utf8')) as { assets: { name: string }[] };
    expect(stats.assets.map((a) => a.name)).toEqual(['main.js']);
  });

  proves('/api/cli/#common-recipes', 'the stats presets are the eight the stats option accepts, and stats settings have their own flags', async () => {
    const schema = JSON.parse(readFileSync(require.resolve('webpack/schemas/WebpackOptions.json'), 'utf8')) as { definitions: { StatsValue: { anyOf: { enum?: string[] }[] } } };
    const presets = schema.definitions.StatsValue.anyOf.flatMap((s) => s.enum ?? []).filter((v): v is string => typeof v === 'string');
    expect(presets.sort()).toEqual(['detailed', 'errors-only', 'errors-warnings', 'minimal', 'none', 'normal', 'summary', 'verbose']);
    const flags = webpack.cli.getArguments();
    expect(flags['stats-assets']?.configs[0]?.type).toBe('boolean');
    expect(flags['stats-modules']?.configs[0]?.type).toBe('boolean');
  });

  proves('/api/cli/#version', 'prints the installed packages whose names contain webpack or loader, and no Node.js or npm version', async () => {
    const run = webpackCli(ROOT, ['version']);
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/webpack:\s+5\.112\.2/);
    expect(run.stdout).toMatch(/webpack-cli:\s+7\.3\.1/);
    expect(run.stdout).toMatch(/webpack-dev-server:\s+5\.2\.7/);
    expect(run.stdout).toMatch(/css-loader:/);
    expect(run.stdout).not.toMatch(/Node|npm|Binaries/);
  });

  proves('/api/cli/#complete', 'without @bomb.sh/tab the command stops with an error that names the package', async () => {
    const dir = await project('complete', {});
    const run = webpackCli(dir, ['complete', 'zsh']);
    expect(run.code).toBe(2);
    expect(run.all).toContain("For using 'complete' command you need to install: '@bomb.sh/tab' package.");
  });

  proves('/api/cli/#init', 'webpack-cli 7 has no init command', async () => {
    const dir = await project('init', {});
    const run = webpackCli(dir, ['init']);
    expect(run.code).toBe(2);
    expect(run.all).toContain("Unknown command or entry 'init'");
  });
});
