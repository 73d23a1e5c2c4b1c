// Korean writes a particle or a verb ending onto the word it follows (개념은, 모듈을, 사용하는),
// so a typed word rarely appears in that form in the page that explains it. The index holds
// every character pair of the text, so the word's stem finds the page whatever ending the
// text used; a query word is looked up by its stem. Only the query is changed: the text keeps
// every pair, so a query typed with the same ending still matches it exactly.

/** Endings taken off a query word, longest first so 에서 wins over 서. */
const ENDINGS = [
  '이라는', '에서는', '으로는', '에게서', '하려면', '합니다',
  '에서', '에게', '으로', '까지', '부터', '처럼', '보다', '이나', '라는', '하는', '하기', '하면', '하여', '에는', '와의', '과의',
  '은', '는', '이', '가', '을', '를', '의', '에', '로', '도', '만', '와', '과',
];

/** Shortest stem an ending is taken from: with one syllable left, too many words would lose a
 * syllable that is theirs (정의 "definition", 경로 "path"). */
const MIN_STEM = 2;

const HANGUL_WORD = /^[\uac00-\ud7af]+$/u;

/** The stem of a Hangul word without its particle or ending; any other text unchanged. */
export function hangulStem(word: string): string {
  if (!HANGUL_WORD.test(word)) return word;
  const chars = [...word];
  for (const ending of ENDINGS) {
    if (word.endsWith(ending) && chars.length - [...ending].length >= MIN_STEM) return chars.slice(0, chars.length - [...ending].length).join('');
  }
  return word;
}

/** True when the whole word is a particle or ending (written onto a Latin word: webpack을). */
export function isHangulEnding(word: string): boolean {
  return ENDINGS.includes(word);
}
