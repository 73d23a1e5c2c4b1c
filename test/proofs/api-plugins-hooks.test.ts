// Proofs of /api/plugins/ (the hook types not covered in api-plugins.test.ts): the tapable that
// webpack installs, and the compiler's own hooks.
import { readdir, readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { AsyncParallelHook, AsyncSeriesHook, SyncHook } from 'tapable';
import webpack from 'webpack';
import { projectDir, proves, writeFiles } from './proof';

async function libFiles(dir: string): Promise<string[]> {
  const out: string[] = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) out.push(...(await libFiles(path)));
    else if (entry.name.endsWith('.js')) out.push(path);
  }
  return out;
}

describe('Plugin API hook types', () => {
  proves('/api/plugins/#tappromise', 'the hook waits for the promise, and a rejection fails a webpack build with that error', async () => {
    const hook = new AsyncSeriesHook<[]>([]);
    const order: string[] = [];
    hook.tapPromise('Slow', async () => {
      await new Promise<void>((resolve) => setImmediate(resolve));
      order.push('slow settled');
    });
    hook.tap('Next', () => { order.push('next'); });
    await hook.promise();
    expect(order).toEqual(['slow settled', 'next']);

    const dir = await projectDir('reject');
    await writeFiles(dir, { 'src/index.js': 'console.log(1);\n' });
    const compiler = webpack({
      mode: 'none', context: dir, entry: './src/index.js', output: { path: join(dir, 'dist') }, infrastructureLogging: { level: 'none' },
      plugins: [{ apply: (c) => c.hooks.run.tapPromise('Reject', () => Promise.reject(new Error('rejected in run'))) }],
    });
    const error = await new Promise<Error | null>((resolve) => compiler.run((err) => compiler.close(() => resolve(err))));
    expect(error?.message).toBe('rejected in run');
  });

  proves('/api/plugins/#synchook', 'return values are ignored: every tap runs and call() returns undefined', async () => {
    const hook = new SyncHook<[]>([]);
    const ran: string[] = [];
    hook.tap('A', () => { ran.push('A'); return 'ignored' as unknown as void; });
    hook.tap('B', () => { ran.push('B'); });
    expect(hook.call()).toBeUndefined();
    expect(ran).toEqual(['A', 'B']);
    const compiler = webpack({ mode: 'none', entry: './a.js' });
    expect(compiler.hooks.compile.constructor.name).toBe('SyncHook');
  });

  proves('/api/plugins/#asyncserieshook', 'an error stops the sequence; emit, done and run are AsyncSeriesHooks', async () => {
    const hook = new AsyncSeriesHook<[]>([]);
    const ran: string[] = [];
    hook.tapAsync('Fails', (callback) => { ran.push('Fails'); callback(new Error('stop')); });
    hook.tap('After', () => { ran.push('After'); });
    await expect(hook.promise()).rejects.toThrow('stop');
    expect(ran).toEqual(['Fails']);
    const compiler = webpack({ mode: 'none', entry: './a.js' });
    for (const name of ['emit', 'done', 'run'] as const) expect(compiler.hooks[name].constructor.name).toBe('AsyncSeriesHook');
  });

  proves('/api/plugins/#asyncparallelhook', 'all taps start before any finishes, and the hook finishes after the last; make is an AsyncParallelHook', async () => {
    const hook = new AsyncParallelHook<[]>([]);
    const events: string[] = [];
    const callbacks: (() => void)[] = [];
    hook.tapAsync('One', (callback) => { events.push('start One'); callbacks.push(() => { events.push('end One'); callback(); }); });
    hook.tapAsync('Two', (callback) => { events.push('start Two'); callbacks.push(() => { events.push('end Two'); callback(); }); });
    const done = hook.promise().then(() => { events.push('hook done'); });
    expect(events).toEqual(['start One', 'start Two']);
    for (const finish of callbacks.reverse()) finish();
    await done;
    expect(events).toEqual(['start One', 'start Two', 'end Two', 'end One', 'hook done']);
    const compiler = webpack({ mode: 'none', entry: './a.js' });
    expect(compiler.hooks.make.constructor.name).toBe('AsyncParallelHook');
  });

  proves('/api/plugins/#context', "no plugin of webpack's own taps with context: true", async () => {
    const lib = join(dirname(require.resolve('webpack/package.json')), 'lib');
    const users: string[] = [];
    for (const file of await libFiles(lib)) if ((await readFile(file, 'utf8')).includes('context: true')) users.push(file);
    expect(users).toEqual([]);
  });
  proves('/api/plugins/#reporting-progress', "the reporter passes its messages on after the step and the plugin name, while ProgressPlugin ignores the fraction: the percentage stays the step's", async () => {
    const dir = await projectDir('progress');
    await writeFiles(dir, { 'src/index.js': 'console.log(1);\n' });
    const calls: unknown[][] = [];
    const compiler = webpack({
      mode: 'none', context: dir, entry: './src/index.js', output: { path: join(dir, 'dist') }, infrastructureLogging: { level: 'none' },
      plugins: [
        new webpack.ProgressPlugin((...args: unknown[]) => { calls.push(args); }),
        { apply: (c) => c.hooks.thisCompilation.tap('ImageOptimizePlugin', (compilation) => {
          compilation.hooks.processAssets.tap({ name: 'ImageOptimizePlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE }, () => {
            const report = webpack.ProgressPlugin.getReporter(c);
            report?.(0, 'starting');
            report?.(0.9, 'almost done');
          });
        }) },
      ],
    });
    await new Promise<void>((resolve, reject) => compiler.run((error) => compiler.close(() => (error ? reject(error) : resolve()))));
    const mine = calls.filter((args) => args.includes('ImageOptimizePlugin'));
    const starting = mine.find((args) => args.includes('starting'));
    const almost = mine.find((args) => args.includes('almost done'));
    expect(starting?.slice(1)).toEqual(['sealing', 'asset processing', 'ImageOptimizePlugin', 'starting']);
    expect(almost?.slice(1)).toEqual(['sealing', 'asset processing', 'ImageOptimizePlugin', 'almost done']);
    expect(almost?.[0]).toBe(starting?.[0]);
  });
});
