import { createServer, get, type IncomingHttpHeaders, type RequestListener } from 'node:http';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { gunzipSync, brotliDecompressSync } from 'node:zlib';
import { pickEncoding } from '../../../server/cache/fastPath';
import { cacheFilled, testApp } from '../../helpers/testApp';

/** Raw GET, bytes as sent (no automatic decompression). */
function rawGet(handler: RequestListener, path: string, encoding: string): Promise<{ headers: IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const server = createServer(handler).listen(0, () => {
      const { port } = server.address() as AddressInfo;
      get({ port, path, headers: { 'Accept-Encoding': encoding } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          server.close();
          resolve({ headers: res.headers, body: Buffer.concat(chunks) });
        });
      }).on('error', reject);
    });
  });
}

describe('cache-hit fast path', () => {
  it('picks the encoding the client accepts', () => {
    expect(pickEncoding('gzip, deflate, br')).toBe('br');
    expect(pickEncoding('gzip')).toBe('gzip');
    expect(pickEncoding('br;q=0, gzip')).toBe('gzip');
    expect(pickEncoding(undefined)).toBe('identity');
    expect(pickEncoding('*')).toBe('gzip');
    expect(pickEncoding('gzip;q=0, *')).toBe('identity');
    expect(pickEncoding('br;q=0, gzip;q=0, *')).toBe('identity');
    expect(pickEncoding('identity')).toBe('identity');
    expect(pickEncoding('identity')).toBe('identity');
  });

  it('keeps picking right after many distinct Accept-Encoding values (each parsed once, the table bounded)', () => {
    for (let i = 0; i < 500; i += 1) expect(pickEncoding(`x-${i}, gzip;q=0.${(i % 9) + 1}`)).toBe('gzip');
    expect(pickEncoding('gzip, deflate, br')).toBe('br');
    expect(pickEncoding('br;q=0, gzip;q=0')).toBe('identity');
    expect(pickEncoding('gzip, deflate, br')).toBe('br');
  });

  it('answers hits with the same body and security headers as the miss, precompressed', async () => {
    const { app, cache } = testApp();
    const miss = await request(app).get('/concepts/').set('Accept-Encoding', 'identity');
    await cacheFilled(cache);
    const br = await rawGet(app, '/concepts/', 'br');
    expect(br.headers['x-cache']).toBe('HIT');
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.body).toString()).toBe(miss.text);
    for (const header of ['content-security-policy', 'x-content-type-options', 'referrer-policy', 'cache-control', 'content-type']) {
      expect(br.headers[header]).toBe(miss.headers[header]);
    }
    const gz = await rawGet(app, '/concepts/', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).toString()).toBe(miss.text);
    const plain = await request(app).get('/concepts/').set('Accept-Encoding', 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.text).toBe(miss.text);
    const head = await request(app).head('/concepts/');
    expect(head.status).toBe(200);
    expect(head.headers['x-cache']).toBe('HIT');
  });

  it('answers a matching If-None-Match with 304', async () => {
    const { app, cache } = testApp();
    await request(app).get('/concepts/');
    await cacheFilled(cache);
    const hit = await request(app).get('/concepts/');
    const again = await request(app).get('/concepts/').set('If-None-Match', hit.headers.etag as string);
    expect(again.status).toBe(304);
    expect(again.headers.etag).toBe(hit.headers.etag);
  });

  it('renders a cold page once for many simultaneous requests', async () => {
    const { app } = testApp();
    const responses = await Promise.all(Array.from({ length: 12 }, () => request(app).get('/concepts/entry-points/')));
    expect(responses.map((r) => r.status)).toEqual(Array(12).fill(200));
    expect(responses.filter((r) => r.headers['x-cache'] === 'MISS')).toHaveLength(1);
    expect(new Set(responses.map((r) => r.text)).size).toBe(1);
  });
});
