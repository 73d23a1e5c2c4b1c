// JSON page data for client navigation at /page-data/<version>/<path>data.json. A request for
// the current version is immutable; an older version gets the current data, not cached.
import { Router } from 'express';
import { parsePageDataPath } from '../../shared/urls';
import { resolvePageData } from '../render/resolvePageData';
import type { RouteContext } from './context';
import { decodeRequestPath, splitUrl } from './requestPath';

/** Page data route. */
export function pageDataRoutes({ store }: RouteContext): Router {
  const router = Router();
  router.get('/page-data/{*rest}', (req, res) => {
    const parsed = parsePageDataPath(decodeRequestPath(splitUrl(req.originalUrl).path));
    if (!parsed) {
      res.status(404).json({ error: 'not found' });
      return;
    }
    const snapshot = store.current();
    const data = resolvePageData(snapshot, parsed.url);
    res
      .status(data.kind === 'notFound' ? 404 : 200)
      .set('X-Content-Version', snapshot.version)
      .set('Cache-Control', parsed.version === snapshot.version && data.kind !== 'notFound' ? 'public, max-age=31536000, immutable' : 'no-cache')
      .json(data);
  });
  return router;
}
