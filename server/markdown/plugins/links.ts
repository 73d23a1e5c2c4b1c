// Link rewriting: internal links written without a trailing slash get one (a click costs no
// redirect), and external links get rel="noopener noreferrer". markdown-it's own link
// validation (no javascript:, vbscript:, file: or non-image data: URLs) stays on. A link whose
// text says nothing on its own ("here", "read more") gets a warning for the writer: screen
// readers list links out of context and search engines read the text as the target's topic.
import type { Md as MarkdownIt, RenderEnv } from '../types';
import { isExternalUrl } from '../../../shared/urls';

/** Adds the trailing slash to an internal page path, keeping query and hash. */
export function normalizeInternalHref(href: string): string {
  const match = /^(\/[^?#]*)([?#].*)?$/.exec(href);
  if (!match || match[1] === undefined) return href;
  let path = match[1];
  const rest = match[2] ?? '';
  if (path.startsWith('//')) return href;
  path = path.replace(/\/index\.mdx?$/, '/').replace(/\.mdx?$/, '');
  const last = path.split('/').pop() ?? '';
  if (!path.endsWith('/') && !last.includes('.')) path += '/';
  return path + rest;
}

/** Link texts that tell nothing about where the link goes. */
const VAGUE_LINK_TEXT = new Set(['here', 'click here', 'click', 'this', 'this page', 'link', 'this link', 'more', 'read more', 'learn more', 'more info', 'go', 'start', 'right here']);

/** Whether a link's visible text, as a reader would see it, says nothing on its own. */
export function isVagueLinkText(text: string): boolean {
  return VAGUE_LINK_TEXT.has(text.replace(/\s+/g, ' ').trim().replace(/[.:!]+$/, '').toLowerCase());
}

/** Installs the link_open renderer and the vague-link-text check. */
export function linksPlugin(md: MarkdownIt): void {
  md.core.ruler.push('vague_link_text', (state) => {
    const env = state.env as RenderEnv;
    if (!Array.isArray(env.warnings)) return;
    for (const block of state.tokens) {
      if (block.type !== 'inline' || !block.children) continue;
      // The text of the link being read; code in it names a thing, so such a link is left alone.
      let text: string | null = null;
      let hasCode = false;
      for (const token of block.children) {
        if (token.type === 'link_open') {
          text = '';
          hasCode = false;
        } else if (token.type === 'link_close' && text !== null) {
          if (!hasCode && isVagueLinkText(text)) {
            env.warnings.push({
              file: env.file,
              line: env.bodyLine + (block.map?.[0] ?? 0),
              message: `link text "${text.trim()}" does not say where the link goes; name the target instead (for example "the module resolution guide")`,
            });
          }
          text = null;
        } else if (text !== null && token.type === 'text') text += token.content;
        else if (token.type === 'code_inline') hasCode = true;
      }
    }
  });
  const defaultRender = md.renderer.rules.link_open;
  md.renderer.rules.link_open = (tokens, idx, options, env, self) => {
    const token = tokens[idx];
    const rawHref = token?.attrGet('href');
    const href = rawHref === null || rawHref === undefined ? null : String(rawHref);
    if (token && href) {
      if (isExternalUrl(href)) {
        if (!/^mailto:/i.test(href)) token.attrSet('rel', 'noopener noreferrer');
      } else {
        token.attrSet('href', normalizeInternalHref(href));
      }
    }
    return defaultRender ? defaultRender(tokens, idx, options, env, self) : self.renderToken(tokens, idx, options);
  };
}
