// Translations served under /<locale>/ beside the English site, over small in-memory content:
// translated pages, English fallbacks in the locale's chrome, Not Found, redirects, page data,
// section pieces, the cache, head links, sitemap, llms.txt and markdown twins.
import { messagesFor } from '../../../shared/messages/messages';
import request from 'supertest';
import { parsePageDataPath } from '../../../shared/urls';
import { snapshotOf, testApp, translatedApp, SAMPLE_KO, SAMPLE_SITE, cacheFilled } from '../../helpers/testApp';
import type { PageData } from '../../../shared/types';

function bootOf(html: string): { contentVersion: string; page: PageData } {
  const json = /<script type="application\/json" id="[^"]+">(.*?)<\/script>/s.exec(html)?.[1] ?? '';
  return JSON.parse(json) as { contentVersion: string; page: PageData };
}

function articleOf(html: string): string {
  return /<article[^>]*>[\s\S]*<\/article>/.exec(html)?.[0] ?? '';
}

describe('a translated page', () => {
  const { app } = translatedApp();

  it('answers in the locale: html lang, its own title, its article', async () => {
    const res = await request(app).get('/ko/concepts/entry-points/');
    expect(res.status).toBe(200);
    expect(res.text).toContain('<html lang="ko">');
    expect(res.text).toContain('<title>엔트리 포인트 | webpack</title>');
    expect(res.text).toContain('단일 엔트리 구문');
    expect(res.text).toContain('id="single-entry-syntax"');
    expect(res.text).not.toContain('{#');
    const boot = bootOf(res.text);
    expect(boot.page.locale).toBe('ko');
    expect(boot.page.url).toBe('/ko/concepts/entry-points/');
    expect(boot.page.translation).toMatchObject({ state: 'translated', englishUrl: '/concepts/entry-points/', englishUpdated: null });
    expect(boot.page.editUrl).toBeNull();
    expect(bootOf((await request(app).get('/ko/concepts/output/')).text).page.editUrl).toBe('https://example.org/edit/concepts/output.mdx');
  });

  it('links to its own pages in the locale and to English for the pages the translation lacks', async () => {
    const html = articleOf((await request(app).get('/ko/concepts/')).text);
    expect(html).toContain('href="/ko/concepts/entry-points/"');
    expect(html).toContain('href="/concepts/output/"');
    const related = bootOf((await request(app).get('/ko/concepts/entry-points/')).text).page.related;
    expect(related).toEqual([{ title: 'Concepts', url: '/ko/concepts/' }]);
  });

  it('lists its sidebar, previous and next under the locale, with the translated titles', async () => {
    const res = await request(app).get('/page-data/x/ko/concepts/entry-points/data.json').redirects(1);
    expect(res.status).toBe(200);
    const data = res.body as PageData;
    expect(data.previous).toEqual({ title: '개념', url: '/ko/concepts/' });
    expect(data.next).toEqual({ title: 'Output', url: '/ko/concepts/output/' });
    const piece = await request(app).get(data.sectionPiece ?? '');
    expect(piece.status).toBe(200);
    expect(piece.body.pages.map((p: { url: string; title: string }) => [p.url, p.title])).toEqual([
      ['/ko/concepts/', '개념'],
      ['/ko/concepts/entry-points/', '엔트리 포인트'],
      ['/ko/concepts/output/', 'Output'],
    ]);
    expect(piece.body.printableUrl).toBe('/ko/concepts/printable/');
  });

  it('lists the whole navigation of the phone drawer in the locale, as its section pieces do', async () => {
    const res = await request(app).get('/page-data/x/ko/nav.json').redirects(1);
    expect(res.status).toBe(200);
    const concepts = (res.body as { name: string; pages: { url: string; title: string }[] }[]).find((s) => s.name === 'concepts');
    expect(concepts?.pages.map((p) => [p.url, p.title])).toEqual([
      ['/ko/concepts/', '개념'],
      ['/ko/concepts/entry-points/', '엔트리 포인트'],
      ['/ko/concepts/output/', 'Output'],
    ]);
    const english = await request(app).get('/page-data/x/nav.json').redirects(1);
    expect(english.body.find((s: { name: string }) => s.name === 'concepts').pages[1]).toMatchObject({ url: '/concepts/entry-points/' });
    expect((await request(app).get('/page-data/x/xx/nav.json').redirects(1)).status).toBe(404);
  });

  it('names every language version in its head, x-default English', async () => {
    const res = await request(app).get('/ko/concepts/');
    expect(res.text).toContain('<link rel="alternate" hreflang="en" href="https://webpack.js.org/concepts/">');
    expect(res.text).toContain('<link rel="alternate" hreflang="ko" href="https://webpack.js.org/ko/concepts/">');
    expect(res.text).toContain('<link rel="alternate" hreflang="x-default" href="https://webpack.js.org/concepts/">');
    expect(res.text).not.toContain('rel="canonical"');
    expect(bootOf(res.text).page.languages).toEqual([
      { locale: 'en', name: 'English', url: '/concepts/', translated: true },
      { locale: 'ko', name: '한국어', url: '/ko/concepts/', translated: true },
    ]);
  });

  it('serves the locale home and print views', async () => {
    const home = await request(app).get('/ko/');
    expect(home.status).toBe(200);
    expect(bootOf(home.text).page.kind).toBe('home');
    const printable = await request(app).get('/ko/concepts/printable/');
    expect(printable.status).toBe(200);
    expect(printable.text).toContain('<title>개념 | webpack</title>');
    expect(printable.text).toContain('단일 엔트리 구문');
    expect((await request(app).get('/ko/printable/')).status).toBe(200);
  });

  it('redirects addresses without their trailing slash within the locale', async () => {
    const res = await request(app).get('/ko/concepts');
    expect(res.status).toBe(301);
    expect(res.headers.location).toBe('/ko/concepts/');
    expect((await request(app).get('/ko')).headers.location).toBe('/ko/');
  });
});

describe('a page the translation lacks', () => {
  const { app } = translatedApp();

  it('serves the English article in the locale chrome, marked English, with a canonical link to English', async () => {
    const res = await request(app).get('/ko/concepts/output/');
    expect(res.status).toBe(200);
    expect(res.text).toContain('<html lang="ko">');
    expect(res.text).toContain('<title>Output | webpack</title>');
    expect(res.text).toContain('<link rel="canonical" href="https://webpack.js.org/concepts/output/">');
    expect(res.text).not.toContain('hreflang="ko"');
    expect(articleOf(res.text)).toMatch(/^<article class="doc" lang="en">/);
    expect(res.text).toContain('class="translation-notice"');
    expect(res.text).toContain(messagesFor('ko')['translation.missing']);
    const boot = bootOf(res.text);
    expect(boot.page.translation).toMatchObject({ state: 'missing', englishUrl: '/concepts/output/', helpUrl: '/translations/' });
    expect(boot.page.languages[1]).toEqual({ locale: 'ko', name: '한국어', url: '/ko/concepts/output/', translated: false });
  });

  it('is left out of the sitemap, while translated pages are listed with their alternates', async () => {
    const xml = (await request(app).get('/sitemap.xml')).text;
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    expect(xml).toContain('<loc>https://webpack.js.org/ko/concepts/entry-points/</loc>');
    expect(xml).not.toContain('<loc>https://webpack.js.org/ko/concepts/output/</loc>');
    const entry = /<url><loc>https:\/\/webpack.js.org\/concepts\/entry-points\/<\/loc>.*?<\/url>/.exec(xml)?.[0] ?? '';
    expect(entry).toContain('<xhtml:link rel="alternate" hreflang="ko" href="https://webpack.js.org/ko/concepts/entry-points/"/>');
    expect(entry).toContain('<xhtml:link rel="alternate" hreflang="x-default" href="https://webpack.js.org/concepts/entry-points/"/>');
    const robots = (await request(app).get('/robots.txt')).text;
    expect(robots).toContain('Disallow: /ko/printable/');
  });
});

describe('the locale Not Found page', () => {
  const { app } = translatedApp();

  it('is a real 404 in the locale chrome, kept apart from the English one', async () => {
    const ko = await request(app).get('/ko/no-such-page/');
    expect(ko.status).toBe(404);
    expect(ko.text).toContain('<html lang="ko">');
    const en = await request(app).get('/no-such-page/');
    expect(en.status).toBe(404);
    expect(en.text).toContain('<html lang="en">');
    // Served again from the stored pages: still each in its language.
    expect((await request(app).get('/ko/other/')).text).toContain('<html lang="ko">');
    expect((await request(app).get('/other/')).text).toContain('<html lang="en">');
  });
});

describe('cache and versions', () => {
  it('keeps the languages of a path apart in the cache and in ETags', async () => {
    const { app, cache } = translatedApp();
    const ko = await request(app).get('/ko/concepts/');
    const en = await request(app).get('/concepts/');
    expect(ko.headers.etag).not.toBe(en.headers.etag);
    await cacheFilled(cache, 2);
    const hit = await request(app).get('/ko/concepts/');
    expect(hit.headers['x-cache']).toBe('HIT');
    expect(hit.text).toContain('<html lang="ko">');
    expect((await request(app).get('/concepts/')).text).toContain('<html lang="en">');
  });

  it('changes the site version when a translation changes, so pages in every language are made again', async () => {
    const { app, translations } = translatedApp();
    const before = bootOf((await request(app).get('/ko/concepts/output/')).text).contentVersion;
    const english = bootOf((await request(app).get('/concepts/output/')).text).contentVersion;
    expect(english).toBe(before);
    const ko = translations[0];
    if (!ko) throw new Error('no ko translation');
    ko.store.replace(snapshotOf([...SAMPLE_KO, ['concepts/output.mdx', '---\ntitle: 출력\nsort: 2\n---\n\n본문.\n']], 'ko'));
    const after = await request(app).get('/ko/concepts/output/');
    expect(bootOf(after.text).contentVersion).not.toBe(before);
    expect(after.text).toContain('<title>출력 | webpack</title>');
    expect(bootOf(after.text).page.translation?.state).toBe('translated');
    // The English page now names the Korean version.
    expect((await request(app).get('/concepts/output/')).text).toContain('hreflang="ko"');
  });

  it('answers page data of the current version only, with the locale page', async () => {
    const { app } = translatedApp();
    const version = bootOf((await request(app).get('/ko/')).text).contentVersion;
    const res = await request(app).get(`/page-data/${version}/ko/concepts/data.json`);
    expect(res.status).toBe(200);
    expect(res.body.title).toBe('개념');
    const old = await request(app).get('/page-data/0000000000/ko/concepts/data.json');
    expect(old.status).toBe(307);
    expect(parsePageDataPath(old.headers.location ?? '')).toEqual({ version, url: '/ko/concepts/' });
  });
});

describe('site-wide screens and tools in a locale', () => {
  const { app } = translatedApp();

  it('serves the organization screen in the locale chrome with the English data', async () => {
    const res = await request(app).get('/ko/organization/');
    expect(res.status).toBe(200);
    expect(res.text).toContain('<html lang="ko">');
    expect(bootOf(res.text).page.projects).toHaveLength(1);
  });

  it('serves the markdown twin of a translated page and of a fallback', async () => {
    const ko = await request(app).get('/ko/concepts/index.md');
    expect(ko.status).toBe(200);
    expect(ko.text).toContain('title: 개념');
    const fallback = await request(app).get('/ko/concepts/output/index.md');
    expect(fallback.text).toContain('title: Output');
  });

  it('serves an llms.txt per locale with addresses under the locale', async () => {
    const res = await request(app).get('/ko/llms.txt');
    expect(res.status).toBe(200);
    expect(res.text).toContain('[개념](https://webpack.js.org/ko/concepts/index.md)');
    expect(res.text).toContain('(https://webpack.js.org/ko/comparison/index.md)');
  });

  it('does not answer a locale that is not configured', async () => {
    expect((await request(app).get('/zh/concepts/')).status).toBe(404);
  });
});

describe('without translations', () => {
  const { app } = testApp(SAMPLE_SITE);

  it('serves English pages with no language links and the sitemap as before', async () => {
    const res = await request(app).get('/concepts/');
    expect(res.text).toContain('<html lang="en">');
    expect(res.text).not.toContain('hreflang');
    expect(bootOf(res.text).page.languages).toEqual([]);
    expect((await request(app).get('/sitemap.xml')).text).not.toContain('xhtml');
    expect((await request(app).get('/ko/concepts/')).status).toBe(404);
  });
});
