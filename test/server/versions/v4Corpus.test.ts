// The webpack 4 documentation served under /v4/ beside the current corpus, loaded by the real
// start-up (server/site/loadSite.ts): every page answers with its title, the banner and no
// markdown syntax left unrendered, in the older version's chrome.
import { join } from 'node:path';
import request from 'supertest';
import { silentLogger } from '../../../server/logger';
import { loadSite, type LoadedSite } from '../../../server/site/loadSite';
import { escapeHtml } from '../../../server/markdown/escape';
import { CORPUS_DIR, describeWithCorpus } from '../../helpers/corpus';
import { appOverLoaded } from '../../helpers/versionApp';
import { proseOf } from '../../helpers/prose';

const V4_DIR = process.env.V4_CORPUS_DIR ?? join(CORPUS_DIR, '..', '..', 'webpack-docs-v4', 'content');
jest.setTimeout(180_000);

/** Markdown syntax that should never reach a reader. */
function leakedSyntax(prose: string): string[] {
  const found: string[] = [];
  if (/(^|\n)\s*[TW?]&gt;\s/.test(prose) || /(^|\n)\s*[TW?]>\s/.test(prose)) found.push('T>/W>/?> callout');
  if (/(^|[\s(])__[^_\s][^_]*__(?=[\s.,;:)]|$)/m.test(prose)) found.push('__bold__');
  if (/\]\((?:\/|https?:|\.)/.test(prose)) found.push('[text](url)');
  if (/^\s{0,3}#{1,6}\s\S/m.test(prose)) found.push('# heading');
  if (/(^|\n)\s*```/.test(prose)) found.push('code fence');
  if (prose.includes('{#')) found.push('{#id}');
  return found;
}

describeWithCorpus([CORPUS_DIR, V4_DIR], 'the webpack 4 corpus under /v4/', () => {
  let loaded: LoadedSite;
  let app: ReturnType<typeof appOverLoaded>['app'];

  beforeAll(async () => {
    loaded = await loadSite({ contentDir: CORPUS_DIR, translations: [], editBase: 'https://example.org/edit', versions: [{ name: '4', dir: V4_DIR }] }, silentLogger());
    app = appOverLoaded(loaded).app;
  });

  it('loads every webpack 4 page, warning of a related item upstream wrote without title and url', () => {
    const v4 = loaded.versions[0]?.store.current();
    expect(v4?.problems).toEqual([]);
    expect(v4?.pages.size).toBe(117);
    expect(v4?.warnings.map((w) => `${w.file}: ${w.message}`)).toContainEqual(expect.stringMatching(/^plugins\/module-concatenation-plugin\.md: field "related" item 1 left out: it must have a string title and url, got a mapping$/));
  });

  it('answers every webpack 4 page with its title, the banner and no leaked syntax', async () => {
    const v4 = loaded.versions[0]?.store.current();
    const failures: string[] = [];
    for (const [url, page] of v4?.pages ?? []) {
      const res = await request(app).get(`/v4${url}`);
      if (res.status !== 200) {
        failures.push(`/v4${url}: status ${res.status}`);
        continue;
      }
      if (!res.text.includes(`<h1`) || !res.text.includes(escapeHtml(page.node.title))) failures.push(`/v4${url}: title "${page.node.title}" missing`);
      if (!res.text.includes('class="version-notice"')) failures.push(`/v4${url}: no banner`);
      if (!res.text.includes(`rel="canonical" href="https://webpack.js.org/v4${url}"`)) failures.push(`/v4${url}: no canonical link to itself`);
      const leaks = leakedSyntax(proseOf(res.text));
      if (leaks.length > 0) failures.push(`/v4${url}: ${leaks.join(', ')}`);
    }
    expect(failures).toEqual([]);
  });

  it('lists the current version alone in the sitemap', async () => {
    const res = await request(app).get('/sitemap.xml');
    expect(res.status).toBe(200);
    expect(res.text).toContain('<loc>https://webpack.js.org/concepts/</loc>');
    expect(res.text).not.toContain('/v4/');
  });
});
