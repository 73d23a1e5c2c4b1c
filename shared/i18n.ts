// Languages of the site: English at `/`, each configured translation under `/<locale>/`. The
// helpers here are pure and shared by server and client, so both sides agree on what a
// localized address is.

/** The language of the site's own content (the content folder). */
export const DEFAULT_LOCALE = 'en';

/** Languages by their own names, as the language menu lists them. A locale not named here is
 * listed by its code. */
export const LANGUAGE_NAMES: Readonly<Record<string, string>> = {
  en: 'English',
  ko: '한국어',
  zh: '中文',
  'zh-Hans': '简体中文',
  'zh-Hant': '繁體中文',
  ja: '日本語',
  fr: 'Français',
  de: 'Deutsch',
  es: 'Español',
  it: 'Italiano',
  pt: 'Português',
  'pt-BR': 'Português (Brasil)',
  ru: 'Русский',
  uk: 'Українська',
  pl: 'Polski',
  tr: 'Türkçe',
  vi: 'Tiếng Việt',
  id: 'Bahasa Indonesia',
};

/** A language's own name. */
export function languageName(locale: string): string {
  return LANGUAGE_NAMES[locale] ?? locale;
}

/** A BCP 47 tag as configured: a language subtag, then optional script, region or variant
 * subtags (ko, zh-Hans, pt-BR). */
export const LOCALE_PATTERN = /^[a-z]{2,3}(?:-[A-Za-z0-9]{2,8})*$/;

/** A URL split into its locale (DEFAULT_LOCALE when it has no known prefix) and the path the
 * locale's content answers it with. `/ko/concepts/` → { locale: 'ko', path: '/concepts/' }. */
export function splitLocale(url: string, locales: readonly string[]): { locale: string; path: string } {
  for (const locale of locales) {
    if (locale === DEFAULT_LOCALE) continue;
    const prefix = `/${locale}`;
    if (url === prefix || url === `${prefix}/`) return { locale, path: '/' };
    if (url.startsWith(`${prefix}/`)) return { locale, path: url.slice(prefix.length) };
  }
  return { locale: DEFAULT_LOCALE, path: url };
}

/** The address of a path in a locale: the path itself in English, `/<locale><path>` otherwise. */
export function localizedUrl(locale: string, path: string): string {
  return locale === DEFAULT_LOCALE ? path : `/${locale}${path}`;
}

/** One language version of the current page, as the language menu and hreflang list it. */
export interface LanguageLink {
  locale: string;
  /** The language's own name. */
  name: string;
  /** This page's address in that language (its fallback address when not translated). */
  url: string;
  /** False when that language serves the English article for this page. */
  translated: boolean;
}

/** How a page of a translation relates to its English source. */
export type TranslationState = 'translated' | 'missing' | 'outdated';

/** What a page in a translation tells its reader about its translation. */
export interface TranslationInfo {
  state: TranslationState;
  /** The English page this one translates (or serves, when missing). */
  englishUrl: string;
  /** Last change of the English source (ISO date), when the content is a git checkout. */
  englishUpdated: string | null;
  /** Last change of the translation (ISO date), when the translation is a git checkout. */
  translatedUpdated: string | null;
  /** Where to help translate this page (the translation's repository), when known. */
  helpUrl: string | null;
}
