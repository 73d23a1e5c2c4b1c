// The language links of a page's head: `<link rel="alternate" hreflang>` for each language that
// has its own version of the page, `x-default` for English, and on a fallback page (the
// English article served in a locale's chrome) a canonical link to the English page; an older
// version's page, a canonical link to itself. Nothing without translations or versions. Pure.
import { DEFAULT_LOCALE } from '../../shared/i18n';
import type { PageData } from '../../shared/types';
import { escapeHtml } from '../markdown/escape';

/** The head links of a page (origin: the public site URL without trailing slash). */
export function languageHeadLinks(page: PageData, origin: string): string {
  // An older version's page is its own canonical page (search engines keep it apart from the
  // current version's, which the sitemap lists).
  const older = page.docsVersion && page.docsVersion.name !== page.docsVersion.current;
  if (older && page.kind !== 'notFound') return `<link rel="canonical" href="${escapeHtml(origin + page.url)}">`;
  if (page.languages.length === 0 || page.kind === 'notFound') return '';
  const link = (attrs: string, url: string) => `<link ${attrs} href="${escapeHtml(origin + url)}">`;
  const english = page.languages.find((l) => l.locale === DEFAULT_LOCALE);
  const alternates = page.languages.filter((l) => l.translated).map((l) => link(`rel="alternate" hreflang="${escapeHtml(l.locale)}"`, l.url));
  const xDefault = english ? [link('rel="alternate" hreflang="x-default"', english.url)] : [];
  const canonical = page.translation?.state === 'missing' ? [link('rel="canonical"', page.translation.englishUrl)] : [];
  return [...canonical, ...alternates, ...xDefault].join('');
}
