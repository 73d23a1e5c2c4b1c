// Resolves a URL to the PageData the client renders: a content page, a printable page, one of
// the built-in screens, or Not Found. The same object is embedded for hydration and served as
// JSON for client navigation.
import { COMBINED_PRINTABLE_TITLE, DEFAULT_DESCRIPTION, NOT_FOUND_TITLE, PRODUCT_NAME } from '../../shared/constants';
import type { PageData, PageKind, SectionNav } from '../../shared/types';
import type { ContentSnapshot } from '../content/buildIndex';
import type { Page } from '../content/renderPage';
import { articleText, printableSections, resolveArticle } from './article';

function emptyPage(kind: PageKind, url: string, title: string): PageData {
  return {
    kind, url, title, description: DEFAULT_DESCRIPTION, html: '', anchors: [], section: null, previous: null,
    next: null, related: [], contributors: [], editUrl: null, repoUrl: null, projects: [], fragmentRedirects: {},
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
    contributors: page.node.contributors,
    editUrl: page.editUrl,
    repoUrl: page.node.repo,
    fragmentRedirects: snapshot.fragmentRedirects.get(page.node.url) ?? {},
  };
}

function printablePage(snapshot: ContentSnapshot, url: string): PageData | null {
  const sections = printableSections(snapshot, url);
  if (!sections) return null;
  if (url === '/printable/') return emptyPage('printable', url, COMBINED_PRINTABLE_TITLE);
  const nav = snapshot.sections.get(sections[0] ?? '') ?? null;
  return { ...emptyPage('printable', url, nav?.title ?? COMBINED_PRINTABLE_TITLE), section: nav };
}

/** Every section's sidebar without heading anchors: the phone navigation's data. */
export function siteNavigation(snapshot: ContentSnapshot): SectionNav[] {
  return [...snapshot.sections.values()].map((s) => ({ ...s, pages: s.pages.map((p) => ({ ...p, anchors: [] })) }));
}

/** Builds the page data for a URL (with trailing slash), or Not Found data. A server render
 * passes withHtml: false, as it splices the prepared article in itself (see article.ts). */
export function resolvePageData(snapshot: ContentSnapshot, url: string, { withHtml = true }: { withHtml?: boolean } = {}): PageData {
  // Pages with an article (home, content pages, printable pages) take its HTML from one place.
  const html = () => (withHtml ? articleText(resolveArticle(snapshot, url)) : '');
  if (url === '/') {
    return {
      ...emptyPage('home', '/', PRODUCT_NAME),
      html: html(),
      description: snapshot.pages.get('/')?.node.description ?? DEFAULT_DESCRIPTION,
    };
  }
  if (url === '/organization/') return { ...emptyPage('organization', url, 'Organization'), projects: snapshot.data.organization };
  if (url === '/starter-kits/') return emptyPage('starterKits', url, 'Starter Kits');
  if (url === '/vote/') return emptyPage('vote', url, 'Vote');
  if (url === '/app-shell' || url === '/app-shell/') return emptyPage('appShell', '/app-shell', PRODUCT_NAME);
  const page = snapshot.pages.get(url);
  if (page) return { ...docPage(snapshot, page), html: html() };
  const printable = printablePage(snapshot, url);
  return printable ? { ...printable, html: html() } : emptyPage('notFound', url, NOT_FOUND_TITLE);
}
