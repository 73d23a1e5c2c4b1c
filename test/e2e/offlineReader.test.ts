// Offline reading as a reader meets it, from a fresh profile: the page just read reads offline
// the moment the worker is ready (before the whole site is saved), a reader of Korean gets the
// Korean pages saved and read in Korean chrome, with a visible sign once they are, and the
// worker's pages cache holds one entry per page (no query strings, no 404s) within its bound.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BrowserContext } from 'playwright-core';
import { READING_MAX_ENTRIES } from '../../client/sw/cachePolicy';
import { openBrowser, waitForHydration } from '../helpers/browser';
import { startServer, type RunningServer } from '../helpers/server';

jest.setTimeout(120_000);

let server: RunningServer;
let koDir: string;
let browser: BrowserContext;

beforeAll(async () => {
  koDir = mkdtempSync(join(tmpdir(), 'ko-offline-'));
  mkdirSync(join(koDir, 'concepts'));
  writeFileSync(join(koDir, 'index.mdx'), '---\ntitle: webpack\n---\n\n## 코드 작성 {#write-your-code}\n\n안녕하세요.\n');
  writeFileSync(join(koDir, 'concepts', 'index.mdx'), '---\ntitle: 개념\nsort: -1\n---\n\n## 엔트리 {#entry}\n\n번역된 개념 문서입니다.\n');
  server = await startServer({ TRANSLATION_DIRS: `ko=${koDir}` });
});

beforeEach(async () => {
  browser = await openBrowser({ serviceWorkers: 'allow' });
});

afterEach(async () => {
  await browser?.close();
});

afterAll(async () => {
  await server?.stop();
  rmSync(koDir, { recursive: true, force: true });
});

describe('offline reading for a reader', () => {
  it('reloads /migrate/ offline right after the worker is ready, before the rest of the site is saved', async () => {
    // Saving the whole site is held back: only what the worker did before `ready` counts.
    await browser.route('**/page-data/*/manifest.json', () => undefined);
    const page = await browser.newPage();
    await page.goto(`${server.url}/migrate/`);
    await waitForHydration(page);
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await browser.setOffline(true);
    await page.reload();
    await page.waitForSelector('h1.doc__title:has-text("Migrate")');
    expect(await page.getByText('this page is not saved').count()).toBe(0);
    await browser.unroute('**/page-data/*/manifest.json');
  });

  it('opens Guides from the header offline once the pages are saved', async () => {
    const page = await browser.newPage();
    await page.goto(`${server.url}/migrate/`);
    await waitForHydration(page);
    await page.waitForSelector('html[data-offline="ready"]', { timeout: 60_000 });
    await browser.setOffline(true);
    await page.reload();
    await waitForHydration(page);
    await page.locator('.site-header__sections a[href="/guides/"]').click();
    await page.waitForSelector('h1.doc__title:has-text("Guides")');
    expect(await page.getByText('Error loading content.').count()).toBe(0);
  });

  it('saves the Korean pages for a reader who starts at /ko/, shows that they are saved, and reads them offline in Korean', async () => {
    const page = await browser.newPage();
    await page.goto(`${server.url}/ko/`);
    await waitForHydration(page);
    await page.waitForSelector('html[data-offline="ready"][data-offline-locale="ko"]', { timeout: 60_000 });
    await page.waitForSelector('[data-offline-saved="ko"]');
    expect(await page.locator('.offline-saved').textContent()).toBe('오프라인에서 읽기 가능');
    expect(await page.locator('.offline-saved').isVisible()).toBe(true);

    await browser.setOffline(true);
    // Never opened before: a translated page and an English fallback under the prefix.
    await page.goto(`${server.url}/ko/concepts/`);
    await waitForHydration(page);
    await page.waitForSelector('text=번역된 개념 문서입니다.');
    expect(await page.locator('html').getAttribute('lang')).toBe('ko');
    await page.goto(`${server.url}/ko/configuration/output/`);
    await waitForHydration(page);
    await page.waitForSelector('h1.doc__title:has-text("Output")');
    expect(await page.locator('html').getAttribute('lang')).toBe('ko');
    expect(await page.locator('.offline-notice').textContent()).toContain('오프라인 상태입니다');
  });

  it('keeps one entry per page read, without query strings or Not Found answers', async () => {
    const page = await browser.newPage();
    await page.goto(`${server.url}/concepts/`);
    await waitForHydration(page);
    await page.waitForSelector('html[data-offline="ready"]', { timeout: 60_000 });
    for (const address of ['/concepts/?a=1', '/concepts/?a=2', '/no-such-page/', '/no-such-page-either/?x=1', '/guides/?utm=1']) {
      await page.goto(`${server.url}${address}`);
      await waitForHydration(page);
    }
    const kept = await page.evaluate(async () => {
      const names = (await caches.keys()).filter((name) => name.startsWith('reading-'));
      const urls: string[] = [];
      for (const name of names) for (const request of await (await caches.open(name)).keys()) urls.push(request.url);
      return urls.map((url) => new URL(url).pathname + new URL(url).search);
    });
    expect(kept.filter((url) => url.includes('?'))).toEqual([]);
    expect(kept.filter((url) => url.includes('no-such-page'))).toEqual([]);
    expect(kept.filter((url) => url === '/concepts/')).toHaveLength(1);
    expect(kept).toContain('/guides/');
    expect(kept.length).toBeLessThanOrEqual(READING_MAX_ENTRIES);
  });
});
