// Which addresses a link written by a page's author may have: the schemes the body's raw HTML
// keeps (http, https, mailto: sanitizeAuthorHtml.ts), or a path of the site or relative to the
// page, never one a browser reads as another host (`//host`, `/\host`). Frontmatter links
// (related, source, edit, repo) go through it as body links do. Pure.

const ALLOWED_SCHEMES = new Set(['http', 'https', 'mailto']);
// Browsers drop these before reading a URL: `java\tscript:` is `javascript:`.
const IGNORED = /[\u0000-\u0020\u007f-\u009f]/g;

/** Why an author's link address is refused, or null when it may be used. */
export function linkUrlProblem(url: string): string | null {
  const compact = url.replace(IGNORED, '');
  if (compact === '') return 'is empty';
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(compact)?.[1];
  if (scheme !== undefined) return ALLOWED_SCHEMES.has(scheme.toLowerCase()) ? null : `uses the scheme "${scheme}:", which is not allowed`;
  if (/^[/\\]{2}/.test(compact) || /^\/\\/.test(compact)) return 'leads to another host without naming a scheme';
  return null;
}
