// Links of a translated page: an internal link goes to the same locale when the translation has
// that page, otherwise to the English page (which the translation would only serve as a
// fallback). Pure; the renderer applies it to links already normalized (trailing slash added).
import { localizedUrl } from '../../shared/i18n';

/** The address an internal link of a translated page points to. */
export function localizeInternalHref(href: string, locale: string, hasPage: (url: string) => boolean): string {
  if (!href.startsWith('/') || href.startsWith('//')) return href;
  const path = href.replace(/[?#].*$/, '');
  return hasPage(path) ? localizedUrl(locale, href) : href;
}
