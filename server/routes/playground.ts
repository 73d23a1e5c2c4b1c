// The playground's sandbox frame, served with its own policy in place of the site's (see
// shared/playgroundFrame.ts). The playground page itself is an ordinary row of the route table.
import { Router } from 'express';
import { FRAME_HTML, FRAME_PATH, FRAME_POLICY } from '../../shared/playgroundFrame';

/** The sandbox frame route. */
export function playgroundRoutes(): Router {
  const router = Router();
  router.get(FRAME_PATH, (_req, res) => {
    res
      .status(200)
      .set({
        'Content-Security-Policy': FRAME_POLICY,
        'Content-Type': 'text/html; charset=utf-8',
        // Its address names its content: kept for good, so the playground opens offline.
        'Cache-Control': 'public, max-age=31536000, immutable',
        'X-Frame-Options': 'SAMEORIGIN',
        'Referrer-Policy': 'no-referrer',
      })
      .send(FRAME_HTML);
  });
  return router;
}
