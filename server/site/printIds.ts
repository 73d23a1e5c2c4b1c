// Ids in a print view. A printable page puts many pages one after another, and their headings
// share ids ("next-steps" once per page), so an in-page link would reach the first copy. Each
// page gets a prefix made from its URL; every id the page declares (its heading anchors, and
// any other id attribute it carries) is renamed under that prefix, and the page's own links to
// those ids, and links from any page of the view to another page in it, follow the new names.
// The renaming works from the ids each page declares, never by guessing at the finished view.
import type { Anchor } from '../../shared/types';

/** One page of a print view: its URL, its declared anchors and its HTML. */
export interface PrintPage {
  url: string;
  anchors: Anchor[];
  html: string;
}

/** A page's HTML with ids renamed, and the id of the page itself in the view. */
export interface PrintedPage {
  id: string;
  html: string;
}

/** `id="…"` and `href="…"` attributes as the markdown renderer writes them (double quotes). */
const ATTRIBUTE = /(\s)(id|href)="([^"]*)"/g;

/** The id of a page in a print view: its URL's path segments joined ('/concepts/modules/' → 'concepts-modules'). */
export function printPageId(url: string): string {
  const slug = url.split('/').filter(Boolean).join('-');
  return `page-${slug || 'home'}`;
}

/** The ids a page declares: its anchors and its id attributes. */
function declaredIds(page: PrintPage): Set<string> {
  const ids = new Set(page.anchors.map((anchor) => anchor.id));
  for (const match of page.html.matchAll(ATTRIBUTE)) if (match[2] === 'id' && match[3]) ids.add(match[3]);
  return ids;
}

/** A fragment as the id it names (left as written when it is not valid percent-encoding). */
function decodedFragment(fragment: string): string {
  try {
    return decodeURIComponent(fragment);
  } catch (error: unknown) {
    if (error instanceof URIError) return fragment;
    throw error;
  }
}

/** Pages of a print view with unique ids and their links pointing inside the view. */
export function uniquePrintIds(pages: PrintPage[]): PrintedPage[] {
  const byUrl = new Map(pages.map((page) => [page.url, { prefix: printPageId(page.url), ids: declaredIds(page) }]));
  const target = (own: string, href: string): string | null => {
    const hashAt = href.indexOf('#');
    const path = hashAt < 0 ? href : href.slice(0, hashAt);
    const fragment = hashAt < 0 ? '' : decodedFragment(href.slice(hashAt + 1));
    const page = byUrl.get(path === '' ? own : path);
    if (!page) return null;
    if (fragment === '') return `#${page.prefix}`;
    return page.ids.has(fragment) ? `#${page.prefix}--${fragment}` : null;
  };
  return pages.map((page) => {
    const own = byUrl.get(page.url);
    const prefix = own?.prefix ?? printPageId(page.url);
    const html = page.html.replace(ATTRIBUTE, (whole, space: string, name: string, value: string) => {
      if (name === 'id') return own?.ids.has(value) ? `${space}id="${prefix}--${value}"` : whole;
      const renamed = value.startsWith('#') || value.startsWith('/') ? target(page.url, value) : null;
      return renamed === null ? whole : `${space}href="${renamed}"`;
    });
    return { id: prefix, html };
  });
}
