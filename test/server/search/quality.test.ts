import { buildContent } from '../../../server/content/contentSnapshot';
import { readContentFolder } from '../../../server/content/read';
import { createMarkdownRenderer } from '../../../server/markdown/createMarkdownRenderer';
import { searchablePages } from '../../../server/search/pagesOf';
import { createSearchIndex } from '../../../server/search/searchIndex';
import { meanReciprocalRank, SEARCH_QUERIES } from '../../bench/searchQueries';
import { CORPUS_DIR, describeWithCorpus } from '../../helpers/corpus';


describeWithCorpus([CORPUS_DIR], 'search quality on the corpus', () => {
  it(`finds the expected page for ${SEARCH_QUERIES.length} queries with MRR@10 of at least 0.9`, async () => {
    const files = await readContentFolder(CORPUS_DIR);
    const index = createSearchIndex(searchablePages(buildContent(files, createMarkdownRenderer(), { editBase: '' })));
    const { mrr, misses } = meanReciprocalRank(index);
    expect(misses).toEqual([]);
    expect(mrr).toBeGreaterThanOrEqual(0.9);
  });
});
