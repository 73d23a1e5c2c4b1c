// The server's side of the prepared lists: each rendered and compressed on demand and kept in
// the prepared-parts cache (within the memory budget, see cache/pageCaches.ts) by content
// version and page, and the slots that splice them in (slotSplicer.ts).
// The contract (which state the HTML stands for) is client/lib/preparedListsContext.ts.
import { renderToString } from 'react-dom/server';
import { ContributorItems } from '../../client/components/Contributors';
import { SidebarAnchorItems, sidebarAnchors } from '../../client/components/Sidebar';
import type { PreparedLists } from '../../client/lib/preparedListsContext';
import { sectionEntry } from '../../shared/sidebarWindow';
import type { PageData, SidebarPage } from '../../shared/types';
import type { ArticlePart } from '../site/article';
import { slotMarker, type Slot } from './slotSplicer';

const ANCHORS_SLOT = slotMarker('anchors');
const CONTRIBUTORS_SLOT = slotMarker('contributors');

/** Where prepared lists are kept: a key and how to make the list's HTML when it is not there;
 * gives the list prepared (when kept) or as text. */
export type KeepPart = (key: string, make: () => string) => ArticlePart;

/** Keeps nothing: every list is made when asked for (the static export renders each page once). */
export const makeEveryTime: KeepPart = (_key, make) => make();

/** The HTML of a sidebar entry's heading list, with no heading active. */
export function anchorListMarkup(page: SidebarPage): string {
  return renderToString(<SidebarAnchorItems anchors={sidebarAnchors(page)} url={page.url} activeId={null} />);
}

/** The HTML of a contributor list's items, before the avatars show. */
export function contributorListMarkup(names: string[]): string {
  return renderToString(<ContributorItems names={names} visible={false} />);
}

/** What a render of this page takes prepared: the markers the tree writes, and the slots that
 * put the prepared pieces in their place. Called before the render, never during one. The
 * lists of a page are the same within a content version, which the key names. */
export function preparedMarkupFor(page: PageData, keep: KeepPart = makeEveryTime, version = ''): { markup: PreparedLists; slots: Slot[] } {
  const entry = page.section ? sectionEntry(page.section, page.url) : undefined;
  const slots: Slot[] = [];
  const key = `lists\0${version}\0${page.kind}\0${page.url}`;
  if (entry) slots.push({ marker: ANCHORS_SLOT, content: [keep(`${key}\0anchors`, () => anchorListMarkup(entry))] });
  if (page.contributors.length > 0) slots.push({ marker: CONTRIBUTORS_SLOT, content: [keep(`${key}\0contributors`, () => contributorListMarkup(page.contributors))] });
  return {
    markup: { currentAnchors: entry ? ANCHORS_SLOT : null, contributors: page.contributors.length > 0 ? CONTRIBUTORS_SLOT : null },
    slots,
  };
}
