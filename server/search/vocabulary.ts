// Every term the index has seen, with the number of documents that hold it, so a search can choose its prefix completions
// and typo corrections itself and take only the most frequent few: MiniSearch's own expansion
// looks up every completion of a prefix ("co" has hundreds), which makes a short last word the
// most expensive thing a visitor can type. A removed document gives its terms back: a term no
// document holds any more leaves both the counts and the tree, so a site whose pages are
// renamed and deleted in watch mode keeps a vocabulary of the words it has now, not of every
// word it ever had.
import SearchableMap from 'minisearch/SearchableMap';

/** Completions of the last term a search considers at most, the most frequent first. */
export const MAX_PREFIX_EXPANSIONS = 10;
/** Typo corrections of one term a search considers at most, the closest and most frequent first. */
export const MAX_FUZZY_EXPANSIONS = 4;
/** Completions read from the term tree before choosing; bounds the walk under a short prefix. */
const MAX_PREFIX_SCAN = 1000;

/** A term derived from a query term, with its edit distance (prefix: letters added). */
export interface Expansion {
  term: string;
  distance: number;
}

/** The set of indexed terms with their frequencies. */
export interface Vocabulary {
  /** Counts the terms of one document, each once. */
  addDocument(terms: Iterable<string>): void;
  /** Uncounts the terms of a document added before (the same terms addDocument was given). */
  removeDocument(terms: Iterable<string>): void;
  /** Documents holding the term. */
  documents(term: string): number;
  /** Longer terms starting with prefix, the most frequent first, at most MAX_PREFIX_EXPANSIONS. */
  completions(prefix: string): Expansion[];
  /** Other terms within maxDistance edits (a swap of two neighbouring letters counts as one),
   * closest then most frequent first, at most
   * MAX_FUZZY_EXPANSIONS; none for a term the index has, which is no typo. Looking up the
   * neighbours of common short words ("the": "they", "then", "to"...) is the most expensive
   * expansion there is and finds nothing a reader meant. */
  corrections(term: string, maxDistance: number): Expansion[];
  readonly size: number;
}

/** The words made by swapping two neighbouring letters of a word, each once. */
export function transpositions(word: string): string[] {
  const letters = [...word];
  const found = new Set<string>();
  for (let at = 0; at + 1 < letters.length; at += 1) {
    if (letters[at] === letters[at + 1]) continue;
    const swapped = [...letters];
    [swapped[at], swapped[at + 1]] = [letters[at + 1] ?? '', letters[at] ?? ''];
    found.add(swapped.join(''));
  }
  return [...found];
}

/** Creates an empty vocabulary. */
export function createVocabulary(): Vocabulary {
  // Counts in a hash map (counted for every term of every document, so it must be fast); the
  // term tree, for prefixes and typos, only gets each term once.
  const counts = new Map<string, number>();
  const terms = new SearchableMap<true>();
  const countOf = (term: string) => counts.get(term) ?? 0;
  return {
    addDocument(docTerms) {
      for (const term of new Set(docTerms)) {
        const count = counts.get(term);
        if (count === undefined) {
          counts.set(term, 1);
          terms.set(term, true);
        } else counts.set(term, count + 1);
      }
    },
    removeDocument(docTerms) {
      for (const term of new Set(docTerms)) {
        const count = counts.get(term);
        if (count === undefined) continue;
        if (count > 1) counts.set(term, count - 1);
        else {
          counts.delete(term);
          terms.delete(term);
        }
      }
    },
    documents: countOf,
    completions(prefix) {
      // The most frequent few, kept in order while walking: no sort of everything found, and no
      // second lookup of each count.
      const top: (Expansion & { count: number })[] = [];
      let scanned = 0;
      for (const term of terms.atPrefix(prefix).keys()) {
        if (++scanned > MAX_PREFIX_SCAN) break;
        if (term === prefix) continue;
        const count = countOf(term);
        const distance = term.length - prefix.length;
        // Ahead of an entry: more documents, or as many and shorter (the order of a stable sort).
        const ahead = (other: { count: number; distance: number } | undefined) => !other || other.count < count || (other.count === count && other.distance > distance);
        if (top.length === MAX_PREFIX_EXPANSIONS && !ahead(top[top.length - 1])) continue;
        let at = top.length;
        while (at > 0 && ahead(top[at - 1])) at -= 1;
        top.splice(at, 0, { term, distance, count });
        if (top.length > MAX_PREFIX_EXPANSIONS) top.pop();
      }
      return top.map(({ term, distance }) => ({ term, distance }));
    },
    corrections(term, maxDistance) {
      if (countOf(term) > 0) return [];
      // Two letters swapped ("entyr", "laoder") are one slip of the fingers but two edits to
      // the tree's Levenshtein distance, beyond the one edit a short word is allowed: they are
      // looked up directly, at distance 1.
      const swapped = new Set(transpositions(term).filter((other) => countOf(other) > 0));
      const found: Expansion[] = [...swapped].map((other) => ({ term: other, distance: 1 }));
      for (const [other, [, distance]] of terms.fuzzyGet(term, maxDistance)) {
        if (distance > 0 && !swapped.has(other)) found.push({ term: other, distance });
      }
      return found.sort((a, b) => a.distance - b.distance || countOf(b.term) - countOf(a.term)).slice(0, MAX_FUZZY_EXPANSIONS);
    },
    get size() {
      return terms.size;
    },
  };
}
