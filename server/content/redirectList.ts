// Redirects every deployment knows, on top of content/redirects.json: old addresses that
// upstream links and bookmarks still use. Each applies only when its target page exists.

/** Old path (optionally with #fragment) → new path. */
export const LEGACY_REDIRECTS: Record<string, string> = {
  // The cache options once lived on the "Other Options" page; the server never sees the
  // fragment, so the browser performs this one.
  '/configuration/other-options/#cache': '/configuration/cache/',
};

/** The redirects in force: built-in ones whose target exists, then the content's own. */
export function effectiveRedirects(own: Record<string, string>, pageExists: (path: string) => boolean): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [from, to] of Object.entries(LEGACY_REDIRECTS)) if (pageExists(to.split('#')[0] ?? to)) out[from] = to;
  return { ...out, ...own };
}
