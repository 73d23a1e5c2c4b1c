// The labels the renderer writes into an article (heading links, callouts, copy buttons) are in
// the content folder's language; English unless told otherwise.
import { createMarkdownRenderer } from '../../../server/markdown/createMarkdownRenderer';

const SOURCE = '## 설치\n\nT> 팁입니다.\n\nW> 주의.\n\n**webpack.config.js**\n\n```js\nmodule.exports = {};\n```\n\n```js\nlet a;\n```\n';

describe('labels written into articles', () => {
  it('are English by default', () => {
    const { html } = createMarkdownRenderer().render(SOURCE, 'a.mdx');
    expect(html).toContain('<span class="sr-only">Link to the section “설치”</span>');
    expect(html).toContain('<aside class="callout callout--tip" aria-label="Tip"><p class="callout__label" aria-hidden="true">Tip</p>');
    expect(html).toContain('aria-label="Warning"');
    expect(html).toContain('aria-label="Copy code of webpack.config.js">Copy</button>');
    expect(html).toContain('aria-label="Copy code">Copy</button>');
  });

  it.each([
    ['ko', '“설치” 섹션 링크', '팁', '경고', 'webpack.config.js 코드 복사', '코드 복사', '복사'],
    ['zh', '链接到“设置”一节', '提示', '警告', '复制 webpack.config.js 的代码', '复制代码', '复制'],
  ])('are in %s for a folder in that language', (locale, headingLink, tip, warning, copyOf, copyLabel, copy) => {
    const source = locale === 'zh' ? SOURCE.replace('## 설치', '## 设置') : SOURCE;
    const { html } = createMarkdownRenderer({ locale }).render(source, 'a.mdx');
    expect(html).toContain(`<span class="sr-only">${headingLink}</span>`);
    expect(html).toContain(`aria-label="${tip}"><p class="callout__label" aria-hidden="true">${tip}</p>`);
    expect(html).toContain(`aria-label="${warning}"`);
    expect(html).toContain(`aria-label="${copyOf}">${copy}</button>`);
    expect(html).toContain(`aria-label="${copyLabel}">${copy}</button>`);
    expect(html).not.toMatch(/Link to the section|>Tip<|>Copy</);
  });
});
