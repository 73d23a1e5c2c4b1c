// How a translation stands against the English content: per English page, translated, missing,
// or outdated (the English source has a commit newer than the translation's last commit). Pure
// over snapshots and the git dates of both folders (see gitDates.ts); without dates for either
// folder nothing is called outdated, as file times cannot tell.
import { languageName, type TranslationState } from '../../shared/i18n';
import type { LocaleTranslationStatus, TranslationPageStatus, TranslationReport } from '../../shared/translationReport';
import type { ContentSnapshot } from '../content/contentSnapshot';
import type { GitDates } from '../content/gitDates';
import { addressOf } from './addresses';

/** What the status of one translated file says: its dates and whether English is newer. */
export interface TranslationDates {
  englishUpdated: string | null;
  translatedUpdated: string | null;
  outdated: boolean;
}

/** The dates of a translated file against its English source, by paths relative to their
 * content folders; null when either folder has no git dates. */
export type TranslationDatesProvider = (englishFile: string, translatedFile: string) => TranslationDates | null;

/** One translation's content beside its git dates. */
export interface TranslationInput {
  locale: string;
  snapshot: ContentSnapshot;
  dates: GitDates | null;
}

/** A provider over the git dates of the English folder and of one translation's folder. */
export function translationDates(englishDates: GitDates | null, translatedDates: GitDates | null): TranslationDatesProvider {
  return (englishFile, translatedFile) => {
    if (!englishDates || !translatedDates) return null;
    const englishUpdated = englishDates.get(englishFile) ?? null;
    const translatedUpdated = translatedDates.get(translatedFile) ?? null;
    // ISO dates in UTC compare as strings; a file git does not know (not committed) is never outdated.
    const outdated = englishUpdated !== null && translatedUpdated !== null && translatedUpdated < englishUpdated;
    return { englishUpdated, translatedUpdated, outdated };
  };
}

/** One translation's status over every English page, by path. */
export function localeStatus(english: ContentSnapshot, englishDates: GitDates | null, translation: TranslationInput): LocaleTranslationStatus {
  const datesOf = translationDates(englishDates, translation.dates);
  const datesKnown = englishDates !== null && translation.dates !== null;
  const counts: Record<TranslationState, number> = { translated: 0, missing: 0, outdated: 0 };
  const pages: TranslationPageStatus[] = [];
  for (const page of english.pages.values()) {
    const translated = translation.snapshot.pages.get(page.node.url);
    const dates = translated ? datesOf(page.node.path, translated.node.path) : null;
    const state: TranslationState = !translated ? 'missing' : dates?.outdated ? 'outdated' : 'translated';
    counts[state] += 1;
    pages.push({
      englishUrl: page.node.url,
      url: addressOf(translation.locale, page.node.url),
      title: translated?.node.title ?? page.node.title,
      state,
      englishUpdated: englishDates?.get(page.node.path) ?? null,
      translatedUpdated: dates?.translatedUpdated ?? null,
      editUrl: translated?.editUrl ?? null,
    });
  }
  return { locale: translation.locale, name: languageName(translation.locale), ...counts, datesKnown, pages };
}

/** The status of every translation, in the order configured. */
export function translationReport(english: ContentSnapshot, englishDates: GitDates | null, translations: readonly TranslationInput[]): TranslationReport {
  return { locales: translations.map((translation) => localeStatus(english, englishDates, translation)) };
}

/** A report provider for the page data: computed when asked, again only after a snapshot
 * changed (live reload gives new snapshots; the git dates are read once at start). */
export function createTranslationReportProvider(
  english: () => ContentSnapshot,
  englishDates: GitDates | null,
  translations: () => readonly TranslationInput[],
): () => TranslationReport {
  let last: { key: string; report: TranslationReport } | null = null;
  return () => {
    const current = translations();
    const key = [english().version, ...current.map((t) => `${t.locale}:${t.snapshot.version}`)].join('\0');
    if (last?.key !== key) last = { key, report: translationReport(english(), englishDates, current) };
    return last.report;
  };
}
