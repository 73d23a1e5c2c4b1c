// The end of each page's document (its page data for hydration) serialized and compressed once
// per content version. It depends only on the content and on the server's settings, so a miss
// renders the frame with React and sends this prepared, like the article, instead of serializing
// and compressing tens of kilobytes of JSON every time.
import type { BootData } from '../../shared/types';
import { prepareDeflate } from '../compression/gzipAssembly';
import type { ContentSnapshot } from '../content/buildIndex';
import type { PreparedText } from './article';
import { documentTail } from './document';

/** The prepared tail of a page's document; boot must be the same for a URL within a snapshot. */
export type TailStore = (snapshot: ContentSnapshot, boot: BootData) => PreparedText;

/** Tails are kept per snapshot (and go with it); within one, one per page, so unknown paths, which
 * all render the Not Found page, share a single entry. */
export function createTailStore(): TailStore {
  const bySnapshot = new WeakMap<ContentSnapshot, Map<string, PreparedText>>();
  return (snapshot, boot) => {
    let tails = bySnapshot.get(snapshot);
    if (!tails) {
      tails = new Map();
      bySnapshot.set(snapshot, tails);
    }
    // The kind keeps a content page at /404/ apart from the Not Found page, which uses that URL.
    const key = `${boot.page.kind}\0${boot.page.url}`;
    let tail = tails.get(key);
    if (!tail) {
      const text = documentTail(boot);
      tail = { text, compressed: prepareDeflate(text) };
      tails.set(key, tail);
    }
    return tail;
  };
}
