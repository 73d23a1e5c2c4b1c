// /llms.txt: an index of every page with its title and URL, section by section, for tools and
// language models that read documentation. Each page's markdown is at <url>index.md.
import type { ContentSnapshot } from '../content/contentSnapshot';
import { PRODUCT_NAME } from '../../shared/constants';

/** Renders llms.txt; `href` gives a page's address on the site (a translation's, under its
 * prefix; navigation URLs of the snapshot are the content's own paths). */
export function llmsTxt(snapshot: ContentSnapshot, origin: string, href: (url: string) => string = (url) => url): string {
  const lines = [`# ${PRODUCT_NAME}`, '', `> Documentation of ${PRODUCT_NAME}, the JavaScript module bundler. Every page is also available as markdown at its URL followed by index.md.`, ''];
  const rootPages = [...snapshot.pages.values()].filter((p) => p.section === '').sort((a, b) => a.node.url.localeCompare(b.node.url));
  for (const nav of [...snapshot.sections.values()].sort((a, b) => a.name.localeCompare(b.name))) {
    lines.push(`## ${nav.title}`, '');
    for (const page of nav.pages) {
      const description = snapshot.pages.get(page.url)?.node.description;
      lines.push(`- [${page.title}](${origin}${href(page.url)}index.md)${description ? `: ${description}` : ''}`);
    }
    lines.push('');
  }
  if (rootPages.length > 0) {
    lines.push('## Other pages', '');
    for (const page of rootPages) lines.push(`- [${page.node.title}](${origin}${href(page.node.url)}index.md)`);
    lines.push('');
  }
  return lines.join('\n');
}
