// A language's addresses are applied to structured data before anything is rendered: the blog
// list, llms.txt, robots.txt and the sitemap of a translation are made with its addresses, so
// no finished text is rewritten (a post or page whose text looks like a link stays as written).
import { createContentStore } from '../../../server/content/store';
import { addressOf, sectionNavIn, splitAddress } from '../../../server/site/addresses';
import { resolve } from '../../../server/site/resolve';
import { createSite } from '../../../server/site/site';
import { localizedLlmsTxt, localizedRobotsTxt, localizedSitemapXml } from '../../../server/site/siteFeeds';
import { articleText } from '../../../server/site/article';
import { SAMPLE_KO, SAMPLE_SITE, snapshotOf } from '../../helpers/testApp';

const ORIGIN = 'https://example.org';
const ENGLISH: [string, string][] = [
  ...SAMPLE_SITE.filter(([path]) => !path.startsWith('blog/2025')),
  ['blog/2025-05-06-newer.mdx', '---\ntitle: Newer Post\ndescription: Write <a href="/x/">links</a> as href="/y/" in text.\n---\n\nNew.\n'],
];
const site = createSite(createContentStore(snapshotOf(ENGLISH)), [{ locale: 'ko', store: createContentStore(snapshotOf(SAMPLE_KO, 'ko')) }]);

describe('addresses of a language', () => {
  it('are the path itself in English and under the prefix in a translation; external ones are left alone', () => {
    expect(addressOf('en', '/concepts/')).toBe('/concepts/');
    expect(addressOf('ko', '/concepts/')).toBe('/ko/concepts/');
    expect(addressOf('ko', 'https://example.org/')).toBe('https://example.org/');
    expect(addressOf('ko', '//example.org/')).toBe('//example.org/');
    expect(splitAddress('/ko/concepts/', ['ko'])).toEqual({ locale: 'ko', path: '/concepts/' });
  });

  it('put a section\'s navigation under the prefix once', () => {
    const nav = site.english.current().sections.get('concepts');
    if (!nav) throw new Error('no concepts section');
    expect(sectionNavIn('ko', nav).pages.map((p) => p.url)).toEqual(['/ko/concepts/', '/ko/concepts/entry-points/', '/ko/concepts/output/']);
  });

  it('make the blog list of a translation link its posts in the language, leaving the posts\' text as written', () => {
    const list = articleText(resolve(site, '/ko/blog/').article);
    expect(list).toContain('<a href="/ko/blog/2025-05-06-newer/">Newer Post</a>');
    expect(list).toContain('<a href="/ko/blog/2024-01-02-older/">Older Post</a>');
    expect(list).toContain('href=&quot;/y/&quot;');
    expect(list).not.toContain('/ko/y/');
    expect(articleText(resolve(site, '/blog/').article)).toContain('<a href="/blog/2025-05-06-newer/">Newer Post</a>');
  });

  it('make a translation\'s llms.txt with its addresses, descriptions kept', () => {
    const text = localizedLlmsTxt(site, 'ko', ORIGIN) ?? '';
    expect(text).toContain(`[엔트리 포인트](${ORIGIN}/ko/concepts/entry-points/index.md)`);
    expect(text).toContain(`[Newer Post](${ORIGIN}/ko/blog/2025-05-06-newer/index.md): Write <a href="/x/">links</a> as href="/y/" in text.`);
    expect(text).toContain(`(${ORIGIN}/ko/comparison/index.md)`);
    expect(text).not.toMatch(/\/ko\/ko\//);
    expect(localizedLlmsTxt(site, 'en', ORIGIN)).toContain(`[Entry Points](${ORIGIN}/concepts/entry-points/index.md)`);
    expect(localizedLlmsTxt(site, 'fr', ORIGIN)).toBeNull();
  });

  it('make robots.txt disallow every print view once in each language', () => {
    const robots = localizedRobotsTxt(site, ORIGIN);
    const disallowed = robots.split('\n').filter((line) => line.startsWith('Disallow: '));
    expect(disallowed).toEqual(expect.arrayContaining(['Disallow: /printable/', 'Disallow: /concepts/printable/', 'Disallow: /ko/printable/', 'Disallow: /ko/concepts/printable/']));
    expect(robots).not.toContain('/ko/ko/');
    expect(new Set(disallowed).size).toBe(disallowed.length);
    expect(robots.endsWith(`\nSitemap: ${ORIGIN}/sitemap.xml\n`)).toBe(true);
  });

  it('list a translation\'s own pages in the sitemap at their addresses in the language', () => {
    const sitemap = localizedSitemapXml(site, ORIGIN);
    expect(sitemap).toContain(`<loc>${ORIGIN}/ko/concepts/entry-points/</loc>`);
    expect(sitemap).not.toContain(`<loc>${ORIGIN}/ko/concepts/output/</loc>`);
    expect(sitemap).not.toContain('/ko/ko/');
  });
});
