import { PAGE_SCRIPTS_ID } from '../../../shared/constants';
import { constants, inflateRawSync } from 'node:zlib';
import { resolvePageData } from '../../../server/site/routePageData';
import { createDocumentEndsStore as createStore, type DocumentEndsStore } from '../../../server/render/documentEnds';
import type { ArticlePart, PreparedText } from '../../../server/site/article';
import { createPartsCache } from '../../../server/cache/partsCache';
import { documentHead, documentTail } from '../../../server/render/document';
import type { ClientManifest } from '../../../server/render/manifest';
import type { BootData } from '../../../shared/types';
import { SAMPLE_SITE, snapshotOf } from '../../helpers/testApp';

/** A kept part, prepared with its deflate stream. */
function prepared(part: ArticlePart): PreparedText {
  if (typeof part === 'string') throw new Error('expected a prepared part');
  return part;
}

/** The store, its ends as kept (these tests use an enabled parts cache). */
function createDocumentEndsStore(...args: Parameters<typeof createStore>): (boot: BootData) => { head: PreparedText; tail: PreparedText } {
  const store: DocumentEndsStore = createStore(...args);
  return (boot) => {
    const { head, tail } = store(boot);
    return { head: prepared(head), tail: prepared(tail) };
  };
}

const MANIFEST: ClientManifest = { script: '/assets/main-T.js', styles: ['/assets/main-T.css'], preload: [], screens: {} };

describe('prepared document ends', () => {
  const first = snapshotOf(SAMPLE_SITE);
  const bootOf = (snapshot: typeof first, url: string): BootData => ({
    contentVersion: snapshot.version,
    analyticsId: null,
    docsearch: null,
    live: false,
    page: resolvePageData(snapshot, url, { withHtml: false }),
  });

  it('holds the same head and tail a render would make, with their compressed forms', () => {
    const ends = createDocumentEndsStore(MANIFEST, createPartsCache(1024 * 1024));
    const boot = bootOf(first, '/concepts/entry-points/');
    const { head, tail } = ends(boot);
    expect(head.text).toBe(documentHead(boot, MANIFEST));
    expect(head.text).toContain('<title>Entry Points | webpack</title>');
    expect(inflateRawSync(head.compressed.deflated, { finishFlush: constants.Z_SYNC_FLUSH }).toString()).toBe(head.text);
    expect(tail.text).toBe(documentTail(boot, MANIFEST));
    expect(tail.text).toContain('"title":"Entry Points"');
    expect(inflateRawSync(tail.compressed.deflated, { finishFlush: constants.Z_SYNC_FLUSH }).toString()).toBe(tail.text);
  });

  it('keeps the scripts inert in a template after the page markup and its boot data, the entry first: the head has the inline script alone', () => {
    const boot = bootOf(first, '/concepts/entry-points/');
    const manifest: ClientManifest = { ...MANIFEST, preload: ['/assets/chunk-A.js', '/assets/chunk-B.js'] };
    const head = documentHead(boot, manifest);
    const tail = documentTail(boot, manifest);
    expect(head.match(/<script\b/g)).toHaveLength(1);
    expect(head).not.toContain('modulepreload');
    const data = tail.indexOf('type="application/json"');
    const entry = tail.indexOf(`<script type="module" src="${MANIFEST.script}"`);
    expect(data).toBeGreaterThan(-1);
    expect(entry).toBeGreaterThan(data);
    const template = tail.indexOf(`<template id="${PAGE_SCRIPTS_ID}">`);
    expect(template).toBeGreaterThan(data);
    expect(entry).toBeGreaterThan(template);
    // The entry first, its chunks after it: the inline script inserts them in this order.
    for (const chunk of manifest.preload) expect(tail.indexOf(`<link rel="modulepreload" href="${chunk}"`)).toBeGreaterThan(entry);
    expect(tail.endsWith('fetchpriority="low"></template></body></html>')).toBe(true);
  });

  it('keeps the Not Found page apart from a content page at its URL', () => {
    const withPage = snapshotOf([...SAMPLE_SITE, ['404.mdx', '---\ntitle: Lost and found\n---\n\nA page of our own.\n']]);
    const ends = createDocumentEndsStore(MANIFEST, createPartsCache(1024 * 1024));
    const content = bootOf(withPage, '/404/');
    const notFound: BootData = { ...content, page: { ...resolvePageData(withPage, '/missing/', { withHtml: false }), url: '/404/' } };
    expect(content.page.kind).toBe('doc');
    expect(notFound.page.kind).toBe('notFound');
    expect(ends(content).tail.text).toContain('Lost and found');
    expect(ends(notFound).head.text).toContain('noindex');
    expect(ends(content).head.text).not.toContain('noindex');
    expect(ends(notFound).tail.text).not.toContain('Lost and found');
  });

  it('makes a page\'s ends once per content version and a new one after a change', () => {
    const ends = createDocumentEndsStore(MANIFEST, createPartsCache(1024 * 1024));
    const boot = bootOf(first, '/concepts/');
    expect(ends(boot).tail).toBe(ends(bootOf(first, '/concepts/')).tail);
    expect(ends(bootOf(first, '/concepts/output/')).tail).not.toBe(ends(boot).tail);
    const changed = snapshotOf(SAMPLE_SITE.map(([path, source]) => [path, path === 'concepts/index.mdx' ? source.replace('Concepts', 'Core Concepts') : source]));
    const after = ends(bootOf(changed, '/concepts/'));
    expect(after.tail.text).toContain('Core Concepts');
    expect(after.head.text).toContain('<title>Core Concepts | webpack</title>');
    expect(ends(boot).tail.text).not.toContain('Core Concepts');
  });

  it('keeps ends within the parts budget and makes the same ones again once they fell out', () => {
    const parts = createPartsCache(4096);
    const ends = createDocumentEndsStore(MANIFEST, parts);
    const urls = ['/concepts/', '/concepts/entry-points/', '/concepts/output/', '/loaders/', '/blog/', '/comparison/'];
    const firstTails = urls.map((url) => ends(bootOf(first, url)).tail.text);
    expect(parts.bytes).toBeLessThanOrEqual(4096);
    expect(urls.map((url) => ends(bootOf(first, url)).tail.text)).toEqual(firstTails);
  });

  it('makes the ends as text, not deflated ahead, when the parts cache is off', () => {
    const ends = createStore(MANIFEST, createPartsCache(0));
    const boot = bootOf(first, '/concepts/entry-points/');
    expect(ends(boot)).toEqual({ head: documentHead(boot, MANIFEST), tail: documentTail(boot, MANIFEST) });
  });

  it('names the section navigation in the tail instead of carrying it', () => {
    const ends = createDocumentEndsStore(MANIFEST, createPartsCache(1024 * 1024));
    const tail = ends(bootOf(first, '/concepts/entry-points/')).tail.text;
    expect(tail).toMatch(/"sectionPiece":"\/page-data\/sections\/concepts\.[\w-]{22}\.json"/);
    expect(tail).toContain('"section":null');
    // The sidebar's list of the section's pages is not in this page's data.
    expect(tail).not.toContain('"pages":');
  });
});
