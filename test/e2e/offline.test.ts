// Offline reading through the service worker: after one visit, every page reads offline (by
// address, by reload and by client navigation), and a new content version costs only what changed.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { CONTENT_OFFLINE_TEXT } from '../../shared/constants';
import { openBrowser, waitForHydration } from '../helpers/browser';
import { startServer, type RunningServer } from '../helpers/server';

jest.setTimeout(240_000);

const CONTENT = join(__dirname, '..', '..', 'content');

/** Console errors and warnings the site itself causes (images from other hosts cannot load on
 * a closed network, and do not count). */
function siteProblems(page: Page, origin: string): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error' && message.type() !== 'warning') return;
    const source = message.location().url;
    if (/^Failed to load resource/.test(message.text()) && source && !source.startsWith(origin)) return;
    problems.push(`${message.type()}: ${message.text()} (${source})`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  return problems;
}

/** Opens a page and waits until the worker has saved the content version for offline reading. */
async function visitAndSave(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await waitForHydration(page);
  await page.waitForSelector('html[data-offline="ready"]', { timeout: 60_000 });
}

/** The page-data requests the server logged, in order. */
function pageDataRequests(server: RunningServer): string[] {
  return server
    .output()
    .split('\n')
    .filter((line) => line.includes('"request completed"') || line.includes('"msg":"request completed"'))
    .map((line) => (JSON.parse(line) as { url: string }).url)
    .filter((url) => url.startsWith('/page-data/'));
}

describe('offline reading', () => {
  let content: string;
  let server: RunningServer;
  let browser: BrowserContext;

  beforeAll(async () => {
    content = mkdtempSync(join(tmpdir(), 'offline-content-'));
    cpSync(CONTENT, content, { recursive: true });
    server = await startServer({ CONTENT_DIR: content, LOG_LEVEL: 'info' });
  });

  beforeEach(async () => {
    browser = await openBrowser({ serviceWorkers: 'allow' });
  });

  afterEach(async () => {
    await browser?.close();
  });

  afterAll(async () => {
    await server?.stop();
    rmSync(content, { recursive: true, force: true });
  });

  it('reloads /migrate/ offline with its heading, and opens Guides from the header offline', async () => {
    const page = await browser.newPage();
    const problems = siteProblems(page, server.url);
    await visitAndSave(page, `${server.url}/migrate/`);
    const heading = await page.locator('h1.doc__title').textContent();
    expect(heading).toBe('Migrate');

    await browser.setOffline(true);
    await page.reload();
    await waitForHydration(page);
    await page.waitForSelector('h1.doc__title:has-text("Migrate")');
    await page.waitForSelector('.offline-notice');

    await page.locator('.site-header__sections a[href="/guides/"]').click();
    await page.waitForURL(`${server.url}/guides/`);
    await page.waitForSelector('h1.doc__title:has-text("Guides")');
    expect(await page.locator('[data-article] p').count()).toBeGreaterThan(0);
    expect(await page.getByText('Error loading content.').count()).toBe(0);
    expect(problems).toEqual([]);
  });

  it('opens a page never visited by its address offline after a first visit to /, and searches saved pages', async () => {
    const page = await browser.newPage();
    const problems = siteProblems(page, server.url);
    await visitAndSave(page, `${server.url}/`);

    await browser.setOffline(true);
    await page.goto(`${server.url}/configuration/output/`);
    await waitForHydration(page);
    await page.waitForSelector('h1.doc__title:has-text("Output")');
    expect(await page.locator('nav.sidebar a[aria-current="page"]').textContent()).toBe('Output');

    await page.getByRole('combobox', { name: 'Search the documentation' }).fill('output');
    await page.waitForSelector('#search-results a[href="/configuration/output/"]');
    await page.keyboard.press('Escape');

    await page.locator('nav.sidebar a[href="/configuration/mode/"]').click();
    await page.waitForURL(`${server.url}/configuration/mode/`);
    await page.waitForSelector('h1.doc__title:has-text("Mode")');
    expect(problems).toEqual([]);
  });

  it('shows the offline notice, not a loading error, for a page that is not saved', async () => {
    const page = await browser.newPage();
    await visitAndSave(page, `${server.url}/`);
    await browser.setOffline(true);
    // Printable pages repeat saved pages and are left out of what is saved.
    await page.goto(`${server.url}/concepts/printable/`);
    await waitForHydration(page);
    await page.waitForSelector(`text=${CONTENT_OFFLINE_TEXT}`);
    await page.waitForSelector('.offline-notice');
    expect(await page.getByText('Error loading content.').count()).toBe(0);
  });

  it('saves nothing in advance, and says so in the console, when the browser asks to save data', async () => {
    await browser.addInitScript(() => Object.defineProperty(navigator, 'connection', { value: { saveData: true } }));
    const page = await browser.newPage();
    const said: string[] = [];
    page.on('console', (message) => said.push(message.text()));
    const before = pageDataRequests(server).length;
    await page.goto(`${server.url}/`);
    await page.waitForSelector('html[data-offline="skipped"]');
    expect(said).toContain('Offline reading: pages are not saved in advance, as the browser asks to save data.');
    expect(pageDataRequests(server).length).toBe(before);
  });

  it('downloads only the changed page after a new deployment changed one page', async () => {
    const page = await browser.newPage();
    const problems = siteProblems(page, server.url);
    await visitAndSave(page, `${server.url}/`);
    const first = pageDataRequests(server);
    const firstVersion = await page.evaluate(() => (JSON.parse(document.getElementById('__BOOT_DATA__')?.textContent ?? '{}') as { contentVersion: string }).contentVersion);
    expect(first.filter((url) => url.startsWith(`/page-data/${firstVersion}/`)).length).toBeGreaterThan(100);

    // The next deployment: the same build, one paragraph added to one page.
    const file = join(content, 'concepts', 'output.mdx');
    writeFileSync(file, `${readFileSync(file, 'utf8')}\n\nA sentence of the second deployment.\n`);
    const port = new URL(server.url).port;
    await server.stop();
    server = await startServer({ CONTENT_DIR: content, LOG_LEVEL: 'info', PORT: port });

    // A page not opened before, so the browser's HTTP cache holds no copy of the first deployment.
    await visitAndSave(page, `${server.url}/concepts/`);
    const secondVersion = await page.evaluate(() => (JSON.parse(document.getElementById('__BOOT_DATA__')?.textContent ?? '{}') as { contentVersion: string }).contentVersion);
    expect(secondVersion).not.toBe(firstVersion);
    expect(pageDataRequests(server)).toEqual([`/page-data/${secondVersion}/manifest.json`, `/page-data/${secondVersion}/concepts/output/page.json`]);

    await browser.setOffline(true);
    await page.goto(`${server.url}/concepts/output/`);
    await waitForHydration(page);
    // Offline, the page is put together from the worker's caches; on a busy machine that takes
    // as long as saving did, so the same bound as visitAndSave applies.
    await page.waitForSelector('text=A sentence of the second deployment.', { timeout: 60_000 });
    await page.locator('nav.sidebar a[href="/concepts/entry-points/"]').click();
    await page.waitForSelector('h1.doc__title:has-text("Entry Points")');
    expect(problems).toEqual([]);
  });
});
