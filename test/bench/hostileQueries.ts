// Search queries written to cost the server as much as possible: repeated short words (the
// reported attack), many distinct words, common words that match most documents, short prefixes
// with many completions, typos of common words, long and CJK input. Used by the work-bound test
// and the search-abuse bench section.

/** Query families by name. */
export const HOSTILE_QUERIES: Record<string, string> = {
  repeatedShortWords: `${'a '.repeat(98)}ae`,
  manyTwoLetterWords: Array.from({ length: 66 }, (_, i) => String.fromCharCode(97 + (i % 26)) + String.fromCharCode(97 + ((i * 7) % 26))).join(' '),
  manyTypoWords: Array.from({ length: 25 }, (_, i) => 'configurxtion'.slice(0, 5 + (i % 8)) + i).join(' ').slice(0, 200),
  commonWords: 'the webpack module configuration plugin loader output entry chunk file use and to of in a is for with you this that can be',
  commonWordsAndUnknown: 'webpack the to is qqx',
  commonShortPrefix: 'the to is in co',
  commonPrefixMo: 'the and you webpack mo',
  commonPrefixTh: 'webpack module to is th',
  typosOfCommonWords: 'thee webpackk modulle configuraton plugn',
  typosOfShortWords: 'thes andd youu fore zqqx',
  cjkRun: '설정모듈'.repeat(50),
  oneLongWord: 'c'.repeat(200),
  longDistinctLetters: 'abcdefghij'.repeat(20),
  dottedShortWords: Array.from({ length: 40 }, () => 'a.b').join(' '),
  numbers: Array.from({ length: 66 }, (_, i) => String(i)).join(' '),
};

/** The family that scored the most index entries when the bounds were set (see README). */
export const WORST_QUERY = HOSTILE_QUERIES.commonShortPrefix as string;
