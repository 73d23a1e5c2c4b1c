// The page data and article of any URL of the site, in any language: `/ko/<path>` answers what
// `<path>` answers in English, from the Korean view (its own pages, the English ones it lacks
// as fallbacks), with the locale, its language versions and its translation state set.
import { DEFAULT_LOCALE, languageName, localizedUrl, splitLocale, type LanguageLink, type TranslationInfo } from '../../shared/i18n';
import type { PageData } from '../../shared/types';
import type { ContentSnapshot } from '../content/contentSnapshot';
import { articleText, resolveArticle, type ArticlePart } from '../render/article';
import { translationNoticeHtml } from './notice';
import { isEnglishOnly } from '../../shared/routes';
import { notFoundPage, resolvePageData } from '../render/resolvePageData';
import type { LocaleView, SiteContent } from './site';

/** Where readers are sent to help translate (the translation status page). */
export const TRANSLATIONS_URL = '/translations/';

/** A URL resolved in its language. */
export interface LocalizedPage {
  locale: string;
  /** The path within the locale (the English address of the same page). */
  path: string;
  /** The snapshot the article comes from (a locale's view, or the English content). */
  snapshot: ContentSnapshot;
  data: PageData;
}

/** Every language version of a path, English first (empty without translations). */
export function languagesOf(site: SiteContent, path: string): LanguageLink[] {
  if (site.locales.length === 0) return [];
  const english = site.english.current();
  return [
    { locale: DEFAULT_LOCALE, name: languageName(DEFAULT_LOCALE), url: path, translated: true },
    ...site.locales.map((locale) => ({ locale, name: languageName(locale), url: localizedUrl(locale, path), translated: isTranslated(site.view(locale), english, path) })),
  ];
}

/** Whether a locale has its own version of a path: content pages (and home) when its folder
 * has the file; other screens have no text of their own to translate. */
function isTranslated(view: LocaleView | null, english: ContentSnapshot, path: string): boolean {
  if (!view) return false;
  if (view.own.pages.has(path)) return true;
  return !english.pages.has(path);
}

/** The translation state of a locale's page. */
export function translationOf(site: SiteContent, view: LocaleView, path: string): TranslationInfo | null {
  const englishPage = view.english.pages.get(path);
  const ownPage = view.own.pages.get(path);
  if (!englishPage && !ownPage) return null;
  const base = { englishUrl: path, englishUpdated: null, translatedUpdated: null, helpUrl: TRANSLATIONS_URL };
  if (!ownPage) return { ...base, state: 'missing' };
  const datesOf = site.datesOf(view.locale);
  if (!englishPage || !datesOf) return { ...base, state: 'translated' };
  const dates = datesOf(englishPage.node.path, ownPage.node.path);
  if (!dates) return { ...base, state: 'translated' };
  return { ...base, state: dates.outdated ? 'outdated' : 'translated', englishUpdated: dates.englishUpdated, translatedUpdated: dates.translatedUpdated };
}

const prefixed = (locale: string, url: string) => (url.startsWith('/') ? localizedUrl(locale, url) : url);

/** Resolves a URL of the site (with trailing slash) in its language. */
export function resolveLocalizedPage(site: SiteContent, url: string, options: { withHtml?: boolean } = {}): LocalizedPage {
  const { locale, path } = splitLocale(url, site.locales);
  const view = locale === DEFAULT_LOCALE ? null : site.view(locale);
  if (!view) {
    const snapshot = site.store.current();
    const data = resolvePageData(snapshot, url, { ...options, ...(site.translationReport ? { translationReport: site.translationReport } : {}) });
    return { locale: DEFAULT_LOCALE, path: url, snapshot, data: site.locales.length === 0 ? data : { ...data, languages: languagesOf(site, data.kind === 'notFound' ? '/' : data.url) } };
  }
  const resolvedPage = resolvePageData(view.snapshot, path, { withHtml: false });
  // The translations page is one per site, in English only.
  const page = isEnglishOnly(resolvedPage.kind) ? notFoundPage(path) : resolvedPage;
  const found = page.kind !== 'notFound';
  const data: PageData = {
    ...page,
    url: found ? localizedUrl(locale, page.url) : page.url,
    locale,
    languages: languagesOf(site, found ? page.url : '/'),
    translation: found ? translationOf(site, view, page.url) : null,
    // The English repository's edit link would be wrong for a translated file, and the
    // translation's repository is not configured: no edit link (fallbacks keep the English one).
    editUrl: view.own.pages.has(page.url) ? null : page.editUrl,
    fragmentRedirects: Object.fromEntries(Object.entries(page.fragmentRedirects).map(([from, to]) => [from, prefixed(locale, to)])),
  };
  const resolved = { locale, path, snapshot: view.articles, data };
  return options.withHtml === false ? resolved : { ...resolved, data: { ...data, html: articleText(localizedArticle(resolved)) } };
}

/** The article of a resolved page: a translation's page opens with its notice, if any. */
export function localizedArticle(page: LocalizedPage): ArticlePart[] {
  const parts = resolveArticle(page.snapshot, page.path);
  const notice = page.data.kind === 'doc' ? translationNoticeHtml(page.locale, page.data.translation) : '';
  return notice ? [notice, ...parts] : parts;
}
