// No page lays out wider than a 375 px phone: every page of our content, and of the upstream
// corpus with its Korean translation, is loaded at 375 px and its document may not scroll
// sideways. One browser, images off and every other host unresolvable (no request goes through
// the test process), two tabs in turn over the list. Our content runs the page's scripts, so
// every kind of page and widget the client adds is measured; the corpus adds hundreds of pages
// of the same kinds, whose width only their content decides (tables, code, long words), and is
// measured as the server lays it out, without the scripts (the same measure, at a fraction of
// the browser's work).
import type { BrowserContext } from 'playwright-core';
import { openBrowser } from '../helpers/browser';
import { startServer, type RunningServer } from '../helpers/server';
import { CORPUS_ENV, HAVE_CORPUS, PHONE, itOn, sitemapPaths } from './layoutHelpers';

jest.setTimeout(600_000);

/** Paths of the site whose document is wider than the screen, with the width. */
async function widePages(browser: BrowserContext, base: string, paths: string[]): Promise<string[]> {
  const queue = [...paths];
  const wide: string[] = [];
  const tab = async () => {
    const page = await browser.newPage();
    for (let path = queue.shift(); path !== undefined; path = queue.shift()) {
      await page.goto(base + path, { waitUntil: 'load' });
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      if (width > PHONE.viewport.width) wide.push(`${path} ${width}px`);
    }
    await page.close();
  };
  await Promise.all([tab(), tab()]);
  return wide;
}

describe.each([
  ['our content', {}, false, true],
  ['the corpus with its Korean translation', CORPUS_ENV, true, false],
] as const)('every page of %s at 375 px', (_name, env, onCorpus, scripts) => {
  const maybe = itOn(onCorpus);
  const run = !onCorpus || HAVE_CORPUS;
  let server: RunningServer;
  let browser: BrowserContext;
  beforeAll(async () => {
    if (!run) return;
    server = await startServer(env);
    browser = await openBrowser({ ...PHONE, javaScriptEnabled: scripts, args: ['--blink-settings=imagesEnabled=false', '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1'] });
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  maybe('fits the screen: no page scrolls sideways', async () => {
    const paths = await sitemapPaths(server.url);
    expect(paths.length).toBeGreaterThan(100);
    expect(await widePages(browser, server.url, paths)).toEqual([]);
  });
});
