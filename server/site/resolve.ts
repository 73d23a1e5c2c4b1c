// What a URL of the site resolves to, once per request: its version, its language, the path
// within that language's content, and the page there (in its language, an English fallback in
// the language's chrome, or Not Found), with the page data and the article's parts. `/ko/<path>`
// answers what `<path>` answers in English, from the Korean view (its own pages, the English
// ones it lacks as fallbacks), with its language versions and its translation state set.
import { DEFAULT_LOCALE, languageName, type LanguageLink, type TranslationInfo } from '../../shared/i18n';
import { isEnglishOnly } from '../../shared/routes';
import type { PageData } from '../../shared/types';
import { NOT_FOUND_URL } from '../../shared/urls';
import type { ContentSnapshot } from '../content/contentSnapshot';
import { addressOf, fragmentRedirectsIn, splitAddress } from './addresses';
import { articleText, resolveArticle, type ArticlePart } from './article';
import { translationNoticeHtml } from './notice';
import { resolveInVersion, versionInfo } from './versionPages';
import { splitVersion, versionSegment } from '../../shared/versions';
import { notFoundPage, resolvePageData } from './routePageData';
import type { LocaleView, Site } from './site';

/** Where readers are sent to help translate (the translation status page). */
export const TRANSLATIONS_URL = '/translations/';

/** What a URL is: a page in its language, an English page served in a language that lacks it,
 * or nothing. */
export type Outcome = 'page' | 'fallback' | 'notFound';

/** A URL resolved. */
export interface Resolved {
  /** The documentation version (its name) the URL is in. */
  version: string;
  locale: string;
  /** The path within the locale (the English address of the same page). */
  path: string;
  outcome: Outcome;
  /** The page's data without its article HTML (see `article`); a Not Found page's data is at
   * the language's Not Found address, so nothing taken from the request ends up in it. */
  data: PageData;
  /** The article as parts, prepared when the content loaded (a translation's notice first). */
  article: ArticlePart[];
}

/** Which stored Not Found page a resolved address gets: one per language of the current version
 * (`en`, `ko`) and one per older version (`en@v4`, with that version's chrome and banner). */
export function notFoundSlot(site: Site, resolved: Resolved): string {
  return resolved.version === site.name ? resolved.locale : `${resolved.locale}@${versionSegment(resolved.version)}`;
}

/** Every language version of a path, English first (empty without translations). */
export function languagesOf(site: Site, path: string): LanguageLink[] {
  if (site.locales.length === 0) return [];
  const english = site.english.current();
  return [
    { locale: DEFAULT_LOCALE, name: languageName(DEFAULT_LOCALE), url: path, translated: true },
    ...site.locales.map((locale) => ({ locale, name: languageName(locale), url: addressOf(locale, path), translated: isTranslated(site.view(locale), english, path) })),
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
export function translationOf(site: Site, view: LocaleView, path: string): TranslationInfo | null {
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

/** Resolves a decoded URL of the site (with trailing slash). */
export function resolve(site: Site, url: string): Resolved {
  const { version, path } = splitVersion(url, site.older);
  if (version) return resolveInVersion(site, version, path);
  // A page of the current version names its place among the versions (the switcher's links).
  const resolved = resolveCurrent(site, url);
  const found = resolved.outcome !== 'notFound';
  return { ...resolved, data: { ...resolved.data, docsVersion: versionInfo(site, site.name, found ? resolved.path : '/', found ? resolved.data.url : addressOf(resolved.locale, '/')) } };
}

/** Resolves a URL of the current version. */
function resolveCurrent(site: Site, url: string): Resolved {
  const version = site.name;
  const { locale, path } = splitAddress(url, site.locales);
  const view = locale === DEFAULT_LOCALE ? null : site.view(locale);
  if (!view) {
    const snapshot = site.store.current();
    const page = resolvePageData(snapshot, url, { withHtml: false, ...(site.translationReport ? { translationReport: site.translationReport } : {}) });
    const found = page.kind !== 'notFound';
    const data = site.locales.length === 0 ? page : { ...page, languages: languagesOf(site, found ? page.url : '/') };
    return { version, locale: DEFAULT_LOCALE, path: url, outcome: found ? 'page' : 'notFound', data: found ? data : { ...data, url: NOT_FOUND_URL }, article: resolveArticle(snapshot, url) };
  }
  const resolvedPage = resolvePageData(view.snapshot, path, { withHtml: false });
  // The translations page is one per site, in English only.
  const page = isEnglishOnly(resolvedPage.kind) ? notFoundPage(path) : resolvedPage;
  if (page.kind === 'notFound') {
    return { version, locale, path, outcome: 'notFound', data: { ...page, url: addressOf(locale, NOT_FOUND_URL), locale, languages: languagesOf(site, '/'), translation: null }, article: [] };
  }
  const translation = translationOf(site, view, page.url);
  const data: PageData = {
    ...page,
    url: addressOf(locale, page.url),
    locale,
    languages: languagesOf(site, page.url),
    translation,
    // The English repository's edit link would be wrong for a translated file, and the
    // translation's repository is not configured: no edit link (fallbacks keep the English one).
    editUrl: view.own.pages.has(page.url) ? null : page.editUrl,
    fragmentRedirects: fragmentRedirectsIn(locale, page.fragmentRedirects),
  };
  const parts = resolveArticle(view.articles, path);
  const notice = data.kind === 'doc' ? translationNoticeHtml(locale, translation) : '';
  return { version, locale, path, outcome: translation?.state === 'missing' ? 'fallback' : 'page', data, article: notice ? [notice, ...parts] : parts };
}

/** A resolved page's data with its article HTML in place (the page-data JSON, the export). */
export function pageDataOf(resolved: Resolved): PageData {
  return { ...resolved.data, html: articleText(resolved.article) };
}
