// A reader follows a link and presses Back before the next page's data has arrived (a slow
// phone network): the page they return to is shown at once, where they left it, not its loading
// placeholder; the data that arrives afterwards does not replace it; Forward then shows the
// page that was being loaded. The page-data request is held by the test until it lets it go.
// The same Back after the next page failed to load leaves no error text on the page returned to.
import type { Page, Route } from 'playwright-core';
import { openBrowser, waitForHydration } from '../helpers/browser';
import { startServer, type RunningServer } from '../helpers/server';

jest.setTimeout(90_000);

let server: RunningServer;

beforeAll(async () => {
  server = await startServer();
});

afterAll(async () => {
  await server?.stop();
});

const START = '/configuration/output/';

const nextFrames = (page: Page) => page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));

describe.each([
  ['desktop', { viewport: { width: 1280, height: 800 } }],
  ['phone', { viewport: { width: 375, height: 812 }, hasTouch: true, isMobile: true }],
])('Back while the next page loads, on a %s screen', (_name, options) => {
  it('shows the page the reader came back to, where they left it, and Forward the page that was loading', async () => {
    const browser = await openBrowser(options);
    const page = await browser.newPage();
    await page.goto(`${server.url}${START}`);
    await waitForHydration(page);

    // A real click on a link of the article, in view, that leads to another page.
    const target = await page.evaluate((start) => {
      const links = [...document.querySelectorAll<HTMLAnchorElement>('[data-article] a[href^="/"]')].filter((a) => !a.getAttribute('href')?.startsWith(start) && !a.getAttribute('href')?.includes('#'));
      const link = links[Math.floor(links.length / 2)];
      link?.setAttribute('data-followed', '');
      return link?.getAttribute('href') ?? '';
    }, START);
    expect(target).toMatch(/^\/.+\/$/);
    // The data of the page the link leads to is held until the test releases it.
    const isTargetData = (url: string) => url.includes('/page-data/') && url.endsWith(`${target}data.json`);
    const held: Route[] = [];
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route((url) => isTargetData(url.href), async (route) => {
      held.push(route);
      await released;
      await route.continue();
    });
    const link = page.locator('[data-followed]');
    await link.scrollIntoViewIfNeeded();
    await nextFrames(page);
    const leftAt = await page.evaluate(() => window.scrollY);
    expect(leftAt).toBeGreaterThan(0);
    const requested = page.waitForRequest((request) => isTargetData(request.url()));
    await link.click();
    await page.waitForURL((url) => url.pathname === target);
    await requested;
    await page.locator('.placeholder[role="status"]').waitFor();

    await page.goBack();
    await page.waitForURL((url) => url.pathname === START);
    // Now the held data may arrive: it belongs to a page the reader has left.
    const answered = page.waitForResponse((response) => isTargetData(response.url()));
    release();
    await answered;
    await nextFrames(page);
    expect(await page.locator('.placeholder').count()).toBe(0);
    expect(await page.locator('main h1').first().textContent()).toContain('Output');
    expect(page.url()).toBe(`${server.url}${START}`);
    await page.waitForFunction((y) => Math.abs(window.scrollY - y) < 2, leftAt, { timeout: 10_000 });

    await page.goForward();
    await page.waitForURL((url) => url.pathname === target);
    await page.waitForFunction(() => document.activeElement?.tagName === 'H1' && !document.querySelector('.placeholder'));
    expect(await page.locator('main h1').first().textContent()).not.toContain('Output');
    expect(held.length).toBeGreaterThanOrEqual(1);
    await browser.close();
  });
});

describe('Back after the next page failed to load', () => {
  it('shows the page returned to without the error text', async () => {
    const browser = await openBrowser();
    const page = await browser.newPage();
    await page.goto(`${server.url}${START}`);
    await waitForHydration(page);
    const target = await page.evaluate((start) => {
      const link = [...document.querySelectorAll<HTMLAnchorElement>('[data-article] a[href^="/"]')].find((a) => !a.getAttribute('href')?.startsWith(start) && !a.getAttribute('href')?.includes('#'));
      link?.setAttribute('data-followed', '');
      return link?.getAttribute('href') ?? '';
    }, START);
    expect(target).toMatch(/^\/.+\/$/);
    await page.route((url) => url.pathname.startsWith('/page-data/') && url.pathname.endsWith(`${target}data.json`), (route) => route.fulfill({ status: 500, body: 'broken' }));
    await page.locator('[data-followed]').click();
    await page.waitForURL((url) => url.pathname === target);
    await page.locator('.content-error[role="alert"]').waitFor();

    await page.goBack();
    await page.waitForURL((url) => url.pathname === START);
    await page.waitForFunction(() => !document.querySelector('.content-error, .placeholder'));
    expect(await page.locator('main h1').first().textContent()).toContain('Output');
    await browser.close();
  });
});
