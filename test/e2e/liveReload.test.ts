// Writers' live reload: a saved file updates open tabs in place; a broken file keeps the last
// good version and shows an overlay until it is fixed; added and removed files update sidebars.
import { cpSync, mkdtempSync, readFileSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BrowserContext } from 'playwright-core';
import { openBrowser, waitForHydration } from '../helpers/browser';
import { startServer, type RunningServer } from '../helpers/server';

jest.setTimeout(60_000);
const ROOT = join(__dirname, '..', '..');

describe('live reload', () => {
  let dir: string;
  let server: RunningServer;
  let browser: BrowserContext;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'live-content-'));
    cpSync(join(ROOT, 'content'), dir, { recursive: true });
    server = await startServer({ CONTENT_DIR: dir, WATCH_CONTENT: '1' });
    browser = await openBrowser();
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  it('updates an open page in place when its file is saved', async () => {
    const page = await browser.newPage();
    await page.goto(`${server.url}/concepts/targets/`);
    await waitForHydration(page);
    await page.evaluate(() => {
      (window as unknown as { marker: number }).marker = 1;
    });
    const file = join(dir, 'concepts', 'targets.mdx');
    writeFileSync(file, `${readFileSync(file, 'utf8')}\n\nA sentence added while the page was open.\n`);
    await page.waitForSelector('text=A sentence added while the page was open.', { timeout: 10_000 });
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
    await page.close();
  });

  it('keeps the last good version of a broken file and shows the problem until it is fixed', async () => {
    const page = await browser.newPage();
    await page.goto(`${server.url}/concepts/manifest/`);
    await waitForHydration(page);
    const file = join(dir, 'concepts', 'manifest.mdx');
    const good = readFileSync(file, 'utf8');
    writeFileSync(file, good.replace(/^title: .*$/m, 'title: [broken'));
    await page.waitForSelector('.content-problems', { timeout: 10_000 });
    expect(await page.locator('.content-problems').textContent()).toContain('concepts/manifest.mdx');
    const res = await fetch(`${server.url}/concepts/manifest/`);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('<title>The Manifest | webpack</title>');
    expect((await fetch(`${server.url}/readyz`)).status).toBe(503);
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
    writeFileSync(file, good);
    await page.waitForSelector('.content-problems', { state: 'detached', timeout: 10_000 });
    expect((await fetch(`${server.url}/readyz`)).status).toBe(200);
    await page.close();
  });

  it('shows the last of two quick saves, and drops the overlay when a broken save is fixed 30 ms later', async () => {
    const page = await browser.newPage();
    await page.goto(`${server.url}/concepts/dependency-graph/`);
    await waitForHydration(page);
    const file = join(dir, 'concepts', 'dependency-graph.mdx');
    const good = readFileSync(file, 'utf8');
    writeFileSync(file, `${good}\n\nAn intermediate sentence.\n`);
    await new Promise((resolve) => setTimeout(resolve, 30));
    writeFileSync(file, `${good}\n\nThe final sentence.\n`);
    await page.waitForSelector('text=The final sentence.', { timeout: 10_000 });
    writeFileSync(file, good.replace(/^title: .*$/m, 'title: [broken'));
    await new Promise((resolve) => setTimeout(resolve, 30));
    writeFileSync(file, good);
    // The broken save keeps the last good version (with the sentence): the sentence goes only
    // when the fixed file is served, and the problem goes with it.
    await page.waitForSelector('text=The final sentence.', { state: 'detached', timeout: 10_000 });
    await page.waitForSelector('.content-problems', { state: 'detached', timeout: 10_000 });
    expect((await fetch(`${server.url}/readyz`)).status).toBe(200);
    expect(await page.locator('text=An intermediate sentence.').count()).toBe(0);
    await page.close();
  });

  it('adds and removes sidebar entries when files are added and deleted', async () => {
    const page = await browser.newPage();
    await page.goto(`${server.url}/concepts/`);
    await waitForHydration(page);
    const added = join(dir, 'concepts', 'zz-new-idea.mdx');
    writeFileSync(added, '---\ntitle: A Brand New Idea\nsort: 99\n---\n\nFresh text.\n');
    await page.waitForSelector('nav.sidebar a[href="/concepts/zz-new-idea/"]', { timeout: 10_000 });
    unlinkSync(added);
    await page.waitForSelector('nav.sidebar a[href="/concepts/zz-new-idea/"]', { state: 'detached', timeout: 10_000 });
    await page.close();
  });
});
