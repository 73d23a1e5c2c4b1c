import type { Page } from 'playwright-core';
import { openBrowser, waitForHydration } from '../helpers/browser';
import { siteInBrowser } from '../helpers/site';

jest.setTimeout(60_000);

const site = siteInBrowser();

async function open(path: string, setup?: (page: Page) => Promise<void>): Promise<Page> {
  const page = await site.browser.newPage();
  if (setup) await setup(page);
  await page.goto(site.server.url + path);
  await waitForHydration(page);
  return page;
}

describe('home page', () => {
  // The fake clock belongs to a whole browser context, so these tests get contexts of their own.
  it('rotates the splash word after 5000 ms, then every 3000 ms, and turns the cube every 5000 ms', async () => {
    const context = await openBrowser();
    const page = await context.newPage();
    await page.clock.install();
    await page.goto(`${site.server.url}/`);
    await waitForHydration(page);
    // Stop the fake clock right after mount; from here on time moves only when the test says so.
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 500);
    const word = () => page.locator('.text-rotator').textContent();
    expect(await word()).toBe('assets');
    await page.clock.runFor(3000);
    expect(await word()).toBe('assets');
    await page.clock.runFor(2500);
    expect(await word()).toBe('scripts');
    await page.clock.runFor(3000);
    expect(await word()).toBe('images');
    expect(await page.locator('.cube').getAttribute('data-depth')).toBe('120');
    expect(Number(await page.locator('.cube').getAttribute('data-turns'))).toBeGreaterThan(0);
    await context.close();
  });

  it('keeps the cube and words still for reduced motion', async () => {
    const context = await openBrowser();
    const page = await context.newPage();
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.clock.install();
    await page.goto(`${site.server.url}/`);
    await waitForHydration(page);
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 500);
    await page.clock.runFor(11000);
    expect(await page.locator('.text-rotator').textContent()).toBe('assets');
    expect(await page.locator('.cube').getAttribute('data-turns')).toBe('0');
    await context.close();
  });

  it('has the Write Your Code, Bundle It and closing sections', async () => {
    const page = await open('/');
    const headings = await page.locator('.home__content h2').allTextContents();
    expect(headings).toEqual(expect.arrayContaining(['Write Your Code', 'Bundle It']));
    expect(await page.locator('.home__content a[href="/guides/"]').count()).toBeGreaterThan(0);
    expect(await page.locator('.home__content a[href="/concepts/"]').count()).toBeGreaterThan(0);
    await page.close();
  });

  it('shows sponsor placeholders first, then the lists, with a total/monthly switch', async () => {
    const page = await site.browser.newPage();
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    // The published file holds no names until `npm run sponsors:update` fetched them: the test
    // answers with a list of the fetched shape.
    const sponsor = (rank: string, i: number) => ({ slug: `${rank}-${i}`, name: `${rank} ${i}`, image: null, website: null, totalDonations: 10 * i, monthlyDonations: i, firstDonation: '2026-01-01T00:00:00.000Z', rank });
    const ranks = Object.fromEntries(['latest', 'platinum', 'gold', 'silver', 'bronze', 'backer'].map((rank) => [rank, [sponsor(rank === 'latest' ? 'backer' : rank, 1), sponsor(rank === 'latest' ? 'backer' : rank, 2)]]));
    await page.route('**/api/sponsors.json', async (route) => {
      await held;
      await route.fulfill({ json: { generatedAt: '2026-11-01T00:00:00.000Z', source: 'https://opencollective.com', sample: false, ranks } });
    });
    await page.goto(`${site.server.url}/`);
    await waitForHydration(page);
    expect(await page.locator('.sponsors__placeholder').count()).toBeGreaterThan(0);
    release();
    await page.waitForSelector('.sponsors__rank--platinum a');
    for (const rank of ['latest', 'platinum', 'gold', 'silver', 'bronze', 'backer']) {
      expect(await page.locator(`.sponsors__rank--${rank}`).count()).toBe(1);
    }
    const checkbox = page.getByRole('checkbox');
    const before = await checkbox.isChecked();
    await checkbox.click();
    expect(await checkbox.isChecked()).toBe(!before);
    await page.close();
  });

  it('chooses the monthly view about one time in three', async () => {
    const page = await site.browser.newPage();
    await page.addInitScript(() => {
      Math.random = () => 0.2;
    });
    await page.goto(`${site.server.url}/`);
    await waitForHydration(page);
    expect(await page.getByRole('checkbox').isChecked()).toBe(true);
    await page.addInitScript(() => {
      Math.random = () => 0.5;
    });
    await page.reload();
    await waitForHydration(page);
    expect(await page.getByRole('checkbox').isChecked()).toBe(false);
    await page.close();
  });
});

describe('documentation pages', () => {
  it('shows Edit Document and Print Document, and Jump to Repository only with a repository', async () => {
    const page = await open('/loaders/css-loader/');
    expect(await page.getByRole('link', { name: 'Jump to Repository' }).getAttribute('href')).toContain('github.com/webpack/css-loader');
    expect(await page.getByRole('link', { name: 'Edit Document' }).count()).toBe(1);
    expect(await page.getByRole('link', { name: 'Print Document' }).getAttribute('href')).toBe('/loaders/printable/');
    await page.goto(`${site.server.url}/concepts/`);
    expect(await page.getByRole('link', { name: 'Jump to Repository' }).count()).toBe(0);
    await page.close();
  });

  it('opens the print dialog once on a printable page, which is left out of sidebars', async () => {
    const page = await open('/concepts/printable/', async (p) => {
      await p.addInitScript(() => {
        (window as unknown as { printed: number }).printed = 0;
        window.print = () => {
          (window as unknown as { printed: number }).printed += 1;
        };
      });
    });
    await page.waitForFunction(() => (window as unknown as { printed: number }).printed === 1);
    // Once hydrated and past the load event, a second dialog could only come from a timer the
    // first one queued: one more turn of the event loop runs any such timer.
    await waitForHydration(page);
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
    await page.goto(`${site.server.url}/concepts/`);
    expect(await page.locator('nav.sidebar .sidebar__row a[href$="/printable/"]').count()).toBe(0);
    await page.close();
  });
});

describe('organization, starter kits and vote', () => {
  it('lists projects with a repository link, description, badges and maintainer', async () => {
    const page = await open('/organization/');
    const first = page.locator('.project').first();
    expect(await first.locator('h2 a').getAttribute('href')).toMatch(/^https:\/\/github.com\/[^/]+\/[^/]+$/);
    // Each badge is its image, or its text label where the image cannot load (as here, offline).
    expect(await first.locator('.project__badge').count()).toBeGreaterThanOrEqual(7);
    const maintainers = await page.locator('.project__maintainer').allTextContents();
    expect(maintainers.every((m) => m.startsWith('Maintainer:') || m === 'Maintainer needed...')).toBe(true);
    await page.close();
  });

  it('loads the starter kits table in the browser, with the warning', async () => {
    const html = await (await fetch(`${site.server.url}/starter-kits/`)).text();
    expect(html).not.toContain('<table');
    expect(html).toContain('not officially supported');
    const page = await open('/starter-kits/');
    await page.waitForSelector('table.starter-kits__table');
    expect(await page.locator('thead th').allTextContents()).toEqual(['Project Name', 'Maintainer', 'Tags']);
    expect(await page.locator('tbody tr').count()).toBeGreaterThan(5);
    await page.close();
  });

  it('shows a clear message and a retry when a lazy chunk fails, and the rest keeps working', async () => {
    const page = await site.browser.newPage();
    let fail = true;
    // Chunks the entry imports statically are preloaded in the head; only lazy chunks are made to fail.
    const html = await (await fetch(`${site.server.url}/starter-kits/`)).text();
    const preloaded = new Set([...html.matchAll(/rel="modulepreload" href="([^"]+)"/g)].map((m) => m[1]));
    await page.route(/\/assets\/chunk-.*\.js$/, async (route) => {
      if (fail && !preloaded.has(new URL(route.request().url()).pathname)) await route.fulfill({ status: 404, body: 'missing' });
      else await route.continue();
    });
    await page.goto(`${site.server.url}/starter-kits/`);
    await waitForHydration(page);
    await page.waitForSelector('.lazy-error');
    expect(await page.locator('.lazy-error').textContent()).toContain('ChunkLoadError');
    fail = false;
    await page.getByRole('button', { name: 'Retry' }).click();
    await page.waitForSelector('table.starter-kits__table');
    await page.locator('.site-header__nav a', { hasText: 'Blog' }).click();
    await page.waitForURL(`${site.server.url}/blog/`);
    await page.close();
  });

  it('loads the vote screen in the browser only', async () => {
    const html = await (await fetch(`${site.server.url}/vote/`)).text();
    expect(html).not.toContain('vote-app');
    const page = await open('/vote/');
    await page.waitForSelector('.vote-app');
    await page.close();
  });

  it('renders nothing in the content area of /app-shell', async () => {
    const page = await open('/app-shell');
    expect(await page.locator('main#main-content').innerHTML()).toBe('');
    await page.close();
  });
});

describe('third parties', () => {
  it('makes no analytics request without a configured tracker id, and logs the service worker result', async () => {
    const context = await openBrowser({ serviceWorkers: 'allow' });
    const page = await context.newPage();
    const requests: string[] = [];
    const logs: string[] = [];
    page.on('request', (r) => requests.push(r.url()));
    page.on('console', (m) => logs.push(m.text()));
    const workerLogged = page.waitForEvent('console', { predicate: (m) => /Service worker registered|Service worker registration failed/.test(m.text()), timeout: 15_000 });
    await page.goto(`${site.server.url}/`);
    await waitForHydration(page);
    await workerLogged;
    // Analytics would start once the page is idle, which the worker's registration waits for
    // too; what the page asks for after that has been asked for once the network is quiet.
    await page.waitForLoadState('networkidle');
    expect(requests.filter((u) => /googletagmanager|google-analytics/.test(u))).toEqual([]);
    expect(logs.some((l) => /Service worker registered|Service worker registration failed/.test(l))).toBe(true);
    await context.close();
  });
});
