// Every page URL that the cache fast path did not answer: a miss renders the layout with React around the
// prepared article HTML and fills the cache. Unknown paths share one Not Found page per content
// version, kept apart from the LRU, so they cannot evict good pages or grow memory.
import { Router, type Request } from 'express';
import { resolvePageData } from '../render/pageData';
import { streamPage } from '../render/stream';
import { prepareCachedResponse } from '../cache/prepareResponse';
import { writeCachedResponse } from '../cache/fastPath';
import { NOT_FOUND_URL } from '../../shared/urls';
import type { RouteContext } from './context';
import { decodeRequestPath, splitUrl } from './requestPath';

/** Browsers revalidate every time (cheap: 304 with the ETag); a CDN may keep a page five
 * minutes and serve it stale for a day while it fetches a fresh one. */
const HTML_HEADERS = {
  'Content-Type': 'text/html; charset=utf-8',
  'Cache-Control': 'public, max-age=0, s-maxage=300, stale-while-revalidate=86400',
};

const CRAWLER = /bot|crawler|spider|crawling|slurp|facebookexternalhit|lighthouse/i;

function isCrawler(req: Request): boolean {
  return CRAWLER.test(req.get('user-agent') ?? '');
}

/** Page routes (the last routes before the 404 fallback). */
export function pageRoutes({ store, cache, manifest, log, analyticsId, docsearch, live }: RouteContext): Router {
  const router = Router();
  router.get('/{*splat}', (req, res) => {
    const path = decodeRequestPath(splitUrl(req.originalUrl).path);
    const snapshot = store.current();
    const version = snapshot.version;
    const resolved = resolvePageData(snapshot, path);
    const status = resolved.kind === 'notFound' ? 404 : 200;
    // Every unknown path gets the same Not Found page, rendered once per content version and
    // kept beside the cache: a flood of unknown URLs costs no rendering and no memory, and
    // nothing taken from the request ends up in the page.
    if (status === 404) {
      const stored = cache.getNotFound(version);
      if (stored) {
        writeCachedResponse(stored, req, res);
        return;
      }
    }
    const page = status === 404 ? { ...resolved, url: NOT_FOUND_URL } : resolved;
    streamPage(res, {
      boot: { contentVersion: version, analyticsId, docsearch, live, page },
      manifest,
      status,
      waitForAll: isCrawler(req),
      log,
      headers: status === 200 ? { ...HTML_HEADERS, 'X-Cache': 'MISS' } : { 'Content-Type': HTML_HEADERS['Content-Type'], 'Cache-Control': 'no-cache', 'X-Cache': 'MISS' },
      // The entry keeps every header this response went out with (security headers included),
      // so that hits, served by the fast path before any middleware, answer exactly the same.
      onComplete:
        cache.enabled
          ? (body) => {
              prepareCachedResponse(status, res.getHeaders(), body).then(
                (entry) => (status === 404 ? cache.setNotFound(version, entry) : cache.set(version, path, entry)),
                (error: unknown) => log.error({ err: error, path }, 'page could not be cached'),
              );
            }
          : undefined,
    });
  });
  return router;
}
