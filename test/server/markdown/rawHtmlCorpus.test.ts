// The upstream documentation, English and Korean, is written by trusted hands: its raw HTML
// (tables with <br />, images, centred blocks, the MDX components) must pass the sanitiser
// whole, with no warning and no page left out.
import { buildContent } from '../../../server/content/contentSnapshot';
import { contentAssetOptions } from '../../../server/content/contentAssets';
import { readContentFolder } from '../../../server/content/read';
import { createMarkdownRenderer } from '../../../server/markdown/createMarkdownRenderer';
import { CORPUS_DIR, itWithCorpus, KOREAN_CORPUS_DIR } from '../../helpers/corpus';

const CORPORA = [
  ['English', CORPUS_DIR],
  ['Korean', KOREAN_CORPUS_DIR],
] as const;

const RAW_HTML_WARNING = /^raw HTML|^content after the raw HTML/;

describe('raw HTML of the upstream corpora', () => {
  for (const [name, dir] of CORPORA) {
    itWithCorpus([dir], `renders every ${name} page with no raw HTML removed`, async () => {
      const files = await readContentFolder(dir);
      const snapshot = buildContent(files, createMarkdownRenderer(contentAssetOptions(files)), { editBase: '' });
      expect(snapshot.problems).toEqual([]);
      expect(snapshot.pages.size).toBe(files.pages.length);
      expect(snapshot.warnings.filter((w) => RAW_HTML_WARNING.test(w.message))).toEqual([]);
    });
  }

  itWithCorpus([CORPUS_DIR], 'keeps the column alignment of a release post table as classes, with no style attribute the CSP would block', async () => {
    const files = await readContentFolder(CORPUS_DIR);
    const snapshot = buildContent(files, createMarkdownRenderer(contentAssetOptions(files)), { editBase: '' });
    const html = snapshot.pages.get('/blog/2026-04-08-webpack-5-106/')?.html ?? '';
    expect(html).toContain('<th class="align-center">');
    expect(html).toContain('<td class="align-center">');
    expect(html).not.toMatch(/\sstyle\s*=/);
  });
});
