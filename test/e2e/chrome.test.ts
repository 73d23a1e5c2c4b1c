import type { BrowserContext, Page } from 'playwright-core';
import { collectConsoleProblems, openBrowser, waitForHydration } from '../helpers/browser';
import { startServer, type RunningServer } from '../helpers/server';
import { PAGE_SCRIPTS_ID, SAVED_STACK_LIMIT_KEY } from '../../shared/constants';

jest.setTimeout(60_000);

let server: RunningServer;
let desktop: BrowserContext;
let phone: BrowserContext;

beforeAll(async () => {
  server = await startServer();
  desktop = await openBrowser();
  phone = await openBrowser({ viewport: { width: 375, height: 812 }, hasTouch: true, isMobile: true });
});

afterAll(async () => {
  await desktop?.close();
  await phone?.close();
  await server?.stop();
});

async function open(context: BrowserContext, path: string): Promise<Page> {
  const page = await context.newPage();
  await page.goto(server.url + path);
  await waitForHydration(page);
  return page;
}

describe('notification bar', () => {
  it('stays hidden on later visits once dismissed, storing 3', async () => {
    const context = await openBrowser();
    const page = await context.newPage();
    await page.goto(`${server.url}/concepts/`);
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Dismiss the announcement' }).click();
    expect(await page.locator('.notification-bar').count()).toBe(0);
    expect(await page.evaluate(() => localStorage.getItem('notification-dismissed'))).toBe('3');
    await page.goto(`${server.url}/guides/`);
    expect(await page.locator('.notification-bar').isVisible()).toBe(false);
    await context.close();
  });

  it('shows the bar without errors when local storage is unavailable', async () => {
    const context = await openBrowser();
    await context.addInitScript(() => {
      Storage.prototype.setItem = () => {
        throw new Error('storage disabled');
      };
    });
    const page = await context.newPage();
    const problems = collectConsoleProblems(page);
    await page.goto(`${server.url}/concepts/`);
    await waitForHydration(page);
    expect(await page.locator('.notification-bar').isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Dismiss the announcement' }).click();
    expect(problems.filter((p) => !/net::ERR/.test(p))).toEqual([]);
    await context.close();
  });
});

describe('top navigation', () => {
  it('has a focusable search input, the repository, social and Q&A links', async () => {
    const page = await open(desktop, '/');
    await page.getByRole('combobox', { name: 'Search the documentation' }).focus();
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('search-input');
    expect(await page.getByRole('link', { name: 'GitHub repository' }).getAttribute('href')).toContain('github.com/webpack/webpack');
    expect(await page.getByRole('link', { name: 'webpack on X' }).count()).toBe(1);
    expect(await page.getByRole('link', { name: 'Questions on Stack Overflow' }).count()).toBe(1);
    await page.close();
  });

  it('opens the language dropdown on click and hover, moves with arrows, closes on Escape and blur', async () => {
    const page = await open(desktop, '/concepts/');
    const button = page.locator('.language__button');
    // Hover updates are not flushed synchronously, so the state is polled.
    const expanded = (value: string) => page.waitForSelector(`.language__button[aria-expanded="${value}"]`);
    await expanded('false');
    await button.click();
    await expanded('true');
    await page.keyboard.press('ArrowDown');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('English');
    await page.keyboard.press('ArrowDown');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('href'))).toBe('https://webpack.docschina.org/concepts/');
    await page.keyboard.press('Escape');
    await expanded('false');
    expect(await page.evaluate(() => document.activeElement?.classList.contains('language__button'))).toBe(true);
    await page.mouse.move(0, 400);
    await button.hover();
    await expanded('true');
    await page.mouse.move(0, 400);
    await expanded('false');
    await button.focus();
    await page.keyboard.press('ArrowDown');
    await expanded('true');
    // The first item takes focus on the next frame; Tab from there, as a reader would.
    await page.waitForFunction(() => document.activeElement?.closest('#language-menu') !== null);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expanded('false');
    await page.close();
  });

  it('marks Documentation active with a sections row on documentation pages only', async () => {
    const page = await open(desktop, '/plugins/');
    expect(await page.locator('.site-header__nav a', { hasText: 'Documentation' }).getAttribute('class')).toContain('active');
    const sections = await page.locator('nav[aria-label="Documentation sections"] a').allTextContents();
    expect(sections).toEqual(['Concepts', 'Configuration', 'Guides', 'Loaders', 'Plugins', 'API', 'Migrate']);
    await page.goto(`${server.url}/contribute/`);
    expect(await page.locator('nav[aria-label="Documentation sections"]').count()).toBe(0);
    expect((await page.locator('.site-header__nav a', { hasText: 'Documentation' }).getAttribute('class')) ?? '').not.toContain('active');
    expect(await page.locator('.site-header__nav a', { hasText: 'Contribute' }).getAttribute('class')).toContain('active');
    await page.close();
  });
});

describe('mobile sidebar', () => {
  async function swipe(page: Page, from: [number, number], to: [number, number]) {
    const cdp = await page.context().newCDPSession(page);
    const steps = 6;
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: from[0], y: from[1] }] });
    for (let i = 1; i <= steps; i += 1) {
      const x = from[0] + ((to[0] - from[0]) * i) / steps;
      const y = from[1] + ((to[1] - from[1]) * i) / steps;
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x, y }] });
    }
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  }

  it('is closed by default and toggled by the header button', async () => {
    const page = await open(phone, '/concepts/');
    const toggle = page.locator('.sidebar-toggle');
    expect(await page.locator('#mobile-sidebar').isVisible()).toBe(false);
    await toggle.tap();
    expect(await page.locator('#mobile-sidebar').isVisible()).toBe(true);
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    await toggle.tap();
    expect(await page.locator('#mobile-sidebar').isVisible()).toBe(false);
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    await page.close();
  });

  it('lists every top-level section, the current one expanded, and the pages of another on demand', async () => {
    const page = await open(phone, '/concepts/');
    await page.locator('.sidebar-toggle').tap();
    // The drawer's lists arrive with its chunk, loaded on the first opening.
    await page.locator('.mobile-sidebar__section').first().waitFor();
    const sections = await page.locator('.mobile-sidebar__section').allTextContents();
    expect(sections).toEqual(expect.arrayContaining(['Concepts', 'Configuration', 'Guides', 'Loaders', 'Plugins', 'API', 'Migrate', 'Contribute', 'Blog']));
    await page.waitForSelector('#mobile-sidebar a[href="/concepts/entry-points/"]');
    await page.locator('#mobile-sidebar .mobile-sidebar__row', { hasText: 'Configuration' }).locator('button').tap();
    await page.waitForSelector('#mobile-sidebar a[href="/configuration/output/"]');
    await page.close();
  });

  it('opens on a swipe from the left, ignores vertical moves, closes on a swipe back and on a tap outside', async () => {
    const page = await open(phone, '/concepts/');
    await swipe(page, [30, 400], [60, 700]);
    expect(await page.locator('#mobile-sidebar').isVisible()).toBe(false);
    await swipe(page, [320, 400], [370, 405]);
    expect(await page.locator('#mobile-sidebar').isVisible()).toBe(false);
    await swipe(page, [20, 400], [200, 420]);
    await page.waitForSelector('#mobile-sidebar', { state: 'visible' });
    await swipe(page, [300, 400], [100, 410]);
    await page.waitForSelector('#mobile-sidebar', { state: 'hidden' });
    await swipe(page, [20, 400], [200, 420]);
    await page.waitForSelector('#mobile-sidebar', { state: 'visible' });
    await page.mouse.click(360, 600);
    await page.waitForSelector('#mobile-sidebar', { state: 'hidden' });
    await page.close();
  });
});

describe('desktop sidebar', () => {
  it('lists the section index first, groups pages, and opens the current page to its anchors', async () => {
    const page = await open(desktop, '/api/compiler-hooks/');
    const titles = await page.locator('nav.sidebar .sidebar__row > a').allTextContents();
    expect(titles[0]).toBe('API');
    expect(await page.locator('nav.sidebar .sidebar__group').allTextContents()).toEqual(expect.arrayContaining(['Plugins']));
    const current = page.locator('.sidebar__page--current');
    expect(await current.locator('.sidebar__anchors a').count()).toBeGreaterThan(3);
    const other = page.locator('.sidebar__page', { hasText: 'Node Interface' }).locator('.sidebar__expand');
    expect(await other.getAttribute('aria-expanded')).toBe('false');
    await other.click();
    expect(await other.getAttribute('aria-expanded')).toBe('true');
    expect(await page.locator('.sidebar__page', { hasText: 'Node Interface' }).locator('.sidebar__anchors a').count()).toBeGreaterThan(0);
    await page.close();
  });

  it('has the version switcher, the shield badge and a Print Section link', async () => {
    const page = await open(desktop, '/concepts/output/');
    expect(await page.locator('.version-switcher a', { hasText: 'v4' }).getAttribute('href')).toBe('https://v4.webpack.js.org/concepts/output/');
    expect(await page.locator('.version-switcher [aria-current="true"]').textContent()).toBe('v5');
    expect(await page.locator('img.sidebar__shield').getAttribute('alt')).toBeTruthy();
    expect(await page.getByRole('link', { name: 'Print Section' }).getAttribute('href')).toBe('/concepts/printable/');
    await page.close();
  });

  it('highlights the heading in view (scroll-spy)', async () => {
    const page = await open(desktop, '/configuration/output/');
    const ids = await page.locator('.sidebar__page--current .sidebar__anchor--h3 a').evaluateAll((links) => links.map((l) => (l.getAttribute('href') ?? '').split('#')[1]));
    const target = ids[5] ?? '';
    await page.evaluate((id) => document.getElementById(id)?.scrollIntoView(), target);
    await page.waitForSelector(`.sidebar__anchor a.is-active[href$="#${target}"]`);
    await page.close();
  });

  it('scrolls to the top when the current page link is clicked, but not on a Ctrl-click', async () => {
    const page = await open(desktop, '/configuration/output/');
    await page.evaluate(() => window.scrollTo(0, 3000));
    await page.locator('.sidebar__page--current .sidebar__row > a').click({ modifiers: ['Control'] }).catch(() => undefined);
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
    await page.locator('.sidebar__page--current .sidebar__row > a').click();
    await page.waitForFunction(() => window.scrollY === 0);
    await page.close();
  });
});

describe('footer, chat, skip link and landmarks', () => {
  it('has the footer links', async () => {
    const page = await open(desktop, '/');
    const links = await page.locator('footer a').allTextContents();
    expect(links).toEqual(['Get Started', 'Organization', 'Starter Kits', 'Comparison', 'Swag Store', 'Glossary', 'Branding', 'Chat', 'Changelog', 'License']);
    await page.close();
  });

  it('loads the chat widget only on the first click', async () => {
    const page = await desktop.newPage();
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await page.goto(`${server.url}/concepts/`);
    await waitForHydration(page);
    const before = scripts.length;
    await page.getByRole('button', { name: 'Chat' }).click();
    await page.waitForSelector('[role="dialog"][aria-labelledby="chat-title"]');
    expect(scripts.length).toBeGreaterThan(before);
    await page.keyboard.press('Escape');
    expect(await page.locator('[role="dialog"]').count()).toBe(0);
    await page.close();
  });

  it('reaches the skip link first and has labelled landmarks', async () => {
    const page = await open(desktop, '/concepts/');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Skip to content');
    expect(await page.locator('header').count()).toBe(1);
    expect(await page.locator('main#main-content').count()).toBe(1);
    expect(await page.locator('footer').count()).toBe(1);
    const unlabeled = await page.locator('nav:not([aria-label])').count();
    expect(unlabeled).toBe(0);
    await page.close();
  });
});

describe('dark mode', () => {
  it('follows the system preference before first paint and keeps the stored choice', async () => {
    const context = await openBrowser();
    const page = await context.newPage();
    await page.emulateMedia({ colorScheme: 'dark' });
    let themeAtFirstParse: string | null = null;
    page.on('domcontentloaded', async () => {
      themeAtFirstParse = await page.evaluate(() => document.documentElement.dataset.theme ?? null);
    });
    await page.goto(`${server.url}/concepts/`);
    await waitForHydration(page);
    expect(themeAtFirstParse).toBe('dark');
    const toggle = page.locator('.theme-toggle');
    expect(await toggle.getAttribute('aria-pressed')).toBe('true');
    await toggle.click();
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('light');
    await page.reload();
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('light');
    await context.close();
  });
});

describe('error stacks while the modules start', () => {
  it("creates errors without stacks until the entry has initialised, then with the browser's limit again", async () => {
    const context = await openBrowser();
    await context.addInitScript(() => {
      const record = window as unknown as { initialLimit?: unknown; limitAfterInlineScript?: unknown };
      record.initialLimit = Error.stackTraceLimit;
      // The inline script sets the theme first, then takes the limit away; an observer's callback
      // runs once that script has finished.
      new MutationObserver((_, observer) => {
        record.limitAfterInlineScript = typeof Error.stackTraceLimit;
        observer.disconnect();
      }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-theme'] });
    });
    const page = await context.newPage();
    await page.goto(`${server.url}/concepts/`);
    await waitForHydration(page);
    const state = await page.evaluate((savedKey) => {
      const record = window as unknown as { initialLimit?: unknown; limitAfterInlineScript?: unknown };
      return { initial: record.initialLimit, afterInline: record.limitAfterInlineScript, now: Error.stackTraceLimit, saved: savedKey in window, stack: new Error('probe').stack ?? '' };
    }, SAVED_STACK_LIMIT_KEY);
    expect(state.initial).toBe(10);
    expect(state.afterInline).toBe('undefined');
    expect(state.now).toBe(10);
    expect(state.saved).toBe(false);
    expect(state.stack).toMatch(/^Error: probe\n {4}at /);
    await context.close();
  });
});

describe('scripts after the first paint', () => {
  it('puts the entry into the document only once the first contentful paint has been reported, then hydrates', async () => {
    const context = await openBrowser({ viewport: { width: 375, height: 812 }, isMobile: true });
    // Init scripts run before the page's own, so this listener and its animation frame come
    // before the inline script's: the frame recorded is the first one after the parse.
    await context.addInitScript(() => {
      const record = window as unknown as { entryAtParse?: boolean; entryAtFirstFrame?: boolean; entryAtPaintReport?: boolean };
      const entryInDocument = () => document.querySelector('script[src*="/assets/main-"]') !== null;
      document.addEventListener('DOMContentLoaded', () => {
        record.entryAtParse = entryInDocument();
        requestAnimationFrame(() => {
          record.entryAtFirstFrame = entryInDocument();
        });
      });
      // Observed before the inline script's observer, so this callback runs first.
      const observer = new PerformanceObserver((list) => {
        if (list.getEntriesByName('first-contentful-paint').length === 0) return;
        record.entryAtPaintReport = entryInDocument();
        observer.disconnect();
      });
      observer.observe({ type: 'paint', buffered: true });
    });
    const page = await context.newPage();
    await page.goto(`${server.url}/configuration/output/`);
    await waitForHydration(page);
    const seen = await page.evaluate(() => {
      const record = window as unknown as { entryAtParse?: boolean; entryAtFirstFrame?: boolean; entryAtPaintReport?: boolean };
      const entry = performance.getEntriesByType('resource').find((r) => /\/assets\/main-[^/]+\.js$/.test(r.name));
      const paint = performance.getEntriesByName('first-contentful-paint')[0];
      return { ...record, paintAt: paint?.startTime ?? null, entryStart: entry?.startTime ?? null };
    });
    expect(seen.entryAtParse).toBe(false);
    expect(seen.entryAtFirstFrame).toBe(false);
    expect(seen.entryAtPaintReport).toBe(false);
    expect(seen.paintAt).not.toBeNull();
    expect(seen.entryStart).not.toBeNull();
    // The paint's time is when its frame reached the screen; the entry is fetched after that.
    expect(seen.entryStart ?? 0).toBeGreaterThanOrEqual(seen.paintAt ?? Infinity);
    await context.close();
  });

  it('starts the requests of the page scripts one per task, the entry first', async () => {
    const context = await openBrowser({ viewport: { width: 375, height: 812 }, isMobile: true });
    // A mutation observer's callback runs once per task that changed the document (at its
    // microtask checkpoint): each batch of body insertions is one task's.
    await context.addInitScript(() => {
      const record = window as unknown as { batches?: string[][] };
      record.batches = [];
      new MutationObserver((mutations) => {
        const inserted = mutations
          .filter((m) => m.target === document.body)
          .flatMap((m) => [...m.addedNodes])
          .filter((n): n is HTMLScriptElement | HTMLLinkElement => (n instanceof HTMLScriptElement && n.src !== '') || n instanceof HTMLLinkElement)
          .map((n) => (n instanceof HTMLScriptElement ? `script ${n.src}` : `${n.rel} ${n.href}`));
        if (inserted.length > 0) record.batches?.push(inserted);
      }).observe(document, { childList: true, subtree: true });
    });
    const page = await context.newPage();
    const html = await (await fetch(`${server.url}/configuration/output/`)).text();
    await page.goto(`${server.url}/configuration/output/`);
    await waitForHydration(page);
    const batches = await page.evaluate(() => (window as unknown as { batches: string[][] }).batches);
    // The parser puts no script with a source and no link directly into the body: every batch
    // seen is the inline script's, from the template.
    const template = new RegExp(`<template id="${PAGE_SCRIPTS_ID}">(.*?)</template>`).exec(html)?.[1] ?? '';
    const expected = [...template.matchAll(/<(?:script|link)\b/g)].length;
    expect(expected).toBeGreaterThanOrEqual(3);
    expect(batches.map((batch) => batch.length)).toEqual(Array.from({ length: expected }, () => 1));
    expect(batches[0]?.[0]).toMatch(/^script .*\/assets\/main-[^/]+\.js$/);
    await context.close();
  });
});

describe('hydration and the served document', () => {
  it("leaves the root's lang and the title as served when they are already right", async () => {
    const context = await openBrowser();
    await context.addInitScript(() => {
      const record = window as unknown as { rewrites?: string[] };
      record.rewrites = [];
      // From the end of the parse on: what changes them then is script.
      document.addEventListener('DOMContentLoaded', () => {
        new MutationObserver((mutations) => {
          for (const m of mutations) {
            if (m.type === 'attributes' && m.target === document.documentElement && m.attributeName === 'lang') record.rewrites?.push('lang');
            if (m.type === 'childList' && m.target instanceof HTMLTitleElement) record.rewrites?.push('title');
          }
        }).observe(document, { attributes: true, attributeFilter: ['lang'], childList: true, subtree: true });
      });
    });
    const page = await context.newPage();
    await page.goto(`${server.url}/concepts/`);
    await waitForHydration(page);
    // The effects that would write them run in the commit that marks the page hydrated.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));
    expect(await page.evaluate(() => (window as unknown as { rewrites: string[] }).rewrites)).toEqual([]);
    expect(await page.evaluate(() => [document.documentElement.lang, document.title])).toEqual(['en', 'Concepts | webpack']);
    await context.close();
  });
});
