// npm run export -- --out DIR: writes every route as static HTML with the assets, page data
// for client navigation, 404.html, sitemap.xml, robots.txt, the blog feed, llms.txt and the
// markdown sources, ready for any static host or CDN; each translation (TRANSLATION_DIRS) under
// its locale, /ko/... beside the English pages.
import { cp, mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { Logger } from 'pino';
import { DEFAULT_LOCALE } from '../../shared/i18n';
import type { Route, RouteSpec } from '../../shared/routes';
import { sectionNavUrl, withoutSectionNav } from '../../shared/sectionPiece';
import type { BootData } from '../../shared/types';
import { NOT_FOUND_URL, pageDataUrl, withTrailingSlash } from '../../shared/urls';
import { parseConfig, type Config } from '../config';
import type { ContentSnapshot } from '../content/contentSnapshot';
import { siteUrls } from '../content/siteUrls';
import { blogFeedXml } from '../feeds/rss';
import { silentLogger } from '../logger';
import { readManifest } from '../render/manifest';
import { renderPageToBuffer } from '../render/pageToBuffer';
import { addressesIn, addressOf, splitAddress } from '../site/addresses';
import { loadSite } from '../site/loadSite';
import { siteNavigation } from '../site/routePageData';
import { pageDataOf, resolve } from '../site/resolve';
import { sectionHash } from '../site/sectionHash';
import { localizedLlmsTxt, localizedRobotsTxt, localizedSitemapXml, localizedSource } from '../site/siteFeeds';

/** Every URL the site answers with a page (the app shell included). */
export function exportedUrls(snapshot: ContentSnapshot, keep: (route: Route) => boolean = () => true): string[] {
  return siteUrls(snapshot, keep).sort();
}

/** The file a page's HTML is written to: a path without its trailing slash is a folder too. */
function htmlFileOf(url: string): string {
  return `${withTrailingSlash(url)}index.html`;
}

async function write(out: string, relativePath: string, body: string | Buffer): Promise<void> {
  const file = join(out, relativePath);
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, body);
}

/** What the export is made from: the server's settings (any left out take the defaults the
 * server's would have) and the folder to write into. */
export type ExportOptions = Partial<Config> & { out: string };

/** Writes the whole site into `out`, each translation under its locale; returns the number of
 * HTML pages written. The site is loaded exactly as the server loads it (site/loadSite.ts). */
export async function exportSite(options: ExportOptions, log: Logger = silentLogger()): Promise<number> {
  const config: Config = { ...parseConfig({}, process.cwd()), ...options };
  const { site, languages } = await loadSite(config, log);
  const snapshot = site.english.current();
  const manifest = readManifest(config.clientDir);
  const origin = config.siteUrl.replace(/\/$/, '');
  const version = site.store.current().version;
  const boot = (url: string): BootData => ({ contentVersion: version, analyticsId: config.analyticsId, docsearch: config.docsearch, live: false, page: pageDataOf(resolve(site, url)) });
  const urls = [
    ...exportedUrls(snapshot),
    ...site.locales.flatMap((locale) => {
      const view = site.view(locale);
      return view ? exportedUrls(view.articles, (route: RouteSpec) => route.englishOnly !== true).map(addressesIn(locale)) : [];
    }),
  ];
  for (const url of urls) {
    const page = boot(url);
    await write(options.out, htmlFileOf(url), await renderPageToBuffer(page, manifest, origin));
    // The page data as the server sends it: its section's navigation named, not repeated.
    await write(options.out, pageDataUrl(version, url).slice(1), JSON.stringify(withoutSectionNav(page.page, sectionHash)));
    const source = url.endsWith('/') ? localizedSource(site, splitAddress(url, site.locales)) : null;
    if (source !== null) await write(options.out, `${url}index.md`, source);
  }
  for (const locale of [DEFAULT_LOCALE, ...site.locales]) {
    // Each language's Not Found page and llms.txt at the root of its addresses.
    const root = addressOf(locale, '/').slice(1);
    await write(options.out, `${root}404.html`, await renderPageToBuffer(boot(addressOf(locale, NOT_FOUND_URL)), manifest, origin));
    await write(options.out, `${root}llms.txt`, localizedLlmsTxt(site, locale, origin) ?? '');
  }
  // Each section's navigation, which the pages name instead of carrying it (shared/sectionPiece.ts).
  const sections = [...snapshot.sections.values(), ...site.locales.flatMap((l) => [...(site.view(l)?.snapshot.sections.values() ?? [])])];
  for (const section of sections) await write(options.out, sectionNavUrl(section.name, sectionHash(section)).slice(1), JSON.stringify(section));
  await write(options.out, `page-data/${version}/nav.json`, JSON.stringify(siteNavigation(snapshot)));
  await write(options.out, 'api/sponsors.json', JSON.stringify(snapshot.data.sponsors ?? { ranks: {} }));
  await write(options.out, 'api/starter-kits.json', JSON.stringify(snapshot.data.starterKits));
  await write(options.out, 'sitemap.xml', localizedSitemapXml(site, origin));
  await write(options.out, 'robots.txt', localizedRobotsTxt(site, origin));
  await write(options.out, 'blog/feed.xml', blogFeedXml(snapshot, origin));
  await cp(join(config.clientDir, 'assets'), join(options.out, 'assets'), { recursive: true });
  await cp(join(config.clientDir, 'public'), options.out, { recursive: true });
  for (const language of languages) {
    const to = addressOf(language.locale, '/content-assets').slice(1);
    for (const asset of language.files.assets) {
      const target = join(options.out, to, asset);
      await mkdir(dirname(target), { recursive: true });
      await cp(join(language.dir, asset), target);
    }
  }
  return urls.length;
}
