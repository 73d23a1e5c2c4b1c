// A phone-sized screen in both colour schemes passes axe-core with no serious or critical
// finding, on one or more pages of every kind; and printing leaves out the page's floating
// and announcement chrome.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { waitForHydration } from '../helpers/browser';
import { siteInBrowser } from '../helpers/site';

jest.setTimeout(120_000);

const AXE_SOURCE = readFileSync(join(__dirname, '..', '..', 'node_modules', 'axe-core', 'axe.min.js'), 'utf8');

/** Pages of every kind: home, a docs page of each section, blog, screens of their own, 404, printable. */
const PAGES = [
  '/',
  '/concepts/',
  '/configuration/output/',
  '/guides/getting-started/',
  '/api/cli/',
  '/loaders/',
  '/plugins/',
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

interface Finding {
  rule: string;
  impact: string;
  targets: string[];
}

/** axe-core's serious and critical findings on the page as it is. */
async function seriousFindings(page: Page): Promise<Finding[]> {
  // Evaluated over the protocol, so the page's Content Security Policy does not apply to it.
  await page.evaluate(AXE_SOURCE);
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (context: Document) => Promise<{ violations: { id: string; impact?: string | null; nodes: { target: unknown[] }[] }[] }> } }).axe;
    const { violations } = await axe.run(document);
    return violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => ({ rule: v.id, impact: v.impact ?? '', targets: v.nodes.slice(0, 5).map((n) => n.target.join(' ')) }));
  });
}

describe.each(['dark', 'light'] as const)('%s colour scheme at 375 px', (scheme) => {
  it.each(PAGES)(`%s has no serious or critical axe-core finding`, async (path) => {
    const page = await site.browser.newPage();
    await page.emulateMedia({ colorScheme: scheme });
    await page.goto(site.server.url + path);
    await waitForHydration(page);
    expect(await page.getAttribute('html', 'data-theme')).toBe(scheme);
    expect(await seriousFindings(page)).toEqual([]);
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
