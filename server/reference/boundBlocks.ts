// Code blocks of a page that are bound to an example project under examples/ by an attribute
// of the fence, so that what the page shows can be compared with the project:
//   ```js file=getting-started/1-first-build/src/index.js     the block is that file
//   ```diff from=<step>/package.json to=<step>/package.json   the diff joins those two states
//   ```text run=getting-started/1-first-build                 the output of the bash command
//                                                              above it, run in that step
// Pure: reading projects and running commands is the tool's job.

/** A block bound to a project. */
export type BoundBlock =
  | { kind: 'file'; file: string; line: number; body: string; path: string }
  | { kind: 'diff'; file: string; line: number; body: string; from: string; to: string }
  | { kind: 'output'; file: string; line: number; body: string; step: string; command: string | null };

/** `key=value` attributes of a fence's info string (after the language). */
export function fenceAttributes(info: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const m of info.matchAll(/(\w+)=("([^"]*)"|\S+)/g)) out[m[1]!] = m[3] ?? m[2]!;
  return out;
}

/** The bound blocks of one page, in page order; `line` is the page line of the block's first code line. */
export function boundBlocks(file: string, source: string): BoundBlock[] {
  const lines = source.split('\n');
  const out: BoundBlock[] = [];
  let lastCommand: string | null = null;
  for (let i = 0; i < lines.length; i += 1) {
    const open = /^(`{3,}|~{3,})\s*(\w*)(.*)$/.exec(lines[i]!);
    if (!open) continue;
    const end = lines.findIndex((l, n) => n > i && l.trim() === open[1]);
    if (end < 0) break;
    const body = lines.slice(i + 1, end).join('\n');
    const attrs = fenceAttributes(open[3] ?? '');
    const line = i + 2;
    const lang = open[2] ?? '';
    i = end;
    if (/^(?:bash|sh|shell|console)$/.test(lang)) {
      // The command whose output a following run= block shows: the block's last command line.
      lastCommand = body.split('\n').map((l) => l.trim()).filter((l) => l !== '' && !l.startsWith('#')).pop() ?? null;
      continue;
    }
    if (attrs.file) out.push({ kind: 'file', file, line, body, path: attrs.file });
    else if (attrs.from && attrs.to) out.push({ kind: 'diff', file, line, body, from: attrs.from, to: attrs.to });
    else if (attrs.run) out.push({ kind: 'output', file, line, body, step: attrs.run, command: lastCommand });
  }
  return out;
}

/** Output with what changes from run to run made constant: times, and the project's absolute path. */
export function normaliseOutput(text: string, projectDir?: string): string {
  let out = text.replace(/\r\n/g, '\n');
  if (projectDir) out = out.split(projectDir).join('<project>');
  return out
    .replace(/\b\d+(?:\.\d+)? ?ms\b/g, 'N ms')
    .split('\n')
    .map((l) => l.replace(/\s+$/, ''))
    .join('\n')
    .replace(/^\n+|\n+$/g, '');
}

/** The first line where two texts differ (0-based), or null when they are equal. */
export function firstDifference(shown: string, actual: string): { index: number; shown: string; actual: string } | null {
  const a = shown.split('\n');
  const b = actual.split('\n');
  for (let i = 0; i < Math.max(a.length, b.length); i += 1) {
    if (a[i] !== b[i]) return { index: i, shown: a[i] ?? '(nothing)', actual: b[i] ?? '(nothing)' };
  }
  return null;
}

/**
 * Checks a diff against the two files it joins: its context and removed lines, in order, must
 * be lines of the first; its context and added lines, in order, lines of the second. A diff may
 * leave lines out (an excerpt), not change them. Returns the 0-based diff line that does not fit.
 */
export function diffMismatch(diff: string, before: string, after: string): { index: number; side: 'before' | 'after'; text: string } | null {
  const sides = { before: before.split('\n'), after: after.split('\n') };
  const at = { before: 0, after: 0 };
  const lines = diff.split('\n');
  for (const [index, line] of lines.entries()) {
    const marker = line[0] ?? ' ';
    const text = marker === '+' || marker === '-' || marker === ' ' ? line.slice(1) : line;
    const wanted: ('before' | 'after')[] = marker === '+' ? ['after'] : marker === '-' ? ['before'] : ['before', 'after'];
    for (const side of wanted) {
      const found = sides[side].indexOf(text, at[side]);
      if (found < 0) return { index, side, text };
      at[side] = found + 1;
    }
  }
  return null;
}
