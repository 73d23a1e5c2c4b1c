// The English corpus with the Korean translation configured beside it: every Korean page
// answers under /ko/ with its own title and an article with no syntax left unrendered, and
// every English page the translation lacks answers as a fallback.
import request from 'supertest';
import { buildContent, type ContentSnapshot } from '../../../server/content/contentSnapshot';
import { contentAssetOptions, translationAssetPrefix } from '../../../server/content/contentAssets';
import { readContentFolder } from '../../../server/content/read';
import { createContentStore } from '../../../server/content/store';
import { createMarkdownRenderer } from '../../../server/markdown/createMarkdownRenderer';
import { escapeHtml } from '../../../server/markdown/escape';
import { appOverStore } from '../../helpers/testApp';
import { CORPUS_DIR, describeWithCorpus, KOREAN_CORPUS_DIR } from '../../helpers/corpus';
import { proseOf } from '../../helpers/prose';

const KO_DIR = KOREAN_CORPUS_DIR;
jest.setTimeout(120_000);

async function load(dir: string, locale?: string): Promise<ContentSnapshot> {
  const files = await readContentFolder(dir);
  const renderer = createMarkdownRenderer(contentAssetOptions(files, locale ? translationAssetPrefix(locale) : undefined));
  return buildContent(files, renderer, { editBase: 'https://example.org/edit', ...(locale ? { locale } : {}) });
}

/** Markdown syntax that should never reach a reader. */
function leakedSyntax(prose: string): string[] {
  const found: string[] = [];
  if (prose.includes('{#')) found.push('{#id}');
  if (/^\s*---\s*$/m.test(prose) && /^\s*title:/m.test(prose)) found.push('frontmatter');
  if (/\]\((?:\/|https?:|\.)/.test(prose)) found.push('[text](url)');
  if (/^\s{0,3}#{1,6}\s\S/m.test(prose)) found.push('# heading');
  if (prose.includes('```')) found.push('code fence');
  return found;
}

describeWithCorpus([CORPUS_DIR, KO_DIR], 'the English corpus with the Korean translation', () => {
  let english: ContentSnapshot;
  let korean: ContentSnapshot;
  let app: ReturnType<typeof appOverStore>['app'];

  beforeAll(async () => {
    english = await load(CORPUS_DIR);
    korean = await load(KO_DIR, 'ko');
    app = appOverStore(createContentStore(english), 0, undefined, [{ locale: 'ko', store: createContentStore(korean) }]).app;
  });

  it('loads every Korean page', () => {
    expect(korean.problems).toEqual([]);
    expect(korean.pages.size).toBeGreaterThan(120);
  });

  it('answers every Korean page with its own title and no leaked syntax', async () => {
    const failures: string[] = [];
    for (const page of korean.pages.values()) {
      const url = `/ko${page.node.url}`;
      const res = await request(app).get(url);
      if (res.status !== 200) {
        failures.push(`${url}: ${res.status}`);
        continue;
      }
      const title = page.node.url === '/' ? '<title>webpack</title>' : `<title>${escapeHtml(page.node.title)} | webpack</title>`;
      if (!res.text.includes(title)) failures.push(`${url}: no ${title}`);
      if (!res.text.includes('<html lang="ko">')) failures.push(`${url}: not lang ko`);
      if (page.node.title.includes('{#')) failures.push(`${url}: title ${page.node.title}`);
      // A link whose address has a space is no link in markdown: shown as text, with a warning.
      const brokenLinks = page.warnings.some((w) => w.message.includes('its address contains a space'));
      const leaks = leakedSyntax(proseOf(res.text)).filter((leak) => !(brokenLinks && leak === '[text](url)'));
      if (leaks.length > 0) failures.push(`${url}: ${leaks.join(', ')}`);
    }
    expect(failures).toEqual([]);
  });

  it('serves each English page the translation lacks as a fallback in the Korean chrome', async () => {
    const missing = [...english.pages.keys()].filter((url) => !korean.pages.has(url));
    expect(missing.length).toBeGreaterThan(0);
    for (const url of missing) {
      const res = await request(app).get(`/ko${url}`);
      expect(res.status).toBe(200);
      expect(res.text).toContain('<html lang="ko">');
      expect(res.text).toContain(`<link rel="canonical" href="https://webpack.js.org${url}">`);
      expect(res.text).toContain('class="translation-notice"');
    }
  });

  it('links the Korean pages to each other under /ko/', async () => {
    const html = (await request(app).get('/ko/concepts/')).text;
    const hrefs = [...html.matchAll(/<a href="(\/[^"#?]*)/g)].map((m) => m[1] ?? '');
    expect(hrefs.filter((h) => h.startsWith('/ko/concepts/')).length).toBeGreaterThan(5);
  });
});
