// JSON the browser loads on demand: the site navigation for the phone sidebar (per language), the sponsors
// and the starter kits, each prepared once per content version (cache/preparedJson.ts).
import { Router, type Request, type Response } from 'express';
import { DEFAULT_LOCALE } from '../../shared/i18n';
import { siteNavUrl } from '../../shared/siteNavUrl';
import { preparedJson } from '../cache/preparedJson';
import { siteNavigation } from '../site/routePageData';
import type { RouteContext } from './context';
import type { LocaleView, Site } from '../site/site';
import { versionSegment } from '../../shared/versions';
import { redirectToVersion } from './pageData';

/** An older version's pages by its prefix segment ('v4'), or null. */
function olderView(site: Site, segment: string): LocaleView | null {
  const name = site.older.find((v) => versionSegment(v) === segment);
  return name === undefined ? null : site.versionView(name);
}

/** Data routes. */
export function dataRoutes({ store, site, cache, log }: RouteContext): Router {
  const router = Router();
  const serve = preparedJson(cache, log);
  // Like page data: only the current content version answers, once built per version.
  // A translation's navigation names its own pages' titles and addresses, the ones its section
  // pieces name, so the drawer's list does not change under the reader when the rest arrives.
  const navigation = (req: Request, res: Response, locale: string) => {
    const snapshot = store.current();
    // An older version's navigation is asked for under its prefix segment ('v4').
    const view = locale === DEFAULT_LOCALE ? null : (site.view(locale) ?? olderView(site, locale));
    if (locale !== DEFAULT_LOCALE && !view) return res.status(404).set('Cache-Control', 'no-cache').json({ error: 'not found' });
    const path = siteNavUrl(snapshot.version, view ? locale : null);
    if (req.params.version !== snapshot.version) return redirectToVersion(res, snapshot.version, path);
    res.set({ 'Cache-Control': 'public, max-age=31536000, immutable', 'X-Content-Version': snapshot.version });
    serve(req, res, { version: snapshot.version, path }, () => siteNavigation(view ? view.snapshot : snapshot));
  };
  router.get('/page-data/:version/nav.json', (req, res) => navigation(req, res, DEFAULT_LOCALE));
  router.get('/page-data/:version/:locale/nav.json', (req, res) => navigation(req, res, req.params.locale));
  // Content data, the same for every request of a version: prepared once like page data.
  router.get('/api/sponsors.json', (req, res) => {
    res.set('Cache-Control', 'public, max-age=3600');
    serve(req, res, { version: store.current().version, path: '/api/sponsors.json' }, () => store.current().data.sponsors ?? { ranks: {} });
  });
  router.get('/api/starter-kits.json', (req, res) => {
    res.set('Cache-Control', 'public, max-age=3600');
    serve(req, res, { version: store.current().version, path: '/api/starter-kits.json' }, () => store.current().data.starterKits);
  });
  return router;
}
