// Link rewriting: internal links written without a trailing slash get one (a click costs no
// redirect), and external links get rel="noopener noreferrer". markdown-it's own link
// validation (no javascript:, vbscript:, file: or non-image data: URLs) stays on. A link whose
// text says nothing on its own ("here", "read more") gets a warning for the writer: screen
// readers list links out of context and search engines read the text as the target's topic.
// Until the writer fixes it, the link carries visually hidden text naming its target (the
// target page's title, or the address of an external one), so that out of context it reads
// "here (Module Resolution)" while the page looks as written.
import type { Md as MarkdownIt, RenderEnv } from '../markdownTypes';
import { NO_SLASH_PATHS } from '../../../shared/routes';
import { isExternalUrl } from '../../../shared/urls';
import { escapeHtml } from '../escape';

/** Adds the trailing slash to an internal page path (unless the route table lists it without
 * one), keeping query and hash. */
export function normalizeInternalHref(href: string): string {
  const match = /^(\/[^?#]*)([?#].*)?$/.exec(href);
  if (!match || match[1] === undefined) return href;
  let path = match[1];
  const rest = match[2] ?? '';
  if (path.startsWith('//')) return href;
  path = path.replace(/\/index\.mdx?$/, '/').replace(/\.mdx?$/, '');
  const last = path.split('/').pop() ?? '';
  if (!path.endsWith('/') && !last.includes('.') && !NO_SLASH_PATHS.includes(path)) path += '/';
  return path + rest;
}

/** Link syntax whose address has a space in it (a typo in the address): not a link. */
const BROKEN_LINK = /\[[^\]\n]*\]\((?:\/|https?:\/\/|\.\.?\/)[^()\s]*\s+[^()\s"']+\)/g;

/** Link texts that tell nothing about where the link goes. */
const VAGUE_LINK_TEXT = new Set(['here', 'click here', 'click', 'this', 'this page', 'link', 'this link', 'more', 'read more', 'learn more', 'more info', 'go', 'start', 'right here']);

/** Whether a link's visible text, as a reader would see it, says nothing on its own. */
export function isVagueLinkText(text: string): boolean {
  return VAGUE_LINK_TEXT.has(text.replace(/\s+/g, ' ').trim().replace(/[.:!]+$/, '').toLowerCase());
}

/** A page's name from its path when its title is unknown: the last segment, in words. */
function nameFromPath(path: string): string {
  const last = path.split('/').filter(Boolean).pop();
  if (!last) return 'home page';
  const words = last.replace(/[-_]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** What a link leads to, in a few words: the title of a page of the site (or its name from the
 * path), or the address of an external page; null for mail and same-page links. */
export function linkTargetName(href: string, pageTitle?: (url: string) => string | undefined): string | null {
  if (/^mailto:/i.test(href)) return null;
  if (isExternalUrl(href)) {
    try {
      const url = new URL(href, 'https://example.invalid');
      return `${url.host}${url.pathname}`.replace(/\/$/, '');
    } catch {
      return null;
    }
  }
  if (!href.startsWith('/')) return null;
  const path = normalizeInternalHref(href).replace(/[?#].*$/, '');
  return pageTitle?.(path) ?? nameFromPath(path);
}

/** Installs the link_open renderer and the vague-link-text check. */
export function linksPlugin(md: MarkdownIt): void {
  md.core.ruler.push('vague_link_text', (state) => {
    const env = state.env as RenderEnv;
    if (!Array.isArray(env.warnings)) return;
    for (const block of state.tokens) {
      if (block.type !== 'inline' || !block.children) continue;
      // `[text](/a b)` is no link in markdown (an address has no spaces): the writer sees it
      // as text on the page, and is told why.
      for (const broken of block.content.replace(/`[^`]*`/g, '').matchAll(BROKEN_LINK)) {
        env.warnings.push({
          file: env.file,
          line: env.bodyLine + (block.map?.[0] ?? 0),
          message: `"${broken[0]}" is shown as text, not as a link: its address contains a space (write it without, or as %20)`,
        });
      }
      const children = block.children;
      // The link being read and its text; code in it names a thing, so such a link is left alone.
      let open: (typeof children)[number] | null = null;
      let text = '';
      let hasCode = false;
      for (let i = 0; i < children.length; i += 1) {
        const token = children[i] as (typeof children)[number];
        if (token.type === 'link_open') {
          open = token;
          text = '';
          hasCode = false;
        } else if (token.type === 'link_close' && open) {
          if (!hasCode && isVagueLinkText(text)) {
            env.warnings.push({
              file: env.file,
              line: env.bodyLine + (block.map?.[0] ?? 0),
              message: `link text "${text.trim()}" does not say where the link goes; name the target instead (for example "the module resolution guide")`,
            });
            const target = linkTargetName(String(open.attrGet('href') ?? ''), env.pageTitle);
            if (target) {
              const description = new state.Token('link_description', '', 0);
              description.content = target;
              children.splice(i, 0, description);
              i += 1;
            }
          }
          open = null;
        } else if (open && token.type === 'text') text += token.content;
        else if (token.type === 'code_inline') hasCode = true;
      }
    }
  });
  md.renderer.rules.link_description = (tokens, idx) => `<span class="sr-only"> (${escapeHtml(tokens[idx]?.content ?? '')})</span>`;
  const defaultRender = md.renderer.rules.link_open;
  md.renderer.rules.link_open = (tokens, idx, options, env, self) => {
    const token = tokens[idx];
    const rawHref = token?.attrGet('href');
    const href = rawHref === null || rawHref === undefined ? null : String(rawHref);
    if (token && href) {
      if (isExternalUrl(href)) {
        if (!/^mailto:/i.test(href)) token.attrSet('rel', 'noopener noreferrer');
      } else {
        const normalized = normalizeInternalHref(href);
        const localize = (env as RenderEnv).localizeHref;
        token.attrSet('href', localize ? localize(normalized) : normalized);
      }
    }
    return defaultRender ? defaultRender(tokens, idx, options, env, self) : self.renderToken(tokens, idx, options);
  };
}
