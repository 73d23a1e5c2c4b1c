// What a URL of the site resolves to: its version, its language, the path within that
// language, and a page in that language, an English fallback, or Not Found, with the page data
// and the article's parts made in the one resolution.
import { CURRENT_DOCS_VERSION } from '../../../shared/constants';
import { createContentStore } from '../../../server/content/store';
import { articleText } from '../../../server/site/article';
import { pageDataOf, resolve } from '../../../server/site/resolve';
import { createSite } from '../../../server/site/site';
import { SAMPLE_KO, SAMPLE_SITE, snapshotOf } from '../../helpers/testApp';

const english = createContentStore(snapshotOf(SAMPLE_SITE));
const site = createSite(english, [{ locale: 'ko', store: createContentStore(snapshotOf(SAMPLE_KO, 'ko')) }]);

describe('resolve', () => {
  it('gives an English page in the current version, with its article', () => {
    const resolved = resolve(site, '/concepts/output/');
    expect(resolved).toMatchObject({ version: String(CURRENT_DOCS_VERSION), locale: 'en', path: '/concepts/output/', outcome: 'page' });
    expect(resolved.data).toMatchObject({ kind: 'doc', url: '/concepts/output/', title: 'Output', html: '' });
    expect(articleText(resolved.article)).toContain('A tip with a');
    expect(pageDataOf(resolved).html).toBe(articleText(resolved.article));
  });

  it('gives a translated page in its language, at its address there', () => {
    const resolved = resolve(site, '/ko/concepts/entry-points/');
    expect(resolved).toMatchObject({ locale: 'ko', path: '/concepts/entry-points/', outcome: 'page' });
    expect(resolved.data).toMatchObject({ url: '/ko/concepts/entry-points/', title: '엔트리 포인트', locale: 'ko' });
    expect(resolved.data.section?.pages.map((p) => p.url)).toEqual(['/ko/concepts/', '/ko/concepts/entry-points/', '/ko/concepts/output/']);
    expect(articleText(resolved.article)).toContain('본문.');
  });

  it('gives the English article as a fallback in a language that lacks the page, opening with the notice', () => {
    const resolved = resolve(site, '/ko/concepts/output/');
    expect(resolved).toMatchObject({ locale: 'ko', path: '/concepts/output/', outcome: 'fallback' });
    expect(resolved.data.translation?.state).toBe('missing');
    expect(resolved.article[0]).toContain('class="translation-notice"');
    expect(articleText(resolved.article)).toContain('A tip with a');
  });

  it('gives Not Found at the language\'s Not Found address, with nothing of the request in it', () => {
    const en = resolve(site, '/no/such/<page>/');
    expect(en).toMatchObject({ locale: 'en', outcome: 'notFound', article: [] });
    expect(en.data).toMatchObject({ kind: 'notFound', url: '/404/' });
    const ko = resolve(site, '/ko/no/such/page/');
    expect(ko).toMatchObject({ locale: 'ko', path: '/no/such/page/', outcome: 'notFound' });
    expect(ko.data).toMatchObject({ kind: 'notFound', url: '/ko/404/', locale: 'ko' });
    expect(JSON.stringify([en.data, ko.data])).not.toContain('such');
  });

  it('keeps the English-only translations page out of the languages', () => {
    expect(resolve(site, '/translations/').outcome).toBe('page');
    expect(resolve(site, '/ko/translations/').outcome).toBe('notFound');
  });

  it('names the version each resolution is in, from the site\'s versions (the current one alone today)', () => {
    expect([...site.versions.keys()]).toEqual([String(CURRENT_DOCS_VERSION)]);
    expect(site.versions.get(String(CURRENT_DOCS_VERSION))?.locales).toEqual(['ko']);
  });
});
