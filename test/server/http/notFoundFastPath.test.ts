// The stored Not Found page of each language answers every unknown page address before the
// application sees the request (like a cache hit): same status, headers and bytes as the answer
// the application made, and nothing answered that another route would answer differently.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import request from 'supertest';
import { createSite } from '../../../server/site/site';
import { createContentStore } from '../../../server/content/store';
import { notFoundFastPath } from '../../../server/routes/notFoundFastPath';
import { requestPathOrNull } from '../../../server/routes/requestPath';
import { appOverStore, SAMPLE_KO, SAMPLE_SITE, snapshotOf } from '../../helpers/testApp';

const ENGLISH: [string, string][] = [...SAMPLE_SITE, ['redirects.json', JSON.stringify({ '/old-concepts/': '/concepts/' })]];

function setUp() {
  const translations = [{ locale: 'ko', store: createContentStore(snapshotOf(SAMPLE_KO, 'ko')) }];
  const store = createContentStore(snapshotOf(ENGLISH));
  const site = createSite(store, translations, null);
  const { app, cache } = appOverStore(store, 10 * 1024 * 1024, undefined, translations, [], { site });
  const fast = notFoundFastPath(site, cache);
  // Only the fast path: whatever it declines is answered 418, so a test sees which it took.
  const onlyFast = createServer((req: IncomingMessage, res: ServerResponse) => {
    if (!fast(requestPathOrNull(req), req, res)) res.writeHead(418).end();
  });
  /** Waits until the application has stored the language's Not Found page (stored after the
   * answer, once compressed off the request path). */
  const stored = async (locale: string) => {
    const deadline = Date.now() + 5000;
    while (!cache.getNotFound(site.store.current().version, locale)) {
      if (Date.now() > deadline) throw new Error(`no Not Found page stored for ${locale}`);
      await new Promise((r) => setTimeout(r, 5));
    }
  };
  return { app, onlyFast, stored };
}

describe('the Not Found fast path', () => {
  it('declines until the application has made the language’s Not Found page, then answers it', async () => {
    const { app, onlyFast, stored } = setUp();
    expect((await request(onlyFast).get('/missing-one/')).status).toBe(418);
    const made = await request(app).get('/missing-one/').set('Accept-Encoding', 'identity');
    expect(made.status).toBe(404);
    await stored('en');
    // The Korean page is made separately: English alone does not answer Korean addresses.
    expect((await request(onlyFast).get('/ko/missing-two/')).status).toBe(418);
    const fast = await request(onlyFast).get('/missing-two/?q=1').set('Accept-Encoding', 'identity');
    expect(fast.status).toBe(404);
    expect(fast.text).toContain('<html lang="en">');
    expect(fast.text).toBe(made.text);
    // Every header the application's answer had (security policy included) is sent again.
    expect(fast.headers['content-security-policy']).toBe(made.headers['content-security-policy']);
    expect(fast.headers['cache-control']).toBe('no-cache');
    expect(fast.headers['content-type']).toBe(made.headers['content-type']);
  });

  it('keeps each language’s page and answers in the encoding the client takes', async () => {
    const { app, onlyFast, stored } = setUp();
    await request(app).get('/ko/missing/');
    await request(app).get('/missing/');
    await stored('ko');
    await stored('en');
    const ko = await request(onlyFast).get('/ko/other/').set('Accept-Encoding', 'br');
    expect(ko.status).toBe(404);
    expect(ko.headers['content-encoding']).toBe('br');
    expect(ko.text).toContain('<html lang="ko">');
    const en = await request(onlyFast).get('/other/').set('Accept-Encoding', 'gzip');
    expect(en.headers['content-encoding']).toBe('gzip');
    expect(en.text).toContain('<html lang="en">');
    // HEAD: the status and headers, no body.
    const head = await request(onlyFast).head('/third/');
    expect(head.status).toBe(404);
    expect(head.text ?? '').toBe('');
  });

  it('leaves pages, redirects, other routes and other methods to the application', async () => {
    const { app, onlyFast, stored } = setUp();
    await request(app).get('/missing/');
    await request(app).get('/ko/missing/');
    await stored('en');
    await stored('ko');
    for (const path of ['/concepts/', '/ko/concepts/output/', '/old-concepts/', '/missing', '/page-data/x/missing/', '/api/missing/', '/assets/missing/', '/content-assets/missing/', '/ko/content-assets/missing/', '/__live/', '/%E0%A4%A/']) {
      expect([path, (await request(onlyFast).get(path)).status]).toEqual([path, 418]);
    }
    expect((await request(onlyFast).post('/missing/')).status).toBe(418);
    // The application answers those as before.
    expect((await request(app).get('/old-concepts/')).status).toBe(301);
    expect((await request(app).get('/ko/concepts/output/')).status).toBe(200);
  });

  it('answers from the application’s own handler too, with the same bytes', async () => {
    const { app } = setUp();
    const first = await request(app).get('/nowhere/').set('Accept-Encoding', 'identity');
    const second = await request(app).get('/elsewhere/').set('Accept-Encoding', 'identity');
    expect(second.status).toBe(404);
    expect(second.text).toBe(first.text);
  });
});
