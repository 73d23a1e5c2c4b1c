// Proofs of /configuration/configuration-types/ (and of the argv.mode paragraph of /configuration/mode/, which
// the same command-line runs show): webpack-cli runs in scratch projects, and MultiCompiler runs in-process.
import { execFile } from 'node:child_process';
import { readFile, utimes, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import webpack from 'webpack';
import { pastWatcherAccuracy, projectDir, proves, webpackSource, writeFiles } from './proof';

const run = promisify(execFile);
const cli = join(require.resolve('webpack-cli/package.json'), '..', 'bin', 'cli.js');

/** A configuration function that writes what it was called with to seen.json and always asks for production. */
const functionConfig = `const { writeFileSync } = require('fs');
const path = require('path');
module.exports = (env, argv) => {
  writeFileSync(path.join(__dirname, 'seen.json'), JSON.stringify({ env, argv }));
  return { mode: 'production', devtool: false, entry: './src/index.js', output: { path: path.resolve(__dirname, env.outDir || 'dist') } };
};
`;

interface Seen { env: Record<string, unknown>; argv: Record<string, unknown> }

async function functionRun(name: string, args: string[]): Promise<{ dir: string; seen: Seen }> {
  const dir = await projectDir(name);
  await writeFiles(dir, { 'webpack.config.js': functionConfig, 'src/index.js': "console.log('INDEX');\n" });
  await run(process.execPath, [cli, ...args], { cwd: dir });
  return { dir, seen: JSON.parse(await readFile(join(dir, 'seen.json'), 'utf8')) as Seen };
}

/** Runs the configurations of `configs` with the Node.js API and returns the order of their start and end. */
function multiRun(configs: webpack.Configuration[] & { parallelism?: number }): Promise<{ events: string[]; maxRunning: number }> {
  // An array (with its parallelism) gives a MultiCompiler; the typings pick the single overload for it.
  const multi = webpack(configs) as unknown as webpack.MultiCompiler;
  const events: string[] = [];
  let running = 0;
  let maxRunning = 0;
  for (const compiler of multi.compilers) {
    compiler.hooks.beforeRun.tap('order', () => { events.push(`start ${compiler.name}`); running += 1; maxRunning = Math.max(maxRunning, running); });
    compiler.hooks.done.tap('order', () => { events.push(`done ${compiler.name}`); running -= 1; });
  }
  return new Promise((resolve, reject) => multi.run((error) => multi.close(() => (error ? reject(error) : resolve({ events, maxRunning })))));
}

/** Resolves once every compiler of a watching MultiCompiler has its file watcher (a condition, checked each turn of the event loop). */
async function watchersStarted(multi: webpack.MultiCompiler): Promise<void> {
  const started = () => multi.compilers.every((compiler) => (compiler.watching as unknown as { watcher?: unknown } | undefined)?.watcher);
  while (!started()) await new Promise((resolve) => setImmediate(resolve));
}

async function twoProjects(name: string): Promise<string> {
  const dir = await projectDir(name);
  await writeFiles(dir, { 'src/client.js': "console.log('CLIENT_ONE');\n", 'src/server.js': "console.log('SERVER');\n" });
  // Dated a minute back: the watcher reports files changed close to its start time as changed, and the watch
  // proof wants only its own edit to count.
  const past = new Date(Date.now() - 60_000);
  for (const path of ['src/client.js', 'src/server.js', 'src']) await utimes(join(dir, path), past, past);
  return dir;
}

const named = (dir: string, name: string, extra: webpack.Configuration = {}): webpack.Configuration => ({
  name, mode: 'production', devtool: false, context: dir, entry: `./src/${name}.js`, infrastructureLogging: { level: 'none' }, output: { path: join(dir, 'dist', name) }, ...extra,
});

describe('/configuration/configuration-types/', () => {
  let plain: { dir: string; seen: Seen };
  let withMode: { dir: string; seen: Seen };
  /** The project of the watch run that counts builds, made before the tests run (see pastWatcherAccuracy). */
  let dependenciesDir: string;
  beforeAll(async () => {
    dependenciesDir = await twoProjects('dependencies');
    plain = await functionRun('cli-function', ['--env', 'platform.name=web', '--env', 'outDir=build']);
    withMode = await functionRun('cli-function-mode', ['--mode', 'development']);
    await pastWatcherAccuracy([dependenciesDir]);
  });

  proves('/configuration/configuration-types/#exporting-a-function', 'the CLI calls the function with env (nested keys, built-in flags) and argv; --mode overrides the returned mode', async () => {
    expect(plain.seen.env).toEqual({ WEBPACK_BUNDLE: true, WEBPACK_BUILD: true, platform: { name: 'web' }, outDir: 'build' });
    expect(plain.seen.argv.mode).toBeUndefined();
    expect(await readFile(join(plain.dir, 'build', 'main.js'), 'utf8')).toMatch(/console\.log\("INDEX"\)/);
    expect(withMode.seen.argv).toMatchObject({ mode: 'development' });
    // The function returned mode: 'production'; the flag won, so the bundle is a development build.
    expect(await readFile(join(withMode.dir, 'dist', 'main.js'), 'utf8')).toMatch(/!\*\*\* \.\/src\/index\.js \*\*\*!/);
  });

  proves('/configuration/mode/#changing-the-configuration-by-mode', 'argv.mode holds the --mode flag and is undefined without it', async () => {
    expect(withMode.seen.argv.mode).toBe('development');
    expect('mode' in plain.seen.argv).toBe(false);
  });

  proves('/configuration/configuration-types/#which-form-to-choose', 'one function file gives a development and a production build depending on the flag', async () => {
    const production = await functionRun('cli-function-production', ['--mode', 'production']);
    expect(await readFile(join(production.dir, 'dist', 'main.js'), 'utf8')).not.toMatch(/!\*\*\* \.\/src\/index\.js/);
    expect(await readFile(join(withMode.dir, 'dist', 'main.js'), 'utf8')).toMatch(/!\*\*\* \.\/src\/index\.js/);
  });

  proves('/configuration/configuration-types/#exporting-multiple-configurations', '--config-name picks configurations of the array; --merge turns several --config files into one build', async () => {
    const dir = await projectDir('cli-array');
    await writeFiles(dir, {
      'src/a.js': "console.log('a');\n", 'src/b.js': "console.log('b');\n", 'src/c.js': "console.log('c');\n",
      'webpack.config.js': "module.exports = ['a', 'b', 'c'].map((name) => ({ name, mode: 'production', devtool: false, entry: `./src/${name}.js`, output: { filename: `${name}.js` } }));\n",
      'one.js': "module.exports = { mode: 'production', devtool: false, entry: './src/a.js', output: { path: __dirname + '/merged' } };\n",
      'two.js': "module.exports = { output: { filename: 'merged.js' } };\n",
    });
    const picked = await run(process.execPath, [cli, '--config-name', 'a', '--config-name', 'c'], { cwd: dir });
    expect(picked.stdout).toMatch(/^a:$/m);
    expect(picked.stdout).not.toMatch(/^b:$/m);
    expect(await readFile(join(dir, 'dist', 'c.js'), 'utf8')).toMatch(/console\.log\("c"\)/);
    await expect(readFile(join(dir, 'dist', 'b.js'), 'utf8')).rejects.toThrow(/ENOENT/);
    await run(process.execPath, [cli, '--merge', '--config', 'one.js', '--config', 'two.js'], { cwd: dir });
    expect(await readFile(join(dir, 'merged', 'merged.js'), 'utf8')).toMatch(/console\.log\("a"\)/);
  });

  /** The dependency runs, shared with the proof of /configuration/other-options/#dependencies. */
  let dependencies: Promise<{ ordered: string[]; unknown: unknown; cycle: unknown; watched: string[]; rebuilt: string }> | undefined;
  const dependencyRuns = () => (dependencies ??= (async () => {
    const dir = dependenciesDir;
    const ordered = (await multiRun([named(dir, 'server', { dependencies: ['client'] }), named(dir, 'client')])).events;
    const unknown = await multiRun([named(dir, 'server', { dependencies: ['nowhere'] })]).catch((error: unknown) => error);
    const cycle = await multiRun([named(dir, 'server', { dependencies: ['client'] }), named(dir, 'client', { dependencies: ['server'] })]).catch((error: unknown) => error);
    const multi = webpack([named(dir, 'server', { dependencies: ['client'] }), named(dir, 'client')]) as unknown as webpack.MultiCompiler;
    const watched: string[] = [];
    for (const compiler of multi.compilers) compiler.hooks.done.tap('count', () => watched.push(compiler.name ?? ''));
    await new Promise<void>((resolve, reject) => {
      let edited = false;
      const watching = multi.watch({ aggregateTimeout: 20 }, (error) => {
        if (error) return reject(error);
        if (!edited) {
          edited = true;
          // Edit once every compiler of the array watches its files (each starts watching after its own build).
          watchersStarted(multi).then(() => writeFile(join(dir, 'src/client.js'), "console.log('CLIENT_TWO');\n")).catch(reject);
        } else {
          // Close once the edit has gone through both configurations.
          readFile(join(dir, 'dist', 'server', 'main.js'), 'utf8').then(() => readFile(join(dir, 'dist', 'client', 'main.js'), 'utf8')).then((client) => {
            if (/CLIENT_TWO/.test(client) && watched.at(-1) === 'server') watching?.close(() => resolve());
          }, reject);
        }
      });
    });
    return { ordered, unknown, cycle, watched, rebuilt: await readFile(join(dir, 'dist', 'client', 'main.js'), 'utf8') };
  })());

  proves('/configuration/configuration-types/#dependencies', 'a configuration starts after its dependencies; unknown names and cycles are errors; in watch mode a rebuilt dependency rebuilds its dependents', async () => {
    const runs = await dependencyRuns();
    expect(runs.ordered).toEqual(['start client', 'done client', 'start server', 'done server']);
    expect(String(runs.unknown)).toMatch(/Compiler dependency `nowhere` not found/);
    expect(String(runs.cycle)).toMatch(/Circular dependency found in compiler dependencies/);
    expect(runs.watched.slice(0, 2)).toEqual(['client', 'server']);
    expect(runs.watched.slice(-2)).toEqual(['client', 'server']);
    expect(runs.rebuilt).toMatch(/CLIENT_TWO/);
  });

  proves('/configuration/other-options/#dependencies', 'the dependencies build first, and in watch mode a change to one rebuilds the dependent configuration', async () => {
    const runs = await dependencyRuns();
    expect(runs.ordered.indexOf('done client')).toBeLessThan(runs.ordered.indexOf('start server'));
    expect(runs.watched.slice(-2)).toEqual(['client', 'server']);
  });

  proves('/configuration/configuration-types/#parallelism', "the array's parallelism limits how many configurations run at once, without it all start; inside a configuration it defaults to 100", async () => {
    const dir = await twoProjects('parallelism');
    const all = await multiRun([named(dir, 'client'), named(dir, 'server')]);
    expect(all.maxRunning).toBe(2);
    const limited = Object.assign([named(dir, 'client'), named(dir, 'server')], { parallelism: 1 });
    const one = await multiRun(limited);
    expect(one.maxRunning).toBe(1);
    expect(one.events).toEqual(['start client', 'done client', 'start server', 'done server']);
    const options = webpack.config.getNormalizedWebpackOptions({});
    webpack.config.applyWebpackOptionsDefaults(options);
    expect(options.parallelism).toBe(100);
    // Inside one compilation the value caps the module queues and code generation.
    expect(await webpackSource('lib/Compilation.js', 'this.processDependenciesQueue = new AsyncQueue({', 4)).toMatch(/parallelism: options\.parallelism \|\| 100/);
    expect(await webpackSource('lib/Compilation.js', 'asyncLib.eachLimit(\n\t\t\t\tjobs,', 3)).toMatch(/this\.options\.parallelism/);
  });
});
