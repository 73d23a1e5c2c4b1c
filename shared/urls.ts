// URL rules shared by the server (content index, redirects) and the client (navigation).

/** The URL the shared Not Found page is rendered for (the browser keeps the address it asked for). */
export const NOT_FOUND_URL = '/404/';

/** Maps a content file path (relative, forward slashes) to its page URL. */
export function fileToUrl(relativePath: string): string {
  const withoutExtension = relativePath.replace(/\.mdx?$/, '');
  const parts = withoutExtension.split('/').filter(Boolean);
  const last = parts.length - 1;
  if (last >= 0) parts[last] = (parts[last] ?? '').replace(/^_/, '');
  if (parts[last] === 'index') parts.pop();
  return parts.length === 0 ? '/' : `/${parts.join('/')}/`;
}

/** The first path segment of a URL ('' for the root). */
export function sectionOf(url: string): string {
  return url.split('/').filter(Boolean)[0] ?? '';
}

/** Adds a trailing slash to a path that lacks one. */
export function withTrailingSlash(pathname: string): string {
  return pathname.endsWith('/') ? pathname : `${pathname}/`;
}

/** URL of the JSON page data of a page for a given content version. */
export function pageDataUrl(contentVersion: string, pageUrl: string): string {
  return `/page-data/${contentVersion}${withTrailingSlash(pageUrl)}data.json`;
}

/** Splits a page-data request path into version and page URL, or null when it is not one. */
export function parsePageDataPath(pathname: string): { version: string; url: string } | null {
  const match = /^\/page-data\/([A-Za-z0-9_-]+)(\/(?:.*\/)?)data\.json$/.exec(pathname);
  if (!match || match[1] === undefined || match[2] === undefined) return null;
  return { version: match[1], url: match[2] };
}

/** True for absolute http(s) URLs and protocol-relative ones. */
export function isExternalUrl(href: string): boolean {
  return /^(?:[a-z][a-z0-9+.-]*:)?\/\//i.test(href) || /^mailto:/i.test(href);
}

/** Formats a page title for <title>: 'Title | product', or the product alone for its home. */
export function documentTitle(pageTitle: string, product: string): string {
  return pageTitle === product || pageTitle === '' ? product : `${pageTitle} | ${product}`;
}
