// The site's content in every language: the English store and one store per translation, each
// loaded from its own folder exactly like the English one. A locale's pages are its own
// snapshot's, and the English pages it lacks are served in its chrome as fallbacks: the
// "locale view" puts both together once per pair of snapshots, with every navigation URL
// under the locale's prefix. One site version covers every store: a change in any language
// changes it (page data names which languages have a page, so every page depends on all).
import { createHash } from 'node:crypto';
import { DEFAULT_LOCALE, localizedUrl } from '../../shared/i18n';
import type { Link, SectionNav } from '../../shared/types';
import type { TranslationReport } from '../../shared/translationReport';
import { assembleSnapshot, type ContentSnapshot } from '../content/contentSnapshot';
import type { Page } from '../content/pageFromFile';
import type { ContentStore } from '../content/store';
import { sectionHash } from '../render/sectionHash';

/** Dates of a translated page and of its English source (server/content/translationStatus.ts
 * reads them from git). */
export type TranslationDates = (englishFile: string, translatedFile: string) => { englishUpdated: string | null; translatedUpdated: string | null; outdated: boolean } | null;

/** One translation: its locale and the store of its content folder. */
export interface Translation {
  locale: string;
  store: ContentStore;
  /** Its content folder, whose images are served under the locale (none for in-memory content). */
  dir?: string;
  /** Dates of its pages and their English sources, when both folders are git checkouts. */
  dates?: TranslationDates | null;
}

/** A locale's content as served under its prefix. */
export interface LocaleView {
  locale: string;
  /** The translation's pages and the English pages it lacks, navigation URLs under the prefix. */
  snapshot: ContentSnapshot;
  /** The same pages with navigation at their English paths: articles are put together from it
   * (a print view looks its pages up by the sidebar's URLs). */
  articles: ContentSnapshot;
  /** The translation's own snapshot. */
  own: ContentSnapshot;
  /** The English snapshot the fallbacks come from. */
  english: ContentSnapshot;
}

/** Everything the routes need to know about languages. */
export interface SiteContent {
  /** The English content, its version replaced by the site version (every language's). */
  store: ContentStore;
  /** The English store as loaded. */
  english: ContentStore;
  /** Configured translations' locales, in configuration order (English not among them). */
  locales: readonly string[];
  /** The view of a configured locale, or null for English and unknown locales. */
  view(locale: string): LocaleView | null;
  /** Each translation's current snapshot (per-locale search indexes are built from these). */
  translations(): { locale: string; snapshot: ContentSnapshot }[];
  /** A section's navigation in any language by its name and content hash. */
  sectionByHash(name: string, hash: string): SectionNav | null;
  /** Dates of a locale's translated pages, when the content folders are git checkouts. */
  datesOf(locale: string): TranslationDates | null;
  /** The status of every translation (the translations page); none without translations. */
  translationReport?: () => TranslationReport;
}

function prefixLink(locale: string, link: Link | null): Link | null {
  return link && link.url.startsWith('/') ? { ...link, url: localizedUrl(locale, link.url) } : link;
}

/** A section's navigation with every URL under the locale's prefix. */
export function localizeSectionNav(locale: string, nav: SectionNav): SectionNav {
  return {
    ...nav,
    url: localizedUrl(locale, nav.url),
    printableUrl: nav.printableUrl === null ? null : localizedUrl(locale, nav.printableUrl),
    pages: nav.pages.map((p) => ({ ...p, url: localizedUrl(locale, p.url) })),
  };
}

/** Puts a translation and the English pages it lacks together (pure). */
export function buildLocaleView(locale: string, english: ContentSnapshot, own: ContentSnapshot): LocaleView {
  const pages: Page[] = [...own.pages.values()];
  for (const [url, page] of english.pages) if (!own.pages.has(url)) pages.push(page);
  const assembled = assembleSnapshot(pages, [], english.data);
  // Every post is served under the prefix (translated or as a fallback): the blog index's list
  // links there. Its only attributes starting `href="/` are the post links (text is escaped).
  const merged = { ...assembled, blogPostList: assembled.blogPostList.replaceAll('href="/', `href="/${locale}/`) };
  const sections = new Map([...merged.sections].map(([name, nav]) => [name, localizeSectionNav(locale, nav)]));
  const neighbours = new Map([...merged.neighbours].map(([url, n]) => [url, { previous: prefixLink(locale, n.previous), next: prefixLink(locale, n.next) }]));
  return { locale, own, english, articles: merged, snapshot: { ...merged, sections, neighbours, problems: own.problems, warnings: own.warnings } };
}

/** The one version of all languages together (the English version alone without translations). */
export function siteVersion(english: ContentSnapshot, translations: readonly { locale: string; snapshot: ContentSnapshot }[]): string {
  if (translations.length === 0) return english.version;
  const hash = createHash('sha1').update(english.version);
  for (const t of translations) hash.update(`\0${t.locale}\0${t.snapshot.version}`);
  return hash.digest('hex').slice(0, 10);
}

/** Creates the site over the English store and the translations' stores. */
export function createSiteContent(
  english: ContentStore,
  translations: readonly Translation[] = [],
  dates: TranslationDates | null = null,
  translationReport?: () => TranslationReport,
): SiteContent {
  const locales = translations.map((t) => t.locale).filter((l) => l !== DEFAULT_LOCALE);
  const current = () => translations.map((t) => ({ locale: t.locale, snapshot: t.store.current() }));
  // Remade only when one of the snapshots changed.
  let combined: { parts: ContentSnapshot[]; snapshot: ContentSnapshot } | null = null;
  const views = new Map<string, { english: ContentSnapshot; own: ContentSnapshot; view: LocaleView }>();
  const store: ContentStore = {
    current() {
      const en = english.current();
      if (translations.length === 0) return en;
      const parts = [en, ...translations.map((t) => t.store.current())];
      if (!combined || combined.parts.some((p, i) => p !== parts[i])) {
        const all = current();
        // A translation's problems count like the English ones (readiness, the live overlay).
        const problems = [...en.problems, ...all.flatMap((t) => t.snapshot.problems.map((p) => ({ ...p, file: `${t.locale}:${p.file}` })))];
        combined = { parts, snapshot: { ...en, version: siteVersion(en, all), problems } };
      }
      return combined.snapshot;
    },
    replace: (next) => english.replace(next),
  };
  const view = (locale: string): LocaleView | null => {
    const translation = translations.find((t) => t.locale === locale);
    if (!translation) return null;
    const en = english.current();
    const own = translation.store.current();
    const known = views.get(locale);
    if (known && known.english === en && known.own === own) return known.view;
    const made = buildLocaleView(locale, en, own);
    views.set(locale, { english: en, own, view: made });
    return made;
  };
  return {
    store,
    english,
    locales,
    view,
    translations: current,
    datesOf: (locale) => translations.find((t) => t.locale === locale)?.dates ?? dates,
    ...(translationReport ? { translationReport } : {}),
    sectionByHash(name, hash) {
      const candidates = [english.current().sections.get(name), ...locales.map((l) => view(l)?.snapshot.sections.get(name))];
      return candidates.find((s): s is SectionNav => s !== undefined && sectionHash(s) === hash) ?? null;
    },
  };
}
