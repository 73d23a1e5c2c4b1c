// Resolves a URL to the PageData the client renders: a content page, a printable page, one of
// the built-in screens, or Not Found. The same object is embedded for hydration and served as
// JSON for client navigation.
import { COMBINED_PRINTABLE_TITLE, DEFAULT_DESCRIPTION, NOT_FOUND_TITLE } from '../../shared/constants';
import { DEFAULT_LOCALE } from '../../shared/i18n';
import { formatDate } from '../../shared/blogDates';
import { matchingRoutes, type Route } from '../../shared/routes';
import type { TranslationReport } from '../../shared/translationReport';
import type { PageData, PageKind, SectionNav } from '../../shared/types';
import type { ContentSnapshot } from '../content/contentSnapshot';
import type { Page } from '../content/pageFromFile';
import { articleText, printableSections, resolveArticle } from './article';

function emptyPage(kind: PageKind, url: string, title: string): PageData {
  return {
    kind, url, title, description: DEFAULT_DESCRIPTION, html: '', anchors: [], section: null, previous: null,
    next: null, related: [], contributors: [], editUrl: null, repoUrl: null, projects: [], fragmentRedirects: {},
    locale: DEFAULT_LOCALE, languages: [], translation: null, translators: [], translationReport: null,
  };
}

function docPage(snapshot: ContentSnapshot, page: Page): PageData {
  const links = snapshot.neighbours.get(page.node.url);
  return {
    ...emptyPage('doc', page.node.url, page.node.title),
    description: page.node.description ?? DEFAULT_DESCRIPTION,
    anchors: page.node.anchors,
    section: snapshot.sections.get(page.section) ?? null,
    previous: links?.previous ?? null,
    next: links?.next ?? null,
    related: page.node.related,
    // A post's date, shown under its title (the blog's list shows it too).
    published: page.section === 'blog' && page.date ? { date: page.date, label: formatDate(page.date) } : null,
    contributors: page.node.contributors,
    translators: page.node.translators,
    editUrl: page.editUrl,
    repoUrl: page.node.repo,
    fragmentRedirects: snapshot.fragmentRedirects.get(page.node.url) ?? {},
  };
}

function printablePage(snapshot: ContentSnapshot, url: string, title: string | null): PageData | null {
  const sections = printableSections(snapshot, url);
  if (!sections) return null;
  // A section's print view is titled and navigated as its section.
  const nav = title === null ? (snapshot.sections.get(sections[0] ?? '') ?? null) : null;
  return { ...emptyPage('printable', url, title ?? nav?.title ?? COMBINED_PRINTABLE_TITLE), section: nav };
}

/** Every section's sidebar without heading anchors: the phone navigation's data. */
export function siteNavigation(snapshot: ContentSnapshot): SectionNav[] {
  return [...snapshot.sections.values()].map((s) => ({ ...s, pages: s.pages.map((p) => ({ ...p, anchors: [] })) }));
}

/** The page a route makes of a URL, or null when it has none there (no such content page,
 * no such printable section): the next matching route is asked then. */
function pageOfRoute(snapshot: ContentSnapshot, route: Route, url: string, options: ResolveOptions): PageData | null {
  switch (route.kind) {
    case 'home':
      return { ...emptyPage(route.kind, route.pattern, route.title), description: snapshot.pages.get(route.pattern)?.node.description ?? DEFAULT_DESCRIPTION };
    case 'organization':
      return { ...emptyPage(route.kind, route.pattern, route.title), projects: snapshot.data.organization };
    case 'printable':
      return printablePage(snapshot, url, route.title);
    case 'doc': {
      const page = snapshot.pages.get(url);
      return page ? docPage(snapshot, page) : null;
    }
    case 'translations':
      return { ...emptyPage(route.kind, route.pattern, route.title), translationReport: options.translationReport?.() ?? NO_TRANSLATIONS };
    case 'notFound':
      return null;
    default:
      // A screen whose data is its route's alone.
      return emptyPage(route.kind, route.pattern, route.title);
  }
}

/** The report of a site without translations. */
const NO_TRANSLATIONS: TranslationReport = { locales: [] };

/** How a page's data is resolved. */
export interface ResolveOptions {
  /** False when the caller splices the article HTML in itself. */
  withHtml?: boolean;
  /** The status of every translation, for the translations page; without it the site has none. */
  translationReport?: () => TranslationReport;
}

/** Builds the page data for a URL (with trailing slash), or Not Found data: the first route of
 * the table (shared/routes.ts) that matches and has a page there answers. A server render
 * passes withHtml: false, as it splices the prepared article in itself (see article.ts). */
export function resolvePageData(snapshot: ContentSnapshot, url: string, options: ResolveOptions = {}): PageData {
  const withHtml = options.withHtml ?? true;
  for (const { route } of matchingRoutes(url)) {
    const data = pageOfRoute(snapshot, route, url, options);
    // Pages with an article (home, content pages, printable pages) take its HTML from one place.
    if (data) return withHtml ? { ...data, html: articleText(resolveArticle(snapshot, data.url)) } : data;
  }
  return notFoundPage(url);
}

/** The Not Found page's data for a URL. */
export function notFoundPage(url: string): PageData {
  return emptyPage('notFound', url, NOT_FOUND_TITLE);
}
