// The vocabulary behind prefix and typo expansion holds the words of the pages indexed now: a
// page removed (or rewritten) in watch mode gives its words back, so the vocabulary does not
// grow with every page that ever existed and no expansion leads to a word no page holds.
import { createSearchIndex } from '../../../server/search/searchIndex';
import { createVocabulary } from '../../../server/search/vocabulary';

const base = [
  { url: '/concepts/loaders/', title: 'Loaders', section: 'concepts', html: '<p>Loaders transform files before they are bundled.</p>' },
  { url: '/concepts/output/', title: 'Output', section: 'concepts', html: '<p>Where the bundles are written.</p>' },
];

describe('search vocabulary after removals', () => {
  it('counts a term once per document and forgets it when its last document goes', () => {
    const vocabulary = createVocabulary();
    vocabulary.addDocument(['zebra', 'loader', 'zebra']);
    vocabulary.addDocument(['loader']);
    expect(vocabulary.documents('zebra')).toBe(1);
    expect(vocabulary.documents('loader')).toBe(2);
    vocabulary.removeDocument(['zebra', 'loader']);
    expect(vocabulary.documents('zebra')).toBe(0);
    expect(vocabulary.documents('loader')).toBe(1);
    expect(vocabulary.completions('zeb')).toEqual([]);
    expect(vocabulary.corrections('zebre', 1)).toEqual([]);
    expect(vocabulary.size).toBe(1);
  });

  it('returns to its size when pages are created and deleted again and again', () => {
    const index = createSearchIndex(base);
    const before = index.vocabularySize;
    for (let round = 0; round < 5; round += 1) {
      for (let i = 0; i < 20; i += 1) {
        const url = `/guides/storm-${round}-${i}/`;
        index.updatePage(url, { url, title: `Storm ${round} ${i}`, section: 'guides', html: `<h2 id="a">Heading quxword${round}x${i}</h2><p>Body with uniqueterm${round}y${i} and loaders.</p>` });
      }
      expect(index.vocabularySize).toBeGreaterThan(before);
      for (let i = 0; i < 20; i += 1) index.updatePage(`/guides/storm-${round}-${i}/`, null);
      expect(index.vocabularySize).toBe(before);
    }
  });

  it('drops the old words of a rewritten page and no longer completes or corrects to them', () => {
    const index = createSearchIndex(base);
    index.updatePage('/concepts/output/', { ...base[1]!, html: '<p>Mentions zanzibarian settings.</p>' });
    expect(index.search('zanzib')[0]?.url).toBe('/concepts/output/');
    index.updatePage('/concepts/output/', { ...base[1]!, html: '<p>Where the bundles are written.</p>' });
    expect(index.search('zanzib')).toEqual([]);
    expect(index.search('zanzibarien')).toEqual([]);
    expect(index.search('written')[0]?.url).toBe('/concepts/output/');
  });

  it('keeps a word that another page still holds', () => {
    const index = createSearchIndex(base);
    index.updatePage('/concepts/output/', null);
    expect(index.search('bundl')[0]?.url).toBe('/concepts/loaders/');
    expect(index.search('loaders')[0]?.url).toBe('/concepts/loaders/');
  });
});
