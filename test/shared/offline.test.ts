import { hashesOf, parseOfflinePath, planOffline, type OfflineManifest } from '../../shared/offline';
import { withoutSectionNav, withSectionNav } from '../../shared/sectionPiece';
import { offlineSearchEntries, searchOffline } from '../../shared/offlineSearch';
import type { PageData, SectionNav } from '../../shared/types';

const manifest = (maxBytes = 1_000): OfflineManifest => ({
  version: 'v2',
  maxBytes,
  sections: [{ name: 'concepts', hash: 's1', bytes: 100 }],
  pages: [
    { url: '/', section: null, hash: 'h0', bytes: 50 },
    { url: '/concepts/', section: 'concepts', hash: 'h1', bytes: 200 },
    { url: '/concepts/output/', section: 'concepts', hash: 'h2', bytes: 300 },
  ],
});

describe('planning what to keep offline', () => {
  it('downloads every piece the first time, sidebars before the pages that show them', () => {
    const plan = planOffline(manifest(), new Set());
    expect(plan.downloads.map((d) => d.url)).toEqual(['/page-data/v2/page.json', '/page-data/sections/concepts.s1.json', '/page-data/v2/concepts/page.json', '/page-data/v2/concepts/output/page.json']);
    expect(plan.keptBytes).toBe(650);
    expect(plan.skipped).toBe(0);
  });

  it('downloads only the pieces whose content hash it does not hold', () => {
    const plan = planOffline(manifest(), new Set(['h0', 's1', 'h1', 'old']));
    expect(plan.downloads).toEqual([{ url: '/page-data/v2/concepts/output/page.json', hash: 'h2', bytes: 300 }]);
    expect(hashesOf(plan.kept)).toEqual(new Set(['h0', 's1', 'h1', 'h2']));
  });

  it('leaves out the pages past the size cap, with their sidebar when no kept page needs it', () => {
    const plan = planOffline(manifest(400), new Set());
    expect(plan.kept.pages.map((p) => p.url)).toEqual(['/', '/concepts/']);
    expect(plan.skipped).toBe(1);
    expect(plan.keptBytes).toBe(350);
    const none = planOffline(manifest(0), new Set());
    expect(none.kept.pages).toEqual([]);
    expect(none.kept.sections).toEqual([]);
    expect(none.downloads).toEqual([]);
  });
});

describe('offline URLs', () => {
  it('tells the manifest, a page and a section apart, and leaves page data to its own route', () => {
    expect(parseOfflinePath('/page-data/abc/manifest.json')).toEqual({ kind: 'manifest', version: 'abc', locale: 'en' });
    expect(parseOfflinePath('/page-data/abc/ko/manifest.json')).toEqual({ kind: 'manifest', version: 'abc', locale: 'ko' });
    expect(parseOfflinePath('/page-data/abc/ko/concepts/page.json')).toEqual({ kind: 'page', version: 'abc', url: '/ko/concepts/' });
    expect(parseOfflinePath('/page-data/abc/page.json')).toEqual({ kind: 'page', version: 'abc', url: '/' });
    expect(parseOfflinePath('/page-data/abc/concepts/output/page.json')).toEqual({ kind: 'page', version: 'abc', url: '/concepts/output/' });
    expect(parseOfflinePath('/page-data/abc/sections/api.json')).toEqual({ kind: 'section', version: 'abc', name: 'api' });
    expect(parseOfflinePath('/page-data/abc/concepts/data.json')).toBeNull();
    expect(parseOfflinePath('/page-data/a.b/manifest.json')).toBeNull();
  });
});

const section: SectionNav = {
  name: 'concepts',
  title: 'Concepts',
  url: '/concepts/',
  printableUrl: '/concepts/printable/',
  pages: [
    { url: '/concepts/', title: 'Concepts', group: null, anchors: [] },
    { url: '/concepts/output/', title: 'Output', group: null, anchors: [{ title: 'Multiple Entry Points', id: 'multiple-entry-points', level: 2 }, { title: 'Deep', id: 'deep', level: 4 }] },
  ],
};

describe('page data in pieces', () => {
  it('puts page data back together as it was from the piece its section is named by', async () => {
    const data = { kind: 'doc', url: '/concepts/output/', title: 'Output', section } as PageData;
    const page = withoutSectionNav(data, () => 'h'.repeat(22));
    expect(page.sectionPiece).toBe(`/page-data/sections/concepts.${'h'.repeat(22)}.json`);
    expect(await withSectionNav(JSON.parse(JSON.stringify(page)), async () => section)).toEqual(data);
  });
});

describe('offline search', () => {
  const entries = offlineSearchEntries([section]);

  it('finds pages by title and headings by their words, prefixes included', () => {
    expect(searchOffline(entries, 'output')[0]).toEqual({ title: 'Output', heading: '', url: '/concepts/output/', excerpt: '' });
    expect(searchOffline(entries, 'multiple entr').map((r) => r.url)).toEqual(['/concepts/output/#multiple-entry-points']);
  });

  it('answers nothing for an empty query or unknown words, and leaves out deep headings', () => {
    expect(searchOffline(entries, '  ')).toEqual([]);
    expect(searchOffline(entries, 'loader')).toEqual([]);
    expect(searchOffline(entries, 'deep')).toEqual([]);
  });
});
