// The hostile content fixture served by the real app and opened in Chromium, as a reader would
// meet it: loaded directly and reached by a client-side navigation (which inserts the article
// HTML from page data). Nothing may navigate away (the fixture's meta refreshes use content="0",
// so they would fire at once), open a dialog, break the content security policy or reach
// another host.
import { rmSync, writeFileSync } from 'node:fs';
import { get } from 'node:http';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { waitForHydration } from '../helpers/browser';
import { startServer } from '../helpers/server';
import { siteInBrowser } from '../helpers/site';
import { aliasBomb, makeHostileFolder } from '../fixtures/hostileFolder';

jest.setTimeout(120_000);
const FIXTURE = join(__dirname, '..', 'fixtures', 'hostile-content');

interface Watch {
  dialogs: string[];
  navigations: string[];
  foreignRequests: string[];
  console: string[];
  errors: string[];
}

/** Records what a hostile page could make the browser do. */
async function watch(page: Page, origin: string): Promise<Watch> {
  const seen: Watch = { dialogs: [], navigations: [], foreignRequests: [], console: [], errors: [] };
  page.on('dialog', (dialog) => {
    seen.dialogs.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss();
  });
  page.on('framenavigated', (frame) => seen.navigations.push(frame.url()));
  page.on('console', (message) => seen.console.push(`${message.type()}: ${message.text()}`));
  page.on('pageerror', (error) => seen.errors.push(error.message));
  await page.route('**/*', (route) => {
    if (route.request().url().startsWith(origin)) return route.continue();
    seen.foreignRequests.push(route.request().url());
    return route.abort();
  });
  // Registered before any of the page's own code runs, so no violation goes unseen.
  await page.addInitScript(() => {
    const store = window as unknown as { cspViolations: string[] };
    store.cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      store.cspViolations.push(`${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  return seen;
}

/** Lets the page run: a few animation frames and timer turns after the load event. */
async function settle(page: Page): Promise<void> {
  await page.evaluate(async () => {
    for (let i = 0; i < 5; i += 1) {
      await new Promise((resolve) => requestAnimationFrame(resolve));
      await new Promise((resolve) => setTimeout(resolve, 0));
    }
  });
}

/** The article's text and whether a dangerous element made it into the live DOM. */
async function liveDangers(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const article = document.querySelector('[data-article]') ?? document.body;
    const found: string[] = [];
    for (const element of Array.from(article.querySelectorAll('*'))) {
      const name = element.localName;
      if (/^(script|meta|iframe|base|link|style|object|embed|form|math|template|noscript|textarea|animate|set|use|foreignobject)$/i.test(name)) found.push(`<${name}>`);
      for (const attribute of Array.from(element.attributes)) {
        if (/^on|^style$|^formaction$|^srcdoc$|^xlink:|^values$/.test(attribute.name)) found.push(`${attribute.name} on <${name}>`);
        if (/^\s*(javascript|vbscript|data):/i.test(attribute.value) && attribute.name !== 'src') found.push(`${attribute.name}="${attribute.value}" on <${name}>`);
      }
    }
    for (const element of Array.from(document.querySelectorAll('head meta[http-equiv], base, head link[href^="http"]'))) found.push(element.outerHTML);
    return found;
  });
}

describe('hostile content in the browser', () => {
  const site = siteInBrowser({ CONTENT_DIR: FIXTURE });

  async function expectHarmless(page: Page, seen: Watch, url: string): Promise<void> {
    await waitForHydration(page);
    await settle(page);
    expect(page.url()).toBe(url);
    expect(page.mainFrame().url()).toBe(url);
    expect(page.frames()).toHaveLength(1);
    expect(seen.dialogs).toEqual([]);
    // The header's version badge is the site's own; every hostile pattern points elsewhere.
    expect(seen.foreignRequests.filter((request) => !request.startsWith('https://img.shields.io/'))).toEqual([]);
    expect(seen.errors).toEqual([]);
    expect(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)).toEqual([]);
    expect(seen.console.filter((line) => /Content Security Policy|Refused to/i.test(line))).toEqual([]);
    expect(await liveDangers(page)).toEqual([]);
    await expect(page.locator('text=Canary end.').count()).resolves.toBe(1);
  }

  it('stays on the page when it is loaded directly: no navigation, dialog, CSP violation or foreign request', async () => {
    const page = await site.browser.newPage();
    const seen = await watch(page, site.server.url);
    const url = `${site.server.url}/hostile/`;
    await page.goto(url, { waitUntil: 'load' });
    await expectHarmless(page, seen, url);
    // The app itself may replace its history entry on hydration: same URL, no new document.
    expect([...new Set(seen.navigations)]).toEqual([url]);
    await page.close();
  });

  it('stays on the page when the article arrives by client-side navigation', async () => {
    const page = await site.browser.newPage();
    const seen = await watch(page, site.server.url);
    await page.goto(`${site.server.url}/`, { waitUntil: 'load' });
    await waitForHydration(page);
    await page.click('a[href="/hostile/"]');
    await page.waitForURL(`${site.server.url}/hostile/`);
    await page.locator('text=Canary end.').waitFor();
    await expectHarmless(page, seen, `${site.server.url}/hostile/`);
    expect([...new Set(seen.navigations)]).toEqual([`${site.server.url}/`, `${site.server.url}/hostile/`]);
    await page.close();
  });
});

/** GET over a fresh connection; resolves with the status (the body is read and dropped). */
function status(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    get(url, { agent: false }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    }).on('error', reject);
  });
}

describe('the server over a stranger\'s content folder (links, a FIFO, an alias bomb, quadratic pages)', () => {
  it('starts, serves the good pages, says which files are at fault and serves no file through a link', async () => {
    const folder = makeHostileFolder();
    try {
      const server = await startServer({ CONTENT_DIR: folder.root, WATCH_CONTENT: '1', LOG_LEVEL: 'error' });
      for (const url of folder.served) expect([url, await status(`${server.url}${url}`)]).toEqual([url, 200]);
      // Requests that reached a FIFO or a link before; then everything else must still answer.
      const refused = ['images/passwd.png', 'images/hostname.png', 'images/root/etc/passwd', 'images/fifo.png'];
      for (const path of refused) expect([path, await status(`${server.url}/content-assets/${path}`)]).toEqual([path, 404]);
      expect(await status(`${server.url}/content-assets/images/ok.png`)).toBe(200);
      expect(await status(`${server.url}/healthz`)).toBe(200);
      const ready = await fetch(`${server.url}/readyz`);
      const body = (await ready.json()) as { status: string; problems?: { file: string; line: number }[] };
      expect([ready.status, body.status]).toEqual([503, 'content-problems']);
      expect(Object.fromEntries((body.problems ?? []).map((p) => [p.file, p.line]))).toEqual(folder.problems);
      for (const file of Object.keys(folder.problems)) expect(server.output()).toContain(file);
      // Saved while watching: still a problem, the process lives, the last good page stays.
      writeFileSync(join(folder.root, 'links', 'fine.md'), aliasBomb());
      const deadline = Date.now() + 20_000;
      let problems: { file: string }[] = [];
      while (!problems.some((p) => p.file === 'links/fine.md') && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        problems = ((await (await fetch(`${server.url}/readyz`)).json()) as { problems?: { file: string }[] }).problems ?? [];
      }
      expect(problems.map((p) => p.file)).toContain('links/fine.md');
      expect(await status(`${server.url}/links/fine/`)).toBe(200);
      expect(await server.stop('SIGTERM')).toBe(0);
    } finally {
      rmSync(folder.root, { recursive: true, force: true });
    }
  });
});
