// A phone-sized and a desktop-sized screen in both colour schemes pass axe-core with no serious
// or critical finding, on one or more pages of every kind; and printing leaves out the page's floating
// and announcement chrome.
import { COLOUR_RULES, seriousFindings } from '../helpers/axe';
import type { BrowserContext, Page } from 'playwright-core';
import { openBrowser, waitForHydration } from '../helpers/browser';
import { siteInBrowser } from '../helpers/site';

jest.setTimeout(120_000);

/** Pages of every kind: home, a docs page of each section, blog, screens of their own, 404, printable. */
const PAGES = [
  '/',
  '/concepts/',
  '/configuration/output/',
  '/guides/getting-started/',
  '/api/cli/',
  '/loaders/',
  '/plugins/',
  '/plugins/normal-module-replacement-plugin/',
  '/comparison/',
  '/migrate/',
  '/contribute/writers-guide/',
  '/glossary/',
  '/blog/',
  '/blog/2026-03-10-persistent-cache-deep-dive/',
  '/organization/',
  '/starter-kits/',
  '/vote/',
  '/no-such-page/',
  '/concepts/printable/',
];

const site = siteInBrowser({}, { viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });

let desktop: BrowserContext;
beforeAll(async () => {
  desktop = await openBrowser({ viewport: { width: 1280, height: 800 } });
});
afterAll(async () => desktop?.close());

/** Switches the open page to the other colour scheme as the theme button does, and waits for
 * the colours to settle (a transition still running would be measured half-way). */
async function switchScheme(page: Page, scheme: 'dark' | 'light'): Promise<void> {
  await page.emulateMedia({ colorScheme: scheme });
  await page.evaluate(async (next) => {
    document.documentElement.dataset.theme = next;
    await Promise.all(document.getAnimations().filter((animation) => animation instanceof CSSTransition).map((animation) => animation.finished));
  }, scheme);
}

// Each page is loaded once per width in one scheme and checked with every rule; then it is
// switched to the other scheme and checked again with the rules colours decide. The phone
// starts dark and the desktop light, so every rule runs in both schemes on every page.
describe.each([
  ['dark', 'light', 375],
  ['light', 'dark', 1280],
] as const)('loaded in the %s colour scheme, then switched to %s, at %d px', (scheme, other, width) => {
  it.each(PAGES)(`%s has no serious or critical axe-core finding`, async (path) => {
    const page = await (width === 375 ? site.browser : desktop).newPage();
    await page.emulateMedia({ colorScheme: scheme });
    await page.goto(site.server.url + path);
    await waitForHydration(page);
    expect(await page.getAttribute('html', 'data-theme')).toBe(scheme);
    expect(await seriousFindings(page)).toEqual([]);
    await switchScheme(page, other);
    expect({ scheme: other, findings: await seriousFindings(page, COLOUR_RULES) }).toEqual({ scheme: other, findings: [] });
    await page.close();
  });
});

describe('print', () => {
  it('leaves the notification bar and the chat button out of a printed section', async () => {
    const page = await site.browser.newPage();
    await page.goto(`${site.server.url}/concepts/printable/`);
    await waitForHydration(page);
    // On screen both are there; on paper neither is.
    expect(await page.locator('.notification-bar').isVisible()).toBe(true);
    expect(await page.locator('.chat__button').isVisible()).toBe(true);
    await page.emulateMedia({ media: 'print' });
    const display = (selector: string) => page.locator(selector).evaluate((element) => getComputedStyle(element).display);
    expect(await display('.notification-bar')).toBe('none');
    expect(await display('.chat')).toBe('none');
    expect(await page.locator('.printable__body').isVisible()).toBe(true);
    await page.close();
  });
});
