// Proofs of the ProgressPlugin page's behaviour statements (audit record: docs/audit/plugins.md).
import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import webpack from 'webpack';
import { build, projectDir, proves, webpackSource } from './proof';

type Update = { percentage: number; message: string; details: string[] };

async function progressOf(name: string, options: { modules?: boolean } = {}): Promise<Update[]> {
  const updates: Update[] = [];
  const files = { 'src/index.js': "import('./lazy.js');\nconsole.log(require('./a.js'));\n", 'src/a.js': 'module.exports = 1;\n', 'src/lazy.js': 'export default 2;\n' };
  await build(await projectDir(name), files, {
    entry: './src/index.js',
    plugins: [new webpack.ProgressPlugin({ ...options, handler: (percentage, message, ...details) => updates.push({ percentage, message, details }) })],
  });
  return updates;
}

/** The lowest and highest percentage reported with a message. */
function range(updates: Update[], message: string): [number, number] {
  const values = updates.filter((u) => u.message === message).map((u) => u.percentage);
  return [Math.min(...values), Math.max(...values)];
}

describe('ProgressPlugin page', () => {
  proves('/plugins/progress-plugin/#phases', 'setup below 10 %, building 10-69 %, sealing 70-94 %, emitting 95-98 %, done at 99 %, then 100 %', async () => {
    const updates = await progressOf('progress-phases');
    const [setup, building, sealing, emitting, done] = ['setup', 'building', 'sealing', 'emitting', 'done'].map((m) => range(updates, m));
    expect(setup![0]).toBeGreaterThanOrEqual(0);
    expect(setup![1]).toBeLessThan(0.1);
    expect(building![0]).toBe(0.1);
    expect(building![1]).toBeLessThan(0.7);
    expect(sealing![0]).toBeGreaterThanOrEqual(0.7);
    expect(sealing![1]).toBeLessThan(0.95);
    expect(emitting![0]).toBe(0.95);
    expect(emitting![1]).toBeLessThan(0.99);
    expect(done).toEqual([0.99, 0.99]);
    expect(updates.at(-1)!.percentage).toBe(1);
  });

  proves('/plugins/progress-plugin/#modules', 'building updates carry "done/total modules" unless modules is false', async () => {
    const withCounts = await progressOf('progress-modules-on');
    const without = await progressOf('progress-modules-off', { modules: false });
    const details = (u: Update[]) => u.filter((x) => x.message === 'building').flatMap((x) => x.details);
    // One detail string such as "1/1 entries 5/5 dependencies 3/3 modules".
    expect(details(withCounts).some((d) => /\d+\/\d+ entries \d+\/\d+ dependencies \d+\/\d+ modules/.test(d))).toBe(true);
    expect(details(without).some((d) => /\d+\/\d+ entries/.test(d))).toBe(true);
    expect(details(without).some((d) => / modules/.test(d))).toBe(false);
  });

  proves('/plugins/progress-plugin/#modulescount-and-dependenciescount', 'the assumed total is the larger of the previous build\'s count (or modulesCount) and the count so far', async () => {
    const source = await webpackSource('lib/logging/ProgressPlugin.js', 'Math.max(lastModulesCount || this.modulesCount || 1, modulesCount)', 1);
    expect(source).toContain('lastModulesCount || this.modulesCount');
  });

  proves('/plugins/progress-plugin/#progressbar-estimatedtime-and-phasetimings', 'the display options only shape the default handler; a handler of your own replaces it', async () => {
    const source = await webpackSource('lib/logging/ProgressPlugin.js', 'const handler =\n\t\t\tthis.handler ||\n\t\t\tcreateDefaultHandler(', 12);
    expect(source).toMatch(/progressBar,\s*estimatedTime: this\.estimatedTime,\s*phaseTimings: this\.phaseTimings/);
  });

  proves('/plugins/progress-plugin/#phases', 'webpack --progress adds a ProgressPlugin only when the configuration has none, with profile for --progress=profile', async () => {
    const cli = join(dirname(require.resolve('webpack-cli/package.json')), 'lib/plugins/cli-plugin.js');
    const source = await readFile(cli, 'utf8');
    const setup = source.slice(source.indexOf('setupProgressPlugin(compiler) {'));
    expect(setup).toMatch(/plugins\.some\(\(plugin\) => plugin instanceof ProgressPlugin\);\s*if \(progressPlugin\) \{\s*return;/);
    expect(setup).toContain('const isProfile = this.options.progress === "profile";');
  });

  proves('/plugins/progress-plugin/#phases', 'one instance applied to a MultiCompiler reports the progress of all compilers as one', async () => {
    const dir = await projectDir('progress-multi');
    const files = { 'src/a.js': 'console.log(1);\n', 'src/b.js': 'console.log(2);\n' };
    await build(dir, files, { entry: './src/a.js' });
    const config = (entry: string, out: string): webpack.Configuration => ({ mode: 'none', context: dir, entry, output: { path: join(dir, out) }, infrastructureLogging: { level: 'none' } });
    const multi = webpack([config('./src/a.js', 'dist-a'), config('./src/b.js', 'dist-b')]);
    const seen: number[] = [];
    new webpack.ProgressPlugin((percentage) => seen.push(percentage)).apply(multi);
    await new Promise<void>((resolveRun, reject) => multi.run((error) => multi.close(() => (error ? reject(error) : resolveRun()))));
    expect(seen.at(-1)).toBe(1);
    // Each compiler is worth half: one finished compiler alone puts the combined report at 50 %.
    expect(seen.some((p) => p > 0.45 && p < 0.55)).toBe(true);
  });
});
