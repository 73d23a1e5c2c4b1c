// Turns a finished page response into a cache entry: every header kept, the body compressed
// once with gzip and brotli (off the event loop), and a strong ETag. Hits then do no work.
import { createHash } from 'node:crypto';
import type { OutgoingHttpHeaders } from 'node:http';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { CachedPage, Encoding } from './htmlCache';

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

/** Headers that depend on the encoding or the connection, set again on every hit. */
const PER_RESPONSE = new Set(['content-length', 'content-encoding', 'transfer-encoding', 'vary', 'etag', 'x-cache', 'connection', 'date', 'keep-alive']);

/** Brotli's best quality is slow on huge pages (the combined printable page); they get a faster one. */
const BEST_QUALITY_LIMIT = 512 * 1024;

/** A strong ETag of a body. */
export function strongEtag(body: Buffer): string {
  return `"${createHash('sha1').update(body).digest('base64url')}"`;
}

/** Builds the cache entry of a response. */
export async function prepareCachedResponse(status: number, headers: OutgoingHttpHeaders, body: Buffer): Promise<CachedPage> {
  const kept: OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(headers)) if (value !== undefined && !PER_RESPONSE.has(name.toLowerCase())) kept[name] = value;
  const [gz, br] = await Promise.all([
    gzipAsync(body, { level: 9 }),
    brotliAsync(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: body.byteLength <= BEST_QUALITY_LIMIT ? 11 : 5,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      },
    }),
  ]);
  const etag = strongEtag(body);
  const bodies = { identity: body, gzip: gz, br };
  const answer = (encoding: Encoding): OutgoingHttpHeaders => ({
    ...kept,
    ...(encoding === 'identity' ? {} : { 'Content-Encoding': encoding }),
    'Content-Length': bodies[encoding].byteLength,
    Vary: 'Accept-Encoding',
    ETag: etag,
    'X-Cache': 'HIT',
  });
  return { status, etag, headers: kept, bodies, responseHeaders: { identity: answer('identity'), gzip: answer('gzip'), br: answer('br') } };
}
