// Bench section "longtasks": the long tasks of a page load on a phone-like CPU, seen in a
// Chromium trace (CPU throttled 4x, 375x812, a fresh profile per load): per page, the longest
// task spent mostly in our script (the goal: none over 100 ms) and what was inside it, the most
// time our script took in any one task, the entry's module evaluation, and the longest task of
// the load whoever's it was (the browser's own parsing and layout included).
import type { CDPSession } from 'playwright-core';
import { openBrowser, waitForHydration } from '../helpers/browser';
import { LONG_TASK_MS, longestOurs, longTasksOf, moduleEvaluationMs, type LongTask, type TraceEvent } from './longTaskAnalysis';
import { quantile } from './stats';

/** The categories Lighthouse records for its trace of a load (devtools' timeline events). */
const CATEGORIES = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'disabled-by-default-devtools.timeline.stack', 'v8', 'v8.execute', 'loading'];
const SLOWDOWN = 4;
/** After hydration, how long the trace goes on (work started at idle, service worker). */
const SETTLE_MS = 2_000;

async function traceLoad(url: string): Promise<TraceEvent[]> {
  const browser = await openBrowser({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true, serviceWorkers: 'allow' });
  try {
    const page = await browser.newPage();
    const cdp: CDPSession = await browser.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: SLOWDOWN });
    const events: TraceEvent[] = [];
    // The protocol types trace events as string maps; they are the events Chromium documents.
    cdp.on('Tracing.dataCollected', (chunk) => events.push(...(chunk.value as unknown as TraceEvent[])));
    const complete = new Promise<void>((done) => cdp.once('Tracing.tracingComplete', () => done()));
    await cdp.send('Tracing.start', { categories: CATEGORIES.join(','), transferMode: 'ReportEvents' });
    await page.goto(url, { waitUntil: 'load' });
    await waitForHydration(page);
    await page.waitForTimeout(SETTLE_MS);
    await cdp.send('Tracing.end');
    await complete;
    return events;
  } finally {
    await browser.close();
  }
}

/** Every task of one traced load. A trace that came back without the page's document (seen
 * once, on a busy machine) is reported and the load traced again, at most three times. */
async function measuredLoad(url: string): Promise<{ tasks: LongTask[]; evaluationMs: number }> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      const events = await traceLoad(url);
      return { tasks: longTasksOf(events, url, 0), evaluationMs: moduleEvaluationMs(events, url) };
    } catch (error) {
      if (attempt === 3) throw error;
      process.stderr.write(`longtasks ${url}: ${(error as Error).message}, tracing the load again\n`);
    }
  }
}

const ms = (value: number) => `${value.toFixed(0)} ms`;

/** Measures each page `runs` times and prints one line per page. */
export async function longTaskFigures(
  sites: { set: string; url: string }[],
  pages: string[],
  runs: number,
  line: (label: string, value: string) => void,
): Promise<void> {
  for (const site of sites) {
    for (const path of pages) {
      // Every task, long or not: the longest of ours is the figure, whatever its length.
      const loads: LongTask[][] = [];
      const evaluations: number[] = [];
      for (let run = 0; run < runs; run += 1) {
        const load = await measuredLoad(site.url + path);
        loads.push(load.tasks);
        evaluations.push(load.evaluationMs);
      }
      const ours = loads.map(longestOurs);
      const oursMs = ours.map((t) => t?.durationMs ?? 0);
      const worst = longestOurs(loads.flat());
      const anyLongest = loads.map((tasks) => Math.max(0, ...tasks.map((t) => t.durationMs)));
      const longOfOurs = loads.map((tasks) => tasks.filter((t) => t.ours && t.durationMs > LONG_TASK_MS).length);
      const mostScript = loads.map((tasks) => Math.max(0, ...tasks.map((t) => t.ourScriptMs)));
      line(
        `${site.set} ${path}: longest task mostly in our script (goal ≤ 100 ms)`,
        `median ${ms(quantile(oursMs, 0.5))}, runs ${oursMs.map((v) => v.toFixed(0)).join('/')}; over 100 ms in ${oursMs.filter((v) => v > 100).length} of ${runs} loads; long tasks (over ${LONG_TASK_MS} ms) of ours per load ${longOfOurs.join('/')}` +
          (worst ? `; the longest: ${ms(worst.durationMs)} at ${ms(worst.startMs)} (${worst.inside.join(', ')})` : ''),
      );
      line(`  most time in our script within one task`, `median ${ms(quantile(mostScript, 0.5))}, runs ${mostScript.map((v) => v.toFixed(0)).join('/')}`);
      line(`  the entry's module evaluation`, `median ${ms(quantile(evaluations, 0.5))}, runs ${evaluations.map((v) => v.toFixed(0)).join('/')}`);
      line(`  longest task of the load, anyone's`, `median ${ms(quantile(anyLongest, 0.5))}, runs ${anyLongest.map((v) => v.toFixed(0)).join('/')}`);
      // The reference of the same load: the browser's own longest task (its parse or layout).
      const ratios = oursMs.map((v, i) => v / (anyLongest[i] || 1));
      line(`  longest of ours / longest of the load`, `median ${quantile(ratios, 0.5).toFixed(2)}, runs ${ratios.map((v) => v.toFixed(2)).join('/')}`);
    }
  }
}
