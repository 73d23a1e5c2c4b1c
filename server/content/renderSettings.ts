// What a folder's pages are rendered with, as plain data: the images the folder's read found
// (their paths and sizes), where they are served, the folder's language and the base of its edit
// links. Plain data so that another thread (the render worker) can build the very renderer the
// start-up used. Pure.
import type { ContentFiles } from './read';
import type { ImageSize } from '../markdown/markdownTypes';
import { createMarkdownRenderer, type MarkdownRenderer } from '../markdown/createMarkdownRenderer';
import { playgroundLinks } from '../markdown/playgroundProjects';
import { contentAssetOptions, translationAssetPrefix } from './contentAssets';
import type { PageOptions } from './pageFromFile';

/** The settings of one folder's rendering (structured-clone safe). */
export interface RenderSettings {
  assets: string[];
  imageSizes: [string, ImageSize][];
  /** Where the folder's images are served; the English folder's default when absent. */
  assetPrefix?: string;
  /** The folder's language; absent for the English folder. */
  locale?: string;
  editBase: string;
  /** Set for an older version's folder ('v4'): its internal links go to its own pages under
   * this prefix when it has them, to the current version's otherwise. */
  linkPrefix?: string;
  /** The playground address of each complete example step (content/examples), by step. */
  playgroundLinks?: [string, string][];
}

/** The settings of a folder as read; `locale` is null for the English folder. */
export function folderRenderSettings(files: Pick<ContentFiles, 'assets' | 'imageSizes'> & Partial<Pick<ContentFiles, 'data' | 'exampleBinaries'>>, locale: string | null, editBase: string, linkPrefix?: string): RenderSettings {
  return {
    ...(linkPrefix ? { linkPrefix } : {}),
    assets: [...files.assets],
    imageSizes: [...files.imageSizes],
    ...(locale ? { assetPrefix: translationAssetPrefix(locale), locale } : {}),
    editBase,
    ...(files.data ? { playgroundLinks: [...playgroundLinks(files.data, files.exampleBinaries)] } : {}),
  };
}

/** The renderer the settings describe. */
export function rendererFor(settings: RenderSettings): MarkdownRenderer {
  const assets = contentAssetOptions({ assets: settings.assets, imageSizes: new Map(settings.imageSizes) }, settings.assetPrefix);
  // The computed "Added in" badges are about the current version's options: an older version's
  // pages (linkPrefix) document another schema and get none.
  return createMarkdownRenderer({
    ...assets,
    ...(settings.locale ? { locale: settings.locale } : {}),
    ...(settings.linkPrefix ? { optionVersions: null } : {}),
    playgroundLinks: new Map(settings.playgroundLinks ?? []),
  });
}

/** The page options the settings describe (titles of other pages are given per render). */
export function pageOptionsFor(settings: RenderSettings): PageOptions {
  const prefix = settings.locale ?? settings.linkPrefix;
  return { editBase: settings.editBase, ...(prefix ? { locale: prefix } : {}) };
}
