// The page kinds of the issue on a phone and a desktop: the skip link in the dark, tables on a
// phone (and a table that does not shift the page when it arrives), the chat button that
// covers nothing, print in a dark system theme, blog posts, the organization page, the header
// search, the home page and the offline notice.
import type { BrowserContext, Page } from 'playwright-core';
import { openBrowser } from '../helpers/browser';
import { startServer, type RunningServer } from '../helpers/server';
import { describeWithCorpus } from '../helpers/corpus';
import { CORPUS_DIR } from '../helpers/testApp';
import { CORPUS_ENV, DESKTOP, KO_CORPUS_DIR, PHONE, contrastRatio, open } from './layoutHelpers';

jest.setTimeout(120_000);

let server: RunningServer;
let phone: BrowserContext;
let desktop: BrowserContext;
beforeAll(async () => {
  server = await startServer();
  [phone, desktop] = await Promise.all([openBrowser(PHONE), openBrowser(DESKTOP)]);
});
afterAll(async () => {
  await Promise.all([phone?.close(), desktop?.close()]);
  await server?.stop();
});

/** A new tab in a colour scheme. */
async function tab(browser: BrowserContext, scheme: 'light' | 'dark' = 'light'): Promise<Page> {
  const page = await browser.newPage();
  await page.emulateMedia({ colorScheme: scheme });
  return page;
}

describe('the skip link', () => {
  it.each(['dark', 'light'] as const)('reads clearly when focused in the %s scheme', async (scheme) => {
    const page = await tab(phone, scheme);
    await open(page, `${server.url}/concepts/`);
    await page.keyboard.press('Tab');
    const colours = await page.locator('.skip-link').evaluate((link) => {
      const style = getComputedStyle(link);
      return { focused: document.activeElement === link, color: style.color, background: style.backgroundColor, top: link.getBoundingClientRect().top };
    });
    expect(colours.focused).toBe(true);
    expect(colours.top).toBeGreaterThanOrEqual(0);
    expect(contrastRatio(colours.color, colours.background)).toBeGreaterThanOrEqual(4.5);
    await page.close();
  });
});

describe('tables on a phone', () => {
  it('shows each starter kit within the screen', async () => {
    const page = await tab(phone);
    await open(page, `${server.url}/starter-kits/`);
    await page.locator('.starter-kits__table tbody tr').first().waitFor();
    const overflow = await page.locator('.starter-kits__table tbody tr').evaluateAll((rows) => rows.filter((row) => row.getBoundingClientRect().right > 375 || row.scrollWidth > row.clientWidth + 1).length);
    expect(overflow).toBe(0);
    await page.close();
  });

  it('keeps the first column in view while the other columns of a wide table scroll', async () => {
    const page = await tab(phone);
    await open(page, `${server.url}/plugins/`);
    const wrap = page.locator('.table-wrap').first();
    expect(await wrap.evaluate((w) => w.scrollWidth > w.clientWidth)).toBe(true);
    const before = await wrap.locator('tbody td:first-child').first().boundingBox();
    await wrap.evaluate((w) => w.scrollBy({ left: 10_000 }));
    await page.waitForFunction((w) => w !== null && w.scrollLeft > 0, await wrap.elementHandle());
    const after = await wrap.locator('tbody td:first-child').first().boundingBox();
    expect(after?.x).toBe(before?.x);
    await page.close();
  });

  it('breaks the inline code of a table cell only after punctuation, never inside a word', async () => {
    const page = await tab(phone);
    await open(page, `${server.url}/configuration/output/`);
    const broken = await page.locator('.table-wrap td code').evaluateAll((codes) => {
      const found: string[] = [];
      for (const code of codes) {
        const text = code.firstChild;
        if (code.getClientRects().length < 2 || !text || text.nodeType !== Node.TEXT_NODE) continue;
        const value = text.textContent ?? '';
        const range = document.createRange();
        let lastTop: number | null = null;
        for (let i = 0; i < value.length; i++) {
          range.setStart(text, i);
          range.setEnd(text, i + 1);
          const top = range.getBoundingClientRect().top;
          // A new line starting between two letters or digits is a break inside a word.
          if (lastTop !== null && top > lastTop + 2 && /[A-Za-z0-9]/.test(value[i - 1] ?? '') && /[A-Za-z0-9]/.test(value[i] ?? '')) found.push(`${value.slice(0, i)}|${value.slice(i)}`);
          if (value[i]?.trim()) lastTop = top;
        }
      }
      return found;
    });
    expect(broken).toEqual([]);
    await page.close();
  });

  it('does not shift the desktop page when the starter kits arrive', async () => {
    const page = await tab(desktop);
    await page.goto(`${server.url}/starter-kits/`);
    await page.locator('.starter-kits__table tbody tr').first().waitFor();
    const shift = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          new PerformanceObserver((list) => resolve(list.getEntries().reduce((sum, entry) => sum + (entry as unknown as { value: number }).value, 0))).observe({ type: 'layout-shift', buffered: true });
          // With no shift at all the observer is never called: a frame later says so.
          requestAnimationFrame(() => requestAnimationFrame(() => resolve(0)));
        }),
    );
    expect(shift).toBeLessThan(0.01);
    await page.close();
  });
});

describe('the chat button on a phone', () => {
  it('covers none of the copy buttons and opens the chat from the end of the page', async () => {
    const page = await tab(phone);
    await open(page, `${server.url}/guides/getting-started/`);
    const buttons = await page.locator('.code-block__copy').all();
    expect(buttons.length).toBeGreaterThan(2);
    for (const button of buttons) {
      // Scrolled to where a floating button would sit, near the bottom of the screen, whatever
      // is drawn at the button's centre is not the chat (sections above it may still be settling
      // to their real height, so the button itself is not asked for).
      await button.evaluate((b) => window.scrollBy(0, b.getBoundingClientRect().top - (window.innerHeight - 40)));
      const covered = await button.evaluate((b) => {
        const r = b.getBoundingClientRect();
        return document.elementFromPoint(r.left + r.width / 2, window.innerHeight - 40)?.closest('.chat') != null;
      });
      expect(covered).toBe(false);
    }
    const chat = page.locator('.chat__button');
    await chat.click();
    await page.locator('.chat-widget').waitFor();
    expect(await chat.getAttribute('aria-expanded')).toBe('true');
    await page.close();
  });
});

describe('print in a dark system theme', () => {
  it('prints one section heading, dark text on white, and ids that are unique', async () => {
    const page = await tab(desktop, 'dark');
    await page.addInitScript(() => {
      window.print = () => undefined;
    });
    await open(page, `${server.url}/concepts/printable/`);
    await page.emulateMedia({ media: 'print', colorScheme: 'dark' });
    const printed = await page.evaluate(() => {
      const body = getComputedStyle(document.body);
      const paragraph = document.querySelector('.printable__body p');
      const ids = [...document.querySelectorAll('[id]')].map((element) => element.id);
      return {
        color: body.color,
        background: body.backgroundColor,
        paragraph: paragraph ? getComputedStyle(paragraph).color : '',
        headings: [...document.querySelectorAll('main h1')].map((h) => h.textContent),
        duplicates: ids.filter((id, i) => ids.indexOf(id) !== i),
      };
    });
    expect(printed.background).toBe('rgb(255, 255, 255)');
    expect(contrastRatio(printed.color, printed.background)).toBeGreaterThanOrEqual(15);
    expect(contrastRatio(printed.paragraph, 'rgb(255, 255, 255)')).toBeGreaterThanOrEqual(15);
    expect(printed.headings.filter((h) => h === 'Concepts')).toHaveLength(1);
    expect(printed.duplicates).toEqual([]);
    await page.close();
  });

  it('takes an in-page link of a printed page to its own copy of the heading', async () => {
    const page = await tab(desktop);
    await page.addInitScript(() => {
      window.print = () => undefined;
    });
    await open(page, `${server.url}/concepts/printable/`);
    // The heading link of a later page's "next steps" (every concept page has one).
    const pages = page.locator('.printable__page');
    const later = pages.nth(3);
    const anchor = later.locator('a.heading-anchor').first();
    const href = (await anchor.getAttribute('href')) ?? '';
    await anchor.focus();
    await page.keyboard.press('Enter');
    await page.waitForFunction((hash) => location.hash === hash, href);
    const inside = await later.evaluate((section, id) => section.contains(document.getElementById(id)), href.slice(1));
    expect(inside).toBe(true);
    await page.close();
  });
});

describe('the other page kinds', () => {
  it('dates a blog post and leaves the docs version switcher out of the blog', async () => {
    const page = await tab(desktop);
    await open(page, `${server.url}/blog/2026-03-10-persistent-cache-deep-dive/`);
    expect(await page.locator('.doc time').getAttribute('datetime')).toBe('2026-03-10');
    expect(await page.locator('.doc time').textContent()).toBe('10 March 2026');
    expect(await page.locator('.sidebar .version-switcher').count()).toBe(0);
    await open(page, `${server.url}/concepts/`);
    expect(await page.locator('.sidebar .version-switcher').count()).toBe(1);
    await page.close();
  });

  it.each([['phone', () => phone], ['desktop', () => desktop]] as const)('shows the whole search placeholder on a %s', async (_name, browser) => {
    const page = await tab(browser());
    await open(page, `${server.url}/concepts/`);
    const fits = await page.locator('#search-input').evaluate((input) => {
      const field = input as HTMLInputElement;
      const style = getComputedStyle(field);
      const context = document.createElement('canvas').getContext('2d');
      if (!context) return false;
      context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      const room = field.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      return context.measureText(field.placeholder).width <= room;
    });
    expect(fits).toBe(true);
    await page.close();
  });

  it('lists webpack first, retired projects last, and shows a missing maintainer as a status; badges fall back to text offline', async () => {
    const page = await tab(desktop);
    await page.route('https://img.shields.io/**', (route) => route.abort());
    await open(page, `${server.url}/organization/`);
    const names = await page.locator('.project__name').allTextContents();
    expect(names[0]).toBe('webpack');
    expect(names.indexOf('memory-fs')).toBeGreaterThan(names.length / 2);
    const status = page.locator('.project__status').first();
    expect(await status.textContent()).toBe('Maintainer needed...');
    // Every badge near the screen that could not load is a text label, not a broken image.
    const first = page.locator('.project').first();
    await first.locator('.project__badge--text').first().waitFor();
    await page.waitForFunction((card) => card !== null && card.querySelectorAll('.project__badge img').length === 0, await first.elementHandle());
    expect(await first.locator('.project__badge--text').count()).toBe(8);
    await page.close();
  });

  it('asks the badge service only for the badges near the screen', async () => {
    const page = await tab(desktop);
    let requested = 0;
    await page.route('https://img.shields.io/**', (route) => {
      requested += 1;
      return route.abort();
    });
    await open(page, `${server.url}/organization/`);
    const total = await page.locator('.project__badge').count();
    expect(total).toBeGreaterThan(300);
    expect(requested).toBeLessThan(total / 2);
    await page.close();
  });

  it('has no wide empty band between the home content and the sponsors', async () => {
    const page = await tab(desktop);
    await open(page, `${server.url}/`);
    const gap = await page.evaluate(() => {
      const paragraphs = document.querySelectorAll('.home__content > *');
      const last = paragraphs[paragraphs.length - 1];
      const heading = document.getElementById('sponsors-heading');
      return (heading?.getBoundingClientRect().top ?? 0) - (last?.getBoundingClientRect().bottom ?? 0);
    });
    expect(gap).toBeLessThan(100);
    await page.close();
  });

  it('keeps the offline notice off the footer text at the end of the page', async () => {
    const page = await tab(phone);
    await open(page, `${server.url}/concepts/`);
    await phone.setOffline(true);
    try {
      await page.locator('.offline-notice').waitFor();
      // The reader scrolls to the very end: the room kept for the notice may arrive after it.
      await page.waitForFunction(() => {
        window.scrollTo(0, document.documentElement.scrollHeight);
        return Math.ceil(window.scrollY + window.innerHeight) >= document.documentElement.scrollHeight;
      });
      const [notice, note] = await Promise.all([page.locator('.offline-notice').boundingBox(), page.locator('.site-footer__note').boundingBox()]);
      const overlap = notice && note && notice.y < note.y + note.height && note.y < notice.y + notice.height && notice.x < note.x + note.width && note.x < notice.x + notice.width;
      expect(overlap).toBe(false);
    } finally {
      await phone.setOffline(false);
    }
    await page.close();
  });
});

describeWithCorpus([CORPUS_DIR, KO_CORPUS_DIR], 'the corpus on a phone', () => {
  let corpus: RunningServer;
  beforeAll(async () => {
    corpus = await startServer(CORPUS_ENV);
  });
  afterAll(async () => corpus?.stop());

  it.each(['/plugins/', '/ko/plugins/', '/configuration/output/'])('keeps the first column of the tables of %s in view', async (path) => {
    const page = await tab(phone);
    await open(page, corpus.url + path);
    const wraps = await page.locator('.table-wrap').all();
    for (const wrap of wraps) {
      const before = await wrap.locator('tbody td:first-child').first().boundingBox();
      await wrap.evaluate((w) => w.scrollBy({ left: 10_000 }));
      const after = await wrap.locator('tbody td:first-child').first().boundingBox();
      expect(after?.x).toBe(before?.x);
    }
    await page.close();
  });

  it('reads the skip link in the dark on a Korean page', async () => {
    const page = await tab(phone, 'dark');
    await open(page, `${corpus.url}/ko/concepts/`);
    await page.keyboard.press('Tab');
    const colours = await page.locator('.skip-link').evaluate((link) => ({ color: getComputedStyle(link).color, background: getComputedStyle(link).backgroundColor }));
    expect(contrastRatio(colours.color, colours.background)).toBeGreaterThanOrEqual(4.5);
    await page.close();
  });
});
