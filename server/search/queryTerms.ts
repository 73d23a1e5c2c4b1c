// Turns what a visitor typed into the few terms a search looks up. Runs before the result cache,
// so every spelling of the same query (extra spaces, repeated words, case) is one cache key, and
// before the index, so no query costs more than MAX_TERMS terms of at most MAX_TERM_LENGTH
// characters however it was written.
import { queryTokens } from './tokenize';

/** Characters of a query that are read at all; the rest is ignored. */
export const MAX_QUERY_CHARS = 200;
/** Terms a query keeps, in the order typed; a reader rarely types more than four. */
export const MAX_TERMS = 5;
/** Longest term kept; a longer one is cut (the longest option names have about 30 characters). */
export const MAX_TERM_LENGTH = 40;

const CJK_CHAR = /^[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7af\uf900-\ufaff]$/u;

/** The distinct search terms of a query, lower case, in the order typed. One-character terms
 * are dropped (they match nearly every page and find nothing a reader wants) except a single
 * CJK character, which is a word. */
export function queryTerms(query: string): string[] {
  const terms: string[] = [];
  for (const token of queryTokens(query.slice(0, MAX_QUERY_CHARS).toLowerCase())) {
    const term = [...token].slice(0, MAX_TERM_LENGTH).join('');
    if (term.length < 2 && !CJK_CHAR.test(term)) continue;
    if (terms.includes(term)) continue;
    terms.push(term);
    if (terms.length === MAX_TERMS) break;
  }
  return terms;
}
