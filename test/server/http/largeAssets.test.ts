// Hashed assets: the small ones (page scripts, stylesheets) are served from memory, the large
// ones (the playground's worker and packs) from disk when asked for; both in the encoding the
// client accepts (the precompressed file's length, the asset's bytes once decoded), with the
// same headers.
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import express from 'express';
import request from 'supertest';
import { assetRoutes, IN_MEMORY_ASSET_BYTES, loadAssets } from '../../../server/routes/assets';

/** Bytes that do not compress to nothing, so each encoding differs. */
const bytes = (size: number, seed: number) => Buffer.from(Array.from({ length: size }, (_, i) => (i * seed + (i >> 7)) % 251));

describe('hashed assets large and small', () => {
  let dir: string;
  const small = bytes(1000, 7);
  const large = bytes(IN_MEMORY_ASSET_BYTES + 4096, 13);
  let app: express.Express;

  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'assets-'));
    mkdirSync(join(dir, 'assets'));
    for (const [name, body] of [['main-SMALL.js', small], ['playground-worker-pack-big-LARGE.js', large]] as const) {
      writeFileSync(join(dir, 'assets', name), body);
      writeFileSync(join(dir, 'assets', `${name}.br`), brotliCompressSync(body));
      writeFileSync(join(dir, 'assets', `${name}.gz`), gzipSync(body));
    }
    app = express();
    app.use(assetRoutes(dir, { dir, listed: () => new Set() }));
  });

  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('keeps only the small ones in memory', () => {
    const assets = loadAssets(join(dir, 'assets'));
    expect('bytes' in assets.get('main-SMALL.js')!.identity).toBe(true);
    expect('bytes' in assets.get('playground-worker-pack-big-LARGE.js')!.identity).toBe(false);
  });

  it.each([
    ['main-SMALL.js', small],
    ['playground-worker-pack-big-LARGE.js', large],
  ])('serves %s in each encoding, byte for byte, with its length and immutable caching', async (name, body) => {
    for (const [accept, encoding, expected] of [
      ['br', 'br', brotliCompressSync(body)],
      ['gzip', 'gzip', gzipSync(body)],
      ['identity', undefined, body],
    ] as const) {
      const res = await request(app).get(`/assets/${name}`).set('accept-encoding', accept).buffer(true).parse((r, done) => {
        const chunks: Buffer[] = [];
        r.on('data', (c: Buffer) => chunks.push(c));
        r.on('end', () => done(null, Buffer.concat(chunks)));
      });
      expect(res.status).toBe(200);
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(res.headers['content-type']).toBe('text/javascript; charset=utf-8');
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(Number(res.headers['content-length'])).toBe(expected.byteLength);
      // The client decodes what it was sent: the bytes of the asset itself.
      expect(Buffer.compare(res.body as Buffer, body)).toBe(0);
    }
    const head = await request(app).head(`/assets/${name}`).set('accept-encoding', 'br');
    expect(head.status).toBe(200);
    expect(Number(head.headers['content-length'])).toBe(brotliCompressSync(body).byteLength);
  });

  it('answers 500 for a large asset whose file went missing since start, and keeps serving the others', async () => {
    const gone = express();
    gone.use(assetRoutes(dir, { dir, listed: () => new Set() }));
    rmSync(join(dir, 'assets', 'playground-worker-pack-big-LARGE.js.gz'));
    expect((await request(gone).get('/assets/playground-worker-pack-big-LARGE.js').set('accept-encoding', 'gzip')).status).toBe(500);
    expect((await request(gone).get('/assets/playground-worker-pack-big-LARGE.js').set('accept-encoding', 'br')).status).toBe(200);
    expect((await request(gone).get('/assets/main-SMALL.js')).status).toBe(200);
  });
});
