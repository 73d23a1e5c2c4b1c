// Chrome strings by language. A catalogue gives some or all of the English keys; a key it does
// not give falls back to English, so a half-done catalogue never shows an empty label.
// English is built in as far as the first load shows it (enFirstLoad.ts); the rest of English
// (enLater.ts) and the other languages' catalogues are added when they are needed (all of them
// on the server, in the browser the rest of English with the first lazy chunk and only the
// page's own language: see shipped.ts and client/lib/lazyChunks.ts).
import { DEFAULT_LOCALE } from '../i18n';
import type { MessageKey } from './en';
import { enFirstLoad } from './enFirstLoad';

export type { MessageKey };

/** One language's strings: any subset of the English keys. */
export type Catalogue = Partial<Record<MessageKey, string>>;

/** A complete set of strings for one locale. */
export type Messages = Readonly<Record<MessageKey, string>>;

const CATALOGUES: Record<string, Catalogue> = {
  [DEFAULT_LOCALE]: enFirstLoad,
};

const complete = new Map<string, Messages>();

/** Makes a language's (or a locale's) catalogue available to messagesFor. */
export function addCatalogue(locale: string, catalogue: Catalogue): void {
  CATALOGUES[locale] = catalogue;
  complete.clear();
}

/** Adds English strings beyond the first load's (enLater.ts): every language falls back to them. */
export function addEnglish(strings: Catalogue): void {
  CATALOGUES[DEFAULT_LOCALE] = { ...CATALOGUES[DEFAULT_LOCALE], ...strings };
  complete.clear();
}

/** Whether messagesFor has a catalogue of this locale's language (or of the locale itself). */
export function hasCatalogue(locale: string): boolean {
  return CATALOGUES[locale] !== undefined || CATALOGUES[locale.split('-')[0] ?? locale] !== undefined;
}

/** English overlaid with each catalogue in turn: a string a catalogue leaves out (or gives
 * empty) stays the one before it, down to English. */
export function withFallback(...catalogues: readonly (Catalogue | undefined)[]): Messages {
  const messages: Catalogue = { ...CATALOGUES[DEFAULT_LOCALE] };
  for (const catalogue of catalogues) {
    for (const [key, text] of Object.entries(catalogue ?? {}) as [MessageKey, string | undefined][]) {
      if (typeof text === 'string' && text !== '') messages[key] = text;
    }
  }
  // Complete as far as the code that asks can show: the first load's strings are built in, and
  // the later ones are added (addEnglish) before any code that shows them runs.
  return Object.freeze(messages) as Messages;
}

/** The strings of a locale, each missing one taken from English. A locale with a region or
 * script (`zh-Hans`, `pt-BR`) falls back to its language's catalogue first. */
export function messagesFor(locale: string): Messages {
  let messages = complete.get(locale);
  if (!messages) {
    const language = locale.split('-')[0] ?? locale;
    messages = withFallback(CATALOGUES[language], CATALOGUES[locale]);
    complete.set(locale, messages);
  }
  return messages;
}

/** Fills `{name}` placeholders of a message. */
export function formatMessage(message: string, values: Readonly<Record<string, string>>): string {
  return message.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}
