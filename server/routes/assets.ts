// Static files: hashed client assets (immutable, a year), and images that pages import from
// the content folder. Nothing outside these two folders is ever served.
import express, { Router } from 'express';

const IMAGE = /\.(?:png|jpe?g|gif|svg|webp|avif|ico)$/i;

/** Static asset routes. */
export function assetRoutes(clientDir: string, contentDir: string): Router {
  const router = Router();
  router.use(
    '/assets',
    express.static(`${clientDir}/assets`, {
      immutable: true,
      maxAge: '1y',
      index: false,
      redirect: false,
      fallthrough: true,
      dotfiles: 'ignore',
    }),
  );
  router.use('/content-assets', (req, res, next) => {
    if (IMAGE.test(req.path)) next();
    else res.status(404).type('text').send('Not Found');
  });
  router.use(
    '/content-assets',
    express.static(contentDir, { maxAge: '1h', index: false, redirect: false, dotfiles: 'ignore', extensions: false }),
  );
  router.use(
    express.static(`${clientDir}/public`, {
      maxAge: '1d',
      index: false,
      redirect: false,
      dotfiles: 'ignore',
      // The service worker must be revalidated so that a new deploy replaces it promptly.
      setHeaders: (res, path) => {
        if (path.endsWith('sw.js')) res.setHeader('Cache-Control', 'no-cache');
      },
    }),
  );
  return router;
}
