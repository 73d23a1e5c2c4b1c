// Raw HTML in content is allowed (tables use <br />, pages use <img>, <div>, <sup>), but it
// must not carry script: event handler attributes, <script> tags and javascript:/vbscript:/
// data: (non-image) URLs are neutralised, the same rule markdown-it applies to links.
import type { Md as MarkdownIt } from '../types';

const EVENT_ATTRIBUTE = /\s+on[a-z]+\s*=\s*(?:"[^"]*"|'[^']*'|[^\s>]+)/gi;
const SCRIPT_TAG = /<\/?(?:script|iframe|object|embed|base|meta|link|style)\b[^>]*>/gi;
const URL_ATTRIBUTE = /(\s(?:href|src|action|formaction|xlink:href|poster|srcset)\s*=\s*)("([^"]*)"|'([^']*)'|([^\s>]+))/gi;

function isDangerousUrl(url: string): boolean {
  const compact = url.replace(/[\u0000-\u0020]/g, '').toLowerCase();
  if (/^(?:javascript|vbscript|file):/.test(compact)) return true;
  return compact.startsWith('data:') && !/^data:image\/(?:gif|png|jpeg|webp);/.test(compact);
}

/** Removes script-carrying parts from a piece of raw HTML. */
export function sanitizeRawHtml(html: string): string {
  return html
    .replace(/<(script|style|iframe)\b[\s\S]*?<\/\1\s*>/gi, '')
    .replace(SCRIPT_TAG, '')
    .replace(EVENT_ATTRIBUTE, '')
    .replace(URL_ATTRIBUTE, (whole, prefix: string, _q, dq?: string, sq?: string, bare?: string) =>
      isDangerousUrl(dq ?? sq ?? bare ?? '') ? `${prefix}"#"` : whole,
    );
}

/** Installs renderers for html_block and html_inline that sanitise raw HTML. */
export function rawHtmlSafetyPlugin(md: MarkdownIt): void {
  md.renderer.rules.html_block = (tokens, idx) => sanitizeRawHtml(tokens[idx]?.content ?? '');
  md.renderer.rules.html_inline = (tokens, idx) => sanitizeRawHtml(tokens[idx]?.content ?? '');
}
