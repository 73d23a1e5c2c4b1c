// The home page's sponsors: names appear only when a list fetched from Open Collective is
// published; without one (the repository's own state) or with sample data, the section shows
// no names and says how the list is fetched.
import type { Page } from 'playwright-core';
import { waitForHydration } from '../helpers/browser';
import { siteInBrowser } from '../helpers/site';

jest.setTimeout(60_000);

const site = siteInBrowser();

async function sponsorsSection(page: Page): Promise<string> {
  await page.goto(`${site.server.url}/`);
  await waitForHydration(page);
  await page.locator('#sponsors').scrollIntoViewIfNeeded();
  await page.waitForSelector('[data-sponsors="none"]');
  return (await page.locator('#sponsors').textContent()) ?? '';
}

describe('sponsors on the home page', () => {
  it('shows no names, and names the command that fetches them, when no list was fetched', async () => {
    const page = await site.browser.newPage();
    const text = await sponsorsSection(page);
    expect(text).toContain('npm run sponsors:update');
    expect(await page.locator('#sponsors .sponsors__list li').count()).toBe(0);
    await page.close();
  });

  it('shows none of the names of a sample file', async () => {
    const page = await site.browser.newPage();
    const made = { slug: 'made-up', name: 'Made Up Corp', image: null, website: null, totalDonations: 5, monthlyDonations: 1, firstDonation: '2026-01-01T00:00:00.000Z', rank: 'gold' };
    await page.route('**/api/sponsors.json', (route) => route.fulfill({ json: { generatedAt: '2026-11-01T00:00:00.000Z', source: 'fixture', sample: true, ranks: { latest: [made], gold: [made] } } }));
    const text = await sponsorsSection(page);
    expect(text).not.toContain('Made Up Corp');
    expect(text).toContain('npm run sponsors:update');
    await page.close();
  });
});
