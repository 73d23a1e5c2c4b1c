// Choosing a language in the menu opens the same page in that language and back, on a desktop
// and a phone screen, with a small Korean translation configured beside our content.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { collectConsoleProblems, openBrowser, waitForHydration } from '../helpers/browser';
import { startServer, type RunningServer } from '../helpers/server';

jest.setTimeout(90_000);

let server: RunningServer;
let koDir: string;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  koDir = mkdtempSync(join(tmpdir(), 'ko-content-'));
  mkdirSync(join(koDir, 'concepts'));
  writeFileSync(join(koDir, 'index.mdx'), '---\ntitle: webpack\n---\n\n## 코드 작성 {#write-your-code}\n\n안녕하세요.\n');
  writeFileSync(join(koDir, 'concepts', 'index.mdx'), '---\ntitle: 개념\nsort: -1\n---\n\n## 엔트리 {#entry}\n\n[출력](/concepts/output/)을 보세요.\n');
  server = await startServer({ TRANSLATION_DIRS: `ko=${koDir}` });
});

afterAll(async () => {
  for (const context of contexts) await context.close();
  await server?.stop();
  rmSync(koDir, { recursive: true, force: true });
});

async function choose(page: Page, language: string): Promise<void> {
  await page.locator('.language__button').click();
  await page.locator('#language-menu a', { hasText: language }).click();
}

describe.each([
  ['desktop', { viewport: { width: 1280, height: 800 } }],
  ['phone', { viewport: { width: 375, height: 812 }, hasTouch: true, isMobile: true }],
])('the language menu on a %s screen', (_name, options) => {
  it('opens the same page in Korean and back in English', async () => {
    const context = await openBrowser(options);
    contexts.push(context);
    const page = await context.newPage();
    const problems = collectConsoleProblems(page);
    await page.goto(`${server.url}/concepts/`);
    await waitForHydration(page);
    expect(await page.locator('.language__button').isVisible()).toBe(true);
    await choose(page, '한국어');
    await page.waitForURL(`${server.url}/ko/concepts/`);
    await page.waitForFunction(() => document.documentElement.lang === 'ko' && document.title === '개념 | webpack');
    expect(await page.locator('h1').first().textContent()).toBe('개념');
    expect(await page.locator('.language__button').textContent()).toContain('한국어');
    // A link to a page the translation lacks goes to English; the fallback is one menu away.
    expect(await page.locator('.markdown a', { hasText: '출력' }).getAttribute('href')).toBe('/concepts/output/');
    await choose(page, 'English');
    await page.waitForURL(`${server.url}/concepts/`);
    await page.waitForFunction(() => document.documentElement.lang === 'en' && document.title === 'Concepts | webpack');
    // A page not translated: the English article in the Korean chrome, with the notice.
    await page.goto(`${server.url}/concepts/output/`);
    await waitForHydration(page);
    await choose(page, '한국어');
    await page.waitForURL(`${server.url}/ko/concepts/output/`);
    await page.waitForSelector('.translation-notice');
    expect(await page.locator('article.doc').getAttribute('lang')).toBe('en');
    expect(problems.filter((p) => !/net::ERR/.test(p))).toEqual([]);
  });
});
