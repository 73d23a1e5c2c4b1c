// The other forms a word is found by, beside itself: the singular of an English plural
// ("loaders" is found by "loader", "source maps" by "source map"), and the parts a run-together
// query word stands for ("sourcemap" for "source map", "publicpath" for "public path").
// Pure and small: applied to every indexed word, so it must cost next to nothing.

/** Shortest word folded to its singular: "was", "its", "has" stay as they are. */
const MIN_PLURAL_LENGTH = 4;
/** Words of four letters ending in s that are no plural. */
const NOT_PLURAL = new Set(['this', 'does', 'goes', 'yes', 'plus', 'thus', 'axis', 'less', 'news']);

/** The singular of a plain English plural, or null when the word is none ("class", "status"...). */
export function singularOf(word: string): string | null {
  if (word.length < MIN_PLURAL_LENGTH || !word.endsWith('s') || NOT_PLURAL.has(word) || !/^[a-z]+$/.test(word)) return null;
  if (/(?:ss|us|is|ous)$/.test(word)) return null;
  if (word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  // "classes", "boxes"; but "caches", "branches" keep their e (the word readers search for more).
  if (/(?:xes|sses)$/.test(word)) return word.slice(0, -2);
  return word.slice(0, -1);
}

/** Shortest part of a split query word. */
const MIN_PART = 3;

/** The split of a run-together word into two known words, the one whose rarer part is the most
 * common, or null. `documents` tells how many documents hold a word (0: unknown). */
export function splitCompound(word: string, documents: (term: string) => number): [string, string] | null {
  if (word.length < MIN_PART * 2 || !/^[a-z]+$/.test(word)) return null;
  let best: [string, string] | null = null;
  let bestCount = 0;
  for (let at = MIN_PART; at <= word.length - MIN_PART; at += 1) {
    const head = word.slice(0, at);
    const tail = word.slice(at);
    const count = Math.min(documents(head), documents(tail));
    if (count > bestCount) {
      best = [head, tail];
      bestCount = count;
    }
  }
  return best;
}
