// The writer's overlay names the right line, and shows warnings and broken links as well as the
// problems that stop a page: each reaches the open tab when the file is saved, and leaves when
// it is fixed.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { openBrowser, waitForHydration } from '../helpers/browser';
import { startServer, type RunningServer } from '../helpers/server';

jest.setTimeout(60_000);
const ROOT = join(__dirname, '..', '..');

describe('the live overlay', () => {
  let dir: string;
  let server: RunningServer;
  let browser: BrowserContext;
  let page: Page;
  let file: string;
  let good: string;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'live-overlay-'));
    cpSync(join(ROOT, 'content'), dir, { recursive: true });
    server = await startServer({ CONTENT_DIR: dir, WATCH_CONTENT: '1' });
    browser = await openBrowser();
    page = await browser.newPage();
    await page.goto(`${server.url}/concepts/targets/`);
    await waitForHydration(page);
    file = join(dir, 'concepts', 'targets.mdx');
    good = readFileSync(file, 'utf8');
  });

  afterEach(async () => {
    writeFileSync(file, good);
    await page.waitForSelector('[data-live-overlay]', { state: 'detached', timeout: 10_000 });
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  /** The line of the file (1-based) that holds the text. */
  const lineOf = (source: string, text: string) => source.slice(0, source.indexOf(text)).split('\n').length;

  /** Waits until the overlay's items of `role` include every one of `texts` (an item is
   * `file:line message`). A save is a
   * truncation and then a write, and the watcher may report the file in between: the overlay
   * first shows that half-written state, then the saved one, which is the one that matters. */
  async function overlayShows(role: 'alert' | 'status', texts: string[]): Promise<void> {
    await page
      .waitForFunction(
        ([selector, wanted]) => {
          const shown = [...document.querySelectorAll(selector)].map((element) => element.textContent ?? '');
          return wanted.every((text) => shown.some((item) => item.includes(text)));
        },
        [`[data-live-overlay] [role="${role}"] li`, texts] as const,
        { timeout: 10_000, polling: 50 },
      )
      .catch(async (error: Error) => {
        const shown = await page.locator('[data-live-overlay]').allTextContents();
        throw new Error(`the overlay did not show ${JSON.stringify(texts)}; it shows ${JSON.stringify(shown)} (${error.message})`);
      });
  }

  it('names the line of a frontmatter error', async () => {
    const broken = good.replace(/^title: (.*)$/m, 'title: $1\nsort: : 1');
    writeFileSync(file, broken);
    await overlayShows('alert', [`concepts/targets.mdx:${lineOf(broken, 'sort: : 1')} `]);
    expect(await page.locator('[data-live-overlay] [role="alert"] code').first().textContent()).toBe(`concepts/targets.mdx:${lineOf(broken, 'sort: : 1')}`);
  });

  it('shows a broken link and a content warning of a saved page, with their lines', async () => {
    const edited = `${good}\n\nSee [the missing page](/concepts/no-such-page/).\n\nAnd [click here](/concepts/).\n`;
    writeFileSync(file, edited);
    await overlayShows('status', [`concepts/targets.mdx:${lineOf(edited, 'See [the missing page]')} broken link`, `concepts/targets.mdx:${lineOf(edited, 'And [click here]')} link text`]);
    const items = await page.locator('[data-live-overlay] [role="status"] li').allTextContents();
    expect(items).toEqual(
      expect.arrayContaining([
        expect.stringContaining(`concepts/targets.mdx:${lineOf(edited, 'See [the missing page]')} broken link /concepts/no-such-page/`),
        expect.stringContaining(`concepts/targets.mdx:${lineOf(edited, 'And [click here]')} link text "click here"`),
      ]),
    );
    // The page itself is shown as written.
    await page.waitForSelector('text=See the missing page');
    expect(await page.locator('[data-live-overlay] [role="alert"]').count()).toBe(0);
  });
});
