// Hostile input against the real server: generated URLs, methods and headers. Nothing may
// produce a 5xx, a crash, a stack trace or a file path in a body, or a file from outside the
// public folders.
import { connect } from 'node:net';
import { Agent, request } from 'node:http';
import { waitForHydration } from '../helpers/browser';
import { siteInBrowser } from '../helpers/site';
import { startServer, type RunningServer } from '../helpers/server';

jest.setTimeout(120_000);

interface Probe {
  method: string;
  path: string;
  headers?: Record<string, string | string[]>;
}

/** A deterministic generator of hostile requests. */
function* hostileRequests(count: number): Generator<Probe> {
  const pieces = [
    '%', '%zz', '%E0%A4%A', '%C0%AF', '%00', '..', '%2e%2e', '..%2f', '%2e%2e%2f', '\\', '%5c', '//evil.example', '/\\evil.example',
    '<script>alert(1)</script>', '"><img src=x onerror=alert(1)>', "'", 'ünïcødé', '日本語', '%F0%9F%98%80', 'etc/passwd', 'package.json',
    'server/index.ts', '.git/config', 'dist/server/index.cjs', 'concepts', 'assets', 'content-assets', 'page-data', 'api', '%252e%252e',
    'a'.repeat(300), '~', '*', ';', '|', '`', '$(id)', '{{7*7}}', '${7*7}', '%0d%0aSet-Cookie:x=1',
  ];
  const methods = ['GET', 'GET', 'GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'OPTIONS', 'TRACE', 'PATCH'];
  let seed = 12345;
  const random = (n: number) => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return seed % n;
  };
  for (let i = 0; i < count; i += 1) {
    const depth = 1 + random(5);
    const segments = Array.from({ length: depth }, () => pieces[random(pieces.length)] ?? '');
    let path = `/${segments.join(random(3) === 0 ? '' : '/')}`;
    if (random(4) === 0) path += '/';
    if (random(5) === 0) path += `?q=${pieces[random(pieces.length)]}&x=${'y'.repeat(random(2000))}`;
    if (i % 1000 === 0) path = `/${'a'.repeat(10_000)}`;
    if (i % 1000 === 1) path = `/concepts/?${'q'.repeat(10_000)}`;
    const headers: Record<string, string | string[]> = {};
    if (random(10) === 0) headers['x-filler'] = 'z'.repeat(4000);
    if (random(10) === 0) headers['accept-encoding'] = ['gzip', 'br'];
    if (random(20) === 0) headers['if-none-match'] = '"<script>"';
    if (random(20) === 0) headers['host'] = 'evil.example:99999';
    // Characters a client cannot put on the wire unescaped are sent percent-encoded; everything
    // else (%, .., backslashes, quotes, angle brackets) goes out as generated.
    path = path.replace(/[^\x21-\x7e]/g, (c) => encodeURIComponent(c));
    yield { method: methods[random(methods.length)] ?? 'GET', path, headers };
  }
}

/** Sends one request with a raw (not re-encoded) path. */
function send(base: URL, agent: Agent, probe: Probe): Promise<{ status: number; body: string }> {
  return new Promise((resolve) => {
    const req = request({ host: base.hostname, port: base.port, method: probe.method, path: probe.path, headers: probe.headers, agent }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('latin1') }));
      res.on('error', () => resolve({ status: -1, body: '' }));
    });
    // Node refuses to send some paths itself (invalid characters); those never reach a server.
    req.on('error', (error: NodeJS.ErrnoException) => resolve({ status: error.code === 'ERR_UNESCAPED_CHARACTERS' ? 0 : -1, body: String(error.code) }));
    req.end();
  });
}

describe('hostile requests', () => {
  let server: RunningServer;

  beforeAll(async () => {
    server = await startServer();
  });

  afterAll(async () => {
    await server?.stop();
  });

  it('answers 10,000 generated hostile requests without a 5xx, a leak or a crash', async () => {
    const base = new URL(server.url);
    const agent = new Agent({ keepAlive: true, maxSockets: 16 });
    const probes = [...hostileRequests(10_000)];
    const failures: string[] = [];
    const statuses = new Map<number, number>();
    let next = 0;
    const worker = async () => {
      while (next < probes.length) {
        const probe = probes[next++];
        if (!probe) break;
        const { status, body } = await send(base, agent, probe);
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
        if (status >= 500 || status === -1) failures.push(`${probe.method} ${probe.path.slice(0, 80)} → ${status} ${body.slice(0, 80)}`);
        if (/at [\w.<>]+ \(|\/work\/|node_modules|\.ts:\d+|"devDependencies"|root:x:0:0/.test(body)) failures.push(`${probe.method} ${probe.path.slice(0, 80)} leaked: ${body.slice(0, 120)}`);
      }
    };
    await Promise.all(Array.from({ length: 16 }, worker));
    agent.destroy();
    expect(failures.slice(0, 20)).toEqual([]);
    expect([...statuses.values()].reduce((a, b) => a + b, 0)).toBe(10_000);
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
  });

  it.each([
    ['/%E0%A4%A', 400],
    ['/%', 400],
    ['/%zz/', 400],
    ['/concepts/%zz', 400],
    ['/assets/%zz', 400],
    ['/nope/', 404],
    ['/assets/../../package.json', 404],
    ['/assets/..%2f..%2fpackage.json', 404],
    ['/content-assets/..%2f..%2fpackage.json', 404],
    ['/content-assets/%2e%2e/%2e%2e/package.json', 404],
  ])('answers %s with %i', async (path, status) => {
    const res = await send(new URL(server.url), new Agent(), { method: 'GET', path });
    expect(res.status).toBe(status);
    expect(res.body).not.toContain('"devDependencies"');
  });

  it.each([['TRACE'], ['PUT'], ['DELETE'], ['POST'], ['PATCH']])('answers %s with 405', async (method) => {
    const res = await send(new URL(server.url), new Agent(), { method, path: '/concepts/' });
    expect(res.status).toBe(405);
  });

  it('answers a request Node cannot parse with a 4xx and security headers, not a dropped connection', async () => {
    const base = new URL(server.url);
    const answer = await new Promise<string>((resolve) => {
      const socket = connect(Number(base.port), base.hostname, () => socket.write('GET /\u0000bad HTTP/1.1\r\nHost: x\r\n\r\n'));
      let data = '';
      socket.on('data', (d) => (data += d.toString()));
      socket.on('close', () => resolve(data));
    });
    expect(answer).toMatch(/^HTTP\/1\.1 400/);
    expect(answer).toContain('X-Content-Type-Options: nosniff');
  });

  it('sends the security headers on pages, assets, data, errors and 404s', async () => {
    for (const path of ['/', '/concepts/', '/nope/', '/%zz', '/api/search?q=a', '/healthz', '/sitemap.xml']) {
      const res = await fetch(server.url + path);
      expect([path, res.headers.get('x-content-type-options')]).toEqual([path, 'nosniff']);
      expect(res.headers.get('content-security-policy') ?? '').toContain("frame-ancestors 'none'");
      expect(res.headers.get('content-security-policy') ?? '').not.toContain("'unsafe-inline'");
      expect(res.headers.get('x-powered-by')).toBeNull();
    }
  });
});

describe('script injection through the URL', () => {
  const site = siteInBrowser();

  it.each([
    '/<script>window.__pwned=1</script>/',
    '/"><img src=x onerror="window.__pwned=1">/',
    '/concepts/?q=</script><script>window.__pwned=1</script>',
    '/javascript:window.__pwned=1/',
  ])('never runs a script injected through %s', async (path) => {
    const page = await site.browser.newPage();
    let dialogs = 0;
    page.on('dialog', async (dialog) => {
      dialogs += 1;
      await dialog.dismiss();
    });
    await page.goto(site.server.url + encodeURI(path).replace(/%25/g, '%'));
    await waitForHydration(page);
    expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
    expect(dialogs).toBe(0);
    await page.close();
  });
});
