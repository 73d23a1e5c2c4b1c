// Proofs of /configuration/watch/: watch runs with edits (Node.js API), one webpack-cli run, and the watcher's source.
import { spawn } from 'node:child_process';
import { readFile, rename, symlink, utimes, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import webpack from 'webpack';
import { pastWatcherAccuracy, projectDir, proves, webpackSource, writeFiles } from './proof';

/** One build of a watch run: the files the watcher reported (relative to the project) and the bundle. */
interface WatchBuild { modified: string[]; bundle: string }

/**
 * Watches `config` in `dir`; after the first build runs `edit`, then waits until a build reports `until`
 * among its modified files (and, given `shows`, emits a bundle that matches it: a save is a truncation
 * and a write, and the watcher may report the file between the two). Resolves with every build of the run.
 */
async function watchRun(dir: string, config: webpack.Configuration, edit: () => Promise<void>, until: string, shows?: RegExp): Promise<WatchBuild[]> {
  const compiler = webpack({ mode: 'development', devtool: false, context: dir, entry: './src/index.js', infrastructureLogging: { level: 'none' }, output: { path: join(dir, 'dist') }, ...config });
  const builds: WatchBuild[] = [];
  await new Promise<void>((resolve, reject) => {
    const watching = compiler.watch(config.watchOptions ?? {}, (error) => {
      if (error) return reject(error);
      const modified = [...(compiler.modifiedFiles ?? [])].map((f) => f.slice(dir.length + 1).split('\\').join('/')).sort();
      readFile(join(dir, 'dist', 'main.js'), 'utf8').then((bundle) => {
        builds.push({ modified, bundle });
        if (builds.length === 1) watcherStarted(compiler).then(edit).catch(reject);
        else if (modified.includes(until) && (!shows || shows.test(bundle))) watching?.close(() => resolve());
      }, reject);
    });
  });
  return builds;
}

/**
 * Writes the project's files with a modification time a minute ago, so that the watcher, which reports files
 * changed close to its start time as changed, reports only the edits of the proof.
 */
async function writeOld(dir: string, files: Record<string, string>): Promise<void> {
  await writeFiles(dir, files);
  const past = new Date(Date.now() - 60_000);
  for (const path of [...Object.keys(files), ...new Set(Object.keys(files).map((f) => f.split('/').slice(0, -1).join('/')).filter(Boolean))]) await utimes(join(dir, path), past, past);
}

/** Resolves once the compiler's watcher is running again after a build (checked each turn of the event loop). */
async function watcherStarted(compiler: webpack.Compiler): Promise<void> {
  const started = () => (compiler.watching as unknown as { watcher?: unknown } | undefined)?.watcher;
  while (!started()) await new Promise((resolve) => setImmediate(resolve));
}

const twoModules = { 'src/index.js': "import a from './a';\nimport b from './b';\nconsole.log(a, b);\n", 'src/a.js': "export default 'A1';\n", 'src/b.js': "export default 'B1';\n" };

describe('/configuration/watch/', () => {
  /**
   * The projects of the watch runs, made before the tests run and aged past the watcher's accuracy:
   * a folder born just before a run gets it one more build, which can take an edit in without the
   * watcher ever reporting it (and a run that waits for that report would never end).
   */
  const watched = {
    aggregate: twoModules,
    'not-in-build': { ...twoModules, 'src/unused.js': "export default 'U1';\n" },
    ignored: { 'src/index.js': "import g from './generated';\nimport r from './relative';\nconsole.log(g, r);\n", 'src/generated.js': "export default 'G1';\n", 'src/relative.js': "export default 'R1';\n" },
    poll: twoModules,
    'follow-symlinks': { 'src/index.js': "import v from './linked';\nconsole.log(v);\n", 'real/real.js': "export default 'REAL1';\n" },
    'atomic-save': twoModules,
  };
  const watchedDir: Partial<Record<keyof typeof watched, string>> = {};
  const dirOf = (name: keyof typeof watched): string => watchedDir[name] as string;
  beforeAll(async () => {
    for (const [name, files] of Object.entries(watched) as [keyof typeof watched, Record<string, string>][]) {
      const dir = await projectDir(name);
      await writeOld(dir, files);
      watchedDir[name] = dir;
    }
    await symlink(join(dirOf('follow-symlinks'), 'real/real.js'), join(dirOf('follow-symlinks'), 'src/linked.js'));
    await pastWatcherAccuracy(Object.values(watchedDir));
  });

  proves('/configuration/watch/#watch', 'webpack(config, callback) watches when watch is true; without a callback the key only prints a deprecation; the dev middleware watches whatever the key says', async () => {
    const dir = await projectDir('watch-key');
    await writeOld(dir, twoModules);
    let builds = 0;
    await new Promise<void>((resolve, reject) => {
      const compiler = webpack({ mode: 'development', devtool: false, context: dir, entry: './src/index.js', watch: true, watchOptions: {}, output: { path: join(dir, 'dist') }, infrastructureLogging: { level: 'none' } }, (error) => {
        if (error) return reject(error);
        builds += 1;
        if (builds === 1) watcherStarted(compiler as webpack.Compiler).then(() => writeFile(join(dir, 'src/a.js'), "export default 'A2';\n")).catch(reject);
        else readFile(join(dir, 'dist', 'main.js'), 'utf8').then((bundle) => { if (/A2/.test(bundle)) (compiler as webpack.Compiler).watching?.close(() => resolve()); }, reject);
      });
    });
    // It rebuilt after the edit, so the callback was given to compiler.watch(), not to a single run.
    expect(builds).toBeGreaterThanOrEqual(2);
    expect(await readFile(join(dir, 'dist', 'main.js'), 'utf8')).toMatch(/A2/);
    expect(await webpackSource('lib/webpack.js', 'const { compiler, watch } = create();', 8)).toMatch(/DEP_WEBPACK_WATCH_WITHOUT_CALLBACK/);
    const middleware = await readFile(require.resolve('webpack-dev-middleware/dist/index.js'), 'utf8');
    expect(middleware).toMatch(/context\.watching = compiler\.watch\(watchOptions, errorHandler\)/);
    expect(middleware).not.toMatch(/options\.watch\b/);
  });

  proves('/configuration/watch/#watchoptionsaggregatetimeout', 'changes that arrive within the window go into one rebuild', async () => {
    const dir = dirOf('aggregate');
    // A long window, so that the two writes one after the other land in it on a busy machine too.
    const builds = await watchRun(dir, { watchOptions: { aggregateTimeout: 1500 } }, async () => {
      await writeFile(join(dir, 'src/a.js'), "export default 'A2';\n");
      await writeFile(join(dir, 'src/b.js'), "export default 'B2';\n");
    }, 'src/b.js');
    expect(builds.length).toBe(2);
    expect(builds[1]?.modified).toEqual(expect.arrayContaining(['src/a.js', 'src/b.js']));
    expect(builds[1]?.bundle).toMatch(/A2[\s\S]*B2/);
  });

  proves('/configuration/watch/#watchoptionsignored', 'an absolute glob ignores its file, a relative one such as src/x.js matches nothing', async () => {
    const dir = dirOf('ignored');
    const builds = await watchRun(dir, { watchOptions: { ignored: ['**/src/generated.js', 'src/relative.js'] } }, async () => {
      await writeFile(join(dir, 'src/generated.js'), "export default 'G2';\n");
      await writeFile(join(dir, 'src/relative.js'), "export default 'R2';\n");
    }, 'src/relative.js');
    expect(builds.flatMap((b) => b.modified)).not.toContain('src/generated.js');
    expect(builds.at(-1)?.modified).toContain('src/relative.js');
    expect(builds.at(-1)?.bundle).toMatch(/R2/);
  });

  proves('/configuration/watch/#changes-to-files-that-are-not-in-the-build', 'a file that nothing imports is not reported and triggers no rebuild', async () => {
    const dir = dirOf('not-in-build');
    const builds = await watchRun(dir, {}, async () => {
      await writeFile(join(dir, 'src/unused.js'), "export default 'U2';\n");
      await writeFile(join(dir, 'src/a.js'), "export default 'A2';\n");
    }, 'src/a.js');
    expect(builds.flatMap((b) => b.modified)).not.toContain('src/unused.js');
    expect(builds.length).toBe(2);
  });

  /** A watch run with polling every 50 ms and one edit, shared by the sections that recommend polling. */
  let polled: Promise<WatchBuild[]> | undefined;
  const pollRun = () => (polled ??= (async () => {
    const dir = dirOf('poll');
    return watchRun(dir, { watchOptions: { poll: 50 } }, () => writeFile(join(dir, 'src/a.js'), "export default 'A2';\n"), 'src/a.js');
  })());

  proves('/configuration/watch/#watchoptionspoll', 'with poll the watcher finds changes by polling; true means an interval of 5007 ms; WATCHPACK_POLLING turns it on', async () => {
    expect((await pollRun()).at(-1)?.bundle).toMatch(/A2/);
    const watcher = await readFile(require.resolve('watchpack/lib/DirectoryWatcher.js'), 'utf8');
    expect(watcher).toMatch(/typeof options\.poll === "number"\s*\? options\.poll\s*: options\.poll\s*\? 5007/);
    expect(watcher).toMatch(/const \{ WATCHPACK_POLLING, WATCHPACK_RETRIES \} = process\.env;/);
  });

  proves('/configuration/watch/#windows-subsystem-for-linux', 'polling picks up an edit without file system events', async () => {
    const builds = await pollRun();
    expect(builds.at(-1)?.modified).toContain('src/a.js');
    expect(builds.at(-1)?.bundle).toMatch(/A2/);
  });

  proves('/configuration/watch/#watchoptionsfollowsymlinks', 'with symlinks left unresolved, followSymlinks makes an edit of the real file behind a link rebuild', async () => {
    const dir = dirOf('follow-symlinks');
    const builds = await watchRun(dir, { resolve: { symlinks: false }, watchOptions: { followSymlinks: true } }, () => writeFile(join(dir, 'real/real.js'), "export default 'REAL2';\n"), 'src/linked.js', /REAL2/);
    expect(builds.at(-1)?.bundle).toMatch(/REAL2/);
  });

  proves('/configuration/watch/#editors-that-save-in-unusual-ways', 'a save that writes a temporary file and renames it over the original is picked up', async () => {
    const dir = dirOf('atomic-save');
    const builds = await watchRun(dir, {}, async () => {
      await writeFile(join(dir, 'src/a.js.tmp'), "export default 'A_RENAMED';\n");
      await rename(join(dir, 'src/a.js.tmp'), join(dir, 'src/a.js'));
    }, 'src/a.js');
    expect(builds.at(-1)?.bundle).toMatch(/A_RENAMED/);
  });

  proves('/configuration/watch/#watchoptionsignored', 'an edit inside a package in node_modules rebuilds, but a managed path keeps the cached module until the version changes', async () => {
    // The same compiler builds twice with its memory cache, as a watch run does, with the edit
    // in between: what decides is the snapshot check (the package's version for a managed path,
    // the file's time otherwise), without depending on when a watcher reports the edit.
    const pkg = { 'node_modules/pkg/package.json': '{ "name": "pkg", "version": "1.0.0", "main": "index.js" }\n', 'node_modules/pkg/index.js': "module.exports = 'PKG1';\n" };
    const twice = async (dir: string, managedPaths: string[]): Promise<[string, string]> => {
      await writeOld(dir, { 'src/index.js': "import v from 'pkg';\nconsole.log(v);\n", ...pkg });
      const compiler = webpack({ mode: 'development', devtool: false, context: dir, entry: './src/index.js', cache: { type: 'memory' }, snapshot: { managedPaths }, infrastructureLogging: { level: 'none' }, output: { path: join(dir, 'dist') } });
      const run = () => new Promise<string>((resolve, reject) => compiler.run((error) => (error ? reject(error) : readFile(join(dir, 'dist', 'main.js'), 'utf8').then(resolve, reject))));
      const first = await run();
      await writeFile(join(dir, 'node_modules/pkg/index.js'), "module.exports = 'PKG2';\n");
      (compiler.inputFileSystem as unknown as { purge?: () => void }).purge?.();
      const second = await run();
      await new Promise<void>((resolve) => compiler.close(() => resolve()));
      return [first, second];
    };
    // Managed, as the node_modules folder webpack is installed in is by default.
    const managed = await projectDir('managed');
    const kept = await twice(managed, [join(managed, 'node_modules') + '/']);
    expect(kept[0]).toMatch(/PKG1/);
    expect(kept[1]).toMatch(/PKG1/);
    const taken = await twice(await projectDir('unmanaged'), []);
    expect(taken[1]).toMatch(/PKG2/);
  });

  proves('/configuration/watch/#not-enough-watchers-on-linux', 'at the watcher limit (ENOSPC, EMFILE) the watcher polls those directories every 5007 ms and reports the error once', async () => {
    const watcher = await readFile(require.resolve('watchpack/lib/DirectoryWatcher.js'), 'utf8');
    expect(watcher).toMatch(/const WATCHER_LIMIT_ERRORS = new Set\(\["ENOSPC", "EMFILE"\]\);/);
    expect(watcher).toMatch(/const WATCHER_LIMIT_POLL_INTERVAL = 5007;/);
    expect(watcher).toMatch(/if \(!watcherLimitReported\) \{\s*watcherLimitReported = true;[\s\S]*Watchpack Error \(watcher\)/);
  });

  proves('/configuration/watch/#virtual-machines-containers-and-network-drives', "the dev server's file watchers poll when watchOptions.poll is set, and only webpack's watcher reads WATCHPACK_POLLING", async () => {
    const server = await readFile(require.resolve('webpack-dev-server/lib/Server.js'), 'utf8');
    expect(server).toMatch(/if \(typeof compilerWatchOptions\.poll !== "undefined"\) \{\s*return Boolean\(compilerWatchOptions\.poll\);/);
    expect(server).not.toMatch(/WATCHPACK_POLLING/);
  });

  /** One webpack-cli run: --watch with --watch-options-stdin and --progress; its standard input is closed after the first build. */
  let stdinRun: Promise<{ code: number | null; output: string }> | undefined;
  const cliWatch = () => (stdinRun ??= (async () => {
    const dir = await projectDir('stdin');
    await writeFiles(dir, { ...twoModules, 'webpack.config.js': "module.exports = { mode: 'development', devtool: false, entry: './src/index.js' };\n" });
    const cli = join(require.resolve('webpack-cli/package.json'), '..', 'bin', 'cli.js');
    const child = spawn(process.execPath, [cli, '--watch', '--watch-options-stdin', '--progress'], { cwd: dir, stdio: ['pipe', 'pipe', 'pipe'] });
    let output = '';
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
    await new Promise<void>((resolve) => {
      const seen = (chunk: Buffer) => {
        output += chunk.toString();
        if (/compiled successfully/.test(output)) resolve();
      };
      child.stdout.on('data', seen);
      child.stderr.on('data', seen);
    });
    child.stdin.end();
    return { code: await exited, output };
  })());

  proves('/configuration/watch/#watchoptionsstdin', 'webpack --watch with --watch-options-stdin exits when its standard input ends', async () => {
    const run = await cliWatch();
    expect(run.output).toMatch(/compiled successfully/);
    expect(run.code).toBe(0);
  });

  proves('/configuration/watch/#troubleshooting', 'with --progress the watching CLI prints progress lines for each build', async () => {
    expect((await cliWatch()).output).toMatch(/\d+% [a-z]/);
  });
});
