// JSON page data for client navigation at /page-data/<version>/<path>data.json. Only the current
// content version answers: a request for another one is redirected (307) to the same page's data
// of the current version, which a browser follows on its own and which tells the client the new
// version (X-Content-Version). A current answer is immutable, built once per content version and
// then served from the cache like a page (see cache/preparedJson.ts).
import { Router, type Response } from 'express';
import { withoutSectionNav } from '../../shared/sectionPiece';
import { pageDataUrl, parsePageDataPath } from '../../shared/urls';
import { preparedJson } from '../cache/preparedJson';
import { pageDataOf, resolve } from '../site/resolve';
import { sectionHash } from '../site/sectionHash';
import type { RouteContext } from './context';
import { requestPath } from './requestPath';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Redirects a request for another content version's data to the current one. */
export function redirectToVersion(res: Response, current: string, location: string): void {
  res.set({ 'Cache-Control': 'no-store', 'X-Content-Version': current }).redirect(307, location);
}

/** Page data route. */
export function pageDataRoutes({ site, cache, log }: RouteContext): Router {
  const router = Router();
  const serve = preparedJson(cache, log);
  router.get('/page-data/{*rest}', (req, res) => {
    const parsed = parsePageDataPath(requestPath(req).path);
    if (!parsed) {
      res.status(404).json({ error: 'not found' });
      return;
    }
    const snapshot = site.store.current();
    const path = pageDataUrl(snapshot.version, parsed.url);
    if (parsed.version !== snapshot.version) return redirectToVersion(res, snapshot.version, path);
    const resolved = resolve(site, parsed.url);
    res.set('X-Content-Version', snapshot.version);
    // Unknown pages share one small answer and are never stored (their paths are unbounded).
    if (resolved.outcome === 'notFound') {
      res.status(404).set('Cache-Control', 'no-cache').json(resolved.data);
      return;
    }
    res.set('Cache-Control', IMMUTABLE);
    // A print view's data (megabytes) is kept for the version outside the LRU, like the view.
    serve(req, res, { version: snapshot.version, path, pinned: resolved.data.kind === 'printable' }, () => withoutSectionNav(pageDataOf(resolved), sectionHash));
  });
  return router;
}
