// An older documentation version served beside our content: the banner of its pages links to
// the same page in the current version, and the version switcher goes to the same page in the
// other version and back, on a desktop screen (sidebar) and a phone (the drawer), in Chromium.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { collectConsoleProblems, openBrowser, waitForHydration } from '../helpers/browser';
import { startServer, type RunningServer } from '../helpers/server';
import { DESKTOP, PHONE } from './layoutHelpers';

jest.setTimeout(90_000);

let server: RunningServer;
let v4Dir: string;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  v4Dir = mkdtempSync(join(tmpdir(), 'v4-content-'));
  mkdirSync(join(v4Dir, 'concepts'));
  writeFileSync(join(v4Dir, 'index.md'), '---\ntitle: webpack\n---\n\nThe fourth.\n');
  writeFileSync(join(v4Dir, 'concepts', 'index.md'), '---\ntitle: Concepts\nsort: -1\n---\n\nT> Older concepts, with __bold__ words.\n');
  writeFileSync(join(v4Dir, 'concepts', 'commons-chunk.md'), '---\ntitle: Commons Chunk\n---\n\nGone since.\n');
  server = await startServer({ VERSION_DIRS: `4=${v4Dir}` });
});

afterAll(async () => {
  for (const context of contexts) await context.close();
  await server?.stop();
  rmSync(v4Dir, { recursive: true, force: true });
});

/** Opens the phone drawer when the switcher lives there. */
async function switcherOf(page: Page, phone: boolean) {
  if (phone) {
    await page.locator('.sidebar-toggle').click();
    await page.waitForSelector('#mobile-sidebar.is-open');
    return page.locator('#mobile-sidebar .version-switcher');
  }
  return page.locator('.sidebar .version-switcher');
}

describe.each([
  ['desktop', DESKTOP, false],
  ['phone', PHONE, true],
] as const)('versions on a %s screen', (_name, options, phone) => {
  it('switches from a current page to the same page in v4 and back', async () => {
    const context = await openBrowser(options);
    contexts.push(context);
    const page = await context.newPage();
    const problems = collectConsoleProblems(page);
    await page.goto(`${server.url}/concepts/`);
    await waitForHydration(page);
    expect(await page.locator('.version-notice').count()).toBe(0);
    let switcher = await switcherOf(page, phone);
    expect(await switcher.locator('[aria-current="true"]').textContent()).toBe('v5');
    await switcher.locator('a', { hasText: 'v4' }).click();
    await page.waitForURL(`${server.url}/v4/concepts/`);
    await page.waitForSelector('.version-notice');
    expect(await page.locator('h1').first().textContent()).toBe('Concepts');
    expect(await page.locator('.callout--tip strong').textContent()).toBe('bold');
    expect(await page.locator('.version-notice').textContent()).toContain('webpack 4');
    expect(await page.locator('.version-notice').isVisible()).toBe(true);
    switcher = await switcherOf(page, phone);
    expect(await switcher.locator('[aria-current="true"]').textContent()).toBe('v4');
    await switcher.locator('a', { hasText: 'v5' }).click();
    await page.waitForURL(`${server.url}/concepts/`);
    await page.waitForFunction(() => document.querySelector('.version-notice') === null);
    // External images (the sidebar's badge) cannot load without a network; nothing else may fail.
    expect(problems.filter((p) => !p.includes('net::ERR_NAME_NOT_RESOLVED'))).toEqual([]);
  });

  it("follows the banner to the same page in the current version, or to its home", async () => {
    const context = await openBrowser(options);
    contexts.push(context);
    const page = await context.newPage();
    await page.goto(`${server.url}/v4/concepts/`);
    await waitForHydration(page);
    const banner = page.locator('.version-notice');
    const box = await banner.boundingBox();
    expect(box?.width).toBeGreaterThan(0);
    expect((box?.width ?? 0) <= options.viewport.width).toBe(true);
    await banner.locator('a').click();
    await page.waitForURL(`${server.url}/concepts/`);
    await page.goto(`${server.url}/v4/concepts/commons-chunk/`);
    await waitForHydration(page);
    expect(await page.locator('.version-notice a').getAttribute('href')).toBe('/');
    // A page webpack 4 lacks is its own 404, with the banner.
    const missing = await page.goto(`${server.url}/v4/configuration/`);
    expect(missing?.status()).toBe(404);
    await waitForHydration(page);
    expect(await page.locator('.version-notice').isVisible()).toBe(true);
  });

  it('searches the version being read from the header', async () => {
    const context = await openBrowser(options);
    contexts.push(context);
    const page = await context.newPage();
    const asked: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/search')) asked.push(new URL(r.url()).search);
    });
    await page.goto(`${server.url}/v4/concepts/`);
    await waitForHydration(page);
    await page.locator('#search-input').fill('commons chunk');
    await page.waitForSelector('#search-results [role="option"] a');
    const hrefs = await page.locator('#search-results [role="option"] a').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
    expect(hrefs.length).toBeGreaterThan(0);
    expect(hrefs.every((href) => href.startsWith('/v4/'))).toBe(true);
    expect(asked.every((q) => q.includes('version=4'))).toBe(true);
    // On a current page, the same words find nothing of webpack 4.
    await page.goto(`${server.url}/concepts/`);
    await waitForHydration(page);
    await page.locator('#search-input').fill('commons chunk');
    await page.waitForSelector('#search-results');
    await page.waitForFunction(() => document.querySelector('#search-results')?.textContent?.includes('No results') || document.querySelectorAll('#search-results [role="option"]').length > 0);
    const current = await page.locator('#search-results [role="option"] a').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
    expect(current.some((href) => href.startsWith('/v4/'))).toBe(false);
  });
});
