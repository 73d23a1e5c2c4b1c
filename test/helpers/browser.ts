// Launches Debian's Chromium through playwright-core with a fresh profile per run.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext, type Page } from 'playwright-core';

/** Debian's Chromium, unless CHROME_PATH names another. */
export const CHROMIUM_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';

/** Chromium flags that keep it off the network and quiet on this kind of machine. */
export const CHROMIUM_ARGS = [
  '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking',
  '--disable-component-update', '--disable-sync', '--disable-features=OverscrollHistoryNavigation,TouchpadOverscrollHistoryNavigation',
];

/** Every browser opened in this module's lifetime (one test file under jest) and not closed yet. */
const openContexts = new Set<BrowserContext>();

/** The profile folders made in this module's lifetime. */
const profiles = new Set<string>();

/** Closes every browser still open (a test that failed before its own `close()` would otherwise
 * leave a Chromium process behind, and jest would never exit), then removes the profiles. A
 * browser writes to its profile until its process has ended, which `close()` waits for, while
 * the context's close event comes before: the folders go only once every browser is closed. */
export async function closeOpenBrowsers(): Promise<void> {
  await Promise.all([...openContexts].map((context) => context.close()));
  for (const profile of profiles) {
    try {
      rmSync(profile, { recursive: true, force: true });
      profiles.delete(profile);
    } catch {
      // Left for the system's temporary-file cleaning: never a reason to fail a test.
    }
  }
}

// Under jest, each test file closes what its tests left open once it has finished.
if (typeof afterAll === 'function') afterAll(closeOpenBrowsers);

/** Opens a browser context with a fresh profile. Service workers are blocked unless asked for:
 * requests they make are invisible to request interception, which most tests rely on. */
export async function openBrowser(
  options: { viewport?: { width: number; height: number }; hasTouch?: boolean; isMobile?: boolean; javaScriptEnabled?: boolean; serviceWorkers?: 'allow' | 'block'; args?: readonly string[] } = {},
): Promise<BrowserContext> {
  const profile = mkdtempSync(join(tmpdir(), 'chromium-profile-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: [...CHROMIUM_ARGS, ...(options.args ?? [])],
    viewport: options.viewport ?? { width: 1280, height: 800 },
    hasTouch: options.hasTouch,
    isMobile: options.isMobile,
    javaScriptEnabled: options.javaScriptEnabled,
    serviceWorkers: options.serviceWorkers ?? 'block',
  });
  openContexts.add(context);
  profiles.add(profile);
  context.once('close', () => openContexts.delete(context));
  return context;
}

/** Collects console errors and warnings (hydration problems show up there) and page errors. */
export function collectConsoleProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    // The harness itself reports blocked service workers; that is not the page's doing.
    if (/blocked by Playwright/.test(message.text())) return;
    if (message.type() === 'error' || message.type() === 'warning') problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  return problems;
}

/** Waits until React has hydrated the page. */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForSelector('html[data-hydrated="true"]', { timeout: 15_000 });
}
