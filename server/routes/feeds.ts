// Files for crawlers, feed readers and tools: sitemap.xml, robots.txt, the blog feed, llms.txt
// and each page's markdown source at <url>index.md. Each depends only on the content version:
// built and compressed once per version, then served from the cache like a page (see
// cache/preparedAnswer.ts).
import { Router, type Request, type Response } from 'express';
import { blogFeedXml } from '../feeds/rss';
import { DEFAULT_LOCALE } from '../../shared/i18n';
import { preparedAnswers } from '../cache/preparedAnswer';
import { splitAddress } from '../site/addresses';
import { localizedLlmsTxt, localizedRobotsTxt, localizedSitemapXml, localizedSource, versionLlmsTxt, versionSource } from '../site/siteFeeds';
import { splitVersion } from '../../shared/versions';
import type { RouteContext } from './context';
import { requestPath } from './requestPath';

const TEXT_CACHE = 'public, max-age=300, stale-while-revalidate=86400';

/** Feed and index routes. */
export function feedRoutes({ store, site, cache, log }: RouteContext, origin: string): Router {
  const router = Router();
  const prepared = preparedAnswers(cache, log);
  /** Sends the answer of a path in the current version, built by `build` when not kept; false
   * when `build` finds none. */
  const serve = (req: Request, res: Response, path: string, type: string, build: () => string | null): boolean => {
    res.type(type).set('Cache-Control', TEXT_CACHE);
    if (prepared(req, res, { version: store.current().version, path }, () => build() ?? undefined)) return true;
    // Not an answer after all: the headers set for it go too.
    res.removeHeader('Content-Type');
    res.removeHeader('Cache-Control');
    return false;
  };
  router.get('/sitemap.xml', (req, res) => void serve(req, res, '/sitemap.xml', 'application/xml', () => localizedSitemapXml(site, origin)));
  router.get('/robots.txt', (req, res) => void serve(req, res, '/robots.txt', 'text/plain', () => localizedRobotsTxt(site, origin)));
  router.get('/blog/feed.xml', (req, res) => void serve(req, res, '/blog/feed.xml', 'application/rss+xml', () => blogFeedXml(store.current(), origin)));
  router.get('/llms.txt', (req, res) => void serve(req, res, '/llms.txt', 'text/plain', () => localizedLlmsTxt(site, DEFAULT_LOCALE, origin)));
  router.get('/{*path}', (req, res, next) => {
    const path = requestPath(req).path;
    if (!path.endsWith('/index.md') && !path.endsWith('/llms.txt')) return next();
    const older = splitVersion(path, site.older);
    if (older.version !== null) {
      const name = older.version;
      const found = older.path === '/llms.txt'
        ? serve(req, res, path, 'text/plain', () => versionLlmsTxt(site, name, origin))
        : older.path.endsWith('/index.md') && serve(req, res, path, 'text/markdown', () => versionSource(site, name, older.path.slice(0, -'index.md'.length)));
      if (!found) next();
      return;
    }
    const address = splitAddress(path, site.locales);
    if (address.locale !== DEFAULT_LOCALE && address.path === '/llms.txt') {
      if (!serve(req, res, path, 'text/plain', () => localizedLlmsTxt(site, address.locale, origin))) next();
      return;
    }
    if (!path.endsWith('/index.md')) return next();
    if (!serve(req, res, path, 'text/markdown', () => localizedSource(site, { locale: address.locale, path: address.path.slice(0, -'index.md'.length) }))) next();
  });
  return router;
}
