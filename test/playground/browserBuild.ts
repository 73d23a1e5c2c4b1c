// Drives the playground page in Chromium for tests: opens a project through the URL fragment
// and reads what the page shows of its build through the data attributes of the contract.
import type { Page } from 'playwright-core';

/** What the page shows of one build. */
export interface PageBuild {
  status: string;
  files: Map<string, Buffer>;
  stats: string;
  errors: string[];
  configProblems: string[];
}

/** The fragment that opens a project. */
export function projectHash(files: Record<string, string>): string {
  return `#project=${Buffer.from(JSON.stringify({ files }), 'utf8').toString('base64url')}`;
}

/** How many builds the page has finished. */
async function finishedBuilds(page: Page): Promise<number> {
  return Number((await page.getAttribute('[data-playground-status]', 'data-playground-builds')) ?? '0');
}

/** Waits until the page has finished more than `before` builds and is not building. */
export async function waitForBuild(page: Page, before: number, timeout = 120_000): Promise<void> {
  await page.waitForFunction(
    (n) => {
      const status = document.querySelector('[data-playground-status]');
      return Boolean(status && Number(status.getAttribute('data-playground-builds')) > n && status.getAttribute('data-playground-status') !== 'building');
    },
    before,
    { timeout, polling: 50 },
  );
}

/** Reads the last build off the page. */
export async function readBuild(page: Page): Promise<PageBuild> {
  const shown = await page.evaluate(() => ({
    status: document.querySelector('[data-playground-status]')?.getAttribute('data-playground-status') ?? '',
    text: [...document.querySelectorAll('[data-output-file]')].map((el) => [el.getAttribute('data-output-file') ?? '', el.textContent ?? ''] as const),
    binary: [...document.querySelectorAll('[data-output-binary]')].map((el) => [el.getAttribute('data-output-binary') ?? '', el.getAttribute('data-base64') ?? ''] as const),
    stats: document.querySelector('[data-build-stats]')?.textContent ?? '',
    errors: [...document.querySelectorAll('[data-build-error]')].map((el) => el.textContent ?? ''),
    configProblems: [...document.querySelectorAll('[data-config-problem] pre')].map((el) => el.textContent ?? ''),
  }));
  const files = new Map<string, Buffer>();
  for (const [path, text] of shown.text) files.set(path, Buffer.from(text, 'utf8'));
  for (const [path, base64] of shown.binary) files.set(path, Buffer.from(base64, 'base64'));
  return { status: shown.status, files, stats: shown.stats, errors: shown.errors, configProblems: shown.configProblems };
}

/** Opens (or switches the open page to) a project and returns its build. */
export async function buildInPage(page: Page, origin: string, files: Record<string, string>): Promise<PageBuild> {
  const hash = projectHash(files);
  if (!page.url().startsWith(`${origin}/playground/`)) {
    await page.goto(`${origin}/playground/${hash}`);
    await waitForBuild(page, 0);
  } else {
    const before = await finishedBuilds(page);
    await page.evaluate((h) => {
      window.location.hash = h;
    }, hash);
    await waitForBuild(page, before);
  }
  return readBuild(page);
}
