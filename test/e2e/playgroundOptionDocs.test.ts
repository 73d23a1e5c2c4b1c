// Options of the effective configuration explain themselves: on hover or keyboard focus a
// tooltip gives the option's description and type from webpack's schema and its default for
// the configuration's mode, as webpack computes it; each option links to an anchor that exists
// on its reference page. The data is fetched by the playground only, never by a doc page.
import type { Page } from 'playwright-core';
import { openBrowser } from '../helpers/browser';
import { startServer, type RunningServer } from '../helpers/server';
import { buildInPage } from '../playground/browserBuild';

jest.setTimeout(240_000);

// eslint-disable-next-line @typescript-eslint/no-require-imports
const schema = require('webpack/schemas/WebpackOptions.json') as { definitions: Record<string, { description?: string }> };

const PROJECT = {
  'webpack.config.js': `module.exports = { mode: 'development', devtool: false, optimization: { minimize: false }, output: { filename: 'bundle.js' } };\n`,
  'src/index.js': `console.log('options');\n`,
};

let server: RunningServer;
let page: Page;
const requested: string[] = [];

beforeAll(async () => {
  server = await startServer();
  const context = await openBrowser();
  context.on('request', (request) => requested.push(request.url()));
  page = await context.newPage();
});

afterAll(async () => {
  await server?.stop();
});

describe('option tooltips in the playground', () => {
  it('are not loaded by documentation pages', async () => {
    await page.goto(`${server.url}/concepts/`);
    await page.waitForSelector('html[data-hydrated="true"]');
    expect(requested.filter((url) => url.includes('playground-options'))).toEqual([]);
  });

  it('show description, type and the default for the mode on hover', async () => {
    await buildInPage(page, server.url, PROJECT);
    await page.click('[data-side="config"]');
    const link = page.locator('[data-option-link="optimization.minimize"]');
    await link.waitFor();
    await page.locator('[data-option-tip="optimization.minimize"]').waitFor({ state: 'attached' });
    await link.hover();
    const tip = page.locator('[data-option-tip="optimization.minimize"]');
    await tip.waitFor({ state: 'visible' });
    expect(await tip.textContent()).toContain('Enable minimizing the output.');
    expect(await tip.locator('[data-tip-type]').textContent()).toBe('boolean | object');
    // development mode: webpack's default there is false.
    expect(await tip.locator('[data-tip-default]').textContent()).toBe('false');
    await page.mouse.move(0, 0);
    await tip.waitFor({ state: 'hidden' });
  });

  it('are reachable by keyboard, tied to the link, and Escape hides them', async () => {
    const link = page.locator('[data-option-link="mode"]');
    await link.focus();
    const tipId = await link.getAttribute('aria-describedby');
    const tip = page.locator(`[id="${tipId}"]`);
    await tip.waitFor({ state: 'visible' });
    expect(await tip.getAttribute('role')).toBe('tooltip');
    expect(await tip.textContent()).toContain(schema.definitions.Mode?.description ?? 'no description in the schema');
    expect(await tip.locator('[data-tip-default]').textContent()).toBe('"development"');
    await page.keyboard.press('Escape');
    await tip.waitFor({ state: 'hidden' });
    // A link in the page's tab order: Tab reaches every option.
    expect(await link.evaluate((a) => (a as HTMLElement).tabIndex)).toBe(0);
  });

  it('link every option to an anchor that exists on its reference page', async () => {
    const hrefs = [...new Set(await page.locator('[data-option-link]').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? '')))];
    expect(hrefs.length).toBeGreaterThan(50);
    const pages = new Map<string, string>();
    const missing: string[] = [];
    for (const href of hrefs) {
      const [path = '', anchor] = href.split('#');
      if (!pages.has(path)) pages.set(path, await (await fetch(`${server.url}${path}`)).text());
      const html = pages.get(path) ?? '';
      if (!html.includes('<h1') || (anchor && !html.includes(`id="${anchor}"`))) missing.push(href);
    }
    expect(missing).toEqual([]);
  });
});
