// Page data as an attacker asks for it: any version string, the largest answer over and over.
import request from 'supertest';
import { cacheFilled, testApp } from '../../helpers/testApp';

describe('page data versions', () => {
  it('redirects a request for another content version to the current version of the same page', async () => {
    const { app, store } = testApp();
    const version = store.current().version;
    for (const other of ['abc', 'x'.repeat(80), '0', `${version}0`]) {
      const res = await request(app).get(`/page-data/${other}/concepts/entry-points/data.json`);
      expect(res.status).toBe(307);
      expect(res.headers.location).toBe(`/page-data/${version}/concepts/entry-points/data.json`);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.headers['x-content-version']).toBe(version);
    }
    const nav = await request(app).get('/page-data/abc/nav.json');
    expect(nav.status).toBe(307);
    expect(nav.headers.location).toBe(`/page-data/${version}/nav.json`);
  });

  it('follows the redirect to the current data, so a client with an old version still navigates', async () => {
    const { app, store } = testApp();
    const res = await request(app).get('/page-data/old/concepts/printable/data.json').redirects(1);
    expect(res.status).toBe(200);
    expect(res.body.kind).toBe('printable');
    expect(res.headers['x-content-version']).toBe(store.current().version);
  });
});

describe('prepared page data', () => {
  it('builds the printable page data once per content version and serves it from the cache after', async () => {
    const { app, store, cache } = testApp();
    const url = `/page-data/${store.current().version}/printable/data.json`;
    const first = await request(app).get(url);
    expect(first.status).toBe(200);
    expect(first.body.html).toContain('Entry Points');
    await cacheFilled(cache, 1);
    const again = await request(app).get(url).set('accept-encoding', 'gzip');
    expect(again.headers['x-cache']).toBe('HIT');
    expect(again.headers['content-encoding']).toBe('gzip');
    expect(again.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(again.headers['cache-control']).toContain('immutable');
    expect(again.headers['content-security-policy']).toBeDefined();
    expect(again.body).toEqual(first.body);
    const revalidated = await request(app).get(url).set('if-none-match', String(again.headers.etag));
    expect(revalidated.status).toBe(304);
  });

  it('answers every request that arrives while the data is prepared from that one preparation', async () => {
    const { app, store, cache } = testApp();
    const url = `/page-data/${store.current().version}/printable/data.json`;
    const answers = await Promise.all(Array.from({ length: 20 }, () => request(app).get(url)));
    expect(new Set(answers.map((a) => a.headers.etag)).size).toBe(1);
    expect(answers.every((a) => a.status === 200)).toBe(true);
    expect(cache.size).toBe(1);
  });

  it('never stores answers for unknown pages', async () => {
    const { app, store, cache } = testApp();
    for (let i = 0; i < 20; i += 1) {
      const res = await request(app).get(`/page-data/${store.current().version}/nope-${i}/data.json`);
      expect(res.status).toBe(404);
    }
    expect(cache.size).toBe(0);
  });
});
