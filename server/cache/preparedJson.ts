// JSON answers that are the same for every request of a content version (page data, the site
// navigation) are serialized and compressed once, stored in the response cache under their
// request path and from then on written by the cache fast path like a cached page. The combined
// printable page's data is several megabytes: building it per request cost a hundred
// milliseconds and a private copy of the body for every client that did not read it.
import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Logger } from 'pino';
import { writeCachedResponse } from './fastPath';
import type { CachedPage, HtmlCache } from './htmlCache';
import { queueCachedResponse } from './prepareResponse';

/** Serves a JSON value from the cache, building it at most once per (version, path) at a time. */
export type ServePreparedJson = (req: IncomingMessage, res: ServerResponse, key: { version: string; path: string }, build: () => unknown) => void;

/** Creates the server of prepared JSON answers over the response cache. */
export function preparedJson(cache: HtmlCache, log: Logger): ServePreparedJson {
  // Entries being prepared, by key: requests that arrive meanwhile wait for that one.
  const inflight = new Map<string, Promise<CachedPage | null>>();
  const direct = (res: ServerResponse, body: Buffer) => {
    res.setHeader('Content-Length', body.byteLength);
    res.end(body);
  };
  return (req, res, { version, path }, build) => {
    res.setHeader('Content-Type', 'application/json; charset=utf-8');
    const stored = cache.get(version, path);
    if (stored) return writeCachedResponse(stored, req, res);
    const id = `${version}\0${path}`;
    let pending = inflight.get(id);
    if (!pending) {
      const body = Buffer.from(JSON.stringify(build()));
      if (!cache.enabled) return direct(res, body);
      // The tag is the body's digest: the same JSON always carries the same validator.
      const tag = createHash('sha1').update(body).digest('base64url');
      const queued = queueCachedResponse(200, res.getHeaders(), body, tag);
      // The fill queue is full: this answer goes out uncompressed and is prepared another time.
      if (!queued) return direct(res, body);
      pending = queued.then(
        (entry) => {
          cache.set(version, path, entry);
          return entry;
        },
        (error: unknown) => {
          log.error({ err: error, path }, 'JSON answer could not be prepared');
          return null;
        },
      );
      pending.finally(() => inflight.delete(id)).catch(() => undefined);
      inflight.set(id, pending);
    }
    pending.then((entry) => {
      if (entry) writeCachedResponse(entry, req, res);
      else direct(res, Buffer.from(JSON.stringify(build())));
    });
  };
}
