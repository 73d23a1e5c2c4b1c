// Redirects of old addresses (content/redirects.json and the built-in legacy list), answered
// with 301 before anything else looks at the path.
import type { NextFunction, Request, Response } from 'express';
import type { ContentStore } from '../content/store';
import { requestPath } from './requestPath';

/** Middleware answering known old paths with a permanent redirect. */
export function legacyRedirects(store: ContentStore) {
  return (req: Request, res: Response, next: NextFunction): void => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const { path: decoded, query } = requestPath(req);
    const redirects = store.current().redirects;
    const target = redirects.get(decoded) ?? redirects.get(decoded.endsWith('/') ? decoded : `${decoded}/`);
    if (!target) return next();
    res.redirect(301, target + query);
  };
}
