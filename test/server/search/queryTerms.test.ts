import { MAX_QUERY_CHARS, MAX_TERM_LENGTH, MAX_TERMS, queryTerms } from '../../../server/search/queryTerms';

describe('queryTerms', () => {
  it('gives every spelling of one query the same terms, so they share one cache entry', () => {
    const attack = (gap: number) => Array.from({ length: 98 }, (_, i) => (i === gap ? 'a  ' : 'a ')).join('') + 'ae';
    const variants = [attack(0), attack(40), attack(97), '  AE ', 'ae\tae', 'a ae a'];
    for (const v of variants) expect(queryTerms(v)).toEqual(['ae']);
  });

  it('drops one-character words but keeps a single CJK character', () => {
    expect(queryTerms('a b output x filename')).toEqual(['output', 'filename']);
    expect(queryTerms('包')).toEqual(['包']);
  });

  it(`keeps at most ${MAX_TERMS} distinct terms of at most ${MAX_TERM_LENGTH} characters from the first ${MAX_QUERY_CHARS} characters`, () => {
    expect(queryTerms('one two three four five six seven eight')).toEqual(['one', 'two', 'three', 'four', 'five'].slice(0, MAX_TERMS));
    expect(queryTerms('x'.repeat(500))).toEqual(['x'.repeat(MAX_TERM_LENGTH)]);
    expect(queryTerms(`${' '.repeat(MAX_QUERY_CHARS)}late`)).toEqual([]);
    expect(queryTerms('设置模块打包工具'.repeat(30)).length).toBe(MAX_TERMS);
  });

  it('splits dotted names like the index does and keeps each part once', () => {
    expect(queryTerms('output.filename output')).toEqual(['output.filename', 'output', 'filename']);
  });
});

describe('queryTerms in CJK text', () => {
  it('looks up the character pairs of unspaced text, in the order typed', () => {
    expect(queryTerms('打包工具 output')).toEqual(['打包', '包工', '工具', 'output']);
  });

  it('looks up a Korean word by its stem, without the particle or ending', () => {
    expect(queryTerms('개념은')).toEqual(['개념']);
    expect(queryTerms('모듈을 사용하는')).toEqual(['모듈', '사용']);
    expect(queryTerms('브라우저에서')).toEqual(['브라', '라우', '우저']);
  });

  it('keeps a two-syllable word whose last syllable looks like a particle', () => {
    expect(queryTerms('경로')).toEqual(['경로']);
    expect(queryTerms('정의')).toEqual(['정의']);
  });

  it('drops a particle written onto a Latin word', () => {
    expect(queryTerms('webpack을 설치')).toEqual(['webpack', '설치']);
  });
});
