// One Lighthouse run of a page, measured the way PageSpeed Insights does on mobile:
// Lighthouse's default form factor and simulated throttling, with the CPU slowdown the caller
// chose (the bench calibrates it to this machine). Each run gets a fresh headless Chromium
// with a fresh profile. lighthouse and chrome-launcher come from the bench's own install
// (benchTools.ts).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Flags, Result } from 'lighthouse';
import { CHROMIUM_PATH } from '../helpers/browser';
import { loadLighthouse } from './benchTools';
import { commitOf, type TraceEvent } from './longTaskAnalysis';
import {
  blockingBySource,
  diagnosticsOf,
  failingAudits,
  LIGHTHOUSE_CATEGORIES,
  metricsOf,
  score100,
  type BlockingBySource,
  type LighthouseAudit,
  type LighthouseCategory,
  type LighthouseMetrics,
} from './lighthouseAudits';

/**
 * Flags for Chromium. The servers under test are local: every other host name fails to resolve
 * at once, so a reference to another host (an image, a font) fails fast the same way on every
 * machine, with or without a network, instead of waiting on it.
 */
export const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1',
];

/** Lighthouse's mobile network (slow 4G) as the browser applies it: the request latency and
 * throughputs Lighthouse uses for its devtools throttling. */
const DEVTOOLS_MOBILE_NETWORK = { requestLatencyMs: 150 * 3.75, downloadThroughputKbps: 1.6 * 1024 * 0.9, uploadThroughputKbps: 750 * 0.9 };

/** What one run found. */
export interface LighthouseRun {
  url: string;
  /** 0 to 100 per category. */
  scores: Record<LighthouseCategory, number>;
  metrics: LighthouseMetrics;
  /** The run's blocking time split by what its long tasks are attributed to. */
  blocking: BlockingBySource;
  /** How the page's document was committed, read from the trace of the load (null when the
   * trace has no parse of the page's document). */
  commit: ReturnType<typeof commitOf> | null;
  failing: LighthouseAudit[];
  /** PERFORMANCE_DIAGNOSTICS, passing or not. */
  diagnostics: LighthouseAudit[];
  /** Lighthouse's CPU benchmark of this machine at the start of the run. */
  benchmarkIndex: number;
  /** The CPU slowdown the run simulated. */
  cpuSlowdown: number;
  /** Warnings Lighthouse raised about the run (for example an unreachable page). */
  runWarnings: string[];
}

export interface RunOptions {
  /** Simulated CPU slowdown; Lighthouse's default (4) when left out. */
  cpuSlowdownMultiplier?: number;
  /** Only these categories (all four by default). */
  categories?: readonly LighthouseCategory[];
  /** Chromium to use; defaults to CHROME_PATH, then /usr/bin/chromium. */
  chromePath?: string;
  /** 'simulate' (Lighthouse's default: the load runs unthrottled and a model of the phone and
   * network derives the metrics) or 'devtools' (the browser itself is slowed down while it
   * loads, with the same CPU slowdown and Lighthouse's mobile network figures). */
  throttlingMethod?: 'simulate' | 'devtools';
  /** Upper bound on one run, after which its browser is killed. Default 120 s. */
  timeoutMs?: number;
}

async function runOnce(url: string, options: RunOptions): Promise<{ lhr: Result; trace: TraceEvent[] }> {
  const [{ default: lighthouse }, { launch }] = await loadLighthouse();
  const profile = mkdtempSync(join(tmpdir(), 'bench-lighthouse-'));
  const chrome = await launch({ chromePath: options.chromePath ?? CHROMIUM_PATH, chromeFlags: CHROME_FLAGS, userDataDir: profile, logLevel: 'silent' });
  const timeoutMs = options.timeoutMs ?? 120_000;
  let timer: NodeJS.Timeout | undefined;
  try {
    const flags: Flags = {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: [...(options.categories ?? LIGHTHOUSE_CATEGORIES)],
      ...(options.cpuSlowdownMultiplier === undefined ? {} : { throttling: { ...(options.throttlingMethod === 'devtools' ? DEVTOOLS_MOBILE_NETWORK : {}), cpuSlowdownMultiplier: options.cpuSlowdownMultiplier } }),
      ...(options.throttlingMethod === 'devtools' ? { throttlingMethod: 'devtools' as const } : {}),
      // Bounds Lighthouse's own waits; the timer below bounds everything else.
      maxWaitForFcp: 30_000,
      maxWaitForLoad: 45_000,
    };
    const timeout = new Promise<never>((_, fail) => {
      timer = setTimeout(() => fail(new Error(`Lighthouse on ${url} took longer than ${timeoutMs} ms`)), timeoutMs);
    });
    const result = await Promise.race([lighthouse(url, flags), timeout]);
    if (!result) throw new Error(`Lighthouse returned no result for ${url}`);
    if (result.lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${result.lhr.runtimeError.code} ${result.lhr.runtimeError.message}`);
    // The trace of the load is one of the artifacts Lighthouse hands back with its result.
    const trace = (result.artifacts as { Trace?: { traceEvents?: TraceEvent[] } }).Trace?.traceEvents ?? [];
    return { lhr: result.lhr, trace };
  } finally {
    clearTimeout(timer);
    chrome.kill();
    rmSync(profile, { recursive: true, force: true, maxRetries: 5, retryDelay: 100 });
  }
}

function commitOfRun(trace: TraceEvent[], documentUrl: string): ReturnType<typeof commitOf> | null {
  try {
    return commitOf(trace, documentUrl);
  } catch {
    return null;
  }
}

/**
 * Runs Lighthouse once on url. Lighthouse now and then fails a run for reasons of its own
 * (NO_NAVSTART, a trace that did not finish); such a run is tried again, up to twice, before
 * the error stands.
 */
export async function runLighthouse(url: string, options: RunOptions = {}, onRetry: (error: Error) => void = () => {}): Promise<LighthouseRun> {
  for (let left = 2; ; left -= 1) {
    try {
      const { lhr, trace } = await runOnce(url, options);
      const scores = Object.fromEntries(LIGHTHOUSE_CATEGORIES.map((c) => [c, score100(lhr.categories[c]?.score)])) as Record<LighthouseCategory, number>;
      return {
        url,
        scores,
        metrics: metricsOf(lhr),
        blocking: blockingBySource(lhr),
        commit: commitOfRun(trace, lhr.mainDocumentUrl ?? url),
        failing: failingAudits(lhr),
        diagnostics: diagnosticsOf(lhr),
        benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
        cpuSlowdown: lhr.configSettings.throttling.cpuSlowdownMultiplier,
        runWarnings: lhr.runWarnings,
      };
    } catch (error) {
      if (left === 0) throw error;
      onRetry(error as Error);
    }
  }
}
