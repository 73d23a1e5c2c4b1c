// The shapes of markdown that once took time in the square of a page's size (the bench's
// "abuse" section and scripts time them; here their output is pinned): identical headings,
// unclosed <img runs, many on…= attributes in text, unclosed MDX comments and components, long
// code in grammars Prism is slow on. Each renders, and renders what the slower code did.
import { pageLimitProblem, MAX_LINE_CHARS, MAX_PAGE_BYTES } from '../../../server/content/pageLimits';
import { findActiveContent } from '../../../server/markdown/activeContent';
import { createMarkdownRenderer } from '../../../server/markdown/createMarkdownRenderer';
import { highlight, highlightPieces, HIGHLIGHT_PIECE_CHARS } from '../../../server/markdown/highlight';
import { createUniqueIds } from '../../../server/markdown/plugins/anchors';
import { rewriteMdx } from '../../../server/markdown/plugins/mdxPieces';
import type { RenderEnv } from '../../../server/markdown/markdownTypes';

const md = createMarkdownRenderer();
const env = (): RenderEnv => ({ file: 'p.mdx', bodyLine: 1, warnings: [], anchors: [] });

describe('heading ids', () => {
  it('makes ids unique with the smallest free suffix, as markdown-it-anchor did', () => {
    const unique = createUniqueIds();
    expect(['a', 'a', 'a-1', 'a', 'b', 'a-2', 'a'].map(unique)).toEqual(['a', 'a-1', 'a-1-1', 'a-2', 'b', 'a-2-1', 'a-3']);
  });

  it('gives thousands of identical headings ids same, same-1, same-2… and wraps each with its link', () => {
    const { html, anchors } = md.render('## Same\n\n'.repeat(3000), 'p.md');
    expect(anchors.map((a) => a.id)).toEqual(Array.from({ length: 3000 }, (_, i) => (i === 0 ? 'same' : `same-${i}`)));
    expect(html.split('<div class="heading">').length - 1).toBe(3000);
    expect(html).toContain('<div class="heading">\n<h2 id="same-2999">Same</h2>\n<a class="heading-anchor" href="#same-2999"><span class="sr-only">');
  });
});

describe('MDX pieces read forward once', () => {
  it('keeps unclosed comments as text and removes closed ones, keeping line numbers', () => {
    expect(rewriteMdx('a {/* b\nc {/* d', env())).toBe('a {/* b\nc {/* d');
    expect(rewriteMdx('a {/* b\nc */} e {/* f', env())).toBe('a \n e {/* f');
  });

  it('renders the children of an unknown component closed after many unclosed ones', () => {
    const e = env();
    const out = rewriteMdx(`${'<Note>'.repeat(500)}\n<Tip>kept</Tip>`, e);
    expect(out).toBe(`${'<Note>'.repeat(500)}\nkept`);
    expect(e.warnings).toEqual([{ file: 'p.mdx', line: 2, message: 'unknown component <Tip>: rendered its children only' }]);
  });

  it('drops only the images without a source, however many unclosed <img come first', () => {
    expect(rewriteMdx('<img alt="a"> <img src="/x.png" alt="b"> <img alt={c} />', env())).toBe(' <img src="/x.png" alt="b"> ');
    expect(rewriteMdx(`${'<img '.repeat(2000)}x`, env())).toBe(`${'<img '.repeat(2000)}x`);
    expect(rewriteMdx('<img src=a <img alt=b>', env())).toBe('<img src=a ');
  });
});

describe('the last active-content check', () => {
  it('finds nothing in text full of on…= words and still finds a handler our output would carry', () => {
    const text = `<p>${'a onclick=x '.repeat(5000)}</p>`;
    expect(findActiveContent(text, (s) => s)).toEqual([]);
    expect(findActiveContent(`${text}<a href="#" onclick="x">y</a>`, (s) => s)).toEqual(['onclick on <a>']);
  });

  it('lets no element through from many unclosed <img, and keeps text of on… attributes as text', () => {
    const { html } = md.render(`${'<img '.repeat(500)}\n\n<b>x</b> ${'a onclick=x '.repeat(500)}`, 'p.md');
    expect(html).not.toMatch(/<img/);
    expect(html).toContain('a onclick=x a onclick=x');
  });
});

describe('highlighting long code in pieces', () => {
  it('cuts code longer than a piece at blank lines, then line ends, and loses nothing', () => {
    const block = `${'const a = 1;\n'.repeat(60)}\n`;
    const code = block.repeat(20);
    const pieces = highlightPieces(code);
    expect(pieces.join('')).toBe(code);
    expect(pieces.length).toBeGreaterThan(1);
    for (const piece of pieces) expect(piece.length).toBeLessThanOrEqual(HIGHLIGHT_PIECE_CHARS);
    // Cut at a blank line: a piece ends with a line break and the next begins with the empty line.
    pieces.slice(1).forEach((piece, i) => expect([pieces[i]?.endsWith('\n'), piece.startsWith('\n')]).toEqual([true, true]));
    const noBlank = 'x = 1;\n'.repeat(1000);
    expect(highlightPieces(noBlank).every((piece) => piece.endsWith('\n') || piece === '')).toBe(true);
    expect(highlightPieces('y'.repeat(5000))).toEqual(['y'.repeat(5000)]);
  });

  it('highlights short code in one piece as before and long code with every character kept', () => {
    expect(highlight('const a = `${b}`;', 'javascript')).toContain('<span class="token keyword">const</span>');
    const long = `${'$('.repeat(400)}\n`.repeat(40);
    const html = highlight(long, 'bash');
    expect(html.replace(/<[^>]+>/g, '')).toBe(long);
  });
});

describe('page limits', () => {
  it('names the first line over the limit and the size over the limit', () => {
    expect(pageLimitProblem('p.md', `a\n${'b'.repeat(MAX_LINE_CHARS)}\n${'c'.repeat(MAX_LINE_CHARS + 1)}\n`)).toEqual({
      file: 'p.md',
      line: 3,
      message: `line 3 is ${MAX_LINE_CHARS + 1} characters long, more than the ${MAX_LINE_CHARS} allowed: break it into shorter lines`,
    });
    expect(pageLimitProblem('p.md', 'x\n'.repeat(MAX_PAGE_BYTES / 2 + 1))?.message).toMatch(/^the page is \d+ bytes, more than the 262144 allowed/);
    expect(pageLimitProblem('p.md', 'x\n'.repeat(1000))).toBeNull();
  });
});
