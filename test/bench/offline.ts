// Bench section "offline": what it costs a reader to make the whole corpus readable offline,
// on a phone-like CPU (Chromium's CPU throttling at 4x): bytes the service worker downloads, how
// long after the page's load event it is done, and what a second deployment with one changed
// page downloads. The page load time of the same run is the reference for the time.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { openBrowser } from '../helpers/browser';
import { startServer } from '../helpers/server';

interface Saved {
  pages: number;
  requests: number;
  bytes: number;
  /** From the load event to the worker's answer, in ms. */
  afterLoadMs: number;
  /** From navigation start to the load event, in ms. */
  loadMs: number;
}

const SAVED = /^Offline reading: (\d+) pages saved \((\d+) requests, (\d+) bytes/;

/** Opens a URL and waits for the worker to report the content version saved. */
async function visitAndSave(page: Page, url: string): Promise<Saved> {
  const answer = new Promise<RegExpExecArray>((resolve) => {
    const listener = (message: { text(): string }) => {
      const match = SAVED.exec(message.text());
      if (!match) return;
      page.off('console', listener);
      resolve(match);
    };
    page.on('console', listener);
  });
  await page.goto(url);
  const match = await answer;
  await page.waitForSelector('html[data-offline="ready"]');
  const times = await page.evaluate(() => {
    const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
    const ready = performance.getEntriesByName('offline-ready')[0];
    return { load: navigation?.loadEventEnd ?? 0, ready: ready?.startTime ?? 0 };
  });
  return { pages: Number(match[1]), requests: Number(match[2]), bytes: Number(match[3]), afterLoadMs: times.ready - times.load, loadMs: times.load };
}

/** Runs the section and prints its lines. */
export async function offlineFigures(corpus: string, line: (label: string, value: string) => void): Promise<void> {
  const content = mkdtempSync(join(tmpdir(), 'bench-offline-'));
  cpSync(corpus, content, { recursive: true });
  let server = await startServer({ CONTENT_DIR: content, LOG_LEVEL: 'error' });
  const browser = await openBrowser({ serviceWorkers: 'allow', viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });
  try {
    const page = await browser.newPage();
    const cdp = await browser.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    const first = await visitAndSave(page, `${server.url}/`);
    line(`first visit to /: pages saved`, `${first.pages} in ${first.requests} requests (manifest, sidebars, pages)`);
    line('  bytes transferred (goal at most 1 MB)', `${(first.bytes / 1e6).toFixed(3)} MB (${(first.bytes / 1024).toFixed(0)} kB, headers included)`);
    line('  done after the load event', `${first.afterLoadMs.toFixed(0)} ms (page load ${first.loadMs.toFixed(0)} ms; ratio ${(first.afterLoadMs / first.loadMs).toFixed(2)})`);

    const file = join(content, 'concepts', 'index.mdx');
    writeFileSync(file, `${readFileSync(file, 'utf8')}\n\nOne more sentence.\n`);
    const port = new URL(server.url).port;
    await server.stop();
    server = await startServer({ CONTENT_DIR: content, LOG_LEVEL: 'error', PORT: port });
    // A page not opened before: the browser's HTTP cache holds no copy of the first deployment.
    const update = await visitAndSave(page, `${server.url}/concepts/`);
    line('second deployment, one page changed: requests', `${update.requests} (the manifest and the changed page)`);
    line('  bytes transferred', `${(update.bytes / 1024).toFixed(1)} kB, done ${update.afterLoadMs.toFixed(0)} ms after load`);
  } finally {
    await browser.close();
    await server.stop();
    rmSync(content, { recursive: true, force: true });
  }
}
