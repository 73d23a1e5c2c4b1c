import request from 'supertest';
import { withSectionNav } from '../../../shared/sectionPiece';
import { parseConfig } from '../../../server/config';
import { englishOfflineSource } from '../../../server/offline/offlineSources';
import { buildOfflineData, DEFAULT_OFFLINE_MAX_BYTES } from '../../../server/offline/offlineData';
import type { OfflineManifest } from '../../../shared/offline';
import { SAMPLE_SITE, siteOf, snapshotOf, testApp } from '../../helpers/testApp';

describe('offline manifest and pieces', () => {
  const { app, store } = testApp();
  const version = store.current().version;

  it('lists every page and screen with a content hash and compressed size, and the operator cap', async () => {
    const res = await request(app).get(`/page-data/${version}/manifest.json`);
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toContain('immutable');
    const manifest = res.body as OfflineManifest;
    expect(manifest.version).toBe(version);
    expect(manifest.maxBytes).toBe(DEFAULT_OFFLINE_MAX_BYTES);
    const urls = manifest.pages.map((p) => p.url);
    expect(urls).toEqual(expect.arrayContaining(['/', '/concepts/', '/concepts/output/', '/loaders/css-loader/', '/organization/', '/starter-kits/', '/vote/']));
    expect(urls.some((u) => u.includes('printable'))).toBe(false);
    expect(manifest.sections.map((s) => s.name)).toContain('concepts');
    for (const piece of [...manifest.pages, ...manifest.sections]) {
      expect(piece.hash).toMatch(/^[\w-]{22}$/);
      expect(piece.bytes).toBeGreaterThan(0);
    }
  });

  it('names a section in page data by the hash the manifest lists, a piece unchanged by other pages\' edits', async () => {
    const manifest = (await request(app).get(`/page-data/${version}/manifest.json`)).body as OfflineManifest;
    const hash = manifest.sections.find((s) => s.name === 'concepts')?.hash ?? '';
    const data = await request(app).get(`/page-data/${version}/concepts/output/data.json`);
    expect(data.body.sectionPiece).toBe(`/page-data/sections/concepts.${hash}.json`);
    const piece = await request(app).get(data.body.sectionPiece);
    expect(piece.status).toBe(200);
    expect(piece.headers['cache-control']).toContain('immutable');
    expect(piece.body).toEqual((await request(app).get(`/page-data/${version}/sections/concepts.json`)).body);
    expect((await request(app).get(`/page-data/sections/concepts.${'x'.repeat(22)}.json`)).status).toBe(404);
    // Another section's page changed: a new content version, the same piece for this one.
    const edited = testApp(SAMPLE_SITE.map(([path, source]) => [path, path === 'loaders/index.mdx' ? `${source}\nMore.\n` : source]));
    const editedVersion = edited.store.current().version;
    expect(editedVersion).not.toBe(version);
    expect((await request(edited.app).get(`/page-data/${editedVersion}/concepts/output/data.json`)).body.sectionPiece).toBe(data.body.sectionPiece);
  });

  it('saves a page as exactly the page data of client navigation, its section named by the hash the manifest lists', async () => {
    const manifest = (await request(app).get(`/page-data/${version}/manifest.json`)).body as OfflineManifest;
    const page = await request(app).get(`/page-data/${version}/concepts/output/page.json`);
    const section = await request(app).get(`/page-data/${version}/sections/concepts.json`);
    const data = await request(app).get(`/page-data/${version}/concepts/output/data.json`);
    // One shape of page data without its sidebar, online and offline.
    expect(page.body).toEqual(data.body);
    expect(page.body.sectionPiece).toBe(`/page-data/sections/concepts.${manifest.sections.find((s) => s.name === 'concepts')?.hash}.json`);
    // Put back from the section's saved piece, it is the page as client navigation renders it.
    const fromSaved = await withSectionNav(page.body, async () => section.body);
    const complete = await withSectionNav(data.body, async (url) => (await request(app).get(url)).body);
    expect(fromSaved).toEqual(complete);
  });

  it('sends pieces and page data compressed to a browser that accepts it', async () => {
    for (const path of ['concepts/output/page.json', 'concepts/output/data.json', 'manifest.json']) {
      const res = await request(app).get(`/page-data/${version}/${path}`).set('Accept-Encoding', 'br, gzip');
      expect([path, res.headers['content-encoding']]).toEqual([path, 'br']);
    }
  });

  it('answers 404 for another version and for pieces that do not exist', async () => {
    expect((await request(app).get('/page-data/0123456789/manifest.json')).status).toBe(404);
    expect((await request(app).get(`/page-data/${version}/no-such/page.json`)).status).toBe(404);
    expect((await request(app).get(`/page-data/${version}/sections/nothing.json`)).status).toBe(404);
  });

  it('changes only the hash of the page whose text changed in a new content version', () => {
    const before = buildOfflineData(englishOfflineSource(siteOf(snapshotOf(SAMPLE_SITE)), snapshotOf(SAMPLE_SITE).version), 1_000_000).manifest;
    const edited = SAMPLE_SITE.map(([path, source]): [string, string] => [path, path === 'concepts/output.mdx' ? source.replace('## Usage', '## Usage\n\nA new sentence.') : source]);
    const after = buildOfflineData(englishOfflineSource(siteOf(snapshotOf(edited)), snapshotOf(edited).version), 1_000_000).manifest;
    expect(after.version).not.toBe(before.version);
    const changed = after.pages.filter((p) => before.pages.find((b) => b.url === p.url)?.hash !== p.hash).map((p) => p.url);
    expect(changed).toEqual(['/concepts/output/']);
    expect(after.sections).toEqual(before.sections);
  });
});

describe('OFFLINE_MAX_BYTES', () => {
  it('defaults to 8 MiB, takes a whole number of bytes (0 turns saving off), and names the variable when wrong', () => {
    expect(parseConfig({}, '/').offlineMaxBytes).toBe(8 * 1024 * 1024);
    expect(parseConfig({ OFFLINE_MAX_BYTES: '0' }, '/').offlineMaxBytes).toBe(0);
    expect(parseConfig({ OFFLINE_MAX_BYTES: '1048576' }, '/').offlineMaxBytes).toBe(1048576);
    expect(() => parseConfig({ OFFLINE_MAX_BYTES: 'lots' }, '/')).toThrow(/OFFLINE_MAX_BYTES must be a whole number/);
  });
});
