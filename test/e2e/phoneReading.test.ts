// Reading on a phone (375 x 812) and a desktop (1280 x 800), as a reader starts: a fresh
// profile, real clicks and taps, a real Back. Long names wrap, the search results use the
// screen, the skip link reads in the dark, the navigation drawer opens where the reader is,
// long pages list their sections, tables work on a phone, and the chat button covers nothing.
import type { BrowserContext, Page } from 'playwright-core';
import { openBrowser } from '../helpers/browser';
import { startServer, type RunningServer } from '../helpers/server';
import { CORPUS_ENV, HAVE_CORPUS, PHONE, itOn, open } from './layoutHelpers';

jest.setTimeout(120_000);

/** The box of an element in the viewport's coordinates. */
const box = (page: Page, selector: string) =>
  page.locator(selector).first().evaluate((element) => {
    const r = element.getBoundingClientRect();
    return { left: r.left, right: r.right, top: r.top, bottom: r.bottom, width: r.width, height: r.height };
  });

/** A started server and a phone browser. */
interface Site {
  server: RunningServer;
  browser: BrowserContext;
}

/** Starts a server with the environment and a phone browser for the describe block it is called in. */
function siteFor(env: Record<string, string>, run: boolean): Site {
  const site = {} as Site;
  beforeAll(async () => {
    if (!run) return;
    site.server = await startServer(env);
    site.browser = await openBrowser(PHONE);
  });
  afterAll(async () => {
    await site.browser?.close();
    await site.server?.stop();
  });
  return site;
}

/** Tests that run on our content, the corpus and its translation alike. */
function readerOnAPhone(name: string, site: Site, onCorpus: boolean, paths: { plugin: string; long: string; drawer: string; section: string }) {
  const maybe = itOn(onCorpus);
  describe(`on a phone, ${name}`, () => {
    maybe('wraps a long plugin name in the title and in the previous/next links, and keeps the chat button on screen', async () => {
      const page = await site.browser.newPage();
      await open(page, site.server.url + paths.plugin);
      const title = await box(page, 'h1');
      expect(title.right).toBeLessThanOrEqual(375);
      expect(await page.locator('h1').evaluate((h) => h.scrollWidth <= h.clientWidth)).toBe(true);
      for (const link of await page.locator('.page-links a').all()) {
        const r = await link.boundingBox();
        expect((r?.x ?? 0) + (r?.width ?? 0)).toBeLessThanOrEqual(375);
      }
      await page.locator('.chat__button').scrollIntoViewIfNeeded();
      const chat = await box(page, '.chat__button');
      expect(chat.left).toBeGreaterThanOrEqual(0);
      expect(chat.right).toBeLessThanOrEqual(375);
      await page.close();
    });

    maybe('opens the navigation at the current page, its section expanded, the page behind locked; a link and Back work', async () => {
      const page = await site.browser.newPage();
      await open(page, site.server.url + paths.drawer);
      // The tab of the current section is in view in the sections row.
      const tab = await box(page, '.site-header__sections a[aria-current]');
      expect(tab.left).toBeGreaterThanOrEqual(0);
      expect(tab.right).toBeLessThanOrEqual(375);
      await page.evaluate(() => window.scrollTo(0, 600));
      await page.waitForFunction(() => window.scrollY === 600);
      // A tap where the toggle is (a locator's click would first scroll the sticky header's
      // toggle to where it would be without sticking).
      const toggle = await box(page, '.sidebar-toggle');
      await page.touchscreen.tap(toggle.left + toggle.width / 2, toggle.top + toggle.height / 2);
      // The whole navigation has arrived (the current section was listed before it, from the page).
      await page.locator('#mobile-sidebar .mobile-sidebar__sections[aria-busy="false"]').waitFor();
      const current = page.locator(`#mobile-sidebar a[aria-current="page"]`);
      await current.waitFor();
      const link = await current.boundingBox();
      expect(link).not.toBeNull();
      expect(link?.y ?? -1).toBeGreaterThanOrEqual(0);
      expect((link?.y ?? 0) + (link?.height ?? 0)).toBeLessThanOrEqual(812);
      // Only the current section is expanded.
      const expanded = await page.locator('#mobile-sidebar .mobile-sidebar__expand[aria-expanded="true"]').count();
      expect(expanded).toBe(1);
      expect(await page.locator(`#mobile-sidebar-${paths.section}`).count()).toBe(1);
      // A wheel over the page behind does not move it; the drawer itself scrolls.
      await page.mouse.move(360, 700);
      await page.mouse.wheel(0, 400);
      const drawerTop = await page.locator('#mobile-sidebar').evaluate((d) => d.scrollTop);
      // (Up: the drawer opened scrolled down to the current page, which may be near its end.)
      await page.mouse.move(100, 500);
      await page.mouse.wheel(0, -300);
      await page.waitForFunction((top) => document.getElementById('mobile-sidebar')!.scrollTop !== top, drawerTop);
      expect(await page.evaluate(() => window.scrollY)).toBe(600);
      // Another section expands on demand.
      await page.locator('#mobile-sidebar .mobile-sidebar__expand[aria-expanded="false"]').first().click();
      expect(await page.locator('#mobile-sidebar .mobile-sidebar__expand[aria-expanded="true"]').count()).toBe(2);
      // Following a link closes the drawer and unlocks the page; Back returns to the page.
      const target = page.locator('#mobile-sidebar-' + paths.section + ' a:not([aria-current])').first();
      const href = await target.getAttribute('href');
      await target.click();
      await page.waitForURL(site.server.url + href);
      await page.locator('#mobile-sidebar').waitFor({ state: 'hidden' });
      await page.waitForFunction((url) => document.querySelector('h1.doc__title') !== null && location.href === url, site.server.url + href);
      await page.goBack();
      await page.waitForURL(site.server.url + paths.drawer);
      await page.waitForFunction((url) => document.querySelector('h1.doc__title') !== null && location.href === url, site.server.url + paths.drawer);
      expect(await page.locator('#mobile-sidebar').isVisible()).toBe(false);
      await page.mouse.wheel(0, 500);
      await page.waitForFunction(() => window.scrollY > 0);
      await page.close();
    });

    maybe('keeps only the header bar over the text once the reader scrolls', async () => {
      const page = await site.browser.newPage();
      await open(page, site.server.url + paths.long);
      await page.mouse.move(200, 500);
      await page.mouse.wheel(0, 1500);
      await page.waitForFunction(() => window.scrollY > 1000);
      const header = await box(page, '.site-header');
      expect(header.bottom).toBeLessThanOrEqual(60);
      const covering = await page.evaluate(() => document.elementFromPoint(187, 70)?.closest('header, nav.site-header__sections, .notification-bar') !== null);
      expect(covering).toBe(false);
      await page.close();
    });

    maybe('lists the sections of a long page under its title; a tap goes to the section', async () => {
      const page = await site.browser.newPage();
      await open(page, site.server.url + paths.long);
      const summary = page.locator('.on-this-page summary');
      expect(await summary.isVisible()).toBe(true);
      await summary.click();
      const link = page.locator('.on-this-page a').nth(2);
      const href = (await link.getAttribute('href')) ?? '';
      await link.click();
      await page.waitForFunction((hash) => location.hash === hash, href);
      const heading = await page.locator(href).boundingBox();
      expect(heading?.y ?? -1).toBeGreaterThanOrEqual(0);
      expect(heading?.y ?? 9999).toBeLessThan(812);
      await page.close();
    });

    maybe('shows search results within the screen, titles and excerpts uncut', async () => {
      const page = await site.browser.newPage();
      await open(page, site.server.url + paths.plugin);
      await page.locator('#search-input').click();
      await page.keyboard.type('plugin');
      await page.locator('.search-results li').first().waitFor();
      const panel = await box(page, '.search-results');
      expect(panel.left).toBeGreaterThanOrEqual(0);
      expect(panel.right).toBeLessThanOrEqual(375);
      const cut = await page.locator('.search-results__title, .search-results__excerpt').evaluateAll((items) =>
        items.filter((item) => item.getBoundingClientRect().right > 375 || item.scrollWidth > item.clientWidth + 1).length,
      );
      expect(cut).toBe(0);
      await page.close();
    });
  });
}

const PATHS = { plugin: '/plugins/normal-module-replacement-plugin/', long: '/configuration/module/', drawer: '/plugins/split-chunks-plugin/', section: 'plugins' };
const KO_PATHS = { plugin: '/ko/plugins/normal-module-replacement-plugin/', long: '/ko/configuration/module/', drawer: '/ko/plugins/split-chunks-plugin/', section: 'plugins' };

describe('our content', () => {
  readerOnAPhone('our content', siteFor({}, true), false, PATHS);
});

describe('the corpus with its Korean translation', () => {
  // One server for both languages.
  const site = siteFor(CORPUS_ENV, HAVE_CORPUS);
  readerOnAPhone('the corpus', site, true, PATHS);
  readerOnAPhone('the Korean translation of the corpus', site, true, KO_PATHS);
});
