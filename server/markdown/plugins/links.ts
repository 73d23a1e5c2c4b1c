// Link rewriting: internal links written without a trailing slash get one (a click costs no
// redirect), and external links get rel="noopener noreferrer". markdown-it's own link
// validation (no javascript:, vbscript:, file: or non-image data: URLs) stays on.
import type { Md as MarkdownIt } from '../types';
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

/** Installs the link_open renderer. */
export function linksPlugin(md: MarkdownIt): void {
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
