// The two ends of each page's document, made and compressed once per content version: the head
// (title, description, assets) and the tail (the page data for hydration). They depend only on
// the content and on the server's settings, so a miss renders the frame with React and sends
// these prepared, like the article, instead of building and compressing them every time (the
// tail of the largest page is 39 kB of JSON).
import type { BootData } from '../../shared/types';
import type { ContentSnapshot } from '../content/contentSnapshot';
import { preparedText, type PreparedText } from './article';
import { documentHead, documentTail } from './document';
import type { ClientManifest } from './manifest';

/** The prepared head and tail of a page's document. */
export interface DocumentEnds {
  head: PreparedText;
  tail: PreparedText;
}

/** Gives a page's prepared ends; boot must be the same for a URL within a snapshot. */
export type DocumentEndsStore = (snapshot: ContentSnapshot, boot: BootData) => DocumentEnds;

/** Ends are kept per snapshot (and go with it); within one, one pair per page, so unknown paths,
 * which all render the Not Found page, share a single entry. */
export function createDocumentEndsStore(manifest: ClientManifest): DocumentEndsStore {
  const bySnapshot = new WeakMap<ContentSnapshot, Map<string, DocumentEnds>>();
  return (snapshot, boot) => {
    let pages = bySnapshot.get(snapshot);
    if (!pages) {
      pages = new Map();
      bySnapshot.set(snapshot, pages);
    }
    // The kind keeps a content page at /404/ apart from the Not Found page, which uses that URL.
    const key = `${boot.page.kind}\0${boot.page.url}`;
    let ends = pages.get(key);
    if (!ends) {
      ends = { head: preparedText(documentHead(boot, manifest)), tail: preparedText(documentTail(boot)) };
      pages.set(key, ends);
    }
    return ends;
  };
}
