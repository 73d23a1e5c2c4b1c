// Every page URL that the cache fast path did not answer: a miss renders the layout with React around the
// prepared article HTML and fills the cache. Unknown paths render the 404 page and are never
// cached, so they cannot evict good pages or grow memory.
import { Router, type Request } from 'express';
import { resolvePageData } from '../render/pageData';
import { streamPage } from '../render/stream';
import { prepareCachedResponse } from '../cache/prepareResponse';
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
    const page = resolvePageData(snapshot, path);
    const status = page.kind === 'notFound' ? 404 : 200;
    streamPage(res, {
      boot: { contentVersion: version, analyticsId, docsearch, live, page },
      manifest,
      status,
      waitForAll: isCrawler(req),
      log,
      headers: status === 200 ? { ...HTML_HEADERS, 'X-Cache': 'MISS' } : { 'Cache-Control': 'no-cache', 'X-Cache': 'MISS' },
      // The entry keeps every header this response went out with (security headers included),
      // so that hits, served by the fast path before any middleware, answer exactly the same.
      onComplete:
        status === 200 && cache.enabled
          ? (body) => {
              prepareCachedResponse(status, res.getHeaders(), body).then(
                (entry) => cache.set(version, path, entry),
                (error: unknown) => log.error({ err: error, path }, 'page could not be cached'),
              );
            }
          : undefined,
    });
  });
  return router;
}
