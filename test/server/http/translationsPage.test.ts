import request from 'supertest';
import { createContentStore } from '../../../server/content/store';
import { translationReport } from '../../../server/site/translationStatus';
import { pageDataUrl } from '../../../shared/urls';
import { appOverStore, SAMPLE_SITE, snapshotOf, testApp } from '../../helpers/testApp';

const english = snapshotOf(SAMPLE_SITE);
const korean = snapshotOf([
  ['index.mdx', '---\ntitle: webpack\n---\n\n안녕하세요.\n'],
  ['concepts/index.mdx', '---\ntitle: 개념\n---\n\n글.\n'],
  ['concepts/output.mdx', '---\ntitle: 출력\n---\n\n글.\n'],
]);
const dated = (paths: string[], iso: string) => new Map(paths.map((p) => [p, iso]));
const englishDates = dated([...english.pages.values()].map((p) => p.node.path), '2024-06-01T00:00:00.000Z');

function appWith(report: ReturnType<typeof translationReport>) {
  return appOverStore(createContentStore(english), undefined, undefined, [], [], { translationReport: () => report }).app;
}

describe('GET /translations/', () => {
  it('shows each language by its own name with counts and lists linking to the page and its edit link', async () => {
    const koreanDates = new Map([['index.mdx', '2024-07-01T00:00:00.000Z'], ['concepts/index.mdx', '2024-01-15T00:00:00.000Z'], ['concepts/output.mdx', '2024-08-01T00:00:00.000Z']]);
    const app = appWith(translationReport(english, englishDates, [{ locale: 'ko', snapshot: korean, dates: koreanDates }]));
    const res = await request(app).get('/translations/').expect(200);
    expect(res.text).toContain('<title>Translations | webpack</title>');
    expect(res.text).toMatch(/<h2 id="translations-ko"><span lang="ko">한국어<\/span>/);
    const missing = english.pages.size - 3;
    expect(res.text).toMatch(new RegExp(`<strong>1</strong> outdated`));
    expect(res.text).toMatch(new RegExp(`<strong>${missing}</strong> missing`));
    expect(res.text).toMatch(/<strong>2<\/strong> translated/);
    expect(res.text).toContain(`<caption>Outdated pages of 한국어 (1)</caption>`);
    // The outdated page links to the Korean page, shows both days and the translated file's edit link.
    expect(res.text).toMatch(/<a href="\/ko\/concepts\/">개념<\/a>.*<time dateTime="2024-06-01T00:00:00.000Z">2024-06-01<\/time>.*<time dateTime="2024-01-15T00:00:00.000Z">2024-01-15<\/time>.*<a href="https:\/\/example.org\/edit\/concepts\/index.mdx"/s);
    expect(res.text).toContain('<a href="/ko/concepts/entry-points/">Entry Points</a>');
    expect(res.text).not.toContain('not a git checkout');
    // Client navigation gets the same report as page data.
    const data = await request(app).get(pageDataUrl(english.version, '/translations/')).expect(200);
    expect(data.body.translationReport.locales[0]).toMatchObject({ locale: 'ko', translated: 2, outdated: 1, missing });
  });

  it('says plainly when dates are unknown and calls nothing outdated', async () => {
    const app = appWith(translationReport(english, null, [{ locale: 'ko', snapshot: korean, dates: null }]));
    const res = await request(app).get('/translations/').expect(200);
    expect(res.text).toContain('not a git checkout');
    expect(res.text).not.toMatch(/outdated<\/li>|Outdated pages/);
    expect(res.text).toMatch(/<strong>3<\/strong> translated/);
  });

  it('says the site has no translations without a report, in the HTML and in the page data', async () => {
    const { app } = testApp();
    const res = await request(app).get('/translations/').expect(200);
    expect(res.text).toContain('This site has no translations.');
    expect(res.text).toContain('"translationReport":{"locales":[]}');
  });
});
