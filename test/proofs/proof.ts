// The proof framework: each proof is a test named for the page and anchor whose statement it
// demonstrates (`/configuration/output/#outputclean`), so that a webpack upgrade that changes
// the behaviour fails at that page. Proofs build tiny projects with the webpack pinned in this
// repository's devDependencies, in one temp folder per test file, through webpack's Node API.
import { execFileSync } from 'node:child_process';
import { mkdtemp, mkdir, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import webpack from 'webpack';

/** A page address with its anchor, as the site serves it: `/configuration/output/#outputclean`. */
export type ProofTarget = `/${string}/#${string}`;

/** Declares a proof of the statement at `target`; the test fails when webpack stops behaving as the page says. */
export function proves(target: ProofTarget, statement: string, proof: () => Promise<void>): void {
  // A generous limit: the machine is shared, and webpack's first build in a worker loads a lot.
  it(`${target} ${statement}`, proof, 60_000);
}

// Every watch run a proof starts (compiler.watch, or webpack() with watch: true) is closed by the
// end of its file: a proof that fails or times out mid-run would otherwise leave its watcher
// rebuilding in the jest worker, into the next file that worker runs.
const watchRuns = new Set<webpack.Watching>();
const startWatch = webpack.Compiler.prototype.watch;
webpack.Compiler.prototype.watch = function watch(this: webpack.Compiler, ...args: Parameters<typeof startWatch>) {
  const watching = startWatch.apply(this, args);
  if (watching) watchRuns.add(watching);
  return watching;
};

let root: Promise<string> | null = null;
afterAll(async () => {
  await Promise.all([...watchRuns].filter((watching) => !watching.closed).map((watching) => new Promise<void>((resolve) => watching.close(() => resolve()))));
  watchRuns.clear();
  if (root) await rm(await root, { recursive: true, force: true });
});

/** A fresh folder below this file's shared temp folder. */
export async function projectDir(name: string): Promise<string> {
  root ??= mkdtemp(join(tmpdir(), 'docs-proof-'));
  const dir = join(await root, name);
  await mkdir(dir, { recursive: true });
  return dir;
}

/** What a build produced. */
export interface Built {
  dir: string;
  /** Emitted files below dist/, relative, sorted (files already there included). */
  files: string[];
  read(file: string): Promise<string>;
  warnings: string[];
  errors: string[];
  /** Lines the build's loggers printed (clean's dry run reports there). */
  logs: string[];
}

async function listFiles(dir: string): Promise<string[]> {
  const out: string[] = [];
  const walk = async (d: string) => {
    for (const e of await readdir(d, { withFileTypes: true }).catch(() => [])) {
      if (e.isDirectory()) await walk(join(d, e.name));
      else out.push(relative(dir, join(d, e.name)).split('\\').join('/'));
    }
  };
  await walk(dir);
  return out.sort();
}

/** Writes the files into the project folder (creating folders) and leaves existing ones alone. */
export async function writeFiles(dir: string, files: Record<string, string>): Promise<void> {
  for (const [path, text] of Object.entries(files)) {
    await mkdir(dirname(join(dir, path)), { recursive: true });
    await writeFile(join(dir, path), text);
  }
}

/**
 * Resolves once every directory of the projects, and the folder they are in, is older than
 * watchpack's coarsest file system accuracy. Its first scan reports a directory born within that
 * accuracy of the build's start as changed (a time cannot make a directory older: only its birth
 * counts), which starts one more build, and each watcher attached in that time reports it again.
 * Such a build can also take in an edit that the watcher had not reported yet, and then never
 * reports: proofs that count builds, or look at what the watcher reports, need projects made
 * before that.
 */
export async function pastWatcherAccuracy(dirs: string[]): Promise<void> {
  const source = await readFile(require.resolve('watchpack/lib/DirectoryWatcher.js'), 'utf8');
  const accuracyMs = Number(/let FS_ACCURACY = (\d+);/.exec(source)?.[1]);
  if (!(accuracyMs > 0)) throw new Error("watchpack's FS_ACCURACY was not found in its source");
  const births: number[] = [];
  const walk = async (dir: string): Promise<void> => {
    births.push((await stat(dir)).birthtimeMs);
    for (const entry of await readdir(dir, { withFileTypes: true })) if (entry.isDirectory()) await walk(join(dir, entry.name));
  };
  // The folder the projects are made in is as new as they are, and watched as well.
  for (const dir of dirs) {
    births.push((await stat(dirname(dir))).birthtimeMs);
    await walk(dir);
  }
  const due = Math.max(...births) + accuracyMs;
  while (Date.now() <= due) await new Promise((resolve) => setTimeout(resolve, due - Date.now() + 1));
}

/** The options webpack really uses for a configuration: normalised, with its defaults applied. */
export function effectiveOptions(config: webpack.Configuration): ReturnType<typeof webpack.config.getNormalizedWebpackOptions> {
  const options = webpack.config.getNormalizedWebpackOptions(config);
  webpack.config.applyWebpackOptionsDefaults(options);
  return options;
}

/** The first line of webpack's validation error for `config`, or 'valid'. */
export function validationLine(config: object): string {
  try {
    webpack.validate(config as webpack.Configuration);
    return 'valid';
  } catch (error) {
    return (error as Error).message.split('\n')[1]?.trim() ?? '';
  }
}

/** `build` without minification, for statements that are not about minified output (terser is
 * the slow part of a production build). */
export function buildUnminified(dir: string, files: Record<string, string>, config: webpack.Configuration): Promise<Built> {
  return build(dir, files, { ...config, optimization: { minimize: false, ...config.optimization } });
}

/** Runs `work` with the given environment variables set (undefined removes one), then puts every
 * variable back as it was, whether `work` passes or throws. */
export async function withEnv<T>(vars: Record<string, string | undefined>, work: () => Promise<T>): Promise<T> {
  const saved = Object.fromEntries(Object.keys(vars).map((key) => [key, process.env[key]]));
  const set = (values: Record<string, string | undefined>) => {
    for (const [key, value] of Object.entries(values)) if (value === undefined) delete process.env[key]; else process.env[key] = value;
  };
  set(vars);
  try {
    return await work();
  } finally {
    set(saved);
  }
}

/** Runs a built file with Node.js: its output, or `THROWS` and the first line of the error it prints. */
export function runScript(file: string): string {
  try {
    return execFileSync(process.execPath, [file], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }).trim();
  } catch (error) {
    const stderr = String((error as { stderr?: string }).stderr ?? '');
    return `THROWS ${stderr.split('\n').find((line) => /Error/.test(line)) ?? stderr}`;
  }
}

/** Runs the compiler once and closes it; its stats. */
export function runOnce(compiler: webpack.Compiler): Promise<webpack.Stats> {
  return new Promise<webpack.Stats>((resolveRun, reject) => {
    compiler.run((error, result) => {
      compiler.close(() => undefined);
      if (error || !result) reject(error ?? new Error('webpack returned no stats'));
      else resolveRun(result);
    });
  });
}

/** Builds a project: its files, then webpack with the configuration (context the folder, output to dist/). */
export async function build(dir: string, files: Record<string, string>, config: webpack.Configuration): Promise<Built> {
  await writeFiles(dir, files);
  const logs: string[] = [];
  const compiler = webpack({
    mode: 'production',
    context: dir,
    ...config,
    output: { path: join(dir, 'dist'), ...config.output },
    infrastructureLogging: {
      level: 'info',
      console: { ...console, info: (...a: unknown[]) => logs.push(a.join(' ')), log: (...a: unknown[]) => logs.push(a.join(' ')), warn: (...a: unknown[]) => logs.push(a.join(' ')) } as Console,
    },
  });
  const stats = await runOnce(compiler);
  const json = stats.toJson({ all: false, warnings: true, errors: true, logging: 'verbose' });
  for (const group of Object.values(json.logging ?? {})) for (const entry of group.entries) logs.push(entry.message ?? "");
  return {
    dir,
    files: await listFiles(join(dir, 'dist')),
    read: (file) => readFile(join(dir, 'dist', file), 'utf8'),
    warnings: (json.warnings ?? []).map((w) => w.message),
    errors: (json.errors ?? []).map((e) => e.message),
    logs,
  };
}

/**
 * For statements a build cannot show cheaply: the text of webpack's source from the line that
 * defines `symbol` in `file` (below node_modules/webpack), `lines` long. The proof fails when the
 * file or the symbol is gone, and its expectations on the text fail when the code changes.
 */
export async function webpackSource(file: string, symbol: string, lines = 30): Promise<string> {
  const path = require.resolve(`webpack/${file}`);
  const source = await readFile(path, 'utf8');
  const at = source.indexOf(symbol);
  if (at < 0) throw new Error(`webpack/${file} no longer contains ${symbol}: the statement's proof has to be redone`);
  return source.slice(at).split('\n').slice(0, lines).join('\n');
}
