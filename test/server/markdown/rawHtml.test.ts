// Raw HTML written in content, as an attacker would write it: the hostile fixture's patterns
// (nesting, entity encoding, SVG and MathML, attribute splitting, comments, CDATA...) leave no
// element or attribute that can run script, redirect, load a frame or restyle the page; what
// writers legitimately use survives, split across markdown tokens or not; every removal is a
// warning with its line.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import MarkdownIt from 'markdown-it';
import { isProblem, parseFrontmatter } from '../../../server/content/frontmatter';
import { createMarkdownRenderer } from '../../../server/markdown/createMarkdownRenderer';
import { findActiveContent } from '../../../server/markdown/activeContent';
import { isAllowedUrl } from '../../../server/markdown/htmlPolicy';

const renderer = createMarkdownRenderer();
const render = (source: string) => renderer.render(source, 'test.mdx');
const decode = new MarkdownIt().utils.unescapeAll;

const FIXTURE = join(__dirname, '..', '..', 'fixtures', 'hostile-content', 'hostile.mdx');
const fixtureSource = readFileSync(FIXTURE, 'utf8');

function renderFixture() {
  const parsed = parseFrontmatter('hostile.mdx', fixtureSource);
  if (isProblem(parsed)) throw new Error(parsed.message);
  return renderer.render(parsed.body, 'hostile.mdx', parsed.bodyLine);
}

// Everything the article may contain: the allowlist and what our own renderers write.
const EXPECTED_ELEMENTS = new Set([
  'a', 'b', 'blockquote', 'br', 'code', 'dd', 'del', 'details', 'div', 'dl', 'dt', 'em', 'hr', 'i', 'ins', 'kbd', 'li', 'mark',
  'ol', 'p', 's', 'samp', 'small', 'span', 'strike', 'strong', 'sub', 'summary', 'sup', 'u', 'ul', 'img', 'picture', 'source',
  'caption', 'table', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td', 'svg', 'rect', 'h2', 'h3', 'section', 'aside', 'pre', 'button',
]);

/** Every start tag of some HTML: name and attributes (values entity-decoded). */
function tagsOf(html: string): { name: string; attributes: [string, string][] }[] {
  return [...html.matchAll(/<([a-zA-Z][^\s/>]*)([^>]*)>/g)].map(([, name, rest]) => ({
    name: (name ?? '').toLowerCase(),
    attributes: [...(rest ?? '').matchAll(/([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g)].map(
      ([, attribute, dq, sq, bare]) => [(attribute ?? '').toLowerCase(), decode(dq ?? sq ?? bare ?? '')] as [string, string],
    ),
  }));
}

/** What in some HTML could act: unexpected elements, handlers, styles, non-web URLs. */
function dangers(html: string): string[] {
  const found: string[] = [];
  if (/<\s*\/?\s*(?:script|meta|iframe|base|link|style|object|embed|form|math|template|noscript|textarea|animate|set|use|foreignobject)[\s/>]/i.test(html)) {
    found.push('a dangerous tag in the text');
  }
  for (const { name, attributes } of tagsOf(html)) {
    if (!EXPECTED_ELEMENTS.has(name)) found.push(`<${name}>`);
    for (const [attribute, value] of attributes) {
      if (/^on|^style$|^formaction$|^srcdoc$|^xlink:|^values$|^http-equiv$|^xmlns/.test(attribute)) found.push(`${attribute} on <${name}>`);
      const compact = value.replace(/[\u0000-\u0020]/g, '').toLowerCase();
      if (/(?:javascript|vbscript|data|file):/.test(compact) || (['href', 'src', 'srcset'].includes(attribute) && compact.startsWith('//'))) {
        found.push(`${attribute}="${value}" on <${name}>`);
      }
    }
  }
  return found;
}

describe('the hostile content fixture', () => {
  const { html, warnings } = renderFixture();
  const patterns = Number(/Canary (\d+)\.\n\n## What writers may use/.exec(fixtureSource)?.[1]);

  it('holds at least 40 bypass patterns', () => {
    expect(patterns).toBeGreaterThanOrEqual(40);
  });

  it('renders with no element or attribute that can run script, redirect, load a frame or restyle the page', () => {
    expect(dangers(html)).toEqual([]);
    expect(findActiveContent(html, decode)).toEqual([]);
  });

  it('keeps the text around each pattern: only the three patterns written to swallow what follows lose it', () => {
    const missing = Array.from({ length: patterns }, (_, i) => i + 1).filter((n) => !html.includes(`<p>Canary ${n}.</p>`));
    // The last three: a block leaves an attribute's quote open, which runs on into the blocks after it.
    expect(missing).toEqual([patterns - 2, patterns - 1, patterns]);
    expect(html).toContain('<p>Canary end.</p>');
  });

  it('reports each removal as a warning with the file and the line of the tag', () => {
    const lineOf = (text: string) => fixtureSource.slice(0, fixtureSource.indexOf(text)).split('\n').length;
    const at = (text: string) => warnings.filter((w) => w.file === 'hostile.mdx' && w.line === lineOf(text)).map((w) => w.message);
    expect(at('<meta http-equiv="refresh"')).toEqual([expect.stringContaining('element <meta> removed')]);
    expect(at('<div><scr<script>ipt>')).toEqual([expect.stringContaining('element <scr<script> removed')]);
    expect(at('<div><img src="x"onerror=alert(1)>')).toEqual([expect.stringContaining('attribute onerror on <img> removed')]);
    expect(at('<div><a href="&#x6A;avascript&#x3A;alert(1)">')).toEqual([expect.stringContaining('attribute href on <a> removed')]);
    expect(at('<div style="position:fixed')).toEqual([expect.stringContaining('attribute style on <div> removed')]);
    expect(at('<div><img src=x\nonerror')).toEqual([expect.stringContaining('attribute onerror on <img> removed')]);
    expect(warnings.length).toBeGreaterThanOrEqual(patterns);
  });

  it('gives the line of the tag itself inside a block of several lines', () => {
    const { warnings } = render('Intro.\n\n<div class="box">\n<p>Fine.</p>\n<iframe src="https://example.org/"></iframe>\n</div>\n');
    expect(warnings).toEqual([{ file: 'test.mdx', line: 5, message: expect.stringContaining('element <iframe> removed') }]);
  });

  it('keeps what writers may use: details, a box around markdown, kbd, sup, sub, tables, links and images', () => {
    expect(html).toContain('<details><summary>More</summary>\n<p>Hidden <strong>markdown</strong>.</p>\n</details>');
    expect(html).toContain('<div class="box">\n<p>Markdown inside a box.</p>\n</div>');
    expect(html).toContain('Press <kbd>Ctrl</kbd>+<kbd>C</kbd>, see note<sup>1</sup> and H<sub>2</sub>O.<br />');
    expect(html).toContain('<th align="center">Default</th>');
    expect(html).toContain('<td><code>mode</code></td><td colspan="1">production</td>');
    expect(html).toContain('<a href="https://example.org/" title="Example" target="_blank" rel="noopener noreferrer">An external link</a>');
    expect(html).toContain('<a href="mailto:team@example.org">mail</a> and <a href="#what-writers-may-use">a fragment</a> and <a href="../concepts/">a relative link</a>');
    expect(html).toContain('<img src="/ok.png" alt="An image" width="10" height="10" loading="lazy" decoding="async" />');
  });
});

describe('raw HTML split across markdown tokens', () => {
  it('keeps an inline element and its end tag around the markdown between them', () => {
    const { html, warnings } = render('Read <a href="/concepts/" title="Concepts">the *concepts*</a> and <span class="note">a `note`</span>.\n');
    expect(html).toBe('<p>Read <a href="/concepts/" title="Concepts">the <em>concepts</em></a> and <span class="note">a <code>note</code></span>.</p>\n');
    expect(warnings).toEqual([]);
  });

  it('keeps a block element opened in one HTML block and closed in a later one, with markdown inside', () => {
    const { html } = render('<div class="box">\n<p align="center">\n\nSome **markdown**.\n\n</p>\n</div>\n\nAfter.\n');
    expect(html).toBe('<div class="box">\n<p align="center">\n<p>Some <strong>markdown</strong>.</p>\n</p>\n</div>\n<p>After.</p>\n');
  });

  it('drops an end tag that closes nothing the writer opened, so it cannot close our own elements', () => {
    const { html } = render('T> A tip </p></aside> with <b>bold</b>.\n');
    expect(html).toContain('<aside class="callout callout--tip"');
    // A lone </p> becomes an empty paragraph, as a browser reads it; the </aside> is gone.
    expect(html).toContain('A tip <p></p> with <b>bold</b>.</p></aside>');
  });

  it('never assembles a tag from pieces: text between raw tags stays text', () => {
    for (const source of ['<scr\n\n<b>x</b>\n\nipt>alert(1)</script>\n', 'x <scr<b></b>ipt>alert(1)</script>', '<div>\n<scr\n</div>\n\nipt src=x>\n']) {
      const { html } = render(source);
      expect(dangers(html)).toEqual([]);
      expect(html).not.toMatch(/<script/i);
    }
  });

  it('keeps an attribute left open from running into markdown as markup', () => {
    const { html, warnings } = render('<div title="\n\n<img src=x onerror=alert(1)>\n\n"> and [a link](/x/)</div>\n');
    expect(dangers(html)).toEqual([]);
    expect(warnings).toEqual([{ file: 'test.mdx', line: 1, message: expect.stringContaining('is hidden') }]);
  });

  it('closes an svg the writer never closed where it was opened, not after the rest of the article', () => {
    // A data:image/svg+xml image is refused by markdown, so its URL stays text with an svg tag in it.
    for (const source of ['![chart](data:image/svg+xml,<svg onload=alert(1)>)\n\nAfter **this**.\n', '<img src=data:image/svg+xml,<svg> alt="c">\n\nAfter **this**.\n']) {
      const { html } = render(source);
      expect(html).toContain('<svg></svg>');
      expect(html.match(/<\/svg>/g)).toHaveLength(1);
      expect(html.endsWith('<p>After <strong>this</strong>.</p>\n')).toBe(true);
    }
    // An svg split over inline tokens keeps its end tag where it was written.
    expect(render('A <svg width="10"><rect width="5" height="5"/></svg> icon, then <svg><rect/></svg>.\n').html).toBe(
      '<p>A <svg width="10"><rect width="5" height="5" /></svg> icon, then <svg><rect /></svg>.</p>\n',
    );
  });

  it('cannot be fooled by placeholder-like characters written in the content', () => {
    const { html } = render('A \uE000p0:0\uE001 and \uE002x:1\uE003 <b title="\uE000t:0\uE001">&#xE002;1&#xE003;</b>\n\n<div>\uE000</div>\n');
    expect(dangers(html)).toEqual([]);
    expect(html).toContain('<b title="');
    expect(html).toContain('<div>\uFFFD</div>');
  });
});

describe('our own components', () => {
  it('pass through the sanitiser unchanged and without warnings', () => {
    const { html, warnings } = render(
      '## Option <Badge text="5.20.0+" />\n\n<StackBlitzPreview example="getting-started" description="Try it." />\n\n| Colour | Sample |\n| - | - |\n| Blue | <BrandingSample color="#8DD6F9" /> |\n',
    );
    expect(warnings).toEqual([]);
    expect(html).toContain('<span class="badge" title="Available since webpack 5.20.0">5.20.0+</span>');
    expect(html).toContain(
      '<div class="preview-card"><p class="preview-card__text">Try it.</p><a class="preview-card__link" href="https://stackblitz.com/github/webpack/webpack.js.org/tree/main/examples/getting-started" rel="noopener noreferrer">Open the live example on StackBlitz</a></div>',
    );
    expect(html).toContain('<span class="swatch" role="img" aria-label="Colour sample #8DD6F9"><svg width="32" height="32" viewbox="0 0 32 32" aria-hidden="true"><rect width="32" height="32" rx="6" fill="#8DD6F9" /></svg></span>');
  });
});

describe('content URLs', () => {
  it.each(['https://example.org/', 'http://example.org/a?b#c', 'mailto:team@example.org', '/concepts/', '../x.png', 'x.png', '#top', '?q=1', ''])('allows %p', (url) => {
    expect(isAllowedUrl(url)).toBe(true);
  });

  it.each(['javascript:alert(1)', ' JAVASCRIPT:x', 'java\tscript:x', 'java\nscript:x', '\u0001javascript:x', 'vbscript:x', 'data:text/html,x', 'data:image/png;base64,x', 'file:///etc/passwd', '//example.org/', '\\\\example.org', 'ftp://example.org/'])(
    'refuses %p',
    (url) => {
      expect(isAllowedUrl(url)).toBe(false);
    },
  );
});

describe('the last check on a rendered page', () => {
  it('finds active content our own plugins might write, entity-encoded or not', () => {
    expect(findActiveContent('<p>a</p><script>x</script>', decode)).toEqual(['<script>']);
    expect(findActiveContent('<img src="x" onerror="y">', decode)).toEqual(['onerror on <img>']);
    expect(findActiveContent('<a href="&#106;avascript:x">a</a>', decode)).toEqual(['href="javascript:x" on <a>']);
    expect(findActiveContent('<p style="color:red">a</p>', decode)).toEqual(['style on <p>']);
    // Table alignment is written as a class, so a style attribute on a cell is as foreign as anywhere.
    expect(findActiveContent('<th style="text-align:center">a</th>', decode)).toEqual(['style on <th>']);
  });

  it("leaves our own markup alone: markdown images' data:image URLs, escaped text", () => {
    expect(findActiveContent('<img src="data:image/png;base64,AAAA" alt=""><p>&lt;script&gt; onerror=x</p>', decode)).toEqual([]);
    // Words that look like attributes inside a quoted value are text.
    expect(findActiveContent('<img src="x.png" alt="the onload= handler" title="a href=javascript:b"><section class="doc-section">', decode)).toEqual([]);
    expect(render('![the onload= handler](x.png "set style=x") and <span title="on onclick=1">t</span>\n').html).toContain('alt="the onload= handler"');
  });

  it('fails the render rather than serve a page with active content', () => {
    // A resolver gone wrong: markdown images are our own output, so only the last check sees it.
    const broken = createMarkdownRenderer({ resolveAsset: () => 'javascript:alert(1)' });
    expect(() => broken.render('![logo](./logo.png)\n', 'test.mdx')).toThrow(/active content \(src="javascript:alert\(1\)" on <img>\)/);
  });
});
