import { createTranslationReportProvider, localeStatus, translationDates, translationReport } from '../../../server/site/translationStatus';
import { snapshotOf } from '../../helpers/testApp';

const english = snapshotOf([
  ['index.mdx', '---\ntitle: webpack\n---\n\nHome.\n'],
  ['concepts/index.mdx', '---\ntitle: Concepts\n---\n\nText.\n'],
  ['concepts/output.mdx', '---\ntitle: Output\n---\n\nText.\n'],
  ['guides/caching.mdx', '---\ntitle: Caching\n---\n\nText.\n'],
]);
const korean = snapshotOf([
  ['index.mdx', '---\ntitle: webpack\n---\n\n홈.\n'],
  ['concepts/index.mdx', '---\ntitle: 개념\n---\n\n글.\n'],
  ['concepts/output.md', '---\ntitle: 출력\n---\n\n글.\n'],
]);
const englishDates = new Map([
  ['index.mdx', '2024-01-01T00:00:00.000Z'],
  ['concepts/index.mdx', '2024-05-01T00:00:00.000Z'],
  ['concepts/output.mdx', '2024-01-01T00:00:00.000Z'],
  ['guides/caching.mdx', '2024-01-01T00:00:00.000Z'],
]);
const koreanDates = new Map([
  ['index.mdx', '2024-02-01T00:00:00.000Z'],
  ['concepts/index.mdx', '2024-03-01T00:00:00.000Z'],
  ['concepts/output.md', '2024-01-01T00:00:00.000Z'],
]);

describe('localeStatus', () => {
  it('calls each English page translated, missing or outdated (English committed after the translation)', () => {
    const status = localeStatus(english, englishDates, { locale: 'ko', snapshot: korean, dates: koreanDates });
    expect(status).toMatchObject({ locale: 'ko', name: '한국어', translated: 2, missing: 1, outdated: 1, datesKnown: true });
    const byUrl = Object.fromEntries(status.pages.map((p) => [p.englishUrl, p]));
    expect(byUrl['/concepts/']).toEqual({
      englishUrl: '/concepts/', url: '/ko/concepts/', title: '개념', state: 'outdated',
      englishUpdated: '2024-05-01T00:00:00.000Z', translatedUpdated: '2024-03-01T00:00:00.000Z', editUrl: 'https://example.org/edit/concepts/index.mdx',
    });
    // Same date is not older; a translated file with another extension is still the same page.
    expect(byUrl['/concepts/output/']).toMatchObject({ state: 'translated', title: '출력', editUrl: 'https://example.org/edit/concepts/output.md' });
    expect(byUrl['/guides/caching/']).toEqual({
      englishUrl: '/guides/caching/', url: '/ko/guides/caching/', title: 'Caching', state: 'missing',
      englishUpdated: '2024-01-01T00:00:00.000Z', translatedUpdated: null, editUrl: null,
    });
  });

  it('calls nothing outdated when either folder has no git dates', () => {
    for (const [en, ko] of [[null, koreanDates], [englishDates, null]] as const) {
      const status = localeStatus(english, en, { locale: 'ko', snapshot: korean, dates: ko });
      expect(status).toMatchObject({ translated: 3, missing: 1, outdated: 0, datesKnown: false });
      expect(status.pages.every((p) => p.translatedUpdated === null)).toBe(true);
    }
  });

  it('lists every language in the order given, and none when the site has no translations', () => {
    const report = translationReport(english, englishDates, [
      { locale: 'zh', snapshot: snapshotOf([]), dates: null },
      { locale: 'ko', snapshot: korean, dates: koreanDates },
    ]);
    expect(report.locales.map((l) => [l.locale, l.name, l.missing])).toEqual([['zh', '中文', 4], ['ko', '한국어', 1]]);
    expect(translationReport(english, englishDates, [])).toEqual({ locales: [] });
  });
});

describe('translationDates', () => {
  it('gives both dates and whether the English source is newer', () => {
    const dates = translationDates(englishDates, koreanDates);
    expect(dates('concepts/index.mdx', 'concepts/index.mdx')).toEqual({ englishUpdated: '2024-05-01T00:00:00.000Z', translatedUpdated: '2024-03-01T00:00:00.000Z', outdated: true });
    expect(dates('index.mdx', 'index.mdx')).toEqual({ englishUpdated: '2024-01-01T00:00:00.000Z', translatedUpdated: '2024-02-01T00:00:00.000Z', outdated: false });
    // A file git does not know (not committed yet) is not called outdated.
    expect(dates('guides/caching.mdx', 'guides/caching.mdx')).toEqual({ englishUpdated: '2024-01-01T00:00:00.000Z', translatedUpdated: null, outdated: false });
  });

  it('is null when git dates are missing for either folder', () => {
    expect(translationDates(null, koreanDates)('index.mdx', 'index.mdx')).toBeNull();
    expect(translationDates(englishDates, null)('index.mdx', 'index.mdx')).toBeNull();
  });
});

describe('createTranslationReportProvider', () => {
  it('computes the report once per set of snapshot versions', () => {
    let translation = { locale: 'ko', snapshot: korean, dates: koreanDates };
    const provider = createTranslationReportProvider(() => english, englishDates, () => [translation]);
    const first = provider();
    expect(provider()).toBe(first);
    translation = { ...translation, snapshot: snapshotOf([['index.mdx', '---\ntitle: webpack\n---\n\n새 글.\n']]) };
    const second = provider();
    expect(second).not.toBe(first);
    expect(second.locales[0]).toMatchObject({ translated: 1, missing: 3 });
  });
});
