// Entity tags of pages. A page's bytes follow from the build (code and assets), the content
// version, the page and its encoding, so the tag is made from those and is known before a byte
// is rendered: a miss sends the same tag the later cache hit sends, and a revalidation of a page
// that is not cached is answered 304 without rendering it.
//
// Each encoding is its own representation with its own tag ("...-br", "...-gz", "...-id"). A
// gzip body of a miss is assembled from pieces compressed at different times and a hit's gzip body
// is compressed whole, so their bytes differ while decoding to the same page; pages are never
// sent in ranges, so the tag serves revalidation only, where that difference cannot matter.
import { createHash } from 'node:crypto';
import type { Encoding } from './htmlCache';

const SUFFIX: Record<Encoding, string> = { identity: 'id', gzip: 'gz', br: 'br' };

/** The part of a page's tags shared by its encodings: a digest of what determines its bytes. */
export function pageTag(build: string, version: string, page: string): string {
  return createHash('sha1').update(`${build}\0${version}\0${page}`).digest('base64url');
}

/** The strong ETag of one encoding of a page. */
export function variantEtag(tag: string, encoding: Encoding): string {
  return `"${tag}-${SUFFIX[encoding]}"`;
}

/**
 * The tag to confirm with 304 when If-None-Match names a representation of this page that the
 * client may still use: one of its encodings the client accepts (a client that first saw the page
 * gzip-encoded on a miss keeps that copy even though hits would send it brotli). `*` matches
 * any. If-None-Match compares weakly, so a `W/` prefix is ignored. Null when nothing matches.
 */
export function revalidatedEtag(ifNoneMatch: string | undefined, tag: string, accepted: { br: boolean; gzip: boolean }): string | null {
  if (!ifNoneMatch) return null;
  const usable: Encoding[] = [...(accepted.br ? (['br'] as const) : []), ...(accepted.gzip ? (['gzip'] as const) : []), 'identity'];
  for (const raw of ifNoneMatch.split(',')) {
    const candidate = raw.trim().replace(/^W\//, '');
    if (candidate === '*') return variantEtag(tag, usable[0] as Encoding);
    const encoding = usable.find((e) => variantEtag(tag, e) === candidate);
    if (encoding) return candidate;
  }
  return null;
}

/** The build part of page tags: what the server renders with (its code and client manifest) and
 * the settings that change page bytes. */
export function buildTag(parts: unknown[]): string {
  return createHash('sha1').update(JSON.stringify(parts)).digest('base64url').slice(0, 16);
}
