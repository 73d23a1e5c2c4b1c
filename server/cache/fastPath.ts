// The cache-hit fast path, first in the middleware chain: a stored page is written with its
// stored headers and the body in the encoding the client accepts, or 304 when the client's
// ETag matches. No rendering, hashing, compression or header computation happens here.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ContentStore } from '../content/store';
import { revalidatedEtag } from './etag';
import type { CachedPage, Encoding, HtmlCache } from './htmlCache';

// Clients send few distinct Accept-Encoding values: each is parsed once (the table is emptied
// when it fills up, so odd values cannot grow it).
const PICKED_LIMIT = 64;
const picked = new Map<string, Encoding>();

/** Picks the best encoding the Accept-Encoding header allows. */
export function pickEncoding(acceptEncoding: string | undefined): Encoding {
  if (acceptEncoding === undefined) return 'identity';
  const known = picked.get(acceptEncoding);
  if (known) return known;
  const accepted = acceptedEncodings(acceptEncoding);
  const encoding: Encoding = accepted.br ? 'br' : accepted.gzip ? 'gzip' : 'identity';
  if (picked.size >= PICKED_LIMIT) picked.clear();
  picked.set(acceptEncoding, encoding);
  return encoding;
}

/** Which compressed encodings an Accept-Encoding header allows: listed with q > 0, or covered by
 * `*` when not listed at all (an explicit q=0 refuses one even with `*`). */
export function acceptedEncodings(acceptEncoding: string | undefined): { br: boolean; gzip: boolean } {
  const listed = new Map<string, boolean>();
  if (acceptEncoding) {
    for (const part of acceptEncoding.toLowerCase().split(',')) {
      const [name = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      listed.set(name.trim(), !(q && Number(q.slice(2)) === 0));
    }
  }
  const star = listed.get('*') === true;
  return { br: listed.get('br') === true, gzip: listed.get('gzip') ?? star };
}

/** Answers a request from the cache when it can; returns false when the request must go on.
 * `path` is the request's decoded path (null when it does not decode), decoded by the caller. */
export function serveFromCache(store: ContentStore, cache: HtmlCache, path: string | null, req: IncomingMessage, res: ServerResponse): boolean {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  const entry = path === null ? undefined : cache.get(store.current().version, path);
  if (!entry) return false;
  writeCachedResponse(entry, req, res);
  return true;
}

/** Writes a stored response in the encoding the client accepts, or 304 when its ETag matches;
 * `hit` false for the requests that waited for the entry to be made (X-Cache: MISS). */
export function writeCachedResponse(entry: CachedPage, req: IncomingMessage, res: ServerResponse, hit = true): void {
  const ifNoneMatch = req.headers['if-none-match'];
  // Only a found resource has a representation to confirm: for Not Found, `*` (any current
  // representation) and every tag fail to match, so the 404 itself is sent.
  const found = entry.status >= 200 && entry.status < 300;
  const confirmed = ifNoneMatch === undefined || !found ? null : revalidatedEtag(ifNoneMatch, entry.tag, acceptedEncodings(req.headers['accept-encoding']));
  if (confirmed) {
    res.writeHead(304, { ETag: confirmed, 'Cache-Control': entry.headers['cache-control'] ?? 'no-cache', 'X-Cache': hit ? 'HIT' : 'MISS', Vary: 'Accept-Encoding' });
    res.end();
    return;
  }
  const encoding = pickEncoding(req.headers['accept-encoding']);
  res.writeHead(entry.status, hit ? entry.responseHeaders[encoding] : { ...entry.responseHeaders[encoding], 'X-Cache': 'MISS' });
  res.end(req.method === 'HEAD' ? undefined : entry.bodies[encoding]);
}
