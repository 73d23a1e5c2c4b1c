// Builds the app over in-memory content for HTTP tests: no disk, no network, silent logs.
import { join } from 'node:path';
import { createRequestHandler } from '../../server/app';
import { createPageCaches } from '../../server/cache/pageCaches';
import { buildContent, type ContentSnapshot } from '../../server/content/contentSnapshot';
import type { ContentFiles, SourceFile } from '../../server/content/read';
import type { LiveContent } from '../../server/content/liveContent';
import { createContentStore, type ContentStore } from '../../server/content/store';
import { silentLogger } from '../../server/logger';
import { createSite, type Site, type Translation } from '../../server/site/site';
import type { TranslationReport } from '../../shared/translationReport';
import { createMarkdownRenderer } from '../../server/markdown/createMarkdownRenderer';
import { createSearchIndex } from '../../server/search/searchIndex';
import { DEFAULT_LOCALE } from '../../shared/i18n';
import type { AppDeps } from '../../server/app';
import { searchablePages } from '../../server/search/pagesOf';
import { createLocaleSearch } from '../../server/search/localeSearch';

/** Turns [path, source] tuples into the reader's result. */
export function filesOf(entries: [string, string][]): ContentFiles {
  const toFile = ([path, source]: [string, string]): SourceFile => ({ path, source, size: Buffer.byteLength(source) });
  return {
    pages: entries.filter(([p]) => /\.mdx?$/.test(p)).map(toFile),
    data: entries.filter(([p]) => p.endsWith('.json')).map(toFile),
    assets: [],
    imageSizes: new Map(),
    unreadable: [],
  };
}

/** Renders in-memory files into a snapshot (a translation's when a locale is given). */
export function snapshotOf(entries: [string, string][], locale?: string): ContentSnapshot {
  return buildContent(filesOf(entries), createMarkdownRenderer(), { editBase: 'https://example.org/edit', ...(locale ? { locale } : {}) });
}

/** A small site covering every page family. */
export const SAMPLE_SITE: [string, string][] = [
  ['index.mdx', '---\ntitle: webpack\n---\n\n## Write Your Code\n\nHello.\n'],
  ['concepts/index.mdx', '---\ntitle: Concepts\nsort: -1\n---\n\nSee [entry points](/concepts/entry-points) and [output](/concepts/output).\n'],
  ['concepts/entry-points.mdx', '---\ntitle: Entry Points\nsort: 1\ncontributors:\n  - someone\nrelated:\n  - title: Output\n    url: /concepts/output/\n---\n\n## Single Entry Syntax\n\nText.\n\n### Object Syntax\n\nMore.\n'],
  ['concepts/output.mdx', '---\ntitle: Output\nsort: 2\n---\n\n## Usage\n\nT> A tip with a [link](/concepts).\n'],
  ['loaders/index.mdx', '---\ntitle: Loaders\n---\n\nAll loaders.\n'],
  ['loaders/_css-loader.mdx', '---\ntitle: css-loader\nrepo: https://github.com/webpack/css-loader\n---\n\n## Options\n\nText.\n'],
  ['blog/index.mdx', '---\ntitle: Blog\n---\n\nNews.\n'],
  ['blog/2024-01-02-older.mdx', '---\ntitle: Older Post\n---\n\nOld.\n'],
  ['blog/2025-05-06-newer.mdx', '---\ntitle: Newer Post\n---\n\nNew.\n'],
  ['comparison.mdx', '---\ntitle: Comparison\n---\n\n| a | b |\n| - | - |\n| 1 | 2 |\n'],
  ['data/organization.json', JSON.stringify([{ repo: 'webpack/webpack-cli', npm: 'webpack-cli', description: 'The CLI.', maintainer: '' }])],
];

/** The site over one English snapshot: no translations, no older versions. */
export function siteOf(snapshot: ContentSnapshot): Site {
  return createSite(createContentStore(snapshot));
}

/** The app over the given content, with a fake client manifest. */
export function testApp(entries: [string, string][] = SAMPLE_SITE, cacheMaxBytes = 10 * 1024 * 1024) {
  return appOverStore(createContentStore(snapshotOf(entries)), cacheMaxBytes);
}

/** What every test app is served with: a fake client manifest, the fixture folders, silent logs. */
export function fixtureDeps() {
  return {
    manifest: { script: '/assets/main-TEST.js', styles: ['/assets/main-TEST.css'], preload: [], screens: { 'client/pages/screens.ts': ['/assets/screens-TEST.js'] } },
    log: silentLogger(),
    clientDir: join(__dirname, '..', 'fixtures', 'client'),
    contentDir: join(__dirname, '..', 'fixtures', 'content'),
    hsts: true,
    requestLogs: false,
  };
}

/** The app over a content store (and the live content watching it, if any), with translations
 * beside it; `more` replaces or adds dependencies (another search lookup, the translation
 * report). */
export function appOverStore(
  store: ContentStore,
  cacheMaxBytes = 10 * 1024 * 1024,
  live?: LiveContent,
  translations: readonly Translation[] = [],
  translationLives: readonly { locale: string; live: LiveContent }[] = [],
  more: Partial<AppDeps> & { translationReport?: () => TranslationReport } = {},
) {
  const { translationReport, ...deps } = more;
  const caches = createPageCaches(cacheMaxBytes);
  const cache = caches.pages;
  const search = createSearchIndex(searchablePages(store.current()));
  const translated = createLocaleSearch(new Map(translations.map((t) => [t.locale, t.store.current()])));
  const app = createRequestHandler({
    live,
    search: (locale) => (locale === DEFAULT_LOCALE ? search : translated.lookup(locale)),
    site: createSite(store, translations, null, translationReport),
    translationLives,
    cache,
    parts: caches.parts,
    ...fixtureDeps(),
    ...deps,
  });
  return { app, store, cache, caches, search };
}

/** Waits until the cache holds `count` entries (entries are compressed off the request path). */
export async function cacheFilled(cache: { size: number }, count = 1): Promise<void> {
  const deadline = Date.now() + 5000;
  while (cache.size < count) {
    if (Date.now() > deadline) throw new Error(`cache holds ${cache.size} entries, expected ${count}`);
    await new Promise((r) => setTimeout(r, 5));
  }
}

/** Path of the upstream corpus used as test data (tests that read it skip through ./corpus). */
export { CORPUS_DIR } from './corpus';

/** A small Korean translation of SAMPLE_SITE: home, the concepts index and one concept page
 * (Output and the other sections are left untranslated). */
export const SAMPLE_KO: [string, string][] = [
  ['index.mdx', '---\ntitle: webpack\n---\n\n## 코드 작성 {#write-your-code}\n\n안녕하세요.\n'],
  ['concepts/index.mdx', '---\ntitle: 개념\nsort: -1\n---\n\n[엔트리 포인트](/concepts/entry-points)와 [출력](/concepts/output)을 보세요.\n'],
  ['concepts/entry-points.mdx', '---\ntitle: 엔트리 포인트\nsort: 1\nrelated:\n  - title: Concepts\n    url: /concepts/\n---\n\n## 단일 엔트리 구문 {#single-entry-syntax}\n\n본문.\n'],
];

/** The app over SAMPLE_SITE in English and the given translations (locale → files). */
export function translatedApp(translations: Record<string, [string, string][]> = { ko: SAMPLE_KO }, cacheMaxBytes = 10 * 1024 * 1024) {
  const list = Object.entries(translations).map(([locale, entries]) => ({ locale, store: createContentStore(snapshotOf(entries, locale)) }));
  return { ...appOverStore(createContentStore(snapshotOf(SAMPLE_SITE)), cacheMaxBytes, undefined, list), translations: list };
}
