// Each top-level h2 and what follows it, up to the next one, goes into a
// <section class="doc-section">. The stylesheet gives these sections `content-visibility: auto`:
// the browser skips style, layout and paint of the sections out of view, which on long
// reference pages (thousands of elements) is most of the work of showing the page. Each section
// carries an estimate of its height in CSS pixels (data-height) that stands in for its size
// until it is first shown, so the scroll bar is about right from the start.
import type { Md as MarkdownIt } from '../markdownTypes';

type Token = ReturnType<MarkdownIt['parse']>[number];

// Rough sizes at the article's usual width (16 px text, line height 1.65, 14 px code).
const TEXT_LINE = 26.4;
const CHARS_PER_LINE = 75;
const CODE_LINE = 21.7;

/** Estimated height, in CSS pixels, of a run of block tokens. */
export function estimateHeight(tokens: Token[]): number {
  let height = 0;
  for (const token of tokens) {
    switch (token.type) {
      case 'fence':
      case 'code_block':
        height += token.content.split('\n').length * CODE_LINE + 44;
        break;
      case 'heading_open':
        height += token.tag === 'h2' ? 72 : 52;
        break;
      case 'paragraph_open':
        height += 16;
        break;
      case 'inline':
        height += Math.max(1, Math.ceil(token.content.length / CHARS_PER_LINE)) * TEXT_LINE;
        break;
      case 'tr_open':
        height += 16;
        break;
      case 'list_item_open':
        height += 4;
        break;
      case 'html_block':
        height += Math.ceil(token.content.length / (CHARS_PER_LINE * 2)) * TEXT_LINE;
        break;
      default:
        break;
    }
  }
  return Math.round(height);
}

// Elements without an end tag, and elements whose content is text rather than markup.
const VOID = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'param', 'source', 'track', 'wbr']);
const TEXT_CONTENT = /<(script|style|pre|textarea)\b[^>]*>[\s\S]*?<\/\1\s*>/gi;
const COMMENT = /<!--[\s\S]*?-->/g;
const TAG = /<(\/?)([a-zA-Z][\w:-]*)\b[^>]*?(\/?)>/g;

/** How much deeper (or shallower) a piece of raw HTML leaves the element nesting. Comments and
 * the text of script, style, pre and textarea elements are not markup and are not counted. */
export function nestingChange(html: string): number {
  let change = 0;
  for (const match of html.replace(COMMENT, '').replace(TEXT_CONTENT, '').matchAll(TAG)) {
    const name = (match[2] ?? '').toLowerCase();
    if (VOID.has(name) || match[3] === '/') continue;
    change += match[1] === '/' ? -1 : 1;
  }
  return change;
}

/** The nesting change of a block token, raw HTML within its inline content included. */
function tokenNestingChange(token: Token): number {
  if (token.type === 'html_block') return nestingChange(token.content);
  if (token.type !== 'inline' || !token.children) return 0;
  return token.children.reduce((sum, child) => sum + (child.type === 'html_inline' ? nestingChange(child.content) : 0), 0);
}

/** Installs the core rule; it runs before markdown-it-anchor's, which wraps headings in place. */
export function sectionsPlugin(md: MarkdownIt): void {
  md.core.ruler.before('anchor', 'doc_sections', (state) => {
    const tokens = state.tokens;
    // A section may start only where no raw HTML element is open, so that it never cuts across
    // one (a <div> opened above an h2 and closed below it keeps the h2 inside). A page whose raw
    // HTML does not balance gets no sections at all.
    const starts: number[] = [];
    let depth = 0;
    tokens.forEach((token, i) => {
      if (token.type === 'heading_open' && token.tag === 'h2' && token.level === 0 && depth === 0) starts.push(i);
      depth += tokenNestingChange(token);
    });
    if (starts.length === 0 || depth !== 0) return;
    const out: Token[] = tokens.slice(0, starts[0]);
    starts.forEach((start, n) => {
      const body = tokens.slice(start, starts[n + 1] ?? tokens.length);
      const open = new state.Token('doc_section_open', 'section', 1);
      open.block = true;
      open.attrs = [
        ['class', 'doc-section'],
        ['data-height', String(estimateHeight(body))],
      ];
      const close = new state.Token('doc_section_close', 'section', -1);
      close.block = true;
      out.push(open, ...body, close);
    });
    state.tokens = out;
  });
}
