// Builds the app over a site serving an older documentation version beside the current one,
// for HTTP tests: in-memory content (or a site loaded from folders), silent logs.
import { createRequestHandler } from '../../server/app';
import { createPageCaches } from '../../server/cache/pageCaches';
import { createContentStore } from '../../server/content/store';
import { createLocaleSearch } from '../../server/search/localeSearch';
import type { LoadedSite } from '../../server/site/loadSite';
import { createSite, type Site } from '../../server/site/site';
import { DEFAULT_LOCALE } from '../../shared/i18n';
import { versionSegment } from '../../shared/versions';
import { fixtureDeps, SAMPLE_SITE, snapshotOf } from './testApp';

/** A small webpack 4 site: home, two concept pages (one renamed since: content/redirects.json of
 * SAMPLE_V5 sends its path on), a page the current version lacks, and the older callouts. */
export const SAMPLE_V4: [string, string][] = [
  ['index.md', '---\ntitle: webpack 4\n---\n\nAn older bundler.\n'],
  ['concepts/index.md', '---\ntitle: Concepts\nsort: -1\n---\n\nSee [entry points](/concepts/entry-points/) and [modes](/concepts/mode/).\n'],
  ['concepts/entry-points.md', '---\ntitle: Entry Points\nsort: 1\n---\n\n## Single Entry Syntax\n\nT> A tip about __entries__.\n\nW> A warning.\n\n?> A todo.\n'],
  ['concepts/old-entries.md', '---\ntitle: Old Entries\nsort: 2\n---\n\nThe old way (renamed later).\n'],
  ['concepts/commons-chunk.md', '---\ntitle: Commons Chunk\nsort: 3\n---\n\nGone in webpack 5: zzcommonsquux.\n'],
];

/** SAMPLE_SITE with a redirect from the page webpack 4 calls old-entries. */
export const SAMPLE_V5: [string, string][] = [...SAMPLE_SITE, ['redirects.json', JSON.stringify({ '/concepts/old-entries/': '/concepts/entry-points/' })]];

/** The app over a site and its search indexes (older versions' keyed by prefix segment). */
export function appOverSite(site: Site, indexed: ReadonlyMap<string, ReturnType<Site['store']['current']>>, cacheMaxBytes = 10 * 1024 * 1024) {
  const caches = createPageCaches(cacheMaxBytes);
  const search = createLocaleSearch(indexed);
  const app = createRequestHandler({
    search: search.lookup,
    site,
    cache: caches.pages,
    parts: caches.parts,
    ...fixtureDeps(),
  });
  return { app, site, caches };
}

/** The app over SAMPLE_V5 with SAMPLE_V4 served under /v4/. */
export function versionedApp(v5: [string, string][] = SAMPLE_V5, v4: [string, string][] = SAMPLE_V4) {
  const current = createContentStore(snapshotOf(v5));
  const older = createContentStore(snapshotOf(v4, versionSegment('4')));
  const site = createSite(current, [], null, undefined, [{ name: '4', store: older }]);
  return { ...appOverSite(site, new Map([[DEFAULT_LOCALE, current.current()], [versionSegment('4'), older.current()]])), current, older };
}

/** The app over a site loaded from folders (server/site/loadSite.ts), versions indexed. */
export function appOverLoaded(loaded: LoadedSite, cacheMaxBytes = 0) {
  const all = [...loaded.languages, ...loaded.versions];
  return appOverSite(loaded.site, new Map(all.map((l) => [l.locale, l.store.current()] as const)), cacheMaxBytes);
}
