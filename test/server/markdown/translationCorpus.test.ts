// The Korean translation renders with none of the translation-only syntax left in sight: no
// `{#id}` in a heading, an anchor title or a search section, and no js-with-links block left
// unhighlighted. The corpus is also rendered with an explicit id added to every heading and its
// JavaScript blocks written as js-with-links, as other translations write them.
import { buildContent, type ContentSnapshot } from '../../../server/content/contentSnapshot';
import { contentAssetOptions } from '../../../server/content/contentAssets';
import { readContentFolder, type ContentFiles } from '../../../server/content/read';
import { createMarkdownRenderer } from '../../../server/markdown/createMarkdownRenderer';
import { splitFences } from '../../../server/markdown/plugins/mdxPieces';
import { extractSections } from '../../../server/search/extractSections';
import { describeWithCorpus, KOREAN_CORPUS_DIR } from '../../helpers/corpus';

const KOREAN_DIR = KOREAN_CORPUS_DIR;

function build(files: ContentFiles): ContentSnapshot {
  return buildContent(files, createMarkdownRenderer(contentAssetOptions(files)), { editBase: '' });
}

/** Every place a heading's text shows up: the heading, its anchor entry and its search section. */
function leaks(snapshot: ContentSnapshot): string[] {
  const found: string[] = [];
  for (const page of snapshot.pages.values()) {
    for (const match of page.html.matchAll(/<h[1-6][^>]*>([\s\S]*?)<\/h[1-6]>/g)) {
      if ((match[1] ?? '').includes('{#')) found.push(`${page.node.url} heading ${match[1]}`);
    }
    for (const anchor of page.node.anchors) if (anchor.title.includes('{#')) found.push(`${page.node.url} anchor ${anchor.title}`);
    for (const doc of extractSections({ url: page.node.url, title: page.node.title, html: page.html, section: page.section })) {
      if (`${doc.heading} ${doc.headings}`.includes('{#')) found.push(`${doc.url} search ${doc.heading}`);
    }
    if (/js-with-links|language-text"[^>]*><code>[^<]*\]\(/.test(page.html)) found.push(`${page.node.url} js-with-links block`);
  }
  return found;
}

/** The page written as other translations write it: ids after headings, links in JavaScript blocks. */
function asOtherTranslations(source: string): string {
  let n = 0;
  return splitFences(source)
    .map((segment) =>
      segment.prose
        ? segment.text.replace(/^(#{2,6} .*\S)[ \t]*$/gm, (_line, heading: string) => `${heading} {#section-${(n += 1)}}`)
        : segment.text.replace(/^(\s*)```(js|javascript)\b/, '$1```js-with-links'),
    )
    .join('\n');
}

describeWithCorpus([KOREAN_DIR], 'the Korean translation', () => {
  it('renders every page with no id syntax and no js-with-links block left in sight', async () => {
    const files = await readContentFolder(KOREAN_DIR);
    const snapshot = build(files);
    expect(snapshot.pages.size).toBe(files.pages.length);
    expect(leaks(snapshot)).toEqual([]);
    expect(snapshot.warnings.filter((w) => /heading id|js-with-links|in a code block/.test(w.message))).toEqual([]);
  });

  it('keeps Hangul in the ids of headings written in Korean', async () => {
    const files = await readContentFolder(KOREAN_DIR);
    const korean = (source: string) =>
      splitFences(source)
        .map((segment) => (segment.prose ? segment.text.replace(/^(#{2,3}) (?=\S)/gm, '$1 한국어 ') : segment.text))
        .join('\n');
    const snapshot = build({ ...files, pages: files.pages.map((file) => ({ ...file, source: korean(file.source) })) });
    const ids = [...snapshot.pages.values()].flatMap((page) => page.node.anchors.filter((a) => a.level > 1).map((a) => a.id));
    expect(ids.length).toBeGreaterThan(500);
    expect(ids.filter((id) => !id.startsWith('한국어-'))).toEqual([]);
  });

  it('renders every page written with explicit ids and js-with-links blocks cleanly', async () => {
    const files = await readContentFolder(KOREAN_DIR);
    const rewritten = { ...files, pages: files.pages.map((file) => ({ ...file, source: asOtherTranslations(file.source) })) };
    const snapshot = build(rewritten);
    expect(leaks(snapshot)).toEqual([]);
    expect(snapshot.warnings.filter((w) => /heading id|js-with-links|in a code block/.test(w.message))).toEqual([]);
    const ids = [...snapshot.pages.values()].flatMap((page) => page.node.anchors.map((a) => a.id));
    expect(ids.length).toBeGreaterThan(500);
    expect(ids.every((id) => /^section-\d+(-\d+)?$/.test(id) || !id)).toBe(true);
    const concepts = snapshot.pages.get('/concepts/')?.html ?? '';
    expect(concepts).toContain('<pre class="language-javascript"');
  });
});
