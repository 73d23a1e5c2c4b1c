// What readers type besides topics, on our content and on the corpus: short typos, option names
// typed bare or run together, a singular for a plural title. The page meant comes first or
// nearly, and the explanation (concepts) and reference (configuration) come before the rest.
import { join } from 'node:path';
import { buildContent } from '../../../server/content/contentSnapshot';
import { readContentFolder } from '../../../server/content/read';
import { createMarkdownRenderer } from '../../../server/markdown/createMarkdownRenderer';
import { searchablePages } from '../../../server/search/pagesOf';
import { createSearchIndex, type SearchIndex } from '../../../server/search/searchIndex';
import { meanReciprocalRank, rankOf, READER_QUERIES_CORPUS, READER_QUERIES_OURS } from '../../bench/searchQueries';
import { describeWithCorpus } from '../../helpers/corpus';
import { CORPUS_DIR } from '../../helpers/testApp';

const OUR_CONTENT = join(__dirname, '..', '..', '..', 'content');

async function indexOf(dir: string): Promise<SearchIndex> {
  const files = await readContentFolder(dir);
  return createSearchIndex(searchablePages(buildContent(files, createMarkdownRenderer(), { editBase: '' })));
}

describe('reader queries on our content', () => {
  let index: SearchIndex;
  beforeAll(async () => {
    index = await indexOf(OUR_CONTENT);
  });

  it('corrects a short typo to the page meant: "loadr" finds a loaders page first', () => {
    expect(rankOf(index, 'loadr', ['/loaders/', '/concepts/loaders/'])).toBe(0);
  });

  it('puts both loaders pages in the top 3 for "loader"', () => {
    const top = index.search('loader', 3).map((r) => r.url);
    expect(top).toEqual(expect.arrayContaining(['/loaders/', '/concepts/loaders/']));
  });

  it('puts the option documented under a bare name first: "publicpath" → output.publicPath', () => {
    expect(index.search('publicpath', 1)[0]?.url).toBe('/configuration/output/#outputpublicpath');
    expect(index.search('output.publicPath', 1)[0]?.url).toBe('/configuration/output/#outputpublicpath');
  });

  it('finds the devtool reference for "sourcemap" and "source map" within the top 3', () => {
    for (const query of ['sourcemap', 'source map']) {
      const rank = rankOf(index, query, ['/configuration/devtool/']);
      expect({ query, top3: rank >= 0 && rank < 3 }).toEqual({ query, top3: true });
    }
  });

  it('corrects two swapped letters in a short word: "entyr" finds the entry pages first', () => {
    expect(rankOf(index, 'entyr', ['/configuration/entry-context/', '/concepts/entry-points/'])).toBe(0);
  });

  it(`answers ${READER_QUERIES_OURS.length} reader queries with MRR@10 of at least 0.8, all within the first 10`, () => {
    const { mrr, misses, top3 } = meanReciprocalRank(index, READER_QUERIES_OURS);
    expect(misses).toEqual([]);
    expect(mrr).toBeGreaterThanOrEqual(0.8);
    expect(top3).toBeGreaterThanOrEqual(READER_QUERIES_OURS.length - 2);
  });
});

describeWithCorpus([CORPUS_DIR], 'reader queries on the corpus', () => {
  it(`answers ${READER_QUERIES_CORPUS.length} reader queries with MRR@10 of at least 0.8, all within the first 10`, async () => {
    const index = await indexOf(CORPUS_DIR);
    const { mrr, misses, top3 } = meanReciprocalRank(index, READER_QUERIES_CORPUS);
    expect(misses).toEqual([]);
    expect(mrr).toBeGreaterThanOrEqual(0.8);
    expect(top3).toBeGreaterThanOrEqual(READER_QUERIES_CORPUS.length - 2);
    expect(index.search('loader', 3).map((r) => r.url)).toEqual(expect.arrayContaining(['/loaders/', '/concepts/loaders/']));
    expect(index.search('publicpath', 1)[0]?.url).toBe('/configuration/output/#outputpublicpath');
    // The corpus's devtool page has no summary: its first sentence says what it is about.
    for (const query of ['sourcemap', 'source map']) expect(rankOf(index, query, ['/configuration/devtool/'])).toBeLessThan(3);
    expect(rankOf(index, 'source map', ['/configuration/devtool/'])).toBeGreaterThanOrEqual(0);
  });
});
