// Wraps tables in a focusable scroll container so wide tables scroll sideways on a phone
// instead of breaking the layout, and writes column alignment as a class: markdown-it writes it
// as a style attribute, which the page's Content Security Policy blocks.
import type { Md as MarkdownIt } from '../markdownTypes';

const ALIGNMENT = /^text-align:(left|right|center)$/;

/** Installs the table_open/table_close renderers and the alignment rewrite. */
export function tablesPlugin(md: MarkdownIt): void {
  md.renderer.rules.table_open = () => '<div class="table-wrap" tabindex="0" role="region" aria-label="Table"><table>\n';
  md.renderer.rules.table_close = () => '</table></div>\n';
  md.core.ruler.after('block', 'table_alignment_class', (state) => {
    for (const token of state.tokens) {
      if (token.type !== 'th_open' && token.type !== 'td_open') continue;
      const alignment = ALIGNMENT.exec(String(token.attrGet('style') ?? ''))?.[1];
      if (!alignment) continue;
      token.attrs = (token.attrs ?? []).filter(([name]) => name !== 'style');
      token.attrJoin('class', `align-${alignment}`);
    }
  });
}
