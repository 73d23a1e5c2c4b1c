// The Not Found page is kept once per language and content version: a client alternating unknown
// paths of two languages is answered from both kept pages, never by rendering (and compressing)
// either again. And a Not Found answer is never confirmed by a revalidation.
import request from 'supertest';
import { translatedApp } from '../../helpers/testApp';

async function kept(check: () => unknown): Promise<void> {
  const deadline = Date.now() + 5000;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('the Not Found page was not kept');
    await new Promise((r) => setTimeout(r, 5));
  }
}

/** The content version of every language together, as the site reports it. */
async function siteVersion(app: Parameters<typeof request>[0]): Promise<string> {
  return ((await request(app).get('/readyz')).body as { version: string }).version;
}

describe('Not Found pages', () => {
  it('keeps one per language: alternating /x/ and /ko/x/ is answered from the cache every time', async () => {
    const { app, cache } = translatedApp();
    const version = await siteVersion(app);
    const first = await request(app).get('/missing/').set('accept-encoding', 'br');
    expect([first.status, first.headers['x-cache']]).toEqual([404, 'MISS']);
    await kept(() => cache.getNotFound(version, 'en'));
    const firstKo = await request(app).get('/ko/missing/').set('accept-encoding', 'br');
    expect([firstKo.status, firstKo.headers['x-cache']]).toEqual([404, 'MISS']);
    await kept(() => cache.getNotFound(version, 'ko'));
    for (let i = 0; i < 4; i += 1) {
      const en = await request(app).get(`/missing-${i}/`).set('accept-encoding', 'br');
      const ko = await request(app).get(`/ko/missing-${i}/`).set('accept-encoding', 'br');
      expect([en.status, en.headers['x-cache'], en.headers['content-encoding']]).toEqual([404, 'HIT', 'br']);
      expect([ko.status, ko.headers['x-cache'], ko.headers['content-encoding']]).toEqual([404, 'HIT', 'br']);
      expect(en.text).toContain('<html lang="en"');
      expect(ko.text).toContain('<html lang="ko"');
    }
    expect(cache.size).toBe(0);
  });

  it('answers If-None-Match: * on an unknown path with the 404, before and after it is kept', async () => {
    const { app, cache } = translatedApp();
    const version = await siteVersion(app);
    const miss = await request(app).get('/nowhere/').set('if-none-match', '*');
    expect(miss.status).toBe(404);
    expect(miss.text).toContain('Page Not Found');
    await kept(() => cache.getNotFound(version, 'en'));
    for (const value of ['*', 'W/"x", *']) {
      const hit = await request(app).get('/nowhere/').set('if-none-match', value);
      expect([hit.status, hit.headers['x-cache']]).toEqual([404, 'HIT']);
      expect(hit.text).toContain('Page Not Found');
    }
    // Its own tag confirms nothing either: there is no representation to keep.
    const tagged = await request(app).get('/elsewhere/');
    const again = await request(app).get('/elsewhere/').set('if-none-match', String(tagged.headers.etag));
    expect(again.status).toBe(404);
  });

  it('still confirms a found page for If-None-Match: *', async () => {
    const { app } = translatedApp();
    expect((await request(app).get('/concepts/').set('if-none-match', '*')).status).toBe(304);
  });
});
