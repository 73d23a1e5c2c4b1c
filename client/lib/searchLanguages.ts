// What the header search asks for on a page in a translation: that language's index first,
// then the English one (a page not translated yet is only found there), its results marked
// as English. Pure, so the order and the marks are tested without a browser.
import { DEFAULT_LOCALE, localizedUrl } from '../../shared/i18n';

/** English results shown after a translation's own. */
export const ENGLISH_AFTER = 5;

/** One result as the search panel shows it. */
export interface Result {
  title: string;
  heading: string;
  url: string;
  excerpt: string;
  /** The result's language when it is not the page's (English results on a translated page). */
  language?: string;
}

/** The search API address for a query in a language (English without `lang`). */
export function searchApiUrl(query: string, locale: string): string {
  const base = `/api/search?q=${encodeURIComponent(query)}`;
  return locale === DEFAULT_LOCALE ? base : `${base}&lang=${encodeURIComponent(locale)}`;
}

/** The search API address for a query in an older documentation version (English only). */
export function versionSearchApiUrl(query: string, version: string): string {
  return `/api/search?q=${encodeURIComponent(query)}&version=${encodeURIComponent(version)}`;
}

/** The older documentation version a page is in, or null on the current version's pages. */
export function olderVersionOf(page: { docsVersion?: { name: string; current: string } }): string | null {
  const v = page.docsVersion;
  return v && v.name !== v.current ? v.name : null;
}

/** The indexes a page in `locale` searches, its own first. */
export function searchLocales(locale: string): string[] {
  return locale === DEFAULT_LOCALE ? [DEFAULT_LOCALE] : [locale, DEFAULT_LOCALE];
}

const pageOf = (url: string) => url.split('#')[0] ?? url;

/** The translation's results, then at most ENGLISH_AFTER English ones marked as English,
 * leaving out English pages the translation's results already have. */
export function withEnglishAfter(locale: string, own: Result[], english: Result[]): Result[] {
  const found = new Set(own.map((result) => pageOf(result.url)));
  const others = english.filter((result) => !found.has(localizedUrl(locale, pageOf(result.url))));
  return [...own, ...others.slice(0, ENGLISH_AFTER).map((result) => ({ ...result, language: DEFAULT_LOCALE }))];
}
