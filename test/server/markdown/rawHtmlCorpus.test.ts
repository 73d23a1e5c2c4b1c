// The upstream documentation, English and Korean, is written by trusted hands: its raw HTML
// (tables with <br />, images, centred blocks, the MDX components) must pass the sanitiser
// whole, with no warning and no page left out.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { buildContent } from '../../../server/content/contentSnapshot';
import { contentAssetOptions } from '../../../server/content/contentAssets';
import { readContentFolder } from '../../../server/content/read';
import { createMarkdownRenderer } from '../../../server/markdown/createMarkdownRenderer';
import { CORPUS_DIR } from '../../helpers/testApp';

const CORPORA = [
  ['English', CORPUS_DIR],
  ['Korean', join(CORPUS_DIR, '..', '..', 'webpack-docs-ko', 'content')],
].filter(([, dir]) => existsSync(dir ?? ''));

const RAW_HTML_WARNING = /^raw HTML|^content after the raw HTML/;

(CORPORA.length > 0 ? describe : describe.skip)('raw HTML of the upstream corpora', () => {
  it.each(CORPORA)('renders every %s page with no raw HTML removed', async (_name, dir) => {
    const files = await readContentFolder(dir ?? '');
    const snapshot = buildContent(files, createMarkdownRenderer(contentAssetOptions(files)), { editBase: '' });
    expect(snapshot.problems).toEqual([]);
    expect(snapshot.pages.size).toBe(files.pages.length);
    expect(snapshot.warnings.filter((w) => RAW_HTML_WARNING.test(w.message))).toEqual([]);
  });

  it('keeps the column alignment of a release post table as classes, with no style attribute the CSP would block', async () => {
    const files = await readContentFolder(CORPUS_DIR);
    const snapshot = buildContent(files, createMarkdownRenderer(contentAssetOptions(files)), { editBase: '' });
    const html = snapshot.pages.get('/blog/2026-04-08-webpack-5-106/')?.html ?? '';
    expect(html).toContain('<th class="align-center">');
    expect(html).toContain('<td class="align-center">');
    expect(html).not.toMatch(/\sstyle\s*=/);
  });
});
