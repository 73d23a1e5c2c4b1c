// The article the server sent is never read back or re-rendered by the browser at start: it
// hydrates as it is, comes back after a visit elsewhere, and survives even a start in which
// React has to render the page from scratch instead of hydrating it.
import { waitForHydration } from '../helpers/browser';
import { siteInBrowser } from '../helpers/site';

jest.setTimeout(60_000);

const site = siteInBrowser();

describe('the served article', () => {
  it('stays as the server sent it through hydration, and shows again after client navigation away and back', async () => {
    const page = await site.browser.newPage();
    const served = await (await page.request.get(`${site.server.url}/concepts/`)).text();
    await page.goto(`${site.server.url}/concepts/`);
    await waitForHydration(page);
    const article = page.locator('[data-article]');
    const hydrated = await article.innerHTML();
    expect(served).toContain(hydrated.slice(0, 200));
    expect(hydrated.length).toBeGreaterThan(1000);
    await page.locator('nav.sidebar a[href="/concepts/entry-points/"]').click();
    await page.waitForSelector('h1.doc__title:has-text("Entry Points")');
    await page.goBack();
    await page.waitForSelector('h1.doc__title:has-text("Concepts")');
    expect(await article.innerHTML()).toBe(hydrated);
    await page.close();
  });

  it('is kept when React renders the page from scratch because the served markup did not match', async () => {
    const page = await site.browser.newPage();
    // A frame text React does not expect makes hydration fail: React then renders the whole
    // page anew, which must not lose the article it never had as a string.
    await page.route(`${site.server.url}/concepts/`, async (route) => {
      const response = await route.fetch();
      await route.fulfill({ response, body: (await response.text()).replace('Skip to content', 'Skip to the content') });
    });
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        (window as unknown as { servedArticle: Element | null }).servedArticle = document.querySelector('[data-article]');
      });
    });
    await page.goto(`${site.server.url}/concepts/`);
    await waitForHydration(page);
    await page.waitForFunction(() => document.querySelector('.skip-link')?.textContent === 'Skip to content');
    const replaced = await page.evaluate(() => {
      const served = (window as unknown as { servedArticle: Element | null }).servedArticle;
      return served !== null && served !== document.querySelector('[data-article]');
    });
    expect(replaced).toBe(true);
    const article = page.locator('[data-article]');
    expect(await article.count()).toBe(1);
    expect((await article.innerHTML()).length).toBeGreaterThan(1000);
    expect(await article.locator('h2').count()).toBeGreaterThan(0);
    await page.close();
  });
});
