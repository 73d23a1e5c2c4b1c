// What the phone and print layout tests share: the two screen sizes, the corpus with its Korean
// translation, the pages a site lists in its sitemap, and reading a page as a reader would.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { itWithCorpus } from '../helpers/corpus';
import { CORPUS_DIR } from '../helpers/testApp';

/** The phone of the issue. */
export const PHONE = { viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true } as const;
/** The desktop of the issue. */
export const DESKTOP = { viewport: { width: 1280, height: 800 } } as const;

/** The Korean translation of the corpus, beside it. */
export const KO_CORPUS_DIR = process.env.KO_CORPUS_DIR ?? join(CORPUS_DIR, '..', '..', 'webpack-docs-ko', 'content');
/** The corpus and its translation are there: the corpus parts run. */
export const HAVE_CORPUS = existsSync(CORPUS_DIR) && existsSync(KO_CORPUS_DIR);
/** The server environment of the corpus with its Korean translation. */
export const CORPUS_ENV = { CONTENT_DIR: CORPUS_DIR, TRANSLATION_DIRS: `ko=${KO_CORPUS_DIR}` };

/** it() for a test on our content, or (`onCorpus`) on the corpus with its translation: that one
 * is skipped under the corpus mark when they are missing, and fails instead in CI. */
export function itOn(onCorpus: boolean): (name: string, fn: jest.ProvidesCallback, timeout?: number) => void {
  return onCorpus ? (name, fn, timeout) => itWithCorpus([CORPUS_DIR, KO_CORPUS_DIR], name, fn, timeout) : (name, fn, timeout) => it(name, fn, timeout);
}

/** Every page path the site lists in its sitemap. */
export async function sitemapPaths(base: string): Promise<string[]> {
  const xml = await (await fetch(`${base}/sitemap.xml`)).text();
  return [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => new URL(match[1] ?? '/').pathname);
}

/** Opens a path and waits until the page is hydrated. */
export async function open(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await page.waitForSelector('html[data-hydrated="true"]', { timeout: 30_000 });
}

/** WCAG contrast ratio of two computed `rgb(…)` colours (alpha ignored). */
export function contrastRatio(foreground: string, background: string): number {
  const luminance = (css: string) => {
    const [r, g, b] = (css.match(/[\d.]+/g) ?? []).slice(0, 3).map((v) => {
      const c = Number(v) / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (b ?? 0);
  };
  const [light, dark] = [luminance(foreground), luminance(background)].sort((a, b) => b - a);
  return ((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05);
}
