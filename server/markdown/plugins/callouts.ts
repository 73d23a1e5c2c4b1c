// Paragraphs starting with "T> ", "W> " or "?> " become tip, warning and todo callouts
// (<aside> with a visible label), keeping the inline markdown inside them.
import type { Md as MarkdownIt } from '../markdownTypes';
import type { MessageKey, Messages } from '../../../shared/messages/messages';
import { escapeHtml } from '../escape';

const KINDS: Record<string, { kind: string; label: MessageKey }> = {
  T: { kind: 'tip', label: 'callout.tip' },
  W: { kind: 'warning', label: 'callout.warning' },
  '?': { kind: 'todo', label: 'callout.todo' },
};

const MARKER = /^([TW?])>[ \t]?/;

/** Installs the core rule (after block parsing, before inline) and the aside renderers; the
 * labels are the content's language's. */
export function calloutsPlugin(md: MarkdownIt, messages: Messages): void {
  md.core.ruler.after('block', 'callouts', (state) => {
    const tokens = state.tokens;
    for (let i = 0; i + 2 < tokens.length; i += 1) {
      const open = tokens[i];
      const inline = tokens[i + 1];
      if (open?.type !== 'paragraph_open' || inline?.type !== 'inline') continue;
      const marker = MARKER.exec(inline.content)?.[1];
      const kind = marker ? KINDS[marker] : undefined;
      if (!kind) continue;
      const callout = { kind: kind.kind, label: escapeHtml(messages[kind.label]) };
      inline.content = inline.content
        .split('\n')
        .map((line) => line.replace(MARKER, ''))
        .join('\n');
      open.meta = { ...(open.meta as object | null), callout };
      const close = tokens[i + 2];
      if (close?.type === 'paragraph_close') close.meta = { ...(close.meta as object | null), callout };
    }
  });
  const defaultOpen = md.renderer.rules.paragraph_open;
  const defaultClose = md.renderer.rules.paragraph_close;
  md.renderer.rules.paragraph_open = (tokens, idx, options, env, self) => {
    const callout = tokens[idx]?.meta?.callout as { kind: string; label: string } | undefined;
    if (callout) {
      return `<aside class="callout callout--${callout.kind}" aria-label="${callout.label}"><p class="callout__label" aria-hidden="true">${callout.label}</p><p>`;
    }
    return defaultOpen ? defaultOpen(tokens, idx, options, env, self) : self.renderToken(tokens, idx, options);
  };
  md.renderer.rules.paragraph_close = (tokens, idx, options, env, self) => {
    if (tokens[idx]?.meta?.callout) return '</p></aside>\n';
    return defaultClose ? defaultClose(tokens, idx, options, env, self) : self.renderToken(tokens, idx, options);
  };
}
