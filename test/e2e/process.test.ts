// The server process under stress: start-up failures, slow clients, floods of unknown URLs,
// content faults while it serves, and stopping under load.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, renameSync, rmSync, rmdirSync, writeFileSync } from 'node:fs';
import { Agent, get } from 'node:http';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { heapProbe } from '../helpers/heapProbe';
import { startServer as start, type RunningServer } from '../helpers/server';

jest.setTimeout(120_000);
const ROOT = join(__dirname, '..', '..');

// Every server a test starts is stopped after it, even when an assertion failed midway.
const running = new Set<RunningServer>();
async function startServer(env: Record<string, string> = {}): Promise<RunningServer> {
  const server = await start(env);
  running.add(server);
  return server;
}
afterEach(async () => {
  await Promise.all([...running].map((server) => server.stop('SIGKILL')));
  running.clear();
});
const SERVER = join(ROOT, 'dist', 'server', 'index.cjs');

async function until(check: () => Promise<boolean>, what = 'condition', timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`${what}: not met in time`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe('start-up failures', () => {
  it.each([
    ['does not exist', () => join(tmpdir(), 'no-such-content-folder-xyz'), /^error: content folder ".*" does not exist\n$/],
    ['holds no pages', () => mkdtempSync(join(tmpdir(), 'empty-content-')), /^error: content folder ".*" holds no \.md or \.mdx pages\n$/],
  ])('stops with one clear line and exit code 1 when the content folder %s', (_what, folder, message) => {
    const result = spawnSync(process.execPath, [SERVER], { cwd: ROOT, env: { ...process.env, CONTENT_DIR: folder(), PORT: '0', LOG_LEVEL: 'silent' }, encoding: 'utf8', timeout: 20_000 });
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(message);
    expect(result.stderr).not.toMatch(/\n\s+at /);
  });
});

describe('slow clients', () => {
  it('closes a connection whose headers arrive too slowly', async () => {
    const server = await startServer({ HEADERS_TIMEOUT_MS: '1000', REQUEST_TIMEOUT_MS: '2000' });
    const url = new URL(server.url);
    const started = Date.now();
    const closedAfter = await new Promise<number>((resolve) => {
      const socket = connect(Number(url.port), url.hostname, () => {
        socket.resume();
        socket.write('GET / HTTP/1.1\r\nHost: localhost\r\n');
        const drip = setInterval(() => socket.writable && socket.write('X-Slow: a\r\n'), 300);
        socket.on('close', () => {
          clearInterval(drip);
          resolve(Date.now() - started);
        });
      });
      socket.on('error', () => undefined);
    });
    expect(closedAfter).toBeLessThan(5000);
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
    await server.stop();
  });
});

describe('floods of unknown URLs', () => {
  it('keeps nothing per URL over 10,000 distinct unknown URLs and keeps good pages cached', async () => {
    const probe = heapProbe();
    const server = await startServer(probe.env);
    const agent = new Agent({ keepAlive: true, maxSockets: 20 });
    const hit = () =>
      new Promise<string | undefined>((resolve) => {
        get(`${server.url}/concepts/`, { agent }, (res) => {
          res.resume();
          res.on('end', () => resolve(res.headers['x-cache'] as string | undefined));
        });
      });
    await hit();
    await until(async () => (await hit()) === 'HIT');
    const send = (i: number) =>
      new Promise<number>((resolve) => {
        get(`${server.url}/unknown/${i}/${'x'.repeat(i % 50)}/`, { agent }, (res) => {
          res.resume();
          res.on('end', () => resolve(res.statusCode ?? 0));
        }).on('error', () => resolve(-1));
      });
    const statuses = new Set<number>();
    const batches = async (from: number, count: number) => {
      for (let batch = from; batch < from + count; batch += 1) {
        const results = await Promise.all(Array.from({ length: 100 }, (_, j) => send(batch * 100 + j)));
        results.forEach((s) => statuses.add(s));
      }
    };
    // The live heap after a full collection, before and after: anything kept per URL shows as
    // growth (200 bytes per URL would be 2 MB; runs without any stay under 1). Resident memory
    // is not read: it moves by tens of megabytes with the collector's timing.
    let before = Number.NaN;
    let after = Number.NaN;
    try {
      await batches(0, 10);
      before = await probe.liveHeapMb(server.pid);
      await batches(10, 100);
      after = await probe.liveHeapMb(server.pid);
    } finally {
      probe.dispose();
    }
    expect([...statuses]).toEqual([404]);
    expect(Number.isFinite(before) && Number.isFinite(after)).toBe(true);
    expect(after - before).toBeLessThan(2);
    expect(await hit()).toBe('HIT');
    agent.destroy();
    await server.stop();
  });
});

describe('content faults while serving (watched content)', () => {
  it('keeps serving through an unreadable file and a folder renamed away and back, reporting the problem on /readyz', async () => {
    const parent = mkdtempSync(join(tmpdir(), 'fault-content-'));
    const dir = join(parent, 'content');
    cpSync(join(ROOT, 'content'), dir, { recursive: true });
    const server = await startServer({ CONTENT_DIR: dir, WATCH_CONTENT: '1' });
    const ready = async () => (await fetch(`${server.url}/readyz`)).status;
    const page = async () => fetch(`${server.url}/concepts/`).then(async (r) => [r.status, (await r.text()).includes('<title>Concepts | webpack</title>')]);

    mkdirSync(join(dir, 'concepts', 'unreadable.mdx'));
    await until(async () => (await ready()) === 503, 'unreadable file reported');
    const report = await (await fetch(`${server.url}/readyz`)).json();
    expect(JSON.stringify(report.problems)).toContain('concepts/unreadable.mdx');
    expect(await page()).toEqual([200, true]);
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
    rmdirSync(join(dir, 'concepts', 'unreadable.mdx'));
    await until(async () => (await ready()) === 200, 'unreadable file gone');

    renameSync(dir, join(parent, 'moved'));
    await until(async () => (await ready()) === 503, 'folder missing reported');
    expect(await page()).toEqual([200, true]);
    expect((await fetch(`${server.url}/configuration/output/`)).status).toBe(200);
    renameSync(join(parent, 'moved'), dir);
    await until(async () => (await ready()) === 200, 'folder back').catch((error: unknown) => {
      throw new Error(`${String(error)}; server output: ${server.output().slice(-1500)}`);
    });
    expect(await page()).toEqual([200, true]);

    await server.stop();
    rmSync(parent, { recursive: true, force: true });
  });
});

describe('errors outside a request', () => {
  it('logs an uncaught error of the process and exits non-zero so a supervisor restarts it', async () => {
    const preload = join(mkdtempSync(join(tmpdir(), 'throw-')), 'throw-later.cjs');
    // The error is thrown on a signal sent once the server is listening (startServer waited for
    // it), not after a fixed delay that a slow start-up could outlast.
    writeFileSync(preload, "process.on('SIGHUP', () => setTimeout(() => { throw new Error('escaped from everything'); }, 0));\n");
    const server = await startServer({ NODE_OPTIONS: `--require ${JSON.stringify(preload)}`, LOG_LEVEL: 'info' });
    process.kill(server.pid, 'SIGHUP');
    await until(async () => /uncaught exception; exiting/.test(server.output()), 'fatal log line');
    const code = await server.stop();
    expect(code).toBe(1);
    expect(server.output()).toContain('escaped from everything');
  });
});

describe('stopping', () => {
  it.each([['SIGTERM' as const], ['SIGINT' as const]])('on %s under load finishes every accepted request and exits 0', async (signal) => {
    const server = await startServer({ KEEP_ALIVE_TIMEOUT_MS: '1000' });
    const agent = new Agent({ keepAlive: true, maxSockets: 100 });
    const outcomes = { ok: 0, refused: 0, failed: [] as string[] };
    let stopping = false;
    // A request sent on a connection the server had accepted (a reused keep-alive socket) must
    // get its answer. A brand-new connection can still sit in the kernel's accept queue when
    // listening stops; the kernel refuses or resets it, and the server never saw that request.
    const one = () =>
      new Promise<void>((resolve) => {
        const req = get(`${server.url}/concepts/`, { agent }, (res) => {
          res.resume();
          res.on('end', () => {
            outcomes.ok += 1;
            resolve();
          });
          res.on('error', (error) => {
            outcomes.failed.push(String(error));
            resolve();
          });
        });
        req.on('error', (error: NodeJS.ErrnoException) => {
          if (error.code === 'ECONNREFUSED' || (!req.reusedSocket && error.code === 'ECONNRESET')) outcomes.refused += 1;
          else outcomes.failed.push(`${error.code ?? ''} ${error.message} (reused connection: ${req.reusedSocket})`);
          resolve();
        });
      });
    const client = async () => {
      while (!stopping || outcomes.refused === 0) {
        await one();
        if (outcomes.refused > 0) break;
      }
    };
    const clients = Array.from({ length: 100 }, client);
    await new Promise((r) => setTimeout(r, 1000));
    stopping = true;
    const exit = server.stop(signal);
    await Promise.all(clients);
    expect(await exit).toBe(0);
    expect(outcomes.failed).toEqual([]);
    expect(outcomes.ok).toBeGreaterThan(100);
    agent.destroy();
  });
});
