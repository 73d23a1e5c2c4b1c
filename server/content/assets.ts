// Resolves images imported by pages to public URLs, when the file exists in the content folder.
import { posix } from 'node:path';
import type { AssetResolver } from '../markdown/types';

/** Creates a resolver over the list of asset paths found in the content folder. */
export function contentAssetResolver(assetPaths: string[]): AssetResolver {
  const known = new Set(assetPaths);
  return (fromFile, specifier) => {
    if (!specifier.startsWith('.')) return null;
    const resolved = posix.normalize(posix.join(posix.dirname(fromFile), specifier));
    if (resolved.startsWith('..') || !known.has(resolved)) return null;
    return `/content-assets/${resolved.split('/').map(encodeURIComponent).join('/')}`;
  };
}
