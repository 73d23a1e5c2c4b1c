// The article of a page as parts: the HTML of content pages prepared (and compressed) when the
// content loaded, and the small glue between them (the blog list, printable page headings).
// The page data's HTML and the spliced article of a server render both come from here.
import { PRINTABLE_SECTIONS } from '../../shared/constants';
import { matchingRoutes } from '../../shared/routes';
import { prepareDeflate, type PreparedDeflate } from '../compression/gzipAssembly';
import type { ContentSnapshot } from '../content/contentSnapshot';
import type { Page } from '../content/pageFromFile';
import { escapeHtml } from '../markdown/escape';
import { uniquePrintIds } from './printIds';

/** HTML prepared at load time, with its compressed form. */
export interface PreparedText {
  text: string;
  compressed: PreparedDeflate;
}

/** Prepares HTML made outside the content load (document ends, lists): text and deflate stream. */
export function preparedText(text: string): PreparedText {
  return { text, compressed: prepareDeflate(text) };
}

/** A part of an article: prepared HTML, or a string made for this page. */
export type ArticlePart = string | PreparedText;

const prepared = (page: Page): PreparedText => ({ text: page.html, compressed: page.compressed });

/** The HTML of one part. */
export function partText(part: ArticlePart): string {
  return typeof part === 'string' ? part : part.text;
}

/** The text of an article. */
export function articleText(parts: ArticlePart[]): string {
  return parts.map(partText).join('');
}

/** The sections of a printable URL, or null when the URL is not a printable page. */
export function printableSections(snapshot: ContentSnapshot, url: string): string[] | null {
  for (const { route, params } of matchingRoutes(url)) {
    if (!route.printable) continue;
    if (params.section === undefined) return PRINTABLE_SECTIONS.filter((s) => snapshot.sections.has(s));
    return snapshot.sections.get(params.section)?.printableUrl ? [params.section] : null;
  }
  return null;
}

/** Every page of the given sections in sidebar order, each under its title, with ids unique
 * across the view (see printIds.ts). A one-section view is headed by the section's title, so its
 * index page, which has the same title, is not headed a second time. */
function printableParts(snapshot: ContentSnapshot, sections: string[]): ArticlePart[] {
  const pages: Page[] = [];
  for (const name of sections) {
    for (const entry of snapshot.sections.get(name)?.pages ?? []) {
      const page = snapshot.pages.get(entry.url);
      if (page) pages.push(page);
    }
  }
  const viewTitle = sections.length === 1 ? snapshot.sections.get(sections[0] ?? '')?.title : undefined;
  const printed = uniquePrintIds(pages.map((page) => ({ url: page.node.url, anchors: page.node.anchors, html: page.html })));
  return pages.map((page, i) => {
    const { id, html } = printed[i] ?? { id: '', html: page.html };
    const heading = page.node.title === viewTitle ? '' : `<h1 class="printable__title">${escapeHtml(page.node.title)}</h1>`;
    return `${i > 0 ? '\n' : ''}<section class="printable__page" id="${escapeHtml(id)}">${heading}${html}</section>`;
  });
}

/** The article of a URL (with trailing slash); empty for screens without one and unknown URLs. */
export function resolveArticle(snapshot: ContentSnapshot, url: string): ArticlePart[] {
  const page = snapshot.pages.get(url);
  if (page) return url === '/blog/' ? [prepared(page), snapshot.blogPostList] : [prepared(page)];
  const sections = printableSections(snapshot, url);
  return sections ? printableParts(snapshot, sections) : [];
}
