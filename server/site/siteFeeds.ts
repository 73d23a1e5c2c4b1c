// The crawler files over every language: the sitemap lists each locale's translated pages with
// `xhtml:link` alternates between the language versions of a page (fallback pages are left out:
// their canonical address is the English one), robots.txt keeps each locale's print views out,
// and each locale has its llms.txt. Without translations these are the English files as before.
import { DEFAULT_LOCALE, localizedUrl } from '../../shared/i18n';
import { siteUrls } from '../content/siteUrls';
import { indexableUrls, robotsTxt, sitemapXml } from '../feeds/sitemap';
import { llmsTxt } from '../feeds/llms';
import { escapeHtml } from '../markdown/escape';
import { languagesOf } from './localizedPage';
import type { SiteContent } from './site';

/** The addresses of the language versions of a path that exist in their language. */
function versionsOf(site: SiteContent, path: string): { locale: string; url: string }[] {
  return languagesOf(site, path).filter((l) => l.translated);
}

/** sitemap.xml over every language. */
export function localizedSitemapXml(site: SiteContent, origin: string): string {
  const english = site.english.current();
  if (site.locales.length === 0) return sitemapXml(english, origin);
  const entries: string[] = [];
  const entry = (url: string, date: string | null | undefined, versions: { locale: string; url: string }[]) => {
    const links = versions.length > 1 ? [...versions.map((v) => `<xhtml:link rel="alternate" hreflang="${escapeHtml(v.locale)}" href="${escapeHtml(origin + v.url)}"/>`), `<xhtml:link rel="alternate" hreflang="x-default" href="${escapeHtml(origin + (versions.find((v) => v.locale === DEFAULT_LOCALE)?.url ?? url))}"/>`] : [];
    entries.push(`<url><loc>${escapeHtml(origin + url)}</loc>${date ? `<lastmod>${date}</lastmod>` : ''}${links.join('')}</url>`);
  };
  for (const url of indexableUrls(english)) entry(url, english.pages.get(url)?.date, versionsOf(site, url));
  for (const locale of site.locales) {
    const view = site.view(locale);
    if (!view) continue;
    for (const path of indexableUrls(view.snapshot)) {
      const versions = versionsOf(site, path);
      if (!versions.some((v) => v.locale === locale)) continue;
      entry(localizedUrl(locale, path), view.own.pages.get(path)?.date, versions);
    }
  }
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${entries.join('\n')}\n</urlset>\n`;
}

/** robots.txt over every language: each locale's pages that are not indexable are disallowed too. */
export function localizedRobotsTxt(site: SiteContent, origin: string): string {
  const text = robotsTxt(site.english.current(), origin);
  if (site.locales.length === 0) return text;
  const hidden = site.locales.flatMap((locale) => {
    const view = site.view(locale);
    return view ? siteUrls(view.snapshot, (route) => !route.indexable).map((p) => `Disallow: ${localizedUrl(locale, p)}`) : [];
  });
  const [agent = '', ...rest] = text.split('\n');
  const sitemapAt = rest.indexOf('');
  return [agent, ...rest.slice(0, sitemapAt), ...hidden, ...rest.slice(sitemapAt)].join('\n');
}

/** A locale's llms.txt (its pages and fallbacks, at their addresses under the locale), or null. */
export function localizedLlmsTxt(site: SiteContent, locale: string, origin: string): string | null {
  const view = site.view(locale);
  if (!view) return null;
  // Pages at the root carry their English address in the view: put them under the locale.
  return llmsTxt(view.snapshot, origin).replace(new RegExp(`\\]\\(${origin.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}/(?!${locale}/)`, 'g'), `](${origin}/${locale}/`);
}

/** The markdown source of a page at any address of the site (`/ko/concepts/` gives the
 * translation's file, or the English one it falls back to), or null. */
export function localizedSource(site: SiteContent, url: string, locale: string, path: string): string | null {
  if (locale === DEFAULT_LOCALE) return site.english.current().pages.get(url)?.source ?? null;
  return site.view(locale)?.snapshot.pages.get(path)?.source ?? null;
}
