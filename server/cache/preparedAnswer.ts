// Answers that are the same for every request of a content version (page data, the offline
// pieces, sitemap.xml, robots.txt, the blog feed, llms.txt, the markdown twins) are built once,
// compressed once (gzip and brotli, in the fill queue) and stored in the response cache under
// their request path, which holds the language's prefix (`/ko/llms.txt`): from then on the cache
// fast path writes them like a cached page, before Express sees the request. Built again on
// every request, the larger ones cost up to a hundred times a cached page, most of it in
// brotli with its default 4 MiB window.
import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Logger } from 'pino';
import { writeCachedResponse } from './fastPath';
import type { CachedPage, HtmlCache } from './htmlCache';
import { queueCachedResponse } from './prepareResponse';

/** Where an answer is kept: its content version and request path; `pinned` keeps it outside the
 * LRU for the version (the print views' data, see htmlCache.ts pin). */
export interface AnswerKey {
  version: string;
  path: string;
  pinned?: boolean;
}

/**
 * Serves the answer stored under a key, or builds it (at most once per key at a time), sends it
 * and stores it. The caller sets Content-Type and Cache-Control first: they are kept with the
 * entry. `build` gives the body, or undefined when there is no such answer: then nothing is sent
 * and false is returned, for the caller to answer (404, or the next route).
 */
export type ServePreparedAnswer = (req: IncomingMessage, res: ServerResponse, key: AnswerKey, build: () => string | Buffer | undefined) => boolean;

const asBuffer = (body: string | Buffer) => (typeof body === 'string' ? Buffer.from(body) : body);

/** Creates the server of prepared answers over the response cache. */
export function preparedAnswers(cache: HtmlCache, log: Logger): ServePreparedAnswer {
  // Entries being prepared, by key: requests that arrive meanwhile wait for that one.
  const inflight = new Map<string, Promise<CachedPage | null>>();
  const direct = (res: ServerResponse, body: Buffer) => {
    res.setHeader('Content-Length', body.byteLength);
    res.end(body);
  };
  return (req, res, { version, path, pinned = false }, build) => {
    const stored = cache.get(version, path);
    if (stored) {
      writeCachedResponse(stored, req, res);
      return true;
    }
    const id = `${version}\0${path}`;
    let pending = inflight.get(id);
    // As for pages, X-Cache says whether this request had the answer made (MISS) or found it
    // made or being made (HIT).
    const builder = !pending;
    if (!pending) {
      const built = build();
      if (built === undefined) return false;
      const body = asBuffer(built);
      if (!cache.enabled) {
        direct(res, body);
        return true;
      }
      // The tag is the body's digest: the same answer always carries the same validator.
      const tag = createHash('sha1').update(body).digest('base64url');
      const queued = queueCachedResponse(200, res.getHeaders(), body, tag, pinned);
      // The fill queue is full: this answer goes out as built and is prepared another time.
      if (!queued) {
        direct(res, body);
        return true;
      }
      pending = queued.then(
        (entry) => {
          if (pinned) cache.pin(version, path, entry);
          else cache.set(version, path, entry);
          return entry;
        },
        (error: unknown) => {
          log.error({ err: error, path }, 'answer could not be prepared');
          return null;
        },
      );
      pending.finally(() => inflight.delete(id)).catch(() => undefined);
      inflight.set(id, pending);
    }
    pending.then((entry) => {
      if (entry) return writeCachedResponse(entry, req, res, !builder);
      const again = build();
      if (again === undefined) res.writeHead(500).end();
      else direct(res, asBuffer(again));
    });
    return true;
  };
}
