// Holds the current content snapshot. Requests read it; a reload replaces it whole, which
// also changes the content version that cache keys and page-data URLs carry.
import type { ContentSnapshot } from './contentSnapshot';

/** The current content, swappable at run time. */
export interface ContentStore {
  current(): ContentSnapshot;
  replace(next: ContentSnapshot): void;
}

/** Creates a store holding the given snapshot. */
export function createContentStore(initial: ContentSnapshot): ContentStore {
  let snapshot = initial;
  return {
    current: () => snapshot,
    replace: (next) => {
      snapshot = next;
    },
  };
}
