// The small search the service worker answers with while offline: page titles and the headings
// of the sidebars it keeps (no extra download), matched by word prefixes. The full-text index
// stays on the server; this only has to find a saved page by what it is called.
import type { SectionNav } from './types';

/** One result, in the shape /api/search answers. */
export interface OfflineSearchResult {
  title: string;
  heading: string;
  url: string;
  excerpt: string;
}

interface Entry {
  title: string;
  heading: string;
  url: string;
  words: string[];
  /** Page entries rank above their headings. */
  weight: number;
}

const words = (text: string): string[] => text.toLowerCase().split(/[^\p{L}\p{N}]+/u).filter(Boolean);

/** The searchable entries of some sidebars: each page once, each of its h2 and h3 headings once. */
export function offlineSearchEntries(sections: SectionNav[]): Entry[] {
  const entries: Entry[] = [];
  for (const section of sections) {
    for (const page of section.pages) {
      entries.push({ title: page.title, heading: '', url: page.url, words: words(page.title), weight: 2 });
      for (const anchor of page.anchors) {
        if (anchor.level > 3) continue;
        entries.push({ title: page.title, heading: anchor.title, url: `${page.url}#${anchor.id}`, words: words(anchor.title), weight: 1 });
      }
    }
  }
  return entries;
}

/** Entries whose words start with every word of the query, best first. */
export function searchOffline(entries: Entry[], query: string, limit = 10): OfflineSearchResult[] {
  const terms = words(query);
  if (terms.length === 0) return [];
  const scored: { entry: Entry; score: number }[] = [];
  for (const entry of entries) {
    let score = 0;
    for (const term of terms) {
      const exact = entry.words.includes(term);
      if (!exact && !entry.words.some((word) => word.startsWith(term))) {
        score = 0;
        break;
      }
      score += exact ? 2 : 1;
    }
    if (score > 0) scored.push({ entry, score: (score * entry.weight) / Math.sqrt(entry.words.length) });
  }
  scored.sort((a, b) => b.score - a.score);
  return scored.slice(0, limit).map(({ entry }) => ({ title: entry.title, heading: entry.heading, url: entry.url, excerpt: '' }));
}
