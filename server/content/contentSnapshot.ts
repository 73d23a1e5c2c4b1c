// Builds the content snapshot from rendered pages: the index tree, sections with their
// sidebars, previous/next links and the content version. Pure over in-memory values.
import { createHash } from 'node:crypto';
import type { ContentDirectoryNode, ContentNode, Link, SectionNav } from '../../shared/types';
import { PRINTABLE_SECTIONS } from '../../shared/constants';
import type { MarkdownRenderer } from '../markdown/createMarkdownRenderer';
import { isProblem, parseFrontmatter, type ContentProblem } from './frontmatter';
import { EMPTY_DATA, parseSiteData, type SiteData } from './siteData';
import { buildSectionNav, neighboursOf, orderSection } from './navigation';
import type { ContentFiles } from './read';
import { isPage, renderPage, type Page, type PageOptions } from './pageFromFile';
import { blogListHtml } from './blogList';
import { effectiveRedirects } from './redirectList';
import { fileToUrl } from '../../shared/urls';

/** Everything the site serves for one version of the content. */
export interface ContentSnapshot {
  version: string;
  root: ContentDirectoryNode;
  pages: Map<string, Page>;
  sections: Map<string, SectionNav>;
  neighbours: Map<string, { previous: Link | null; next: Link | null }>;
  data: SiteData;
  /** The generated list of blog posts, shown under the blog index page. */
  blogPostList: string;
  /** Server-side redirects (old path → new path), fragment-free. */
  redirects: Map<string, string>;
  /** Browser-side redirects by page URL: '#fragment' → new URL. */
  fragmentRedirects: Map<string, Record<string, string>>;
  /** Files left out of the site, with why. */
  problems: ContentProblem[];
  /** Issues that did not stop a page (unknown languages, unknown components...). */
  warnings: ContentProblem[];
  /** The images the folder's read listed as regular files inside it: the only ones served. */
  assets: ReadonlySet<string>;
}

function directoryNode(path: string, name: string): ContentDirectoryNode {
  return { type: 'directory', path, name, size: 0, url: `/${path}/`, title: name, children: [] };
}

function buildTree(ordered: Page[], sections: Map<string, SectionNav>): ContentDirectoryNode {
  const root = directoryNode('', '');
  root.url = '/';
  const dirs = new Map<string, ContentDirectoryNode>([['', root]]);
  const ensureDir = (path: string): ContentDirectoryNode => {
    const existing = dirs.get(path);
    if (existing) return existing;
    const slash = path.lastIndexOf('/');
    const parent = ensureDir(slash < 0 ? '' : path.slice(0, slash));
    const dir = directoryNode(path, path.slice(slash + 1));
    dir.title = sections.get(path)?.title ?? dir.name;
    parent.children.push(dir);
    dirs.set(path, dir);
    return dir;
  };
  for (const page of ordered) {
    const slash = page.node.path.lastIndexOf('/');
    const dir = ensureDir(slash < 0 ? '' : page.node.path.slice(0, slash));
    dir.children.push(page.node);
  }
  const sizeOf = (node: ContentNode): number => {
    if (node.type === 'file') return node.size;
    node.size = node.children.reduce((sum, child) => sum + sizeOf(child), 0);
    return node.size;
  };
  sizeOf(root);
  return root;
}

/** How a snapshot is assembled beyond its pages: the images its folder's read listed (the only
 * ones served), and `href`, the address of a page in the generated lists (the blog list of a
 * translation). */
export interface AssembleOptions {
  assets?: ReadonlySet<string>;
  href?: (url: string) => string;
}

/** Assembles a snapshot from already rendered pages (also used after a single file changed). */
export function assembleSnapshot(rendered: Page[], problems: ContentProblem[], data: SiteData = EMPTY_DATA, { assets = new Set(), href }: AssembleOptions = {}): ContentSnapshot {
  const pages = new Map<string, Page>();
  const allProblems = [...problems];
  for (const page of [...rendered].sort((a, b) => a.node.path.localeCompare(b.node.path))) {
    const existing = pages.get(page.node.url);
    if (existing) {
      allProblems.push({ file: page.node.path, line: 1, message: `same URL ${page.node.url} as ${existing.node.path}; this file is left out` });
      continue;
    }
    pages.set(page.node.url, page);
  }
  const bySection = new Map<string, Page[]>();
  for (const page of pages.values()) {
    const list = bySection.get(page.section) ?? [];
    list.push(page);
    bySection.set(page.section, list);
  }
  const sections = new Map<string, SectionNav>();
  const neighbours = new Map<string, { previous: Link | null; next: Link | null }>();
  const ordered: Page[] = [];
  for (const [name, list] of [...bySection.entries()].sort(([a], [b]) => a.localeCompare(b))) {
    const orderedSection = orderSection(list);
    ordered.push(...orderedSection);
    if (name === '') continue;
    sections.set(name, buildSectionNav(name, orderedSection, (PRINTABLE_SECTIONS as readonly string[]).includes(name)));
    for (const [url, links] of neighboursOf(orderedSection)) neighbours.set(url, links);
  }
  // The post list is kept beside the pages, not written into the blog index's HTML: pages stay
  // exactly as rendered, so reassembling a snapshot from them never adds the list twice.
  const posts = (bySection.get('blog') ?? []).filter((p) => p.node.url !== '/blog/' && p.date !== null);
  const postList = blogListHtml(orderSection(posts), href);
  const hash = createHash('sha1');
  for (const page of [...pages.values()].sort((a, b) => a.node.path.localeCompare(b.node.path))) hash.update(page.hash);
  hash.update(JSON.stringify(data));
  const redirects = new Map<string, string>();
  const fragmentRedirects = new Map<string, Record<string, string>>();
  for (const [from, to] of Object.entries(effectiveRedirects(data.redirects, (path) => pages.has(path)))) {
    const hashAt = from.indexOf('#');
    if (hashAt < 0) {
      redirects.set(from, to);
      continue;
    }
    const page = from.slice(0, hashAt);
    fragmentRedirects.set(page, { ...fragmentRedirects.get(page), [from.slice(hashAt)]: to });
  }
  return {
    version: hash.digest('hex').slice(0, 10),
    blogPostList: postList,
    redirects,
    fragmentRedirects,
    root: buildTree(ordered, sections),
    pages,
    sections,
    neighbours,
    data,
    problems: allProblems,
    warnings: [...pages.values()].flatMap((p) => p.warnings),
    assets,
  };
}

/** Renders every page and assembles the snapshot. */
export function buildContent(files: ContentFiles, renderer: MarkdownRenderer, pageOptions: PageOptions): ContentSnapshot {
  // Every frontmatter is read before any page renders: a page names the pages it links to.
  const parsed = files.pages.map((file) => parseFrontmatter(file.path, file.source));
  const titles = new Map<string, string>();
  files.pages.forEach((file, i) => {
    const fm = parsed[i];
    if (fm && !isProblem(fm)) titles.set(fileToUrl(file.path), fm.frontmatter.title);
  });
  const options: PageOptions = { ...pageOptions, pageTitle: (url) => titles.get(url) };
  const rendered: Page[] = [];
  const problems: ContentProblem[] = files.unreadable.map((u) => ({ file: u.path, line: 1, message: `cannot be read: ${u.message}` }));
  for (const [i, file] of files.pages.entries()) {
    const result = renderPage(file, renderer, options, parsed[i]);
    if (isPage(result)) rendered.push(result);
    else problems.push(result);
  }
  const { data, problems: dataProblems } = parseSiteData(files.data);
  return assembleSnapshot(rendered, [...problems, ...dataProblems], data, { assets: new Set(files.assets) });
}
