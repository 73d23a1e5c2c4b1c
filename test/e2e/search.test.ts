import { waitForHydration } from '../helpers/browser';
import { siteInBrowser } from '../helpers/site';

jest.setTimeout(60_000);

const site = siteInBrowser();

describe('search', () => {
  it('loads its chunk on first focus, shows results as the user types, and opens the chosen heading', async () => {
    const page = await site.browser.newPage();
    const scripts: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(r.url());
    });
    await page.goto(`${site.server.url}/concepts/`);
    await waitForHydration(page);
    const before = scripts.length;
    await page.keyboard.press('/');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('search-input');
    await page.waitForFunction((n) => performance.getEntriesByType('resource').filter((e) => e.name.includes('/assets/chunk-')).length > 0 || n < 0, before);
    expect(scripts.length).toBeGreaterThan(before);
    await page.keyboard.type('output filename');
    await page.waitForSelector('#search-results [role="option"]');
    expect(await page.locator('#search-input').getAttribute('aria-expanded')).toBe('true');
    expect(await page.locator('#search-results mark').count()).toBeGreaterThan(0);
    const options = page.locator('#search-results [role="option"]');
    const secondHref = await options.nth(1).locator('a').getAttribute('href');
    await page.keyboard.press('ArrowDown');
    expect(await options.nth(1).getAttribute('aria-selected')).toBe('true');
    await page.keyboard.press('Enter');
    await page.waitForURL(`${site.server.url}${secondHref}`);
    expect(await page.locator('#search-results').count()).toBe(0);
    await page.close();
  });

  it('focuses with Ctrl-K and closes with Escape', async () => {
    const page = await site.browser.newPage();
    await page.goto(`${site.server.url}/guides/`);
    await waitForHydration(page);
    await page.keyboard.press('Control+k');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('search-input');
    await page.keyboard.type('loader');
    await page.waitForSelector('#search-results');
    await page.keyboard.press('Escape');
    await page.waitForSelector('#search-results', { state: 'detached' });
    await page.close();
  });
});
