// What raw HTML written in content may contain: an allowlist of elements and attributes (what
// the pages really use, plus the markup of the MDX components, which reaches the sanitiser as
// raw HTML), and the URLs an attribute may carry. Content comes from strangers' pull requests,
// so everything else (script, style, frames, forms, meta, base, event handlers, style
// attributes, javascript: and data: URLs) is removed. Pure data and predicates; the sanitiser
// that applies them is sanitizeAuthorHtml.ts.

/** Attributes every allowed element may carry. */
export const GLOBAL_ATTRIBUTES: readonly string[] = ['class', 'title', 'lang', 'dir'];

/** Allowed elements, each with the attributes it may carry besides the global ones. */
export const ALLOWED_ELEMENTS: Readonly<Record<string, readonly string[]>> = {
  // Text and structure.
  a: ['href', 'rel', 'target'],
  b: [],
  blockquote: [],
  br: [],
  code: [],
  dd: [],
  del: [],
  details: ['open'],
  div: ['align'],
  dl: [],
  dt: [],
  em: [],
  hr: [],
  i: [],
  ins: [],
  kbd: [],
  li: [],
  mark: [],
  ol: ['start', 'reversed'],
  p: ['align'],
  s: [],
  samp: [],
  small: [],
  span: ['role', 'aria-label'],
  strike: [],
  strong: [],
  sub: [],
  summary: [],
  sup: [],
  u: [],
  ul: [],
  // Images.
  img: ['src', 'srcset', 'sizes', 'alt', 'width', 'height', 'loading', 'decoding'],
  picture: [],
  source: ['srcset', 'sizes', 'type', 'media', 'width', 'height'],
  // Tables.
  caption: [],
  table: [],
  thead: [],
  tbody: [],
  tfoot: [],
  tr: [],
  th: ['align', 'colspan', 'rowspan', 'scope'],
  td: ['align', 'colspan', 'rowspan'],
  // The colour swatch of <BrandingSample>: a plain shape, no links, scripts or animation.
  svg: ['width', 'height', 'viewbox', 'aria-hidden'],
  rect: ['x', 'y', 'width', 'height', 'rx', 'fill'],
};

/** Attributes whose value is a URL (srcset: a list of them). */
const URL_ATTRIBUTES = new Set(['href', 'src']);
const SRCSET_ATTRIBUTES = new Set(['srcset']);
const COLOUR = /^(?:#[0-9a-f]{3,8}|[a-z]{3,20})$/i;

// Characters a browser ignores or strips inside a URL's scheme (C0 controls, space, DEL, and
// invisible format characters), removed before the scheme is read.
const IGNORED_IN_URL = /[\u0000-\u0020\u007f-\u009f\u00ad\u200b-\u200f\u2028\u2029\u2060\ufeff]/g;
const SCHEME = /^([a-z][a-z0-9+.-]*):/i;
const ALLOWED_SCHEMES = new Set(['http', 'https', 'mailto']);

/** Whether an element may appear in content HTML. */
export function isAllowedElement(name: string): boolean {
  return Object.hasOwn(ALLOWED_ELEMENTS, name);
}

/** Whether a URL (entities already decoded) is http(s), mailto, relative or a fragment.
 * Protocol-relative URLs (//host) lead to another site and are refused. */
export function isAllowedUrl(url: string): boolean {
  const compact = url.replace(IGNORED_IN_URL, '');
  const scheme = SCHEME.exec(compact)?.[1];
  if (scheme) return ALLOWED_SCHEMES.has(scheme.toLowerCase());
  return !/^[\\/]{2}/.test(compact);
}

/** The URLs of a srcset value (each candidate is "url [descriptor]"). */
export function srcsetUrls(value: string): string[] {
  return value
    .split(/,(?:\s+|$)/)
    .map((candidate) => candidate.trim().split(/\s+/)[0] ?? '')
    .filter((url) => url !== '');
}

/** Why an attribute (entities decoded, name lower case) may not stay on an allowed element, or
 * null when it may. */
export function attributeProblem(element: string, name: string, value: string): string | null {
  if (!GLOBAL_ATTRIBUTES.includes(name) && !(ALLOWED_ELEMENTS[element] ?? []).includes(name)) {
    if (/^on/.test(name)) return 'event handler attributes are not allowed';
    if (name === 'style') return 'style attributes are not allowed (use the site\'s classes)';
    return `<${element}> may carry only ${[...(ALLOWED_ELEMENTS[element] ?? []), ...GLOBAL_ATTRIBUTES].join(', ')}`;
  }
  if (URL_ATTRIBUTES.has(name) && !isAllowedUrl(value)) return 'only http(s), mailto, relative and #fragment URLs are allowed';
  if (SRCSET_ATTRIBUTES.has(name) && !srcsetUrls(value).every(isAllowedUrl)) return 'only http(s) and relative image URLs are allowed';
  if (element === 'rect' && name === 'fill' && !COLOUR.test(value.trim())) return 'a fill must be a colour (#hex or a name)';
  return null;
}
