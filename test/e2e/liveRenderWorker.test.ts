// Saving a huge page while the server runs in watch mode, from a stranger's side: the built
// server renders pages read again in its render worker, so while a page of the slowest shape near
// the size cap (thousands of identical headings) is being rendered, /healthz, a cached page and
// the new page's own address are answered (the last with Not Found: the page is not served yet),
// and the page is served once its render is done. Order of events, not timings: the server's own
// log shows the requests answered between the start of the render and the content update (on the
// main thread nothing can be answered in between: the update follows the render in one task).
import { cpSync, mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MAX_PAGE_BYTES } from '../../server/content/pageLimits';
import { quadraticPages } from '../fixtures/hostileFolder';
import { startServer, type RunningServer } from '../helpers/server';

jest.setTimeout(180_000);
const ROOT = join(__dirname, '..', '..');
const RENDERING = 'rendering in the render worker';

/** A page of identical headings (the slowest shape to render) just under the size cap. */
function slowPage(title: string): string {
  const headings = quadraticPages(MAX_PAGE_BYTES - 2_000)['shapes/headings.md'] ?? '';
  return headings.replace('title: Headings', `title: ${title}`);
}

/** The server's log lines so far. */
const lines = (server: RunningServer) => server.output().split('\n');

/** Resolves once the server's log has a line holding every part. */
async function logged(server: RunningServer, ...parts: string[]): Promise<void> {
  while (!lines(server).some((l) => parts.every((part) => l.includes(part)))) await new Promise((resolve) => setTimeout(resolve, 20));
}

describe('a page saved in watch mode renders off the main thread', () => {
  let parent: string;
  let dir: string;
  let server: RunningServer;

  beforeAll(async () => {
    parent = mkdtempSync(join(tmpdir(), 'live-render-'));
    dir = join(parent, 'content');
    cpSync(join(ROOT, 'content'), dir, { recursive: true });
    server = await startServer({ CONTENT_DIR: dir, WATCH_CONTENT: '1', LOG_LEVEL: 'debug' });
  });

  afterAll(async () => {
    await server?.stop();
    rmSync(parent, { recursive: true, force: true });
  });

  it('answers /healthz, a cached page and the new address while a huge page renders, then serves it', async () => {
    // A cached page: the second request for it is a hit.
    for (;;) {
      const res = await fetch(`${server.url}/concepts/`);
      await res.arrayBuffer();
      if (res.headers.get('x-cache') === 'HIT') break;
    }
    // Renamed in whole, so it is read and rendered once.
    const staged = join(parent, 'huge.md');
    writeFileSync(staged, slowPage('Huge page'));
    renameSync(staged, join(dir, 'huge.md'));
    await logged(server, RENDERING, 'huge.md');

    const events: string[] = [];
    events.push(`healthz ${(await fetch(`${server.url}/healthz`)).status}`);
    const cached = await fetch(`${server.url}/concepts/`);
    events.push(`cached ${cached.status} ${cached.headers.get('x-cache')} ${(await cached.text()).includes('</html>')}`);
    events.push(`new page ${(await fetch(`${server.url}/huge/`)).status}`);
    while ((await fetch(`${server.url}/huge/`)).status !== 200) await new Promise((resolve) => setTimeout(resolve, 50));
    events.push('new page served');
    expect(events).toEqual(['healthz 200', 'cached 200 HIT true', 'new page 404', 'new page served']);

    // The server's order: render started, the two requests answered, then the content update.
    const log = lines(server);
    const started = log.findIndex((l) => l.includes(RENDERING) && l.includes('huge.md'));
    const after = (from: number, ...parts: string[]) => log.findIndex((l, i) => i > from && parts.every((part) => l.includes(part)));
    const healthz = after(started, '"url":"/healthz"', 'request completed');
    const notFound = after(healthz, '"url":"/huge/"', '"status":404');
    const updated = after(notFound, 'content updated');
    expect([started, healthz, notFound].every((i, n, all) => i >= 0 && (n === 0 || i > (all[n - 1] ?? 0)))).toBe(true);
    expect(updated).toBeGreaterThan(notFound);
    expect(log[updated]).toContain('/huge/');

    const html = await (await fetch(`${server.url}/huge/`)).text();
    expect(html).toContain('Huge page');
    expect(html).toContain('id="same-1000"');
  });
});
