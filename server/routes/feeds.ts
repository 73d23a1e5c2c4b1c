// Files for crawlers, feed readers and tools: sitemap.xml, robots.txt, the blog feed, llms.txt
// and each page's markdown source at <url>index.md.
import { Router } from 'express';
import { blogFeedXml } from '../feeds/rss';
import { DEFAULT_LOCALE } from '../../shared/i18n';
import { splitAddress } from '../site/addresses';
import { localizedLlmsTxt, localizedRobotsTxt, localizedSitemapXml, localizedSource } from '../site/siteFeeds';
import type { RouteContext } from './context';
import { requestPath } from './requestPath';

const TEXT_CACHE = 'public, max-age=300, stale-while-revalidate=86400';

/** Feed and index routes. */
export function feedRoutes({ store, site }: RouteContext, origin: string): Router {
  const router = Router();
  router.get('/sitemap.xml', (_req, res) => {
    res.type('application/xml').set('Cache-Control', TEXT_CACHE).send(localizedSitemapXml(site, origin));
  });
  router.get('/robots.txt', (_req, res) => {
    res.type('text/plain').set('Cache-Control', TEXT_CACHE).send(localizedRobotsTxt(site, origin));
  });
  router.get('/blog/feed.xml', (_req, res) => {
    res.type('application/rss+xml').set('Cache-Control', TEXT_CACHE).send(blogFeedXml(store.current(), origin));
  });
  router.get('/llms.txt', (_req, res) => {
    res.type('text/plain').set('Cache-Control', TEXT_CACHE).send(localizedLlmsTxt(site, DEFAULT_LOCALE, origin));
  });
  router.get('/{*path}', (req, res, next) => {
    const address = splitAddress(requestPath(req).path, site.locales);
    if (address.locale !== DEFAULT_LOCALE && address.path === '/llms.txt') {
      const text = localizedLlmsTxt(site, address.locale, origin);
      return text === null ? next() : void res.type('text/plain').set('Cache-Control', TEXT_CACHE).send(text);
    }
    if (!address.path.endsWith('/index.md')) return next();
    const source = localizedSource(site, { locale: address.locale, path: address.path.slice(0, -'index.md'.length) });
    if (source === null) return next();
    res.type('text/markdown').set('Cache-Control', TEXT_CACHE).send(source);
  });
  return router;
}
