// The pure parts of translations: configuration, locale addresses, links of translated pages,
// head links, and the locale view that puts a translation and its English fallbacks together.
import { formatMessage, messagesFor } from '../../../shared/messages/messages';
import { ConfigError, parseConfig, parseTranslationDirs } from '../../../server/config';
import { languageHeadLinks } from '../../../server/site/headLinks';
import { localizeInternalHref } from '../../../server/content/localizeHref';
import { buildLocaleView, createSite, siteVersion } from '../../../server/site/site';
import { pageDataOf, resolve } from '../../../server/site/resolve';
import type { TranslationDatesProvider } from '../../../server/site/translationStatus';
import { translationNoticeHtml } from '../../../server/site/notice';
import { createContentStore } from '../../../server/content/store';
import { splitLocale } from '../../../shared/i18n';
import { inLocale } from '../../../shared/localePaths';
import type { PageData } from '../../../shared/types';
import { SAMPLE_KO, SAMPLE_SITE, snapshotOf } from '../../helpers/testApp';

describe('TRANSLATION_DIRS', () => {
  it('reads locale=folder entries in order, folders resolved against the working directory', () => {
    expect(parseTranslationDirs(' ko=../ko/content , zh-Hans=/srv/zh ', '/app')).toEqual([
      { locale: 'ko', dir: '/ko/content' },
      { locale: 'zh-Hans', dir: '/srv/zh' },
    ]);
    expect(parseTranslationDirs('', '/app')).toEqual([]);
    expect(parseConfig({}, '/app').translations).toEqual([]);
  });

  it.each([
    ['ko', 'must be locale=folder'],
    ['ko=', 'must be locale=folder'],
    ['Korean=/x', '"Korean" is not a locale code'],
    ['../x=/y', 'is not a locale code'],
    ['en=/x', "en is the site's own language"],
    ['ko=/a,ko=/b', 'names ko more than once'],
  ])('refuses %s with a message naming it', (raw, message) => {
    expect(() => parseTranslationDirs(raw, '/app')).toThrow(ConfigError);
    expect(() => parseTranslationDirs(raw, '/app')).toThrow(message);
  });
});

describe('splitLocale and inLocale', () => {
  it('splits a configured locale prefix off, and only a whole segment', () => {
    expect(splitLocale('/ko/concepts/', ['ko'])).toEqual({ locale: 'ko', path: '/concepts/' });
    expect(splitLocale('/ko/', ['ko'])).toEqual({ locale: 'ko', path: '/' });
    expect(splitLocale('/ko', ['ko'])).toEqual({ locale: 'ko', path: '/' });
    expect(splitLocale('/kotlin/', ['ko'])).toEqual({ locale: 'en', path: '/kotlin/' });
    expect(splitLocale('/zh/concepts/', ['ko'])).toEqual({ locale: 'en', path: '/zh/concepts/' });
  });

  it('puts site paths under a locale once, and leaves English and external addresses alone', () => {
    expect(inLocale('ko', '/concepts/')).toBe('/ko/concepts/');
    expect(inLocale('ko', '/ko/concepts/')).toBe('/ko/concepts/');
    expect(inLocale('ko', '/')).toBe('/ko/');
    expect(inLocale('en', '/concepts/')).toBe('/concepts/');
    expect(inLocale('ko', 'https://example.org/')).toBe('https://example.org/');
    expect(inLocale('ko', '//example.org/')).toBe('//example.org/');
  });
});

describe('links of a translated page', () => {
  const has = (url: string) => url === '/concepts/' || url === '/';
  it('go to the locale when the translation has the page, keeping query and fragment', () => {
    expect(localizeInternalHref('/concepts/#entry', 'ko', has)).toBe('/ko/concepts/#entry');
    expect(localizeInternalHref('/concepts/?a=1', 'ko', has)).toBe('/ko/concepts/?a=1');
    expect(localizeInternalHref('/', 'ko', has)).toBe('/ko/');
  });
  it('go to English otherwise; relative, external and in-page links are left alone', () => {
    expect(localizeInternalHref('/guides/', 'ko', has)).toBe('/guides/');
    expect(localizeInternalHref('#top', 'ko', has)).toBe('#top');
    expect(localizeInternalHref('../x/', 'ko', has)).toBe('../x/');
    expect(localizeInternalHref('//example.org/concepts/', 'ko', has)).toBe('//example.org/concepts/');
  });
  it('are rewritten in markdown, code with links and related links of a translation folder only', () => {
    const ko = snapshotOf(
      [
        ['concepts/index.mdx', '---\ntitle: 개념\nrelated:\n  - title: a\n    url: /concepts/a\n---\n\n[a](/concepts/a) [b](/concepts/b) [ext](https://example.org/concepts/a)\n\n```js-with-links\nimport x from \'[a](/concepts/a)\';\n```\n'],
        ['concepts/a.mdx', '---\ntitle: A\n---\n\nA.\n'],
      ],
      'ko',
    );
    const html = ko.pages.get('/concepts/')?.html ?? '';
    expect(html).toContain('<a href="/ko/concepts/a/">a</a>');
    expect(html).toContain('<a href="/concepts/b/">b</a>');
    expect(html).toContain('href="https://example.org/concepts/a"');
    expect(html.match(/href="\/ko\/concepts\/a\/"/g)).toHaveLength(2);
    expect(ko.pages.get('/concepts/')?.node.related).toEqual([{ title: 'a', url: '/ko/concepts/a/' }]);
    const en = snapshotOf([['concepts/index.mdx', '---\ntitle: Concepts\n---\n\n[a](/concepts/a)\n'], ['concepts/a.mdx', '---\ntitle: A\n---\n\nA.\n']]);
    expect(en.pages.get('/concepts/')?.html).toContain('<a href="/concepts/a/">a</a>');
  });
});

describe('head links', () => {
  const page = (over: Partial<PageData>): PageData =>
    ({ kind: 'doc', url: '/ko/concepts/', languages: [], translation: null, locale: 'ko', ...over }) as PageData;
  const languages = [
    { locale: 'en', name: 'English', url: '/concepts/', translated: true },
    { locale: 'ko', name: '한국어', url: '/ko/concepts/', translated: true },
    { locale: 'zh', name: '中文', url: '/zh/concepts/', translated: false },
  ];
  it('name every language that has the page, and English as x-default', () => {
    expect(languageHeadLinks(page({ languages }), 'https://x.org')).toBe(
      '<link rel="alternate" hreflang="en" href="https://x.org/concepts/"><link rel="alternate" hreflang="ko" href="https://x.org/ko/concepts/"><link rel="alternate" hreflang="x-default" href="https://x.org/concepts/">',
    );
  });
  it('add a canonical link to English on a fallback page, and nothing without translations or on Not Found', () => {
    const missing = { state: 'missing' as const, englishUrl: '/concepts/', englishUpdated: null, translatedUpdated: null, helpUrl: null };
    expect(languageHeadLinks(page({ languages, translation: missing }), '')).toMatch(/^<link rel="canonical" href="\/concepts\/">/);
    expect(languageHeadLinks(page({}), '')).toBe('');
    expect(languageHeadLinks(page({ kind: 'notFound', languages }), '')).toBe('');
  });
});

describe('the locale view', () => {
  const english = snapshotOf(SAMPLE_SITE);
  const ko = snapshotOf(SAMPLE_KO, 'ko');
  const view = buildLocaleView('ko', english, ko);

  it('holds the translation and the English pages it lacks, navigation under the locale', () => {
    expect(view.snapshot.pages.get('/concepts/')?.node.title).toBe('개념');
    expect(view.snapshot.pages.get('/concepts/output/')?.node.title).toBe('Output');
    expect(view.snapshot.pages.size).toBe(english.pages.size);
    expect(view.snapshot.sections.get('loaders')?.pages.map((p) => p.url)).toEqual(['/ko/loaders/', '/ko/loaders/css-loader/']);
    expect(view.snapshot.neighbours.get('/concepts/')?.next).toEqual({ title: '엔트리 포인트', url: '/ko/concepts/entry-points/' });
  });

  it('lists the blog posts under the locale, translated or not', () => {
    for (const snapshot of [view.articles, view.snapshot]) {
      expect(snapshot.blogPostList).toContain('href="/ko/blog/2025-05-06-newer/"');
      expect(snapshot.blogPostList).toContain('href="/ko/blog/2024-01-02-older/"');
      expect(snapshot.blogPostList).not.toMatch(/href="\/blog\//);
    }
    expect(english.blogPostList).toContain('href="/blog/2025-05-06-newer/"');
  });

  it('reports only the translation folder\'s own problems', () => {
    const broken = snapshotOf([...SAMPLE_KO, ['concepts/bad.mdx', 'no frontmatter']], 'ko');
    expect(buildLocaleView('ko', english, broken).snapshot.problems.map((p) => p.file)).toEqual(['concepts/bad.mdx']);
  });

  it('gives the site one version that changes with any language', () => {
    expect(siteVersion(english, [])).toBe(english.version);
    const one = siteVersion(english, [{ locale: 'ko', snapshot: ko }]);
    expect(one).not.toBe(english.version);
    expect(siteVersion(english, [{ locale: 'ko', snapshot: snapshotOf(SAMPLE_KO.slice(1), 'ko') }])).not.toBe(one);
  });
});

describe('a link whose address has a space', () => {
  it('is shown as text with a warning naming it', () => {
    const site = snapshotOf([['a.mdx', '---\ntitle: A\n---\n\nSee [parser](/configuration/module# ruleparser) and `[x](/a b)` and [ok](/b/).\n']]);
    const page = site.pages.get('/a/');
    expect(page?.warnings.map((w) => w.message)).toEqual(['"[parser](/configuration/module# ruleparser)" is shown as text, not as a link: its address contains a space (write it without, or as %20)']);
  });
});

describe('translation state and notice', () => {
  const english = createContentStore(snapshotOf(SAMPLE_SITE));
  const ko = createContentStore(snapshotOf(SAMPLE_KO, 'ko'));

  it('is translated, never outdated, without a dates provider', () => {
    const site = createSite(english, [{ locale: 'ko', store: ko }]);
    const page = pageDataOf(resolve(site, '/ko/concepts/'));
    expect(page.translation).toEqual({ state: 'translated', englishUrl: '/concepts/', englishUpdated: null, translatedUpdated: null, helpUrl: '/translations/' });
    expect(page.html).not.toContain('translation-notice');
  });

  it('is outdated when the provider says so, with both dates, and the article opens with the notice', () => {
    const calls: string[][] = [];
    const dates: TranslationDatesProvider = (englishFile, translatedFile) => {
      calls.push([englishFile, translatedFile]);
      return { englishUpdated: '2026-05-01T10:00:00Z', translatedUpdated: '2024-01-23T00:00:00Z', outdated: englishFile === 'concepts/index.mdx' };
    };
    const site = createSite(english, [{ locale: 'ko', store: ko }], dates);
    const resolved = resolve(site, '/ko/concepts/');
    const page = pageDataOf(resolved);
    expect(calls).toContainEqual(['concepts/index.mdx', 'concepts/index.mdx']);
    expect(page.translation).toMatchObject({ state: 'outdated', englishUpdated: '2026-05-01T10:00:00Z', translatedUpdated: '2024-01-23T00:00:00Z' });
    expect(page.html.startsWith(`<aside class="translation-notice translation-notice--outdated" role="note" lang="ko"><p>${formatMessage(messagesFor('ko')['translation.outdated'], { date: '2026-05-01' })}</p><p><a href="/concepts/" hreflang="en" lang="en">${messagesFor('ko')['translation.readEnglish']}</a></p></aside>`)).toBe(true);
    expect(resolved.article[0]).toContain('translation-notice--outdated');
    expect(resolve(site, '/ko/concepts/entry-points/').data.translation?.state).toBe('translated');
  });

  it('tells a missing page with a link to help, and nothing on the English site', () => {
    expect(translationNoticeHtml('ko', { state: 'missing', englishUrl: '/a/', englishUpdated: null, translatedUpdated: null, helpUrl: '/translations/' })).toBe(
      `<aside class="translation-notice" role="note" lang="ko"><p>${messagesFor('ko')['translation.missing']}</p><p><a href="/translations/">${messagesFor('ko')['translation.help']}</a></p></aside>`,
    );
    expect(translationNoticeHtml('en', null)).toBe('');
  });
});
