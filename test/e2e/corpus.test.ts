import type { BrowserContext } from 'playwright-core';
import { readContentFolder } from '../../server/content/read';
import { isProblem, parseFrontmatter } from '../../server/content/frontmatter';
import { fileToUrl } from '../../shared/urls';
import { openBrowser, waitForHydration } from '../helpers/browser';
import { CORPUS_DIR, describeWithCorpus } from '../helpers/corpus';
import { startServer, type RunningServer } from '../helpers/server';

jest.setTimeout(120_000);

describeWithCorpus([CORPUS_DIR], 'the upstream corpus in the browser', () => {
  let server: RunningServer;
  let browser: BrowserContext;

  beforeAll(async () => {
    server = await startServer({ CONTENT_DIR: CORPUS_DIR });
    browser = await openBrowser();
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('serves every corpus page with its frontmatter title and logs no error', async () => {
    const files = await readContentFolder(CORPUS_DIR);
    const failures: string[] = [];
    for (const file of files.pages) {
      const parsed = parseFrontmatter(file.path, file.source);
      if (isProblem(parsed)) throw new Error(parsed.message);
      const url = fileToUrl(file.path);
      const res = await fetch(server.url + url);
      const html = await res.text();
      const title = parsed.frontmatter.title === 'webpack' ? 'webpack' : `${parsed.frontmatter.title} | webpack`;
      const escaped = title.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
      if (res.status !== 200 || !html.includes(`<title>${escaped}</title>`)) failures.push(`${url}: ${res.status}`);
    }
    expect(failures).toEqual([]);
    expect(files.pages.length).toBe(143);
    const errors = server.output().split('\n').filter((line) => /"level":(50|60)/.test(line));
    expect(errors).toEqual([]);
  });

  it('copies the resulting code of the first diff block of /guides/output-management/', async () => {
    await browser.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.url });
    const page = await browser.newPage();
    await page.goto(`${server.url}/guides/output-management/`);
    await waitForHydration(page);
    const block = page.locator('.code-block--diff').filter({ hasText: 'entry: {' }).first();
    const button = block.locator('button[data-copy-code]');
    await button.focus();
    await page.keyboard.press('Enter');
    await page.waitForFunction((el) => el?.textContent === 'Copied', await button.elementHandle());
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toContain('entry: {');
    expect(copied).toContain("print: './src/print.js',");
    expect(copied).not.toContain("entry: './src/index.js',");
    expect(copied.split('\n').filter((line) => /^[+-]/.test(line))).toEqual([]);
    await page.close();
  });

  it('centres the aligned columns of a release post table without a Content Security Policy violation', async () => {
    const page = await browser.newPage();
    const violations: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
    });
    await page.goto(`${server.url}/blog/2026-04-08-webpack-5-106/`);
    await waitForHydration(page);
    const cell = page.locator('.doc table td.align-center').first();
    expect(await cell.evaluate((el) => getComputedStyle(el).textAlign)).toBe('center');
    expect(await page.locator('article [style]').count()).toBe(0);
    expect(violations).toEqual([]);
    await page.close();
  });

  it('loads contributor avatars (size 90) only once the list is visible', async () => {
    const page = await browser.newPage();
    await page.goto(`${server.url}/concepts/`);
    await waitForHydration(page);
    expect(await page.locator('.contributors__list a').count()).toBeGreaterThan(3);
    expect(await page.locator('.contributors__list img').count()).toBe(0);
    await page.locator('.contributors').scrollIntoViewIfNeeded();
    await page.waitForSelector('.contributors__list img');
    expect(await page.locator('.contributors__list img').first().getAttribute('src')).toMatch(/^https:\/\/github.com\/[^/]+\.png\?size=90$/);
    expect(await page.locator('.contributors__list a').first().getAttribute('href')).toMatch(/^https:\/\/github.com\/[^/]+$/);
    await page.close();
  });
});
