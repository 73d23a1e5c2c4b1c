// Resolves images pages show to public URLs and intrinsic sizes, when the file exists in the
// content folder. Works on what the reader found; nothing here touches the disk.
import { posix } from 'node:path';
import type { AssetResolver, ImageSize, ImageSizeLookup } from '../markdown/markdownTypes';
import type { MarkdownRendererOptions } from '../markdown/createMarkdownRenderer';
import type { ContentFiles } from './read';

const PUBLIC_PREFIX = '/content-assets/';

/** Creates a resolver over the list of asset paths found in the content folder. */
export function contentAssetResolver(assetPaths: string[], publicPrefix = PUBLIC_PREFIX): AssetResolver {
  const known = new Set(assetPaths);
  return (fromFile, specifier) => {
    if (!specifier.startsWith('.')) return null;
    const resolved = posix.normalize(posix.join(posix.dirname(fromFile), specifier));
    if (resolved.startsWith('..') || !known.has(resolved)) return null;
    return `${publicPrefix}${resolved.split('/').map(encodeURIComponent).join('/')}`;
  };
}

/** Creates the size lookup over the public URLs the resolver above gives content images. */
export function contentImageSizes(sizes: ReadonlyMap<string, ImageSize>, publicPrefix = PUBLIC_PREFIX): ImageSizeLookup {
  return (src) => {
    const path = src.replace(/[?#].*$/, '');
    if (!path.startsWith(publicPrefix)) return undefined;
    try {
      return sizes.get(decodeURIComponent(path.slice(publicPrefix.length)));
    } catch (error: unknown) {
      if (error instanceof URIError) return undefined;
      throw error;
    }
  };
}

/** Where a translation's images are served: under its locale's prefix. */
export function translationAssetPrefix(locale: string): string {
  return `/${locale}${PUBLIC_PREFIX}`;
}

/** The renderer options that connect pages to the content folder's images (a translation's
 * folder is served under its locale: translationAssetPrefix). */
export function contentAssetOptions(files: Pick<ContentFiles, 'assets' | 'imageSizes'>, publicPrefix = PUBLIC_PREFIX): MarkdownRendererOptions {
  return { resolveAsset: contentAssetResolver(files.assets, publicPrefix), imageSize: contentImageSizes(files.imageSizes, publicPrefix) };
}
