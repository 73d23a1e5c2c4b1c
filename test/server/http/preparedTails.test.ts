import { constants, inflateRawSync } from 'node:zlib';
import { resolvePageData } from '../../../server/render/pageData';
import { createTailStore } from '../../../server/render/preparedTails';
import { documentTail } from '../../../server/render/document';
import type { BootData } from '../../../shared/types';
import { SAMPLE_SITE, snapshotOf } from '../../helpers/testApp';

describe('prepared document tails', () => {
  const first = snapshotOf(SAMPLE_SITE);
  const bootOf = (snapshot: typeof first, url: string): BootData => ({
    contentVersion: snapshot.version,
    analyticsId: null,
    docsearch: null,
    live: false,
    page: resolvePageData(snapshot, url, { withHtml: false }),
  });

  it('holds the same tail a render would make, with its compressed form', () => {
    const tails = createTailStore();
    const boot = bootOf(first, '/concepts/entry-points/');
    const tail = tails(first, boot);
    expect(tail.text).toBe(documentTail(boot));
    expect(tail.text).toContain('"title":"Entry Points"');
    expect(inflateRawSync(tail.compressed.deflated, { finishFlush: constants.Z_SYNC_FLUSH }).toString()).toBe(tail.text);
  });

  it('keeps the Not Found page apart from a content page at its URL', () => {
    const withPage = snapshotOf([...SAMPLE_SITE, ['404.mdx', '---\ntitle: Lost and found\n---\n\nA page of our own.\n']]);
    const tails = createTailStore();
    const content = bootOf(withPage, '/404/');
    const notFound: BootData = { ...content, page: { ...resolvePageData(withPage, '/missing/', { withHtml: false }), url: '/404/' } };
    expect(content.page.kind).toBe('doc');
    expect(notFound.page.kind).toBe('notFound');
    expect(tails(withPage, content).text).toContain('Lost and found');
    expect(tails(withPage, notFound).text).not.toContain('Lost and found');
  });

  it('makes a page tail once per content version and a new one after a change', () => {
    const tails = createTailStore();
    const boot = bootOf(first, '/concepts/');
    expect(tails(first, boot)).toBe(tails(first, bootOf(first, '/concepts/')));
    expect(tails(first, bootOf(first, '/concepts/output/'))).not.toBe(tails(first, boot));
    const changed = snapshotOf(SAMPLE_SITE.map(([path, source]) => [path, path === 'concepts/index.mdx' ? source.replace('Concepts', 'Core Concepts') : source]));
    const after = tails(changed, bootOf(changed, '/concepts/'));
    expect(after.text).toContain('Core Concepts');
    expect(tails(first, boot).text).not.toContain('Core Concepts');
  });
});
