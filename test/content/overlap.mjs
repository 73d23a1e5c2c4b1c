// Finds runs of consecutive words that a page of ours shares with a reference corpus.
// Plain ESM so that both the jest test and a writer at the command line can run it:
//   node test/content/overlap.mjs [contentDir] [corpusDir] [runLength]
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Default length of a shared word run that counts as copied. */
export const DEFAULT_RUN_LENGTH = 12;

/** Lists every .md and .mdx file below a folder (installed packages and hidden folders are not ours). */
export function listMarkdownFiles(dir) {
  const out = [];
  for (const name of readdirSync(dir)) {
    if (name === 'node_modules' || name.startsWith('.')) continue;
    const full = join(dir, name);
    if (statSync(full).isDirectory()) out.push(...listMarkdownFiles(full));
    else if (/\.mdx?$/.test(name)) out.push(full);
  }
  return out.sort();
}

/** Prose words of a markdown source: frontmatter, fenced code and inline code removed, lower-cased. */
export function proseWords(source) {
  const withoutFrontmatter = source.replace(/^---\r?\n[\s\S]*?\r?\n---\r?\n/, '');
  const withoutFences = withoutFrontmatter.replace(/^(\s*)(`{3,}|~{3,})[^\n]*\n[\s\S]*?^\1\2[^\S\n]*$/gm, ' ');
  const withoutInlineCode = withoutFences.replace(/`[^`\n]*`/g, ' ');
  const withoutLinkTargets = withoutInlineCode.replace(/\]\([^)]*\)/g, '] ');
  return withoutLinkTargets
    .toLowerCase()
    .split(/[^\p{L}\p{N}']+/u)
    .map((w) => w.replace(/^'+|'+$/g, ''))
    .filter(Boolean);
}

function runsOf(words, n) {
  const runs = [];
  for (let i = 0; i + n <= words.length; i += 1) runs.push(words.slice(i, i + n).join(' '));
  return runs;
}

/** Builds the set of every n-word run found in the corpus files. */
export function corpusRuns(corpusDir, n = DEFAULT_RUN_LENGTH) {
  const set = new Set();
  for (const file of listMarkdownFiles(corpusDir)) {
    for (const run of runsOf(proseWords(readFileSync(file, 'utf8')), n)) set.add(run);
  }
  return set;
}

/** Returns, per file of ours, the shared runs (merged into maximal passages). */
export function findOverlaps(contentDir, corpusDir, n = DEFAULT_RUN_LENGTH) {
  const reference = corpusRuns(corpusDir, n);
  const findings = [];
  for (const file of listMarkdownFiles(contentDir)) {
    const words = proseWords(readFileSync(file, 'utf8'));
    const passages = [];
    let start = -1;
    let end = -1;
    for (let i = 0; i + n <= words.length; i += 1) {
      if (reference.has(words.slice(i, i + n).join(' '))) {
        if (start >= 0 && i <= end) end = i + n;
        else {
          if (start >= 0) passages.push(words.slice(start, end).join(' '));
          start = i;
          end = i + n;
        }
      }
    }
    if (start >= 0) passages.push(words.slice(start, end).join(' '));
    if (passages.length > 0) findings.push({ file: relative(contentDir, file), passages });
  }
  return findings;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const here = fileURLToPath(new URL('../..', import.meta.url));
  const contentDir = process.argv[2] ?? join(here, 'content');
  const corpusDir = process.argv[3] ?? join(here, '..', 'shared', 'corpus', 'webpack-docs', 'content');
  const n = Number(process.argv[4] ?? DEFAULT_RUN_LENGTH);
  const findings = findOverlaps(contentDir, corpusDir, n);
  for (const { file, passages } of findings) {
    for (const p of passages) console.log(`${file}: "${p}"`);
  }
  console.log(findings.length === 0 ? 'no shared runs' : `${findings.length} file(s) share runs of ${n}+ words with the corpus`);
  process.exitCode = findings.length === 0 ? 0 : 1;
}
