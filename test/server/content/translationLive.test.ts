// Live reload of a translation folder: a save there is served under the locale, reaches the
// live-reload stream as the site version with the page's address in its language, and a new
// translated page turns the links of the other translated pages to it.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import request from 'supertest';
import { contentAssetOptions, translationAssetPrefix } from '../../../server/content/contentAssets';
import { buildContent } from '../../../server/content/contentSnapshot';
import { createLiveContent, type ContentChange } from '../../../server/content/liveContent';
import { readContentFolder } from '../../../server/content/read';
import { createContentStore } from '../../../server/content/store';
import { combinedLive } from '../../../server/site/liveSite';
import { createSite } from '../../../server/site/site';
import { silentLogger } from '../../../server/logger';
import { createMarkdownRenderer } from '../../../server/markdown/createMarkdownRenderer';
import { appOverStore, SAMPLE_SITE, snapshotOf } from '../../helpers/testApp';

const page = (title: string, body: string) => `---\ntitle: ${title}\n---\n\n${body}\n`;

describe('a watched translation folder', () => {
  let root: string;
  const put = (path: string, source: string) => {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), source);
  };

  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'live-ko-'));
    put('concepts/index.mdx', page('개념', '[엔트리](/concepts/entry-points/)를 보세요.'));
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  async function start() {
    const files = await readContentFolder(root);
    const renderer = createMarkdownRenderer(contentAssetOptions(files, translationAssetPrefix('ko')));
    const pageOptions = { editBase: 'https://example.org/edit', locale: 'ko' };
    const ko = createContentStore(buildContent(files, renderer, pageOptions));
    const live = createLiveContent({ root, store: ko, renderer, pageOptions, log: silentLogger() });
    live.seed(files);
    const english = createContentStore(snapshotOf(SAMPLE_SITE));
    const { app } = appOverStore(english, 0, undefined, [{ locale: 'ko', store: ko }], [{ locale: 'ko', live }]);
    return { app, live, ko, english };
  }

  it('serves a save under the locale, and a new page turns the other pages\' links to the locale', async () => {
    const { app, live } = await start();
    expect((await request(app).get('/ko/concepts/')).text).toContain('href="/concepts/entry-points/"');
    // Only the new page is saved: the page linking to it is rendered again by the live content.
    put('concepts/entry-points.mdx', page('엔트리 포인트', '본문.'));
    await live.reconcile();
    expect((await request(app).get('/ko/concepts/')).text).toContain('href="/ko/concepts/entry-points/"');
    put('concepts/index.mdx', page('개념', '새 본문.'));
    await live.reconcile();
    expect((await request(app).get('/ko/concepts/')).text).toContain('새 본문.');
    expect((await request(app).get('/ko/concepts/entry-points/')).text).toContain('<title>엔트리 포인트 | webpack</title>');
  });

  it('tells live-reload listeners the site version and the address in the locale', async () => {
    const { live, ko, english } = await start();
    const site = createSite(english, [{ locale: 'ko', store: ko }]);
    const changes: ContentChange[] = [];
    combinedLive(site, { subscribe: () => () => undefined }, [{ locale: 'ko', live }]).subscribe((c) => changes.push(c));
    put('concepts/index.mdx', page('개념', '바뀜.'));
    await live.reconcile();
    expect(changes).toHaveLength(1);
    expect(changes[0]?.changed).toEqual(['/ko/concepts/']);
    expect(changes[0]?.version).toBe(site.store.current().version);
    expect(changes[0]?.version).not.toBe(english.current().version);
  });
});
