// JSON the browser loads on demand: the site navigation for the phone sidebar, the sponsors
// and the starter kits, each prepared once per content version (cache/preparedJson.ts).
import { Router } from 'express';
import { preparedJson } from '../cache/preparedJson';
import { siteNavigation } from '../site/routePageData';
import type { RouteContext } from './context';
import { redirectToVersion } from './pageData';

/** Data routes. */
export function dataRoutes({ store, cache, log }: RouteContext): Router {
  const router = Router();
  const serve = preparedJson(cache, log);
  // Like page data: only the current content version answers, once built per version.
  router.get('/page-data/:version/nav.json', (req, res) => {
    const snapshot = store.current();
    const path = `/page-data/${snapshot.version}/nav.json`;
    if (req.params.version !== snapshot.version) return redirectToVersion(res, snapshot.version, path);
    res.set({ 'Cache-Control': 'public, max-age=31536000, immutable', 'X-Content-Version': snapshot.version });
    serve(req, res, { version: snapshot.version, path }, () => siteNavigation(snapshot));
  });
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
