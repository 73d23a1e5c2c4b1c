// Where the whole navigation of a content version is (every section, as the phone drawer lists
// it), in English, in a translation or in an older documentation version: each names its own
// pages' titles and addresses, the ones its section pieces name. Imports nothing: the drawer's
// chunk is its only user in the browser, so it adds nothing to a page's first load.

/** URL of the whole navigation of a content version; `prefix` is the first segment of the
 * pages' addresses (a translation's language, an older version's `v4`), null for English. */
export function siteNavUrl(version: string, prefix: string | null): string {
  return prefix === null ? `/page-data/${version}/nav.json` : `/page-data/${version}/${prefix}/nav.json`;
}
