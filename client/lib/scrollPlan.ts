// Where a page goes after a client navigation, decided without a DOM: Back and Forward return
// to where the reader left the page; a new navigation goes to the address's anchor or the top.

/** How the location changed, as react-router names it. */
export type NavigationKind = 'POP' | 'PUSH' | 'REPLACE';

/** What to do once the new page is shown: a position, an anchor's id, or the top (0). */
export type ScrollPlan = number | string;

/** The plan for a page: a remembered position on Back and Forward, else the anchor, else the top. */
export function scrollPlan(kind: NavigationKind, remembered: number | undefined, anchorId: string): ScrollPlan {
  return kind === 'POP' && remembered !== undefined ? remembered : anchorId || 0;
}

/** Positions kept at most (the oldest go first). */
export const MAX_POSITIONS = 100;

/** Positions by history entry. */
export type Positions = Record<string, number>;

/** Records a position as the newest, dropping the oldest past MAX_POSITIONS. */
export function remember(positions: Positions, key: string, y: number): void {
  delete positions[key];
  positions[key] = y;
  const keys = Object.keys(positions);
  for (let i = 0; i < keys.length - MAX_POSITIONS; i += 1) delete positions[keys[i] ?? ''];
}
