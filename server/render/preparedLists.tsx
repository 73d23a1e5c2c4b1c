// The server's side of the prepared lists: each rendered and compressed once per page and
// content version, like the article itself, and the slots that splice them in (slotSplicer.ts).
// The contract (which state the HTML stands for) is client/lib/preparedListsContext.ts.
import { renderToString } from 'react-dom/server';
import { ContributorItems } from '../../client/components/Contributors';
import { SidebarAnchorItems, sidebarAnchors } from '../../client/components/Sidebar';
import type { PreparedLists } from '../../client/lib/preparedListsContext';
import type { PageData, SidebarPage } from '../../shared/types';
import { preparedText, type PreparedText } from './article';
import { slotMarker, type Slot } from './slotSplicer';

const ANCHORS_SLOT = slotMarker('anchors');
const CONTRIBUTORS_SLOT = slotMarker('contributors');

// Keyed by the sidebar entry and by the contributor list, which belong to one content snapshot:
// a new version brings new ones, and the old ones leave with their snapshot.
const anchorLists = new WeakMap<SidebarPage, PreparedText>();
const contributorLists = new WeakMap<readonly string[], PreparedText>();

/** The HTML of a sidebar entry's heading list, with no heading active. */
export function anchorListMarkup(page: SidebarPage): PreparedText {
  let list = anchorLists.get(page);
  if (list === undefined) {
    list = preparedText(renderToString(<SidebarAnchorItems anchors={sidebarAnchors(page)} url={page.url} activeId={null} />));
    anchorLists.set(page, list);
  }
  return list;
}

/** The HTML of a contributor list's items, before the avatars show. */
export function contributorListMarkup(names: string[]): PreparedText {
  let list = contributorLists.get(names);
  if (list === undefined) {
    list = preparedText(renderToString(<ContributorItems names={names} visible={false} />));
    contributorLists.set(names, list);
  }
  return list;
}

/** What a render of this page takes prepared: the markers the tree writes, and the slots that
 * put the prepared pieces in their place. Called before the render, never during one. */
export function preparedMarkupFor(page: PageData): { markup: PreparedLists; slots: Slot[] } {
  const entry = page.section?.pages.find((p) => p.url === page.url);
  const slots: Slot[] = [];
  if (entry) slots.push({ marker: ANCHORS_SLOT, content: [anchorListMarkup(entry)] });
  if (page.contributors.length > 0) slots.push({ marker: CONTRIBUTORS_SLOT, content: [contributorListMarkup(page.contributors)] });
  return {
    markup: { currentAnchors: entry ? ANCHORS_SLOT : null, contributors: page.contributors.length > 0 ? CONTRIBUTORS_SLOT : null },
    slots,
  };
}
