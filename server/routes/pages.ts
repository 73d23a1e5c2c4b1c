// Every page URL: the cache is asked first; a miss renders the layout with React around the
// prepared article HTML and fills the cache. Unknown paths render the 404 page and are never
// cached, so they cannot evict good pages or grow memory.
import { Router, type Request } from 'express';
import { resolvePageData } from '../render/pageData';
import { streamPage } from '../render/stream';
import type { RouteContext } from './context';
import { decodeRequestPath, splitUrl } from './requestPath';

const CRAWLER = /bot|crawler|spider|crawling|slurp|facebookexternalhit|lighthouse/i;

function isCrawler(req: Request): boolean {
  return CRAWLER.test(req.get('user-agent') ?? '');
}

/** Page routes (the last routes before the 404 fallback). */
export function pageRoutes({ store, cache, manifest, log, analyticsId, docsearch }: RouteContext): Router {
  const router = Router();
  router.get('/{*splat}', (req, res) => {
    const path = decodeRequestPath(splitUrl(req.originalUrl).path);
    const snapshot = store.current();
    const version = snapshot.version;
    const cached = cache.get(version, path);
    if (cached) {
      res.status(cached.status).set('Content-Type', 'text/html; charset=utf-8').set('X-Cache', 'HIT').send(cached.body);
      return;
    }
    const page = resolvePageData(snapshot, path);
    const status = page.kind === 'notFound' ? 404 : 200;
    streamPage(res, {
      boot: { contentVersion: version, analyticsId, docsearch, page },
      manifest,
      status,
      waitForAll: isCrawler(req),
      log,
      headers: { 'X-Cache': 'MISS' },
      onComplete: status === 200 ? (body) => cache.set(version, path, { status, body }) : undefined,
    });
  });
  return router;
}
