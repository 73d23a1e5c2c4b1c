// The searchable view of a content snapshot's pages, and the index of one language's snapshot.
import { DEFAULT_LOCALE } from '../../shared/i18n';
import { addressOf } from '../site/addresses';
import type { ContentSnapshot } from '../content/contentSnapshot';
import type { Page } from '../content/pageFromFile';
import { createSearchIndex, type SearchablePage, type SearchIndex } from './searchIndex';

/** One page as the search index takes it, at its address in the given language (`/ko/concepts/`). */
export function searchablePage(page: Page, locale: string = DEFAULT_LOCALE): SearchablePage {
  return { url: addressOf(locale, page.node.url), title: page.node.title, html: page.html, section: page.section, description: page.node.description ?? '' };
}

/** Every page of a snapshot, for building the index. */
export function searchablePages(snapshot: ContentSnapshot, locale: string = DEFAULT_LOCALE): SearchablePage[] {
  return [...snapshot.pages.values()].map((page) => searchablePage(page, locale));
}

/** The index of one language's content: its results link to that language's addresses. */
export function searchIndexOf(snapshot: ContentSnapshot, locale: string = DEFAULT_LOCALE): SearchIndex {
  return createSearchIndex(searchablePages(snapshot, locale));
}
