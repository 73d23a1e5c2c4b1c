// Fragments as anyone can type them into the address bar: the page hydrates and stays readable,
// and an error inside the application leaves a message (reported once), never an empty page.
import type { BrowserContext } from 'playwright-core';
import { collectConsoleProblems, openBrowser, waitForHydration } from '../helpers/browser';
import { startServer, type RunningServer } from '../helpers/server';

jest.setTimeout(60_000);

let server: RunningServer;
let context: BrowserContext;

beforeAll(async () => {
  server = await startServer();
  context = await openBrowser();
});

afterAll(async () => {
  await context?.close();
  await server?.stop();
});

describe('malformed fragments', () => {
  it.each([
    ['#%', '#%'],
    ['#%25%', '#%25%'],
    ['#%E0%A4%A', '#%E0%A4%A'],
    ['#%zz%', '#%zz%'],
    ['60,000 characters of cut sequences', `#${'%E0'.repeat(20_000)}`],
    ['100,000 characters', `#${'x'.repeat(100_000)}`],
  ])(
    '/concepts/ with the fragment %s loads, hydrates and shows its heading without an error',
    async (_label, fragment) => {
      const page = await context.newPage();
      const problems = collectConsoleProblems(page);
      await page.goto(`${server.url}/concepts/${fragment}`);
      await waitForHydration(page);
      await page.getByRole('heading', { level: 1, name: 'Concepts' }).waitFor();
      // A click after hydration still navigates on the client.
      await page.locator('.sidebar').getByRole('link', { name: 'Entry Points' }).first().click();
      await page.getByRole('heading', { level: 1, name: 'Entry Points' }).waitFor();
      // Pictures from other sites cannot load here; that is not the page's doing.
      expect(problems.filter((p) => !/net::ERR/.test(p))).toEqual([]);
      await page.close();
    },
  );
});

describe('root error boundary', () => {
  it('shows a message instead of an empty page and reports the error once', async () => {
    const broken = await openBrowser();
    // The heading highlighter asks for an animation frame in an effect right after hydration.
    await broken.addInitScript(() => {
      const original = window.requestAnimationFrame.bind(window);
      window.requestAnimationFrame = (callback) => {
        if (location.hash === '#break-the-page') throw new Error('injected failure');
        return original(callback);
      };
    });
    const page = await broken.newPage();
    const problems = collectConsoleProblems(page);
    await page.goto(`${server.url}/concepts/#break-the-page`);
    await page.getByRole('heading', { level: 1, name: 'This page could not be shown' }).waitFor();
    expect(await page.getByRole('link', { name: 'Load the page again' }).getAttribute('href')).toBe('/concepts/');
    expect(problems.filter((p) => p.includes('injected failure'))).toHaveLength(1);
    expect(problems.filter((p) => p.startsWith('pageerror'))).toEqual([]);
    await broken.close();
  });
});
