// The full-text index of every page (title, headings, text, section) with MiniSearch. Built
// when the content loads and updated per changed page; queries answer title, URL (with the
// heading's #anchor) and an excerpt with the match marked.
import MiniSearch from 'minisearch';
import { escapeHtml } from '../markdown/escape';
import { extractSections, type SearchDoc } from './extractSections';
import { queryTerms } from './queryTerms';
import { rerank } from './rerank';
import { singularOf, splitCompound } from './termForms';
import { tokenize } from './tokenize';
import { createVocabulary, type Expansion } from './vocabulary';

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
  /** The page's summary (its frontmatter description), if any. */
  description?: string;
}

const EXCERPT_RADIUS = 70;

/** Explanations first, then reference, then news: the order most readers want for a plain query. */
const SECTION_WEIGHT: Record<string, number> = { concepts: 1.5, guides: 1.15, configuration: 1.5, blog: 0.35 };

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

/** What one search did: the unit of work is one term looked up in the index. */
export interface SearchWork {
  /** The normalised query terms. */
  terms: string[];
  /** Terms looked up in the index over all passes (query terms and their expansions). */
  lookups: number;
  /** Index entries (document, field, term) scored. */
  postings: number;
}

const BOOST: Record<string, number> = { title: 6, pageTitle: 1.5, path: 2.5, heading: 3, option: 4, description: 4, headings: 1.2, text: 1 };
/** Weight of a run-together query word matched as its two parts ("sourcemap" as "source map"). */
const SPLIT_WEIGHT = 0.6;
// MiniSearch's default weights of prefix and typo matches; expansions below are scored as it would.
const PREFIX_WEIGHT = 0.375;
const FUZZY_WEIGHT = 0.45;
/** Most results a search computes and remembers; `limit` only takes the first of them. */
export const MAX_RESULTS = 20;
/** Words of one search that are looked up for typos. */
export const MAX_CORRECTED_TERMS = 2;
/** Terms looked up by one search over all its passes. */
export const MAX_LOOKUPS = 32;

type Leaf = { queries: [string] | [{ combineWith: 'AND'; queries: [string, string] }]; boost: Record<string, number> };
type Budget = { left: number; documents: number; corrected: Map<string, Expansion[]> };
type Pass = { combineWith: 'AND' | 'OR'; fuzzy: (term: string) => number };

const weighted = (weight: number): Record<string, number> =>
  Object.fromEntries(Object.entries(BOOST).map(([field, boost]) => [field, boost * weight]));

// Changes to any index of the process (each updatePage is one): answers prepared from the
// indexes (cache/searchAnswers.ts) are used only while this count stays the same, whichever
// index, language or version a request searched.
let indexChanges = 0;

/** Changes made to any search index of the process so far. */
export function searchIndexChanges(): number {
  return indexChanges;
}

/** Creates an index over the given pages. */
export function createSearchIndex(pages: Iterable<SearchablePage>, options: { rememberResults?: boolean } = {}) {
  const remember = options.rememberResults !== false;
  const vocabulary = createVocabulary();
  let postings = 0;
  // Terms of the document being added, collected by processTerm for the vocabulary.
  let documentTerms: string[] = [];
  const mini = new MiniSearch<SearchDoc>({
    fields: ['title', 'pageTitle', 'path', 'heading', 'option', 'description', 'headings', 'text'],
    storeFields: ['pageTitle', 'heading', 'url', 'section', 'option'],
    tokenize,
    // A plural is also indexed as its singular, so either form finds both.
    processTerm: (term) => {
      const lower = term.toLowerCase();
      documentTerms.push(lower);
      const singular = singularOf(lower);
      if (singular === null) return lower;
      documentTerms.push(singular);
      return [lower, singular];
    },
    searchOptions: {
      // Queries arrive as terms already (see queryTerms); expansions are chosen here, not by MiniSearch.
      tokenize: (term) => [term],
      processTerm: (term) => term,
      prefix: false,
      fuzzy: false,
      // Reference pages answer most questions; blog posts about the same topic come after them.
      boostDocument: (id, _term, stored) => {
        postings += 1;
        return (SECTION_WEIGHT[String(stored?.section)] ?? 1) * (String(id).includes('#') ? 1 : 1.5);
      },
    },
  });
  const texts = new Map<string, string>();
  // Results of recent queries; cleared whenever a page changes.
  const recent = new Map<string, SearchResult[]>();
  const RECENT_MAX = 500;
  const idsByPage = new Map<string, string[]>();
  // The distinct terms of each document, given back to the vocabulary when it is removed.
  const termsByDoc = new Map<string, string[]>();

  const addPage = (page: SearchablePage) => {
    recent.clear();
    const docs = extractSections(page);
    for (const doc of docs) texts.set(doc.id, doc.text);
    idsByPage.set(page.url, docs.map((d) => d.id));
    for (const doc of docs) {
      documentTerms = [];
      mini.add(doc);
      const distinct = [...new Set(documentTerms)];
      termsByDoc.set(doc.id, distinct);
      vocabulary.addDocument(distinct);
    }
    documentTerms = [];
  };
  const removePage = (url: string) => {
    recent.clear();
    for (const id of idsByPage.get(url) ?? []) {
      mini.discard(id);
      texts.delete(id);
      vocabulary.removeDocument(termsByDoc.get(id) ?? []);
      termsByDoc.delete(id);
    }
    idsByPage.delete(url);
  };
  for (const page of pages) addPage(page);

  // One pass over the terms: each term with its expansions (the last one, the word being typed,
  // also completed as a prefix), scored as MiniSearch scores prefix and typo matches. The budget
  // of lookups is shared by all passes; the exact terms always fit (MAX_TERMS < MAX_LOOKUPS).
  // Expansions also share a budget of documents (all of them together hold at most half of the
  // index), so the completions of "co" cannot each read a fifth of it.
  const expand = (terms: string[], pass: Pass, budget: Budget): Leaf[][] =>
    terms.map((term, i) => {
      const leaves: Leaf[] = [{ queries: [term], boost: BOOST }];
      const seen = new Set([term]);
      const add = (expansion: Expansion, weight: number) => {
        if (seen.has(expansion.term) || budget.left <= terms.length - i) return;
        const documents = vocabulary.documents(expansion.term);
        if (documents > budget.documents) return;
        seen.add(expansion.term);
        budget.left -= 1;
        budget.documents -= documents;
        leaves.push({ queries: [expansion.term], boost: weighted(weight) });
      };
      budget.left -= 1;
      if (i === terms.length - 1 && term.length >= 2) {
        for (const e of vocabulary.completions(term)) add(e, (PREFIX_WEIGHT * e.term.length) / (e.term.length + 0.3 * e.distance));
      }
      // A run-together word ("sourcemap", "publicpath") also matches its two parts together.
      const parts = term.includes('.') ? null : splitCompound(term, vocabulary.documents);
      if (parts && budget.left > terms.length - i + 1) {
        budget.left -= 2;
        leaves.push({ queries: [{ combineWith: 'AND', queries: parts }], boost: weighted(SPLIT_WEIGHT) });
      }
      const distance = pass.fuzzy(term);
      if (distance > 0) {
        for (const e of corrections(term, distance, budget)) add(e, (FUZZY_WEIGHT * e.term.length) / (e.term.length + e.distance));
      }
      return leaves;
    });
  // Looking for typos walks the whole term tree, so a search does it for at most
  // MAX_CORRECTED_TERMS words, once each.
  const corrections = (term: string, distance: number, budget: Budget): Expansion[] => {
    const key = `${distance}\0${term}`;
    const known = budget.corrected.get(key);
    if (known) return known;
    if (budget.corrected.size >= MAX_CORRECTED_TERMS) return [];
    const found = vocabulary.corrections(term, distance);
    budget.corrected.set(key, found);
    return found;
  };
  const known = (leaves: Leaf[]) => leaves.some((leaf) => typeof leaf.queries[0] !== 'string' || vocabulary.documents(leaf.queries[0]) > 0);
  const runPass = (terms: string[], pass: Pass, budget: Budget) => {
    if (budget.left < terms.length) return [];
    const expanded = expand(terms, pass, budget);
    // All terms must match: one the index does not hold (nor any expansion of it) means no hit.
    if (pass.combineWith === 'AND' && !expanded.every(known)) return [];
    return mini.search({ combineWith: pass.combineWith, queries: expanded.map((leaves) => ({ combineWith: 'OR' as const, queries: leaves })) });
  };
  // A word in more than a quarter of all documents ("the", "to", "webpack") hardly changes which
  // documents match or their order, but scoring it reads a quarter of the index; it is left out
  // when the query has other words, and only the least common one is kept when it has not.
  const distinctive = (terms: string[]) => {
    const limit = mini.documentCount / 4;
    const rare = terms.filter((t) => vocabulary.documents(t) <= limit);
    if (rare.length > 0) return rare;
    return [...terms].sort((a, b) => vocabulary.documents(a) - vocabulary.documents(b)).slice(0, 1);
  };
  const typoDistance = (t: string) => (t.length > 3 ? Math.min(2, Math.round(t.length * 0.25)) : 0);

  const run = (query: string): { results: SearchResult[]; work: SearchWork } => {
    const terms = distinctive(queryTerms(query));
    postings = 0;
    const budget: Budget = { left: MAX_LOOKUPS, documents: Math.ceil(mini.documentCount / 2), corrected: new Map() };
    if (terms.length === 0) return { results: [], work: { terms, lookups: 0, postings: 0 } };
    // Exact and prefix matches first (fast); typo tolerance and any-word matching only when
    // those find too little.
    let hits = runPass(terms, { combineWith: 'AND', fuzzy: () => 0 }, budget);
    // Typos are looked for only in words the index does not hold (see Vocabulary.corrections),
    // so without such a word the second pass would repeat the first. With one, the second pass
    // scores the exact, prefix and corrected forms together: a rare completion ("loadroute")
    // must not stand before the word meant ("loader").
    if (terms.some((t) => typoDistance(t) > 0 && vocabulary.documents(t) === 0)) {
      const fuzzy = runPass(terms, { combineWith: 'AND', fuzzy: typoDistance }, budget);
      const found = new Set(fuzzy.map((h) => h.id));
      hits = [...fuzzy, ...hits.filter((h) => !found.has(h.id))];
    }
    if (hits.length === 0) {
      hits = runPass(terms, { combineWith: 'OR', fuzzy: (t) => Math.min(2, Math.round(t.length * 0.2)) }, budget);
    }
    const seen = new Set<string>();
    const results: SearchResult[] = [];
    for (const hit of rerank(hits, terms)) {
      if (results.length >= MAX_RESULTS) break;
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
    return { results, work: { terms, lookups: MAX_LOOKUPS - budget.left, postings } };
  };

  return {
    /** Searches; at most `limit` (up to MAX_RESULTS) results, best first. */
    search(query: string, limit = 10): SearchResult[] {
      const count = Math.max(1, Math.min(MAX_RESULTS, Math.floor(limit) || 10));
      // The cache key is the normalised query: another spelling or limit is the same entry.
      const key = queryTerms(query).join(' ');
      if (!key) return [];
      const remembered = remember ? recent.get(key) : undefined;
      if (remembered) return remembered.slice(0, count);
      const { results } = run(query);
      if (remember) {
        if (recent.size >= RECENT_MAX) recent.delete(recent.keys().next().value ?? '');
        recent.set(key, results);
      }
      return results.slice(0, count);
    },
    /** Searches without the result cache and reports the work done (for tests and the bench). */
    measure(query: string): { results: SearchResult[]; work: SearchWork } {
      return run(query);
    },
    /** Replaces (or with null removes) one page's documents. */
    updatePage(url: string, page: SearchablePage | null): void {
      indexChanges += 1;
      removePage(url);
      if (page) addPage(page);
    },
    /** Distinct terms the indexed documents hold (prefix and typo expansions choose among them). */
    get vocabularySize(): number {
      return vocabulary.size;
    },
    /** Number of indexed documents. */
    get size(): number {
      return mini.documentCount;
    },
  };
}

/** The index as returned by createSearchIndex. */
export type SearchIndex = ReturnType<typeof createSearchIndex>;
