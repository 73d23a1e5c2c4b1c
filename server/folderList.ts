// The shape shared by TRANSLATION_DIRS and VERSION_DIRS: comma-separated `key=folder` entries,
// each folder resolved against the working directory. What a key may be is the caller's rule.
import { resolve } from 'node:path';

/** One `key=folder` entry: its key, its folder resolved, and the entry as written (for messages). */
export interface FolderEntry {
  key: string;
  dir: string;
  entry: string;
}

/** Splits a `key=folder,...` value; an entry without a key or a folder throws `fail(message)`,
 * whose message names the variable and shows `example`. */
export function parseFolderList(variable: string, raw: string, cwd: string, example: string, fail: (message: string) => Error): FolderEntry[] {
  const entries: FolderEntry[] = [];
  for (const part of raw.split(',')) {
    const entry = part.trim();
    if (entry === '') continue;
    const eq = entry.indexOf('=');
    const key = eq < 0 ? '' : entry.slice(0, eq).trim();
    const dir = eq < 0 ? '' : entry.slice(eq + 1).trim();
    if (eq < 0 || dir === '') throw fail(`${variable} entry "${entry}" must be ${example}`);
    entries.push({ key, dir: resolve(cwd, dir), entry });
  }
  return entries;
}
