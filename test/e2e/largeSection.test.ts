// A section larger than the sidebar's bound (the corpus x4: /plugins/ has 117 pages): the
// served sidebar lists the current page's neighbourhood and a link to the section's index
// page, which lists every page without JavaScript; once hydrated, the browser lists them all.
import type { BrowserContext } from 'playwright-core';
import { SIDEBAR_FULL_LIMIT, SIDEBAR_WINDOW } from '../../shared/sidebarWindow';
import { collectConsoleProblems, openBrowser, waitForHydration } from '../helpers/browser';
import { generateLargeSite, type LargeSite } from '../helpers/largeSite';
import { startServer, type RunningServer } from '../helpers/server';
import { CORPUS_DIR, describeWithCorpus } from '../helpers/corpus';

jest.setTimeout(120_000);

/** The page links of the desktop sidebar in a served document. */
const sidebarLinks = (html: string): string[] => [...html.matchAll(/<li class="sidebar__page[^"]*"><div class="sidebar__row"><a href="([^"]+)"/g)].map((m) => m[1] ?? '');

describeWithCorpus([CORPUS_DIR], 'a section larger than the sidebar bound', () => {
  let site: LargeSite;
  let server: RunningServer;
  let browser: BrowserContext;

  beforeAll(async () => {
    site = generateLargeSite(CORPUS_DIR, 4);
    server = await startServer({ CONTENT_DIR: site.dir });
    browser = await openBrowser();
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    site?.remove();
  });

  it('serves a page with a bounded sidebar and a link to the whole list, which the index page carries', async () => {
    const html = await (await fetch(`${server.url}/plugins/define-plugin/`)).text();
    const links = sidebarLinks(html);
    expect(links).toHaveLength(SIDEBAR_WINDOW + 1);
    expect(links[0]).toBe('/plugins/');
    expect(links).toContain('/plugins/define-plugin/');
    expect(html).toMatch(/<a class="sidebar__all" href="\/plugins\/">All (\d+) pages of Plugins<\/a>/);
    const total = Number(/All (\d+) pages of Plugins/.exec(html)?.[1]);
    expect(total).toBeGreaterThan(SIDEBAR_FULL_LIMIT);
    const index = await (await fetch(`${server.url}/plugins/`)).text();
    expect(sidebarLinks(index)).toHaveLength(total);
    expect(index).not.toContain('sidebar__all');
  });

  it('lists every page of the section once hydrated, without a hydration warning', async () => {
    const page = await browser.newPage();
    // Only our own origin: the sidebar's version badge is an image from another site.
    await page.route((url) => !url.href.startsWith(server.url), (route) => route.fulfill({ status: 204 }));
    const problems = collectConsoleProblems(page);
    await page.goto(`${server.url}/plugins/define-plugin/`);
    await waitForHydration(page);
    const total = Number(/All (\d+) pages/.exec(await (await fetch(`${server.url}/plugins/define-plugin/`)).text())?.[1]);
    await page.waitForFunction((n) => document.querySelectorAll('.sidebar .sidebar__page').length === n, total);
    expect(await page.locator('.sidebar__all').count()).toBe(0);
    await expect(page.locator('.sidebar [aria-current="page"]').textContent()).resolves.toContain('DefinePlugin');
    expect(problems).toEqual([]);
    await page.close();
  });
});
