// One search index per language of the site. The search route asks for a language's index by
// its code; a language the site does not have has none, which the route answers with 400.
import { addressOf } from '../site/addresses';
import type { ContentSnapshot } from '../content/contentSnapshot';
import type { Page } from '../content/pageFromFile';
import { searchablePage, searchIndexOf } from './pagesOf';
import type { SearchIndex } from './searchIndex';

/** The index of a language (DEFAULT_LOCALE for English), or null when the site has no such language. */
export type SearchLookup = (locale: string) => SearchIndex | null;

/** The indexes of several languages, built once and updated per changed page. */
export interface LocaleSearch {
  lookup: SearchLookup;
  /** Replaces (or with null removes) a page of one language, by its path in that language's content (`/concepts/`). */
  updatePage(locale: string, path: string, page: Page | null): void;
  /** Documents per language, for the start-up log. */
  sizes(): Record<string, number>;
}

/** Builds an index for each language's snapshot. */
export function createLocaleSearch(snapshots: ReadonlyMap<string, ContentSnapshot>): LocaleSearch {
  const indexes = new Map<string, SearchIndex>();
  for (const [locale, snapshot] of snapshots) indexes.set(locale, searchIndexOf(snapshot, locale));
  return {
    lookup: (locale) => indexes.get(locale) ?? null,
    updatePage(locale, path, page) {
      const index = indexes.get(locale);
      if (!index) return;
      // The index knows pages by their address in that language, as searchablePage gives it.
      index.updatePage(addressOf(locale, path), page ? searchablePage(page, locale) : null);
    },
    sizes: () => Object.fromEntries([...indexes].map(([locale, index]) => [locale, index.size])),
  };
}
