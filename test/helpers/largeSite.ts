// A larger site made from the corpus, as an operator who grows the site would have it: every
// page of every section copied with a suffix (x4: three copies beside each page), top-level
// pages and data files as they are. Used by the scale bench and by the memory budget test.
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';

/** A generated site folder. */
export interface LargeSite {
  dir: string;
  /** Number of page files (.md, .mdx) in it. */
  pages: number;
  remove: () => void;
}

const PAGE = /\.mdx?$/;

/** Relative paths of every file under a folder. */
function filesUnder(dir: string, base = dir): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path, base) : [relative(base, path)];
  });
}

/** The name of the n-th copy of a page file: `a/b.mdx` becomes `a/b-copy2.mdx`. */
export function copyName(file: string, n: number): string {
  return file.replace(PAGE, (ext) => `-copy${n}${ext}`);
}

/** Writes the corpus multiplied by `factor` into a new temporary folder (factor 1: as is). */
export function generateLargeSite(corpusDir: string, factor: number): LargeSite {
  const dir = mkdtempSync(join(tmpdir(), `site-x${factor}-`));
  cpSync(corpusDir, dir, { recursive: true });
  let pages = 0;
  for (const file of filesUnder(corpusDir)) {
    if (!PAGE.test(file)) continue;
    pages += 1;
    // Only pages inside a section are copied; top-level pages stay single.
    if (!file.includes('/')) continue;
    const source = readFileSync(join(corpusDir, file), 'utf8');
    for (let n = 1; n < factor; n += 1) {
      const target = join(dir, copyName(file, n));
      mkdirSync(join(target, '..'), { recursive: true });
      writeFileSync(target, source);
      pages += 1;
    }
  }
  return { dir, pages, remove: () => rmSync(dir, { recursive: true, force: true }) };
}
