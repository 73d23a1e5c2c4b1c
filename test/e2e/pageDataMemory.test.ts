// Page data kept for client navigation: a page read a moment ago comes back from memory
// (no request), while the kept data stays bounded (test/client/pageDataLoader.test.ts).
import { waitForHydration } from '../helpers/browser';
import { siteInBrowser } from '../helpers/site';

jest.setTimeout(60_000);

const site = siteInBrowser();

describe('page data in the browser', () => {
  it('goes back to a page read a moment ago without asking for its data again', async () => {
    const page = await site.browser.newPage();
    const requested: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/page-data/') && request.url().endsWith('data.json')) requested.push(new URL(request.url()).pathname);
    });
    await page.goto(`${site.server.url}/concepts/`);
    await waitForHydration(page);
    await page.locator('nav.sidebar a[href="/concepts/entry-points/"]').click();
    await page.waitForSelector('h1.doc__title:has-text("Entry Points")');
    await page.locator('nav.sidebar a[href="/concepts/output/"]').click();
    await page.waitForSelector('h1.doc__title:has-text("Output")');
    expect(requested.filter((path) => path.includes('/concepts/entry-points/'))).toHaveLength(1);
    await page.goBack();
    await page.waitForSelector('h1.doc__title:has-text("Entry Points")');
    expect(requested.filter((path) => path.includes('/concepts/entry-points/'))).toHaveLength(1);
    expect(requested).toHaveLength(2);
    await page.close();
  });
});
