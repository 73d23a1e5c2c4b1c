import { buildContent } from '../../../server/content/contentSnapshot';
import { readContentFolder } from '../../../server/content/read';
import { createMarkdownRenderer } from '../../../server/markdown/createMarkdownRenderer';
import { searchablePages } from '../../../server/search/pagesOf';
import { createSearchIndex } from '../../../server/search/searchIndex';
import { meanReciprocalRank } from '../../bench/searchQueries';
import { describeWithCorpus, KOREAN_CORPUS_DIR } from '../../helpers/corpus';


/** Queries a Korean reader might type (with particles and endings as typed), and the page
 * that should come first. */
const KOREAN_QUERIES: [string, string][] = [
  ['리졸버 절대 경로', '/concepts/module-resolution/'],
  ['디펜던시 그래프는', '/concepts/dependency-graph/'],
  ['사용되지 않는 코드를 제거', '/guides/tree-shaking/'],
  ['코드 스플리팅을', '/guides/code-splitting/'],
  ['지연 로딩', '/guides/lazy-loading/'],
  ['환경 변수를 전달', '/guides/environment-variables/'],
  ['로더 작성', '/contribute/writing-a-loader/'],
  ['매니페스트는', '/concepts/manifest/'],
  ['webpack을 설치하는 방법', '/guides/installation/'],
  ['개념', '/concepts/'],
];

describeWithCorpus([KOREAN_CORPUS_DIR], 'search quality on the Korean translation', () => {
  it(`finds the expected page for ${KOREAN_QUERIES.length} Korean queries with MRR@10 of at least 0.8`, async () => {
    const files = await readContentFolder(KOREAN_CORPUS_DIR);
    const index = createSearchIndex(searchablePages(buildContent(files, createMarkdownRenderer(), { editBase: '' })));
    const { mrr, misses } = meanReciprocalRank(index, KOREAN_QUERIES);
    expect(misses).toEqual([]);
    expect(mrr).toBeGreaterThanOrEqual(0.8);
  });
});
