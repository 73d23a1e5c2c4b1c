// Offline reading through the service worker.
import type { BrowserContext } from 'playwright-core';
import { openBrowser, waitForHydration } from '../helpers/browser';
import { startServer, type RunningServer } from '../helpers/server';

jest.setTimeout(60_000);

describe('offline reading', () => {
  let server: RunningServer;
  let browser: BrowserContext;

  beforeAll(async () => {
    server = await startServer();
    browser = await openBrowser({ serviceWorkers: 'allow' });
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('shows visited pages offline, follows links to them, and falls back to the app shell', async () => {
    const page = await browser.newPage();
    await page.goto(`${server.url}/migrate/5/`);
    await waitForHydration(page);
    await page.goto(`${server.url}/migrate/`);
    await waitForHydration(page);
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await page.reload();
    await waitForHydration(page);
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    const heading = await page.locator('h1.doc__title').textContent();

    await browser.setOffline(true);
    await page.reload();
    await waitForHydration(page);
    expect(await page.locator('h1.doc__title').textContent()).toBe(heading);
    await page.waitForSelector('.offline-notice');

    await page.locator('[data-article] a[href="/migrate/5/"], nav.sidebar a[href="/migrate/5/"]').first().click();
    await page.waitForURL(`${server.url}/migrate/5/`);
    await page.waitForSelector('h1.doc__title');
    expect(await page.locator('h1.doc__title').textContent()).not.toBe(heading);

    await page.goto(`${server.url}/plugins/banner-plugin/`);
    await waitForHydration(page);
    expect(await page.locator('header.site-header').count()).toBe(1);
    await page.waitForSelector('text=Error loading content.');

    await browser.setOffline(false);
    await page.close();
  });
});
