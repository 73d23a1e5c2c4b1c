// sitemap.xml: every indexable page of the site (printable pages and the app shell left out).
import type { ContentSnapshot } from '../content/buildIndex';
import { escapeHtml } from '../markdown/escape';

/** URLs a crawler should index: content pages and the built-in screens. */
export function indexableUrls(snapshot: ContentSnapshot): string[] {
  const urls = new Set<string>(['/', ...snapshot.pages.keys(), '/organization/', '/starter-kits/', '/vote/']);
  return [...urls].sort();
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

/** robots.txt: everything but the printable pages, with the sitemap's address. */
export function robotsTxt(snapshot: ContentSnapshot, origin: string): string {
  const printable = ['/printable/', ...[...snapshot.sections.values()].flatMap((s) => (s.printableUrl ? [s.printableUrl] : []))];
  return ['User-agent: *', ...printable.map((p) => `Disallow: ${p}`), 'Disallow: /app-shell', '', `Sitemap: ${origin}/sitemap.xml`, ''].join('\n');
}
