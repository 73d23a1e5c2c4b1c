// Page validators: every page response carries a strong ETag made from what determines its
// bytes, so the first response (a miss) can be revalidated, by this server or another replica
// of the same build and content, without rendering the page again.
import request from 'supertest';
import { pageTag, revalidatedEtag, variantEtag } from '../../../server/cache/etag';
import { cacheFilled, SAMPLE_SITE, testApp } from '../../helpers/testApp';

describe('revalidatedEtag', () => {
  const tag = pageTag('build', 'v1', '/concepts/');
  const all = { br: true, gzip: true };

  it('confirms a tag of an encoding the client accepts, weak or strong, in a list or as *', () => {
    expect(revalidatedEtag(variantEtag(tag, 'gzip'), tag, all)).toBe(variantEtag(tag, 'gzip'));
    expect(revalidatedEtag(`"other", W/${variantEtag(tag, 'br')}`, tag, all)).toBe(variantEtag(tag, 'br'));
    expect(revalidatedEtag('*', tag, all)).toBe(variantEtag(tag, 'br'));
  });

  it('refuses a tag of another page, build or content version, or of an encoding the client does not take', () => {
    expect(revalidatedEtag(variantEtag(pageTag('build', 'v2', '/concepts/'), 'gzip'), tag, all)).toBeNull();
    expect(revalidatedEtag(variantEtag(pageTag('other build', 'v1', '/concepts/'), 'gzip'), tag, all)).toBeNull();
    expect(revalidatedEtag(variantEtag(pageTag('build', 'v1', '/concepts/output/'), 'gzip'), tag, all)).toBeNull();
    expect(revalidatedEtag(variantEtag(tag, 'gzip'), tag, { br: false, gzip: false })).toBeNull();
    expect(revalidatedEtag(undefined, tag, all)).toBeNull();
  });
});

describe('page ETags', () => {
  it.each([
    ['identity', 'identity', '-id"'],
    ['gzip', 'gzip', '-gz"'],
  ])('for %s: the miss carries an ETag, If-None-Match with it gives 304, the hit carries the same ETag', async (_name, encoding, suffix) => {
    const { app, cache } = testApp();
    const miss = await request(app).get('/concepts/output/').set('Accept-Encoding', encoding);
    expect(miss.status).toBe(200);
    expect(miss.headers['x-cache']).toBe('MISS');
    const etag = miss.headers.etag as string;
    expect(etag).toMatch(new RegExp(`^"[A-Za-z0-9_-]+${suffix}$`));

    const revalidated = await request(app).get('/concepts/output/').set('Accept-Encoding', encoding).set('If-None-Match', etag);
    expect(revalidated.status).toBe(304);
    expect(revalidated.headers.etag).toBe(etag);
    expect(revalidated.text).toBe('');

    await cacheFilled(cache);
    const hit = await request(app).get('/concepts/output/').set('Accept-Encoding', encoding);
    expect(hit.headers['x-cache']).toBe('HIT');
    expect(hit.headers.etag).toBe(etag);
    expect(hit.text).toBe(miss.text);
    expect((await request(app).get('/concepts/output/').set('Accept-Encoding', encoding).set('If-None-Match', etag)).status).toBe(304);
  });

  it('answers If-None-Match for a page never cached here with 304 without rendering it (another replica served the miss)', async () => {
    const first = testApp();
    const etag = (await request(first.app).get('/concepts/').set('Accept-Encoding', 'gzip')).headers.etag as string;
    const other = testApp();
    const revalidated = await request(other.app).get('/concepts/').set('Accept-Encoding', 'gzip').set('If-None-Match', etag);
    expect(revalidated.status).toBe(304);
    expect(revalidated.headers.etag).toBe(etag);
    expect(revalidated.headers['cache-control']).toBe('public, max-age=0, s-maxage=300, stale-while-revalidate=86400');
    expect(other.cache.size).toBe(0);
  });

  it('gives brotli clients the gzip miss and brotli hits, tagged apart, and confirms either copy', async () => {
    const { app, cache } = testApp();
    const miss = await request(app).get('/concepts/').set('Accept-Encoding', 'br, gzip');
    expect(miss.headers['content-encoding']).toBe('gzip');
    const gzipTag = miss.headers.etag as string;
    await cacheFilled(cache);
    const hit = await request(app).get('/concepts/').set('Accept-Encoding', 'br, gzip').buffer(true).parse((res, done) => {
      res.on('data', () => undefined);
      res.on('end', () => done(null, null));
    });
    expect(hit.headers['x-cache']).toBe('HIT');
    expect(hit.headers['content-encoding']).toBe('br');
    const brTag = hit.headers.etag as string;
    expect(brTag).not.toBe(gzipTag);
    expect(brTag.replace(/-br"$/, '')).toBe(gzipTag.replace(/-gz"$/, ''));
    for (const etag of [gzipTag, brTag]) {
      const revalidated = await request(app).get('/concepts/').set('Accept-Encoding', 'br, gzip').set('If-None-Match', etag);
      expect(revalidated.status).toBe(304);
      expect(revalidated.headers.etag).toBe(etag);
    }
    // A client that no longer takes gzip cannot use a gzip copy.
    expect((await request(app).get('/concepts/').set('Accept-Encoding', 'identity').set('If-None-Match', gzipTag)).status).toBe(200);
  });

  it('changes every tag when the content changes', async () => {
    const before = testApp();
    const etag = (await request(before.app).get('/concepts/').set('Accept-Encoding', 'gzip')).headers.etag as string;
    const changed = SAMPLE_SITE.map(([path, source]): [string, string] => [path, path === 'concepts/output.mdx' ? `${source}\nMore.\n` : source]);
    const after = testApp(changed);
    const response = await request(after.app).get('/concepts/').set('Accept-Encoding', 'gzip').set('If-None-Match', etag);
    expect(response.status).toBe(200);
    expect(response.headers['x-cache']).toBe('MISS');
    expect(response.headers.etag).not.toBe(etag);
  });
});
