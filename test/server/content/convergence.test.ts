// Writers' changes however they land (quick double saves, editors' atomic saves, deletes,
// renames, broken saves, a branch switch): after the last change the live site comes to serve
// exactly what the same renderer makes of the disk, and lists exactly the problems the disk has.
// Runs against the real watcher; the sequences are random with a fixed seed. How soon it gets
// there is a figure of `npm run bench -- --only=convergence`, not of this test: here a site that
// never gets there fails after GIVE_UP_MS, a bound far beyond any measured time, so that a busy
// machine does not fail a correct site.
import { mkdirSync, mkdtempSync, renameSync, rmSync, unlinkSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { convergence, recordHistory, servedAndExpected, startLiveSite, type LiveSite } from '../../helpers/liveSite';

jest.setTimeout(60_000);

const SEED = Number(process.env.CONVERGENCE_SEED ?? 20);
const SEQUENCES = 18;
const GIVE_UP_MS = 20_000;

/** mulberry32: a small seeded generator, so a failing sequence can be replayed. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const TITLES = ['Alpha', 'Beta', 'Gamma', 'Delta'];
const page = (title: string, body: string) => `---\ntitle: ${title}\n---\n\n${body}\n`;
const BROKEN = '---\ntitle: [unclosed\n---\n\nBroken save.\n';
// Pages that move, change and break; guide/ and api/ also hold index pages that stay.
const POOL = ['guide/one.mdx', 'guide/two.mdx', 'guide/three.mdx', 'api/four.mdx', 'api/five.mdx', 'ref/six.mdx'];

function seedFolder(): string {
  const root = mkdtempSync(join(tmpdir(), 'converge-'));
  const files: Record<string, string> = {
    'index.mdx': page('Home', 'Welcome.'),
    'guide/index.mdx': page('Guide', 'The guide.'),
    'api/index.mdx': page('API', 'The API.'),
    'guide/one.mdx': page('Alpha', 'See [here](/guide/two/).'),
    'guide/two.mdx': page('Beta', 'Read [more](/api/four/).'),
    'api/four.mdx': page('Gamma', 'Text.'),
  };
  for (const [path, source] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), source);
  }
  return root;
}

type Step = (root: string, pick: () => number) => string;

const write = (root: string, path: string, source: string) => {
  mkdirSync(dirname(join(root, path)), { recursive: true });
  writeFileSync(join(root, path), source);
};
const choose = <T,>(items: readonly T[], pick: () => number): T => items[Math.floor(pick() * items.length)] as T;
const goodPage = (pick: () => number) => page(choose(TITLES, pick), `Version ${Math.floor(pick() * 1e9)}. See [here](${choose(['/guide/one/', '/guide/two/', '/api/four/', '/ref/six/'], pick)}).`);

const STEPS: Record<string, Step> = {
  write(root, pick) {
    const path = choose(POOL, pick);
    write(root, path, goodPage(pick));
    return `write ${path}`;
  },
  // As many editors save: a temporary file beside the page, renamed over it.
  atomic(root, pick) {
    const path = choose(POOL, pick);
    const temp = `${path}${choose(['.tmp', '~', '___jb_tmp___', '.swp'], pick)}`;
    write(root, temp, goodPage(pick));
    renameSync(join(root, temp), join(root, path));
    return `atomic ${path} via ${temp}`;
  },
  broken(root, pick) {
    const path = choose(POOL, pick);
    write(root, path, BROKEN);
    return `broken ${path}`;
  },
  remove(root, pick) {
    const path = choose(POOL, pick);
    if (existsSync(join(root, path))) unlinkSync(join(root, path));
    return `delete ${path}`;
  },
  rename(root, pick) {
    const from = choose(POOL, pick);
    const to = choose(POOL, pick);
    if (!existsSync(join(root, from)) || from === to) return `rename ${from} (skipped)`;
    mkdirSync(dirname(join(root, to)), { recursive: true });
    renameSync(join(root, from), join(root, to));
    return `rename ${from} → ${to}`;
  },
  // A folder renamed while pages in it change.
  folder(root) {
    const [from, to] = existsSync(join(root, 'ref')) ? ['ref', 'api'] : ['api', 'ref'];
    if (existsSync(join(root, to))) return `rename ${from}/ (skipped)`;
    renameSync(join(root, from), join(root, to));
    return `rename ${from}/ → ${to}/`;
  },
  // Files created and deleted within one batch, and editors' leftovers that are never pages.
  flicker(root, pick) {
    const path = choose(POOL, pick);
    const dir = dirname(join(root, path));
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, '4913'), '');
    unlinkSync(join(dir, '4913'));
    writeFileSync(join(root, `${path}.swp`), 'swap');
    writeFileSync(join(dir, 'brief.mdx'), page('Brief', 'Gone soon.'));
    unlinkSync(join(dir, 'brief.mdx'));
    return `flicker in ${dirname(path)}`;
  },
};
const STEP_NAMES = Object.keys(STEPS);
// Plain and atomic saves are the most common; every kind comes up in every few sequences.
const WEIGHTS = [4, 3, 2, 2, 2, 1, 1];

function pickStep(pick: () => number): Step {
  let r = pick() * WEIGHTS.reduce((a, b) => a + b, 0);
  for (const [i, weight] of WEIGHTS.entries()) {
    r -= weight;
    if (r < 0) return STEPS[STEP_NAMES[i] as string] as Step;
  }
  return STEPS.write as Step;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const allPaths = (root: string) => [...POOL, ...POOL.map((p) => p.replace(/^api\//, 'ref/')), ...POOL.map((p) => p.replace(/^ref\//, 'api/'))].filter((p, i, a) => a.indexOf(p) === i && existsSync(join(root, p)));

/**
 * Waits for the site to match the disk, then compares every page's article and, for the URLs
 * `served` keeps (all by default), the whole served HTML, and /readyz.
 */
async function expectSameAsDisk(site: LiveSite, history: Map<string, Set<string>>, since: number, served: (url: string, i: number) => boolean = () => true): Promise<number> {
  const { ms, expected } = await convergence(site, history, since, GIVE_UP_MS);
  const articles = (pages: Map<string, { html: string }>) => Object.fromEntries([...pages].map(([url, page]) => [url, page.html]));
  expect(articles(site.store.current().pages)).toEqual(articles(expected.snapshot.pages));
  const compared = await servedAndExpected(site, expected, served);
  expect(compared.served).toEqual(compared.wanted);
  const { readyStatus, readyProblems } = compared;
  expect(readyProblems).toEqual(expected.problems);
  expect(readyStatus).toBe(expected.problems.length === 0 ? 200 : 503);
  return ms;
}

describe('the live site converges on what is on disk', () => {
  let root: string;
  let site: LiveSite;
  const history = new Map<string, Set<string>>();

  beforeEach(async () => {
    root = seedFolder();
    history.clear();
    recordHistory(root, allPaths(root), history);
    site = await startLiveSite(root);
  });
  afterEach(async () => {
    await site.stop();
    rmSync(root, { recursive: true, force: true });
  });

  it(`serves the disk after random sequences of saves, atomic saves, deletes, renames and broken saves 0 to 100 ms apart (seed ${SEED})`, async () => {
    const pick = random(SEED);
    const times: number[] = [];
    let operations = 0;
    for (let sequence = 0; sequence < SEQUENCES; sequence += 1) {
      const steps = 4 + Math.floor(pick() * 7);
      const log: string[] = [];
      let last = 0;
      for (let i = 0; i < steps; i += 1) {
        if (i > 0) await pause(Math.floor(pick() * 101));
        log.push(pickStep(pick)(root, pick));
        last = performance.now();
        recordHistory(root, allPaths(root), history);
      }
      operations += steps;
      try {
        times.push(await expectSameAsDisk(site, history, last));
      } catch (error: unknown) {
        throw new Error(`sequence ${sequence} (seed ${SEED}): ${log.join('; ')}\n${(error as Error).message}`);
      }
    }
    process.stdout.write(`convergence: ${SEQUENCES} sequences, ${operations} operations, worst ${Math.max(...times).toFixed(0)} ms, median ${[...times].sort((a, b) => a - b)[times.length >> 1]?.toFixed(0)} ms after the last change\n`);
  });

  it.each([20, 25, 30, 35, 40])('serves the second of two saves %i ms apart, and drops the problem when the second fixes the first', async (gap) => {
    const file = join(root, 'guide', 'one.mdx');
    writeFileSync(file, page('Alpha', 'First save.'));
    await pause(gap);
    writeFileSync(file, page('Alpha', `Second save, ${gap} ms later.`));
    let last = performance.now();
    recordHistory(root, allPaths(root), history);
    await expectSameAsDisk(site, history, last);
    expect(site.store.current().pages.get('/guide/one/')?.html).toContain(`Second save, ${gap} ms later.`);
    writeFileSync(file, BROKEN);
    await pause(gap);
    writeFileSync(file, page('Alpha', 'Fixed.'));
    last = performance.now();
    recordHistory(root, allPaths(root), history);
    await expectSameAsDisk(site, history, last);
    expect(site.store.current().problems).toEqual([]);
  });

  it('follows a branch switch that rewrites, renames, deletes and adds 150 pages at once', async () => {
    const topics = Array.from({ length: 120 }, (_, i) => `topics/t${String(i).padStart(3, '0')}.mdx`);
    for (const path of topics) write(root, path, page(`Topic ${path}`, 'On the first branch.'));
    let last = performance.now();
    recordHistory(root, topics, history);
    // Rendering every page of the site twice takes long; one served page in ten stands for the rest.
    const tenth = (_url: string, i: number) => i % 10 === 0;
    await expectSameAsDisk(site, history, last, tenth);
    const touched: string[] = [];
    topics.forEach((path, i) => {
      const target = join(root, path);
      if (i % 4 === 0) unlinkSync(target);
      else if (i % 4 === 1) {
        const moved = path.replace('topics/', 'moved/');
        mkdirSync(dirname(join(root, moved)), { recursive: true });
        renameSync(target, join(root, moved));
        touched.push(moved);
      } else if (i % 4 === 2) writeFileSync(target, page(`Topic ${i} renamed`, 'On the second branch.'));
      else writeFileSync(target, i % 8 === 3 ? BROKEN : page(`Topic ${path}`, 'Changed on the second branch.'));
    });
    for (let i = 0; i < 30; i += 1) {
      const path = `added/a${i}.mdx`;
      write(root, path, page(`Added ${i}`, 'Only on the second branch.'));
      touched.push(path);
    }
    last = performance.now();
    recordHistory(root, [...topics, ...touched], history);
    await expectSameAsDisk(site, history, last, tenth);
    expect(site.store.current().problems).toHaveLength(15);
  });

  it('serves each side of a branch switch of 30 pages, back and forth four times', async () => {
    const pages = Array.from({ length: 30 }, (_, i) => `branch/p${String(i).padStart(2, '0')}.mdx`);
    const side = (name: string) => pages.forEach((path, i) => write(root, path, page(`Page ${i} on ${name}`, `Body of ${path} on ${name}.`)));
    side('main');
    recordHistory(root, pages, history);
    await expectSameAsDisk(site, history, performance.now());
    for (let round = 0; round < 8; round += 1) {
      // All files rewritten at once, as a checkout does; some of the watcher's events may be lost.
      side(round % 2 === 0 ? 'feature' : 'main');
      const switched = performance.now();
      recordHistory(root, pages, history);
      await expectSameAsDisk(site, history, switched);
    }
  });
});
