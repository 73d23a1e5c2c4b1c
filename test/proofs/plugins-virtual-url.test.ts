// Proofs of the VirtualUrlPlugin page: a watch run that records which modules each rebuild builds,
// and one-off builds for the scheme, type, context and error statements.
import webpack from 'webpack';
import { readFile, rename, writeFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { buildUnminified, pastWatcherAccuracy, projectDir, proves, writeFiles } from './proof';

const { VirtualUrlPlugin } = webpack.experiments.schemes;

/** The project of the watch run. */
async function watchProject(): Promise<string> {
  const dir = await projectDir('virtual-watch');
  await writeFiles(dir, {
    'src/index.js': "import stamp from 'virtual:stamp';\nimport meta from 'virtual:meta';\nimport plain from 'virtual:plain';\nimport data from 'virtual:data';\nimport './other.js';\nconsole.log(stamp, meta, plain, data);\n",
    'src/other.js': 'export default 1;\n',
    'src/data.txt': 'ONE',
  });
  return dir;
}

/** A watch run with three edits on the project in `dir`; each entry lists the modules that compilation built. */
async function watchRounds(dir: string): Promise<string[][]> {
  // Each build counts: the project's folders must be too old to start one of their own (see pastWatcherAccuracy).
  await pastWatcherAccuracy([dir]);
  let version = 'v1';
  const compiler = webpack({
    mode: 'development', devtool: false, context: dir, entry: './src/index.js', output: { path: join(dir, 'dist') },
    plugins: [
      new VirtualUrlPlugin({
        stamp: { version: true, source: () => `export default ${Date.now()};` },
        meta: { version: () => version, source: () => `export default ${JSON.stringify(version)};` },
        plain: 'export default "PLAIN";',
        data: {
          source: async (loaderContext: { addDependency(file: string): void }) => {
            const file = join(dir, 'src/data.txt');
            loaderContext.addDependency(file);
            return `export default ${JSON.stringify(await readFile(file, 'utf8'))};`;
          },
        },
      }),
      { apply: (c: webpack.Compiler) => c.hooks.compilation.tap('record', (compilation) => compilation.hooks.buildModule.tap('record', (m) => { built.push((m as webpack.NormalModule).resource.startsWith('virtual:') ? (m as webpack.NormalModule).resource : relative(dir, (m as webpack.NormalModule).resource)); })) },
    ],
  });
  let built: string[] = [];
  const rounds: string[][] = [];
  // Each edit replaces its file in one step (a write beside it, then a rename): a plain write is a
  // truncation and a write, which a busy machine can space wider than the watcher's window, and
  // then the file is reported twice and built in one more round.
  const replace = async (file: string, text: string) => {
    await writeFile(join(dir, `${file}.next`), text);
    await rename(join(dir, `${file}.next`), join(dir, file));
  };
  const edits = [
    () => replace('src/other.js', 'export default 2;\n'),
    () => { version = 'v2'; return replace('src/other.js', 'export default 3;\n'); },
    () => replace('src/data.txt', 'TWO'),
  ];
  await new Promise<void>((resolve, reject) => {
    let watching: webpack.Watching | undefined;
    watching = compiler.watch({}, (error, stats) => {
      void (async () => {
        if (error || !stats || stats.hasErrors()) throw error ?? new Error(stats?.toString('errors-only'));
        rounds.push(built.sort());
        built = [];
        const edit = edits[rounds.length - 1];
        if (edit) await edit();
        else watching?.close(() => resolve());
      })().catch((e: unknown) => watching?.close(() => reject(e as Error)));
    });
  });
  return rounds;
}
let rounds: Promise<string[][]> | null = null;

describe('/plugins/virtual-url-plugin/', () => {
  /** The project of the watch run, made before the tests run. */
  let watchDir: string;
  beforeAll(async () => {
    watchDir = await watchProject();
  });

  proves('/plugins/virtual-url-plugin/#version', 'version: true rebuilds the module on every compilation but not its importer; a changed version string rebuilds it; without version it is built once', async () => {
    rounds ??= watchRounds(watchDir);
    expect((await rounds).slice(0, 3)).toEqual([
      ['src/index.js', 'src/other.js', 'virtual:data', 'virtual:meta', 'virtual:plain', 'virtual:stamp'],
      ['src/other.js', 'virtual:stamp'],
      ['src/other.js', 'virtual:meta', 'virtual:stamp'],
    ]);
  });

  proves('/plugins/virtual-url-plugin/#source', 'a file added with loaderContext.addDependency rebuilds the module in watch mode when it changes', async () => {
    rounds ??= watchRounds(watchDir);
    expect((await rounds)[3]).toEqual(['virtual:data', 'virtual:stamp']);
  });

  proves('/plugins/virtual-url-plugin/#usage', 'an id that is not registered fails with "Can\'t resolve virtual module"; a scheme given as the second argument replaces virtual:', async () => {
    const built = await buildUnminified(await projectDir('virtual-missing'), { 'src/index.js': "import a from 'gen:routes';\nimport b from 'gen:routes/extra';\nconsole.log(a, b);\n" }, {
      mode: 'development', entry: './src/index.js', plugins: [new VirtualUrlPlugin({ routes: 'export default "ROUTES";' }, 'gen')],
    });
    expect(built.errors).toEqual([expect.stringContaining("Can't resolve virtual module gen:routes/extra")]);
    expect(await built.read('main.js')).toContain('ROUTES');
  });

  proves('/plugins/virtual-url-plugin/#type', 'type is appended to the resource path, so the .json default rule parses the source as JSON', async () => {
    const built = await buildUnminified(await projectDir('virtual-type'), { 'src/index.js': "import data from 'virtual:data';\nconsole.log(data.answer);\n" }, {
      target: 'node', entry: './src/index.js', plugins: [new VirtualUrlPlugin({ data: { type: '.json', source: () => '{ "answer": 42 }' } })],
    });
    expect(built.errors).toEqual([]);
    const logs: unknown[] = [];
    new Function('require', 'console', await built.read('main.js'))(require, { log: (v: unknown) => logs.push(v) });
    expect(logs).toEqual([42]);
  });

  proves('/plugins/virtual-url-plugin/#context', 'with auto, a relative import of components/list resolves from <context>/components; a context option of the instance applies to every module', async () => {
    const files = { 'src/index.js': "import list from 'virtual:components/list';\nimport app from 'virtual:app';\nconsole.log(list, app);\n", 'components/item.js': 'export default "ITEM";\n', 'src/App.js': 'export default "APP";\n' };
    const autoDir = await projectDir('virtual-context');
    const auto = await buildUnminified(autoDir, files, {
      entry: './src/index.js',
      plugins: [new VirtualUrlPlugin({ 'components/list': "export { default } from './item.js';", app: { context: join(autoDir, 'src'), source: () => "export { default } from './App.js';" } })],
    });
    expect(auto.errors).toEqual([]);
    expect(await auto.read('main.js')).toContain('"ITEM"');
    const dir = await projectDir('virtual-context-instance');
    const instance = await buildUnminified(dir, files, {
      entry: './src/index.js',
      plugins: [new VirtualUrlPlugin({ app: "export { default } from './App.js';", 'components/list': 'export default "LIST";' }, { context: join(dir, 'src') })],
    });
    expect(instance.errors).toEqual([]);
    expect(await instance.read('main.js')).toContain('"APP"');
  });
});
