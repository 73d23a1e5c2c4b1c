// Files for crawlers, feed readers and tools: sitemap.xml, robots.txt, the blog feed, llms.txt
// and each page's markdown source at <url>index.md.
import { Router } from 'express';
import { blogFeedXml } from '../feeds/rss';
import { llmsTxt } from '../feeds/llms';
import { robotsTxt, sitemapXml } from '../feeds/sitemap';
import type { RouteContext } from './context';
import { decodeRequestPath, splitUrl } from './requestPath';

const TEXT_CACHE = 'public, max-age=300, stale-while-revalidate=86400';

/** Feed and index routes. */
export function feedRoutes({ store }: RouteContext, origin: string): Router {
  const router = Router();
  router.get('/sitemap.xml', (_req, res) => {
    res.type('application/xml').set('Cache-Control', TEXT_CACHE).send(sitemapXml(store.current(), origin));
  });
  router.get('/robots.txt', (_req, res) => {
    res.type('text/plain').set('Cache-Control', TEXT_CACHE).send(robotsTxt(store.current(), origin));
  });
  router.get('/blog/feed.xml', (_req, res) => {
    res.type('application/rss+xml').set('Cache-Control', TEXT_CACHE).send(blogFeedXml(store.current(), origin));
  });
  router.get('/llms.txt', (_req, res) => {
    res.type('text/plain').set('Cache-Control', TEXT_CACHE).send(llmsTxt(store.current(), origin));
  });
  router.get('/{*path}', (req, res, next) => {
    const path = decodeRequestPath(splitUrl(req.originalUrl).path);
    if (!path.endsWith('/index.md')) return next();
    const page = store.current().pages.get(path.slice(0, -'index.md'.length));
    if (!page) return next();
    res.type('text/markdown').set('Cache-Control', TEXT_CACHE).send(page.source);
  });
  return router;
}
