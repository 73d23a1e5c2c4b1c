import { searchablePages } from '../../../server/search/pagesOf';
import { createSearchIndex } from '../../../server/search/searchIndex';
import { snapshotOf } from '../../helpers/testApp';

// Pages written for this test in Chinese and Korean, beside an English one.
const PAGES: [string, string][] = [
  ['index.mdx', '---\ntitle: 首页\n---\n\n欢迎阅读文档。\n'],
  ['concepts/output.mdx', '---\ntitle: 输出\n---\n\n## 文件名\n\n输出配置告诉打包工具把生成的文件写到哪个目录，以及文件名怎样命名。\n'],
  ['concepts/loaders.mdx', '---\ntitle: 加载器\n---\n\n加载器把样式表和图片转换成模块，打包工具才能处理它们。\n'],
  ['guides/cache.mdx', '---\ntitle: 缓存\n---\n\n浏览器会缓存静态文件；文件内容改变时，哈希值也会改变。\n'],
  ['concepts/modules.mdx', '---\ntitle: 모듈\n---\n\n모듈은 하나의 파일입니다. 번들러는 모듈을 묶어 하나의 번들로 만듭니다.\n'],
  ['concepts/plugins.mdx', '---\ntitle: 플러그인\n---\n\n플러그인으로 빌드 과정을 바꿀 수 있습니다.\n'],
  ['guides/english.mdx', '---\ntitle: Output Filenames\n---\n\nThe output filename can hold a hash.\n'],
];

const index = createSearchIndex(searchablePages(snapshotOf(PAGES)));
const firstUrl = (query: string) => index.search(query, 10)[0]?.url.split('#')[0];

describe('search in Han and Hangul text', () => {
  it('finds Chinese pages by words inside unspaced sentences', () => {
    expect(firstUrl('生成的文件')).toBe('/concepts/output/');
    expect(firstUrl('加载器')).toBe('/concepts/loaders/');
    expect(firstUrl('哈希')).toBe('/guides/cache/');
    expect(firstUrl('样式表 图片')).toBe('/concepts/loaders/');
  });

  it('finds a Chinese page by a single character title and marks the match in the excerpt', () => {
    const [result] = index.search('缓存', 10);
    expect(result?.url.split('#')[0]).toBe('/guides/cache/');
    expect(result?.excerpt).toContain('<mark>缓存</mark>');
  });

  it('matches a Korean word whatever particle the query or the text carries', () => {
    // The text says 모듈은 and 모듈을; the reader types 모듈이 or 모듈.
    expect(firstUrl('모듈이')).toBe('/concepts/modules/');
    expect(firstUrl('모듈')).toBe('/concepts/modules/');
    expect(firstUrl('번들러는')).toBe('/concepts/modules/');
    // 플러그인으로 in the text, 플러그인을 typed.
    expect(firstUrl('플러그인을')).toBe('/concepts/plugins/');
  });

  it('completes a Hangul syllable being typed', () => {
    expect(firstUrl('플')).toBe('/concepts/plugins/');
  });

  it('keeps English search on the same index working', () => {
    expect(firstUrl('output filename')).toBe('/guides/english/');
  });
});
