// Rendered page responses, bounded in bytes and keyed by content version and path. It knows
// nothing of React: it stores what the renderer produced, already compressed. A content
// change bumps the version, so old entries simply age out.
import { LRUCache } from 'lru-cache';
import type { OutgoingHttpHeaders } from 'node:http';

/** Body encodings kept for each page. */
export type Encoding = 'br' | 'gzip' | 'identity';

/** A stored response, complete with every header, ready to be written as is. */
export interface CachedPage {
  status: number;
  /** The page's tag shared by its encodings (see etag.ts); each encoding's ETag derives from it. */
  tag: string;
  /** Headers of the response except those that depend on the encoding. */
  headers: OutgoingHttpHeaders;
  bodies: Record<Encoding, Buffer>;
  /** Every header of a 200 answer in each encoding, put together when the entry was made. */
  responseHeaders: Record<Encoding, OutgoingHttpHeaders>;
}

/** The HTML cache interface used by the routes. */
export interface HtmlCache {
  get(version: string, path: string): CachedPage | undefined;
  set(version: string, path: string, page: CachedPage): void;
  /** The Not Found page of a content version in one language: one entry for every unknown
   * path of that language, kept apart from the LRU (one per language, so alternating languages
   * do not evict each other's). */
  getNotFound(version: string, locale: string): CachedPage | undefined;
  setNotFound(version: string, locale: string, page: CachedPage): void;
  clear(): void;
  /** False when caching is off (maxBytes 0): callers skip preparing entries. */
  readonly enabled: boolean;
  readonly size: number;
  readonly bytes: number;
}

function entrySize(page: CachedPage, key: string): number {
  return page.bodies.identity.byteLength + page.bodies.gzip.byteLength + page.bodies.br.byteLength + key.length + 512;
}

/** Creates an LRU cache bounded by total stored bytes; maxBytes 0 disables caching. */
export function createHtmlCache(maxBytes: number): HtmlCache {
  if (maxBytes <= 0) {
    return { get: () => undefined, set: () => undefined, getNotFound: () => undefined, setNotFound: () => undefined, clear: () => undefined, enabled: false, size: 0, bytes: 0 };
  }
  const lru = new LRUCache<string, CachedPage>({ maxSize: maxBytes, sizeCalculation: entrySize });
  // By language; the languages are the site's configured ones, so this stays small.
  const notFound = new Map<string, { version: string; page: CachedPage }>();
  return {
    getNotFound: (version, locale) => {
      const kept = notFound.get(locale);
      return kept?.version === version ? kept.page : undefined;
    },
    setNotFound: (version, locale, page) => {
      notFound.set(locale, { version, page });
    },
    get: (version, path) => lru.get(`${version}\0${path}`),
    set: (version, path, page) => {
      // An entry larger than the whole cache is simply not kept.
      if (entrySize(page, path) <= maxBytes) lru.set(`${version}\0${path}`, page);
    },
    clear: () => {
      lru.clear();
      notFound.clear();
    },
    enabled: true,
    get size() {
      return lru.size;
    },
    get bytes() {
      return lru.calculatedSize;
    },
  };
}
