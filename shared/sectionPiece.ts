// A section's navigation is the same on every page of the section and grows with it: sent in
// each page it made a page's weight (and the memory to keep it) grow with the size of its
// section. Page data is therefore sent without it, naming instead the section's piece by its
// content hash (/page-data/sections/<name>.<hash>.json, immutable; the hash is the one the
// offline manifest lists, so the offline reading's copy serves it too). The browser fetches
// each piece once and puts the page back together before rendering it; a new content version
// whose section did not change names the same piece.
import type { PageData, SectionNav } from './types';

/** URL of a section's navigation with the given content hash. */
export function sectionNavUrl(name: string, hash: string): string {
  return `/page-data/sections/${encodeURIComponent(name)}.${hash}.json`;
}

/** The section name and hash of a section navigation URL, or null. */
export function parseSectionNavPath(pathname: string): { name: string; hash: string } | null {
  const match = /^\/page-data\/sections\/([A-Za-z0-9_.-]+)\.([A-Za-z0-9_-]{22})\.json$/.exec(pathname);
  return match?.[1] !== undefined && match[2] !== undefined ? { name: match[1], hash: match[2] } : null;
}

/** Page data as sent: the section's navigation named by its piece's URL, not repeated. */
export function withoutSectionNav(data: PageData, hashOf: (section: SectionNav) => string): PageData {
  if (!data.section) return data;
  return { ...data, section: null, sectionPiece: sectionNavUrl(data.section.name, hashOf(data.section)) };
}

/** Fetches a piece's JSON (the browser passes one that remembers pieces already fetched). */
export type FetchSection = (url: string) => Promise<SectionNav>;

/** Page data as rendered: with its section's navigation back in place. */
export async function withSectionNav(data: PageData, fetchSection: FetchSection): Promise<PageData> {
  if (data.sectionPiece === undefined) return data;
  const { sectionPiece, ...page } = data;
  return { ...page, section: await fetchSection(sectionPiece) };
}
