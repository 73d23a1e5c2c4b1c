// The order test files start in on a fresh checkout (no durations kept by jest): the longest
// measured first, then files not measured yet by their folder, browser tests before unit tests.
import { join } from 'node:path';

const ROOT = join(__dirname, '..', '..');
const LongestFirst = require('./longestFirst.cjs') as new (options: object) => { sort: (tests: object[]) => { path: string }[] };
const measured = require('./durations.json') as Record<string, number>;

/** A test file as jest hands it to the sequencer, in a context that keeps no durations. */
const file = (path: string) => ({ path: join(ROOT, path), context: { config: { rootDir: ROOT, cache: false }, hasteFS: { getSize: () => 100 } } });

describe('the order of test files', () => {
  it('starts with the longest measured file and puts an unmeasured browser test before unit tests', () => {
    const [longest] = Object.entries(measured).sort((a, b) => b[1] - a[1]);
    const paths = ['test/shared/never-measured-unit.test.ts', 'test/e2e/never-measured-browser.test.ts', 'test/proofs/never-measured-proof.test.ts', longest![0]];
    const order = new LongestFirst({}).sort(paths.map(file)).map((test) => test.path.slice(ROOT.length + 1));
    expect(order).toEqual([longest![0], 'test/e2e/never-measured-browser.test.ts', 'test/proofs/never-measured-proof.test.ts', 'test/shared/never-measured-unit.test.ts']);
  });

  it('has a measured duration for every test file of the repository but a few new ones', () => {
    const { readdirSync } = require('node:fs') as typeof import('node:fs');
    const files = readdirSync(join(ROOT, 'test'), { recursive: true }).map(String).filter((f) => /\.test\.tsx?$/.test(f)).map((f) => `test/${f.split('\\').join('/')}`);
    const missing = files.filter((f) => measured[f] === undefined);
    expect(missing.length).toBeLessThanOrEqual(Math.ceil(files.length / 10));
  });
});
