// Wraps tables in a focusable scroll container so wide tables scroll sideways on a phone
// instead of breaking the layout.
import type { Md as MarkdownIt } from '../markdownTypes';

/** Installs the table_open/table_close renderers. */
export function tablesPlugin(md: MarkdownIt): void {
  md.renderer.rules.table_open = () => '<div class="table-wrap" tabindex="0" role="region" aria-label="Table"><table>\n';
  md.renderer.rules.table_close = () => '</table></div>\n';
}
