// The upstream corpora some tests read as test data. They live beside the repository
// (../shared/corpus), not in it, so a bare clone has none of them: there, the tests that need
// them are skipped under a mark that test/jest/corpusSkipReporter.cjs counts into one summary
// line. With CI set, a missing corpus fails instead, so a CI run never passes with them skipped.
import { existsSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';

const SHARED_CORPUS = join(__dirname, '..', '..', '..', 'shared', 'corpus');

/** The English upstream docs (`CORPUS_DIR`, default ../shared/corpus/webpack-docs/content). */
export const CORPUS_DIR = process.env.CORPUS_DIR ?? join(SHARED_CORPUS, 'webpack-docs', 'content');

/** Their Korean translation (`KOREAN_CORPUS_DIR`, default beside the English corpus). */
export const KOREAN_CORPUS_DIR = process.env.KOREAN_CORPUS_DIR ?? join(CORPUS_DIR, '..', '..', 'webpack-docs-ko', 'content');

/** Starts the mark put on the name of every test skipped for a missing corpus (the reporter
 * looks for it). */
export const CORPUS_SKIP_MARK = '[skipped: needs corpus';

/** The short name of a corpus folder: webpack-docs for .../webpack-docs/content. */
export function corpusName(dir: string): string {
  return basename(dir) === 'content' ? basename(dirname(dir)) : basename(dir);
}

/** The folders of `dirs` that do not exist. */
export function missingCorpora(dirs: readonly string[], exists: (dir: string) => boolean = existsSync): string[] {
  return dirs.filter((dir) => !exists(dir));
}

/** The name a skipped test gets: its own, then the mark naming the missing corpora. */
export function skippedName(name: string, missing: readonly string[]): string {
  return `${name} ${CORPUS_SKIP_MARK} ${missing.map(corpusName).join(', ')}]`;
}

/** The error a CI run reports in place of tests whose corpora are missing. */
export function missingCorpusError(missing: readonly string[]): Error {
  return new Error(
    `upstream corpus not found: ${missing.join(', ')}. CI must run every corpus test: put the corpora at ../shared/corpus beside the repository, or name them with CORPUS_DIR and KOREAN_CORPUS_DIR.`,
  );
}

const inCi = (): boolean => Boolean(process.env.CI) && process.env.CI !== 'false' && process.env.CI !== '0';

/** describe() for tests that read the given corpora: skipped under the mark when one is missing,
 * or, with CI set, replaced by one failing test that names what is missing. */
export function describeWithCorpus(dirs: readonly string[], name: string, fn: () => void): void {
  const missing = missingCorpora(dirs);
  if (missing.length === 0) describe(name, fn);
  else if (inCi()) describe(name, () => it('finds the upstream corpora it reads', () => Promise.reject(missingCorpusError(missing))));
  else describe.skip(skippedName(name, missing), fn);
}

/** it() for one test that reads the given corpora, skipped or failing as describeWithCorpus. */
export function itWithCorpus(dirs: readonly string[], name: string, fn: jest.ProvidesCallback, timeout?: number): void {
  const missing = missingCorpora(dirs);
  if (missing.length === 0) it(name, fn, timeout);
  else if (inCi()) it(name, () => Promise.reject(missingCorpusError(missing)));
  else it.skip(skippedName(name, missing), fn, timeout);
}
