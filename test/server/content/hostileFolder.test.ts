// A content folder made by a stranger (test/fixtures/hostileFolder.ts), read and served the way
// the server does at start and while watching: links out of the folder and special files are
// never read or served, the alias bomb, the refused link schemes and the pages over a limit are
// problems naming file and line, and every page of a once-quadratic shape is served.
import { execFileSync } from 'node:child_process';
import { rmSync, symlinkSync, unlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import supertest from 'supertest';
import { contentAssetOptions } from '../../../server/content/contentAssets';
import { buildContent } from '../../../server/content/contentSnapshot';
import { createLiveContent } from '../../../server/content/liveContent';
import { readContentFolder, readContentAsset } from '../../../server/content/read';
import { createContentStore } from '../../../server/content/store';
import { silentLogger } from '../../../server/logger';
import { createMarkdownRenderer } from '../../../server/markdown/createMarkdownRenderer';
import { makeHostileFolder, PNG, type HostileFolder } from '../../fixtures/hostileFolder';
import { appOverStore } from '../../helpers/testApp';

jest.setTimeout(60_000);
const OPTIONS = { editBase: 'https://example.org/edit' };

describe('a hostile content folder', () => {
  let folder: HostileFolder;
  let site: Awaited<ReturnType<typeof start>>;

  async function start() {
    const files = await readContentFolder(folder.root);
    const renderer = createMarkdownRenderer(contentAssetOptions(files));
    const store = createContentStore(buildContent(files, renderer, OPTIONS));
    const live = createLiveContent({ root: folder.root, store, renderer, pageOptions: OPTIONS, log: silentLogger() });
    live.seed(files);
    const request = supertest(appOverStore(store, undefined, live, [], [], { contentDir: folder.root }).app);
    return { files, store, live, request };
  }

  beforeAll(async () => {
    folder = makeHostileFolder(20_000);
    site = await start();
  });
  afterAll(() => rmSync(folder.root, { recursive: true, force: true }));

  it('lists only the regular files inside the folder: no linked page, image or folder, no FIFO', () => {
    expect(site.files.assets).toEqual(['images/ok.png']);
    expect(site.files.pages.map((p) => p.path)).not.toContain('zero.md');
    expect(site.files.unreadable).toEqual([]);
  });

  it('serves a listed image and answers 404 for a link to a system file, a linked folder and a FIFO', async () => {
    const ok = await site.request.get('/content-assets/images/ok.png');
    expect(ok.status).toBe(200);
    expect(ok.headers['content-type']).toBe('image/png');
    expect(Buffer.compare(ok.body as Buffer, PNG)).toBe(0);
    for (const path of ['images/passwd.png', 'images/hostname.png', 'images/root/etc/passwd', 'images/root/usr/share/pixmaps/debian-logo.png', 'images/fifo.png']) {
      const res = await site.request.get(`/content-assets/${path}`);
      expect([path, res.status, res.text]).toEqual([path, 404, 'Not Found']);
    }
  });

  it('does not follow a link or wait on a FIFO put in place of a listed image after start', async () => {
    const image = join(folder.root, 'images', 'ok.png');
    try {
      unlinkSync(image);
      symlinkSync('/etc/passwd', image);
      expect((await site.request.get('/content-assets/images/ok.png')).status).toBe(404);
      unlinkSync(image);
      execFileSync('mkfifo', [image]);
      // Answered without a writer on the FIFO: the open does not wait.
      expect((await site.request.get('/content-assets/images/ok.png')).status).toBe(404);
      expect(await readContentAsset(folder.root, 'images/ok.png')).toBeNull();
    } finally {
      unlinkSync(image);
      writeFileSync(image, PNG);
    }
    expect((await site.request.get('/content-assets/images/ok.png')).status).toBe(200);
  });

  it('reports the alias bomb, the refused links, the many keys and the long line with file and line', () => {
    const problems = Object.fromEntries(site.store.current().problems.map((p) => [p.file, p.line]));
    expect(problems).toEqual(folder.problems);
    const messages = site.store.current().problems.map((p) => `${p.file}: ${p.message}`);
    expect(messages).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^alias\.md: frontmatter uses the YAML alias \*a0: aliases are not allowed/),
        expect.stringMatching(/^links\/data\.md: field "related" item 1 has the url "data:.*scheme "data:"/),
        expect.stringMatching(/^links\/host\.md: field "related" item 1 .*another host/),
        expect.stringMatching(/^links\/script\.md: field "related" item 1 .*scheme "javascript:"/),
        expect.stringMatching(/^keys\.md: frontmatter is \d+ characters long, more than the 16384 allowed/),
        expect.stringMatching(/^long-line\.md: line 5 is 5000 characters long, more than the 4000 allowed/),
      ]),
    );
  });

  it('serves every page of the once-quadratic shapes, with unique heading ids', async () => {
    for (const url of folder.served) expect([url, site.store.current().pages.has(url)]).toEqual([url, true]);
    const headings = site.store.current().pages.get('/shapes/headings/');
    const ids = headings?.node.anchors.map((a) => a.id) ?? [];
    expect(ids.length).toBeGreaterThan(1000);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.slice(0, 3)).toEqual(['same', 'same-1', 'same-2']);
    const page = await site.request.get('/links/fine/');
    expect(page.status).toBe(200);
    expect(page.text).toContain('src="/content-assets/images/ok.png"');
  });

  it('while watching, reads no page through a link and turns a bomb saved later into a problem, keeping the last good page', async () => {
    const before = site.store.current().pages.get('/links/fine/')?.html;
    writeFileSync(join(folder.root, 'links', 'fine.md'), `${'---\ntitle: Fine\nx: &x [1,1,1,1,1,1,1,1,1]\ny: [*x,*x,*x]\n---\n\nChanged.\n'}`);
    symlinkSync('/dev/zero', join(folder.root, 'zero2.md'));
    await site.live.reconcile();
    const now = site.store.current();
    expect(now.pages.get('/links/fine/')?.html).toBe(before);
    expect(now.problems.find((p) => p.file === 'links/fine.md')?.message).toMatch(/alias \*x: aliases are not allowed.*the last good version stays on the site/);
    expect(now.problems.map((p) => p.file)).not.toContain('zero2.md');
    expect(now.pages.has('/zero2/')).toBe(false);
    const ready = await site.request.get('/readyz');
    expect(ready.status).toBe(503);
    expect(ready.body.problemCount).toBe(Object.keys(folder.problems).length + 1);
  });

  it('while watching, treats a FIFO or a link put in place of a page as gone, without waiting on it', async () => {
    const images = join(folder.root, 'shapes', 'images.md');
    const handlers = join(folder.root, 'shapes', 'handlers.md');
    unlinkSync(images);
    execFileSync('mkfifo', [images]);
    unlinkSync(handlers);
    symlinkSync('/dev/zero', handlers);
    // Resolves: no read waits on the FIFO for a writer or reads /dev/zero without end.
    await site.live.reconcile();
    const now = site.store.current();
    expect([now.pages.has('/shapes/images/'), now.pages.has('/shapes/handlers/')]).toEqual([false, false]);
    expect(now.problems.map((p) => p.file)).not.toEqual(expect.arrayContaining(['shapes/images.md']));
    expect(now.pages.has('/shapes/headings/')).toBe(true);
  });
});
