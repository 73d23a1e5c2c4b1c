// Liveness and readiness: /healthz is 200 once the content index is loaded (the app exists only
// then); /readyz also reports content problems, and says 503 from the moment the server starts
// shutting down, so a load balancer stops sending it new connections.
import { Router } from 'express';
import type { RouteContext } from './context';

/** Health routes. */
export function healthRoutes({ store }: RouteContext, stopping: () => boolean = () => false): Router {
  const router = Router();
  router.get('/healthz', (_req, res) => {
    res.set('Cache-Control', 'no-store').json({ status: 'ok' });
  });
  router.get('/readyz', (_req, res) => {
    const snapshot = store.current();
    if (stopping()) {
      res.status(503).set('Cache-Control', 'no-store').json({ status: 'stopping', version: snapshot.version });
      return;
    }
    const problems = snapshot.problems.map((p) => ({ file: p.file, line: p.line, message: p.message }));
    res
      .status(problems.length === 0 ? 200 : 503)
      .set('Cache-Control', 'no-store')
      .json({ status: problems.length === 0 ? 'ready' : 'content-problems', version: snapshot.version, pages: snapshot.pages.size, problems });
  });
  return router;
}
