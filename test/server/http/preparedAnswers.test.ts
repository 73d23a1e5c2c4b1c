// Answers that depend only on the content version (sitemap, robots.txt, the blog feed, llms.txt
// in each language, the markdown twins, the offline pieces) are built and compressed once per
// version, then written from the cache like a page; the print views and their data are kept for
// the version outside the LRU, so a crawl through every page cannot evict them.
import request from 'supertest';
import { cacheFilled, translatedApp } from '../../helpers/testApp';

type App = ReturnType<typeof translatedApp>;

async function siteVersion(app: App['app']): Promise<string> {
  return ((await request(app).get('/readyz')).body as { version: string }).version;
}

/** Asks twice and returns both answers; the second once the first is kept. */
async function twice(site: App, path: string) {
  const before = site.cache.size;
  const first = await request(site.app).get(path).set('accept-encoding', 'br, gzip');
  await cacheFilled(site.cache, before + 1);
  const second = await request(site.app).get(path).set('accept-encoding', 'br, gzip');
  return { first, second };
}

describe('answers prepared once per content version', () => {
  it('serves sitemap, robots.txt, feed, llms.txt and markdown twins of every language from the cache after the first request', async () => {
    const site = translatedApp();
    const version = await siteVersion(site.app);
    const paths: [string, RegExp][] = [
      ['/sitemap.xml', /^application\/xml/],
      ['/robots.txt', /^text\/plain/],
      ['/blog/feed.xml', /^application\/rss\+xml/],
      ['/llms.txt', /^text\/plain/],
      ['/ko/llms.txt', /^text\/plain/],
      ['/concepts/index.md', /^text\/markdown/],
      ['/ko/concepts/index.md', /^text\/markdown/],
      ['/ko/concepts/output/index.md', /^text\/markdown/],
      [`/page-data/${version}/manifest.json`, /^application\/json/],
      [`/page-data/${version}/concepts/output/page.json`, /^application\/json/],
      [`/page-data/${version}/sections/concepts.json`, /^application\/json/],
      ['/api/sponsors.json', /^application\/json/],
      ['/api/starter-kits.json', /^application\/json/],
    ];
    for (const [path, type] of paths) {
      const { first, second } = await twice(site, path);
      expect([path, first.status, first.headers['x-cache'], second.status, second.headers['x-cache'], second.headers['content-encoding']]).toEqual([path, 200, 'MISS', 200, 'HIT', 'br']);
      expect(second.headers['content-type']).toMatch(type);
      expect(second.text).toBe(first.text);
      // The same security headers as the first answer, and its cache policy.
      expect(second.headers['content-security-policy']).toBe(first.headers['content-security-policy']);
      expect(second.headers['cache-control']).toBe(first.headers['cache-control']);
      expect(site.cache.get(version, path)).toBeDefined();
    }
    expect((await request(site.app).get('/ko/concepts/index.md')).text).toContain('개념');
  });

  it('revalidates a kept answer with its ETag', async () => {
    const site = translatedApp();
    const { second } = await twice(site, '/sitemap.xml');
    const again = await request(site.app).get('/sitemap.xml').set('accept-encoding', 'br, gzip').set('if-none-match', String(second.headers.etag));
    expect(again.status).toBe(304);
  });

  it('keeps nothing for a twin, a locale file or a piece that does not exist', async () => {
    const site = translatedApp();
    const version = await siteVersion(site.app);
    for (const path of ['/no-such/index.md', '/ko/no-such/index.md', '/xx/llms.txt', `/page-data/${version}/no-such/page.json`, `/page-data/sections/concepts.${'x'.repeat(22)}.json`]) {
      const res = await request(site.app).get(path);
      expect([path, res.status]).toEqual([path, 404]);
    }
    expect(site.cache.size).toBe(0);
  });
});

describe('print views', () => {
  it('keep their page and data for the version outside the LRU, through a crawl that overflows it', async () => {
    // A budget of a couple of pages: every other page evicts the one before.
    const site = translatedApp(undefined, 48 * 1024);
    const version = await siteVersion(site.app);
    const views = ['/concepts/printable/', '/printable/', '/ko/concepts/printable/', `/page-data/${version}/concepts/printable/data.json`, `/page-data/${version}/printable/data.json`];
    for (const path of views) await twice(site, path);
    const pinned = site.cache.pinnedBytes;
    expect(pinned).toBeGreaterThan(0);
    for (const path of ['/concepts/', '/concepts/entry-points/', '/concepts/output/', '/loaders/', '/blog/', '/comparison/', '/ko/concepts/', '/ko/concepts/output/', '/']) {
      await request(site.app).get(path);
      await request(site.app).get(path);
    }
    for (const path of views) {
      const res = await request(site.app).get(path).set('accept-encoding', 'br');
      expect([path, res.status, res.headers['x-cache']]).toEqual([path, 200, 'HIT']);
    }
    expect(site.cache.bytes).toBeLessThanOrEqual(48 * 1024);
    expect(site.cache.pinnedBytes).toBe(pinned);
  });
});
