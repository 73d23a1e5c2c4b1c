// The summary of corpus skips: counted from the marks test/helpers/corpus.ts puts on the names
// of skipped tests, one line, and a failure of the run when CI is set.
import { corpusName, missingCorpora, skippedName } from '../helpers/corpus';

const Reporter = require('./corpusSkipReporter.cjs') as {
  new (): { onRunComplete(contexts: unknown, results: unknown): void; getLastError(): Error | undefined };
  countCorpusSkips(results: unknown): { tests: number; files: number; corpora: string[] };
  summaryLine(counts: { tests: number; files: number; corpora: string[] }): string | null;
};

const EN = '/elsewhere/corpus/webpack-docs/content';
const KO = '/elsewhere/corpus/webpack-docs-ko/content';

const results = {
  testResults: [
    {
      testFilePath: 'a.test.ts',
      testResults: [
        { status: 'pending', fullName: `${skippedName('search quality', [EN])} finds pages` },
        { status: 'pending', fullName: `${skippedName('search quality', [EN])} ranks titles` },
        { status: 'passed', fullName: 'slugify keeps ids' },
      ],
    },
    { testFilePath: 'b.test.ts', testResults: [{ status: 'pending', fullName: skippedName('both languages', [EN, KO]) }] },
    // A test skipped for another reason is not counted.
    { testFilePath: 'c.test.ts', testResults: [{ status: 'pending', fullName: 'something else' }] },
  ],
};

function withCi<T>(value: string | undefined, fn: () => T): T {
  const before = process.env.CI;
  if (value === undefined) delete process.env.CI;
  else process.env.CI = value;
  try {
    return fn();
  } finally {
    if (before === undefined) delete process.env.CI;
    else process.env.CI = before;
  }
}

describe('corpus skips', () => {
  it('names a corpus by the folder above its content folder', () => {
    expect(corpusName(EN)).toBe('webpack-docs');
    expect(corpusName('/x/webpack-docs-v4')).toBe('webpack-docs-v4');
  });

  it('finds which of the given folders are missing', () => {
    expect(missingCorpora([EN, KO], (dir) => dir === EN)).toEqual([KO]);
  });

  it('counts only tests skipped under the corpus mark, with their files and corpora', () => {
    expect(Reporter.countCorpusSkips(results)).toEqual({ tests: 3, files: 2, corpora: ['webpack-docs', 'webpack-docs-ko'] });
  });

  it('says in one line how many were skipped and why, and nothing when none was', () => {
    const line = Reporter.summaryLine(Reporter.countCorpusSkips(results));
    expect(line).toMatch(/^Corpus tests: 3 tests in 2 files skipped: the upstream corpora webpack-docs, webpack-docs-ko were not found at \.\.\/shared\/corpus/);
    expect(line).not.toContain('\n');
    expect(Reporter.summaryLine({ tests: 0, files: 0, corpora: [] })).toBeNull();
  });

  it('fails the run when CI is set and a corpus test was skipped, not otherwise', () => {
    const write = jest.spyOn(process.stderr, 'write').mockImplementation(() => true);
    try {
      const local = withCi(undefined, () => {
        const reporter = new Reporter();
        reporter.onRunComplete([], results);
        return reporter.getLastError();
      });
      const ci = withCi('true', () => {
        const reporter = new Reporter();
        reporter.onRunComplete([], results);
        return reporter.getLastError();
      });
      const ciNothingSkipped = withCi('true', () => {
        const reporter = new Reporter();
        reporter.onRunComplete([], { testResults: [] });
        return reporter.getLastError();
      });
      expect(local).toBeUndefined();
      expect(ci?.message).toContain('3 tests in 2 files skipped');
      expect(ciNothingSkipped).toBeUndefined();
      expect(write).toHaveBeenCalledWith(expect.stringContaining('Corpus tests: 3 tests'));
    } finally {
      write.mockRestore();
    }
  });
});
