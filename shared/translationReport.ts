// What the /translations/ page shows: per configured language, which English pages are
// translated, missing or out of date. Computed on the server (server/site/translationStatus.ts)
// and sent to the client as page data.
import type { TranslationState } from './i18n';

/** One English page as one translation has it. */
export interface TranslationPageStatus {
  /** The English page's address (`/concepts/`). */
  englishUrl: string;
  /** The page in the translation's language (`/ko/concepts/`; the English fallback when missing). */
  url: string;
  /** The translated title, or the English one when missing. */
  title: string;
  state: TranslationState;
  /** Last change of the English source (ISO), when known from git. */
  englishUpdated: string | null;
  /** Last change of the translation (ISO), when known from git. */
  translatedUpdated: string | null;
  /** Edit link of the translated file; null when the page is missing. */
  editUrl: string | null;
}

/** One language's status. */
export interface LocaleTranslationStatus {
  locale: string;
  /** The language's own name (한국어). */
  name: string;
  /** Translated and not older than English. */
  translated: number;
  missing: number;
  outdated: number;
  /** False when either content folder is no git checkout: then nothing is called outdated. */
  datesKnown: boolean;
  /** Every English page, by path. */
  pages: TranslationPageStatus[];
}

/** The status of every configured translation (empty when the site has none). */
export interface TranslationReport {
  locales: LocaleTranslationStatus[];
}
