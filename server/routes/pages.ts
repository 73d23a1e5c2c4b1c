// Every page URL that the cache fast path did not answer: a miss renders the layout with React around the
// prepared article HTML and fills the cache. Unknown paths share one Not Found page per content
// version, kept apart from the LRU, so they cannot evict good pages or grow memory.
import { Router, type Request } from 'express';
import { resolvePageData } from '../render/pageData';
import { streamPage } from '../render/stream';
import { prepareCachedResponse } from '../cache/prepareResponse';
import { acceptedEncodings, writeCachedResponse } from '../cache/fastPath';
import { pageTag, revalidatedEtag, variantEtag } from '../cache/etag';
import { resolveArticle } from '../render/article';
import { createDocumentEndsStore } from '../render/documentEnds';
import type { CachedPage } from '../cache/htmlCache';
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
export function pageRoutes({ store, cache, manifest, log, analyticsId, docsearch, live, build }: RouteContext): Router {
  const router = Router();
  // Misses being rendered right now, by cache key. Requests for the same page that arrive
  // meanwhile wait for that one render instead of starting their own (no thundering herd on
  // a cold or freshly changed page).
  const inflight = new Map<string, Promise<CachedPage | null>>();
  const documentEnds = createDocumentEndsStore(manifest);

  router.get('/{*splat}', (req, res) => {
    const path = decodeRequestPath(splitUrl(req.originalUrl).path);
    const snapshot = store.current();
    const version = snapshot.version;
    const resolved = resolvePageData(snapshot, path, { withHtml: false });
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
    // Not Found renders share one key of their own (a content page may live at /404/).
    const key = status === 404 ? `${version}\0notFound` : `${version}\0${path}`;
    const page = status === 404 ? { ...resolved, url: NOT_FOUND_URL } : resolved;
    // The tag is known before rendering: a client revalidating a page it holds (from a miss,
    // a hit, or another replica of the same build) gets 304 even when this page is not cached.
    const tag = pageTag(build, version, status === 404 ? '\0notFound' : path);
    const accepted = acceptedEncodings(req.get('accept-encoding'));
    if (status === 200) {
      const confirmed = revalidatedEtag(req.get('if-none-match'), tag, accepted);
      if (confirmed) {
        res.status(304).set({ ETag: confirmed, 'Cache-Control': HTML_HEADERS['Cache-Control'], Vary: 'Accept-Encoding', 'X-Cache': 'MISS' }).end();
        return;
      }
    }
    // The article as prepared at load time: spliced into the rendered frame, and already
    // compressed for clients that take gzip.
    const article = resolveArticle(snapshot, path);
    const gzip = accepted.gzip;
    const boot = { contentVersion: version, analyticsId, docsearch, live, page };
    const render = (fill: ((entry: CachedPage | null) => void) | null) =>
      streamPage(res, {
        boot,
        ends: documentEnds(snapshot, boot),
        manifest,
        status,
        waitForAll: isCrawler(req),
        log,
        article,
        gzip,
        etag: variantEtag(tag, gzip ? 'gzip' : 'identity'),
        headers: status === 200 ? { ...HTML_HEADERS, 'X-Cache': 'MISS' } : { 'Content-Type': HTML_HEADERS['Content-Type'], 'Cache-Control': 'no-cache', 'X-Cache': 'MISS' },
        // The entry keeps every header this response went out with (security headers included),
        // so that hits, served by the fast path before any middleware, answer exactly the same.
        onDone: fill
          ? (body) => {
              if (!body) return fill(null);
              prepareCachedResponse(status, res.getHeaders(), body, tag).then(
                (entry) => {
                  if (status === 404) cache.setNotFound(version, entry);
                  else cache.set(version, path, entry);
                  fill(entry);
                },
                (error: unknown) => {
                  log.error({ err: error, path }, 'page could not be cached');
                  fill(null);
                },
              );
            }
          : undefined,
      });

    if (!cache.enabled) return render(null);
    const pending = inflight.get(key);
    if (pending) {
      pending.then((entry) => (entry ? writeCachedResponse(entry, req, res) : render(null)));
      return;
    }
    let fill: (entry: CachedPage | null) => void = () => undefined;
    inflight.set(
      key,
      new Promise<CachedPage | null>((resolve) => {
        fill = (entry) => {
          inflight.delete(key);
          resolve(entry);
        };
      }),
    );
    render(fill);
  });
  return router;
}
