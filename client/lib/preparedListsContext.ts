// The contract of the prepared lists, written once. Two lists of a page grow with its content:
// the current page's heading list in the sidebar and the contributor list. The server renders
// each once per page and content version (server/render/preparedLists.tsx) and a render writes
// a marker in its place that the stream replaces with that HTML; on a miss of the largest page
// this halves the cost of rendering the frame. The prepared HTML is the list as its component
// renders it in one state only: no heading active, avatars not shown yet. So a component uses
// it only in that state, through the two functions below; in any other state, and always in the
// browser (no provider there), it renders its items itself. A test renders every page both ways
// and requires the same bytes (test/server/render/preparedLists.test.tsx).
import { createContext, useContext } from 'react';

/** What the server prepared for this render: a marker standing for each list, or null. */
export interface PreparedLists {
  /** The items of the current page's heading list in the sidebar. */
  currentAnchors: string | null;
  /** The items of the page's contributor list. */
  contributors: string | null;
}

export const PreparedListsContext = createContext<PreparedLists | null>(null);

/** The prepared items of the current page's heading list, while no heading is active. */
export function usePreparedAnchors(current: boolean, activeId: string | null): string | null {
  const prepared = useContext(PreparedListsContext);
  return current && activeId === null ? (prepared?.currentAnchors ?? null) : null;
}

/** The prepared items of the contributor list, while the avatars are not shown. */
export function usePreparedContributors(avatarsShown: boolean): string | null {
  const prepared = useContext(PreparedListsContext);
  return avatarsShown ? null : (prepared?.contributors ?? null);
}
