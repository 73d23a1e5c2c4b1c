import { createMarkdownRenderer } from '../../../server/markdown/createMarkdownRenderer';

const renderer = createMarkdownRenderer({
  resolveAsset: (_from, specifier) => (specifier === './logo.png' ? '/content-assets/blog/logo.png' : null),
});
const render = (source: string) => renderer.render(source, 'test.mdx');

describe('callouts', () => {
  it.each([
    ['T> ', 'tip', 'Tip'],
    ['W> ', 'warning', 'Warning'],
    ['?> ', 'todo', 'Todo'],
  ])('turns a paragraph starting with %s into a %s aside with a visible label', (marker, kind, label) => {
    const { html } = render(`${marker}Use **bold** and the [guides](/guides) here.<br />\n${marker}Second line.`);
    expect(html).toContain(`<aside class="callout callout--${kind}"`);
    expect(html).toContain(`>${label}</p>`);
    expect(html).toContain('<strong>bold</strong>');
    expect(html).toContain('<a href="/guides/">guides</a>');
    expect(html).toContain('<br />');
    expect(html).not.toMatch(/[TW?]&gt;/);
  });
});

describe('code blocks', () => {
  it('uses a bold file name paragraph right before a fence as the block title', () => {
    const { html } = render('**webpack.config.js**\n\n```js\nmodule.exports = {};\n```\n');
    expect(html).toContain('<span class="code-block__title">webpack.config.js</span>');
    expect(html).not.toContain('<strong>webpack.config.js</strong>');
  });

  it('keeps a bold paragraph that is not followed by a fence', () => {
    expect(render('**Note**\n\nText').html).toContain('<strong>Note</strong>');
  });

  it('highlights code on the server', () => {
    const { html } = render('```js\nconst a = 1;\n```\n');
    expect(html).toContain('<span class="token keyword">const</span>');
  });

  it('renders an unknown language as escaped plain code with a warning', () => {
    const { html, warnings } = render('```klingon\n<b>qapla</b>\n```\n');
    expect(html).toContain('&lt;b&gt;qapla&lt;/b&gt;');
    expect(warnings[0]).toMatchObject({ file: 'test.mdx', line: 1 });
    expect(warnings[0]?.message).toContain('klingon');
  });

  it('marks diff lines and keeps the inner language highlighted', () => {
    const { html } = render("**src/index.js**\n\n```diff\n import a from 'a';\n-const x = 1;\n+const y = 2;\n```\n");
    expect(html).toContain('line line--remove');
    expect(html).toContain('line line--add');
    expect(html).toContain('<span class="token keyword">const</span>');
    expect(html).toMatch(/<span class="line__prefix" aria-hidden="true">\+<\/span>/);
  });

  it('gives every block a copy button with an accessible name', () => {
    expect(render('```bash\nnpm i\n```\n').html).toMatch(/<button type="button" class="code-block__copy" data-copy-code aria-label="Copy code"/);
  });

  it('renders fences indented inside list items', () => {
    const { html } = render('1. Step one\n\n   ```js\n   run();\n   ```\n\n2. Step two\n');
    expect(html).toMatch(/<li>[\s\S]*<div class="code-block">[\s\S]*run[\s\S]*<\/li>/);
  });
});

describe('MDX pieces', () => {
  it('drops import and export statements, including multi-line exports', () => {
    const { html } = render('import Foo from "../x.jsx";\n\nexport const style = {\n  display: "block",\n};\n\nText.\n');
    expect(html).not.toContain('import');
    expect(html).not.toContain('export');
    expect(html).not.toContain('display');
    expect(html).toContain('<p>Text.</p>');
  });

  it('keeps import lines inside code blocks', () => {
    expect(render('```js\nimport a from "a";\n```\n').html).toContain('import');
  });

  it('removes {/* */} comments', () => {
    expect(render('{/* eslint-disable */}\n\nText\n').html).not.toContain('eslint');
  });

  it('renders <Badge /> inline and on its own line', () => {
    const { html } = render('## output.clean <Badge text="5.20.0+" />\n\n<Badge text="5.95.0+" />\n');
    expect(html).toContain('<span class="badge" title="Available since webpack 5.20.0">5.20.0+</span>');
    expect(html).toContain('>5.95.0+</span>');
    expect(html).not.toContain('&lt;Badge');
  });

  it('renders a multi-line <StackBlitzPreview /> as a card linking out', () => {
    const { html } = render('<StackBlitzPreview\n  example="getting-started?terminal="\n  description="Try it live."\n/>\n\nAfter.\n');
    expect(html).toContain('class="preview-card"');
    expect(html).toContain('Try it live.');
    expect(html).toContain('href="https://stackblitz.com/');
    expect(html).toContain('<p>After.</p>');
  });

  it('renders <BrandingSample /> as a colour swatch inside a table cell', () => {
    const { html } = render('| Colour | Sample |\n| - | - |\n| #8DD6F9 | <BrandingSample color="#8DD6F9" /> |\n');
    expect(html).toContain('fill="#8DD6F9"');
  });

  it('renders an imported image when the file exists and nothing when it does not', () => {
    expect(render('import logo from "./logo.png";\n\n<img src={logo} alt="Logo" />\n').html).toContain('src="/content-assets/blog/logo.png"');
    expect(render('import gone from "./gone.png";\n\n<img src={gone} alt="Gone" />\n').html).not.toContain('<img');
  });

  it('renders the children of an unknown component and warns with file and line', () => {
    const { html, warnings } = render('Intro\n\n<Mystery kind="x">\nInner text\n</Mystery>\n');
    expect(html).toContain('Inner text');
    expect(html).not.toContain('Mystery');
    expect(warnings).toEqual([{ file: 'test.mdx', line: 3, message: expect.stringContaining('<Mystery>') }]);
  });

  it('reads a tag written over several lines, JSX style, as HTML, and keeps later line numbers', () => {
    const source = 'Give:\n\n<div className="center">\n\n<a\n  href="https://example.org/donate"\n  rel="noopener noreferrer"\n>\n  <img\n    src="https://example.org/button.png"\n    width={300}\n    alt="Donate"\n  />\n</a>\n\n</div>\n\n<Mystery />\n';
    const { html, warnings } = render(source);
    expect(html).toMatch(/<a href="https:\/\/example.org\/donate" rel="noopener noreferrer">\s*<img src="https:\/\/example.org\/button.png" alt="Donate"/);
    expect(html).not.toContain('&lt;a');
    expect(html).not.toContain('<blockquote');
    expect(html).not.toContain('<pre');
    expect(warnings).toEqual([{ file: 'test.mdx', line: 18, message: expect.stringContaining('<Mystery>') }]);
    // A tag sharing its lines with text is left to markdown, which reads it as inline HTML.
    expect(render('Read <a\nhref="/x/">this</a> now.\n').html).toContain('Read <a href="/x/">this</a> now.');
  });

  it('converts className to class and drops expression attributes', () => {
    const { html } = render('<div className="splash" style={style}>\n\nHi\n\n</div>\n');
    expect(html).toContain('<div class="splash">');
  });

  it('leaves component-looking text inside inline code alone', () => {
    expect(render('Use `<Badge text="x" />` in pages.').html).toContain('<code>&lt;Badge text=&quot;x&quot; /&gt;</code>');
  });
});

describe('headings and links', () => {
  it('gives headings GitHub-style ids and an anchor link', () => {
    const { html, anchors } = render('## Multi-Page Application\n\n### output.filename\n\n## Multi-Page Application\n');
    expect(anchors.map((a) => a.id)).toEqual(['multi-page-application', 'outputfilename', 'multi-page-application-1']);
    expect(html).toContain('<a class="heading-anchor" href="#outputfilename">');
  });

  it('renders h4 to h6, tables in a scroll container, strikethrough and reference links', () => {
    const { html } = render('#### Four\n\n##### Five\n\n###### Six\n\n| a |\n| - |\n| b |\n\n~~old~~ [ref][r] <https://example.com>\n\n[r]: /concepts/modules\n');
    expect(html).toContain('<h4');
    expect(html).toContain('<h6');
    expect(html).toContain('<div class="table-wrap"');
    expect(html).toContain('<s>old</s>');
    expect(html).toContain('href="/concepts/modules/"');
  });

  it('writes column alignment as a class, never as a style attribute the CSP would block', () => {
    const { html } = render('| l | c | r | n |\n| :- | :-: | -: | - |\n| 1 | 2 | 3 | 4 |\n');
    expect(html).toContain('<th class="align-left">l</th>');
    expect(html).toContain('<th class="align-center">c</th>');
    expect(html).toContain('<td class="align-right">3</td>');
    expect(html).toContain('<td>4</td>');
    expect(html).not.toContain('style=');
  });

  it('adds the trailing slash to internal links and keeps the hash', () => {
    expect(render('[a](/concepts/entry-points#single) [b](/guides) [c](/x/file.png)').html).toMatch(
      /href="\/concepts\/entry-points\/#single"[\s\S]*href="\/guides\/"[\s\S]*href="\/x\/file.png"/,
    );
  });

  it('gives external links rel="noopener noreferrer"', () => {
    expect(render('[gh](https://github.com/webpack)').html).toContain('rel="noopener noreferrer"');
  });
});

describe('hostile input', () => {
  it.each([
    '[x](javascript:alert(1))',
    '[x](JAVASCRIPT:alert(1))',
    '[x](vbscript:msgbox(1))',
    '[x](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)',
    '[x](java\tscript:alert(1))',
    '<a href="javascript:alert(1)">x</a>',
    '<img src="x" onerror="alert(1)">',
    '<div onclick="alert(1)">x</div>',
    '<script>alert(1)</script>',
    '<a href=" javascript:alert(1)">x</a>',
  ])('never makes a live script out of %s', (source) => {
    const { html } = render(source);
    expect(html).not.toMatch(/href="\s*(javascript|vbscript|data:text)/i);
    expect(html).not.toMatch(/\son[a-z]+=/i);
    expect(html).not.toContain('<script');
  });

  it('keeps data: image links working as images', () => {
    expect(render('![dot](data:image/png;base64,iVBORw0KGgo=)').html).toContain('src="data:image/png;base64,');
  });
});

describe('h2 sections', () => {
  it('puts each top-level h2 and what follows it in a section with a height estimate, the intro outside', () => {
    const { html } = render('Intro text.\n\n## First\n\nOne.\n\n### Inner\n\nTwo.\n\n## Second\n\n```js\na();\nb();\n```\n');
    expect(html.startsWith('<p>Intro text.</p>')).toBe(true);
    const sections = [...html.matchAll(/<section class="doc-section" data-height="(\d+)">([\s\S]*?)<\/section>/g)];
    expect(sections).toHaveLength(2);
    expect(sections[0]?.[2]).toContain('id="first"');
    expect(sections[0]?.[2]).toContain('id="inner"');
    expect(sections[0]?.[2]).not.toContain('id="second"');
    expect(sections[1]?.[2]).toContain('<pre');
    expect(Number(sections[0]?.[1])).toBeGreaterThan(100);
  });

  it('estimates a longer section as taller', () => {
    const heightOf = (source: string) => Number(/data-height="(\d+)"/.exec(render(source).html)?.[1]);
    const code = (lines: number) => `## Title\n\n\`\`\`js\n${'x();\n'.repeat(lines)}\`\`\`\n`;
    expect(heightOf(code(60))).toBeGreaterThan(heightOf(code(5)) + 900);
    expect(heightOf(`## Title\n\n${'word '.repeat(400)}\n`)).toBeGreaterThan(heightOf('## Title\n\nShort.\n') + 300);
  });

  it('never cuts across a raw HTML container opened before an h2 and closed after it', () => {
    const { html } = render('<div class="box">\n\n## Inside\n\nText.\n\n</div>\n\n## After\n\nMore.\n');
    const sections = [...html.matchAll(/<section class="doc-section"[^>]*>([\s\S]*?)<\/section>/g)];
    expect(sections).toHaveLength(1);
    expect(sections[0]?.[1]).toContain('id="after"');
    expect(html.indexOf('id="inside"')).toBeLessThan(html.indexOf('</div>'));
    expect(render('<div>\n\n## Never closed\n\nText.\n').html).not.toContain('<section');
    // Any element counts, not a fixed list; comments and code are not markup.
    const centered = render('<center>\n\n## In\n\nText.\n\n</center>\n\n## After\n').html;
    expect(centered.indexOf('<section')).toBeGreaterThan(centered.indexOf('</center>'));
    const commented = render('<div>\n<!-- </div> -->\n\n## In\n\nText.\n\n</div>\n\n## After\n').html;
    expect(commented.indexOf('<section')).toBeGreaterThan(commented.indexOf('<p>Text.</p>\n</div>'));
    expect(commented.indexOf('<p>Text.</p>\n</div>')).toBeGreaterThan(0);
    expect(render('<pre><div></pre>\n\n## Fine\n\nText.\n').html).toContain('<section');
    expect(render('Text <span>inline</span> and <br> a break.\n\n## Fine\n').html).toContain('<section');
    expect(render('Text <span>left open.\n\n## Not wrapped\n').html).not.toContain('<section');
  });

  it('leaves pages without h2 alone and never splits inside quotes or lists', () => {
    expect(render('Text.\n\n### Only h3\n\nMore.\n').html).not.toContain('<section');
    const { html } = render('> ## Quoted\n>\n> text\n\n- item\n\n  ## In a list\n');
    expect(html).not.toContain('<section');
  });
});

describe('link text', () => {
  it('warns the writer, with the line, about a link whose text says nothing on its own', () => {
    const { html, warnings } = render('Intro.\n\nLearn about modules [here](/concepts/modules).\n\nAlso [Read more.](https://example.org) and [the module guide](/concepts/modules).\n');
    expect(html).toContain('<a href="/concepts/modules/">here<span class="sr-only"> (Modules)</span></a>');
    expect(html).toContain('<a href="https://example.org" rel="noopener noreferrer">Read more.<span class="sr-only"> (example.org)</span></a>');
    expect(warnings).toEqual([
      { file: 'test.mdx', line: 3, message: expect.stringContaining('link text "here"') },
      { file: 'test.mdx', line: 5, message: expect.stringContaining('link text "Read more."') },
    ]);
  });

  it('leaves descriptive link text and linked code alone', () => {
    const { html, warnings } = render('See [the `here` option](/configuration/) and [`more`](/api/).\n');
    expect(warnings).toEqual([]);
    expect(html).not.toContain('sr-only');
  });

  it("names a vague link's target for readers who meet the link out of context: the page title when known", () => {
    const titles = new Map([['/concepts/module-resolution/', 'Module <Resolution>']]);
    const { html } = renderer.render('Read [more](/concepts/module-resolution#rules) or [here](/guides/code-splitting/) or [this](#top) or [here](mailto:a@b.c).\n', 'test.mdx', 1, {
      pageTitle: (url) => titles.get(url),
    });
    expect(html).toContain('>more<span class="sr-only"> (Module &lt;Resolution&gt;)</span></a>');
    expect(html).toContain('>here<span class="sr-only"> (Code splitting)</span></a>');
    expect(html).toContain('<a href="#top">this</a>');
    expect(html).toContain('<a href="mailto:a@b.c">here</a>');
  });
});
