// The server process under stress: start-up failures, slow clients, floods of unknown URLs,
// content faults while it serves, and stopping under load.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, renameSync, rmSync, rmdirSync, writeFileSync } from 'node:fs';
import { Agent, get } from 'node:http';
import { connect, createServer as createNetServer, type AddressInfo } from 'node:net';
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

describe('a port already in use', () => {
  it('stops with one line naming the port and PORT, and exit code 1', async () => {
    const blocker = createNetServer();
    await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
    const port = (blocker.address() as AddressInfo).port;
    try {
      const result = spawnSync(process.execPath, [SERVER], { cwd: ROOT, env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'silent' }, encoding: 'utf8', timeout: 20_000 });
      expect(result.status).toBe(1);
      expect(result.stderr).toBe(`error: port ${port} on 127.0.0.1 is already in use. Stop what is using it, or set PORT to a free port (PORT=${port + 1} npm start).\n`);
    } finally {
      await new Promise((resolve) => blocker.close(resolve));
    }
  });
});

describe('start-up failures of a translation folder', () => {
  it.each([
    ['does not exist', () => join(tmpdir(), 'no-such-translation-folder-xyz'), /^error: translation folder ko ".*no-such-translation-folder-xyz" does not exist\n$/],
    ['holds no pages', () => mkdtempSync(join(tmpdir(), 'empty-translation-')), /^error: translation folder ko ".*" holds no \.md or \.mdx pages\n$/],
    ['is named without a locale', () => 'folder-only', /^error: TRANSLATION_DIRS entry "folder-only" must be locale=folder/],
  ])('stops with one line naming it and exit code 1 when the folder %s', (_what, folder, message) => {
    const entry = folder();
    const value = entry === 'folder-only' ? entry : `ko=${entry}`;
    const result = spawnSync(process.execPath, [SERVER], { cwd: ROOT, env: { ...process.env, TRANSLATION_DIRS: value, PORT: '0', LOG_LEVEL: 'silent' }, encoding: 'utf8', timeout: 20_000 });
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(message);
    expect(result.stderr.trim().split('\n')).toHaveLength(1);
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
    const preload = join(mkdtempSync(join(tmpdir(), 'throw-')), 'throw-on-signal.cjs');
    // The error is thrown when the test says so, once the server answers (startServer waited).
    writeFileSync(preload, "process.on('SIGUSR2', () => setImmediate(() => { throw new Error('escaped from everything'); }));\n");
    const server = await startServer({ NODE_OPTIONS: `--require ${JSON.stringify(preload)}`, LOG_LEVEL: 'info' });
    process.kill(server.pid, 'SIGUSR2');
    // The process ends by itself: the test waits for that, it does not stop it (a kill could
    // come first on a busy machine, and the code would be the signal's).
    const code = await server.exited();
    expect(code).toBe(1);
    expect(server.output()).toMatch(/uncaught exception; exiting/);
    expect(server.output()).toContain('escaped from everything');
  });
});

/** How a server ended and, when that was not `expected`, the end of its output: a crash names
 * its signal, and the output says what the server was doing. */
async function ending(server: RunningServer, exit: Promise<number | NodeJS.Signals | null>, expected: number): Promise<{ end: number | NodeJS.Signals | null; output: string }> {
  const end = await exit;
  return { end, output: end === expected ? '' : server.output().slice(-4000) };
}

type Outcome = { status: number; connection: string | undefined } | { error: string; reused: boolean };

/** One GET; resolves with the status and Connection header, or with the error's code.
 * `connected` is called once the TCP handshake is done (the request is written right then). */
function request(url: string, agent: Agent | false, connected: () => void = () => undefined): Promise<Outcome> {
  return new Promise((resolve) => {
    const req = get(url, { agent }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode ?? 0, connection: res.headers.connection }));
      res.on('error', (error: NodeJS.ErrnoException) => resolve({ error: error.code ?? error.message, reused: req.reusedSocket }));
    });
    req.on('socket', (socket) => (socket.connecting ? socket.once('connect', connected) : connected()));
    req.on('error', (error: NodeJS.ErrnoException) => resolve({ error: error.code ?? error.message, reused: req.reusedSocket }));
  });
}

describe('stopping', () => {
  it('answers all of 100 fresh connections for uncached heavy pages whose requests were sent as SIGTERM arrived, then exits 0', async () => {
    // The cache is off, so every request renders a whole section's printable page of our own
    // content (these four sections hold about 800 kB of markdown): while the server renders the
    // first ones, the other connections wait in the kernel's accept queue. A server that stops
    // listening at the signal resets them.
    // The client reads 100 pages of about 4.6 MB at once; on a busy machine this process can
    // fall behind for longer than the write time-out, which then drops it as a client that
    // stopped reading. That guard has tests of its own; this one is about stopping.
    const server = await startServer({ CACHE_MAX_BYTES: '0', SHUTDOWN_TIMEOUT_MS: '120000', WRITE_TIMEOUT_MS: '0' });
    const sections = ['concepts', 'guides', 'plugins', 'api'];
    let connected = 0;
    let exit: Promise<number | NodeJS.Signals | null> = Promise.resolve(null);
    const outcomes = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        request(`${server.url}/${sections[i % sections.length]}/printable/?n=${i + 1}`, false, () => {
          connected += 1;
          // Every handshake is done and every request on its way: now the signal.
          if (connected === 100) exit = server.stop('SIGTERM');
        }),
      ),
    );
    expect(connected).toBe(100);
    // A failure shows what the server said beside it (its warnings: dropped connections, refusals).
    const warnings = () => server.output().split('\n').filter((line) => /"level":(4|5|6)0/.test(line));
    expect({ failed: outcomes.filter((o) => !('status' in o) || o.status !== 200), warnings: [] as string[] }).toEqual({ failed: [], warnings: outcomes.every((o) => 'status' in o && o.status === 200) ? [] : warnings() });
    expect(await ending(server, exit, 0)).toEqual({ end: 0, output: '' });
    expect(server.output()).not.toContain('shutdown deadline');
  });

  it.each([['SIGTERM' as const], ['SIGINT' as const]])(
    'on %s reports not ready at once and keeps answering new and kept-alive connections, each with Connection: close, until the drain window ends; then exits 0',
    async (signal) => {
      // No early close for quiet: the window lasts the whole default delay (5 s), longer than this test needs.
      const server = await startServer({ LOG_LEVEL: 'info', SHUTDOWN_QUIET_MS: '0' });
      const agent = new Agent({ keepAlive: true, maxSockets: 1 });
      expect(await request(`${server.url}/readyz`, agent)).toMatchObject({ status: 200, connection: 'keep-alive' });
      const exit = server.stop(signal);
      await until(async () => server.output().includes('shutting down'), 'shutdown log line');
      // The kept-alive connection from before the signal, then a new one.
      expect(await request(`${server.url}/readyz`, agent)).toEqual({ status: 503, connection: 'close' });
      expect(await request(`${server.url}/concepts/`, agent)).toEqual({ status: 200, connection: 'close' });
      expect(await request(`${server.url}/concepts/`, new Agent({ keepAlive: true }))).toEqual({ status: 200, connection: 'close' });
      expect(await ending(server, exit, 0)).toEqual({ end: 0, output: '' });
      expect(server.output()).toContain('drain window over');
      expect(server.output()).toContain('all requests finished');
      agent.destroy();
    },
  );

  it('exits 1 at the shutdown deadline when a request is still open', async () => {
    const server = await startServer({ LOG_LEVEL: 'info', SHUTDOWN_DELAY_MS: '0', SHUTDOWN_TIMEOUT_MS: '1000', HEADERS_TIMEOUT_MS: '60000', REQUEST_TIMEOUT_MS: '120000' });
    const url = new URL(server.url);
    // A request whose headers never end holds its connection open.
    const socket = connect(Number(url.port), url.hostname);
    socket.on('error', () => undefined);
    await new Promise<void>((resolve) => socket.once('connect', resolve));
    socket.write('GET / HTTP/1.1\r\nHost: localhost\r\n');
    await until(async () => (await fetch(`${server.url}/healthz`)).ok, 'server answers beside the open request');
    expect(await ending(server, server.stop('SIGTERM'), 1)).toEqual({ end: 1, output: '' });
    expect(server.output()).toContain('requests still open at the shutdown deadline');
    socket.destroy();
  });

  it('under keep-alive load answers every request sent on an accepted connection and exits 0', async () => {
    const server = await startServer({ KEEP_ALIVE_TIMEOUT_MS: '1000', SHUTDOWN_DELAY_MS: '1000' });
    const agent = new Agent({ keepAlive: true, maxSockets: 100 });
    const outcomes = { ok: 0, refused: 0, failed: [] as string[] };
    let stopping = false;
    // Clients go on until the listener has closed after the drain window: then the kernel
    // refuses new connections, which ends each client.
    const client = async () => {
      for (;;) {
        const outcome = await request(`${server.url}/concepts/`, agent);
        if ('status' in outcome) outcomes.ok += 1;
        else if (stopping && (outcome.error === 'ECONNREFUSED' || (!outcome.reused && outcome.error === 'ECONNRESET'))) {
          outcomes.refused += 1;
          return;
        } else outcomes.failed.push(`${outcome.error} (reused connection: ${outcome.reused})`);
      }
    };
    const clients = Array.from({ length: 100 }, client);
    await until(async () => outcomes.ok >= 500, '500 answers before the signal');
    stopping = true;
    const exit = server.stop('SIGTERM');
    await Promise.all(clients);
    expect(await ending(server, exit, 0)).toEqual({ end: 0, output: '' });
    expect(outcomes.failed).toEqual([]);
    agent.destroy();
  });
});
