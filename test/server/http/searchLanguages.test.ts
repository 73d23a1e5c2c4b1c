import request from 'supertest';
import { createContentStore } from '../../../server/content/store';
import { createLocaleSearch } from '../../../server/search/localeSearch';
import { appOverStore, SAMPLE_SITE, snapshotOf } from '../../helpers/testApp';

const english = snapshotOf(SAMPLE_SITE);
const korean = snapshotOf([
  ['index.mdx', '---\ntitle: webpack\n---\n\n안녕하세요.\n'],
  ['concepts/index.mdx', '---\ntitle: Concepts\n---\n\n개념은 엔트리와 출력으로 시작합니다.\n'],
  ['concepts/output.mdx', '---\ntitle: Output\n---\n\n## 사용법\n\n출력 설정은 번들을 어디에 쓸지 알려줍니다.\n'],
]);
const search = createLocaleSearch(new Map([['en', english], ['ko', korean]]));
const { app } = appOverStore(createContentStore(english), undefined, undefined, [], [], { search: search.lookup });

describe('GET /api/search with lang', () => {
  it('searches the Korean index for lang=ko and links to the Korean addresses', async () => {
    const res = await request(app).get(`/api/search?q=${encodeURIComponent('번들을')}&lang=ko`).expect(200);
    const urls = (res.body.results as { url: string }[]).map((r) => r.url);
    expect(urls[0]?.split('#')[0]).toBe('/ko/concepts/output/');
    expect(urls.length).toBeGreaterThan(0);
    expect(urls.every((url) => url.startsWith('/ko/'))).toBe(true);
  });

  it('searches English without lang and with lang=en', async () => {
    for (const path of ['/api/search?q=syntax', '/api/search?q=syntax&lang=en']) {
      const res = await request(app).get(path).expect(200);
      expect(res.body.results[0].url).toMatch(/^\/concepts\/entry-points\//);
    }
    const none = await request(app).get(`/api/search?q=${encodeURIComponent('출력')}`).expect(200);
    expect(none.body.results).toEqual([]);
  });

  it('answers 400 with a JSON message for a language the site does not have', async () => {
    const res = await request(app).get('/api/search?q=output&lang=fr').expect(400);
    expect(res.type).toBe('application/json');
    expect(res.body.error).toMatch(/unknown language "fr"/);
    const twice = await request(app).get('/api/search?q=output&lang=ko&lang=en').expect(400);
    expect(twice.body.error).toMatch(/more than once/);
  });

  it('updates one language without touching the other', async () => {
    const updated = snapshotOf([['concepts/output.mdx', '---\ntitle: Output\n---\n\n새로운 설명입니다.\n']]);
    search.updatePage('ko', '/concepts/output/', updated.pages.get('/concepts/output/') ?? null);
    const fresh = await request(app).get(`/api/search?q=${encodeURIComponent('새로운')}&lang=ko`).expect(200);
    expect(fresh.body.results[0].url).toBe('/ko/concepts/output/');
    search.updatePage('ko', '/concepts/output/', null);
    const gone = await request(app).get(`/api/search?q=${encodeURIComponent('새로운')}&lang=ko`).expect(200);
    expect(gone.body.results).toEqual([]);
  });
});
