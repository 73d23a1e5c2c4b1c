// Splits highlighted HTML into lines while keeping every line's <span> nesting balanced,
// so that diff lines can each be wrapped in their own element.

const PIECE = /(<span[^>]*>)|(<\/span>)|([^<]+)/g;

/** Splits Prism's HTML (spans and escaped text only) into balanced per-line fragments. */
export function splitHighlightedLines(html: string): string[] {
  const lines: string[] = [];
  const open: string[] = [];
  let current = '';
  for (const match of html.matchAll(PIECE)) {
    const [, openTag, closeTag, text] = match;
    if (openTag) {
      open.push(openTag);
      current += openTag;
    } else if (closeTag) {
      open.pop();
      current += closeTag;
    } else if (text) {
      const parts = text.split('\n');
      parts.forEach((part, i) => {
        if (i > 0) {
          lines.push(current + '</span>'.repeat(open.length));
          current = open.join('');
        }
        current += part;
      });
    }
  }
  lines.push(current);
  return lines;
}
