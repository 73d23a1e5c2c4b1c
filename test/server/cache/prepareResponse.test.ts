import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { brotliWindowBits, prepareCachedResponse } from '../../../server/cache/prepareResponse';

describe('preparing a cache entry', () => {
  it('gives brotli the smallest window that holds the whole body', () => {
    expect(brotliWindowBits(0)).toBe(10);
    expect(brotliWindowBits(1_000)).toBe(10);
    expect(brotliWindowBits(40_000)).toBe(16);
    expect(brotliWindowBits(2 ** 16 - 16)).toBe(16);
    expect(brotliWindowBits(2 ** 16 - 15)).toBe(17);
    expect(brotliWindowBits(100 * 2 ** 20)).toBe(24);
  });

  it('stores bodies that decode to the page in every encoding', async () => {
    const page = Buffer.from(`<!DOCTYPE html><main>${'<p>webpack bundles modules.</p>'.repeat(3_000)}</main>`);
    const entry = await prepareCachedResponse(200, { 'content-type': 'text/html' }, page, 'tag');
    expect(entry.bodies.identity.equals(page)).toBe(true);
    expect(gunzipSync(entry.bodies.gzip).equals(page)).toBe(true);
    expect(brotliDecompressSync(entry.bodies.br).equals(page)).toBe(true);
    expect(entry.responseHeaders.br['Content-Encoding']).toBe('br');
  });
});
