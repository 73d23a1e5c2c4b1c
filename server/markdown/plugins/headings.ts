// Collects the headings of a page (levels 1 to 3) for its sidebar and the index: a core rule
// that runs after markdown-it-anchor's, reads each heading's id (set there) and text from the
// tokens, and lists them in the render's env.
import type { Md as MarkdownIt, RenderEnv } from '../markdownTypes';

/** The deepest heading level listed. */
const DEEPEST_LISTED = 3;

/** Installs the rule; markdown-it-anchor must be installed before. */
export function headingsPlugin(md: MarkdownIt): void {
  md.core.ruler.after('anchor', 'collect_headings', (state) => {
    const env = state.env as RenderEnv;
    const tokens = state.tokens;
    tokens.forEach((token, i) => {
      const level = Number(token.tag.slice(1));
      const id = token.type === 'heading_open' ? token.attrGet('id') : null;
      if (id === null || level > DEEPEST_LISTED) return;
      // The heading's text as markdown-it-anchor reads it to make the id: text and code only.
      const title = (tokens[i + 1]?.children ?? []).filter((child) => child.type === 'text' || child.type === 'code_inline').map((child) => child.content).join('');
      env.anchors.push({ title: title.trim(), id: String(id), level });
    });
  });
}
