// Buttons a reader sees work from the moment they are shown: a click made before the page's
// scripts have arrived (held back here until after the click, as a slow connection would) is
// acted on once they have, the Copy button of a code block and a button React answers alike.
import type { BrowserContext, Page, Route } from 'playwright-core';
import { openBrowser, waitForHydration } from '../helpers/browser';
import { startServer, type RunningServer } from '../helpers/server';

jest.setTimeout(60_000);

let server: RunningServer;
let browser: BrowserContext;

beforeAll(async () => {
  server = await startServer();
  browser = await openBrowser({ viewport: { width: 375, height: 812 }, hasTouch: true, isMobile: true });
  await browser.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.url });
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** Opens a page with its entry script held until `release` is called. */
async function openHeld(path: string): Promise<{ page: Page; release: () => void }> {
  const page = await browser.newPage();
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/main-[^/]+\.js$/, async (route: Route) => {
    await held;
    await route.continue();
  });
  await page.goto(`${server.url}${path}`, { waitUntil: 'load' });
  return { page, release };
}

describe('a click before the page has started', () => {
  it('copies a code block whose Copy button was clicked before the scripts arrived', async () => {
    const { page, release } = await openHeld('/guides/getting-started/');
    const block = page.locator('.code-block').filter({ has: page.locator('button[data-copy-code]') }).first();
    const button = block.locator('button[data-copy-code]');
    const expected = (await block.locator('code').textContent()) ?? '';
    expect(await page.locator('html[data-hydrated="true"]').count()).toBe(0);
    await button.click();
    release();
    await waitForHydration(page);
    await page.waitForFunction((el) => el?.textContent === 'Copied', await button.elementHandle());
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied.trim()).toBe(expected.trim());
    await page.close();
  });

  it('opens the phone menu whose button was tapped before the scripts arrived', async () => {
    const { page, release } = await openHeld('/concepts/');
    const toggle = page.locator('header button[aria-expanded]').first();
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    await toggle.click();
    release();
    await waitForHydration(page);
    await page.waitForFunction((el) => el?.getAttribute('aria-expanded') === 'true', await toggle.elementHandle());
    await page.close();
  });
});
