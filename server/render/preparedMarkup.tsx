// The server's prepared markup (see client/lib/preparedMarkup.ts). A page's heading list grows
// with its article (the largest page lists 71 headings) and its contributor list with its
// history (often 40 people or more). Both come from the content alone, so each is rendered once
// per page and content version, like the article itself, and a page render writes it as one
// piece: the cost of rendering the frame no longer grows with the page.
import { renderToString } from 'react-dom/server';
import { ContributorItems } from '../../client/components/Contributors';
import { SidebarAnchorItems, sidebarAnchors } from '../../client/components/Sidebar';
import type { PreparedMarkup } from '../../client/lib/preparedMarkup';
import type { PageData, SidebarPage } from '../../shared/types';

// Keyed by the sidebar entry and by the contributor list, which belong to one content snapshot:
// a new version brings new ones, and the old ones leave with their snapshot.
const anchorLists = new WeakMap<SidebarPage, string>();
const contributorLists = new WeakMap<readonly string[], string>();

/** The HTML of a sidebar entry's heading list, with no heading active. */
export function anchorListMarkup(page: SidebarPage): string {
  let html = anchorLists.get(page);
  if (html === undefined) {
    html = renderToString(<SidebarAnchorItems anchors={sidebarAnchors(page)} url={page.url} activeId={null} />);
    anchorLists.set(page, html);
  }
  return html;
}

/** The HTML of a contributor list's items, before the avatars show. */
export function contributorListMarkup(names: string[]): string {
  let html = contributorLists.get(names);
  if (html === undefined) {
    html = renderToString(<ContributorItems names={names} visible={false} />);
    contributorLists.set(names, html);
  }
  return html;
}

/** What a render of this page can take prepared. Called before the render, never during one. */
export function preparedMarkupFor(page: PageData): PreparedMarkup {
  const entry = page.section?.pages.find((p) => p.url === page.url);
  return {
    currentAnchors: entry ? anchorListMarkup(entry) : null,
    contributors: page.contributors.length > 0 ? contributorListMarkup(page.contributors) : null,
  };
}
