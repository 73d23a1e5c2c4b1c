// Saving huge pages while the server runs in watch mode, from a stranger's side: the built server
// renders pages read again in its render worker, so while pages of the slowest shape near the size
// cap (thousands of identical headings) are being rendered, /healthz, a cached page and the new
// page's own address are answered at once (the last with Not Found: the new pages are not served
// yet), and the new pages are served when their render is done. Order of events, not timings.
import { cpSync, mkdirSync, mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MAX_PAGE_BYTES } from '../../server/content/pageLimits';
import { quadraticPages } from '../fixtures/hostileFolder';
import { startServer, type RunningServer } from '../helpers/server';

jest.setTimeout(180_000);
const ROOT = join(__dirname, '..', '..');
const PAGES = ['p1', 'p2', 'p3', 'p4'];

/** A page of identical headings (the slowest shape to render) just under the size cap. */
function slowPage(title: string): string {
  const headings = quadraticPages(MAX_PAGE_BYTES - 2_000)['shapes/headings.md'] ?? '';
  return headings.replace('title: Headings', `title: ${title}`);
}

/** Resolves once the server's output has a line naming both strings. */
async function outputLine(server: RunningServer, ...parts: string[]): Promise<string> {
  for (;;) {
    const line = server.output().split('\n').find((l) => parts.every((part) => l.includes(part)));
    if (line) return line;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const statusOf = async (url: string) => (await fetch(url)).status;

describe('pages saved in watch mode render off the main thread', () => {
  let dir: string;
  let stage: string;
  let server: RunningServer;

  beforeAll(async () => {
    const parent = mkdtempSync(join(tmpdir(), 'live-render-'));
    dir = join(parent, 'content');
    stage = join(parent, 'stage');
    cpSync(join(ROOT, 'content'), dir, { recursive: true });
    server = await startServer({ CONTENT_DIR: dir, WATCH_CONTENT: '1', LOG_LEVEL: 'debug' });
  });

  afterAll(async () => {
    await server?.stop();
    rmSync(join(dir, '..'), { recursive: true, force: true });
  });

  it('answers /healthz, a cached page and the new address while huge pages render, then serves them', async () => {
    // A cached page: the second request for it is a hit.
    for (;;) {
      const res = await fetch(`${server.url}/concepts/`);
      await res.arrayBuffer();
      if (res.headers.get('x-cache') === 'HIT') break;
    }
    // The pages arrive together (a folder renamed in), so they are rendered one after the other
    // in one pass and published together once all are done.
    mkdirSync(stage);
    for (const name of PAGES) writeFileSync(join(stage, `${name}.md`), slowPage(`Slow ${name}`));
    renameSync(stage, join(dir, 'slow'));
    await outputLine(server, 'rendering in the render worker', 'slow/p1.md');

    const events: string[] = [];
    events.push(`healthz ${await statusOf(`${server.url}/healthz`)}`);
    const cached = await fetch(`${server.url}/concepts/`);
    events.push(`cached ${cached.status} ${cached.headers.get('x-cache')} ${(await cached.text()).includes('</html>')}`);
    events.push(`new page ${await statusOf(`${server.url}/slow/p4/`)}`);
    for (;;) {
      const statuses = await Promise.all(PAGES.map((name) => statusOf(`${server.url}/slow/${name}/`)));
      if (statuses.every((status) => status === 200)) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    events.push('new pages served');
    expect(events).toEqual(['healthz 200', 'cached 200 HIT true', 'new page 404', 'new pages served']);

    const html = await (await fetch(`${server.url}/slow/p4/`)).text();
    expect(html).toContain('Slow p4');
    expect(html).toContain('id="same-1000"');
  });
});
