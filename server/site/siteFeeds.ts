// The crawler files over every language: the sitemap lists each locale's translated pages with
// `xhtml:link` alternates between the language versions of a page (fallback pages are left out:
// their canonical address is the English one), robots.txt keeps each locale's print views out,
// and each locale has its llms.txt; an older version has its llms.txt and markdown sources under
// its prefix, and stays out of the sitemap (the current version owns the index). Without
// translations or versions these are the English files as before.
import { DEFAULT_LOCALE } from '../../shared/i18n';
import { hiddenUrls, indexableUrls, robotsTxt, sitemapXml } from '../feeds/sitemap';
import { llmsTxt } from '../feeds/llms';
import { escapeHtml } from '../markdown/escape';
import { addressesIn, addressOf, type SiteAddress } from './addresses';
import { languagesOf } from './resolve';
import type { Site } from './site';
import { versionSegment } from '../../shared/versions';

/** The addresses of the language versions of a path that exist in their language. */
function versionsOf(site: Site, path: string): { locale: string; url: string }[] {
  return languagesOf(site, path).filter((l) => l.translated);
}

/** sitemap.xml over every language. */
export function localizedSitemapXml(site: Site, origin: string): string {
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
    for (const path of indexableUrls(view.articles)) {
      const versions = versionsOf(site, path);
      if (!versions.some((v) => v.locale === locale)) continue;
      entry(addressOf(locale, path), view.own.pages.get(path)?.date, versions);
    }
  }
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${entries.join('\n')}\n</urlset>\n`;
}

/** robots.txt over every language: each locale's pages that are not indexable are disallowed too. */
export function localizedRobotsTxt(site: Site, origin: string): string {
  const hidden = [
    ...hiddenUrls(site.english.current()),
    ...site.locales.flatMap((locale) => {
      const view = site.view(locale);
      return view ? hiddenUrls(view.articles).map(addressesIn(locale)) : [];
    }),
    ...site.older.flatMap((name) => {
      const view = site.versionView(name);
      return view ? hiddenUrls(view.articles).map(addressesIn(versionSegment(name))) : [];
    }),
  ];
  return robotsTxt(hidden, origin);
}

/** The llms.txt of a language (a translation's pages and fallbacks at their addresses in it), or
 * null for a language the site does not have. */
export function localizedLlmsTxt(site: Site, locale: string, origin: string): string | null {
  if (locale === DEFAULT_LOCALE) return llmsTxt(site.english.current(), origin);
  const view = site.view(locale);
  return view ? llmsTxt(view.articles, origin, addressesIn(locale)) : null;
}

/** The markdown source of the page at an address of the site (`/ko/concepts/` gives the
 * translation's file, or the English one it falls back to), or null. */
export function localizedSource(site: Site, { locale, path }: SiteAddress): string | null {
  if (locale === DEFAULT_LOCALE) return site.english.current().pages.get(path)?.source ?? null;
  return site.view(locale)?.articles.pages.get(path)?.source ?? null;
}

/** The llms.txt of an older version (its pages at their /v<name>/ addresses), or null. */
export function versionLlmsTxt(site: Site, name: string, origin: string): string | null {
  const view = site.versionView(name);
  return view ? llmsTxt(view.articles, origin, addressesIn(versionSegment(name))) : null;
}

/** The markdown source of an older version's page by its path in that version, or null. */
export function versionSource(site: Site, name: string, path: string): string | null {
  return site.versionView(name)?.own.pages.get(path)?.source ?? null;
}
