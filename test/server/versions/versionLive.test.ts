// Live reload of an older version's folder, as the process wires it (loadSite, then live content
// per folder): a save there is served under /v4/ and changes the site version (so no cached
// page or ETag of before is answered), and reaches the live-reload stream at its /v4/ address.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import request from 'supertest';
import { createLiveContent, type ContentChange } from '../../../server/content/liveContent';
import { silentLogger } from '../../../server/logger';
import { combinedLive } from '../../../server/site/liveSite';
import { loadSite, type LoadedLanguage } from '../../../server/site/loadSite';
import { appOverLoaded } from '../../helpers/versionApp';

const page = (title: string, body: string) => `---\ntitle: ${title}\n---\n\n${body}\n`;

describe('a watched older version folder', () => {
  const roots: string[] = [];
  const folder = (files: Record<string, string>) => {
    const root = mkdtempSync(join(tmpdir(), 'live-version-'));
    roots.push(root);
    for (const [path, source] of Object.entries(files)) {
      mkdirSync(dirname(join(root, path)), { recursive: true });
      writeFileSync(join(root, path), source);
    }
    return root;
  };
  afterAll(() => {
    for (const root of roots) rmSync(root, { recursive: true, force: true });
  });

  async function start() {
    const current = folder({ 'index.md': page('webpack', 'Now.'), 'concepts/index.md': page('Concepts', 'Current concepts.') });
    const v4 = folder({ 'index.md': page('webpack', 'Then.'), 'concepts/index.md': page('Concepts', 'Older concepts, see [loaders](/loaders/).') });
    const loaded = await loadSite({ contentDir: current, translations: [], editBase: 'https://example.org/edit', versions: [{ name: '4', dir: v4 }] }, silentLogger());
    const version = loaded.versions[0] as LoadedLanguage;
    expect(version.locale).toBe('v4');
    const live = createLiveContent({ root: v4, store: version.store, renderer: version.renderer, pageOptions: version.pageOptions, log: silentLogger() });
    live.seed(version.files);
    return { loaded, live, v4, app: appOverLoaded(loaded, 10 * 1024 * 1024).app };
  }

  it('serves a save under /v4/, with a new page linked from the older pages and a new site version', async () => {
    const { loaded, live, v4, app } = await start();
    const before = loaded.site.store.current().version;
    const first = await request(app).get('/v4/concepts/');
    expect(first.text).toContain('href="/loaders/"');
    // Only the new page is saved: the page linking to it is rendered again by the live content.
    mkdirSync(join(v4, 'loaders'));
    writeFileSync(join(v4, 'loaders', 'index.md'), page('Loaders', 'Older loaders.'));
    await live.reconcile();
    writeFileSync(join(v4, 'concepts', 'index.md'), page('Concepts', 'Changed, see [loaders](/loaders/).'));
    await live.reconcile();
    expect(loaded.site.store.current().version).not.toBe(before);
    const after = await request(app).get('/v4/concepts/').set('If-None-Match', first.headers.etag as string);
    expect(after.status).toBe(200);
    expect(after.text).toContain('Changed, see');
    expect(after.text).toContain('href="/v4/loaders/"');
    expect((await request(app).get('/v4/loaders/')).status).toBe(200);
    // The current version's pages are untouched, and still link to the current loaders.
    expect((await request(app).get('/concepts/')).text).toContain('Current concepts.');
  });

  it('tells live-reload listeners the site version and the /v4/ address', async () => {
    const { loaded, live, v4 } = await start();
    const changes: ContentChange[] = [];
    combinedLive(loaded.site, { subscribe: () => () => undefined }, [{ locale: 'v4', live }]).subscribe((c) => changes.push(c));
    writeFileSync(join(v4, 'concepts', 'index.md'), page('Concepts', 'Again.'));
    await live.reconcile();
    expect(changes).toHaveLength(1);
    expect(changes[0]?.changed).toEqual(['/v4/concepts/']);
    expect(changes[0]?.version).toBe(loaded.site.store.current().version);
  });
});
