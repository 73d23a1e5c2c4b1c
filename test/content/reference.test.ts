// Our reference documentation against the installed webpack, webpack-cli and webpack-dev-server,
// checked the way a writer checks it: `npm run check-reference -- --build` on the content folder
// (the built tool; `npm test` builds before jest runs).
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

const ROOT = join(__dirname, '..', '..');

/** Kinds of finding our content has none of, anywhere. */
const NONE_ANYWHERE = ['unknown-option', 'wrong-default', 'unknown-flag', 'undocumented-hook', 'unknown-hook', 'wrong-hook-class', 'invalid-example'];

/**
 * Option roots whose every option, down to the leaves, is documented. The other roots still have
 * undocumented options (the tool lists them); a root joins this list when its pages are complete.
 */
const COMPLETE_ROOTS = ['experiments', 'resolve', 'resolveLoader', 'optimization', 'output', 'stats', 'devServer', 'performance', 'cache', 'snapshot', 'entry', 'externals', 'externalsPresets', 'dotenv', 'ignoreWarnings', 'devtool', 'validate', 'plugins', 'infrastructureLogging', 'extends'];

interface Reported {
  file: string;
  line: number;
  kind: string;
  message: string;
}

let reported: Reported[] = [];
let summary = '';

beforeAll(() => {
  const run = spawnSync(process.execPath, [join(ROOT, 'dist', 'tools', 'checkReference.cjs'), 'content', '--build'], {
    cwd: ROOT,
    encoding: 'utf8',
    env: { ...process.env, NODE_NO_WARNINGS: '1' },
  });
  if (run.status === 2 || run.error) throw new Error(`check-reference did not run: ${run.stderr}`);
  const lines = run.stdout.split('\n');
  reported = lines.flatMap((line) => {
    const m = /^(.+?):(\d+): \[([a-z-]+)\] (.*)$/.exec(line);
    return m ? [{ file: m[1]!, line: Number(m[2]), kind: m[3]!, message: m[4]! }] : [];
  });
  summary = lines.filter((l) => /^example configurations:|findings? in \d+ pages/.test(l)).join('\n');
}, 60_000);

function show(list: Reported[]): string[] {
  return list.map((r) => `${r.file}:${r.line} [${r.kind}] ${r.message}`);
}

describe('the reference documentation', () => {
  it('names no option, flag or hook that webpack lacks, states no default webpack does not compute, and gives every hook its tapable class', () => {
    expect(show(reported.filter((r) => NONE_ANYWHERE.includes(r.kind)))).toEqual([]);
  });

  it('documents every option of the completed option roots', () => {
    const rootOf = (r: Reported) => /`([^`.]+)/.exec(r.message)?.[1] ?? '';
    const missing = reported.filter((r) => r.kind === 'undocumented-option' && COMPLETE_ROOTS.includes(rootOf(r)));
    expect(show(missing)).toEqual([]);
  });

  it('runs every complete example configuration through webpack\'s schema validation', () => {
    const counts = /example configurations: (\d+) valid, (\d+) invalid/.exec(summary);
    expect(counts).not.toBeNull();
    expect(Number(counts![2])).toBe(0);
    expect(Number(counts![1])).toBeGreaterThan(300);
  });
});
