// What the service worker downloads for offline reading, beside the page data:
//   /page-data/<version>/manifest.json          the pieces of that version, hashed and sized
//   /page-data/<version>/<locale>/manifest.json the same for a translation's pages (under its prefix)
//   /page-data/<version>/<path>page.json        a page's data without its sidebar
//   /page-data/<version>/sections/<name>.json   a section's sidebar
//   /page-data/sections/<name>.<hash>.json      the same by content hash, as page data names it
// Only the current version is served (immutable); any other answers 404, as the worker then
// keeps what it has. Bodies go out through the compression middleware (brotli or gzip).
import { Router, type Response } from 'express';
import { parseOfflinePath } from '../../shared/offline';
import { parseSectionNavPath } from '../../shared/sectionPiece';
import { splitLocale } from '../../shared/i18n';
import { offlineDataCache, pageBody, sectionBody, type OfflineSource } from '../offline/offlineData';
import { englishOfflineSource, localeOfflineSource } from '../offline/offlineSources';
import type { RouteContext } from './context';
import { decodeRequestPath, splitUrl } from './requestPath';

function sendJson(res: Response, version: string, body: string): void {
  res.status(200).set('X-Content-Version', version).set('Cache-Control', 'public, max-age=31536000, immutable').type('json').send(body);
}

/** Offline manifest and pieces. */
export function offlineRoutes({ store, site }: RouteContext, maxBytes: number): Router {
  const router = Router();
  const dataOf = offlineDataCache(maxBytes);
  router.get('/page-data/{*rest}', (req, res, next) => {
    const path = decodeRequestPath(splitUrl(req.originalUrl).path);
    const snapshot = store.current();
    const notFound = () => res.status(404).set('Cache-Control', 'no-cache').json({ error: 'not found' });
    // A section's navigation by content hash, as page data names it: only the current one.
    const nav = parseSectionNavPath(path);
    if (nav) {
      // Any language's navigation of that name (each has its own hash).
      const section = site.sectionByHash(nav.name, nav.hash);
      return section ? sendJson(res, snapshot.version, JSON.stringify(section)) : notFound();
    }
    const parsed = parseOfflinePath(path);
    if (!parsed) return next();
    if (parsed.version !== snapshot.version) return notFound();
    // The language's pages: English from the snapshot, a translation from its view. The site's
    // snapshot changes with any language's content (page data names every language's pages).
    const locale = parsed.kind === 'manifest' ? parsed.locale : parsed.kind === 'page' ? splitLocale(parsed.url, site.locales).locale : 'en';
    const view = locale === 'en' ? null : site.view(locale);
    if (locale !== 'en' && !view) return notFound();
    const source = (): OfflineSource => (view ? localeOfflineSource(site, locale, snapshot.version) : null) ?? englishOfflineSource(snapshot);
    const offline = () => dataOf(locale, snapshot, source);
    // A section's navigation is also what every page names (shared/sectionPiece.ts): it is made
    // from the snapshot alone, without the manifest of every page.
    const body = parsed.kind === 'manifest' ? offline().manifestBody : parsed.kind === 'page' ? pageBody(source(), offline(), parsed.url) : sectionBody(snapshot, parsed.name);
    return body === undefined ? notFound() : sendJson(res, snapshot.version, body);
  });
  return router;
}
