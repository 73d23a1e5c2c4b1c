// Proofs of /api/plugins/: the tapable behaviour the Plugin API page describes, run against the tapable webpack installs.
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { AsyncParallelBailHook, AsyncSeriesHook, AsyncSeriesWaterfallHook, SyncBailHook, SyncHook, SyncLoopHook, SyncWaterfallHook } from 'tapable';
import webpack from 'webpack';
import { build, projectDir, proves } from './proof';

describe('Plugin API', () => {
  proves('/api/plugins/#tapasync', 'tapAsync and tapPromise are refused on a sync hook', async () => {
    const hook = new SyncHook<[number]>(['n']);
    expect(() => (hook as unknown as AsyncSeriesHook<[number]>).tapAsync('P', (_n, cb) => cb())).toThrow(/tapAsync is not supported on a SyncHook/);
    expect(() => (hook as unknown as AsyncSeriesHook<[number]>).tapPromise('P', async () => undefined)).toThrow(/tapPromise is not supported on a SyncHook/);
  });

  proves('/api/plugins/#tap', 'tap works on an async hook too', async () => {
    const hook = new AsyncSeriesHook<[string[]]>(['log']);
    hook.tap('Sync', (log) => { log.push('sync'); });
    hook.tapPromise('Async', async (log) => { log.push('async'); });
    const log: string[] = [];
    await hook.promise(log);
    expect(log).toEqual(['sync', 'async']);
  });

  proves('/api/plugins/#tap-options', 'name is required, and a lower stage runs first (default 0), and before puts a tap ahead of the named one', async () => {
    const hook = new SyncHook<[string[]]>(['log']);
    expect(() => hook.tap('', () => undefined)).toThrow(/Missing name for tap/);
    hook.tap('Default', (log) => { log.push('Default'); });
    hook.tap({ name: 'Late', stage: 100 }, (log) => { log.push('Late'); });
    hook.tap({ name: 'Early', stage: -100 }, (log) => { log.push('Early'); });
    hook.tap({ name: 'First', before: 'Early', stage: -100 }, (log) => { log.push('First'); });
    const log: string[] = [];
    hook.call(log);
    expect(log).toEqual(['First', 'Early', 'Default', 'Late']);
  });

  proves('/api/plugins/#syncbailhook', 'stops at the first tap that returns something other than undefined and returns that value', async () => {
    const hook = new SyncBailHook<[string[]], string | undefined>(['log']);
    hook.tap('A', (log) => { log.push('A'); return undefined; });
    hook.tap('B', (log) => { log.push('B'); return 'from B'; });
    hook.tap('C', (log) => { log.push('C'); return 'from C'; });
    const log: string[] = [];
    expect(hook.call(log)).toBe('from B');
    expect(log).toEqual(['A', 'B']);
  });

  proves('/api/plugins/#syncwaterfallhook', 'each tap receives the previous return value; the last one is the result', async () => {
    const hook = new SyncWaterfallHook<[string]>(['path']);
    hook.tap('Upper', (path) => path.toUpperCase());
    hook.tap('Suffix', (path) => `${path}.js`);
    expect(hook.call('main')).toBe('MAIN.js');
  });

  proves('/api/plugins/#syncloophook', 'a tap returning a value starts the round again from the first tap', async () => {
    const hook = new SyncLoopHook<[string[]]>(['log']);
    let bRounds = 0;
    hook.tap('A', (log) => { log.push('A'); });
    hook.tap('B', (log) => { log.push('B'); bRounds += 1; return bRounds < 2 ? true : undefined; });
    const log: string[] = [];
    hook.call(log);
    expect(log).toEqual(['A', 'B', 'A', 'B']);
  });

  proves('/api/plugins/#asyncparallelbailhook', 'the result comes from the earliest registered tap with a result, even when a later tap finishes first', async () => {
    const hook = new AsyncParallelBailHook<[], string>([]);
    let releaseFirst: () => void = () => undefined;
    const firstWaits = new Promise<void>((resolve) => { releaseFirst = resolve; });
    hook.tapPromise('First', async () => { await firstWaits; return 'first'; });
    hook.tapPromise('Second', async () => { releaseFirst(); return 'second'; });
    expect(await hook.promise()).toBe('first');
  });

  proves('/api/plugins/#interception', 'register runs for taps added before the interceptor, and the tap it returns is the one that runs', async () => {
    const hook = new SyncHook<[string[]]>(['log']);
    hook.tap('Existing', (log) => { log.push('Existing'); });
    hook.intercept({ register: (tap) => ({ ...tap, fn: (log: string[]) => { log.push(`wrapped ${tap.name}`); } }) });
    hook.tap('Later', (log) => { log.push('Later'); });
    const log: string[] = [];
    hook.call(log);
    expect(log).toEqual(['wrapped Existing', 'wrapped Later']);
  });

  proves('/api/plugins/#reporting-progress', 'ProgressPlugin.getReporter returns undefined without a ProgressPlugin and a function with one', async () => {
    const seen: string[] = [];
    const probe: webpack.WebpackPluginInstance = {
      apply: (c) => c.hooks.emit.tap('Probe', () => { seen.push(typeof webpack.ProgressPlugin.getReporter(c)); }),
    };
    await build(await projectDir('no-progress'), { 'src/index.js': '1;\n' }, { mode: 'none', entry: './src/index.js', plugins: [probe] });
    await build(await projectDir('progress'), { 'src/index.js': '1;\n' }, { mode: 'none', entry: './src/index.js', plugins: [new webpack.ProgressPlugin(() => undefined), probe] });
    expect(seen).toEqual(['undefined', 'function']);
  });

  proves('/api/plugins/#asyncserieswaterfallhook', 'each tap gets the previous result, and a tap that returns nothing passes it on unchanged', async () => {
    const hook = new AsyncSeriesWaterfallHook<[string]>(['value']);
    // tapable's types demand a string here; at run time undefined is allowed and passes the value on.
    hook.tap('Nothing', (() => undefined) as unknown as (value: string) => string);
    hook.tapPromise('Append', async (value) => `${value}!`);
    expect(await hook.promise('x')).toBe('x!');
  });

  proves('/api/plugins/#asyncseriesloophook', "no hook of webpack's own is a loop hook, and ProgressPlugin puts no reporter on the context", async () => {
    const lib = join(require.resolve('webpack/package.json'), '..', 'lib');
    const files = (await readdir(lib, { recursive: true })).filter((f) => f.endsWith('.js'));
    const texts = await Promise.all(files.map((f) => readFile(join(lib, f), 'utf8')));
    expect(texts.filter((t) => /new (Async)?(Sync|Series)?LoopHook\(|new (SyncLoopHook|AsyncSeriesLoopHook)\(/.test(t))).toEqual([]);
    expect(await readFile(join(lib, 'logging/ProgressPlugin.js'), 'utf8')).not.toContain('reportProgress');
  });
});
