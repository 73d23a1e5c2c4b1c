// Resolves images pages show to public URLs and intrinsic sizes, when the file exists in the
// content folder. Works on what the reader found; nothing here touches the disk.
import { posix } from 'node:path';
import type { AssetResolver, ImageSize, ImageSizeLookup } from '../markdown/markdownTypes';
import type { MarkdownRendererOptions } from '../markdown/createMarkdownRenderer';
import type { ContentFiles } from './read';

const PUBLIC_PREFIX = '/content-assets/';

/** Creates a resolver over the list of asset paths found in the content folder. */
export function contentAssetResolver(assetPaths: string[]): AssetResolver {
  const known = new Set(assetPaths);
  return (fromFile, specifier) => {
    if (!specifier.startsWith('.')) return null;
    const resolved = posix.normalize(posix.join(posix.dirname(fromFile), specifier));
    if (resolved.startsWith('..') || !known.has(resolved)) return null;
    return `${PUBLIC_PREFIX}${resolved.split('/').map(encodeURIComponent).join('/')}`;
  };
}

/** Creates the size lookup over the public URLs the resolver above gives content images. */
export function contentImageSizes(sizes: ReadonlyMap<string, ImageSize>): ImageSizeLookup {
  return (src) => {
    const path = src.replace(/[?#].*$/, '');
    if (!path.startsWith(PUBLIC_PREFIX)) return undefined;
    try {
      return sizes.get(decodeURIComponent(path.slice(PUBLIC_PREFIX.length)));
    } catch (error: unknown) {
      if (error instanceof URIError) return undefined;
      throw error;
    }
  };
}

/** The renderer options that connect pages to the content folder's images. */
export function contentAssetOptions(files: Pick<ContentFiles, 'assets' | 'imageSizes'>): MarkdownRendererOptions {
  return { resolveAsset: contentAssetResolver(files.assets), imageSize: contentImageSizes(files.imageSizes) };
}
