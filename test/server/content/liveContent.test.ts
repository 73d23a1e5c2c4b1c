// The live content without a watcher: reconcile() is the "compare now" hook the watcher calls,
// so every case here is deterministic.
import { mkdirSync, mkdtempSync, renameSync, rmdirSync, rmSync, statSync, unlinkSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { contentAssetOptions } from '../../../server/content/contentAssets';
import { buildContent } from '../../../server/content/contentSnapshot';
import { createLiveContent } from '../../../server/content/liveContent';
import { readContentFolder } from '../../../server/content/read';
import { createContentStore } from '../../../server/content/store';
import { silentLogger } from '../../../server/logger';
import { createMarkdownRenderer } from '../../../server/markdown/createMarkdownRenderer';

const page = (title: string, body: string) => `---\ntitle: ${title}\n---\n\n${body}\n`;

describe('live content reconciliation', () => {
  let root: string;
  const put = (path: string, source: string) => {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), source);
  };

  async function start() {
    const files = await readContentFolder(root);
    const renderer = createMarkdownRenderer(contentAssetOptions(files));
    const store = createContentStore(buildContent(files, renderer, { editBase: 'https://example.org/edit' }));
    const live = createLiveContent({ root, store, renderer, pageOptions: { editBase: 'https://example.org/edit' }, log: silentLogger() });
    live.seed(files);
    const html = (url: string) => store.current().pages.get(url)?.html;
    const problems = () => store.current().problems.map((p) => p.file);
    return { live, store, html, problems };
  }

  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'live-content-'));
    put('index.mdx', page('Home', 'Welcome.'));
    put('guide/a.mdx', page('Alpha', 'Read [here](/guide/b/).'));
    put('guide/b.mdx', page('Beta', 'Text.'));
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('finds nothing to do when the disk did not change', async () => {
    const { live } = await start();
    expect(await live.reconcile()).toBeNull();
  });

  it('serves a second save that keeps the size and puts the first mtime back', async () => {
    const { live, html } = await start();
    const file = join(root, 'guide', 'b.mdx');
    put('guide/b.mdx', page('Beta', 'First.'));
    const { mtime } = statSync(file);
    await live.reconcile();
    expect(html('/guide/b/')).toContain('First.');
    put('guide/b.mdx', page('Beta', 'Again.'));
    utimesSync(file, mtime, mtime);
    await live.reconcile(['guide/b.mdx']);
    expect(html('/guide/b/')).toContain('Again.');
  });

  it('lists a problem while the file is broken on disk, from start-up on, and drops it when fixed or gone', async () => {
    put('guide/c.mdx', '---\ntitle: [broken\n---\n');
    const { live, problems } = await start();
    expect(problems()).toEqual(['guide/c.mdx']);
    put('guide/b.mdx', page('Beta', 'Unrelated change.'));
    await live.reconcile();
    expect(problems()).toEqual(['guide/c.mdx']);
    put('guide/c.mdx', page('Gamma', 'Fixed.'));
    await live.reconcile();
    expect(problems()).toEqual([]);
    put('guide/c.mdx', '---\ntitle: [broken again\n---\n');
    await live.reconcile(['guide']);
    expect(problems()).toEqual(['guide/c.mdx']);
    unlinkSync(join(root, 'guide', 'c.mdx'));
    await live.reconcile(['guide']);
    expect(problems()).toEqual([]);
  });

  it('reports a page that cannot be read (a folder with a page name) while it is there, at start-up and later', async () => {
    mkdirSync(join(root, 'guide', 'odd.mdx'));
    const { live, problems } = await start();
    expect(problems()).toEqual(['guide/odd.mdx']);
    rmdirSync(join(root, 'guide', 'odd.mdx'));
    await live.reconcile();
    expect(problems()).toEqual([]);
    mkdirSync(join(root, 'guide', 'odd.mdx'));
    await live.reconcile(['guide']);
    expect(problems()).toEqual(['guide/odd.mdx']);
  });

  it('renders again a page that shows another page\'s title when that title changes', async () => {
    const { live, html } = await start();
    expect(html('/guide/a/')).toContain('Beta');
    put('guide/b.mdx', page('Bravo', 'Text.'));
    const change = await live.reconcile();
    expect(html('/guide/a/')).toContain('Bravo');
    expect(change?.changed.sort()).toEqual(['/guide/a/', '/guide/b/']);
  });

  it('follows a folder renamed, an atomic save and a file created and deleted between two passes', async () => {
    const { live, store } = await start();
    renameSync(join(root, 'guide'), join(root, 'manual'));
    put('manual/tmp.mdx.tmp', page('Temp', 'Never a page.'));
    renameSync(join(root, 'manual', 'tmp.mdx.tmp'), join(root, 'manual', 'b.mdx'));
    put('manual/brief.mdx', page('Brief', 'Soon gone.'));
    unlinkSync(join(root, 'manual', 'brief.mdx'));
    put('manual/a.mdx.swp', 'swap');
    await live.reconcile(['guide', 'manual']);
    expect([...store.current().pages.keys()].sort()).toEqual(['/', '/manual/a/', '/manual/b/']);
    expect(store.current().pages.get('/manual/b/')?.html).toContain('Never a page.');
  });

  it('keeps everything while the folder is missing, and compares it all when it is back', async () => {
    const { live, store } = await start();
    const away = `${root}-away`;
    renameSync(root, away);
    await live.reconcile();
    expect(store.current().pages.size).toBe(3);
    expect(store.current().problems.map((p) => p.file)).toEqual(['.']);
    writeFileSync(join(away, 'guide', 'b.mdx'), page('Beta', 'Changed while away.'));
    renameSync(away, root);
    await live.reconcile();
    expect(store.current().problems).toEqual([]);
    expect(store.current().pages.get('/guide/b/')?.html).toContain('Changed while away.');
  });
});
