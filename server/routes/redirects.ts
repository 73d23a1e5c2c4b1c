// Trailing-slash redirects: /concepts → /concepts/ (permanent, query kept). The Location is
// always a path on this site: leading slashes and backslashes collapse to one slash, so
// //example.com and /\example.com can never send a visitor elsewhere.
import type { NextFunction, Request, Response } from 'express';
import { NO_SLASH_PATHS } from '../../shared/routes';
import { requestPath, splitUrl } from './requestPath';

/** Paths answered as they are: the pages the route table lists without a slash, and the probes. */
const NO_SLASH_ROUTES = new Set([...NO_SLASH_PATHS, '/healthz', '/readyz']);

/** The safe same-site location for a path that lacks its trailing slash. */
export function trailingSlashLocation(rawPath: string, query: string): string {
  const path = `/${rawPath.replace(/^[/\\]+/, '')}`.replace(/\\/g, '%5C');
  return `${path}/${query}`;
}

/** Redirects extension-less paths without a trailing slash. */
export function trailingSlashRedirect(req: Request, res: Response, next: NextFunction): void {
  if (req.method !== 'GET' && req.method !== 'HEAD') return next();
  // The raw path is what is redirected; decoding it only refuses a malformed one.
  requestPath(req);
  const { path, query } = splitUrl(req.originalUrl);
  if (path.endsWith('/') || NO_SLASH_ROUTES.has(path)) return next();
  const last = path.slice(path.lastIndexOf('/') + 1);
  if (/\.[A-Za-z0-9]{1,8}$/.test(last)) return next();
  res.redirect(301, trailingSlashLocation(path, query));
}
