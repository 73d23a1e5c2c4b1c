// Which pages of a section the sidebar lists. The server renders a bounded neighbourhood of the
// current page, so a page's HTML (and the cost of rendering it) does not grow with the size of
// its section: sections of up to SIDEBAR_FULL_LIMIT pages (every section of the upstream
// documentation) are listed whole, a larger one as its index page, the SIDEBAR_WINDOW pages
// around the current one and a link to the complete list, which the section's index page
// carries (its sidebar is always whole, so readers without JavaScript reach every page). After
// hydration the browser lists the whole section from the section's shared navigation piece.
import type { SectionNav, SidebarPage } from './types';

/** Sections with at most this many pages are listed whole by the server. */
export const SIDEBAR_FULL_LIMIT = 80;

/** Pages around the current one that the server lists in a larger section (besides the index). */
export const SIDEBAR_WINDOW = 40;

/** What a sidebar lists: the pages, and whether they are the whole section. */
export interface SidebarView {
  pages: SidebarPage[];
  complete: boolean;
}

// Worked out once per section object (one per section of a content snapshot, or per fetched
// piece in the browser): finding a page costs the same whatever the size of its section.
const positions = new WeakMap<SectionNav, Map<string, number>>();

/** The position of a page in its section's list, or -1 when it is not listed. */
export function pagePosition(section: SectionNav, url: string): number {
  let byUrl = positions.get(section);
  if (!byUrl) {
    byUrl = new Map(section.pages.map((page, i) => [page.url, i]));
    positions.set(section, byUrl);
  }
  return byUrl.get(url) ?? -1;
}

/** The sidebar entry of a page, if its section lists it. */
export function sectionEntry(section: SectionNav, url: string): SidebarPage | undefined {
  return section.pages[pagePosition(section, url)];
}

/** The pages a sidebar lists on `currentUrl`: all of them when `whole` is asked for (in the
 * browser after hydration), when the section is small, and on the section's index page;
 * otherwise the index page and a window of SIDEBAR_WINDOW pages that holds the current one. */
export function sidebarView(section: SectionNav, currentUrl: string, whole: boolean): SidebarView {
  const all = section.pages;
  if (whole || all.length <= SIDEBAR_FULL_LIMIT || currentUrl === section.url) return { pages: all, complete: true };
  const hasIndex = all[0]?.url === section.url;
  const first = hasIndex ? 1 : 0;
  const position = Math.max(first, pagePosition(section, currentUrl));
  const start = Math.min(Math.max(first, position - SIDEBAR_WINDOW / 2), all.length - SIDEBAR_WINDOW);
  const window = all.slice(start, start + SIDEBAR_WINDOW);
  return { pages: hasIndex && all[0] ? [all[0], ...window] : window, complete: false };
}
