// Links inside code: older pages write `js-with-links` fences, JavaScript in which
// `[mode](/configuration/mode)` is a link to the option's page. The markdown link syntax is taken
// out before highlighting (so Prism sees plain JavaScript), and the links go back into the
// highlighted HTML by character position, with Prism's spans closed and reopened around each
// link so that the nesting stays balanced.

/** A link found in code: its text's place in the code once the link syntax is removed. */
export interface CodeLink {
  start: number;
  end: number;
  href: string;
}

// The target must look like an address (a path, an anchor, a relative path or a scheme), so that
// code such as `handlers[name](event)` is not read as a link.
const LINK = /\[([^[\]\n]+)\]\(((?:\/|#|\.{1,2}\/|[a-z][a-z0-9+.-]*:)[^()\s]*)\)/gi;

/** Markers of `js-with-links-details` blocks; the block is shown whole, so they are dropped. */
const DETAILS_MARKERS = /<\/?details>|<\/?summary>/g;

/** Removes `<details>`/`<summary>` markers of a `js-with-links-details` block. */
export function stripDetailsMarkers(code: string): string {
  return code.replace(DETAILS_MARKERS, '');
}

/** Takes `[text](url)` out of code, keeping the text; `accept` decides which links are kept. */
export function extractCodeLinks(code: string, accept: (href: string, index: number) => boolean): { code: string; links: CodeLink[] } {
  const links: CodeLink[] = [];
  let out = '';
  let last = 0;
  for (const match of code.matchAll(LINK)) {
    const [whole, text = '', href = ''] = match;
    if (!accept(href, match.index)) continue;
    out += code.slice(last, match.index);
    links.push({ start: out.length, end: out.length + text.length, href });
    out += text;
    last = match.index + whole.length;
  }
  out += code.slice(last);
  return { code: out, links };
}

const PIECE = /(<span[^>]*>)|(<\/span>)|(&[#a-z0-9]+;)|([^<&]+)/gi;

/** Puts links back into highlighted HTML (spans and escaped text only) at their character positions. */
export function insertCodeLinks(html: string, links: CodeLink[], openTag: (href: string) => string): string {
  if (links.length === 0) return html;
  const open: string[] = [];
  let out = '';
  let position = 0;
  let index = 0;
  let inLink = false;
  // Spans open when the link starts are closed before <a> and reopened inside it, and the other
  // way round at its end, so each link is one element.
  const boundary = (): void => {
    for (;;) {
      const link = links[index];
      if (!link) return;
      if (!inLink && position === link.start) {
        out += '</span>'.repeat(open.length) + openTag(link.href) + open.join('');
        inLink = true;
        if (link.start === link.end) continue;
        return;
      }
      if (inLink && position === link.end) {
        out += '</span>'.repeat(open.length) + '</a>' + open.join('');
        inLink = false;
        index += 1;
        continue;
      }
      return;
    }
  };
  for (const match of html.matchAll(PIECE)) {
    const [, openSpan, closeSpan, entity, text] = match;
    if (openSpan) {
      // Links start and end outside a span about to open, so no empty spans are left behind.
      boundary();
      open.push(openSpan);
      out += openSpan;
    } else if (closeSpan) {
      open.pop();
      out += closeSpan;
    } else if (entity) {
      boundary();
      out += entity;
      position += 1;
    } else if (text) {
      let offset = 0;
      while (offset < text.length) {
        boundary();
        const link = links[index];
        const next = link ? (inLink ? link.end : link.start) : Infinity;
        const take = Math.max(1, Math.min(text.length - offset, next - position));
        out += text.slice(offset, offset + take);
        offset += take;
        position += take;
      }
    }
  }
  boundary();
  if (inLink) out += '</a>';
  return out;
}
