// A page's translators are credited beside its contributors, with the same profile links and
// avatar placeholders; a page without translators shows no such list.
import request from 'supertest';
import { buildContent } from '../../../server/content/contentSnapshot';
import { contentAssetOptions } from '../../../server/content/contentAssets';
import { readContentFolder } from '../../../server/content/read';
import { createContentStore } from '../../../server/content/store';
import { createMarkdownRenderer } from '../../../server/markdown/createMarkdownRenderer';
import { SAMPLE_SITE, appOverStore, testApp } from '../../helpers/testApp';
import { describeWithCorpus, KOREAN_CORPUS_DIR } from '../../helpers/corpus';

const KOREAN_DIR = KOREAN_CORPUS_DIR;

const site: [string, string][] = [
  ...SAMPLE_SITE,
  ['concepts/translated.mdx', '---\ntitle: Translated\nsort: 3\ncontributors:\n  - ann\ntranslators:\n  - 번역가\n  - bo\n---\n\nText.\n'],
];

describe('translators of a page', () => {
  const { app } = testApp(site);

  it('lists them under the Translators heading, linking to their profiles', async () => {
    const res = await request(app).get('/concepts/translated/');
    expect(res.status).toBe(200);
    const section = /<section class="translators"[\s\S]*?<\/section>/.exec(res.text)?.[0] ?? '';
    expect(section).toContain('<h2 id="translators-heading">Translators</h2>');
    const links = [...section.matchAll(/<a href="([^"]+)"[^>]*aria-label="([^"]+)"/g)].map((m) => [m[1], m[2]]);
    expect(links).toEqual([
      [`https://github.com/${encodeURIComponent('번역가')}`, '번역가'],
      ['https://github.com/bo', 'bo'],
    ]);
    expect(section).toContain('contributors__placeholder');
    // Beside the contributors: right after their list.
    expect(res.text).toMatch(/<section class="contributors"[\s\S]*?<\/section><section class="translators"/);
  });

  it('sends them in the page data', async () => {
    const res = await request(app).get('/concepts/translated/');
    const island = /<script type="application\/json" id="__BOOT_DATA__">([\s\S]*?)<\/script>/.exec(res.text)?.[1] ?? '{}';
    expect((JSON.parse(island) as { page: { translators: string[] } }).page.translators).toEqual(['번역가', 'bo']);
  });

  it('shows nothing more on a page without translators', async () => {
    const res = await request(app).get('/concepts/entry-points/');
    expect(res.text).toContain('id="contributors-heading"');
    expect(res.text).not.toContain('class="translators');
    expect(res.text).not.toContain('Translators');
  });
});

describeWithCorpus([KOREAN_DIR], 'translators of the Korean translation', () => {
  it('credits the translator of its concepts page', async () => {
    const files = await readContentFolder(KOREAN_DIR);
    const { app } = appOverStore(createContentStore(buildContent(files, createMarkdownRenderer(contentAssetOptions(files)), { editBase: '' })));
    const res = await request(app).get('/concepts/');
    expect(res.status).toBe(200);
    expect(res.text).toMatch(/<section class="translators"[^>]*><h2 id="translators-heading">Translators<\/h2><ul class="translators__list"><li><a href="https:\/\/github.com\/YukJiSoo"/);
  });
});
