// The full-text index of every page (title, headings, text, section) with MiniSearch. Built
// when the content loads and updated per changed page; queries answer title, URL (with the
// heading's #anchor) and an excerpt with the match marked.
import MiniSearch from 'minisearch';
import { escapeHtml } from '../markdown/escape';
import { extractSections, type SearchDoc } from './extractSections';
import { tokenize } from './tokenize';

/** One search result. */
export interface SearchResult {
  title: string;
  heading: string;
  url: string;
  section: string;
  excerpt: string;
  score: number;
}

/** A page as the search index needs it. */
export interface SearchablePage {
  url: string;
  title: string;
  html: string;
  section: string;
}

const EXCERPT_RADIUS = 70;

/** Explanations first, then reference, then news: the order most readers want for a plain query. */
const SECTION_WEIGHT: Record<string, number> = { concepts: 1.25, guides: 1.15, configuration: 1.15, blog: 0.35 };

function excerptOf(text: string, terms: string[]): string {
  const lower = text.toLowerCase();
  let at = -1;
  for (const term of terms) {
    const i = lower.indexOf(term.toLowerCase());
    if (i >= 0 && (at < 0 || i < at)) at = i;
  }
  const start = Math.max(0, at - EXCERPT_RADIUS);
  const end = Math.min(text.length, (at < 0 ? 0 : at) + EXCERPT_RADIUS * 2);
  const slice = text.slice(start, end);
  let html = escapeHtml(slice);
  const sorted = [...new Set(terms)].filter((t) => t.length > 0).sort((a, b) => b.length - a.length);
  if (sorted.length > 0) {
    const pattern = new RegExp(`(${sorted.map((t) => escapeHtml(t).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})`, 'gi');
    html = html.replace(pattern, '<mark>$1</mark>');
  }
  return `${start > 0 ? '…' : ''}${html}${end < text.length ? '…' : ''}`;
}

/** Creates an index over the given pages. */
export function createSearchIndex(pages: Iterable<SearchablePage>, options: { rememberResults?: boolean } = {}) {
  const remember = options.rememberResults !== false;
  const mini = new MiniSearch<SearchDoc>({
    fields: ['title', 'pageTitle', 'path', 'heading', 'headings', 'text'],
    storeFields: ['pageTitle', 'heading', 'url', 'section'],
    tokenize,
    processTerm: (term) => term.toLowerCase(),
    searchOptions: {
      boost: { title: 6, pageTitle: 1.5, path: 2.5, heading: 3, headings: 1.2, text: 1 },
      // Reference pages answer most questions; blog posts about the same topic come after them.
      boostDocument: (id, _term, stored) => (SECTION_WEIGHT[String(stored?.section)] ?? 1) * (String(id).includes('#') ? 1 : 1.5),
      // Only the word being typed (the last one) is completed as a prefix.
      prefix: (term, i, terms) => i === terms.length - 1 && term.length >= 2,
      combineWith: 'AND',
    },
  });
  const texts = new Map<string, string>();
  // Results of recent queries; cleared whenever a page changes.
  const recent = new Map<string, SearchResult[]>();
  const RECENT_MAX = 500;
  const idsByPage = new Map<string, string[]>();

  const addPage = (page: SearchablePage) => {
    recent.clear();
    const docs = extractSections(page);
    for (const doc of docs) texts.set(doc.id, doc.text);
    idsByPage.set(page.url, docs.map((d) => d.id));
    mini.addAll(docs);
  };
  const removePage = (url: string) => {
    recent.clear();
    for (const id of idsByPage.get(url) ?? []) {
      mini.discard(id);
      texts.delete(id);
    }
    idsByPage.delete(url);
  };
  for (const page of pages) addPage(page);

  return {
    /** Searches; at most `limit` results, best first. */
    search(query: string, limit = 10): SearchResult[] {
      const q = query.trim().slice(0, 200);
      if (!q) return [];
      const key = `${limit}\0${q.toLowerCase()}`;
      const remembered = remember ? recent.get(key) : undefined;
      if (remembered) return remembered;
      // Exact and prefix matches first (fast); typo tolerance and any-word matching only when
      // those find too little.
      let hits = mini.search(q);
      if (hits.length < 3) {
        const fuzzy = mini.search(q, { fuzzy: (term) => (term.length > 3 ? 0.25 : false), maxFuzzy: 2 });
        const known = new Set(hits.map((h) => h.id));
        hits = [...hits, ...fuzzy.filter((h) => !known.has(h.id))];
      }
      if (hits.length === 0) hits = mini.search(q, { combineWith: 'OR', fuzzy: 0.2, maxFuzzy: 2 });
      const seen = new Set<string>();
      const results: SearchResult[] = [];
      for (const hit of hits) {
        if (results.length >= limit) break;
        const url = String(hit.url);
        if (seen.has(url)) continue;
        seen.add(url);
        results.push({
          title: String(hit.pageTitle),
          heading: String(hit.heading ?? ''),
          url,
          section: String(hit.section ?? ''),
          excerpt: excerptOf(texts.get(String(hit.id)) ?? '', hit.terms),
          score: Math.round(hit.score * 1000) / 1000,
        });
      }
      if (remember) {
        if (recent.size >= RECENT_MAX) recent.delete(recent.keys().next().value ?? '');
        recent.set(key, results);
      }
      return results;
    },
    /** Replaces (or with null removes) one page's documents. */
    updatePage(url: string, page: SearchablePage | null): void {
      removePage(url);
      if (page) addPage(page);
    },
    /** Number of indexed documents. */
    get size(): number {
      return mini.documentCount;
    },
  };
}

/** The index as returned by createSearchIndex. */
export type SearchIndex = ReturnType<typeof createSearchIndex>;
