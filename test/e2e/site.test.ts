import { collectConsoleProblems, waitForHydration } from '../helpers/browser';
import { siteInBrowser } from '../helpers/site';

jest.setTimeout(60_000);

const site = siteInBrowser();

describe('hydration', () => {
  it.each(['/', '/concepts/', '/configuration/output/', '/concepts/printable/', '/no-such-page/', '/no-such-section/printable/', '/organization/'])(
    'hydrates %s with a clean console',
    async (path) => {
      const page = await site.browser.newPage();
      const problems = collectConsoleProblems(page);
      await page.goto(site.server.url + path);
      await waitForHydration(page);
      // Whatever the hydrated page loads next (chunks, images) has been asked for and answered.
      await page.waitForLoadState('networkidle');
      // External images (avatars, badges) cannot load on a closed network; that is not a page problem.
      // The Not Found page's own 404 status is reported by Chromium as a failed resource; that is expected.
      const expected = path.startsWith('/no-such-') ? /Failed to load resource: the server responded with a status of 404/ : /^$/;
      expect(problems.filter((p) => !/Failed to load resource: net::ERR/.test(p) && !expected.test(p))).toEqual([]);
      await page.close();
    },
  );
});

describe('client navigation', () => {
  it('moves from /concepts/ to another concept page without a full reload', async () => {
    const page = await site.browser.newPage();
    await page.goto(`${site.server.url}/concepts/`);
    await waitForHydration(page);
    await page.evaluate(() => {
      (window as unknown as { __marker: number }).__marker = 42;
    });
    const link = page.locator('nav.sidebar a[href="/concepts/entry-points/"]');
    await link.click();
    await page.waitForURL(`${site.server.url}/concepts/entry-points/`);
    await page.waitForSelector('h1.doc__title:has-text("Entry Points")');
    expect(await page.evaluate(() => (window as unknown as { __marker?: number }).__marker)).toBe(42);
    expect(await page.title()).toBe('Entry Points | webpack');
    await page.close();
  });

  it('jumps to a heading of the same page from the sidebar every time it is clicked', async () => {
    const page = await site.browser.newPage();
    await page.goto(`${site.server.url}/configuration/output/`);
    await waitForHydration(page);
    const link = page.locator('nav.sidebar .sidebar__anchors a').nth(3);
    const id = ((await link.getAttribute('href')) ?? '').split('#')[1] ?? '';
    for (let round = 0; round < 2; round += 1) {
      await page.evaluate(() => window.scrollTo(0, 0));
      await link.click();
      await page.waitForFunction((target) => Math.abs((document.getElementById(target)?.getBoundingClientRect().top ?? 0) - 120) < 40, id);
    }
    expect(page.url()).toBe(`${site.server.url}/configuration/output/#${id}`);
    await page.close();
  });

  it('follows a link inside the article through the client router', async () => {
    const page = await site.browser.newPage();
    await page.goto(`${site.server.url}/concepts/`);
    await waitForHydration(page);
    await page.evaluate(() => {
      (window as unknown as { __marker: number }).__marker = 7;
    });
    const href = await page.locator('[data-article] a[href^="/concepts/"]').first().getAttribute('href');
    await page.locator('[data-article] a[href^="/concepts/"]').first().click();
    await page.waitForURL(`${site.server.url}${href}`);
    expect(await page.evaluate(() => (window as unknown as { __marker?: number }).__marker)).toBe(7);
    await page.close();
  });

  it('shows a placeholder while page data loads and "Error loading content." when it fails', async () => {
    const page = await site.browser.newPage();
    await page.goto(`${site.server.url}/concepts/`);
    await waitForHydration(page);
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/page-data/**', async (route) => {
      await held;
      await route.abort('failed');
    });
    await page.locator('nav.sidebar a[href="/concepts/output/"]').click();
    await page.waitForSelector('[role="status"][aria-label="Loading content"]');
    release();
    await page.waitForSelector('text=Error loading content.');
    await page.close();
  });

  it('lands on the heading of a URL hash', async () => {
    const page = await site.browser.newPage();
    await page.goto(`${site.server.url}/configuration/output/#outputfilename`);
    await waitForHydration(page);
    const top = await page.evaluate(() => document.getElementById('outputfilename')?.getBoundingClientRect().top ?? -1);
    expect(top).toBeGreaterThanOrEqual(-1);
    expect(top).toBeLessThan(200);
    await page.close();
  });
});
