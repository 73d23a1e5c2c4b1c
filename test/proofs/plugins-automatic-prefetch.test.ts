// Proofs of the AutomaticPrefetchPlugin page: a watch run with edits that records which modules
// each compilation builds and what it reports.
import webpack from 'webpack';
import { readFile, rm } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { pastWatcherAccuracy, projectDir, proves, webpackSource, writeFiles } from './proof';

interface Round { built: string[]; modules: string[]; errors: string[]; bundlesB: boolean }

/** Runs watch mode, applying edits[i] after build i + 1, and records every build. */
async function watchRounds(dir: string, edits: Array<() => Promise<void>>): Promise<Round[]> {
  const rounds: Round[] = [];
  let built: string[] = [];
  const compiler = webpack({
    mode: 'development', devtool: false, context: dir, entry: './src/index.js', output: { path: join(dir, 'dist') },
    plugins: [new webpack.AutomaticPrefetchPlugin(), { apply: (c: webpack.Compiler) => c.hooks.compilation.tap('record', (compilation) => compilation.hooks.buildModule.tap('record', (m) => { built.push(relative(dir, (m as webpack.NormalModule).resource ?? '')); })) }],
  });
  await new Promise<void>((resolve, reject) => {
    let watching: webpack.Watching | undefined;
    watching = compiler.watch({}, (error, stats) => {
      void (async () => {
        if (error || !stats) throw error ?? new Error('no stats');
        const modules = [...stats.compilation.modules].map((m) => m.identifier()).filter((id) => id.startsWith(dir)).map((id) => relative(dir, id)).sort();
        rounds.push({ built: built.sort(), modules, errors: stats.compilation.errors.map((e) => (e.message.split('\n')[0] ?? '').replaceAll(dir, '<project>')), bundlesB: (await readFile(join(dir, 'dist/main.js'), 'utf8')).includes('B_FILE') });
        built = [];
        const edit = edits[rounds.length - 1];
        if (edit) await edit();
        else watching?.close(() => resolve());
      })().catch((e: unknown) => watching?.close(() => reject(e as Error)));
    });
  });
  return rounds;
}

let rounds: Round[] = [];

describe('/plugins/automatic-prefetch-plugin/', () => {
  /** The project of the watch run, which counts builds: made before the tests run (see pastWatcherAccuracy). */
  let dir: string;
  beforeAll(async () => {
    dir = await projectDir('automatic-prefetch');
    await writeFiles(dir, { 'src/index.js': "import './a.js';\nimport './b.js';\n", 'src/a.js': "console.log('A');\n", 'src/b.js': "console.log('B_FILE');\n" });
    await pastWatcherAccuracy([dir]);
  });

  proves('/plugins/automatic-prefetch-plugin/#how-the-list-is-built', 'a module that nothing imports any more is still built and kept on the list, but placed in no chunk; deleting it then fails the next rebuild with "Module not found", and the one after is clean', async () => {
    rounds = await watchRounds(dir, [
      () => writeFiles(dir, { 'src/index.js': "import './a.js';\n" }),
      () => writeFiles(dir, { 'src/a.js': "console.log('A2');\n" }),
      () => rm(join(dir, 'src/b.js')),
      () => writeFiles(dir, { 'src/a.js': "console.log('A3');\n" }),
    ]);
    const all = ['src/a.js', 'src/b.js', 'src/index.js'];
    // What each compilation holds, reports and bundles.
    expect(rounds.map(({ modules, errors, bundlesB }) => ({ modules, errors, bundlesB }))).toEqual([
      { modules: all, errors: [], bundlesB: true },
      // b.js is no longer imported: still a module of the compilation (prefetched), not in main.js.
      { modules: all, errors: [], bundlesB: false },
      { modules: all, errors: [], bundlesB: false },
      { modules: ['src/a.js', 'src/index.js'], errors: ["Module not found: Error: Can't resolve '<project>/src/b.js' in '<project>/src'"], bundlesB: false },
      { modules: ['src/a.js', 'src/index.js'], errors: [], bundlesB: false },
    ]);
    // Each rebuild built the file just edited. The file edited for the previous build may be built
    // once more: a save is a truncation and a write, which a busy machine can report as two changes,
    // the second after that build began. So the lists are checked for what they must hold, and
    // b.js is never built again.
    expect(rounds[0]?.built).toEqual(all);
    expect(rounds[1]?.built).toContain('src/index.js');
    expect(rounds[2]?.built).toContain('src/a.js');
    expect(rounds[4]?.built).toContain('src/a.js');
    expect(rounds.slice(1).flatMap((r) => r.built)).not.toContain('src/b.js');
  });

  proves('/plugins/automatic-prefetch-plugin/#measuring-the-effect', 'in that run, the rebuild after the deletion is the one that fails, and the next is clean again', async () => {
    expect(rounds.map((r) => r.errors.length)).toEqual([0, 0, 0, 1, 0]);
  });

  proves('/plugins/automatic-prefetch-plugin/#how-the-list-is-built', 'the list holds the context and request of every normal module after compiling, and make adds each with !! (the loaders recorded, configured ones not applied again); nothing is added on the first run', async () => {
    const source = await webpackSource('lib/prefetch/AutomaticPrefetchPlugin.js', 'let lastModules = null;', 35);
    expect(source).toContain('compiler.hooks.afterCompile.tap');
    expect(source).toContain('if (m.is("normal"))');
    expect(source).toContain('context: m.context,\n\t\t\t\t\t\trequest: m.request');
    expect(source).toContain('if (!lastModules) return callback();');
    expect(source).toContain('new PrefetchDependency(`!!${m.request}`)');
  });
});
