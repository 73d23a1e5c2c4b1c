// How much a page says about each option it documents: the words of a section's prose (its
// paragraphs, lists and asides, without the signature line, code blocks and tables) or of a
// table row's description cell. An entry that explains itself in fewer than THIN_WORDS words
// is thin: it names the option without saying what it does or when to use it.

/** Entries with fewer words than this are thin. */
export const THIN_WORDS = 8;

/** Counts the words of a piece of markdown: link targets, markup and punctuation are not words. */
export function wordCount(markdown: string): number {
  const text = markdown
    .replace(/<Badge\b[^>]*\/>/g, ' ')
    .replace(/\]\([^)]*\)/g, ']')
    .replace(/<[^>]+>/g, ' ');
  return (text.match(/[\p{L}\p{N}`'][^\s]*/gu) ?? []).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
}

/**
 * The prose of the section under each heading (by the heading's 1-based line), up to the next
 * heading: fenced code, tables, Badge lines and the signature line (the first paragraph when it
 * opens with a code span) are left out.
 */
export function sectionProse(source: string): Map<number, string> {
  const lines = source.split('\n');
  const out = new Map<number, string>();
  let fence: string | null = null;
  let current: { line: number; parts: string[]; paragraphs: number; inParagraph: boolean } | null = null;
  const close = () => {
    if (current) out.set(current.line, current.parts.join(' '));
  };
  lines.forEach((line, n) => {
    const marker = /^\s*(`{3,}|~{3,})/.exec(line);
    if (fence) {
      if (marker && marker[1]!.startsWith(fence)) fence = null;
      return;
    }
    if (marker) {
      fence = marker[1]!;
      return;
    }
    if (/^#{2,6}\s/.test(line)) {
      close();
      current = { line: n + 1, parts: [], paragraphs: 0, inParagraph: false };
      return;
    }
    if (!current) return;
    const trimmed = line.trim();
    if (trimmed === '' || /^<Badge\b[^>]*\/>$/.test(trimmed)) {
      current.inParagraph = false;
      return;
    }
    if (!current.inParagraph) {
      current.paragraphs += 1;
      current.inParagraph = true;
    }
    // The first paragraph opening with a code span is the signature line: types and default.
    if (current.paragraphs === 1 && trimmed.startsWith('`')) return;
    if (trimmed.startsWith('|') || /^\*\*[^*]+\*\*$/.test(trimmed)) return;
    current.parts.push(trimmed.replace(/^[TWI?]>\s?/, ''));
  });
  close();
  return out;
}
