// The one memory budget for what is kept per page (CACHE_MAX_BYTES): most of it for whole
// responses (rendered pages and page data, compressed, see htmlCache.ts), an eighth for the
// parts a miss is assembled from (document ends, heading and contributor lists, partsCache.ts).
import { createHtmlCache, type HtmlCache } from './htmlCache';
import { createPartsCache, type PartsCache } from './partsCache';

/** Every per-page cache, within one budget. */
export interface PageCaches {
  pages: HtmlCache;
  parts: PartsCache;
  /** The budget they share, in bytes. */
  readonly maxBytes: number;
  /** Bytes held by all of them together. */
  readonly bytes: number;
}

/** Share of the budget that goes to prepared parts. */
export const PARTS_SHARE = 1 / 8;

/** Splits a budget between the caches (0: nothing is kept). */
export function createPageCaches(maxBytes: number): PageCaches {
  const partsBytes = Math.floor(maxBytes * PARTS_SHARE);
  const pages = createHtmlCache(maxBytes - partsBytes);
  const parts = createPartsCache(partsBytes);
  return {
    pages,
    parts,
    maxBytes,
    get bytes() {
      return pages.bytes + parts.bytes;
    },
  };
}
