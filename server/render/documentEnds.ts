// The two ends of each page's document, made and compressed on demand: the head (title,
// description, assets) and the tail (the page data for hydration). They depend only on the
// content and on the server's settings, so they are kept in the prepared-parts cache (one share
// of the operator's memory budget, see cache/pageCaches.ts) and a miss of a page whose ends are
// still there renders the frame with React and sends these prepared, like the article. Ends
// that fell out of the cache are made again: nothing here grows with the number of pages.
import type { BootData } from '../../shared/types';
import type { PartsCache } from '../cache/partsCache';
import type { ArticlePart } from '../site/article';
import { documentHead, documentTail } from './document';
import type { ClientManifest } from './manifest';

/** The head and tail of a page's document: prepared when kept, else as text (partsCache.ts). */
export interface DocumentEnds {
  head: ArticlePart;
  tail: ArticlePart;
}

/** Gives a page's prepared ends; boot must be the same for a URL within a content version. */
export type DocumentEndsStore = (boot: BootData) => DocumentEnds;

/** Ends are kept by content version and page: unknown paths, which all render the Not Found
 * page, share a single entry. The manifest is the store's own, so it need not be in the key. */
export function createDocumentEndsStore(manifest: ClientManifest, parts: PartsCache, origin = ''): DocumentEndsStore {
  return (boot) => {
    // The kind keeps a content page at /404/ apart from the Not Found page, which uses that URL.
    const key = `ends\0${boot.contentVersion}\0${boot.page.kind}\0${boot.page.url}`;
    return {
      head: parts.get(`${key}\0head`, () => documentHead(boot, manifest, origin)),
      tail: parts.get(`${key}\0tail`, () => documentTail(boot, manifest)),
    };
  };
}
