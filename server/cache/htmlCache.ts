// Rendered HTML responses, bounded in bytes and keyed by content version and path. It knows
// nothing of React: it stores what the renderer produced. A content change bumps the version,
// so old entries simply age out.
import { LRUCache } from 'lru-cache';

/** A stored response. */
export interface CachedPage {
  status: number;
  body: Buffer;
  /** Strong validator of the body, computed once when the entry is stored. */
  etag: string;
}

/** The HTML cache interface used by the routes. */
export interface HtmlCache {
  get(version: string, path: string): CachedPage | undefined;
  set(version: string, path: string, page: CachedPage): void;
  clear(): void;
  readonly size: number;
  readonly bytes: number;
}

/** Creates an LRU cache bounded by total body bytes; maxBytes 0 disables caching. */
export function createHtmlCache(maxBytes: number): HtmlCache {
  if (maxBytes <= 0) {
    return { get: () => undefined, set: () => undefined, clear: () => undefined, size: 0, bytes: 0 };
  }
  const lru = new LRUCache<string, CachedPage>({
    maxSize: maxBytes,
    sizeCalculation: (page, key) => page.body.byteLength + key.length + 64,
  });
  return {
    get: (version, path) => lru.get(`${version}\0${path}`),
    set: (version, path, page) => {
      lru.set(`${version}\0${path}`, page);
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
