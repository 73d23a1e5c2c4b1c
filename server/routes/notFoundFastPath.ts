// The Not Found fast path, beside the cache-hit fast path and before Express: an unknown page
// address (any of them, so a client can ask for a new one every time) is answered with its
// language's stored Not Found page as cheaply as a cached page: no middleware, no rendering,
// no compression (the stored entry holds every header of the first answer and each encoding's
// body, made once per content version). Until that entry exists, and for every path another
// route may claim, the request goes on to the app, which answers exactly the same way.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { FRAME_PATH } from '../../shared/playgroundFrame';
import { writeCachedResponse } from '../cache/fastPath';
import type { HtmlCache } from '../cache/htmlCache';
import { notFoundSlot, resolve } from '../site/resolve';
import type { Site } from '../site/site';

/** Path prefixes of the routes before the page routes that may answer a path ending in a slash. */
const OTHER_ROUTES = ['/assets/', '/content-assets/', '/page-data/', '/api/', '/__live', FRAME_PATH];

/** Whether a route other than the page routes may answer the path (a redirect, a file, data). */
function claimedElsewhere(site: Site, path: string): boolean {
  if (OTHER_ROUTES.some((prefix) => path.startsWith(prefix))) return true;
  if (site.locales.some((locale) => path.startsWith(`/${locale}/content-assets/`))) return true;
  return site.english.current().redirects.has(path);
}

/** Creates the fast path; it returns false when the request must go on to the app. `path` is the
 * request's decoded path (null when it does not decode). */
export function notFoundFastPath(site: Site, cache: HtmlCache): (path: string | null, req: IncomingMessage, res: ServerResponse) => boolean {
  return (path, req, res) => {
    if (path === null || (req.method !== 'GET' && req.method !== 'HEAD')) return false;
    // A path without its slash is redirected (or is a file): only page addresses come here.
    if (!path.endsWith('/') || claimedElsewhere(site, path)) return false;
    const version = site.store.current().version;
    const resolved = resolve(site, path);
    if (resolved.outcome !== 'notFound') return false;
    const stored = cache.getNotFound(version, notFoundSlot(site, resolved));
    if (!stored) return false;
    writeCachedResponse(stored, req, res);
    return true;
  };
}
