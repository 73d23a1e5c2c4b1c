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
  /** The stored answer of a path: a pinned one, or one in the LRU. */
  get(version: string, path: string): CachedPage | undefined;
  set(version: string, path: string, page: CachedPage): void;
  /** Keeps an answer for its content version outside the LRU: the print views and their data,
   * a few per language, each the size of a whole section, which a crawl through the pages
   * would otherwise evict (and have rendered again) on every round. Answers of an older
   * version are dropped when one of a newer version is pinned. */
  pin(version: string, path: string, page: CachedPage): void;
  /** Bytes of the pinned answers (not counted against the LRU's bound). */
  readonly pinnedBytes: number;
  /** The Not Found page of a content version in one language: one entry for every unknown
   * path of that language, kept apart from the LRU (one per language, so alternating languages
   * do not evict each other's). */
  getNotFound(version: string, locale: string): CachedPage | undefined;
  setNotFound(version: string, locale: string, page: CachedPage): void;
  clear(): void;
  /** False when caching is off (maxBytes 0): callers skip preparing entries. */
  readonly enabled: boolean;
  /** Answers kept, pinned ones included. */
  readonly size: number;
  readonly bytes: number;
}

function entrySize(page: CachedPage, key: string): number {
  return page.bodies.identity.byteLength + page.bodies.gzip.byteLength + page.bodies.br.byteLength + key.length + 512;
}

/** Creates an LRU cache bounded by total stored bytes; maxBytes 0 disables caching. */
export function createHtmlCache(maxBytes: number): HtmlCache {
  if (maxBytes <= 0) {
    return { get: () => undefined, set: () => undefined, pin: () => undefined, getNotFound: () => undefined, setNotFound: () => undefined, clear: () => undefined, enabled: false, size: 0, bytes: 0, pinnedBytes: 0 };
  }
  const lru = new LRUCache<string, CachedPage>({ maxSize: maxBytes, sizeCalculation: entrySize });
  // By language; the languages are the site's configured ones, so this stays small.
  const notFound = new Map<string, { version: string; page: CachedPage }>();
  let pinned: { version: string; pages: Map<string, CachedPage>; bytes: number } = { version: '', pages: new Map(), bytes: 0 };
  return {
    pin: (version, path, page) => {
      if (pinned.version !== version) pinned = { version, pages: new Map(), bytes: 0 };
      pinned.bytes += entrySize(page, path) - (pinned.pages.has(path) ? entrySize(pinned.pages.get(path) as CachedPage, path) : 0);
      pinned.pages.set(path, page);
    },
    get pinnedBytes() {
      return pinned.bytes;
    },
    getNotFound: (version, locale) => {
      const kept = notFound.get(locale);
      return kept?.version === version ? kept.page : undefined;
    },
    setNotFound: (version, locale, page) => {
      notFound.set(locale, { version, page });
    },
    get: (version, path) => (pinned.version === version ? pinned.pages.get(path) : undefined) ?? lru.get(`${version}\0${path}`),
    set: (version, path, page) => {
      // An entry larger than the whole cache is simply not kept.
      if (entrySize(page, path) <= maxBytes) lru.set(`${version}\0${path}`, page);
    },
    clear: () => {
      lru.clear();
      notFound.clear();
      pinned = { version: '', pages: new Map(), bytes: 0 };
    },
    enabled: true,
    get size() {
      return lru.size + pinned.pages.size;
    },
    get bytes() {
      return lru.calculatedSize;
    },
  };
}
