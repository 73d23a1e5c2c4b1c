import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { App } from '../../../client/App';
import { resolvePageData } from '../../../server/render/pageData';
import { anchorListMarkup, contributorListMarkup, preparedMarkupFor } from '../../../server/render/preparedMarkup';
import { serverScreens } from '../../../server/render/screens';
import type { BootData } from '../../../shared/types';
import { SAMPLE_SITE, snapshotOf } from '../../helpers/testApp';

const site = snapshotOf([
  ...SAMPLE_SITE,
  [
    'concepts/long.mdx',
    '---\ntitle: Long <Page>\nsort: 3\ncontributors:\n  - ann\n  - bo b\n  - "c&d"\n---\n\n## First & foremost\n\nText.\n\n### Nested 1 < 2\n\nMore.\n\n## Second\n\nEnd.\n',
  ],
]);

function render(url: string, prepared: boolean): string {
  const page = resolvePageData(site, url, { withHtml: true });
  const boot: BootData = { contentVersion: site.version, analyticsId: null, docsearch: null, live: false, page };
  return renderToString(
    <StaticRouter location={url}>
      <App boot={boot} screens={serverScreens} prepared={prepared ? preparedMarkupFor(page) : null} />
    </StaticRouter>,
  );
}

describe('prepared markup', () => {
  it.each(['/concepts/long/', '/concepts/entry-points/', '/concepts/', '/', '/no-such-page/'])(
    'renders %s exactly as the components do element by element',
    (url) => {
      expect(render(url, true)).toBe(render(url, false));
    },
  );

  it("prepares the current page's heading list and contributors, escaped", () => {
    const prepared = preparedMarkupFor(resolvePageData(site, '/concepts/long/'));
    expect(prepared.currentAnchors).toContain('href="/concepts/long/#first--foremost"');
    expect(prepared.currentAnchors).toContain('First &amp; foremost');
    expect(prepared.currentAnchors).toMatch(/<ul><li class="sidebar__anchor sidebar__anchor--h3"><a href="\/concepts\/long\/#nested-1--2">Nested 1 &lt; 2<\/a><\/li><\/ul><\/li>/);
    expect(prepared.contributors).toContain('href="https://github.com/bo%20b"');
    expect(prepared.contributors).toContain('title="c&amp;d"');
    expect(prepared.contributors).not.toContain('<img');
  });

  it('has nothing to prepare for a page without headings, contributors or a section', () => {
    expect(preparedMarkupFor(resolvePageData(site, '/concepts/output/'))).toEqual({ currentAnchors: expect.stringContaining('#usage'), contributors: null });
    expect(preparedMarkupFor(resolvePageData(site, '/no-such-page/'))).toEqual({ currentAnchors: null, contributors: null });
  });

  it('renders each list once per content version', () => {
    const page = resolvePageData(site, '/concepts/long/');
    const entry = page.section?.pages.find((p) => p.url === page.url);
    if (!entry) throw new Error('no sidebar entry');
    expect(anchorListMarkup(entry)).toBe(anchorListMarkup(entry));
    expect(contributorListMarkup(page.contributors)).toBe(contributorListMarkup(page.contributors));
    // A new version has entries of its own: a changed heading shows at once.
    const changed = snapshotOf([...SAMPLE_SITE, ['concepts/long.mdx', '---\ntitle: Long\n---\n\n## Renamed\n\nText.\n']]);
    expect(preparedMarkupFor(resolvePageData(changed, '/concepts/long/')).currentAnchors).toContain('Renamed');
  });
});
