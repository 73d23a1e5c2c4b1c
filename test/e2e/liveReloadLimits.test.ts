// The live-reload stream under abuse: one client opening a thousand streams gets its share and a
// clear refusal for the rest while the site keeps answering; streams end after a time-out and
// the browser reconnects; in production strangers neither listen nor see content problems.
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { request, type ClientRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openBrowser, waitForHydration } from '../helpers/browser';
import { startServer, type RunningServer } from '../helpers/server';

jest.setTimeout(120_000);
const ROOT = join(__dirname, '..', '..');

/** Opens a stream and resolves with its status and, for a refusal, its body. */
function openStream(base: URL, headers: Record<string, string> = {}): { req: ClientRequest; answer: Promise<{ status: number; body: string }> } {
  let req!: ClientRequest;
  const answer = new Promise<{ status: number; body: string }>((resolve) => {
    req = request({ host: base.hostname, port: base.port, path: '/__live', agent: false, headers }, (res) => {
      if (res.statusCode === 200) return resolve({ status: 200, body: '' });
      let body = '';
      res.on('data', (c: Buffer) => (body += c.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', (error) => resolve({ status: -1, body: String(error) }));
    req.end();
  });
  return { req, answer };
}

describe('live reload limits', () => {
  let dir: string;
  let server: RunningServer;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'live-limits-'));
    cpSync(join(ROOT, 'content'), dir, { recursive: true });
    server = await startServer({ CONTENT_DIR: dir, WATCH_CONTENT: '1' });
  });

  afterAll(async () => {
    await server?.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  it('gives one client 8 of 1,000 streams, refuses the rest with a clear 503, and keeps /healthz and pages at 200', async () => {
    const base = new URL(server.url);
    const streams = Array.from({ length: 1000 }, () => openStream(base));
    const answers = await Promise.all(streams.map((s) => s.answer));
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(8);
    expect(statuses.filter((s) => s === 503)).toHaveLength(992);
    expect(answers.find((a) => a.status === 503)?.body).toMatch(/Too many live-reload streams from this address \(at most 8\)/);
    // Meanwhile the site answers everyone.
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
    expect((await fetch(`${server.url}/concepts/`)).status).toBe(200);
    for (const s of streams) s.req.destroy();
    // Closed streams free their places (the server notices each close on its own time).
    for (;;) {
      const next = openStream(base);
      const { status } = await next.answer;
      next.req.destroy();
      if (status === 200) break;
    }
  });
});

describe('live reload in production', () => {
  it('serves streams and problem details to this machine only, unless LIVE_RELOAD_PUBLIC=1', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'live-private-'));
    cpSync(join(ROOT, 'content'), dir, { recursive: true });
    const proxied = { 'x-forwarded-for': '203.0.113.9' };
    const server = await startServer({ CONTENT_DIR: dir, WATCH_CONTENT: '1' });
    try {
      const base = new URL(server.url);
      expect((await fetch(`${server.url}/readyz`)).status).toBe(200);
      const local = openStream(base);
      expect((await local.answer).status).toBe(200);
      local.req.destroy();
      expect((await openStream(base, proxied).answer).status).toBe(404);
      const ready = await (await fetch(`${server.url}/readyz`, { headers: proxied })).json();
      expect(ready).toMatchObject({ status: 'ready', problemCount: 0 });
      expect(ready.problems).toBeUndefined();
      expect((await (await fetch(`${server.url}/readyz`)).json()).problems).toEqual([]);
    } finally {
      await server.stop();
    }
    const open = await startServer({ CONTENT_DIR: dir, WATCH_CONTENT: '1', LIVE_RELOAD_PUBLIC: '1' });
    try {
      const stream = openStream(new URL(open.url), proxied);
      expect((await stream.answer).status).toBe(200);
      stream.req.destroy();
      expect((await (await fetch(`${open.url}/readyz`, { headers: proxied })).json()).problems).toEqual([]);
    } finally {
      await open.stop();
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('shows no problem details on /readyz when the content is not watched', async () => {
    const server = await startServer();
    try {
      const ready = await (await fetch(`${server.url}/readyz`)).json();
      expect(ready.problemCount).toBe(0);
      expect(ready.problems).toBeUndefined();
      expect((await fetch(`${server.url}/__live`)).status).toBe(404);
    } finally {
      await server.stop();
    }
  });
});

describe('live reload time-out', () => {
  it('ends a stream after LIVE_STREAM_TIMEOUT_MS and the open page reconnects on its own', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'live-timeout-'));
    cpSync(join(ROOT, 'content'), dir, { recursive: true });
    const server = await startServer({ CONTENT_DIR: dir, WATCH_CONTENT: '1', LIVE_STREAM_TIMEOUT_MS: '1000' });
    const browser = await openBrowser();
    try {
      const page = await browser.newPage();
      let streams = 0;
      let reconnected!: () => void;
      const second = new Promise<void>((resolve) => (reconnected = resolve));
      page.on('request', (r) => {
        if (new URL(r.url()).pathname === '/__live' && ++streams === 2) reconnected();
      });
      await page.goto(`${server.url}/concepts/`);
      await waitForHydration(page);
      await second;
      expect(streams).toBeGreaterThanOrEqual(2);
    } finally {
      await browser.close();
      await server.stop();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
