// Liveness and readiness: /healthz is 200 once the content index is loaded (the app exists only
// then); /readyz also reports content problems: always how many, and which (file, line,
// message) only while the content is watched and to whoever may see the live-reload stream
// (see liveReload.ts), since they name files of the server. It says 503 from the moment the
// server starts shutting down, so a load balancer stops sending it new connections.
import { Router } from 'express';
import type { RouteContext } from './context';
import { isLocalRequest } from './localRequest';

/** Health routes. problemDetails: whether anyone (true) or only this machine ('local') sees the
 * problems' details; false shows only their number. stopping: true once the process shuts down. */
export function healthRoutes({ store }: RouteContext, problemDetails: boolean | 'local' = false, stopping: () => boolean = () => false): Router {
  const router = Router();
  router.get('/healthz', (_req, res) => {
    res.set('Cache-Control', 'no-store').json({ status: 'ok' });
  });
  router.get('/readyz', (req, res) => {
    const snapshot = store.current();
    if (stopping()) {
      res.status(503).set('Cache-Control', 'no-store').json({ status: 'stopping', version: snapshot.version });
      return;
    }
    const count = snapshot.problems.length;
    const details = problemDetails === true || (problemDetails === 'local' && isLocalRequest(req));
    res
      .status(count === 0 ? 200 : 503)
      .set('Cache-Control', 'no-store')
      .json({
        status: count === 0 ? 'ready' : 'content-problems',
        version: snapshot.version,
        pages: snapshot.pages.size,
        problemCount: count,
        ...(details ? { problems: snapshot.problems.map((p) => ({ file: p.file, line: p.line, message: p.message })) } : {}),
      });
  });
  return router;
}
