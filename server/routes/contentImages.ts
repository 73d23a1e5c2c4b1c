// Images pages show from a content folder (/content-assets/…, a translation's under its locale).
// The folder is written by strangers, so the name alone proves nothing: only paths the folder's
// read listed as regular image files inside it are served, read again at each request without
// following a link and without waiting on a special file (content/read.ts readContentAsset).
// A link, a FIFO or a file put in place of a listed one after start is answered 404.
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { readContentAsset } from '../content/read';
import { requestPathOrNull } from './requestPath';

const TYPES: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  svg: 'image/svg+xml',
  webp: 'image/webp',
  avif: 'image/avif',
  ico: 'image/x-icon',
};

/** The folder an image prefix serves, and the assets its current content lists. */
export interface ContentAssetSource {
  dir: string;
  listed: () => ReadonlySet<string>;
}

function notFound(res: Response): void {
  res.status(404).type('text').send('Not Found');
}

/** Serves the listed images of one content folder (mounted under its prefix). */
export function contentAssetHandler({ dir, listed }: ContentAssetSource): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return notFound(res);
    // The request's path as decoded once for every route, less the prefix this handler is
    // mounted under.
    const full = requestPathOrNull(req);
    if (full === null || !full.startsWith(`${req.baseUrl}/`)) return notFound(res);
    const path = full.slice(req.baseUrl.length + 1);
    const type = TYPES[path.slice(path.lastIndexOf('.') + 1).toLowerCase()];
    if (!type || !listed().has(path)) return notFound(res);
    readContentAsset(dir, path).then((asset) => {
      if (!asset) return notFound(res);
      res.set({ 'Content-Type': type, 'Cache-Control': 'public, max-age=3600', 'Last-Modified': asset.mtime.toUTCString() });
      res.send(asset.bytes);
    }, next);
  };
}
