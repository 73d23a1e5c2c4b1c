// One content folder rendered as the site serves it: the English folder, or a translation's under
// its locale (its images under the locale's prefix, its labels and links in its language). The
// server and the static export both load folders with it, so they render them the same way.
import { buildContent, type ContentSnapshot } from '../content/contentSnapshot';
import type { PageOptions } from '../content/pageFromFile';
import type { ContentFiles } from '../content/read';
import { folderRenderSettings, pageOptionsFor, rendererFor, type RenderSettings } from '../content/renderSettings';
import type { MarkdownRenderer } from '../markdown/createMarkdownRenderer';

/** A folder's renderer and page options (kept for live reload), the same as plain data (for the
 * render worker), and its snapshot. */
export interface FolderContent {
  renderer: MarkdownRenderer;
  pageOptions: PageOptions;
  renderSettings: RenderSettings;
  snapshot: ContentSnapshot;
}

/** Renders a folder's files; `locale` is null for the English folder; `linkPrefix` ('v4') is
 * an older version's, whose internal links stay in that version where it has the page. */
export function renderFolder(files: ContentFiles, locale: string | null, editBase: string, linkPrefix?: string): FolderContent {
  const renderSettings = folderRenderSettings(files, locale, editBase, linkPrefix);
  const renderer = rendererFor(renderSettings);
  const pageOptions = pageOptionsFor(renderSettings);
  return { renderer, pageOptions, renderSettings, snapshot: buildContent(files, renderer, pageOptions) };
}
