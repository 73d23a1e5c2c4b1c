// Proofs of /configuration/other-options/#infrastructureloggingdebug: which loggers a debug filter
// selects, through the console webpack's infrastructure logging writes to.
import webpack from 'webpack';
import { join } from 'node:path';
import { projectDir, proves } from './proof';

let runs = 0;

/** The debug lines a logger named `name` prints under the filter. */
async function debugLines(name: string, debug: NonNullable<webpack.Configuration['infrastructureLogging']>['debug']): Promise<string[]> {
  const lines: string[] = [];
  runs += 1;
  const dir = await projectDir(`logging-${runs}`);
  const record = (...args: unknown[]) => lines.push(args.join(' '));
  const compiler = webpack({ mode: 'none', context: dir, entry: './missing.js', output: { path: join(dir, 'dist') }, infrastructureLogging: { level: 'none', debug, console: { ...console, debug: record, log: record, info: record, warn: record, error: record } as Console } });
  compiler.getInfrastructureLogger(name).debug('cache detail');
  return lines;
}

describe('/configuration/other-options/', () => {
  proves('/configuration/other-options/#infrastructureloggingdebug', 'a string selects a logger only as a path segment after a /; a regular expression is tested against the whole name; debug lines show whatever the level', async () => {
    expect(await debugLines('webpack.cache.PackFileCacheStrategy', ['webpack.cache.PackFileCacheStrategy'])).toEqual([]);
    expect(await debugLines('webpack.cache.PackFileCacheStrategy', [/^webpack\.cache\.PackFileCacheStrategy$/])).toEqual([expect.stringContaining('cache detail')]);
    expect(await debugLines('webpack.cache.PackFileCacheStrategy', [/webpack\.cache/])).toEqual([expect.stringContaining('cache detail')]);
    expect(await debugLines('my-loader/lib/index.js', ['lib'])).toEqual([expect.stringContaining('cache detail')]);
  });
});
