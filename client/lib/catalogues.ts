// The browser's chrome strings beyond English: the catalogue of a page's language is loaded
// (a chunk of its own) before the page renders, so English pages never download any.
import { addCatalogue, hasCatalogue } from '../../shared/messages/messages';
import { SHIPPED_CATALOGUES } from '../../shared/messages/shipped';

const loading = new Map<string, Promise<void>>();

/** Loads the catalogue of a locale's language once; resolves at once when there is none to
 * load (English, a language without a catalogue, or one already loaded). */
export function loadCatalogue(locale: string): Promise<void> {
  const language = locale.split('-')[0] ?? locale;
  const load = SHIPPED_CATALOGUES[language];
  if (!load || hasCatalogue(language)) return Promise.resolve();
  let pending = loading.get(language);
  if (!pending) {
    pending = load().then((catalogue) => addCatalogue(language, catalogue));
    // A failed load is not remembered: the next page asks again.
    pending.catch(() => loading.delete(language));
    loading.set(language, pending);
  }
  return pending;
}
