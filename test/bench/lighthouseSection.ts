// npm run bench -- --only=lighthouse: what our JavaScript costs a phone, measured against the
// page itself. Each measured page gets its static twin (see staticTwin.ts) on a plain static
// server; twin and page are measured interleaved (twin, page, twin, page...) with Lighthouse's
// mobile settings and a CPU slowdown calibrated to this machine (benchmark index / 400, the
// index measured at the start of the run), so every run emulates the same phone however fast
// or busy the machine is. The figure that means something is the difference, median to median.
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../helpers/server';
import { headerProxy, LEFT_OUT_HEADERS } from './headerProxy';
import { runLighthouse, type LighthouseRun, type RunOptions } from './lighthouse';
import type { LighthouseAudit } from './lighthouseAudits';
import { twinHtml, twinServerScript } from './staticTwin';
import { median } from './stats';

/** What the section needs from the bench around it. */
export interface SectionContext {
  quick: boolean;
  /** Content folder of the corpus. */
  corpus: string;
  /** Command-line arguments (--lighthouse-pages=/a/,/b/ and --lighthouse-sets=corpus narrow the run). */
  argv: string[];
  /** Starts the built server with extra environment. */
  startSite: (env: Record<string, string>) => Promise<{ url: string; stop: () => Promise<void> }>;
  /** Resolves once url answers 200 (rejects if the process exits first). */
  waitFor: (url: string, child: ReturnType<typeof spawn>) => Promise<number>;
  /** The body of url as text. */
  fetchText: (url: string) => Promise<string>;
}

export const MOBILE_PAGES = ['/', '/concepts/', '/configuration/output/'];
/** The phone every run emulates: Lighthouse's reference slowdown is calibrated so that a machine of index 400 runs unthrottled. */
const PHONE_INDEX = 400;
const CALIBRATION_RUNS = 3;
const GOAL_TBT_MS = 100;
const GOAL_SCORE = 3;

interface Measured {
  set: string;
  path: string;
  twin: LighthouseRun[];
  page: LighthouseRun[];
}

const ms = (value: number) => `${Math.round(value)} ms`;
const signed = (value: number, unit = '') => `${value >= 0 ? '+' : '−'}${Math.abs(Math.round(value))}${unit}`;
const range = (values: number[]) => `${Math.min(...values)}–${Math.max(...values)}`;

function printAudit(audit: LighthouseAudit): void {
  const savings = Object.entries(audit.metricSavings).map(([metric, value]) => `${metric} ${metric === 'CLS' ? value.toFixed(3) : `${Math.round(value)} ms`}`);
  const value = [audit.displayValue, savings.length ? `saves ${savings.join(', ')}` : ''].filter(Boolean).join('; ');
  const score = audit.score === null ? '' : ` (${audit.score.toFixed(2)})`;
  process.stdout.write(`    [${audit.categories.join(',')}] ${audit.id}${score} ${audit.title}${value ? ` — ${value}` : ''}\n`);
  for (const item of audit.items.slice(0, 5)) process.stdout.write(`        ${item}\n`);
}

/** The page's run with the median performance score. */
function medianRun(runs: LighthouseRun[]): LighthouseRun | undefined {
  return [...runs].sort((a, b) => a.scores.performance - b.scores.performance)[Math.floor((runs.length - 1) / 2)];
}

function report(m: Measured): string[] {
  const perf = (runs: LighthouseRun[]) => median(runs.map((r) => r.scores.performance));
  const tbt = (runs: LighthouseRun[]) => median(runs.map((r) => r.metrics.tbt));
  const scoreDiff = perf(m.page) - perf(m.twin);
  const tbtDiff = tbt(m.page) - tbt(m.twin);
  const all = [...m.twin, ...m.page];
  const best = medianRun(m.page);
  process.stdout.write(`\n${m.set} ${m.path}  (benchmark index ${range(all.map((r) => r.benchmarkIndex))}, slowdown ${range(all.map((r) => r.cpuSlowdown))}x)\n`);
  for (const [name, runs] of [['twin', m.twin], ['page', m.page]] as const) {
    const fcp = median(runs.map((r) => r.metrics.fcp));
    const lcp = median(runs.map((r) => r.metrics.lcp));
    process.stdout.write(`  ${name}  performance ${perf(runs)} (runs ${runs.map((r) => r.scores.performance).join('/')}), TBT ${ms(tbt(runs))} (runs ${runs.map((r) => Math.round(r.metrics.tbt)).join('/')}), FCP ${ms(fcp)}, LCP ${ms(lcp)}\n`);
  }
  const bySource = (runs: LighthouseRun[]) =>
    (['scripts', 'document', 'unattributed'] as const).map((source) => `${source} ${ms(median(runs.map((r) => r.blocking[source])))}`).join(', ');
  process.stdout.write(`  blocking time by source, medians (long tasks attributed to a script file, to the document, to nothing)  twin: ${bySource(m.twin)}; page: ${bySource(m.page)}\n`);
  process.stdout.write(`  page − twin  performance ${signed(scoreDiff)} (goal ≥ −${GOAL_SCORE}), TBT ${signed(tbtDiff, ' ms')} (goal ≤ +${GOAL_TBT_MS} ms)\n`);
  if (best) {
    const s = best.scores;
    process.stdout.write(`  page, median run: accessibility ${s.accessibility}, best practices ${s['best-practices']}, SEO ${s.seo}; FCP ${ms(best.metrics.fcp)}, LCP ${ms(best.metrics.lcp)}, CLS ${best.metrics.cls.toFixed(3)}\n`);
    for (const warning of best.runWarnings) process.stdout.write(`    warning: ${warning}\n`);
    for (const audit of best.failing) printAudit(audit);
    for (const audit of best.diagnostics.filter((a) => a.id === 'long-tasks' || a.id === 'bootup-time')) printAudit(audit);
  }
  return [
    `${m.set} ${m.path}`,
    `${perf(m.twin)} / ${ms(tbt(m.twin))}`,
    `${perf(m.page)} / ${ms(tbt(m.page))}`,
    `${signed(scoreDiff)} / ${signed(tbtDiff, ' ms')}`,
    best ? `${best.scores.accessibility} / ${best.scores['best-practices']} / ${best.scores.seo}` : '',
    range(all.map((r) => r.benchmarkIndex)),
  ];
}

function table(rows: string[][]): void {
  const widths = rows[0]?.map((_, i) => Math.max(...rows.map((r) => (r[i] ?? '').length))) ?? [];
  const print = (row: string[]) => process.stdout.write(`| ${row.map((cell, i) => cell.padEnd(widths[i] ?? 0)).join(' | ')} |\n`);
  const [head, ...body] = rows;
  if (head) print(head);
  print(widths.map((w) => '-'.repeat(w)));
  for (const row of body) print(row);
}

/**
 * Lighthouse on path at each base in turn, `runs` rounds (a, b, a, b...), so that every base
 * sees the same moments of the machine; each run is reported on stderr as it ends.
 */
async function interleaved<K extends string>(bases: readonly (readonly [K, string])[], path: string, runs: number, options: RunOptions, label: string): Promise<Record<K, LighthouseRun[]>> {
  const results = Object.fromEntries(bases.map(([kind]) => [kind, [] as LighthouseRun[]])) as Record<K, LighthouseRun[]>;
  for (let run = 1; run <= runs; run += 1) {
    for (const [kind, base] of bases) {
      const result = await runLighthouse(base + path, options, (error) => process.stderr.write(`lighthouse ${label} ${kind} run ${run} failed, trying again: ${error.message}\n`));
      results[kind].push(result);
      process.stderr.write(`lighthouse ${label} ${kind} run ${run}: performance ${result.scores.performance}, TBT ${ms(result.metrics.tbt)}, index ${result.benchmarkIndex}\n`);
    }
  }
  return results;
}

/**
 * The page as served against the same page with the response headers the server leaves out
 * (LEFT_OUT_HEADERS, added by a proxy), runs interleaved: how its document is committed, read
 * from the trace of Lighthouse's own load (at full speed: the slowdown is simulated), and what
 * that does to the blocking time.
 */
async function headersFigures(siteUrl: string, path: string, runs: number, slowdown: number, method: 'simulate' | 'devtools'): Promise<void> {
  const proxy = await headerProxy(siteUrl);
  try {
    const { served, proxied } = await interleaved(
      [['served', siteUrl], ['proxied', proxy.url]],
      path,
      runs,
      { cpuSlowdownMultiplier: slowdown, throttlingMethod: method, categories: ['performance'] },
      `headers ${path}`,
    );
    process.stdout.write(`\n${path} as served, and with ${Object.keys(LEFT_OUT_HEADERS).join(' and ')} added (${runs} interleaved runs each, medians)\n`);
    for (const [name, list] of [['as served', served], ['with the headers', proxied]] as const) {
      const commits = list.flatMap((r) => (r.commit ? [r.commit] : []));
      process.stdout.write(
        `  ${name.padEnd(16)} window set-up ${ms(median(commits.map((c) => c.windowSetUpMs)))} (runs ${commits.map((c) => c.windowSetUpMs.toFixed(1)).join('/')}), commit ${ms(median(commits.map((c) => c.commitMs)))}, renderer processes ${commits.map((c) => c.renderers).join('/')}; ` +
          `blocking attributed to nothing ${ms(median(list.map((r) => r.blocking.unattributed)))}, TBT ${ms(median(list.map((r) => r.metrics.tbt)))} (runs ${list.map((r) => Math.round(r.metrics.tbt)).join('/')})\n`,
      );
    }
  } finally {
    await proxy.stop();
  }
}

/** Runs the section and prints its figures. */
export async function lighthouseSection(ctx: SectionContext): Promise<void> {
  const runs = ctx.quick ? 2 : 5;
  const option = (name: string) => ctx.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3).split(',') ?? null;
  const pages = option('lighthouse-pages') ?? MOBILE_PAGES;
  const method = option('lighthouse-throttling')?.[0] === 'devtools' ? 'devtools' : 'simulate';
  const sets = ([['content', {}], ['corpus', { CONTENT_DIR: ctx.corpus }]] as const).filter(([name]) => (option('lighthouse-sets') ?? [name]).includes(name));
  process.stdout.write(`\n## Lighthouse: page against its static twin (mobile, calibrated CPU slowdown, ${method === 'devtools' ? 'devtools throttling: the browser itself slowed down' : 'simulated throttling'}, ${runs} interleaved runs each, medians)\n`);
  const folder = mkdtempSync(join(tmpdir(), 'bench-twins-'));
  const stops: (() => Promise<void>)[] = [];
  try {
    const sites: { set: string; url: string; twinUrl: string }[] = [];
    for (const [set, env] of sets) {
      const site = await ctx.startSite({ ...env });
      stops.push(site.stop);
      const twinFolder = join(folder, set);
      for (const path of pages) {
        // Every page rendered and cached once before: Lighthouse measures the served state.
        const html = await ctx.fetchText(site.url + path);
        mkdirSync(join(twinFolder, path), { recursive: true });
        writeFileSync(join(twinFolder, path, 'index.html'), twinHtml(html));
      }
      const port = await freePort();
      const twin = spawn(process.execPath, ['-e', twinServerScript(twinFolder, port, site.url)], { stdio: 'ignore', env: { ...process.env, NODE_ENV: 'production' } });
      stops.push(async () => {
        twin.kill();
      });
      const twinUrl = `http://127.0.0.1:${port}`;
      await ctx.waitFor(twinUrl + (pages[0] ?? '/'), twin);
      sites.push({ set, url: site.url, twinUrl });
    }
    const first = sites[0];
    if (!first) throw new Error('no page set to measure');
    // Calibration: Lighthouse's CPU benchmark on this machine, now, before any measurement. The
    // first run of a fresh Chromium scores low (cold caches), so it only warms up.
    await runLighthouse(first.twinUrl + (pages[0] ?? '/'), { categories: ['performance'] });
    const indexes: number[] = [];
    for (let i = 0; i < CALIBRATION_RUNS; i += 1) {
      indexes.push((await runLighthouse(first.twinUrl + (pages[0] ?? '/'), { categories: ['performance'] })).benchmarkIndex);
    }
    const index = median(indexes);
    const slowdown = Math.round((index / PHONE_INDEX) * 10) / 10;
    process.stdout.write(`CPU benchmark index at the start: ${Math.round(index)} (runs ${indexes.join(', ')}); CPU slowdown ${slowdown}x (index / ${PHONE_INDEX})\n`);
    const measured: Measured[] = [];
    for (const site of sites) {
      for (const path of pages) {
        const results = await interleaved([['twin', site.twinUrl], ['page', site.url]], path, runs, { cpuSlowdownMultiplier: slowdown, throttlingMethod: method }, `${site.set} ${path}`);
        measured.push({ set: site.set, path, ...results });
      }
    }
    const rows = [['page', 'twin: perf / TBT', 'page: perf / TBT', 'page − twin: perf / TBT', 'page: a11y / BP / SEO', 'benchmark index'], ...measured.map(report)];
    const allIndexes = measured.flatMap((m) => [...m.twin, ...m.page].map((r) => r.benchmarkIndex));
    process.stdout.write(`\nMedians of ${runs} runs each; CPU slowdown ${slowdown}x; benchmark index during the runs ${range(allIndexes)} (at the start ${Math.round(index)})\n`);
    table(rows);
    await headersFigures(first.url, pages.includes('/concepts/') ? '/concepts/' : (pages[0] ?? '/'), runs, slowdown, method);
  } finally {
    for (const stop of stops.reverse()) await stop();
    rmSync(folder, { recursive: true, force: true });
  }
}
