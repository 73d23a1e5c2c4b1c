// Markup the server prepared outside the render, for parts of the tree that depend on the
// content alone. The server writes such a part as one piece of HTML (or a marker its stream
// replaces with that HTML) instead of rendering it element by element; the browser renders the
// same components as usual and hydrates that HTML.
import { createContext } from 'react';

/** What the server prepared for this render: HTML, or a marker that stands for it. */
export interface PreparedMarkup {
  /** The heading list of the current page in the sidebar (its items), as SidebarAnchorItems
   * renders it with no heading active; null when there is none. */
  currentAnchors: string | null;
  /** The items of the page's contributor list, as ContributorItems renders them before the
   * avatars show; null when there is none. */
  contributors: string | null;
}

export const PreparedMarkupContext = createContext<PreparedMarkup | null>(null);
