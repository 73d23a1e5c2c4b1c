// Prepared parts of pages (document heads and tails, heading and contributor lists): text and
// its deflate stream, made on demand and kept in a byte-bounded LRU that is the operator's
// budget's share for them (see pageCaches.ts). A part that fell out is simply made again.
// Only a part that is kept is deflated ahead: with the cache off, a part is made as text and
// goes out like the rest of the frame (compressed with it, at the per-request level, and only
// for clients that take gzip), which is cheaper for one use than preparing it.
import { LRUCache } from 'lru-cache';
import { preparedText, type ArticlePart, type PreparedText } from '../site/article';

/** Gives the part stored under a key, making (and keeping, if it fits) it when absent. */
export interface PartsCache {
  get(key: string, make: () => string): ArticlePart;
  clear(): void;
  readonly size: number;
  /** Bytes held, as counted against the budget. */
  readonly bytes: number;
}

/** Bytes a prepared part holds: its text (UTF-16 at worst), its deflate stream, its CRC shift
 * table and the key, with a little for the objects around them. */
export function partSize(part: PreparedText, key: string): number {
  return part.text.length * 2 + part.compressed.deflated.byteLength + part.compressed.shift.byteLength + key.length * 2 + 256;
}

/** Creates the cache; maxBytes 0 keeps nothing (every part is made each time). */
export function createPartsCache(maxBytes: number): PartsCache {
  if (maxBytes <= 0) return { get: (_key, make) => make(), clear: () => undefined, size: 0, bytes: 0 };
  const lru = new LRUCache<string, PreparedText>({ maxSize: maxBytes, sizeCalculation: partSize });
  return {
    get(key, make) {
      const kept = lru.get(key);
      if (kept) return kept;
      const part = preparedText(make());
      if (partSize(part, key) <= maxBytes) lru.set(key, part);
      return part;
    },
    clear: () => lru.clear(),
    get size() {
      return lru.size;
    },
    get bytes() {
      return lru.calculatedSize;
    },
  };
}
