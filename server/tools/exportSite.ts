// npm run export -- --out DIR: writes every route as static HTML with the assets, page data
// for client navigation, 404.html, sitemap.xml, robots.txt, the blog feed, llms.txt and the
// markdown sources, ready for any static host or CDN; each translation (TRANSLATION_DIRS) under
// its locale, /ko/... beside the English pages.
import { sectionNavUrl } from '../../shared/sectionPiece';
import { sectionHash } from '../render/sectionHash';
import { cp, mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { NOT_FOUND_URL, pageDataUrl, withTrailingSlash } from '../../shared/urls';
import type { ContentSnapshot } from '../content/contentSnapshot';
import { renderFolder } from '../i18n/folderContent';
import { createContentStore } from '../content/store';
import type { TranslationDir } from '../config';
import { localizedUrl, splitLocale } from '../../shared/i18n';
import { resolveLocalizedPage } from '../i18n/localizedPage';
import { createSiteContent } from '../i18n/site';
import { localizedLlmsTxt, localizedRobotsTxt, localizedSitemapXml, localizedSource } from '../i18n/siteFeeds';
import { readContentFolder } from '../content/read';
import { siteUrls } from '../content/siteUrls';
import { readGitDates } from '../content/gitDates';
import { createTranslationReportProvider, translationDates } from '../content/translationStatus';
import type { Route, RouteSpec } from '../../shared/routes';
import { blogFeedXml } from '../feeds/rss';
import { llmsTxt } from '../feeds/llms';
import { readManifest, type ClientManifest } from '../render/manifest';
import { siteNavigation } from '../render/resolvePageData';
import { renderPageToBuffer } from '../render/pageToBuffer';

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

/** Reads and renders one content folder (a translation's under its locale). */
async function loadFolder(dir: string, locale: string | null) {
  const files = await readContentFolder(dir);
  return { files, snapshot: renderFolder(files, locale, 'https://github.com/webpack/webpack.js.org/edit/main/content').snapshot };
}

/** Writes the whole site into `out`, each translation under its locale; returns the number of
 * HTML pages written. */
export async function exportSite(options: { contentDir: string; clientDir: string; out: string; siteUrl: string; translations?: readonly TranslationDir[] }): Promise<number> {
  const { files, snapshot } = await loadFolder(options.contentDir, null);
  const translations = [];
  for (const t of options.translations ?? []) translations.push({ ...t, ...(await loadFolder(t.dir, t.locale)) });
  const englishDates = translations.length > 0 ? await readGitDates(options.contentDir) : null;
  const withDates = await Promise.all(translations.map(async (t) => ({ ...t, dates: await readGitDates(t.dir) })));
  const site = createSiteContent(
    createContentStore(snapshot),
    withDates.map((t) => ({ locale: t.locale, store: createContentStore(t.snapshot), dir: t.dir, dates: translationDates(englishDates, t.dates) })),
    null,
    createTranslationReportProvider(() => snapshot, englishDates, () => withDates.map((t) => ({ locale: t.locale, snapshot: t.snapshot, dates: t.dates }))),
  );
  const manifest: ClientManifest = readManifest(options.clientDir);
  const origin = options.siteUrl.replace(/\/$/, '');
  const version = site.store.current().version;
  const boot = (url: string) => ({ contentVersion: version, analyticsId: null, docsearch: null, live: false, page: resolveLocalizedPage(site, url).data });
  const urls = [
    ...exportedUrls(snapshot),
    ...site.locales.flatMap((locale) => {
      const view = site.view(locale);
      return view ? exportedUrls(view.articles, (route: RouteSpec) => route.englishOnly !== true).map((url) => localizedUrl(locale, url)) : [];
    }),
  ];
  for (const url of urls) {
    const page = boot(url);
    await write(options.out, htmlFileOf(url), await renderPageToBuffer(page, manifest, site.locales.length > 0 ? origin : ''));
    await write(options.out, pageDataUrl(version, url).slice(1), JSON.stringify(page.page));
    const { locale, path } = splitLocale(url, site.locales);
    const source = localizedSource(site, url, locale, path);
    if (source !== null && url.endsWith('/')) await write(options.out, `${url}index.md`, source);
  }
  await write(options.out, '404.html', await renderPageToBuffer(boot(NOT_FOUND_URL), manifest));
  for (const locale of site.locales) {
    await write(options.out, `${locale}/404.html`, await renderPageToBuffer(boot(localizedUrl(locale, NOT_FOUND_URL)), manifest));
    await write(options.out, `${locale}/llms.txt`, localizedLlmsTxt(site, locale, origin) ?? '');
  }
  // Each section's navigation, which the pages name instead of carrying it (shared/sectionPiece.ts).
  const sections = [...snapshot.sections.values(), ...site.locales.flatMap((l) => [...(site.view(l)?.snapshot.sections.values() ?? [])])];
  for (const section of sections) await write(options.out, sectionNavUrl(section.name, sectionHash(section)).slice(1), JSON.stringify(section));
  await write(options.out, `page-data/${version}/nav.json`, JSON.stringify(siteNavigation(snapshot)));
  await write(options.out, 'api/sponsors.json', JSON.stringify(snapshot.data.sponsors ?? { ranks: {} }));
  await write(options.out, 'api/starter-kits.json', JSON.stringify(snapshot.data.starterKits));
  await write(options.out, 'sitemap.xml', localizedSitemapXml(site, origin));
  await write(options.out, 'robots.txt', localizedRobotsTxt(site, origin));
  await write(options.out, 'blog/feed.xml', blogFeedXml(snapshot, options.siteUrl));
  await write(options.out, 'llms.txt', llmsTxt(snapshot, options.siteUrl));
  await cp(join(options.clientDir, 'assets'), join(options.out, 'assets'), { recursive: true });
  await cp(join(options.clientDir, 'public'), options.out, { recursive: true });
  const assets = [
    { from: options.contentDir, to: 'content-assets', list: files.assets },
    ...translations.map((t) => ({ from: t.dir, to: `${t.locale}/content-assets`, list: t.files.assets })),
  ];
  for (const { from, to, list } of assets) {
    for (const asset of list) {
      const target = join(options.out, to, asset);
      await mkdir(dirname(target), { recursive: true });
      await cp(join(from, asset), target);
    }
  }
  return urls.length;
}
