import { ENGLISH_AFTER, searchApiUrl, searchLocales, withEnglishAfter, type Result } from '../../client/lib/searchLanguages';

const result = (url: string): Result => ({ title: url, heading: '', url, excerpt: '' });

describe('header search in a translation', () => {
  it('asks English without lang and a translation with its code', () => {
    expect(searchApiUrl('output filename', 'en')).toBe('/api/search?q=output%20filename');
    expect(searchApiUrl('개념&', 'ko')).toBe(`/api/search?q=${encodeURIComponent('개념&')}&lang=ko`);
    expect(searchApiUrl('x', 'zh-Hans')).toBe('/api/search?q=x&lang=zh-Hans');
  });

  it('searches the page language first and English after, or English alone', () => {
    expect(searchLocales('en')).toEqual(['en']);
    expect(searchLocales('ko')).toEqual(['ko', 'en']);
  });

  it(`puts the translation's results first and at most ${ENGLISH_AFTER} English ones after, marked as English`, () => {
    const own = [result('/ko/concepts/'), result('/ko/guides/')];
    const english = Array.from({ length: 8 }, (_, i) => result(`/page-${i}/`));
    const merged = withEnglishAfter('ko', own, english);
    expect(merged.map((r) => r.url)).toEqual(['/ko/concepts/', '/ko/guides/', ...english.slice(0, ENGLISH_AFTER).map((r) => r.url)]);
    expect(merged.map((r) => r.language)).toEqual([undefined, undefined, ...Array(ENGLISH_AFTER).fill('en')]);
  });

  it('leaves out English results of pages the translation already found', () => {
    const own = [result('/ko/concepts/#entry')];
    const merged = withEnglishAfter('ko', own, [result('/concepts/'), result('/concepts/#output'), result('/guides/')]);
    expect(merged.map((r) => r.url)).toEqual(['/ko/concepts/#entry', '/guides/']);
  });
});
