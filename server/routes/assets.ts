// Static files: hashed client assets (immutable for a year, served from memory in the encoding
// the client accepts, compressed at build time), the public folder (favicon, service worker),
// and images that pages import from the content folder (only those its read listed). Nothing
// outside these folders is served.
import { createReadStream, readdirSync, readFileSync, statSync, type Dirent } from 'node:fs';
import { join, relative, sep } from 'node:path';
import express, { Router, type Request, type Response, type NextFunction } from 'express';
import { pickEncoding } from '../cache/fastPath';
import { requestPathOrNull } from './requestPath';
import { contentAssetHandler, type ContentAssetSource } from './contentImages';

const TYPES: Record<string, string> = { js: 'text/javascript; charset=utf-8', css: 'text/css; charset=utf-8' };

/** Assets up to this size are kept in memory; larger ones (the playground's worker and packs,
 * megabytes each and fetched only by the playground) are read from disk when asked for, so
 * that they cost the server neither memory nor start-up time. */
export const IN_MEMORY_ASSET_BYTES = 512 * 1024;

/** One encoding of an asset: its bytes in memory, or its file and size. */
type Body = { bytes: Buffer } | { file: string; size: number };

interface Asset {
  type: string;
  identity: Body;
  br: Body | null;
  gzip: Body | null;
}

/** The body of a file: in memory when small, else its path and size; null when it is missing. */
function bodyOf(file: string, inMemory: boolean): Body | null {
  try {
    if (inMemory) return { bytes: readFileSync(file) };
    return { file, size: statSync(file).size };
  } catch {
    return null;
  }
}

/** Lists the hashed scripts and stylesheets (with their precompressed siblings), the small ones
 * loaded into memory. */
export function loadAssets(assetsDir: string): Map<string, Asset> {
  const assets = new Map<string, Asset>();
  let names: string[] = [];
  try {
    names = readdirSync(assetsDir);
  } catch {
    return assets;
  }
  for (const name of names) {
    const extension = name.split('.').pop() ?? '';
    const type = TYPES[extension];
    if (!type) continue;
    const file = join(assetsDir, name);
    const inMemory = statSync(file).size <= IN_MEMORY_ASSET_BYTES;
    const identity = bodyOf(file, inMemory);
    if (identity) assets.set(name, { type, identity, br: bodyOf(`${file}.br`, inMemory), gzip: bodyOf(`${file}.gz`, inMemory) });
  }
  return assets;
}

const sizeOf = (body: Body): number => ('bytes' in body ? body.bytes.byteLength : body.size);

/** URL paths (`/favicon.svg`) of every file below a folder; none when it is missing. */
export function listPublicFiles(folder: string): Set<string> {
  const files = new Set<string>();
  let entries: Dirent[] = [];
  try {
    entries = readdirSync(folder, { recursive: true, withFileTypes: true });
  } catch {
    return files;
  }
  for (const entry of entries) {
    const file = join(entry.parentPath, entry.name);
    if (!entry.isFile() && !(entry.isSymbolicLink() && isFile(file))) continue;
    files.add(`/${relative(folder, file).split(sep).join('/')}`);
  }
  return files;
}

function isFile(path: string): boolean {
  try {
    return statSync(path).isFile();
  } catch {
    return false;
  }
}

/** Static asset routes. */
export function assetRoutes(clientDir: string, content: ContentAssetSource, translationSources: readonly (ContentAssetSource & { locale: string })[] = []): Router {
  const router = Router();
  const assets = loadAssets(join(clientDir, 'assets'));
  router.use('/assets', (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const asset = assets.get(req.path.slice(1));
    if (!asset) return next();
    const wanted = pickEncoding(req.headers['accept-encoding']);
    const encoding = wanted === 'br' && asset.br ? 'br' : wanted !== 'identity' && asset.gzip ? 'gzip' : 'identity';
    const body = (encoding === 'br' ? asset.br : encoding === 'gzip' ? asset.gzip : null) ?? asset.identity;
    const headers = {
      'Content-Type': asset.type,
      'Content-Length': sizeOf(body),
      'Cache-Control': 'public, max-age=31536000, immutable',
      Vary: 'Accept-Encoding',
      ...(encoding === 'identity' ? {} : { 'Content-Encoding': encoding }),
    };
    if (req.method === 'HEAD') {
      res.writeHead(200, headers).end();
      return;
    }
    if ('bytes' in body) {
      res.writeHead(200, headers).end(body.bytes);
      return;
    }
    // A file read when asked for: a file that went missing since start is an error of the
    // request, never of the process.
    const stream = createReadStream(body.file);
    stream.once('open', () => {
      res.writeHead(200, headers);
      stream.pipe(res);
    });
    stream.once('error', (error) => {
      if (res.headersSent) res.destroy(error);
      else next(error);
    });
    res.once('close', () => stream.destroy());
  });
  router.use(
    '/assets',
    express.static(`${clientDir}/assets`, { immutable: true, maxAge: '1y', index: false, redirect: false, fallthrough: true, dotfiles: 'ignore' }),
  );
  // Images of the content folders: only those their read listed (routes/contentImages.ts).
  router.use('/content-assets', contentAssetHandler(content));
  for (const { locale, ...source } of translationSources) router.use(`/${locale}/content-assets`, contentAssetHandler(source));
  // The public folder is part of the build, so its file names are known at start: only those
  // paths reach the file system (page URLs, the most common requests, cost no stat call).
  const publicFiles = listPublicFiles(join(clientDir, 'public'));
  const servePublic = express.static(`${clientDir}/public`, {
    maxAge: '1d',
    index: false,
    redirect: false,
    dotfiles: 'ignore',
    // The service worker must be revalidated so that a new deploy replaces it promptly.
    setHeaders: (res, path) => {
      if (path.endsWith('sw.js')) res.setHeader('Cache-Control', 'no-cache');
    },
  });
  router.use((req, res, next) => {
    // A path that does not decode names no file; the page routes answer it.
    const path = requestPathOrNull(req);
    return path !== null && publicFiles.has(path) ? servePublic(req, res, next) : next();
  });
  return router;
}
