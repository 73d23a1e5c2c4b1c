// A translation folder on disk: its images are served under its locale, and its problems count
// for readiness like the English folder's.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { contentAssetOptions, translationAssetPrefix } from '../../../server/content/contentAssets';
import { buildContent } from '../../../server/content/contentSnapshot';
import { readContentFolder } from '../../../server/content/read';
import { createContentStore } from '../../../server/content/store';
import { createMarkdownRenderer } from '../../../server/markdown/createMarkdownRenderer';
import { appOverStore, SAMPLE_SITE, snapshotOf } from '../../helpers/testApp';

// A 1x1 PNG.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

describe('a translation folder', () => {
  let root: string;
  beforeAll(() => {
    root = mkdtempSync(join(tmpdir(), 'ko-folder-'));
    mkdirSync(join(root, 'concepts'));
    writeFileSync(join(root, 'concepts', 'diagram.png'), PNG);
    writeFileSync(join(root, 'concepts', 'index.mdx'), '---\ntitle: 개념\n---\n\n![그림](./diagram.png)\n');
    writeFileSync(join(root, 'concepts', 'broken.mdx'), 'no frontmatter here\n');
  });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  async function app() {
    const files = await readContentFolder(root);
    const renderer = createMarkdownRenderer(contentAssetOptions(files, translationAssetPrefix('ko')));
    const ko = createContentStore(buildContent(files, renderer, { editBase: 'https://example.org/edit', locale: 'ko' }));
    return appOverStore(createContentStore(snapshotOf(SAMPLE_SITE)), 0, undefined, [{ locale: 'ko', store: ko, dir: root }]).app;
  }

  it('serves its images under the locale, as its pages show them', async () => {
    const server = await app();
    const html = (await request(server).get('/ko/concepts/')).text;
    expect(html).toContain('src="/ko/content-assets/concepts/diagram.png"');
    const image = await request(server).get('/ko/content-assets/concepts/diagram.png');
    expect(image.status).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect((await request(server).get('/ko/content-assets/concepts/index.mdx')).status).toBe(404);
  });

  it('makes the server not ready while one of its files has a problem', async () => {
    const res = await request(await app()).get('/readyz');
    expect(res.status).toBe(503);
    expect(res.body.problemCount).toBe(1);
  });
});
