// The last step of ranking, over the scored hits of one search: a section documenting the very
// option the reader typed ("publicpath", "output.publicPath") and a page titled exactly with
// the words matched ("loader" or "loadr" → "Loaders") come before pages that merely use the
// words a lot. Scoring cannot see either: BM25 rewards frequency, not identity. Last, the
// sections of a page already listed give way to other pages, so a page with many matching
// sections does not fill the first results on its own.
import { singularOf } from './termForms';
import { tokenize } from './tokenize';

/** What rerank reads of a hit. */
export interface RankedHit {
  id: string | number;
  score: number;
  terms: string[];
  pageTitle?: unknown;
  heading?: unknown;
  option?: unknown;
  url?: unknown;
  section?: unknown;
  /** Fields each matched term was found in. */
  match?: Record<string, string[]>;
}

/** Factor of a section whose option name or path is a query term. */
export const OPTION_FACTOR = 2.5;
/** Further factor when that option is documented on its own page (output.* on /configuration/output/). */
export const HOME_OPTION_FACTOR = 1.2;
/** Factor of a page whose title is exactly the words matched. */
export const TITLE_FACTOR = 2;
/** Factor of a concepts or configuration page that is about the words matched: every one of
 * them is in its title or summary (the explanation and the reference before the rest). */
export const ABOUT_FACTOR = 2;
const EXPLAINING_SECTIONS = new Set(['concepts', 'configuration']);

const folded = (word: string) => singularOf(word) ?? word;

// Titles repeat across searches (each page's, over and over): their words are worked out once.
const titleWords = new Map<string, ReadonlySet<string>>();
const MAX_TITLES = 10_000;

function wordsOf(text: string): ReadonlySet<string> {
  let words = titleWords.get(text);
  if (!words) {
    words = new Set(tokenize(text.toLowerCase()).filter((t) => !/[.'-]/.test(t)).map(folded));
    if (titleWords.size >= MAX_TITLES) titleWords.clear();
    titleWords.set(text, words);
  }
  return words;
}

function sameSet(a: ReadonlySet<string>, b: ReadonlySet<string>): boolean {
  return a.size === b.size && [...a].every((x) => b.has(x));
}

/** The factor a hit's score is multiplied by for the query terms. */
export function rankFactor(hit: RankedHit, terms: readonly string[]): number {
  let factor = 1;
  const option = typeof hit.option === 'string' ? hit.option.toLowerCase() : '';
  const heading = typeof hit.heading === 'string' ? hit.heading.toLowerCase().replace(/\s*\(.*\)$/, '') : '';
  if (option && (terms.includes(option) || terms.includes(heading))) {
    factor *= OPTION_FACTOR;
    const page = typeof hit.url === 'string' ? hit.url.split('#')[0]?.split('/').filter(Boolean).pop() : undefined;
    if (page !== undefined && heading.split('.')[0] === page) factor *= HOME_OPTION_FACTOR;
  }
  if (!String(hit.id).includes('#') && typeof hit.pageTitle === 'string') {
    const title = wordsOf(hit.pageTitle);
    if (title.size > 0 && sameSet(title, new Set(hit.terms.map(folded)))) factor *= TITLE_FACTOR;
    const fields = Object.values(hit.match ?? {});
    if (EXPLAINING_SECTIONS.has(String(hit.section)) && fields.length > 0 && fields.every((f) => f.includes('title') || f.includes('description'))) factor *= ABOUT_FACTOR;
  }
  return factor;
}

/** Factor of a hit whose page already stands higher in the list (by its own document or
 * another section): the next page that answers the query comes before a third section of the first. */
export const REPEAT_FACTOR = 0.5;

const pageOf = (hit: RankedHit) => String(hit.url ?? hit.id).split('#')[0] ?? '';

/** The hits in their final order, each with its final score. */
export function rerank<H extends RankedHit>(hits: readonly H[], terms: readonly string[]): H[] {
  const ranked = hits.map((hit) => ({ ...hit, score: hit.score * rankFactor(hit, terms) })).sort((a, b) => b.score - a.score);
  // One pass in score order: only a hit below another of its page is lowered, so the first hit
  // of every page keeps its score and the order among first hits stays.
  const listed = new Set<string>();
  for (const hit of ranked) {
    const page = pageOf(hit);
    if (listed.has(page)) hit.score *= REPEAT_FACTOR;
    else listed.add(page);
  }
  return ranked.sort((a, b) => b.score - a.score);
}
