// An older documentation version served under /v4/ beside the current one, over small
// in-memory content: its pages, home, print view, page data, section pieces, markdown twins,
// llms.txt, redirects and its own Not Found page; the banner and the switcher's links; search
// scoped by version; the current version owning the sitemap and offline saving.
import request from 'supertest';
import { pageDataUrl } from '../../../shared/urls';
import { testApp } from '../../helpers/testApp';
import { versionedApp } from '../../helpers/versionApp';

/** The page data embedded in a page's HTML. */
function embedded(html: string): { page: { url: string; docsVersion?: { name: string; current: string; links: { version: string; url: string }[]; onSite: boolean; notice: string | null } } } {
  const json = /<script type="application\/json" id="[^"]+">([\s\S]*?)<\/script>/.exec(html)?.[1];
  if (!json) throw new Error('no data island');
  return JSON.parse(json) as ReturnType<typeof embedded>;
}

describe('an older version under /v4/', () => {
  const { app, site } = versionedApp();

  it('serves a webpack 4 page with its title, its own navigation and the older callouts', async () => {
    const res = await request(app).get('/v4/concepts/entry-points/');
    expect(res.status).toBe(200);
    expect(res.text).toContain('<title>Entry Points | webpack</title>');
    expect(res.text).toContain('class="callout callout--tip"');
    expect(res.text).toContain('<strong>entries</strong>');
    expect(res.text).toContain('class="callout callout--todo"');
    // Sidebar and neighbours stay in the version.
    expect(res.text).toContain('href="/v4/concepts/old-entries/"');
    expect(res.text).not.toMatch(/href="\/concepts\/old-entries\/"/);
  });

  it('keeps internal links of an older page in its version when it has the page', async () => {
    const res = await request(app).get('/v4/concepts/');
    expect(res.text).toContain('href="/v4/concepts/entry-points/"');
    // webpack 4 has no mode page: the link goes to the current version's.
    expect(res.text).toContain('href="/concepts/mode/"');
  });

  it('serves the version home', async () => {
    const res = await request(app).get('/v4/');
    expect(res.status).toBe(200);
    expect(embedded(res.text).page.url).toBe('/v4/');
  });

  it('redirects /v4 and /v4/concepts to their trailing-slash addresses', async () => {
    expect((await request(app).get('/v4')).headers.location).toBe('/v4/');
    const res = await request(app).get('/v4/concepts?x=1');
    expect(res.status).toBe(301);
    expect(res.headers.location).toBe('/v4/concepts/?x=1');
  });

  it('answers a page webpack 4 lacks with a real 404 in the v4 chrome, apart from the current 404', async () => {
    const v4 = await request(app).get('/v4/configuration/nowhere/');
    expect(v4.status).toBe(404);
    const data = embedded(v4.text).page;
    expect(data.url).toBe('/v4/404/');
    expect(data.docsVersion?.name).toBe('4');
    expect(v4.text).toContain('class="version-notice"');
    // The current version's page of the same path is no fallback.
    const current = await request(app).get('/concepts/output/');
    expect(current.status).toBe(200);
    const missing = await request(app).get('/v4/concepts/output/');
    expect(missing.status).toBe(404);
    // The current version's 404 has no banner, even after the v4 one was stored.
    const root404 = await request(app).get('/nowhere/');
    expect(root404.status).toBe(404);
    expect(root404.text).not.toContain('class="version-notice"');
    const again = await request(app).get('/v4/elsewhere/');
    expect(again.text).toContain('class="version-notice"');
  });

  it('shows the banner with a link to the same page in the current version, by path', async () => {
    const data = embedded((await request(app).get('/v4/concepts/entry-points/')).text).page;
    expect(data.docsVersion?.notice).toContain('webpack 4');
    expect(data.docsVersion?.notice).toContain('webpack 5');
    expect(data.docsVersion?.notice).toContain('href="/concepts/entry-points/"');
    expect(data.docsVersion?.links).toEqual([
      { version: '5', url: '/concepts/entry-points/' },
      { version: '4', url: '/v4/concepts/entry-points/' },
    ]);
  });

  it("links the banner through the current version's redirects, else to its home", async () => {
    const renamed = embedded((await request(app).get('/v4/concepts/old-entries/')).text).page;
    expect(renamed.docsVersion?.notice).toContain('href="/concepts/entry-points/"');
    const gone = embedded((await request(app).get('/v4/concepts/commons-chunk/')).text).page;
    expect(gone.docsVersion?.notice).toContain('href="/"');
    expect(gone.docsVersion?.links[0]).toEqual({ version: '5', url: '/' });
  });

  it("gives current pages the switcher's link to the same page in v4, or v4's home", async () => {
    const same = embedded((await request(app).get('/concepts/entry-points/')).text).page;
    expect(same.docsVersion).toEqual({ name: '5', current: '5', notice: null, onSite: true, links: [{ version: '5', url: '/concepts/entry-points/' }, { version: '4', url: '/v4/concepts/entry-points/' }] });
    const lacking = embedded((await request(app).get('/concepts/output/')).text).page;
    expect(lacking.docsVersion?.links[1]).toEqual({ version: '4', url: '/v4/' });
    const current = await request(app).get('/concepts/output/');
    expect(current.text).not.toContain('class="version-notice"');
  });

  it('gives older pages a canonical link to themselves', async () => {
    const res = await request(app).get('/v4/concepts/entry-points/');
    expect(res.text).toContain('<link rel="canonical" href="https://webpack.js.org/v4/concepts/entry-points/">');
    expect((await request(app).get('/concepts/entry-points/')).text).not.toContain('rel="canonical"');
  });

  it('serves page data of an older page, with its section as a piece of its own', async () => {
    const version = site.store.current().version;
    const res = await request(app).get(pageDataUrl(version, '/v4/concepts/entry-points/'));
    expect(res.status).toBe(200);
    expect(res.body.url).toBe('/v4/concepts/entry-points/');
    expect(res.body.docsVersion.name).toBe('4');
    expect(res.body.html).toContain('callout--tip');
    expect(typeof res.body.sectionPiece).toBe('string');
    const piece = await request(app).get(res.body.sectionPiece as string);
    expect(piece.status).toBe(200);
    expect(JSON.stringify(piece.body)).toContain('/v4/concepts/old-entries/');
  });

  it("serves the older version's navigation for the phone drawer under v4", async () => {
    const version = site.store.current().version;
    const res = await request(app).get(`/page-data/${version}/v4/nav.json`);
    expect(res.status).toBe(200);
    expect(JSON.stringify(res.body)).toContain('/v4/concepts/commons-chunk/');
    expect(JSON.stringify(res.body)).not.toContain('/concepts/output/');
  });

  it('serves the print view of an older section', async () => {
    const res = await request(app).get('/v4/concepts/printable/');
    expect(res.status).toBe(200);
    expect(res.text).toContain('zzcommonsquux');
    expect(res.text).toContain('class="version-notice"');
  });

  it('serves the markdown twin of an older page', async () => {
    const res = await request(app).get('/v4/concepts/commons-chunk/index.md');
    expect(res.status).toBe(200);
    expect(res.text).toContain('zzcommonsquux');
  });

  it('serves llms.txt per version', async () => {
    const v4 = await request(app).get('/v4/llms.txt');
    expect(v4.status).toBe(200);
    expect(v4.text).toContain('/v4/concepts/commons-chunk/');
    const current = await request(app).get('/llms.txt');
    expect(current.text).not.toContain('/v4/');
  });

  it('lists the current version alone in the sitemap', async () => {
    const res = await request(app).get('/sitemap.xml');
    expect(res.text).toContain('/concepts/entry-points/');
    expect(res.text).not.toContain('/v4/');
  });

  it('keeps cache entries and ETags of the versions apart', async () => {
    const a = await request(app).get('/concepts/entry-points/');
    const b = await request(app).get('/v4/concepts/entry-points/');
    expect(a.headers.etag).toBeDefined();
    expect(a.headers.etag).not.toBe(b.headers.etag);
    const again = await request(app).get('/v4/concepts/entry-points/').set('If-None-Match', a.headers.etag as string);
    expect(again.status).toBe(200);
    expect(again.text).toContain('class="version-notice"');
  });

  it('leaves the older version out of the offline manifest', async () => {
    const version = site.store.current().version;
    const res = await request(app).get(`/page-data/${version}/manifest.json`);
    expect(res.status).toBe(200);
    expect(JSON.stringify(res.body)).not.toContain('/v4/');
    expect((await request(app).get(`/page-data/${version}/v4/manifest.json`)).status).toBe(404);
  });
});

describe('search per version', () => {
  const { app } = versionedApp();

  it('searches the current version by default, never an older one', async () => {
    const res = await request(app).get('/api/search?q=zzcommonsquux');
    expect(res.status).toBe(200);
    expect(res.body.results).toEqual([]);
    expect((await request(app).get('/api/search?q=zzcommonsquux&version=5')).body.results).toEqual([]);
    expect((await request(app).get('/api/search?q=zzcommonsquux&lang=v4')).status).toBe(400);
  });

  it('searches an older version with version=, its results at its addresses', async () => {
    const res = await request(app).get('/api/search?q=zzcommonsquux&version=4');
    expect(res.status).toBe(200);
    expect(res.body.results.map((r: { url: string }) => r.url.split('#')[0])).toEqual(['/v4/concepts/commons-chunk/']);
  });

  it('refuses a version the site does not serve, naming it', async () => {
    const res = await request(app).get('/api/search?q=entry&version=3');
    expect(res.status).toBe(400);
    expect(res.body.error).toContain('"3"');
  });
});

describe('a site without older versions', () => {
  it('keeps the switcher on the other site, with no banner and no switcher in the phone drawer', async () => {
    const res = await request(testApp().app).get('/concepts/entry-points/');
    expect(embedded(res.text).page.docsVersion).toEqual({ name: '5', current: '5', notice: null, onSite: false, links: [{ version: '5', url: '/concepts/entry-points/' }, { version: '4', url: 'https://v4.webpack.js.org/concepts/entry-points/' }] });
    expect(res.text).toContain('href="https://v4.webpack.js.org/concepts/entry-points/"');
    expect(res.text).not.toContain('version-notice');
    expect((await request(testApp().app).get('/v4/concepts/')).status).toBe(404);
  });
});
