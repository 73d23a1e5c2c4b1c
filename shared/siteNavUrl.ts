// Where the whole navigation of a content version is (every section, as the phone drawer lists
// it), in English or in a translation: a translation's names its own pages' titles and addresses,
// the ones its section pieces name. Imports nothing: the drawer's chunk is its only user in the
// browser, so it adds nothing to a page's first load.

/** URL of the whole navigation of a content version; `translation` is null for English. */
export function siteNavUrl(version: string, translation: string | null): string {
  return translation === null ? `/page-data/${version}/nav.json` : `/page-data/${version}/${translation}/nav.json`;
}
