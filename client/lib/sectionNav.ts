// Section navigation pieces in the browser: each fetched once per page load (and then kept by
// the HTTP cache as immutable), whatever the number of pages of the section read.
import { withSectionNav } from '../../shared/sectionPiece';
import type { PageData, SectionNav } from '../../shared/types';
import { loadCatalogue } from './catalogues';

const pieces = new Map<string, Promise<SectionNav>>();

function fetchSection(url: string): Promise<SectionNav> {
  let piece = pieces.get(url);
  if (!piece) {
    // No custom headers: the request must match the head's preload of the same URL to reuse it.
    piece = fetch(url).then((response) => {
      if (!response.ok) throw new Error(`section navigation ${url} answered ${response.status}`);
      return response.json() as Promise<SectionNav>;
    });
    // A failed fetch is not remembered: the next page asks again.
    piece.catch(() => pieces.delete(url));
    pieces.set(url, piece);
  }
  return piece;
}

/** The page data ready to render: with its section's navigation, fetched (once) when the data
 * names a piece, and with the chrome strings of its language loaded. */
export async function completePageData(data: PageData): Promise<PageData> {
  const [page] = await Promise.all([withSectionNav(data, fetchSection), loadCatalogue(data.locale)]);
  return page;
}
