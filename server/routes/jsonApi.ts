// JSON the browser loads on demand: the site navigation for the phone sidebar, the sponsors
// and the starter kits.
import { Router } from 'express';
import { siteNavigation } from '../render/resolvePageData';
import type { RouteContext } from './context';

/** Data routes. */
export function dataRoutes({ store }: RouteContext): Router {
  const router = Router();
  router.get('/page-data/:version/nav.json', (req, res) => {
    const snapshot = store.current();
    const sections = siteNavigation(snapshot);
    res
      .set('Cache-Control', req.params.version === snapshot.version ? 'public, max-age=31536000, immutable' : 'no-cache')
      .json(sections);
  });
  router.get('/api/sponsors.json', (_req, res) => {
    res.set('Cache-Control', 'public, max-age=3600').json(store.current().data.sponsors ?? { ranks: {} });
  });
  router.get('/api/starter-kits.json', (_req, res) => {
    res.set('Cache-Control', 'public, max-age=3600').json(store.current().data.starterKits);
  });
  return router;
}
