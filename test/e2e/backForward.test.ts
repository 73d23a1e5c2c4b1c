// A reader of a long page follows a link and comes back: Back and Forward return to where the
// reader was, on a desktop and a phone screen; a new page starts at its top, its heading takes
// the focus and a live region names it, so a screen reader follows the navigation; a reload
// keeps the place.
import type { Page } from 'playwright-core';
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

/** Scrolls like a reader (the wheel on a desktop, the keyboard would do as well) and waits until
 * the page is there. */
async function scrollTo(page: Page, y: number): Promise<void> {
  await page.evaluate((to) => window.scrollTo(0, to), y);
  await page.waitForFunction((to) => Math.abs(window.scrollY - to) < 2, y);
  // The position is recorded on the next frame after the scroll.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

async function waitForScroll(page: Page, y: number): Promise<void> {
  await page.waitForFunction((to) => Math.abs(window.scrollY - to) < 2, y, { timeout: 10_000 });
}

describe.each([
  ['desktop', { viewport: { width: 1280, height: 800 } }],
  ['phone', { viewport: { width: 375, height: 812 }, hasTouch: true, isMobile: true }],
])('Back and Forward on a %s screen', (_name, options) => {
  it('return to the position the reader left, and a new page starts at its top with focus on its heading', async () => {
    const browser = await openBrowser(options);
    const page = await browser.newPage();
    await page.goto(`${server.url}/configuration/output/`);
    await waitForHydration(page);
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    expect(height).toBeGreaterThan(10_000);
    const far = Math.round(height / 2);
    await scrollTo(page, far);

    // A real click on a link of the article, one the reader sees there, that leads to another page.
    const found = await page.evaluate(() => {
      const links = [...document.querySelectorAll<HTMLAnchorElement>('[data-article] a[href^="/"]')].filter((a) => !a.getAttribute('href')?.startsWith('/configuration/output/'));
      const after = links.find((a) => a.getBoundingClientRect().top > 0) ?? links[links.length - 1];
      after?.setAttribute('data-followed', '');
      return after?.getAttribute('href') ?? null;
    });
    expect(found).not.toBeNull();
    const target = found ?? '';
    const link = page.locator('[data-followed]');
    await link.scrollIntoViewIfNeeded();
    const linkY = await page.evaluate(() => window.scrollY);
    expect(linkY).toBeGreaterThan(far / 2);
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    await link.click();
    await page.waitForURL((url) => url.pathname === target.split('#')[0]);
    await page.waitForFunction(() => document.activeElement?.tagName === 'H1');
    if (!target.includes('#')) expect(await page.evaluate(() => window.scrollY)).toBe(0);
    const title = await page.locator('main h1').first().textContent();
    await page.waitForFunction((t) => document.getElementById("route-announcer")?.textContent === t, title);
    await scrollTo(page, 300);

    await page.goBack();
    await page.waitForURL(`${server.url}/configuration/output/`);
    await page.waitForSelector('h1.doc__title:has-text("Output")');
    await waitForScroll(page, linkY);

    await page.goForward();
    await page.waitForURL((url) => url.pathname === target.split('#')[0]);
    await waitForScroll(page, 300);

    // A reload keeps the place too (the browser restores it; the page lets it).
    await page.goBack();
    await waitForScroll(page, linkY);
    await page.reload();
    await waitForHydration(page);
    await waitForScroll(page, linkY);
    await browser.close();
  });
});
