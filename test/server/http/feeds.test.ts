import request from 'supertest';
import { SAMPLE_SITE, cacheFilled, testApp } from '../../helpers/testApp';

const SITE: [string, string][] = [
  ...SAMPLE_SITE,
  ['redirects.json', JSON.stringify({ '/old-concepts/': '/concepts/', '/concepts/output/#legacy': '/concepts/entry-points/' })],
];

describe('files for crawlers, feeds and tools', () => {
  const { app } = testApp(SITE);

  it('serves sitemap.xml with every indexable page and no printable page', async () => {
    const res = await request(app).get('/sitemap.xml');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toContain('xml');
    expect(res.text).toContain('<loc>https://webpack.js.org/concepts/entry-points/</loc>');
    expect(res.text).not.toContain('printable');
  });

  it('serves robots.txt that disallows printable pages and names the sitemap', async () => {
    const res = await request(app).get('/robots.txt');
    expect(res.text).toContain('Disallow: /printable/');
    expect(res.text).toContain('Disallow: /concepts/printable/');
    expect(res.text).toContain('Sitemap: https://webpack.js.org/sitemap.xml');
  });

  it('names the blog feed in the head of every page, the feed itself answering there', async () => {
    const link = '<link rel="alternate" type="application/rss+xml" title="webpack blog" href="/blog/feed.xml">';
    for (const path of ['/', '/concepts/entry-points/', '/blog/', '/blog/2025-05-06-newer/', '/no-such-page/']) {
      const html = (await request(app).get(path)).text;
      expect(html.slice(0, html.indexOf('</head>'))).toContain(link);
    }
    expect((await request(app).get('/blog/feed.xml')).status).toBe(200);
  });

  it('serves the blog RSS feed newest first', async () => {
    const res = await request(app).get('/blog/feed.xml');
    expect(res.headers['content-type']).toContain('rss');
    expect(res.text).toContain('<rss version="2.0"');
    expect(res.text.indexOf('Newer Post')).toBeLessThan(res.text.indexOf('Older Post'));
  });

  it('serves llms.txt and the markdown source of each page at <url>index.md', async () => {
    const llms = await request(app).get('/llms.txt');
    expect(llms.text).toContain('[Entry Points](https://webpack.js.org/concepts/entry-points/index.md)');
    const md = await request(app).get('/concepts/entry-points/index.md');
    expect(md.status).toBe(200);
    expect(md.headers['content-type']).toContain('text/markdown');
    expect(md.text).toContain('## Single Entry Syntax');
    expect((await request(app).get('/nope/index.md')).status).toBe(404);
  });

  it('answers legacy paths from redirects.json with 301 and hands fragment redirects to the browser', async () => {
    const res = await request(app).get('/old-concepts/?a=1');
    expect(res.status).toBe(301);
    expect(res.headers.location).toBe('/concepts/?a=1');
    const { store } = testApp(SITE);
    expect(store.current().fragmentRedirects.get('/concepts/output/')).toEqual({ '#legacy': '/concepts/entry-points/' });
  });

  it('applies the built-in #cache redirect only where /configuration/cache/ exists', () => {
    const withCache = testApp([
      ['configuration/other-options.mdx', '---\ntitle: Other Options\n---\n\nText\n'],
      ['configuration/cache.mdx', '---\ntitle: Cache\n---\n\nText\n'],
    ]);
    expect(withCache.store.current().fragmentRedirects.get('/configuration/other-options/')).toEqual({ '#cache': '/configuration/cache/' });
    expect(testApp().store.current().fragmentRedirects.size).toBe(0);
  });
});

describe('HTML caching headers', () => {
  it('sends a strong ETag on cached pages, answers If-None-Match with 304, and allows stale-while-revalidate', async () => {
    const { app, cache } = testApp();
    await request(app).get('/concepts/');
    await cacheFilled(cache);
    const hit = await request(app).get('/concepts/');
    expect(hit.headers.etag).toMatch(/^"[^"]+"$/);
    expect(hit.headers['cache-control']).toContain('stale-while-revalidate');
    const revalidated = await request(app).get('/concepts/').set('If-None-Match', hit.headers.etag as string);
    expect(revalidated.status).toBe(304);
    expect(revalidated.text).toBe('');
  });
});
