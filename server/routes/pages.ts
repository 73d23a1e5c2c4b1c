// Every page URL that the cache fast path did not answer. A miss, in order: resolve the page,
// answer from what is already known (the stored Not Found page, a revalidation), join or start
// the one render of its key (single flight), render it into the response, fill the cache.
// Unknown paths share one Not Found page per language and content version, kept apart from the
// LRU, so they cannot evict good pages or grow memory; the print views are kept apart too, once
// per version, so a crawl through every page cannot evict them (see cache/htmlCache.ts pin).
import { Router, type Request } from 'express';
import type { OutgoingHttpHeaders } from 'node:http';
import type { PageData } from '../../shared/types';
import { pageTag, revalidatedEtag, variantEtag } from '../cache/etag';
import { acceptedEncodings, writeCachedResponse } from '../cache/fastPath';
import type { CachedPage } from '../cache/htmlCache';
import { queueCachedResponse } from '../cache/prepareResponse';
import { createSingleFlight } from '../cache/singleFlight';
import type { ContentSnapshot } from '../content/contentSnapshot';
import type { ArticlePart } from '../site/article';
import { DEFAULT_LOCALE } from '../../shared/i18n';
import { notFoundSlot, resolve, type Resolved } from '../site/resolve';
import type { Site } from '../site/site';
import { createDocumentEndsStore } from '../render/documentEnds';
import { streamPage } from '../render/stream';
import type { RouteContext } from './context';
import { requestPath } from './requestPath';

/** Browsers revalidate every time (cheap: 304 with the ETag); a CDN may keep a page five
 * minutes and serve it stale for a day while it fetches a fresh one. */
const FOUND_HEADERS = { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'public, max-age=0, s-maxage=300, stale-while-revalidate=86400', 'X-Cache': 'MISS' };
const NOT_FOUND_HEADERS = { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-cache', 'X-Cache': 'MISS' };

const CRAWLER = /bot|crawler|spider|crawling|slurp|facebookexternalhit|lighthouse/i;

/** A page to render: its data, status, cache key and tag. */
interface Miss {
  path: string;
  page: PageData;
  article: ArticlePart[];
  /** The language of the page (its Not Found page is kept per language). */
  locale: string;
  /** A print view: kept for its content version outside the LRU (see cache/htmlCache.ts pin). */
  pinned: boolean;
  found: boolean;
  key: string;
  tag: string;
}

/** A resolved path as the cache knows it. Every unknown path is the one Not Found page of its
 * language, under one key and tag of its own (a content page may live at /404/), and nothing
 * taken from the request ends up in it. */
function missOf(site: Site, path: string, resolved: Resolved, version: string, build: string): Miss {
  const { data: page, article } = resolved;
  // An older documentation version's Not Found page is its own (its chrome, its banner).
  const locale = notFoundSlot(site, resolved);
  if (resolved.outcome !== 'notFound') return { path, page, article, found: true, locale, pinned: page.kind === 'printable', key: `${version}\0${path}`, tag: pageTag(build, version, path) };
  // Each language has its Not Found page (in its chrome), English under the tag it always had.
  const notFound = `\0notFound${locale === DEFAULT_LOCALE ? '' : `\0${locale}`}`;
  return { path, page, article, found: false, locale, pinned: false, key: `${version}\0${locale}\0notFound`, tag: pageTag(build, version, notFound) };
}

/** Page routes (the last routes before the 404 fallback). */
export function pageRoutes({ site, cache, parts, manifest, log, analyticsId, docsearch, live, build, origin }: RouteContext): Router {
  const router = Router();
  const flights = createSingleFlight<CachedPage | null>();
  const documentEnds = createDocumentEndsStore(manifest, parts, origin);

  /** Turns a finished body into a cache entry; the entry keeps every header this response went
   * out with (security headers included), so hits answer exactly the same. */
  async function fillCache(snapshot: ContentSnapshot, miss: Miss, body: Buffer | null, headers: OutgoingHttpHeaders): Promise<CachedPage | null> {
    const queued = body && queueCachedResponse(miss.found ? 200 : 404, headers, body, miss.tag, miss.pinned);
    if (!queued) return null;
    try {
      const entry = await queued;
      if (!miss.found) cache.setNotFound(snapshot.version, miss.locale, entry);
      else if (miss.pinned) cache.pin(snapshot.version, miss.path, entry);
      else cache.set(snapshot.version, miss.path, entry);
      return entry;
    } catch (error: unknown) {
      log.error({ err: error, path: miss.path }, 'page could not be cached');
      return null;
    }
  }

  router.get('/{*splat}', (req: Request, res) => {
    const snapshot = site.store.current();
    const path = requestPath(req).path;
    const miss = missOf(site, path, resolve(site, path), snapshot.version, build);
    const storedNotFound = miss.found ? undefined : cache.getNotFound(snapshot.version, miss.locale);
    if (storedNotFound) return writeCachedResponse(storedNotFound, req, res);
    // The tag is known before rendering: a client revalidating a page it holds (from a miss,
    // a hit, or another replica of the same build) gets 304 even when this page is not cached.
    const accepted = acceptedEncodings(req.get('accept-encoding'));
    const confirmed = miss.found ? revalidatedEtag(req.get('if-none-match'), miss.tag, accepted) : null;
    if (confirmed) return void res.status(304).set({ ETag: confirmed, 'Cache-Control': FOUND_HEADERS['Cache-Control'], Vary: 'Accept-Encoding', 'X-Cache': 'MISS' }).end();

    const boot = { contentVersion: snapshot.version, analyticsId, docsearch, live, page: miss.page };
    const render = (keepBody: boolean) =>
      streamPage(res, {
        boot,
        ends: documentEnds(boot),
        keep: parts.get,
        // The article as prepared at load time, already compressed for clients that take gzip.
        article: miss.article,
        status: miss.found ? 200 : 404,
        headers: miss.found ? FOUND_HEADERS : NOT_FOUND_HEADERS,
        etag: variantEtag(miss.tag, accepted.gzip ? 'gzip' : 'identity'),
        gzip: accepted.gzip,
        waitForAll: CRAWLER.test(req.get('user-agent') ?? ''),
        keepBody,
        log,
      });
    if (!cache.enabled) return void render(false);
    // Requests for a page being rendered wait for that render's entry instead of starting their own.
    const underway = flights.joined(miss.key);
    if (underway) return void underway.then((entry) => (entry ? writeCachedResponse(entry, req, res) : void render(false)));
    void flights.run(miss.key, async () => fillCache(snapshot, miss, await render(true), res.getHeaders()));
  });
  return router;
}
