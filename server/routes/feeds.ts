// Files for crawlers, feed readers and tools: sitemap.xml, robots.txt, the blog feed, llms.txt
// and each page's markdown source at <url>index.md.
import { Router } from 'express';
import { blogFeedXml } from '../feeds/rss';
import { llmsTxt } from '../feeds/llms';
import { DEFAULT_LOCALE, splitLocale } from '../../shared/i18n';
import { localizedLlmsTxt, localizedRobotsTxt, localizedSitemapXml, localizedSource } from '../i18n/siteFeeds';
import type { RouteContext } from './context';
import { decodeRequestPath, splitUrl } from './requestPath';

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
    res.type('text/plain').set('Cache-Control', TEXT_CACHE).send(llmsTxt(store.current(), origin));
  });
  router.get('/{*path}', (req, res, next) => {
    const path = decodeRequestPath(splitUrl(req.originalUrl).path);
    const inLocale = splitLocale(path, site.locales);
    if (inLocale.locale !== DEFAULT_LOCALE && inLocale.path === '/llms.txt') {
      const text = localizedLlmsTxt(site, inLocale.locale, origin);
      return text === null ? next() : void res.type('text/plain').set('Cache-Control', TEXT_CACHE).send(text);
    }
    if (!path.endsWith('/index.md')) return next();
    const url = path.slice(0, -'index.md'.length);
    const source = localizedSource(site, url, inLocale.locale, inLocale.path.slice(0, -'index.md'.length));
    if (source === null) return next();
    res.type('text/markdown').set('Cache-Control', TEXT_CACHE).send(source);
  });
  return router;
}
