import request from 'supertest';
import { SAMPLE_SITE, cacheFilled, snapshotOf, testApp } from '../../helpers/testApp';

describe('page routes', () => {
  const { app } = testApp();

  it('answers / with the product title and html lang', async () => {
    const res = await request(app).get('/');
    expect(res.status).toBe(200);
    expect(res.text).toContain('<title>webpack</title>');
    expect(res.text).toContain('<html lang="en">');
    expect(res.text).toContain('<meta charset="utf-8">');
    expect(res.text).toContain('name="viewport"');
    expect(res.text).toMatch(/<meta name="description" content="[^"]+">/);
  });

  it('titles a docs page "<title> | webpack" and renders its article', async () => {
    const res = await request(app).get('/concepts/entry-points/');
    expect(res.status).toBe(200);
    expect(res.text).toContain('<title>Entry Points | webpack</title>');
    expect(res.text).toContain('id="single-entry-syntax"');
    expect(res.text).toContain('Further Reading');
    expect(res.text).toContain('Edit Document');
  });

  it('links related pages written without a trailing slash to their address with one', async () => {
    const site = SAMPLE_SITE.map(([path, source]): [string, string] => [path, path === 'concepts/entry-points.mdx' ? source.replace('url: /concepts/output/', 'url: /concepts/output#usage') : source]);
    const res = await request(testApp(site).app).get('/concepts/entry-points/');
    expect(res.text).toMatch(/<a [^>]*href="\/concepts\/output\/#usage"[^>]*>Output<\/a>/);
  });

  it('redirects /concepts to /concepts/ permanently, keeping the query', async () => {
    const res = await request(app).get('/concepts?x=1');
    expect([301, 308]).toContain(res.status);
    expect(res.headers.location).toBe('/concepts/?x=1');
  });

  // A last segment with a dot names a file: no slash is added, and the path is simply not found.
  it.each([
    ['//example.com', 404, undefined],
    ['/\\example.com', 404, undefined],
    ['//evil', 301, '/evil/'],
    ['/%2F%2Fexample', 301, '/%2F%2Fexample/'],
    ['/\\\\evil', 301, '/evil/'],
  ])('never redirects %s off-site (answers %s, Location %s)', async (path, status, location) => {
    const res = await request(app).get(path);
    expect(res.status).toBe(status);
    expect(res.headers.location).toBe(location);
  });

  it('answers unknown paths with 404 and the Not Found page', async () => {
    const res = await request(app).get('/nope/');
    expect(res.status).toBe(404);
    expect(res.text).toContain('Page Not Found');
    expect(res.text).toContain('Oops! The page you are looking for has been removed or relocated.');
    expect(res.text).toMatch(/<a[^>]*href="\/"[^>]*>Go to Homepage<\/a>/);
  });

  it('serves printable pages with every page of the section', async () => {
    const res = await request(app).get('/concepts/printable/');
    expect(res.status).toBe(200);
    expect(res.text).toContain('Single Entry Syntax');
    expect(res.text).toContain('id="page-concepts-output--usage"');
    const all = await request(app).get('/printable/');
    expect(all.text).toContain('<title>Combined printable page | webpack</title>');
  });

  it.each([
    ['/organization/', 'Organization'],
    ['/starter-kits/', 'Starter Kits'],
    ['/vote/', 'Vote'],
    ['/comparison/', 'Comparison'],
    ['/loaders/css-loader/', 'css-loader'],
    ['/blog/', 'Blog'],
  ])('serves %s titled %s', async (path, title) => {
    const res = await request(app).get(path);
    expect(res.status).toBe(200);
    expect(res.text).toContain(`<title>${title} | webpack</title>`);
  });

  it('shows Jump to Repository only for pages with a repository', async () => {
    expect((await request(app).get('/loaders/css-loader/')).text).toContain('Jump to Repository');
    expect((await request(app).get('/concepts/output/')).text).not.toContain('Jump to Repository');
  });

  it('renders /app-shell with an empty content area', async () => {
    const res = await request(app).get('/app-shell');
    expect(res.status).toBe(200);
    expect(res.text).toMatch(/<main id="main-content" class="app-shell" tabindex="-1"><\/main>/);
  });

  it('lists organization projects with "Maintainer needed..." when none is set', async () => {
    const res = await request(app).get('/organization/');
    expect(res.text).toContain('webpack-cli');
    expect(res.text).toContain('Maintainer needed...');
  });

  it('lists blog posts newest first on the blog index', async () => {
    const res = await request(app).get('/blog/');
    expect(res.text.indexOf('Newer Post')).toBeLessThan(res.text.indexOf('Older Post'));
  });

  it('answers 400 for malformed percent-encoding', async () => {
    expect((await request(app).get('/%E0%A4%A')).status).toBe(400);
    expect((await request(app).get('/%zz/')).status).toBe(400);
  });

  it('answers 405 for methods other than GET and HEAD', async () => {
    expect((await request(app).post('/concepts/')).status).toBe(405);
    expect((await request(app).delete('/concepts/')).status).toBe(405);
  });
});

describe('html cache', () => {
  it('answers the second request for a page with X-Cache: HIT', async () => {
    const { app, cache } = testApp();
    const first = await request(app).get('/concepts/');
    await cacheFilled(cache);
    const second = await request(app).get('/concepts/');
    expect(first.headers['x-cache']).toBe('MISS');
    expect(second.headers['x-cache']).toBe('HIT');
    expect(second.text).toBe(first.text);
  });

  it('sends a miss gzip-encoded to a client that takes gzip, the same page as without compression', async () => {
    const { app, cache } = testApp(SAMPLE_SITE, 0);
    const plain = await request(app).get('/concepts/entry-points/').set('Accept-Encoding', 'identity');
    const gzipped = await request(app).get('/concepts/entry-points/').set('Accept-Encoding', 'br, gzip');
    expect(cache.enabled).toBe(false);
    expect(plain.headers['content-encoding']).toBeUndefined();
    // Either way the body depends on Accept-Encoding, so a shared cache must keep them apart.
    expect(plain.headers.vary).toMatch(/Accept-Encoding/i);
    expect(gzipped.headers['x-cache']).toBe('MISS');
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gzipped.headers.vary).toMatch(/Accept-Encoding/i);
    // supertest has already gunzipped the body.
    expect(gzipped.text).toBe(plain.text);
    expect(gzipped.text).toContain('id="single-entry-syntax"');
    expect(gzipped.text).not.toContain('article-slot');
  });

  it('compresses responses other than pages (here a page source and the search API) with the compression middleware', async () => {
    const { app } = testApp([...SAMPLE_SITE, ['concepts/big.mdx', `---\ntitle: Big\n---\n\n${'Plenty of words about bundling. '.repeat(100)}\n`]], 0);
    const gzipped = await request(app).get('/concepts/big/index.md').set('Accept-Encoding', 'gzip');
    expect(gzipped.status).toBe(200);
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gzipped.text).toContain('Plenty of words about bundling.');
    const brotli = await request(app).get('/concepts/big/index.md').set('Accept-Encoding', 'br');
    expect(brotli.headers['content-encoding']).toBe('br');
    const search = await request(app).get('/api/search?q=bundling').set('Accept-Encoding', 'gzip');
    expect(search.status).toBe(200);
    expect(search.headers.vary).toMatch(/Accept-Encoding/i);
  });

  it('renders a page whose title is longer than React writes in one buffer', async () => {
    const title = `Long ${'title '.repeat(300)}`.trim();
    const site = SAMPLE_SITE.map(([p, src]): [string, string] => [p, p === 'concepts/index.mdx' ? src.replace(/^title: .*$/m, `title: ${title}`) : src]);
    const { app } = testApp(site, 0);
    for (const encoding of ['identity', 'gzip']) {
      const res = await request(app).get('/concepts/').set('Accept-Encoding', encoding);
      expect(res.status).toBe(200);
      expect(res.text).toContain(`<h1 class="doc__title">${title}</h1>`);
      expect(res.text).toContain('</html>');
    }
  });

  it('does not cache unknown paths', async () => {
    const { app, cache } = testApp();
    await request(app).get('/concepts/');
    await cacheFilled(cache);
    for (let i = 0; i < 20; i += 1) await request(app).get(`/unknown-${i}/`);
    expect(cache.size).toBe(1);
  });

  it('renders again after the content version changes', async () => {
    const { app, store, cache } = testApp();
    await request(app).get('/concepts/');
    await cacheFilled(cache);
    const changed = SAMPLE_SITE.map(([p, s]): [string, string] => [p, p === 'concepts/index.mdx' ? s.replace('See', 'Look at') : s]);
    store.replace(snapshotOf(changed));
    const res = await request(app).get('/concepts/');
    expect(res.headers['x-cache']).toBe('MISS');
    expect(res.text).toContain('Look at');
  });
});

describe('page data', () => {
  it('serves the page data of a page as JSON with its neighbours, naming its section\'s navigation', async () => {
    const { app, store } = testApp();
    const version = store.current().version;
    const res = await request(app).get(`/page-data/${version}/concepts/entry-points/data.json`);
    expect(res.status).toBe(200);
    expect(res.body.title).toBe('Entry Points');
    // The section's navigation is one shared, immutable piece, not repeated in every page's data.
    expect(res.body.section).toBeNull();
    expect(res.body.sectionPiece).toMatch(/^\/page-data\/sections\/concepts\.[\w-]{22}\.json$/);
    const section = await request(app).get(res.body.sectionPiece);
    expect(section.headers['cache-control']).toContain('immutable');
    expect(section.body.pages.map((p: { url: string }) => p.url)).toEqual(['/concepts/', '/concepts/entry-points/', '/concepts/output/']);
    expect(res.body.previous).toEqual({ title: 'Concepts', url: '/concepts/' });
    expect(res.body.next).toEqual({ title: 'Output', url: '/concepts/output/' });
    expect(res.headers['cache-control']).toContain('immutable');
  });

  it('answers 404 page data for unknown pages', async () => {
    const { app, store } = testApp();
    const res = await request(app).get(`/page-data/${store.current().version}/nope/data.json`);
    expect(res.status).toBe(404);
    expect(res.body.kind).toBe('notFound');
  });
});

describe('health and headers', () => {
  const { app } = testApp();

  it('answers /healthz with status ok', async () => {
    const res = await request(app).get('/healthz');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ok' });
  });

  it('sends a strict CSP and security headers, and no X-Powered-By', async () => {
    const res = await request(app).get('/concepts/');
    const csp = res.headers['content-security-policy'];
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['strict-transport-security']).toBeDefined();
    expect(res.headers['x-powered-by']).toBeUndefined();
  });

  it('sends no Cross-Origin-Opener-Policy or Origin-Agent-Cluster (each costs the page a fresh renderer process)', async () => {
    for (const path of ['/concepts/', '/', '/nope/']) {
      const res = await request(app).get(path);
      expect([path, res.headers['cross-origin-opener-policy'], res.headers['origin-agent-cluster']]).toEqual([path, undefined, undefined]);
    }
  });

  it('serves the public folder (favicon, service worker revalidated each time) and leaves other paths to the pages', async () => {
    const icon = await request(app).get('/favicon.svg');
    expect(icon.status).toBe(200);
    expect(icon.headers['content-type']).toContain('image/svg+xml');
    const worker = await request(app).get('/sw.js');
    expect(worker.status).toBe(200);
    expect(worker.headers['cache-control']).toBe('no-cache');
    expect((await request(app).get('/favicon.svg/extra/')).status).toBe(404);
    expect((await request(app).get('/concepts/')).text).toContain('<!DOCTYPE html>');
  });

  it('serves hashed assets with immutable caching and never files outside the public folders', async () => {
    const asset = await request(app).get('/assets/main-TEST.js');
    expect(asset.status).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    for (const path of ['/assets/../../package.json', '/assets/%2e%2e/%2e%2e/package.json', '/content-assets/../../../package.json', '/package.json']) {
      const res = await request(app).get(path);
      expect(res.text).not.toContain('"devDependencies"');
    }
  });
});
