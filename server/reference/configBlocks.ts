// Finds the code blocks of a page that show a webpack configuration: JavaScript or TypeScript
// blocks titled **webpack.config.js** (or untitled, when they export an object), and `diff`
// blocks titled so, read as the state after the step. Fragments (with `// ...` or `...` for the
// parts left out) are included: the checker reads what they do show. Pure.

/** A configuration shown on a page, as code that can be parsed. */
export interface ConfigBlock {
  file: string;
  /** 1-based line of the block's first code line. */
  line: number;
  /** The code; for a diff, the state after it (removed lines dropped, markers stripped). */
  code: string;
  /** For each line of code, its 1-based line in the page. */
  lineOf: number[];
  /** `diff` for a diff step, `example` for a block that leaves nothing out, `fragment` otherwise. */
  kind: 'example' | 'fragment' | 'diff';
  /** The title above the block, or null. */
  title: string | null;
}

const TITLE = /^\*\*([^*]+)\*\*\s*$/;
const CONFIG_TITLE = /^(?:\S+\/)?webpack(?:\.[\w-]+)*\.config\.(?:c|m)?[jt]s$|^webpack\.[\w-]+\.(?:c|m)?js$/;
const PLACEHOLDER_LINE = /^\s*(?:\/\/\s*\.\.\..*|\.\.\.,?|\/\*\s*\.\.\.\s*\*\/,?)\s*$/;

/** True when a block's code leaves something out (`// ...`, a lone `...`). */
export function isFragment(code: string): boolean {
  return code.split('\n').some((l) => PLACEHOLDER_LINE.test(l)) || /(^|[^.])\.\.\.(?!\w|\[|\(|\{)/m.test(code);
}

/** The state after a diff: removed lines dropped, the marker column stripped, with source lines. */
export function diffAfter(code: string, firstLine: number): { code: string; lineOf: number[] } {
  const out: string[] = [];
  const lineOf: number[] = [];
  code.split('\n').forEach((line, i) => {
    if (line.startsWith('-')) return;
    out.push(line.startsWith('+') || line.startsWith(' ') ? line.slice(1) : line);
    lineOf.push(firstLine + i);
  });
  return { code: out.join('\n'), lineOf };
}

/** Configuration blocks of one page. */
export function configBlocks(file: string, source: string): ConfigBlock[] {
  const lines = source.split('\n');
  const out: ConfigBlock[] = [];
  let title: { text: string; line: number } | null = null;
  for (let i = 0; i < lines.length; i += 1) {
    const line = lines[i]!;
    const titled = TITLE.exec(line.trim());
    if (titled) {
      title = { text: titled[1]!.trim(), line: i };
      continue;
    }
    const open = /^(\s*)(`{3,}|~{3,})\s*(\w+)?/.exec(line);
    if (!open) continue;
    const end = lines.findIndex((l, n) => n > i && l.trim().startsWith(open[2]!) && l.trim().replace(/[`~]/g, '') === '');
    if (end < 0) break;
    const lang = (open[3] ?? '').toLowerCase();
    const code = lines.slice(i + 1, end).join('\n');
    const own = title && i - title.line <= 2 && lines.slice(title.line + 1, i).every((l) => l.trim() === '') ? title.text : null;
    const first = i + 2;
    i = end;
    title = null;
    if (own !== null && !CONFIG_TITLE.test(own)) continue;
    if (lang === 'diff') {
      if (own === null) continue;
      const after = diffAfter(code, first);
      out.push({ file, line: first, code: after.code, lineOf: after.lineOf, kind: 'diff', title: own });
    } else if (['js', 'javascript', 'mjs', 'cjs', 'ts', 'typescript'].includes(lang)) {
      const lineOf = code.split('\n').map((_, n) => first + n);
      if (/module\.exports\s*=|export\s+default\b/.test(code)) {
        out.push({ file, line: first, code, lineOf, kind: isFragment(code) ? 'fragment' : 'example', title: own });
      } else if (own !== null) {
        // A titled fragment that shows only some properties (`output: { ... }`): read as the
        // properties of a configuration object, the one line of wrapping mapped to the first line.
        out.push({ file, line: first, code: `module.exports = {\n${code}\n};`, lineOf: [first, ...lineOf, first + lineOf.length - 1], kind: 'fragment', title: own });
      }
    }
  }
  return out;
}
