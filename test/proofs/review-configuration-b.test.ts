// Proofs of statements on the entry-context, externals and watch pages corrected in an independent
// review: a dynamic entry in watch mode, the `module` externals type without module output, and
// how the watcher tests a RegExp in `watchOptions.ignored`.
import webpack from 'webpack';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { buildUnminified, pastWatcherAccuracy, projectDir, proves, writeFiles } from './proof';

const delay = (ms: number) => new Promise((done) => setTimeout(done, ms));

/** A project with one page, src/pages/a.js. */
async function onePage(name: string): Promise<string> {
  const dir = await projectDir(name);
  await writeFiles(dir, { 'src/pages/a.js': 'console.log("a");\n' });
  return dir;
}

/** Watches a dynamic entry that lists src/pages of a project from onePage, adds src/pages/b.js after the
 * first build, and reports the entry names of each build seen within `waitMs` of the addition. */
async function watchAddPage(dir: string, plugins: webpack.WebpackPluginInstance[], waitMs: number): Promise<string[][]> {
  const pagesDir = join(dir, 'src/pages');
  const { readdirSync } = await import('node:fs');
  const compiler = webpack({
    mode: 'development',
    devtool: false,
    context: dir,
    output: { path: join(dir, 'dist') },
    infrastructureLogging: { level: 'none' },
    plugins,
    entry: () => Object.fromEntries(readdirSync(pagesDir).filter((f) => f.endsWith('.js')).map((f) => [f.slice(0, -3), join(pagesDir, f)])),
  });
  const builds: string[][] = [];
  let first: () => void = () => undefined;
  const firstDone = new Promise<void>((done) => (first = done));
  const watching = compiler.watch({ aggregateTimeout: 20 }, (error, stats) => {
    if (error || !stats) throw error ?? new Error('no stats');
    builds.push([...stats.compilation.entrypoints.keys()].sort());
    if (builds.length === 1) first();
  });
  await firstDone;
  await delay(300);
  await writeFile(join(pagesDir, 'b.js'), 'console.log("b");\n');
  await delay(waitMs);
  await new Promise<void>((done) => (watching ? watching.close(() => done()) : done()));
  return builds;
}

describe('/configuration/entry-context/', () => {
  /** The projects of the watch runs, which count builds: made before the tests run (see pastWatcherAccuracy). */
  const dirs: { plain?: string; watched?: string } = {};
  beforeAll(async () => {
    dirs.plain = await onePage('dyn-plain');
    dirs.watched = await onePage('dyn-watched');
    await pastWatcherAccuracy([dirs.plain, dirs.watched]);
  });

  proves('/configuration/entry-context/#dynamic-entry', 'a page added while watching is not built until something triggers a rebuild; adding the folder to contextDependencies makes the addition trigger it', async () => {
    const plain = await watchAddPage(dirs.plain as string, [], 1500);
    expect(plain).toEqual([['a']]);
    const pagesPlugin: webpack.WebpackPluginInstance = {
      apply(compiler) {
        compiler.hooks.afterCompile.tap('WatchPagesDir', (compilation) => {
          compilation.contextDependencies.add(join(compiler.context, 'src/pages'));
        });
      },
    };
    const watched = await watchAddPage(dirs.watched as string, [pagesPlugin], 1500);
    expect(watched[0]).toEqual(['a']);
    expect(watched[watched.length - 1]).toEqual(['a', 'b']);
  });
});

describe('/configuration/externals/', () => {
  const files = { 'src/index.js': "import lib from 'lib';\nconsole.log(lib);\n" };
  const config = { mode: 'development', devtool: false, externalsType: 'module', externals: { lib: 'lib' } } as const;
  proves('/configuration/externals/#externalstypemodule', 'without output.module the module type falls back to import(), which fails on a target without import() and builds with es2020', async () => {
    for (const target of ['web', 'node'] as const) {
      const failed = await buildUnminified(await projectDir(`ext-module-${target}`), files, { ...config, target });
      expect(failed.errors.join('\n')).toContain("The target environment doesn't support dynamic import() syntax so it's not possible to use external type 'module' within a script");
    }
    const built = await buildUnminified(await projectDir('ext-module-es2020'), files, { ...config, target: ['web', 'es2020'] });
    expect(built.errors).toEqual([]);
    expect(await built.read('main.js')).toContain('module.exports = import("lib");');
  });
});

describe('/configuration/watch/', () => {
  proves('/configuration/watch/#watchoptionsignored', 'a RegExp in ignored is tested against the path with backslashes turned into /', async () => {
    const source = await readFile(require.resolve('watchpack/lib/index.js'), 'utf8');
    expect(source).toContain('return (item) => ignored.test(normalizeSeparators(item));');
    expect(source).toMatch(/const normalizeSeparators = \(item\) =>\s*item\.includes\("\\\\"\) \? item\.replace\(\/\\\\\/g, "\/"\) : item;/);
  });
});

describe('/configuration/externals/ presets', () => {
  proves('/configuration/externals/#externalspresetsweb', 'a URL import in a script output needs a target with import(): a bare web target fails, es2020 builds', async () => {
    const files = { 'src/index.js': "import x from 'https://cdn.example.test/x.js';\nconsole.log(x);\n" };
    const bare = await buildUnminified(await projectDir('preset-web-bare'), files, { mode: 'development', devtool: false, target: 'web' });
    expect(bare.errors.join('\n')).toContain("The target environment doesn't support dynamic import() syntax");
    const es2020 = await buildUnminified(await projectDir('preset-web-es2020'), files, { mode: 'development', devtool: false, target: ['web', 'es2020'] });
    expect(es2020.errors).toEqual([]);
    expect(await es2020.read('main.js')).toContain('import("https://cdn.example.test/x.js")');
    const webAsync = await buildUnminified(await projectDir('preset-webasync-bare'), files, { mode: 'development', devtool: false, target: 'web', externalsPresets: { web: false, webAsync: true } });
    expect(webAsync.errors.join('\n')).toContain("The target environment doesn't support 'import()'");
  });
});

describe('/configuration/resolve/', () => {
  proves('/configuration/resolve/#resolvealias', 'a relative alias target is resolved from the importing file\'s folder; an absolute one works', async () => {
    const dir = await projectDir('alias-relative');
    const files = { 'src/index.js': "import config from 'config';\nconsole.log(config);\n", 'src/config/prod.js': "export default 'prod';\n" };
    const relative = await buildUnminified(dir, files, { mode: 'development', devtool: false, resolve: { alias: [{ name: 'config', alias: './src/config/prod.js', onlyModule: true }] } });
    expect(relative.errors.join('\n')).toContain("Can't resolve 'config'");
    const absolute = await buildUnminified(dir, files, { mode: 'development', devtool: false, resolve: { alias: [{ name: 'config', alias: join(dir, 'src/config/prod.js'), onlyModule: true }] } });
    expect(absolute.errors).toEqual([]);
  });
});

describe('/configuration/dev-server/', () => {
  proves('/configuration/dev-server/#devserverwebsocketserver', 'webSocketServer: false injects no client and no HMR runtime even with hot and liveReload on, and no warning is printed', async () => {
    const dir = await projectDir('wds-no-socket');
    await writeFiles(dir, { 'src/index.js': 'console.log(1);\n' });
    const logs: string[] = [];
    const compiler = webpack({
      mode: 'development',
      devtool: false,
      context: dir,
      output: { path: join(dir, 'dist') },
      infrastructureLogging: { level: 'verbose', console: { ...console, log: (...a: unknown[]) => logs.push(a.join(' ')), info: (...a: unknown[]) => logs.push(a.join(' ')), warn: (...a: unknown[]) => logs.push(`WARN ${a.join(' ')}`), error: (...a: unknown[]) => logs.push(`ERROR ${a.join(' ')}`) } as Console },
    });
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const Server = require('webpack-dev-server');
    const server = new Server({ host: '127.0.0.1', port: 0, webSocketServer: false, hot: true, liveReload: true, static: false }, compiler);
    const done = new Promise<webpack.Stats>((resolveDone) => compiler.hooks.done.tap('proof', resolveDone));
    await server.start();
    try {
      const stats = await done;
      expect(stats.compilation.warnings).toEqual([]);
      const modules = [...stats.compilation.modules].map((m) => m.identifier()).join('\n');
      expect(modules).not.toMatch(/webpack-dev-server[\\/]client/);
      expect(modules).not.toMatch(/webpack[\\/]hot[\\/]dev-server/);
      const { port } = server.server.address();
      const bundle = await (await fetch(`http://127.0.0.1:${port}/main.js`)).text();
      expect(bundle).not.toContain('__webpack_require__.hmrM');
      expect(logs.filter((l) => l.startsWith('WARN') || l.startsWith('ERROR'))).toEqual([]);
    } finally {
      await server.stop();
    }
  });
});
