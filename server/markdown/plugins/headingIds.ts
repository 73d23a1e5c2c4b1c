// Explicit heading ids: `## 安装(Installation) {#installation}` gives the heading the id
// `installation`. Translations use it so that a deep link written for the English page still
// lands on the same section. The `{#...}` text is removed from the heading's inline tokens, so
// the heading, its anchor title, the sidebar and search never show it. This is a core rule that
// runs after inline parsing and before markdown-it-anchor, which keeps an id attribute it finds
// and de-duplicates it like the ids it makes itself.
import type { Md as MarkdownIt, RenderEnv } from '../markdownTypes';

type Token = ReturnType<MarkdownIt['parse']>[number];

/** `{#id}` at the very end of a heading, with optional whitespace before it. */
const EXPLICIT_ID = /\s*\{#([^{}]*)\}\s*$/;

/** What an explicit id may contain: letters, marks and numbers of any script, `-`, `_`, `.` and `:`. */
const VALID_ID = /^[\p{L}\p{M}\p{N}_.:-]+$/u;

/** Whether an explicit heading id is usable as written (non-empty, no spaces, quotes or markup). */
export function isValidHeadingId(id: string): boolean {
  return VALID_ID.test(id);
}

/** Splits `Title {#id}` into the title and the written id; null when the text ends otherwise. */
export function splitExplicitId(text: string): { title: string; id: string } | null {
  const match = EXPLICIT_ID.exec(text);
  if (!match || match[1] === undefined) return null;
  return { title: text.slice(0, match.index), id: match[1] };
}

function applyExplicitId(open: Token, inline: Token, env: RenderEnv): void {
  const children = inline.children ?? [];
  const last = children[children.length - 1];
  if (!last || last.type !== 'text') return;
  const split = splitExplicitId(last.content);
  if (!split) return;
  const line = env.bodyLine + (open.map?.[0] ?? 0);
  if (!isValidHeadingId(split.id)) {
    env.warnings?.push({
      file: env.file,
      line,
      message: `heading id "{#${split.id}}" is not valid: use letters, digits, "-", "_", "." or ":" with no spaces or quotes (the text is shown as written)`,
    });
    return;
  }
  const rest = split.title.trimEnd();
  if (rest === '' && children.length === 1) {
    env.warnings?.push({ file: env.file, line, message: `heading "{#${split.id}}" has an id but no text: write the heading before the id` });
    return;
  }
  if (rest === '') children.pop();
  else last.content = rest;
  inline.content = inline.content.replace(EXPLICIT_ID, '');
  open.attrSet('id', split.id);
}

/** Installs the rule that moves a trailing `{#id}` of a heading into its id attribute. */
export function headingIdsPlugin(md: MarkdownIt): void {
  // After text_join, a heading's trailing text is one token even where `{` and `#` split it.
  md.core.ruler.after('text_join', 'heading_ids', (state) => {
    const env = state.env as RenderEnv;
    const tokens = state.tokens;
    for (let i = 0; i < tokens.length - 1; i += 1) {
      const open = tokens[i];
      const inline = tokens[i + 1];
      if (open?.type === 'heading_open' && inline?.type === 'inline') applyExplicitId(open, inline, env);
    }
  });
}
