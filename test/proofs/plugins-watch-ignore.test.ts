// Proofs of the WatchIgnorePlugin page's behaviour statements (audit record: docs/audit/plugins.md).
import { readFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import webpack from 'webpack';
import { projectDir, proves, webpackSource, writeFiles } from './proof';

describe('WatchIgnorePlugin page', () => {
  proves('/plugins/watch-ignore-plugin/#paths', 'strings are compared as path prefixes, regular expressions are tested against the full path', async () => {
    const source = await webpackSource('lib/watch/WatchIgnorePlugin.js', 'const ignored = (path) =>', 4);
    expect(source).toContain('p instanceof RegExp ? p.test(path) : path.indexOf(p) === 0');
  });

  proves('/plugins/watch-ignore-plugin/#watchignoreplugin-versus-watchoptionsignored', 'a change to an ignored file is not picked up by a rebuild that another file starts', async () => {
    const dir = await projectDir('watch-ignore-stale');
    await writeFiles(dir, { 'src/index.js': "console.log(require('./generated/gen.js'));\n", 'src/generated/gen.js': "module.exports = 'GEN_ONE';\n" });
    const compiler = webpack({
      mode: 'development',
      context: dir,
      entry: './src/index.js',
      output: { path: join(dir, 'dist') },
      infrastructureLogging: { level: 'none' },
      plugins: [new webpack.WatchIgnorePlugin({ paths: [join(dir, 'src/generated')] })],
    });
    const outputs: string[] = [];
    await new Promise<void>((resolveWatch, reject) => {
      const watching = compiler.watch({ aggregateTimeout: 20 }, (error) => {
        if (error) return reject(error);
        const code = readFileSync(join(dir, 'dist/main.js'), 'utf8');
        // After the edits, the rebuild that took in the edit of the watched file counts, and others are passed over: the
        // watcher reports the folders of a project made just before the run as new, which starts rebuilds of their own
        // (one of them may take the edit in without the watcher reporting it).
        if (outputs.length === 1 && !/, 2\)/.test(code)) return;
        outputs.push(/GEN_\w+/.exec(code)?.[0] ?? 'none');
        if (outputs.length === 1) {
          // Edit the ignored file, then a watched one: only the second starts a build.
          void (async () => {
            await writeFile(join(dir, 'src/generated/gen.js'), "module.exports = 'GEN_TWO';\n");
            await writeFile(join(dir, 'src/index.js'), "console.log(require('./generated/gen.js'), 2);\n");
          })().catch(reject);
        } else if (outputs.length === 2) watching?.close(() => resolveWatch());
      });
    });
    expect(outputs).toEqual(['GEN_ONE', 'GEN_ONE']);
  });
});
