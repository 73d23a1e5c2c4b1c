// sitemap.xml and robots.txt: the indexable routes' pages listed, the others disallowed.
import type { ContentSnapshot } from '../content/contentSnapshot';
import { siteUrls } from '../content/siteUrls';
import { escapeHtml } from '../markdown/escape';

/** URLs a crawler should index: those of the indexable routes. */
export function indexableUrls(snapshot: ContentSnapshot): string[] {
  return siteUrls(snapshot, (route) => route.indexable).sort();
}

/** Renders the sitemap for a site origin such as https://webpack.js.org. */
export function sitemapXml(snapshot: ContentSnapshot, origin: string): string {
  const entries = indexableUrls(snapshot)
    .map((url) => {
      const date = snapshot.pages.get(url)?.date;
      return `<url><loc>${escapeHtml(origin + url)}</loc>${date ? `<lastmod>${date}</lastmod>` : ''}</url>`;
    })
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries}\n</urlset>\n`;
}

/** Pages of a snapshot a crawler should not index: those of the routes that are not indexable. */
export function hiddenUrls(snapshot: ContentSnapshot): string[] {
  return siteUrls(snapshot, (route) => !route.indexable);
}

/** robots.txt: every hidden address disallowed, with the sitemap's address. */
export function robotsTxt(hidden: readonly string[], origin: string): string {
  return ['User-agent: *', ...hidden.map((p) => `Disallow: ${p}`), '', `Sitemap: ${origin}/sitemap.xml`, ''].join('\n');
}
