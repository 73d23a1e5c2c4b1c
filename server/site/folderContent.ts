// One content folder rendered as the site serves it: the English folder, or a translation's under
// its locale (its images under the locale's prefix, its labels and links in its language). The
// server and the static export both load folders with it, so they render them the same way.
import { buildContent, type ContentSnapshot } from '../content/contentSnapshot';
import { contentAssetOptions, translationAssetPrefix } from '../content/contentAssets';
import type { PageOptions } from '../content/pageFromFile';
import type { ContentFiles } from '../content/read';
import { createMarkdownRenderer, type MarkdownRenderer } from '../markdown/createMarkdownRenderer';
import { playgroundLinks } from '../markdown/playgroundProjects';

/** A folder's renderer and page options (kept for live reload) and its snapshot. */
export interface FolderContent {
  renderer: MarkdownRenderer;
  pageOptions: PageOptions;
  snapshot: ContentSnapshot;
}

/** Renders a folder's files; `locale` is null for the English folder. */
export function renderFolder(files: ContentFiles, locale: string | null, editBase: string): FolderContent {
  const renderer = createMarkdownRenderer({
    ...contentAssetOptions(files, locale ? translationAssetPrefix(locale) : undefined),
    ...(locale ? { locale } : {}),
    playgroundLinks: playgroundLinks(files.data),
  });
  const pageOptions: PageOptions = { editBase, ...(locale ? { locale } : {}) };
  return { renderer, pageOptions, snapshot: buildContent(files, renderer, pageOptions) };
}
