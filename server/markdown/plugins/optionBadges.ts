// "Added in" and "deprecated since" badges on the options of reference pages, from the release
// data computed from webpack's published schemas (shared/data/webpackOptionVersions.json), never
// from what a writer typed: a typed `<Badge />` for an option is replaced by the computed one,
// and one that disagrees is reported with file and line. Two rules: before the MDX pieces, typed
// badges are taken out of the source (line count kept) and table rows get theirs; after block
// parsing, a badge line is put under each option heading.
import type { Md as MarkdownIt } from '../markdownTypes';
import type { RenderEnv } from '../markdownTypes';
import type { OptionVersions } from '../../../shared/optionVersions';
import type { Messages } from '../../../shared/messages/messages';
import { optionBadgeMarks, typedBadgeProblem, type OptionBadgeMark } from '../../reference/optionBadgeMarks';
import { addedBadgeHtml, deprecatedBadgeHtml } from '../versionBadge';

/** Options of the plugin: the computed data (null for content of another webpack version), and
 * the strings of the content's language. */
export interface OptionBadgesOptions {
  versions: OptionVersions | null;
  messages: Messages;
}

const TYPED_BADGE = /\s*<Badge\b[^>]*\/>/g;

function badges(mark: OptionBadgeMark, messages: Messages): string {
  return [mark.added ? addedBadgeHtml(mark.added, messages) : '', mark.deprecated ? deprecatedBadgeHtml(mark.deprecated, messages) : ''].filter(Boolean).join(' ');
}

/** A table row with its typed badges replaced by the computed ones (appended to the last cell when it had none). */
function rowWithBadges(row: string, html: string): string {
  let placed = false;
  const replaced = row.replace(TYPED_BADGE, (typed) => {
    if (placed || !html) return '';
    placed = true;
    return `${/^\s/.test(typed) ? ' ' : ''}${html}`;
  });
  if (placed || !html) return replaced;
  const end = /\s*\|\s*$/.exec(replaced);
  return end ? `${replaced.slice(0, end.index)} ${html} |` : `${replaced} ${html}`;
}

// Heading badges by render: the source rule finds them, the block rule places them.
const headingBadges = new WeakMap<object, Map<number, string>>();

/** Installs the two rules; with no data, the plugin does nothing. */
export function optionBadgesPlugin(md: MarkdownIt, options: OptionBadgesOptions): void {
  const { versions, messages } = options;
  if (!versions) return;
  md.core.ruler.before('mdx_pieces', 'option_badges_source', (state) => {
    const env = state.env as RenderEnv;
    const marks = optionBadgeMarks(env.file, state.src, versions);
    if (marks.length === 0) return;
    const lines = state.src.split('\n');
    const byLine = new Map<number, string>();
    for (const mark of marks) {
      const problem = typedBadgeProblem(mark);
      if (problem) env.warnings.push({ file: env.file, line: env.bodyLine + mark.line - 1, message: problem });
      if (mark.kind === 'row') {
        lines[mark.line - 1] = rowWithBadges(lines[mark.line - 1] ?? '', badges(mark, messages));
        continue;
      }
      for (const n of mark.typed.lines) lines[n - 1] = '';
      const html = badges(mark, messages);
      if (html) byLine.set(mark.line, html);
    }
    state.src = lines.join('\n');
    headingBadges.set(env, byLine);
  });
  md.core.ruler.after('block', 'option_badges_headings', (state) => {
    const byLine = headingBadges.get(state.env as object);
    if (!byLine || byLine.size === 0) return;
    for (let i = state.tokens.length - 1; i >= 0; i -= 1) {
      const token = state.tokens[i]!;
      const html = token.type === 'heading_open' && token.map ? byLine.get(token.map[0] + 1) : undefined;
      if (!html || state.tokens[i + 2]?.type !== 'heading_close') continue;
      const badge = new state.Token('html_block', '', 0);
      badge.content = `<p class="option-badges">${html}</p>\n`;
      badge.block = true;
      badge.map = token.map;
      state.tokens.splice(i + 3, 0, badge);
    }
  });
}
