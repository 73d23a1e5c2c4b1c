// The searchable view of a content snapshot's pages.
import type { ContentSnapshot } from '../content/contentSnapshot';
import type { Page } from '../content/pageFromFile';
import type { SearchablePage } from './searchIndex';

/** One page as the search index takes it. */
export function searchablePage(page: Page): SearchablePage {
  return { url: page.node.url, title: page.node.title, html: page.html, section: page.section };
}

/** Every page of a snapshot, for building the index. */
export function searchablePages(snapshot: ContentSnapshot): SearchablePage[] {
  return [...snapshot.pages.values()].map(searchablePage);
}
