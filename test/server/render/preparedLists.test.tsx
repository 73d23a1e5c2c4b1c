import { constants, inflateRawSync } from 'node:zlib';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { App } from '../../../client/App';
import { createSlotsSplicer, pieceBytes } from '../../../server/render/slotSplicer';
import { resolvePageData } from '../../../server/site/routePageData';
import { preparedMarkupFor } from '../../../server/render/preparedLists';
import { serverScreens } from '../../../server/render/serverScreens';
import { createPartsCache } from '../../../server/cache/partsCache';
import type { BootData } from '../../../shared/types';
import { SAMPLE_SITE, snapshotOf } from '../../helpers/testApp';

const site = snapshotOf([
  ...SAMPLE_SITE,
  [
    'concepts/long.mdx',
    '---\ntitle: Long <Page>\nsort: 3\ncontributors:\n  - ann\n  - bo b\n  - "c&d"\n---\n\n## First & foremost\n\nText.\n\n### Nested 1 < 2\n\nMore.\n\n## Second\n\nEnd.\n',
  ],
]);

/** A page's HTML as the server writes it: with the prepared pieces spliced into their slots, or
 * with every part rendered by React element by element. */
function render(url: string, prepared: boolean): string {
  const page = resolvePageData(site, url, { withHtml: true });
  const boot: BootData = { contentVersion: site.version, analyticsId: null, docsearch: null, live: false, page };
  const { markup, slots } = preparedMarkupFor(page);
  const html = renderToString(
    <StaticRouter location={url}>
      <App boot={boot} screens={serverScreens} prepared={prepared ? markup : null} />
    </StaticRouter>,
  );
  const splicer = createSlotsSplicer(slots);
  return [...splicer.push(Buffer.from(html)), ...splicer.end()].map((piece) => Buffer.from(pieceBytes(piece)).toString()).join('');
}

describe('prepared markup', () => {
  it.each(['/concepts/long/', '/concepts/entry-points/', '/concepts/', '/', '/no-such-page/'])(
    'renders %s exactly as the components do element by element',
    (url) => {
      expect(render(url, true)).toBe(render(url, false));
    },
  );

  it("prepares the current page's heading list and contributors, escaped, with their compressed form when kept", () => {
    const { markup, slots } = preparedMarkupFor(resolvePageData(site, '/concepts/long/'), createPartsCache(1024 * 1024).get);
    expect(slots.map((slot) => slot.marker)).toEqual([markup.currentAnchors, markup.contributors]);
    const [anchors, contributors] = slots.map((slot) => slot.content[0]);
    if (typeof anchors !== 'object' || typeof contributors !== 'object') throw new Error('expected prepared pieces');
    expect(anchors.text).toContain('href="/concepts/long/#first--foremost"');
    expect(anchors.text).toContain('First &amp; foremost');
    expect(anchors.text).toMatch(/<ul><li class="sidebar__anchor sidebar__anchor--h3"><a href="\/concepts\/long\/#nested-1--2">Nested 1 &lt; 2<\/a><\/li><\/ul><\/li>/);
    expect(contributors.text).toContain('href="https://github.com/bo%20b"');
    expect(contributors.text).toContain('title="c&amp;d"');
    expect(contributors.text).not.toContain('<img');
    expect(inflateRawSync(contributors.compressed.deflated, { finishFlush: constants.Z_SYNC_FLUSH }).toString()).toBe(contributors.text);
  });

  it('makes the lists as text, not deflated ahead, when nothing is kept', () => {
    const [anchors, contributors] = preparedMarkupFor(resolvePageData(site, '/concepts/long/'), createPartsCache(0).get).slots.map((slot) => slot.content[0]);
    expect(typeof anchors).toBe('string');
    expect(anchors).toContain('First &amp; foremost');
    expect(typeof contributors).toBe('string');
  });

  it('has nothing to prepare for a page without contributors or a section', () => {
    const output = preparedMarkupFor(resolvePageData(site, '/concepts/output/'));
    expect(output.markup.contributors).toBeNull();
    expect(output.slots).toHaveLength(1);
    expect(preparedMarkupFor(resolvePageData(site, '/no-such-page/'))).toEqual({ markup: { currentAnchors: null, contributors: null }, slots: [] });
  });

  it('keeps each list once per page and content version in the parts cache', () => {
    const parts = createPartsCache(1024 * 1024);
    const page = resolvePageData(site, '/concepts/long/');
    const lists = () => preparedMarkupFor(page, parts.get, site.version).slots.map((slot) => slot.content[0]);
    const first = lists();
    expect(first).toHaveLength(2);
    lists().forEach((list, i) => expect(list).toBe(first[i]));
    expect(parts.size).toBe(2);
    // A new version has entries of its own: a changed heading shows at once.
    const changed = snapshotOf([...SAMPLE_SITE, ['concepts/long.mdx', '---\ntitle: Long\n---\n\n## Renamed\n\nText.\n']]);
    const after = preparedMarkupFor(resolvePageData(changed, '/concepts/long/'), parts.get, changed.version).slots[0]?.content[0];
    expect(typeof after === 'string' ? after : after?.text).toContain('Renamed');
  });
});
