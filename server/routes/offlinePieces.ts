// What the service worker downloads for offline reading, beside the page data:
//   /page-data/<version>/manifest.json          the pieces of that version, hashed and sized
//   /page-data/<version>/<locale>/manifest.json the same for a translation's pages (under its prefix)
//   /page-data/<version>/<path>page.json        a page's data without its sidebar
//   /page-data/<version>/sections/<name>.json   a section's sidebar
//   /page-data/sections/<name>.<hash>.json      the same by content hash, as page data names it
// Only the current version is served (immutable); any other answers 404, as the worker then
// keeps what it has. Each piece is built and compressed once per content version and then
// served from the cache like a page (see cache/preparedAnswer.ts).
import { Router, type Request, type Response } from 'express';
import { preparedAnswers } from '../cache/preparedAnswer';
import { parseOfflinePath } from '../../shared/offline';
import { parseSectionNavPath } from '../../shared/sectionPiece';
import { DEFAULT_LOCALE } from '../../shared/i18n';
import { splitAddress } from '../site/addresses';
import { offlineDataCache, pageBody, sectionBody, type OfflineSource } from '../offline/offlineData';
import { englishOfflineSource, localeOfflineSource } from '../offline/offlineSources';
import type { RouteContext } from './context';
import { requestPath } from './requestPath';

/** Offline manifest and pieces. */
export function offlineRoutes({ store, site, cache, log }: RouteContext, maxBytes: number): Router {
  const router = Router();
  const dataOf = offlineDataCache(maxBytes);
  const prepared = preparedAnswers(cache, log);
  /** Sends the piece kept under the path, building it when needed; false when there is none. */
  const sendJson = (req: Request, res: Response, path: string, build: () => string | undefined): boolean => {
    res.set({ 'X-Content-Version': site.store.current().version, 'Cache-Control': 'public, max-age=31536000, immutable', 'Content-Type': 'application/json; charset=utf-8' });
    if (prepared(req, res, { version: site.store.current().version, path }, build)) return true;
    res.removeHeader('Cache-Control');
    res.removeHeader('X-Content-Version');
    return false;
  };
  router.get('/page-data/{*rest}', (req, res, next) => {
    const path = requestPath(req).path;
    const snapshot = store.current();
    const notFound = () => res.status(404).set('Cache-Control', 'no-cache').json({ error: 'not found' });
    // A section's navigation by content hash, as page data names it: only the current one.
    const nav = parseSectionNavPath(path);
    if (nav) {
      // Any language's navigation of that name (each has its own hash).
      if (!sendJson(req, res, path, () => {
        const section = site.sectionByHash(nav.name, nav.hash);
        return section ? JSON.stringify(section) : undefined;
      }))
        notFound();
      return;
    }
    const parsed = parseOfflinePath(path);
    if (!parsed) return next();
    if (parsed.version !== snapshot.version) return notFound();
    // The language's pages: English from the snapshot, a translation from its view. The site's
    // snapshot changes with any language's content (page data names every language's pages).
    const locale = parsed.kind === 'manifest' ? parsed.locale : parsed.kind === 'page' ? splitAddress(parsed.url, site.locales).locale : DEFAULT_LOCALE;
    const view = locale === DEFAULT_LOCALE ? null : site.view(locale);
    if (locale !== DEFAULT_LOCALE && !view) return notFound();
    const source = (): OfflineSource => (view ? localeOfflineSource(site, locale, snapshot.version) : null) ?? englishOfflineSource(site, snapshot.version);
    const offline = () => dataOf(locale, snapshot, source);
    // A section's navigation is also what every page names (shared/sectionPiece.ts): it is made
    // from the snapshot alone, without the manifest of every page.
    const build = () => (parsed.kind === 'manifest' ? offline().manifestBody : parsed.kind === 'page' ? pageBody(source(), offline(), parsed.url) : sectionBody(snapshot, parsed.name));
    if (!sendJson(req, res, path, build)) notFound();
  });
  return router;
}
