// The content hash of a section's navigation: the one the offline manifest lists for its piece
// and the one page data names it by (shared/sectionPiece.ts). Worked out once per section of a
// snapshot (the section object belongs to it and leaves with it).
import { createHash } from 'node:crypto';
import type { SectionNav } from '../../shared/types';

const hashes = new WeakMap<SectionNav, string>();

/** Hash of a JSON body, as pieces are named. */
export function pieceHash(body: string): string {
  return createHash('sha256').update(body).digest('base64url').slice(0, 22);
}

/** Hash of a section's navigation JSON. */
export function sectionHash(section: SectionNav): string {
  let hash = hashes.get(section);
  if (hash === undefined) {
    hash = pieceHash(JSON.stringify(section));
    hashes.set(section, hash);
  }
  return hash;
}
