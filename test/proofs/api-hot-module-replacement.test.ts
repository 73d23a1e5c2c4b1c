// Proofs of /api/hot-module-replacement/: a Node.js bundle with HotModuleReplacementPlugin runs in a
// child process while the same compiler rebuilds edited files; the app asks its HMR runtime for
// each update (check/apply) and reports what ran. Four builds in all, one run of the app.
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import webpack from 'webpack';
import { build, projectDir, proves, webpackSource, writeFiles } from './proof';

const APP = {
  'src/log.js': 'globalThis.hmrLog = globalThis.hmrLog || [];\nexport const log = globalThis.hmrLog;\n',
  'src/index.js': `import { createInterface } from 'node:readline';
import { log } from './log.js';
import { value } from './app.js';
import './selfy.js';
import './declined.js';
import './thrower.js';
import './orphan.js';
const hot = import.meta.webpackHot;
const statuses = [];
hot.addStatusHandler((s) => statuses.push(s));
const dropped = () => statuses.push('removed status handler ran');
hot.addStatusHandler(dropped);
hot.removeStatusHandler(dropped);
import.meta.webpackHot.accept('./app.js', () => { log.push('app callback sees value=' + value); });
import.meta.webpackHot.accept('./thrower.js', () => { throw new Error('callback failed'); }, (err, ids) => { log.push('errorHandler: ' + err.message + ' moduleId=' + typeof ids.moduleId + ' dependencyId=' + typeof ids.dependencyId); });
import.meta.webpackHot.decline('./declined.js');
log.push('index ran, value=' + value + ', same object=' + (module.hot === hot));
const report = (extra) => { process.stdout.write(JSON.stringify({ ...extra, log: log.splice(0), statuses: statuses.splice(0) }) + '\\n'); };
const rounds = {
  async first() { const ids = await hot.check(true); report({ updated: ids.length, status: hot.status() }); },
  async second() {
    const ids = await hot.check(false);
    const ready = hot.status();
    let checkAgain = 'did not throw';
    try { hot.check(); } catch (e) { checkAgain = e.message; }
    const events = [];
    const on = (e) => events.push(e.type + (e.chain ? ' chain=' + e.chain.length : ''));
    const applied = await hot.apply({ ignoreDeclined: true, onDeclined: on, onAccepted: on, onDisposed: on });
    report({ checked: ids.length, ready, checkAgain, applied: applied.length, events: events.sort(), status: hot.status() });
  },
  async third() {
    try { await hot.check(true); report({ result: 'applied' }); } catch (e) { report({ error: e.message.split('\\n')[0], status: hot.status() }); }
  },
};
report({ started: true });
createInterface({ input: process.stdin }).on('line', (line) => { rounds[line]().catch((e) => report({ crashed: e.message })); });
`,
  'src/app.js': 'export const value = 1;\n',
  'src/selfy.js': selfy(1),
  'src/declined.js': 'export default "declined v1";\n',
  'src/thrower.js': 'export default "thrower v1";\n',
  'src/orphan.js': 'export default "orphan v1";\n',
};

function selfy(version: number): string {
  return `import { log } from './log.js';
const hot = import.meta.webpackHot;
log.push('selfy v${version} ran, data=' + JSON.stringify(hot.data));
const removed = () => log.push('removed dispose handler ran');
hot.dispose((data) => { data.from = 'v${version}'; log.push('selfy v${version} disposed'); });
hot.addDisposeHandler(removed);
hot.removeDisposeHandler(removed);
hot.accept();
`;
}

type Report = Record<string, unknown> & { log: string[]; statuses: string[] };

let updateRun: Promise<Record<string, Report>> | null = null;
function hmrUpdates(): Promise<Record<string, Report>> {
  updateRun ??= (async () => {
    const dir = await projectDir('hmr');
    await writeFiles(dir, APP);
    const compiler = webpack({
      mode: 'none', target: 'node', context: dir, entry: './src/index.js',
      // The records carry the previous build's module hashes from one run() to the next (watch mode keeps them in memory).
      output: { path: join(dir, 'dist') }, recordsPath: join(dir, 'records.json'), plugins: [new webpack.HotModuleReplacementPlugin()],
    });
    const rebuild = () => new Promise<void>((resolve, reject) => compiler.run((err, stats) => (err || stats?.hasErrors() ? reject(err ?? new Error(stats?.toString('errors-only'))) : resolve())));
    await rebuild();
    const child: ChildProcessWithoutNullStreams = spawn(process.execPath, [join(dir, 'dist', 'main.js')]);
    const lines = createInterface({ input: child.stdout });
    const pending: ((r: Report) => void)[] = [];
    let stderr = '';
    child.stderr.on('data', (d: Buffer) => { stderr += String(d); });
    let exited: Error | null = null;
    const failures: ((e: Error) => void)[] = [];
    child.on('exit', (code) => { exited = new Error(`the app exited (${String(code)}): ${stderr}`); for (const fail of failures.splice(0)) fail(exited); });
    lines.on('line', (line) => { failures.shift(); pending.shift()?.(JSON.parse(line) as Report); });
    const next = () => new Promise<Report>((resolve, reject) => {
      if (exited) return reject(exited);
      pending.push(resolve);
      failures.push(reject);
    });
    const reports: Record<string, Report> = {};
    try {
      reports.start = await next();
      const round = async (name: string, edits: Record<string, string>) => {
        for (const [file, text] of Object.entries(edits)) await writeFile(join(dir, file), text);
        await rebuild();
        const reply = next();
        child.stdin.write(`${name}\n`);
        reports[name] = await reply;
      };
      await round('first', { 'src/app.js': 'export const value = 2;\n', 'src/selfy.js': selfy(2), 'src/thrower.js': 'export default "thrower v2";\n' });
      await round('second', { 'src/declined.js': 'export default "declined v2";\n', 'src/app.js': 'export const value = 3;\n' });
      await round('third', { 'src/orphan.js': 'export default "orphan v2";\n' });
    } finally {
      child.kill();
      await new Promise<void>((resolve) => compiler.close(() => resolve()));
    }
    return reports;
  })();
  return updateRun;
}

describe('HMR runtime API', () => {
  proves('/api/hot-module-replacement/#how-an-update-propagates', 'check downloads the manifest of the rebuilt modules; an update that reaches the entry without a handler is not applied', async () => {
    const r = await hmrUpdates();
    expect(r.start?.log).toEqual(['selfy v1 ran, data=undefined', 'index ran, value=1, same object=true']);
    expect(r.first?.statuses).toEqual(['check', 'prepare', 'dispose', 'apply', 'idle']);
    expect(r.third).toEqual({ error: expect.stringMatching(/^Aborted because \d+ is not accepted$/), status: 'abort', log: [], statuses: ['check', 'prepare', 'abort'] });
    // The client entry of devServer.hot: true reloads the page on abort or fail; the one of hot: 'only' does not.
    expect(await webpackSource('hot/dev-server.js', 'if (["abort", "fail"].indexOf(status) >= 0) {', 14)).toContain('window.location.reload();');
    expect(await webpackSource('hot/only-dev-server.js', 'module.hot', 200)).not.toContain('location.reload');
  });

  proves('/api/hot-module-replacement/#accept', 'the new version runs and the callback sees the refreshed ES binding; a throwing callback goes to errorHandler with the IDs', async () => {
    const r = await hmrUpdates();
    expect(r.first?.log).toContain('app callback sees value=2');
    expect(r.first?.log.filter((l) => l.startsWith('errorHandler'))).toEqual([expect.stringMatching(/^errorHandler: callback failed moduleId=(string|number) dependencyId=(string|number)$/)]);
    expect(r.first?.updated).toBe(3);
    // The requests are replaced by module IDs at build time only in a direct call, not through a variable.
    const dir = await projectDir('hmr-alias');
    const built = await build(dir, {
      'src/index.js': "import './app.js';\nimport.meta.webpackHot.accept('./app.js', () => {});\nconst hot = import.meta.webpackHot;\nhot.accept('./app.js', () => {});\n",
      'src/app.js': 'export default 1;\n',
    }, { mode: 'none', entry: './src/index.js', plugins: [new webpack.HotModuleReplacementPlugin()] });
    const code = await built.read('main.js');
    expect(code).toMatch(/module\.hot\.accept\((\d+), __WEBPACK_OUTDATED_DEPENDENCIES__ => \{ \/\* harmony import \*\/ _app_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__\(\1\);/);
    expect(code).toContain('const hot = module.hot;');
    expect(code).toContain("hot.accept('./app.js', () => {});");
  });

  proves('/api/hot-module-replacement/#accept-self', 'a self-accepting module is disposed and re-executed without its importer being run or asked', async () => {
    const r = await hmrUpdates();
    expect(r.first?.log).toContain('selfy v2 ran, data={"from":"v1"}');
    expect(r.first?.log.some((l) => l.startsWith('index ran'))).toBe(false);
  });

  proves('/api/hot-module-replacement/#decline', 'a change to a declined dependency is reported as a declined event, and ignoreDeclined lets the rest of the update apply', async () => {
    const r = await hmrUpdates();
    expect(r.second?.events).toContain('declined chain=2');
    expect(r.second?.log).toContain('app callback sees value=3');
  });

  proves('/api/hot-module-replacement/#dispose-or-adddisposehandler', 'the handler runs before the module is replaced, and what it stores on data is hot.data of the next version (undefined at first)', async () => {
    const r = await hmrUpdates();
    expect(r.first?.log.indexOf('selfy v1 disposed')).toBeLessThan(r.first?.log.indexOf('selfy v2 ran, data={"from":"v1"}') ?? -1);
    expect(r.first?.log.indexOf('selfy v1 disposed')).toBeGreaterThanOrEqual(0);
  });

  proves('/api/hot-module-replacement/#removedisposehandler', 'a removed dispose handler does not run', async () => {
    const r = await hmrUpdates();
    expect(r.first?.log).not.toContain('removed dispose handler ran');
  });

  proves('/api/hot-module-replacement/#addstatushandler-and-removestatushandler', 'the handler runs on every status change; a removed one does not', async () => {
    const r = await hmrUpdates();
    expect(r.second?.statuses).toEqual(['check', 'prepare', 'ready', 'dispose', 'apply', 'idle']);
    expect(r.second?.statuses).not.toContain('removed status handler ran');
  });

  proves('/api/hot-module-replacement/#check', 'check(true) applies and resolves with the updated IDs; check(false) stops at ready; check outside idle throws', async () => {
    const r = await hmrUpdates();
    expect(r.first?.status).toBe('idle');
    expect(r.second?.ready).toBe('ready');
    expect(r.second?.checked).toBeGreaterThan(0);
    expect(r.second?.checkAgain).toBe('check() is only allowed in idle status');
  });

  proves('/api/hot-module-replacement/#apply', 'apply continues from ready, calls onDeclined and onAccepted with typed events (declined with its chain), and resolves with the replaced modules', async () => {
    const r = await hmrUpdates();
    expect(r.second?.events).toEqual(['accepted', 'declined chain=2']);
    expect(r.second?.applied).toBe(1);
    expect(r.second?.status).toBe('idle');
  });
});
