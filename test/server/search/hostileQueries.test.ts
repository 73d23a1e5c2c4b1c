// Queries written to cost the server as much as possible, against the corpus: each search's work
// (terms looked up, index entries scored) stays within fixed bounds, and the worst of them within
// a small multiple of what the reader queries of the quality set cost.
import { buildContent } from '../../../server/content/contentSnapshot';
import { readContentFolder } from '../../../server/content/read';
import { createMarkdownRenderer } from '../../../server/markdown/createMarkdownRenderer';
import { searchablePages } from '../../../server/search/pagesOf';
import { MAX_TERMS } from '../../../server/search/queryTerms';
import { createSearchIndex, MAX_LOOKUPS, MAX_RESULTS } from '../../../server/search/searchIndex';
import { HOSTILE_QUERIES } from '../../bench/hostileQueries';
import { SEARCH_QUERIES } from '../../bench/searchQueries';
import { CORPUS_DIR, describeWithCorpus } from '../../helpers/corpus';


describeWithCorpus([CORPUS_DIR], 'hostile search queries on the corpus', () => {
  let index: ReturnType<typeof createSearchIndex>;
  beforeAll(async () => {
    const files = await readContentFolder(CORPUS_DIR);
    index = createSearchIndex(searchablePages(buildContent(files, createMarkdownRenderer(), { editBase: '' })), { rememberResults: false });
  });

  it(`looks up at most ${MAX_LOOKUPS} terms of at most ${MAX_TERMS} query words and answers at most ${MAX_RESULTS} results`, () => {
    for (const [name, query] of Object.entries(HOSTILE_QUERIES)) {
      const { results, work } = index.measure(query);
      expect({ name, terms: work.terms.length <= MAX_TERMS, lookups: work.lookups <= MAX_LOOKUPS, results: results.length <= MAX_RESULTS }).toEqual({
        name, terms: true, lookups: true, results: true,
      });
      // No search scores more index entries than the whole index holds for one field set.
      expect(work.postings).toBeLessThanOrEqual(index.size * 6);
    }
  });

  it('makes the worst hostile query score at most 10 times the entries of an average reader query', () => {
    const normal = SEARCH_QUERIES.reduce((sum, [q]) => sum + index.measure(q).work.postings, 0) / SEARCH_QUERIES.length;
    const worst = Math.max(...Object.values(HOSTILE_QUERIES).map((q) => index.measure(q).work.postings));
    expect(worst).toBeGreaterThan(0);
    expect(worst / normal).toBeLessThanOrEqual(10);
  });
});
