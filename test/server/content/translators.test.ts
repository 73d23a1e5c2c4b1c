// `translators:` frontmatter: a list of user names like `contributors:`, validated the same way,
// kept on the page's node. The Korean translation names its translators on most pages.
import { isProblem, parseFrontmatter } from '../../../server/content/frontmatter';
import { buildContent } from '../../../server/content/contentSnapshot';
import { contentAssetOptions } from '../../../server/content/contentAssets';
import { readContentFolder } from '../../../server/content/read';
import { createMarkdownRenderer } from '../../../server/markdown/createMarkdownRenderer';
import { snapshotOf } from '../../helpers/testApp';
import { describeWithCorpus, KOREAN_CORPUS_DIR } from '../../helpers/corpus';

const KOREAN_DIR = KOREAN_CORPUS_DIR;

describe('translators frontmatter', () => {
  it('reads a list of user names', () => {
    const parsed = parseFrontmatter('a.mdx', '---\ntitle: A\ncontributors:\n  - ann\ntranslators:\n  - 번역가\n  - bo\n---\nText.\n');
    if (isProblem(parsed)) throw new Error(parsed.message);
    expect(parsed.frontmatter.translators).toEqual(['번역가', 'bo']);
    expect(parsed.frontmatter.contributors).toEqual(['ann']);
  });

  it('is empty when absent or left empty', () => {
    for (const source of ['---\ntitle: A\n---\n', '---\ntitle: A\ntranslators:\n---\n']) {
      const parsed = parseFrontmatter('a.mdx', source);
      if (isProblem(parsed)) throw new Error(parsed.message);
      expect(parsed.frontmatter.translators).toEqual([]);
    }
  });

  it.each([
    ['translators: someone', 'field "translators" must be a list of user names, got string "someone"'],
    ['translators:\n  - ann\n  - 3', 'field "translators" item 2 must be a user name, got number 3'],
    ['translators:\n  - ""', 'field "translators" item 1 must be a user name, got string ""'],
  ])('reports %j with its file, line and what was expected', (field, message) => {
    expect(parseFrontmatter('ko/a.mdx', `---\ntitle: A\n${field}\n---\n`)).toEqual({ file: 'ko/a.mdx', line: 3, message });
  });

  it('keeps them on the page node', () => {
    const snapshot = snapshotOf([['concepts/a.mdx', '---\ntitle: A\ntranslators:\n  - bo\n---\nText.\n']]);
    expect(snapshot.pages.get('/concepts/a/')?.node.translators).toEqual(['bo']);
  });
});

describeWithCorpus([KOREAN_DIR], 'the Korean translation', () => {
  it('credits the translators its files name, on every page that names them', async () => {
    const files = await readContentFolder(KOREAN_DIR);
    const snapshot = buildContent(files, createMarkdownRenderer(contentAssetOptions(files)), { editBase: '' });
    // Counted from the sources without the frontmatter parser: a `translators:` line followed by list items.
    const named = files.pages.filter((file) => /^translators:[ \t]*\r?\n[ \t]+- \S/m.test(file.source.split(/^---[ \t]*$/m)[1] ?? ''));
    const credited = [...snapshot.pages.values()].filter((page) => page.node.translators.length > 0);
    expect(named.length).toBeGreaterThan(100);
    expect(credited.map((page) => page.node.path).sort()).toEqual(named.map((file) => file.path).sort());
    expect(snapshot.pages.get('/concepts/')?.node.translators).toEqual(['YukJiSoo']);
  });
});
