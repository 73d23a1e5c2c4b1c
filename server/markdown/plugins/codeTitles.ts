// A paragraph that is only a bold file name right before a fenced block becomes that block's
// title (shown in the code block header) instead of a separate paragraph.
import type { Md as MarkdownIt } from '../markdownTypes';

const TITLE = /^\*\*([^*\n]{1,200})\*\*$/;

/** Installs the core rule; it runs after block parsing and before inline parsing. */
export function codeTitlesPlugin(md: MarkdownIt): void {
  md.core.ruler.after('block', 'code_titles', (state) => {
    const tokens = state.tokens;
    for (let i = 0; i + 3 < tokens.length; i += 1) {
      const open = tokens[i];
      const inline = tokens[i + 1];
      const close = tokens[i + 2];
      const fence = tokens[i + 3];
      if (open?.type !== 'paragraph_open' || inline?.type !== 'inline' || close?.type !== 'paragraph_close') continue;
      if (fence?.type !== 'fence') continue;
      const match = TITLE.exec(inline.content.trim());
      if (!match?.[1]) continue;
      fence.meta = { ...(fence.meta as object | null), title: match[1].trim() };
      tokens.splice(i, 3);
    }
  });
}
