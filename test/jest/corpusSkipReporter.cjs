// Jest reporter: after the run, one line saying how many tests were skipped because an upstream
// corpus was missing, and which corpora (tests mark such skips through test/helpers/corpus.ts).
// With CI set, any such skip fails the run: CI has the corpora and must run every test.
// CommonJS and plain JavaScript, because jest loads reporters without the TypeScript transform.

const MARK = /\[skipped: needs corpus ([^\]]+)\]/;

/** Counts the marked skips in jest's aggregated results: tests, files and corpus names. */
function countCorpusSkips(results) {
  let tests = 0;
  const files = new Set();
  const corpora = new Set();
  for (const file of results.testResults) {
    for (const test of file.testResults) {
      const mark = MARK.exec(test.fullName);
      if (test.status !== 'pending' || !mark) continue;
      tests += 1;
      files.add(file.testFilePath);
      for (const name of mark[1].split(', ')) corpora.add(name);
    }
  }
  return { tests, files: files.size, corpora: [...corpora].sort() };
}

/** The summary line, or null when nothing was skipped for a corpus. */
function summaryLine({ tests, files, corpora }) {
  if (tests === 0) return null;
  const s = (n, word) => `${n} ${word}${n === 1 ? '' : 's'}`;
  return `Corpus tests: ${s(tests, 'test')} in ${s(files, 'file')} skipped: the upstream corpora ${corpora.join(', ')} were not found at ../shared/corpus (set CORPUS_DIR / KOREAN_CORPUS_DIR to run them; see docs/testing.md).`;
}

const inCi = () => Boolean(process.env.CI) && process.env.CI !== 'false' && process.env.CI !== '0';

class CorpusSkipReporter {
  constructor() {
    this.error = undefined;
  }

  onRunComplete(_contexts, results) {
    const line = summaryLine(countCorpusSkips(results));
    if (!line) return;
    process.stderr.write(`\n${line}\n`);
    if (!inCi()) return;
    this.error = new Error(`CI is set, so every corpus test must run: ${line}`);
    process.stderr.write('CI is set: a skipped corpus test fails the run.\n');
  }

  getLastError() {
    return this.error;
  }
}

module.exports = CorpusSkipReporter;
module.exports.countCorpusSkips = countCorpusSkips;
module.exports.summaryLine = summaryLine;
