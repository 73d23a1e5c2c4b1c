// Starts the built server and a browser for one test file, and closes both after it.
import type { BrowserContext } from 'playwright-core';
import { openBrowser } from './browser';
import { startServer, type RunningServer } from './server';

/** The server and browser of a test file, available once beforeAll has run. */
export interface SiteUnderTest {
  server: RunningServer;
  browser: BrowserContext;
}

/** Registers beforeAll/afterAll hooks that start and stop a server and a browser. */
export function siteInBrowser(env: Record<string, string> = {}, browserOptions: Parameters<typeof openBrowser>[0] = {}): SiteUnderTest {
  const site = {} as SiteUnderTest;
  beforeAll(async () => {
    site.server = await startServer(env);
    site.browser = await openBrowser(browserOptions);
  });
  afterAll(async () => {
    await site.browser?.close();
    await site.server?.stop();
  });
  return site;
}
