// The chrome speaks the page's language: a page whose data says `ko` (or `zh`) renders its
// header, sidebar, links, footer and notices from that catalogue, and English ones from English.
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { App } from '../../../client/App';
import { pageDataOf, resolve } from '../../../server/site/resolve';
import { serverScreens } from '../../../server/render/serverScreens';
import { staticBadRequestPage, staticErrorPage } from '../../../server/render/staticPages';
import { en, type MessageKey } from '../../../shared/messages/en';
import { messagesFor } from '../../../shared/messages/messages';
import type { BootData } from '../../../shared/types';
import { SAMPLE_SITE, siteOf, snapshotOf } from '../../helpers/testApp';

const site = snapshotOf([
  ...SAMPLE_SITE,
  ['concepts/translated.mdx', '---\ntitle: Translated\nsort: 1.5\ncontributors:\n  - ann\n  - bo\ntranslators:\n  - cy\n---\n\n## Part\n\nText.\n'],
]);

function render(url: string, locale: string): string {
  // Resolved as the server resolves it (with its version data), shown in `locale`'s chrome.
  const page = { ...pageDataOf(resolve(siteOf(site), url)), locale };
  const boot: BootData = { contentVersion: site.version, analyticsId: null, docsearch: null, live: false, page };
  return renderToString(
    <StaticRouter location={url}>
      <App boot={boot} screens={serverScreens} />
    </StaticRouter>,
  );
}

/** The chrome strings a documentation page with neighbours, a repository-less edit link,
 * contributors and translators shows (its sidebar entry open, another closed). */
const DOC_PAGE_KEYS: MessageKey[] = [
  'skipLink', 'notification.label', 'notification.link', 'notification.dismiss', 'header.openNavigation', 'header.main',
  'header.documentation', 'header.contribute', 'header.vote', 'header.blog', 'header.repository', 'header.x',
  'header.stackOverflow', 'header.sections', 'theme.dark', 'section.concepts', 'section.configuration', 'section.migrate',
  'mobileSidebar.label', 'sidebar.printSection', 'sidebar.shield', 'version.label', 'version.title', 'sponsorBanner.title',
  'sponsorBanner.text', 'doc.edit', 'doc.print', 'translators.title', 'pageLinks.label', 'pageLinks.previous',
  'pageLinks.next', 'footer.label', 'footer.getStarted', 'footer.swag', 'footer.changelog', 'footer.license', 'footer.note',
  'chat.button',
];

/** Whether the HTML shows the text as a whole element text or attribute value. */
function shows(html: string, text: string): boolean {
  const escaped = text.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
  return html.includes(`>${escaped}<`) || html.includes(`"${escaped}"`);
}

describe.each(['ko', 'zh'])('the chrome of a page in %s', (locale) => {
  const messages = messagesFor(locale);

  it('shows every label of a documentation page in that language and none in English', () => {
    const html = render('/concepts/translated/', locale);
    expect(DOC_PAGE_KEYS.filter((key) => !shows(html, messages[key]))).toEqual([]);
    // Section titles are page text too (the sidebar's title comes from the content).
    expect(DOC_PAGE_KEYS.filter((key) => !key.startsWith('section.') && shows(html, en[key]))).toEqual([]);
  });

  it('fills the placeholders of the sidebar, contributors and logo labels', () => {
    const html = render('/concepts/translated/', locale);
    expect(html).toContain(messages['contributors.other'].replace('{count}', '2'));
    expect(html).toContain(`aria-label="${messages['sidebar.label'].replace('{section}', 'Concepts')}"`);
    expect(html).toContain(`aria-label="${messages['sidebar.hideSections'].replace('{page}', 'Translated')}"`);
    expect(html).toContain(`aria-label="${messages['header.home'].replace('{product}', 'webpack')}"`);
  });

  it('shows Not Found in that language', () => {
    const html = render('/no-such-page/', locale);
    for (const key of ['notFound.title', 'notFound.text', 'notFound.home'] as const) expect(html).toContain(messages[key]);
    expect(html).not.toContain(en['notFound.text']);
  });

  it('gives the static error pages its language', () => {
    expect(staticErrorPage(locale)).toContain(`<html lang="${locale}">`);
    expect(staticErrorPage(locale)).toContain(`<h1>${messages['serverError.heading']}</h1>`);
    expect(staticBadRequestPage(locale)).toContain(`<p>${messages['badRequest.text']}</p>`);
  });
});

describe('the chrome of an English page', () => {
  it('keeps the English labels', () => {
    const html = render('/concepts/translated/', 'en');
    expect(DOC_PAGE_KEYS.filter((key) => !shows(html, en[key]))).toEqual([]);
    expect(html).toContain('2 Contributors');
    expect(render('/concepts/entry-points/', 'en')).toContain('1 Contributor<');
  });

  it('uses English labels for a locale without a catalogue (its links stay under its prefix)', () => {
    const french = render('/concepts/translated/', 'fr');
    expect(french).toContain('href="/fr/concepts/"');
    expect(french.replaceAll('href="/fr/', 'href="/').replace(' aria-current="true">English', '>English')).toBe(render('/concepts/translated/', 'en').replace(' aria-current="true">English', '>English'));
  });
});
