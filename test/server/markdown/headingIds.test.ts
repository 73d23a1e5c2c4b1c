import { createMarkdownRenderer } from '../../../server/markdown/createMarkdownRenderer';
import { isValidHeadingId, splitExplicitId } from '../../../server/markdown/plugins/headingIds';
import { extractSections } from '../../../server/search/extractSections';

const renderer = createMarkdownRenderer();
const render = (source: string) => renderer.render(source, 'guides/install.mdx');

describe('explicit heading ids', () => {
  it('gives a translated heading the id written after it, so English deep links keep working', () => {
    const { html, anchors, warnings } = render('## 安装(Installation) {#installation}\n\nText.\n');
    expect(html).toContain('<h2 id="installation">安装(Installation)</h2>');
    expect(html).toContain('href="#installation"');
    expect(html).not.toContain('{#');
    expect(anchors).toEqual([{ title: '安装(Installation)', id: 'installation', level: 2 }]);
    expect(warnings).toEqual([]);
  });

  it('keeps the permalink\'s accessible name free of the id syntax', () => {
    expect(render('### 설정하기 {#configuration}\n').html).toContain('Link to the section “설정하기”');
  });

  it('accepts the id with no space before it and after inline code or emphasis', () => {
    expect(render('## Setup{#setup}\n').html).toContain('<h2 id="setup">Setup</h2>');
    const code = render('## `output.path` 설정 {#output-path}\n');
    expect(code.html).toContain('<h2 id="output-path"><code>output.path</code> 설정</h2>');
    expect(code.anchors[0]?.title).toBe('output.path 설정');
    expect(render('## *강조* {#emphasis}\n').html).toContain('<h2 id="emphasis"><em>강조</em></h2>');
  });

  it('only reads the id at the end of the heading', () => {
    const { html } = render('## Use {#this} in the middle\n');
    expect(html).toContain('<h2 id="use-this-in-the-middle">Use {#this} in the middle</h2>');
  });

  it('de-duplicates explicit ids like automatic ones', () => {
    const { anchors } = render('## One {#same}\n\n## Two {#same}\n\n## same\n');
    expect(anchors.map((a) => a.id)).toEqual(['same', 'same-1', 'same-2']);
  });

  it('warns with file and line about an invalid id and shows the text as written', () => {
    const { html, warnings } = render('Intro.\n\n## Setup {#set up}\n\n## Quote {#a"b}\n');
    expect(html).toContain('<h2 id="setup-set-up">Setup {#set up}</h2>');
    expect(html).toContain('Quote {#a&quot;b}</h2>');
    expect(warnings).toEqual([
      expect.objectContaining({ file: 'guides/install.mdx', line: 3, message: expect.stringContaining('{#set up}') }),
      expect.objectContaining({ file: 'guides/install.mdx', line: 5, message: expect.stringContaining('not valid') }),
    ]);
  });

  it('keeps a heading that is nothing but an id as written, with a warning', () => {
    const { html, warnings } = render('## {#lonely}\n');
    expect(html).toContain('{#lonely}</h2>');
    expect(warnings[0]?.message).toContain('no text');
  });

  it('leaves the id syntax out of search sections', () => {
    const { html } = render('## 시작하기 {#getting-started}\n\nText here.\n');
    const docs = extractSections({ url: '/guides/install/', title: 'Install', html, section: 'guides' });
    expect(docs[0]?.headings).toBe('시작하기');
    expect(docs[1]).toMatchObject({ url: '/guides/install/#getting-started', heading: '시작하기' });
  });

  it('validates ids: letters of any script, digits, - _ . :', () => {
    expect(['installation', 'step-2', 'a_b', 'v5.0', 'ns:id', '설치'].every(isValidHeadingId)).toBe(true);
    expect(['', 'a b', 'a"b', "a'b", 'a<b', 'a#b'].some(isValidHeadingId)).toBe(false);
    expect(splitExplicitId('Title  {#x} ')).toEqual({ title: 'Title', id: 'x' });
    expect(splitExplicitId('Title {x}')).toBeNull();
  });
});
