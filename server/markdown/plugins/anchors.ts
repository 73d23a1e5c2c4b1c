// Heading anchors: every heading gets a unique id (its slug, or the id written with `{#id}`,
// made unique with -1, -2... like markdown-it-anchor does) and is wrapped, with a link to
// itself placed after it, in <div class="heading">. It writes the same HTML as
// markdown-it-anchor's linkAfterHeader permalink in its visually-hidden style, in one pass:
// that plugin looks each heading up again in the whole token list and splices tokens in, and
// searches suffixes from -1 for every duplicate, so a page of many headings took time in the
// square of their number.
import type { Md as MarkdownIt } from '../markdownTypes';

type Token = ReturnType<MarkdownIt['parse']>[number];

/** Options of the anchors plugin. */
export interface AnchorsOptions {
  slugify: (title: string) => string;
  /** The text screen readers hear for the link after a heading. */
  assistiveText: (title: string) => string;
}

/** Hands out unique ids in time linear in their number: the next suffix to try is kept per id. */
export function createUniqueIds(): (id: string) => string {
  const taken = new Set<string>();
  const nextSuffix = new Map<string, number>();
  return (id) => {
    let unique = id;
    if (taken.has(unique)) {
      // Every suffix below the one kept was taken when it was tried, and ids are never freed.
      let suffix = nextSuffix.get(id) ?? 1;
      do {
        unique = `${id}-${suffix}`;
        suffix += 1;
      } while (taken.has(unique));
      nextSuffix.set(id, suffix);
    }
    taken.add(unique);
    return unique;
  };
}

/** The heading's text as its id is made from: text and inline code only. */
function headingText(inline: Token | undefined): string {
  let text = '';
  for (const child of inline?.children ?? []) if (child.type === 'text' || child.type === 'code_inline') text += child.content;
  return text;
}

// The wrapper stays raw HTML, as markdown-it-anchor wrote it: it goes through the author-HTML
// sanitiser with the author's pieces, and author HTML left open before a heading (an attribute
// split across blocks) ends where it did. The "#" is plain text: one piece less a heading.
/** Installs the core rule 'anchor' (other plugins order their rules around that name). */
export function anchorsPlugin(md: MarkdownIt, options: AnchorsOptions): void {
  md.core.ruler.push('anchor', (state) => {
    const unique = createUniqueIds();
    const tokens = state.tokens;
    const out: Token[] = [];
    const make = (type: string, tag: string, nesting: -1 | 0 | 1, fields: Partial<Token> = {}) => Object.assign(new state.Token(type, tag, nesting), fields);
    for (let i = 0; i < tokens.length; i += 1) {
      const open = tokens[i] as Token;
      const inline = tokens[i + 1];
      const close = tokens[i + 2];
      if (open.type !== 'heading_open' || !close) {
        out.push(open);
        continue;
      }
      const title = headingText(inline);
      const written = open.attrGet('id');
      const id = unique(written === null ? options.slugify(title) : String(written));
      open.attrSet('id', id);
      out.push(
        make('html_block', '', 0, { content: '<div class="heading">\n' }),
        open,
        inline as Token,
        close,
        make('link_open', 'a', 1, { attrs: [['class', 'heading-anchor'], ['href', `#${id}`]] }),
        make('span_open', 'span', 1, { attrs: [['class', 'sr-only']] }),
        make('text', '', 0, { content: options.assistiveText(title) }),
        make('span_close', 'span', -1),
        make('text', '', 0, { content: ' ' }),
        make('span_open', 'span', 1, { attrs: [['aria-hidden', 'true']] }),
        make('text', '', 0, { content: '#' }),
        make('span_close', 'span', -1),
        make('link_close', 'a', -1),
        make('html_block', '', 0, { content: '</div>\n' }),
      );
      i += 2;
    }
    state.tokens = out;
  });
}
