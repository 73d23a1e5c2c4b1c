// A reader who types a short typo or a bare option name in the search box, on a phone and a
// desktop, gets the page meant at the top and opens it with a real click.
import { openBrowser, waitForHydration } from '../helpers/browser';
import { startServer, type RunningServer } from '../helpers/server';

jest.setTimeout(60_000);

let server: RunningServer;

beforeAll(async () => {
  server = await startServer();
});

afterAll(async () => {
  await server?.stop();
});

describe.each([
  ['desktop', { viewport: { width: 1280, height: 800 } }],
  ['phone', { viewport: { width: 375, height: 812 }, hasTouch: true, isMobile: true }],
])('search on a %s screen', (_name, options) => {
  it('answers "loadr" with a loaders page first and "publicpath" with output.publicPath, and opens it', async () => {
    const browser = await openBrowser(options);
    const page = await browser.newPage();
    await page.goto(`${server.url}/guides/`);
    await waitForHydration(page);
    const box = page.locator('#search-input');
    await box.click();
    await box.fill('loadr');
    const first = page.locator('#search-results [role="option"] a').first();
    await page.waitForFunction(() => /^\/(concepts\/)?loaders\/$/.test(document.querySelector('#search-results [role="option"] a')?.getAttribute('href') ?? ''));

    await box.fill('publicpath');
    await page.waitForFunction(() => document.querySelector('#search-results [role="option"] a')?.getAttribute('href') === '/configuration/output/#outputpublicpath');
    await first.click();
    await page.waitForURL(`${server.url}/configuration/output/#outputpublicpath`);
    await page.waitForSelector('h1.doc__title:has-text("Output")');
    await browser.close();
  });
});
