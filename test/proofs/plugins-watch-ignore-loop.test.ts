// Proof of the WatchIgnorePlugin page's rebuild loop: a loader that writes a typings file next to
// each CSS module during the build, in watch mode.
import webpack from 'webpack';
import { utimes } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { pastWatcherAccuracy, projectDir, proves, writeFiles } from './proof';

const files = {
  'src/index.js': "const styles = require('./styles.module.css');\nconsole.log(styles);\n",
  'src/styles.module.css': '.title { color: red; }\n',
  // Present from an earlier run, so that the loader's write changes a file and not the folder's listing.
  'src/styles.module.css.d.ts': 'export declare const title: string;\n',
  // Writes <file>.d.ts with a new stamp on every run and depends on it, as a typings loader read by a type checker would.
  'loaders/typings.js': [
    "const { writeFileSync } = require('node:fs');",
    'let runs = 0;',
    'module.exports = function (source) {',
    "  const typings = this.resourcePath + '.d.ts';",
    '  runs += 1;',
    "  writeFileSync(typings, 'export declare const title: string; // ' + runs + '\\n');",
    '  this.addDependency(typings);',
    "  return 'module.exports = ' + JSON.stringify({ title: 'title' }) + ';';",
    '};',
    '',
  ].join('\n'),
};

/** The project, its files dated back, so the watcher does not report files written just before it started. */
async function loopProject(name: string): Promise<string> {
  const dir = await projectDir(name);
  await writeFiles(dir, files);
  const past = new Date(Date.now() - 60_000);
  await Promise.all([...Object.keys(files), 'src', 'loaders', '.'].map((f) => utimes(join(dir, f), past, past)));
  return dir;
}

/** Watches the project in `dir` until `stopAfter` builds, returning the files each rebuild was started by (relative, sorted, folders left out). */
async function rebuildCauses(dir: string, plugins: webpack.WebpackPluginInstance[], stopAfter = 3): Promise<string[][]> {
  // Each build counts: the project's folders must be too old to start one of their own (see pastWatcherAccuracy).
  await pastWatcherAccuracy([dir]);
  const compiler = webpack({
    mode: 'development', devtool: false, context: dir, entry: './src/index.js', output: { path: join(dir, 'dist') },
    module: { rules: [{ test: /\.module\.css$/, type: 'javascript/auto', use: join(dir, 'loaders/typings.js') }] },
    infrastructureLogging: { level: 'none' },
    plugins,
  });
  const causes: string[][] = [];
  await new Promise<void>((resolve, reject) => {
    let watching: webpack.Watching | undefined;
    watching = compiler.watch({ aggregateTimeout: 20 }, (error) => {
      void (async () => {
        if (error) throw error;
        // Folders whose listing changed are reported too; only files are kept.
        causes.push([...(compiler.modifiedFiles ?? [])].map((f) => relative(dir, f)).filter((f) => /\.\w+$/.test(f)).sort());
        if (causes.length === stopAfter) watching?.close(() => resolve());
      })().catch((e: unknown) => watching?.close(() => reject(e as Error)));
    });
  });
  return causes;
}

describe('/plugins/watch-ignore-plugin/ (rebuild loop)', () => {
  /** The project of the watch run, made before the tests run. */
  let loopDir: string;
  beforeAll(async () => {
    loopDir = await loopProject('watch-ignore-loop');
  });

  proves('/plugins/watch-ignore-plugin/#when-to-use-it', 'a typings file the build writes into the source tree starts one rebuild after another', async () => {
    const causes = await rebuildCauses(loopDir, []);
    expect(causes).toEqual([[], ['src/styles.module.css.d.ts'], ['src/styles.module.css.d.ts']]);
  });
});
