// A section's navigation is the same on every page of the section and grows with it: sent in
// each page it made a page's weight (and the memory to keep it) grow with the size of its
// section. Page data is therefore sent without it, naming instead the section's piece
// (/page-data/<version>/sections/<name>.json, immutable, the one the offline reading keeps too);
// the browser fetches each piece once and puts the page back together before rendering it.
import { offlineSectionUrl } from './offline';
import type { PageData, SectionNav } from './types';

/** Page data as sent: the section's navigation named by its piece's URL, not repeated. */
export function withoutSectionNav(data: PageData, version: string): PageData {
  if (!data.section) return data;
  return { ...data, section: null, sectionPiece: offlineSectionUrl(version, data.section.name) };
}

/** Fetches a piece's JSON (the browser passes one that remembers pieces already fetched). */
export type FetchSection = (url: string) => Promise<SectionNav>;

/** Page data as rendered: with its section's navigation back in place. */
export async function withSectionNav(data: PageData, fetchSection: FetchSection): Promise<PageData> {
  if (data.sectionPiece === undefined) return data;
  const { sectionPiece, ...page } = data;
  return { ...page, section: await fetchSection(sectionPiece) };
}
