// The playground's sandbox frame, served with its own policy in place of the site's (see
// playground/frameDocument.ts). The playground page itself is an ordinary row of the route table.
import { Router } from 'express';
import { FRAME_PATH, frameHtml, frameNonce, framePolicy } from '../playground/frameDocument';

/** The sandbox frame route. */
export function playgroundRoutes(): Router {
  const router = Router();
  router.get(FRAME_PATH, (_req, res) => {
    const nonce = frameNonce();
    res
      .status(200)
      .set({
        'Content-Security-Policy': framePolicy(nonce),
        'Content-Type': 'text/html; charset=utf-8',
        'Cache-Control': 'no-store',
        'X-Frame-Options': 'SAMEORIGIN',
        'Referrer-Policy': 'no-referrer',
      })
      .send(frameHtml(nonce));
  });
  return router;
}
