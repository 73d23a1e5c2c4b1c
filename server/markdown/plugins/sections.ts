// Each top-level h2 and what follows it, up to the next one, goes into a
// <section class="doc-section">. The stylesheet gives these sections `content-visibility: auto`:
// the browser skips style, layout and paint of the sections out of view, which on long
// reference pages (thousands of elements) is most of the work of showing the page. Each section
// carries an estimate of its height in CSS pixels (data-height) that stands in for its size
// until it is first shown, so the scroll bar is about right from the start.
import type { Md as MarkdownIt } from '../types';

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

// Container elements that raw HTML in a page may open in one block and close in another.
const CONTAINER_TAG = /<(\/?)(?:div|details|section|aside|table|ul|ol|dl|blockquote|figure|article|nav|header|footer|main)\b[^>]*?(\/?)>/gi;

/** How much deeper (or shallower) raw HTML leaves the container nesting. */
function containerDepthChange(html: string): number {
  let change = 0;
  for (const match of html.matchAll(CONTAINER_TAG)) {
    if (match[2] === '/') continue;
    change += match[1] === '/' ? -1 : 1;
  }
  return change;
}

/** Installs the core rule; it runs before markdown-it-anchor's, which wraps headings in place. */
export function sectionsPlugin(md: MarkdownIt): void {
  md.core.ruler.before('anchor', 'doc_sections', (state) => {
    const tokens = state.tokens;
    // A section may start only where no raw HTML container is open, so that it never cuts
    // across one (a <div> opened above an h2 and closed below it keeps the h2 inside).
    const starts: number[] = [];
    let depth = 0;
    tokens.forEach((token, i) => {
      if (token.type === 'heading_open' && token.tag === 'h2' && token.level === 0 && depth === 0) starts.push(i);
      if (token.type === 'html_block') depth += containerDepthChange(token.content);
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
