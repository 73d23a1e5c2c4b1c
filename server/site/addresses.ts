// Where a language's paths live on the site: English at the root, each translation under
// `/<locale>/` (the rule itself is shared/i18n.ts, which the browser uses too). The server's
// structured data (section navigation, neighbours, fragment redirects, feed entries, live-reload
// notices, the blog list) is put under a prefix here and nowhere else, before anything is
// rendered; no finished string is ever rewritten. A version prefix (/v4/) joins the locale here.
import { DEFAULT_LOCALE, localizedUrl, splitLocale } from '../../shared/i18n';
import type { Link, SectionNav } from '../../shared/types';

/** A URL taken apart: the language it is in and the path that language's content answers. */
export interface SiteAddress {
  locale: string;
  path: string;
}

/** Splits a decoded request path into its language and the path within that language. */
export function splitAddress(url: string, locales: readonly string[]): SiteAddress {
  return splitLocale(url, locales);
}

/** The address of a site path in a language; external addresses are left as they are. */
export function addressOf(locale: string, path: string): string {
  if (locale === DEFAULT_LOCALE || !path.startsWith('/') || path.startsWith('//')) return path;
  return localizedUrl(locale, path);
}

/** A function giving a language's addresses (what list builders take instead of a prefix). */
export function addressesIn(locale: string): (path: string) => string {
  return (path) => addressOf(locale, path);
}

/** A link with its site address in a language. */
export function linkIn(locale: string, link: Link | null): Link | null {
  return link ? { ...link, url: addressOf(locale, link.url) } : link;
}

/** A section's navigation with every URL at its address in a language. */
export function sectionNavIn(locale: string, nav: SectionNav): SectionNav {
  return {
    ...nav,
    url: addressOf(locale, nav.url),
    printableUrl: nav.printableUrl === null ? null : addressOf(locale, nav.printableUrl),
    pages: nav.pages.map((p) => ({ ...p, url: addressOf(locale, p.url) })),
  };
}

/** Fragment redirects ('#old' → URL) with their targets at their addresses in a language. */
export function fragmentRedirectsIn(locale: string, redirects: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(redirects).map(([from, to]) => [from, addressOf(locale, to)]));
}
