// The catalogues the site ships besides English, by language. Each is loaded on its own: the
// server adds them all at once (allCatalogues.ts); the browser loads only the one of the page
// it shows (client/lib/catalogues.ts), so English pages carry none of them.
import type { Catalogue } from './messages';

/** Loads each shipped catalogue by language (a chunk of its own in the browser). */
export const SHIPPED_CATALOGUES: Readonly<Record<string, () => Promise<Catalogue>>> = {
  ko: async () => (await import('./ko')).ko,
  zh: async () => (await import('./zh')).zh,
};
