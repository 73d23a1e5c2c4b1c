// Where a page goes after a client navigation, decided without a DOM: Back and Forward return
// to where the reader left the page; a new navigation goes to the address's anchor or the top.

/** How the location changed, as react-router names it. */
export type NavigationKind = 'POP' | 'PUSH' | 'REPLACE';

/** What to do once the new page is shown. */
export type ScrollPlan = { to: 'position'; y: number } | { to: 'anchor'; id: string } | { to: 'top' };

/** The plan for a page: a remembered position on Back and Forward, else the anchor, else the top. */
export function scrollPlan(kind: NavigationKind, remembered: number | undefined, anchorId: string): ScrollPlan {
  if (kind === 'POP' && remembered !== undefined) return { to: 'position', y: remembered };
  if (anchorId) return { to: 'anchor', id: anchorId };
  return { to: 'top' };
}

/** Key of a history entry's position: react-router's entry key (the first entry of a document
 * is "default" in every document of the tab) with the path. */
export function positionKey(entryKey: string, pathname: string): string {
  return `${entryKey} ${pathname}`;
}

/** Positions kept at most (the oldest go first), so the session's storage stays small. */
export const MAX_POSITIONS = 100;

/** Parses kept positions, ignoring anything that is not a map of numbers. */
export function parsePositions(text: string | null): Map<string, number> {
  const positions = new Map<string, number>();
  if (!text) return positions;
  try {
    const value: unknown = JSON.parse(text);
    if (value && typeof value === 'object' && !Array.isArray(value)) {
      for (const [key, y] of Object.entries(value)) if (typeof y === 'number' && Number.isFinite(y)) positions.set(key, y);
    }
  } catch {
    // A damaged entry is the same as none.
  }
  return positions;
}

/** Serializes the newest MAX_POSITIONS positions. */
export function serializePositions(positions: ReadonlyMap<string, number>): string {
  return JSON.stringify(Object.fromEntries([...positions].slice(-MAX_POSITIONS)));
}
