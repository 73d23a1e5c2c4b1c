// Prepared search answers: the JSON of a search, with its gzip and brotli bodies, kept by the
// request's exact URL for the state of the indexes it was made from. A repeated search (readers
// type the same few words; a client can repeat one without pause) is then written before
// Express sees the request, like a cached page: no routing, no search, no serialisation and no
// compression per request. Kept apart from the page cache (search URLs are unbounded, so they
// must not evict pages) and small: a bounded number of entries, each of bounded size.
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { LRUCache } from 'lru-cache';
import { variantEtag } from './etag';
import { writeCachedResponse } from './fastPath';
import type { CachedPage, Encoding } from './htmlCache';

/** Search answers kept at most. */
export const SEARCH_ANSWERS_MAX = 256;
/** Longest request URL whose answer is kept (longer ones are answered, not kept). */
const MAX_KEY_CHARS = 512;
/** Largest answer kept (twenty results with their excerpts take a few kB). */
const MAX_BODY_BYTES = 64 * 1024;
/** Headers of the route's answer that are set per response, not kept. */
const PER_RESPONSE = new Set(['content-length', 'content-encoding', 'transfer-encoding', 'vary', 'etag', 'x-cache', 'connection', 'date', 'keep-alive']);

/** The search route's path: only its requests are looked up. */
const SEARCH_PATH = '/api/search';

export interface SearchAnswers {
  /** Writes the kept answer of the request's URL when there is one for the current state;
   * returns false when the request must go on to the app. */
  serve(req: IncomingMessage, res: ServerResponse): boolean;
  /** Sends a search's JSON (the caller set Content-Type and Cache-Control) and keeps it for its URL. */
  send(req: IncomingMessage, res: ServerResponse, json: string): void;
  readonly size: number;
}

/** Compresses a small body once, both ways; quality is moderate, since a miss pays for it. */
function preparedEntry(headers: OutgoingHttpHeaders, body: Buffer): CachedPage {
  const kept: OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(headers)) if (value !== undefined && !PER_RESPONSE.has(name.toLowerCase())) kept[name] = value;
  const bodies: Record<Encoding, Buffer> = {
    identity: body,
    gzip: gzipSync(body, { level: 6 }),
    br: brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_LGWIN]: 16, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT } }),
  };
  const tag = createHash('sha1').update(body).digest('base64url');
  const answer = (encoding: Encoding): OutgoingHttpHeaders => ({
    ...kept,
    ...(encoding === 'identity' ? {} : { 'Content-Encoding': encoding }),
    'Content-Length': bodies[encoding].byteLength,
    Vary: 'Accept-Encoding',
    ETag: variantEtag(tag, encoding),
    'X-Cache': 'HIT',
  });
  return { status: 200, tag, headers: kept, bodies, responseHeaders: { identity: answer('identity'), gzip: answer('gzip'), br: answer('br') } };
}

/** Creates the store; `state` names what the answers depend on besides the URL (the content
 * version and the indexes' generations): an answer made in another state is not used. */
export function createSearchAnswers(state: () => string, maxEntries = SEARCH_ANSWERS_MAX): SearchAnswers {
  const kept = new LRUCache<string, { state: string; entry: CachedPage }>({ max: Math.max(1, maxEntries) });
  // Express keeps the URL as received in originalUrl; before Express, req.url is that URL.
  const keyOf = (req: IncomingMessage) => (req as { originalUrl?: string }).originalUrl ?? req.url ?? '';
  return {
    serve(req, res) {
      if (req.method !== 'GET' && req.method !== 'HEAD') return false;
      const url = keyOf(req);
      // The path, up to its query: no other route's requests are looked up.
      if (!url.startsWith(SEARCH_PATH) || (url.length > SEARCH_PATH.length && url[SEARCH_PATH.length] !== '?')) return false;
      const found = kept.get(url);
      if (!found || found.state !== state()) return false;
      writeCachedResponse(found.entry, req, res);
      return true;
    },
    send(req, res, json) {
      const body = Buffer.from(json);
      const entry = preparedEntry(res.getHeaders(), body);
      const url = keyOf(req);
      if (url.length <= MAX_KEY_CHARS && body.byteLength <= MAX_BODY_BYTES) kept.set(url, { state: state(), entry });
      writeCachedResponse(entry, req, res, false);
    },
    get size() {
      return kept.size;
    },
  };
}
