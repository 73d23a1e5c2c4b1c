// What the site is: each documentation version (only the current one today) with its languages,
// the English store and one store per translation, each loaded from its own folder exactly like
// the English one. A locale's pages are its own snapshot's, and the English pages it lacks are
// served in its chrome as fallbacks: the "locale view" puts both together once per pair of
// snapshots, with every navigation address in the locale (addresses.ts). One site version covers
// every store: a change in any language changes it (page data names which languages have a
// page, so every page depends on all). Pure over the stores; loadSite.ts fills them.
import { createHash } from 'node:crypto';
import { CURRENT_DOCS_VERSION } from '../../shared/constants';
import { DEFAULT_LOCALE } from '../../shared/i18n';
import type { SectionNav } from '../../shared/types';
import type { TranslationReport } from '../../shared/translationReport';
import { assembleSnapshot, type ContentSnapshot } from '../content/contentSnapshot';
import type { Page } from '../content/pageFromFile';
import type { ContentStore } from '../content/store';
import { addressesIn, linkIn, sectionNavIn } from './addresses';
import { versionSegment } from '../../shared/versions';
import { sectionHash } from './sectionHash';
import type { TranslationDatesProvider } from './translationStatus';

/** One translation: its locale and the store of its content folder. */
export interface Translation {
  locale: string;
  store: ContentStore;
  /** Its content folder, whose images are served under the locale (none for in-memory content). */
  dir?: string;
  /** Dates of its pages and their English sources, when both folders are git checkouts. */
  dates?: TranslationDatesProvider | null;
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

/** One documentation version of the site, in every language it has. */
export interface DocsVersion {
  /** The version's name (CURRENT_DOCS_VERSION for the one served at the root). */
  name: string;
  /** The English content, its version replaced by the site version (every language's). */
  store: ContentStore;
  /** The English store as loaded. */
  english: ContentStore;
  /** Configured translations' locales, in configuration order (English not among them). */
  locales: readonly string[];
  /** The translations' content folders, whose listed images are served under their locales. */
  translationFolders: readonly { locale: string; dir: string; listed: () => ReadonlySet<string> }[];
  /** The view of a configured locale, or null for English and unknown locales. */
  view(locale: string): LocaleView | null;
  /** Each translation's current snapshot (per-locale search indexes are built from these). */
  translations(): { locale: string; snapshot: ContentSnapshot }[];
  /** A section's navigation in any language by its name and content hash. */
  sectionByHash(name: string, hash: string): SectionNav | null;
  /** Dates of a locale's translated pages, when the content folders are git checkouts. */
  datesOf(locale: string): TranslationDatesProvider | null;
  /** The status of every translation (the translations page); none without translations. */
  translationReport?: () => TranslationReport;
}

/** The whole site: every documentation version, the current one's languages at the top. A
 * version served under its own prefix (/v4/) is another entry of `versions`. */
export interface Site extends DocsVersion {
  /** Every version served, by name; the current one is the site itself. */
  versions: ReadonlyMap<string, DocsVersion>;
  /** The older versions' names, in configuration order (served under /v<name>/, English only). */
  older: readonly string[];
  /** An older version's pages as served under its prefix (navigation at /v<name>/ addresses),
   * or null for the current version and unknown names. */
  versionView(name: string): LocaleView | null;
}

/** An older documentation version: its name ('4') and the store of its (English) folder. */
export interface OlderVersion {
  name: string;
  store: ContentStore;
}

/** Puts a translation and the English pages it lacks together (pure). */
export function buildLocaleView(locale: string, english: ContentSnapshot, own: ContentSnapshot): LocaleView {
  const pages: Page[] = [...own.pages.values()];
  for (const [url, page] of english.pages) if (!own.pages.has(url)) pages.push(page);
  // Every post is served in the locale (translated or as a fallback): the blog list links there.
  const merged = assembleSnapshot(pages, [], english.data, { href: addressesIn(locale) });
  const sections = new Map([...merged.sections].map(([name, nav]) => [name, sectionNavIn(locale, nav)]));
  const neighbours = new Map([...merged.neighbours].map(([url, n]) => [url, { previous: linkIn(locale, n.previous), next: linkIn(locale, n.next) }]));
  return { locale, own, english, articles: merged, snapshot: { ...merged, sections, neighbours, problems: own.problems, warnings: own.warnings } };
}

/** The one version of all languages together (the English version alone without translations). */
export function siteVersion(english: ContentSnapshot, translations: readonly { locale: string; snapshot: ContentSnapshot }[]): string {
  if (translations.length === 0) return english.version;
  const hash = createHash('sha1').update(english.version);
  for (const t of translations) hash.update(`\0${t.locale}\0${t.snapshot.version}`);
  return hash.digest('hex').slice(0, 10);
}

/** Creates the site over the English store and the translations' stores of the current
 * version, and the stores of the older versions served beside it. */
export function createSite(
  english: ContentStore,
  translations: readonly Translation[] = [],
  dates: TranslationDatesProvider | null = null,
  translationReport?: () => TranslationReport,
  older: readonly OlderVersion[] = [],
): Site {
  const current = createDocsVersion(String(CURRENT_DOCS_VERSION), english, translations, dates, translationReport);
  const versions = new Map<string, DocsVersion>([[current.name, current]]);
  for (const v of older) versions.set(v.name, createDocsVersion(v.name, v.store, [], null));
  const views = new Map<string, { own: ContentSnapshot; view: LocaleView }>();
  const versionView = (name: string): LocaleView | null => {
    const version = name === current.name ? undefined : versions.get(name);
    if (!version) return null;
    const own = version.store.current();
    const known = views.get(name);
    if (known && known.own === own) return known.view;
    // Its pages alone (nothing falls back to the current version), navigation under its prefix.
    const made = buildLocaleView(versionSegment(name), own, own);
    views.set(name, { own, view: made });
    return made;
  };
  const names = older.map((v) => v.name);
  const store = older.length === 0 ? current.store : combinedStore(current.store, older);
  // An older version's section pieces are found in its view, after the current version's.
  const sectionByHash = (name: string, hash: string): SectionNav | null =>
    current.sectionByHash(name, hash) ?? names.map((v) => versionView(v)?.snapshot.sections.get(name)).find((s): s is SectionNav => s !== undefined && sectionHash(s) === hash) ?? null;
  return { ...current, store, versions, older: names, versionView, ...(names.length > 0 ? { sectionByHash } : {}) };
}

/** The current version's store with the older versions' content folded into its version (a
 * change in any of them changes every cache key and tag) and problems (readiness, the overlay). */
function combinedStore(base: ContentStore, older: readonly OlderVersion[]): ContentStore {
  let combined: { parts: ContentSnapshot[]; snapshot: ContentSnapshot } | null = null;
  return {
    current() {
      const parts = [base.current(), ...older.map((v) => v.store.current())];
      if (!combined || combined.parts.some((p, i) => p !== parts[i])) {
        const [main, ...rest] = parts as [ContentSnapshot, ...ContentSnapshot[]];
        const all = older.map((v, i) => ({ locale: versionSegment(v.name), snapshot: rest[i] as ContentSnapshot }));
        const problems = [...main.problems, ...all.flatMap((v) => v.snapshot.problems.map((p) => ({ ...p, file: `${v.locale}:${p.file}` })))];
        combined = { parts, snapshot: { ...main, version: siteVersion(main, all), problems } };
      }
      return combined.snapshot;
    },
    replace: (next) => base.replace(next),
  };
}

/** One version of the site over its English store and its translations' stores. */
function createDocsVersion(
  name: string,
  english: ContentStore,
  translations: readonly Translation[],
  dates: TranslationDatesProvider | null,
  translationReport?: () => TranslationReport,
): DocsVersion {
  const locales = translations.map((t) => t.locale).filter((l) => l !== DEFAULT_LOCALE);
  const snapshots = () => translations.map((t) => ({ locale: t.locale, snapshot: t.store.current() }));
  // Remade only when one of the snapshots changed.
  let combined: { parts: ContentSnapshot[]; snapshot: ContentSnapshot } | null = null;
  const views = new Map<string, { english: ContentSnapshot; own: ContentSnapshot; view: LocaleView }>();
  const store: ContentStore = {
    current() {
      const en = english.current();
      if (translations.length === 0) return en;
      const parts = [en, ...translations.map((t) => t.store.current())];
      if (!combined || combined.parts.some((p, i) => p !== parts[i])) {
        const all = snapshots();
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
    name,
    store,
    english,
    locales,
    translationFolders: translations.flatMap((t) => (t.dir ? [{ locale: t.locale, dir: t.dir, listed: () => t.store.current().assets }] : [])),
    view,
    translations: snapshots,
    datesOf: (locale) => translations.find((t) => t.locale === locale)?.dates ?? dates,
    ...(translationReport ? { translationReport } : {}),
    sectionByHash(name, hash) {
      const candidates = [english.current().sections.get(name), ...locales.map((l) => view(l)?.snapshot.sections.get(name))];
      return candidates.find((s): s is SectionNav => s !== undefined && sectionHash(s) === hash) ?? null;
    },
  };
}
