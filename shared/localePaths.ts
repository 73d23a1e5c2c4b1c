// Addresses within a language: a link of the chrome written as an English path goes to the same
// path in the current page's language. Pure, shared by server and client.
import { DEFAULT_LOCALE, localizedUrl, splitLocale } from './i18n';

/** The address of a site path in a locale; a path already under that locale is left as is. */
export function inLocale(locale: string, url: string): string {
  if (locale === DEFAULT_LOCALE || !url.startsWith('/') || url.startsWith('//')) return url;
  return splitLocale(url, [locale]).locale === locale ? url : localizedUrl(locale, url);
}

/** The locales a page's language list names besides English (empty without translations). */
export function translatedLocales(languages: readonly { locale: string }[]): string[] {
  return languages.map((l) => l.locale).filter((l) => l !== DEFAULT_LOCALE);
}
