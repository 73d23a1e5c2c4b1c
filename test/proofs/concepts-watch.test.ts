// Proofs of the concepts pages' watch-mode and Hot Module Replacement statements, by watch runs with an edit
// (audit record: docs/audit/concepts.md).
import { readFileSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import webpack from 'webpack';
import { build as buildMinified, buildUnminified as build, projectDir, proves, writeFiles } from './proof';

/**
 * Watches `config` (its output in `dir`/dist), calls `edit` after the first build, and resolves with the first build,
 * the first rebuild whose main.js `shows` the edit, and the build just before that one. Rebuilds that do not show it
 * are passed over: the watcher reports the folders of a project made just before the run as new, which starts
 * rebuilds of their own (one of them may take the edit in without the watcher reporting it), and a save can be read
 * between its truncation and its write.
 */
async function watchEdit(dir: string, config: webpack.Configuration, edit: () => Promise<void>, shows: RegExp): Promise<{ first: webpack.Stats; previous: webpack.Stats; edited: webpack.Stats }> {
  const compiler = webpack({ infrastructureLogging: { level: 'none' }, ...config });
  const seen: webpack.Stats[] = [];
  let edited: webpack.Stats | undefined;
  await new Promise<void>((resolveWatch, reject) => {
    const watching = compiler.watch({ aggregateTimeout: 20 }, (error, stats) => {
      if (error || !stats) return reject(error ?? new Error('no stats'));
      seen.push(stats);
      if (seen.length === 1) edit().catch(reject);
      else if (!edited && shows.test(readFileSync(join(dir, 'dist/main.js'), 'utf8'))) {
        edited = stats;
        watching?.close(() => resolveWatch());
      }
    });
  });
  const [first, previous] = [seen[0], edited && seen[seen.indexOf(edited) - 1]];
  if (!first || !previous || !edited) throw new Error('the watch run ended before the edit was built');
  return { first, previous, edited };
}

describe('/concepts/ watch mode', () => {
  proves('/concepts/module-resolution/#caching', 'in watch mode a missing file that appears later is picked up', async () => {
    const dir = await projectDir('watch-missing');
    await writeFiles(dir, { 'src/index.js': "console.log(require('./later.js'));\n" });
    const { first, edited } = await watchEdit(
      dir,
      { mode: 'development', devtool: false, context: dir, entry: './src/index.js', output: { path: join(dir, 'dist') } },
      () => writeFile(join(dir, 'src/later.js'), "module.exports = 'LATER_ARRIVED';\n"),
      /LATER_ARRIVED/,
    );
    expect(first.toJson({ all: false, errors: true }).errors?.[0]?.message).toMatch(/Can't resolve '\.\/later\.js'/);
    expect(edited.hasErrors()).toBe(false);
    expect(await readFile(join(dir, 'dist/main.js'), 'utf8')).toContain('LATER_ARRIVED');
  });

  proves('/concepts/hot-module-replacement/#in-the-compiler', "a rebuild writes an update manifest named with the previous build's hash, listing the changed chunk, and one update chunk", async () => {
    const dir = await projectDir('hmr-update');
    await writeFiles(dir, { 'src/index.js': "import { text } from './clock.js';\nconsole.log(text);\nif (import.meta.webpackHot) import.meta.webpackHot.accept('./clock.js');\n", 'src/clock.js': "export const text = 'TICK_ONE';\n" });
    const { previous, edited } = await watchEdit(
      dir,
      { mode: 'development', devtool: false, context: dir, entry: './src/index.js', output: { path: join(dir, 'dist') }, plugins: [new webpack.HotModuleReplacementPlugin()] },
      () => writeFile(join(dir, 'src/clock.js'), "export const text = 'TICK_TWO';\n"),
      /TICK_TWO/,
    );
    const emitted = Object.keys(edited.compilation.assets).sort();
    expect(emitted).toEqual(expect.arrayContaining([`main.${previous.hash}.hot-update.json`, `main.${previous.hash}.hot-update.js`]));
    const manifest = JSON.parse(await readFile(join(dir, 'dist', `main.${previous.hash}.hot-update.json`), 'utf8')) as { c: string[]; r: string[] };
    expect(manifest.c).toEqual(['main']);
    expect(manifest.r).toEqual([]);
    expect(await readFile(join(dir, 'dist', `main.${previous.hash}.hot-update.js`), 'utf8')).toContain('TICK_TWO');
  });

  proves('/concepts/hot-module-replacement/#accepting-updates-in-your-code', 'without HMR import.meta.webpackHot is undefined, so the guarded handler never runs (and the minifier drops it)', async () => {
    const dir = await projectDir('hmr-off');
    const plain = await build(await projectDir('hmr-off-plain'), { 'src/index.js': "if (import.meta.webpackHot) { console.log('HOT_HANDLER'); }\n" }, { entry: './src/index.js' });
    expect(await plain.read('main.js')).toMatch(/if \(\/\* unsupported import\.meta\.webpackHot \*\/ undefined\)/);
    // This one statement is about the production output, so it keeps minification.
    const built = await buildMinified(dir, { 'src/index.js': "console.log(typeof import.meta.webpackHot);\nif (import.meta.webpackHot) { console.log('HOT_HANDLER'); }\n" }, { entry: './src/index.js' });
    const code = await built.read('main.js');
    expect(code).toContain('"undefined"');
    expect(code).not.toContain('HOT_HANDLER');
  });
});
