import { overflow, readingKey, sectionPiecesIn, worthKeeping } from '../../client/sw/cachePolicy';

describe("the worker's reading cache rules", () => {
  it('keeps a page under its address without query string or fragment', () => {
    expect(readingKey('https://example.org/concepts/?utm_source=x#entry')).toBe('https://example.org/concepts/');
    expect(readingKey('https://example.org/page-data/v1/concepts/data.json')).toBe('https://example.org/page-data/v1/concepts/data.json');
  });

  it('keeps only answers that are the page', () => {
    expect(worthKeeping({ ok: true, status: 200, type: 'basic' })).toBe(true);
    expect(worthKeeping({ ok: false, status: 404, type: 'basic' })).toBe(false);
    expect(worthKeeping({ ok: false, status: 503, type: 'basic' })).toBe(false);
    expect(worthKeeping({ ok: true, status: 206, type: 'basic' })).toBe(false);
  });

  it('drops the oldest entries past the bound', () => {
    expect(overflow(['a', 'b', 'c', 'd'], 3)).toEqual(['a']);
    expect(overflow(['a', 'b'], 3)).toEqual([]);
  });

  it('finds the section pieces a served page names, once each', () => {
    const hash = 'A'.repeat(22);
    const html = `<script>{"sectionPiece":"/page-data/sections/concepts.${hash}.json"}</script><link href="/page-data/sections/concepts.${hash}.json">`;
    expect(sectionPiecesIn(html)).toEqual([`/page-data/sections/concepts.${hash}.json`]);
  });
});
