import { buildContent } from '../../../server/content/contentSnapshot';
import type { ContentFiles, SourceFile } from '../../../server/content/read';
import { createMarkdownRenderer } from '../../../server/markdown/createMarkdownRenderer';
import { findBrokenLinks } from '../../../server/tools/findBrokenLinks';

const file = (path: string, source: string): SourceFile => ({ path, source, size: source.length });

function check(pages: SourceFile[]) {
  const files: ContentFiles = { pages, data: [], assets: [], imageSizes: new Map(), unreadable: [] };
  return findBrokenLinks(buildContent(files, createMarkdownRenderer(), { editBase: '' }), pages);
}

describe('broken link check', () => {
  it('finds anchors given by explicit ids and headings in other scripts', () => {
    const pages = [
      file('guides/install.mdx', '---\ntitle: Install\n---\n\n## 安装(Installation) {#installation}\n\n## 시작하기\n'),
      file('concepts/index.mdx', '---\ntitle: Concepts\n---\n\n[a](/guides/install/#installation) [b](/guides/install/#시작하기) [c](/guides/install/#%EC%8B%9C%EC%9E%91%ED%95%98%EA%B8%B0) [d](/guides/install/#안装installation)\n'),
    ];
    expect(check(pages).map((b) => b.href)).toEqual(['/guides/install/#안装installation']);
  });

  it('checks the links of js-with-links blocks and leaves other code alone', () => {
    const pages = [
      file('configuration/mode.mdx', '---\ntitle: Mode\n---\n\nText.\n'),
      file('configuration/index.mdx', '---\ntitle: Configuration\n---\n\n```js-with-links\n[mode](/configuration/mode): 1,\n[gone](/configuration/gone): 2,\n```\n\n```js\n[x](/not/checked)\n```\n'),
    ];
    expect(check(pages)).toEqual([expect.objectContaining({ file: 'configuration/index.mdx', line: 7, href: '/configuration/gone' })]);
  });
});
