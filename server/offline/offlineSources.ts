// Which pages offline reading lists for a language, and their data: the indexable pages (the
// print views repeat pages already kept, and the app shell is kept by the worker on its own),
// in English at their own addresses and in a translation under its prefix, with the English
// pages it lacks as the reader of that language sees them.
import { isEnglishOnly } from '../../shared/routes';
import { siteUrls } from '../content/siteUrls';
import { addressesIn } from '../site/addresses';
import { pageDataOf, resolve } from '../site/resolve';
import type { Site } from '../site/site';
import type { OfflineSource } from './offlineData';

/** The site's English pages, each resolved as client navigation resolves it; `version` is the
 * site's content version. */
export function englishOfflineSource(site: Site, version: string): OfflineSource {
  return { version, urls: siteUrls(site.english.current(), (route) => route.indexable), resolve: (url) => pageDataOf(resolve(site, url)) };
}

/** A translation's pages under its prefix, or null for a language the site does not have. */
export function localeOfflineSource(site: Site, locale: string, version: string): OfflineSource | null {
  const view = site.view(locale);
  if (!view) return null;
  const urls = siteUrls(view.snapshot, (route) => route.indexable && !isEnglishOnly(route.kind)).map(addressesIn(locale));
  return { version, urls, resolve: (url) => pageDataOf(resolve(site, url)) };
}
