// npm run export -- --out DIR: writes every route as static HTML with the assets, page data
// for client navigation, 404.html, sitemap.xml, robots.txt, the blog feed, llms.txt and the
// markdown sources, ready for any static host or CDN.
import { sectionNavUrl } from '../../shared/sectionPiece';
import { sectionHash } from '../render/sectionHash';
import { cp, mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { NOT_FOUND_URL, pageDataUrl, withTrailingSlash } from '../../shared/urls';
import { buildContent, type ContentSnapshot } from '../content/contentSnapshot';
import { contentAssetOptions } from '../content/contentAssets';
import { readContentFolder } from '../content/read';
import { siteUrls } from '../content/siteUrls';
import { blogFeedXml } from '../feeds/rss';
import { llmsTxt } from '../feeds/llms';
import { robotsTxt, sitemapXml } from '../feeds/sitemap';
import { createMarkdownRenderer } from '../markdown/createMarkdownRenderer';
import { readManifest, type ClientManifest } from '../render/manifest';
import { resolvePageData, siteNavigation } from '../render/resolvePageData';
import { renderPageToBuffer } from '../render/pageToBuffer';

/** Every URL the site answers with a page (the app shell included). */
export function exportedUrls(snapshot: ContentSnapshot): string[] {
  return siteUrls(snapshot).sort();
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

/** Writes the whole site into `out`; returns the number of HTML pages written. */
export async function exportSite(options: { contentDir: string; clientDir: string; out: string; siteUrl: string }): Promise<number> {
  const files = await readContentFolder(options.contentDir);
  const snapshot = buildContent(files, createMarkdownRenderer(contentAssetOptions(files)), { editBase: 'https://github.com/webpack/webpack.js.org/edit/main/content' });
  const manifest: ClientManifest = readManifest(options.clientDir);
  const version = snapshot.version;
  const boot = (url: string) => ({ contentVersion: version, analyticsId: null, docsearch: null, live: false, page: resolvePageData(snapshot, url) });
  const urls = exportedUrls(snapshot);
  for (const url of urls) {
    await write(options.out, htmlFileOf(url), await renderPageToBuffer(boot(url), manifest));
    await write(options.out, pageDataUrl(version, url).slice(1), JSON.stringify(resolvePageData(snapshot, url)));
    const page = snapshot.pages.get(url);
    if (page) await write(options.out, `${url}index.md`, page.source);
  }
  await write(options.out, '404.html', await renderPageToBuffer(boot(NOT_FOUND_URL), manifest));
  // Each section's navigation, which the pages name instead of carrying it (shared/sectionPiece.ts).
  for (const section of snapshot.sections.values()) await write(options.out, sectionNavUrl(section.name, sectionHash(section)).slice(1), JSON.stringify(section));
  await write(options.out, `page-data/${version}/nav.json`, JSON.stringify(siteNavigation(snapshot)));
  await write(options.out, 'api/sponsors.json', JSON.stringify(snapshot.data.sponsors ?? { ranks: {} }));
  await write(options.out, 'api/starter-kits.json', JSON.stringify(snapshot.data.starterKits));
  await write(options.out, 'sitemap.xml', sitemapXml(snapshot, options.siteUrl));
  await write(options.out, 'robots.txt', robotsTxt(snapshot, options.siteUrl));
  await write(options.out, 'blog/feed.xml', blogFeedXml(snapshot, options.siteUrl));
  await write(options.out, 'llms.txt', llmsTxt(snapshot, options.siteUrl));
  await cp(join(options.clientDir, 'assets'), join(options.out, 'assets'), { recursive: true });
  await cp(join(options.clientDir, 'public'), options.out, { recursive: true });
  for (const asset of files.assets) {
    const target = join(options.out, 'content-assets', asset);
    await mkdir(dirname(target), { recursive: true });
    await cp(join(options.contentDir, asset), target);
  }
  return urls.length;
}
