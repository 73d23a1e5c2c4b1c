// Bench section "convergence": how long after a writer's last change the live site serves the
// disk, over random sequences of saves and atomic saves 0 to 100 ms apart on a corpus copy (the
// real watcher, in process), and what the periodic stat pass costs while nothing changes.
import { cpSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { contentAssetOptions } from '../../server/content/contentAssets';
import { buildContent } from '../../server/content/contentSnapshot';
import { createLiveContent } from '../../server/content/liveContent';
import { readContentFolder } from '../../server/content/read';
import { DEFAULT_TIMINGS } from '../../server/content/reconcileSchedule';
import { createContentStore } from '../../server/content/store';
import { FULL_PASS_MS, watchContentFolder } from '../../server/content/watch';
import { silentLogger } from '../../server/logger';
import { createMarkdownRenderer } from '../../server/markdown/createMarkdownRenderer';
import { fileToUrl } from '../../shared/urls';
import { quantile } from './stats';

type Line = (label: string, value: string) => void;

const FILES = ['concepts/output.mdx', 'concepts/entry-points.mdx', 'guides/getting-started.mdx'];
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const cpuMs = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};

type Live = ReturnType<typeof createLiveContent>;
type Store = ReturnType<typeof createContentStore>;

/** Resolves at the first change the site publishes after which `done` holds; gives up after ten seconds. */
function publishedWhen(live: Live, done: () => boolean, what: string): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    if (done()) return resolve();
    const timer = setTimeout(() => {
      unsubscribe();
      reject(new Error(`${what} did not converge`));
    }, 10_000);
    const unsubscribe = live.subscribe(() => {
      if (!done()) return;
      clearTimeout(timer);
      unsubscribe();
      resolve();
    });
  });
}

/** A checkout that rewrites 30 pages at once, back and forth: milliseconds from each switch until every
 * page serves its new side (some of the watcher's events may be lost; the stat pass finds those). */
async function branchSwitches(root: string, store: Store, live: Live, rounds: number): Promise<number[]> {
  const paths = Array.from({ length: 30 }, (_, i) => `branch-bench/p${String(i).padStart(2, '0')}.mdx`);
  const side = (name: string) => {
    mkdirSync(join(root, 'branch-bench'), { recursive: true });
    paths.forEach((path, i) => writeFileSync(join(root, path), `---\ntitle: Page ${i} on ${name}\n---\n\nBody of ${path} on ${name}.\n`));
  };
  const serving = (name: string) => () => paths.every((path) => store.current().pages.get(fileToUrl(path))?.html.includes(`on ${name}.`));
  side('main');
  await publishedWhen(live, serving('main'), 'the first side');
  const times: number[] = [];
  for (let round = 0; round < rounds; round += 1) {
    const name = round % 2 === 0 ? 'feature' : 'main';
    side(name);
    const switched = performance.now();
    await publishedWhen(live, serving(name), `switch ${round}`);
    times.push(performance.now() - switched);
  }
  return times;
}

/** Prints the convergence figures for a copy of the corpus at `corpus`. */
export async function liveConvergence(corpus: string, quick: boolean, line: Line): Promise<void> {
  const sequences = quick ? 20 : 100;
  const root = mkdtempSync(join(tmpdir(), 'bench-converge-'));
  cpSync(corpus, root, { recursive: true });
  const loadStarted = cpuMs();
  const files = await readContentFolder(root);
  const renderer = createMarkdownRenderer(contentAssetOptions(files));
  const store = createContentStore(buildContent(files, renderer, { editBase: 'https://example.org/edit' }));
  const fullLoadMs = cpuMs() - loadStarted;
  const live = createLiveContent({ root, store, renderer, pageOptions: { editBase: 'https://example.org/edit' }, log: silentLogger() });
  live.seed(files);
  const stop = await watchContentFolder(root, live, silentLogger());
  const originals = FILES.map((path) => readFileSync(join(root, path), 'utf8'));
  let seed = 20;
  const random = () => {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    return seed / 2 ** 31;
  };
  const times: number[] = [];
  try {
    for (let sequence = 0; sequence < sequences; sequence += 1) {
      const last = new Map<number, string>();
      const steps = 2 + Math.floor(random() * 5);
      let lastAt = 0;
      for (let step = 0; step < steps; step += 1) {
        if (step > 0) await pause(Math.floor(random() * 101));
        const i = Math.floor(random() * FILES.length);
        const marker = `Converge ${sequence}-${step}.`;
        const file = join(root, FILES[i] as string);
        const text = `${originals[i]}\n\n${marker}\n`;
        if (random() < 0.5) writeFileSync(file, text);
        else {
          writeFileSync(`${file}.tmp`, text);
          renameSync(`${file}.tmp`, file);
        }
        last.set(i, marker);
        lastAt = performance.now();
      }
      const done = () => [...last].every(([i, marker]) => store.current().pages.get(fileToUrl(FILES[i] as string))?.html.includes(marker));
      await publishedWhen(live, done, `sequence ${sequence}`);
      times.push(performance.now() - lastAt);
    }
    const switches = await branchSwitches(root, store, live, quick ? 4 : 8);
    // Idle: let every file be read once well after its last write, then time full passes alone.
    await pause(2500);
    await live.reconcile();
    const passes = quick ? 20 : 100;
    const started = cpuMs();
    for (let i = 0; i < passes; i += 1) await live.reconcile();
    const passMs = (cpuMs() - started) / passes;
    // The whole idle process while watching: chokidar, timers and the passes the watcher runs.
    const idleWall = quick ? 2 * FULL_PASS_MS : 5 * FULL_PASS_MS;
    const idleStarted = cpuMs();
    await pause(idleWall);
    const idleShare = (cpuMs() - idleStarted) / idleWall;
    line('convergence after the last change (median / worst)', `${quantile(times, 0.5).toFixed(0)} ms / ${quantile(times, 1).toFixed(0)} ms over ${sequences} sequences (settle period ${DEFAULT_TIMINGS.settleMs} ms)`);
    line('branch switch of 30 pages, to every page served (median / worst)', `${quantile(switches, 0.5).toFixed(0)} ms / ${quantile(switches, 1).toFixed(0)} ms over ${switches.length} switches; a stat pass every ${FULL_PASS_MS} ms finds what the watcher missed`);
    line('full stat pass over the corpus (CPU)', `${passMs.toFixed(2)} ms for ${files.pages.length + files.data.length} files; reading and rendering it all: ${fullLoadMs.toFixed(0)} ms (${((passMs / fullLoadMs) * 100).toFixed(2)}%)`);
    line('idle cost of the stat pass every few seconds', `${((passMs / FULL_PASS_MS) * 100).toFixed(3)}% of one core (one pass every ${FULL_PASS_MS} ms)`);
    line('idle process while watching (measured)', `${(idleShare * 100).toFixed(3)}% of one core over ${idleWall / 1000} s`);
  } finally {
    await stop();
    rmSync(root, { recursive: true, force: true });
  }
}
