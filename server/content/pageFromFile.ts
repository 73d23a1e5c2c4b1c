// Turns one markdown file into a page: validated frontmatter, HTML rendered once, anchors, and
// the index node. Pure: the renderer is passed in and nothing touches the disk.
import { prepareDeflate, type PreparedDeflate } from '../compression/gzipAssembly';
import { createHash } from 'node:crypto';
import type { ContentFileNode } from '../../shared/types';
import { postDate } from '../../shared/blogDates';
import { fileToUrl, sectionOf } from '../../shared/urls';
import type { MarkdownRenderer } from '../markdown/createMarkdownRenderer';
import { normalizeInternalHref } from '../markdown/plugins/links';
import { localizeInternalHref } from './localizeHref';
import { isProblem, parseFrontmatter, type ContentProblem, type ParsedFile } from './frontmatter';
import type { SourceFile } from './read';
import { pageLimitProblem } from './pageLimits';

/** A rendered page of the site. */
export interface Page {
  node: ContentFileNode;
  html: string;
  /** The HTML compressed once, for pages sent gzip-encoded while rendered. */
  compressed: PreparedDeflate;
  /** First URL segment ('' for pages at the root). */
  section: string;
  /** Date of a blog post, from its file name (YYYY-MM-DD), else null. */
  date: string | null;
  /** The edit link shown on the page. */
  editUrl: string;
  /** Hash of the source, for the content version. */
  hash: string;
  /** The markdown source as written, served at <url>index.md for tools that read docs. */
  source: string;
  /** Problems found while rendering that did not stop the page. */
  warnings: ContentProblem[];
  /** URLs of the pages whose titles the HTML shows (links named after their target): a new title there means rendering again. */
  titleLinks: string[];
}

/** Options that decide the links a page carries. */
export interface PageOptions {
  /** Base of the edit link of our own files; the content-relative path is appended. */
  editBase: string;
  /** The title of another page of the site by its URL, when known. */
  pageTitle?: (url: string) => string | undefined;
  /** Set for a translation folder: its internal links go to its own pages under this locale
   * when it has them (known by pageTitle), to the English ones otherwise. */
  locale?: string;
}


function externalLinks(name: string, fm: { source: string | null; edit: string | null; repo: string | null }) {
  const repo = fm.repo ?? `https://github.com/webpack/${name}`;
  return {
    repo,
    source: fm.source ?? `${repo}/blob/main/README.md`,
    edit: fm.edit ?? `${repo}/edit/main/README.md`,
  };
}

/** Renders one file into a page, or returns the problem that keeps it off the site. */
export function renderPage(
  file: SourceFile,
  renderer: MarkdownRenderer,
  options: PageOptions,
  parsed: ParsedFile | ContentProblem = parseFrontmatter(file.path, file.source),
): Page | ContentProblem {
  const overLimit = pageLimitProblem(file.path, file.source, file.size);
  if (overLimit) return overLimit;
  if (isProblem(parsed)) return parsed;
  const { frontmatter, body, bodyLine } = parsed;
  const fileName = file.path.split('/').pop() ?? file.path;
  const extension = fileName.endsWith('.mdx') ? '.mdx' : '.md';
  const baseName = fileName.slice(0, -extension.length);
  const name = baseName.replace(/^_/, '');
  const mirrored = baseName.startsWith('_');
  let rendered;
  const titleLinks = new Set<string>();
  const pageTitle = options.pageTitle;
  const locale = options.locale;
  const localizeHref = locale && pageTitle ? (href: string) => localizeInternalHref(href, locale, (url) => pageTitle(url) !== undefined) : undefined;
  try {
    rendered = renderer.render(body, file.path, bodyLine, {
      pageTitle: pageTitle
        ? (target) => {
            titleLinks.add(target);
            return pageTitle(target);
          }
        : undefined,
      localizeHref,
    });
  } catch (error: unknown) {
    return { file: file.path, line: bodyLine, message: `markdown could not be rendered: ${(error as Error).message}` };
  }
  const links = mirrored ? externalLinks(name, frontmatter) : null;
  const url = fileToUrl(file.path);
  const node: ContentFileNode = {
    type: 'file',
    path: file.path,
    name: baseName,
    size: file.size,
    extension,
    url,
    title: frontmatter.title,
    description: frontmatter.description,
    sort: name === 'index' ? (frontmatter.sort ?? -1) : frontmatter.sort,
    group: frontmatter.group,
    anchors: rendered.anchors,
    contributors: frontmatter.contributors,
    translators: frontmatter.translators,
    // Written like body links, and rewritten the same way: no redirect on a click.
    related: frontmatter.related.map((link) => ({ ...link, url: localizeHref ? localizeHref(normalizeInternalHref(link.url)) : normalizeInternalHref(link.url) })),
    source: links?.source ?? null,
    edit: links?.edit ?? null,
    repo: links?.repo ?? null,
  };
  return {
    node,
    html: rendered.html,
    compressed: prepareDeflate(rendered.html),
    section: sectionOf(url),
    date: postDate(baseName),
    editUrl: links?.edit ?? `${options.editBase.replace(/\/$/, '')}/${file.path}`,
    hash: createHash('sha1').update(file.path).update('\0').update(file.source).digest('hex'),
    source: file.source,
    warnings: [...(frontmatter.skipped ?? []).map((message) => ({ file: file.path, line: 1, message })), ...rendered.warnings],
    titleLinks: [...titleLinks],
  };
}

/** Type guard for renderPage's result. */
export function isPage(value: Page | ContentProblem): value is Page {
  return 'node' in value;
}
