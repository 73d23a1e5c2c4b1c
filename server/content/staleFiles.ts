// Decides which content files must be read again, by comparing what was read (the stamp taken
// when it was read) with what the disk says now (a stat pass). Watcher events only say where to
// look; this comparison is what makes the site end up serving what is on disk. Pure.
import type { FileIdentity, FileStamp } from './read';

/**
 * A file whose mtime lies this close before the moment it was read may have been written again
 * within the same timestamp tick (coarse file system clocks, 1 s or 2 s on some file systems),
 * with the same size: its identity cannot tell, so its bytes are compared instead. Once a read
 * happens later than this after the mtime, the identity alone is trusted (git's "racily clean").
 */
export const RACY_MS = 2000;

/** Two identities of the same file version. */
export function sameIdentity(a: FileIdentity, b: FileIdentity): boolean {
  return a.size === b.size && a.mtimeMs === b.mtimeMs && a.ctimeMs === b.ctimeMs && a.ino === b.ino;
}

/** True when the stamp cannot rule out a later write with the same identity. */
export function isRacy(stamp: FileStamp): boolean {
  return stamp.readAt - stamp.mtimeMs < RACY_MS;
}

/**
 * Whether a path lies at or below one of the scopes, in time of its depth: after a storm of
 * thousands of paths, comparing every file read with every scope took their product per pass.
 */
export function scopeTest(scopes: readonly string[]): (path: string) => boolean {
  const set = new Set(scopes);
  if (set.has('')) return () => true;
  return (path) => {
    for (let end = path.length; end > 0; end = path.lastIndexOf('/', end - 1)) {
      if (set.has(path.slice(0, end))) return true;
    }
    return false;
  };
}

/**
 * Paths to read again among those below `scopes` ('' is the whole tree): files that appeared,
 * disappeared, changed identity, were read without a stamp (null: unreadable or unknown), or
 * whose stamp is racy. `disk` holds what a stat pass found below the same scopes.
 */
export function filesToRead(read: ReadonlyMap<string, FileStamp | null>, disk: ReadonlyMap<string, FileIdentity>, scopes: readonly string[]): string[] {
  const out = new Set<string>();
  const within = scopeTest(scopes);
  for (const [path, stamp] of read) {
    if (!within(path)) continue;
    const now = disk.get(path);
    if (!now || !stamp || !sameIdentity(stamp, now) || isRacy(stamp)) out.add(path);
  }
  for (const path of disk.keys()) if (!read.has(path)) out.add(path);
  return [...out].sort();
}
