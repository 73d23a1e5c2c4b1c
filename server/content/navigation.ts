// Sidebar order, section navigation and previous/next links, computed from the pages.
// Order within a section: the index page first, then groups (in the order their first page
// appears), then sort ascending (missing sorts last), then title. Blog posts: newest first.
import { sectionPrintableUrl } from '../../shared/routes';
import type { Link, SectionNav, SidebarPage } from '../../shared/types';
import type { Page } from './pageFromFile';

function isIndex(page: Page): boolean {
  return page.node.url === `/${page.section}/`;
}

function byTitle(a: Page, b: Page): number {
  return a.node.title.localeCompare(b.node.title, 'en');
}

/** Compares two pages of one section for the sidebar (before grouping). */
export function comparePages(a: Page, b: Page): number {
  if (isIndex(a) !== isIndex(b)) return isIndex(a) ? -1 : 1;
  if (a.date !== null || b.date !== null) {
    if (a.date !== b.date) return (b.date ?? '').localeCompare(a.date ?? '');
    return byTitle(a, b);
  }
  const sa = a.node.sort;
  const sb = b.node.sort;
  if (sa !== sb) {
    if (sa === null) return 1;
    if (sb === null) return -1;
    return sa - sb;
  }
  return byTitle(a, b);
}

/** Orders a section's pages: index first, then each group together in order of first appearance. */
export function orderSection(pages: Page[]): Page[] {
  const sorted = [...pages].sort(comparePages);
  const index = sorted.filter(isIndex);
  const groups = new Map<string, Page[]>();
  for (const page of sorted) {
    if (isIndex(page)) continue;
    const key = page.node.group ?? '';
    const list = groups.get(key) ?? [];
    list.push(page);
    groups.set(key, list);
  }
  return [...index, ...[...groups.values()].flat()];
}

function toSidebarPage(page: Page): SidebarPage {
  return { url: page.node.url, title: page.node.title, group: page.node.group, anchors: page.node.anchors };
}

function titleFromName(name: string): string {
  return name.replace(/[-_]+/g, ' ').replace(/^\w/, (c) => c.toUpperCase());
}

/** Builds the navigation of one section from its ordered pages. */
export function buildSectionNav(name: string, ordered: Page[], printable: boolean): SectionNav {
  const index = ordered.find(isIndex);
  return {
    name,
    title: index?.node.title ?? titleFromName(name),
    url: `/${name}/`,
    printableUrl: printable ? sectionPrintableUrl(name) : null,
    pages: ordered.map(toSidebarPage),
  };
}

/** Previous and next links of every page of an ordered section. */
export function neighboursOf(ordered: Page[]): Map<string, { previous: Link | null; next: Link | null }> {
  const result = new Map<string, { previous: Link | null; next: Link | null }>();
  ordered.forEach((page, i) => {
    const prev = ordered[i - 1];
    const next = ordered[i + 1];
    result.set(page.node.url, {
      previous: prev ? { title: prev.node.title, url: prev.node.url } : null,
      next: next ? { title: next.node.title, url: next.node.url } : null,
    });
  });
  return result;
}
