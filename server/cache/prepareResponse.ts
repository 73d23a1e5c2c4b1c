// Turns a finished page response into a cache entry: every header kept, the body compressed
// once with gzip and brotli (off the event loop, one compression at a time: see
// compressionQueue.ts), and each encoding's ETag. Hits then do no work.
import type { OutgoingHttpHeaders } from 'node:http';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { exactBuffer } from '../compression/exactBuffer';
import { createCompressionQueue } from './compressionQueue';
import { variantEtag } from './etag';
import type { CachedPage, Encoding } from './htmlCache';

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

/** Headers that depend on the encoding or the connection, set again on every hit. */
const PER_RESPONSE = new Set(['content-length', 'content-encoding', 'transfer-encoding', 'vary', 'etag', 'x-cache', 'connection', 'date', 'keep-alive']);

/** Brotli's best quality is slow on huge pages (the combined printable page); they get a faster one. */
const BEST_QUALITY_LIMIT = 512 * 1024;

/** The smallest brotli window that holds the whole body. A larger one compresses no better,
 * while the encoder's memory grows with it: at quality 11 about 8 bytes per position, so the
 * default 4 MiB window cost 32 MiB per compression in a worker thread for a 40 kB page. */
export function brotliWindowBits(bytes: number): number {
  // The usable window is 2^bits - 16 bytes.
  const bits = Math.ceil(Math.log2(bytes + 16));
  return Math.min(constants.BROTLI_MAX_WINDOW_BITS, Math.max(constants.BROTLI_MIN_WINDOW_BITS, bits));
}

/** Bodies waiting for their compression, at most (see compressionQueue.ts). */
export const FILL_QUEUE_BYTES = 8 * 1024 * 1024;

/** The one queue of cache fills of the process. */
export const fillQueue = createCompressionQueue(FILL_QUEUE_BYTES);

/** Builds the cache entry of a response in the fill queue, or null when the queue is full (the
 * response is then not cached); an answer `always` kept (a pinned one) waits its turn instead. */
export function queueCachedResponse(status: number, headers: OutgoingHttpHeaders, body: Buffer, tag: string, always = false): Promise<CachedPage> | null {
  return fillQueue.run(body.byteLength, () => prepareCachedResponse(status, headers, body, tag), always);
}

/** Builds the cache entry of a response; `tag` is the page's tag (see etag.ts). */
export async function prepareCachedResponse(status: number, headers: OutgoingHttpHeaders, body: Buffer, tag: string): Promise<CachedPage> {
  const kept: OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(headers)) if (value !== undefined && !PER_RESPONSE.has(name.toLowerCase())) kept[name] = value;
  // One after the other: one worker thread's memory at a time.
  const gz = await gzipAsync(body, { level: 9 });
  const br = await brotliAsync(body, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: body.byteLength <= BEST_QUALITY_LIMIT ? 11 : 5,
      [constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength,
      [constants.BROTLI_PARAM_LGWIN]: brotliWindowBits(body.byteLength),
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
    },
  });
  // Each body is kept for as long as the entry: in memory of its own size (see exactBuffer.ts).
  const bodies = { identity: exactBuffer(body), gzip: exactBuffer(gz), br: exactBuffer(br) };
  const answer = (encoding: Encoding): OutgoingHttpHeaders => ({
    ...kept,
    ...(encoding === 'identity' ? {} : { 'Content-Encoding': encoding }),
    'Content-Length': bodies[encoding].byteLength,
    Vary: 'Accept-Encoding',
    ETag: variantEtag(tag, encoding),
    'X-Cache': 'HIT',
  });
  return { status, tag, headers: kept, bodies, responseHeaders: { identity: answer('identity'), gzip: answer('gzip'), br: answer('br') } };
}
