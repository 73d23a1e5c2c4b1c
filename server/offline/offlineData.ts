// The pieces a browser downloads to read the whole site offline, made once per content version:
// each page's data without its sidebar, each section's sidebar once (it is the same on every page
// of the section, and would otherwise be most of the bytes), and the manifest listing them with
// content hashes and compressed sizes. The worker keeps pieces by hash, so a new content version
// costs only the pieces whose bytes changed.
import { gzipSync } from 'node:zlib';
import { splitPageData, type OfflineManifest, type OfflineManifestPage, type OfflineManifestSection } from '../../shared/offline';
import type { ContentSnapshot } from '../content/contentSnapshot';
import { siteUrls } from '../content/siteUrls';
import { resolvePageData } from '../site/routePageData';
import { pieceHash } from '../site/sectionHash';

/** The manifest of a content version. The pieces it lists are not kept: each is made again
 * when asked for (pageBody, sectionBody), so nothing here holds a copy of every page. */
export interface OfflineData {
  manifest: OfflineManifest;
  /** Body of the manifest, serialized once. */
  manifestBody: string;
  /** URLs of the pages it lists. */
  listed: ReadonlySet<string>;
}

/** JSON of a listed page without its sidebar (the same bytes as listed), or undefined. */
export function pageBody(snapshot: ContentSnapshot, offline: OfflineData, url: string): string | undefined {
  return offline.listed.has(url) ? JSON.stringify(splitPageData(resolvePageData(snapshot, url)).page) : undefined;
}

/** JSON of a section's sidebar (the same bytes as listed), or undefined. */
export function sectionBody(snapshot: ContentSnapshot, name: string): string | undefined {
  const section = snapshot.sections.get(name);
  return section ? JSON.stringify(section) : undefined;
}

/** Default cap of what a browser keeps for offline reading, in compressed bytes. */
export const DEFAULT_OFFLINE_MAX_BYTES = 8 * 1024 * 1024;

function piece(body: string): { hash: string; bytes: number } {
  return { hash: pieceHash(body), bytes: gzipSync(body).byteLength };
}

/** Builds the offline pieces of a snapshot (pure over it; about 60 ms on a 143-page corpus). */
export function buildOfflineData(snapshot: ContentSnapshot, maxBytes: number): OfflineData {
  const sections = new Map<string, string>();
  const listedPages: OfflineManifestPage[] = [];
  // The indexable pages: the print views are left out (each repeats pages already kept), and so
  // is the app shell (the worker keeps it on its own).
  const urls = siteUrls(snapshot, (route) => route.indexable);
  for (const url of urls) {
    const data = resolvePageData(snapshot, url);
    if (data.kind === 'notFound') continue;
    const split = splitPageData(data);
    const body = JSON.stringify(split.page);
    listedPages.push({ url, section: split.page.section, ...piece(body) });
    if (split.section && !sections.has(split.section.name)) sections.set(split.section.name, JSON.stringify(split.section));
  }
  const listedSections: OfflineManifestSection[] = [...sections].map(([name, body]) => ({ name, ...piece(body) }));
  const manifest: OfflineManifest = { version: snapshot.version, maxBytes, sections: listedSections, pages: listedPages };
  return { manifest, manifestBody: JSON.stringify(manifest), listed: new Set(listedPages.map((p) => p.url)) };
}

/** Keeps the offline data of the latest snapshot asked for (one content version at a time). */
export function offlineDataCache(maxBytes: number): (snapshot: ContentSnapshot) => OfflineData {
  let last: { snapshot: ContentSnapshot; data: OfflineData } | null = null;
  return (snapshot) => {
    if (last?.snapshot !== snapshot) last = { snapshot, data: buildOfflineData(snapshot, maxBytes) };
    return last.data;
  };
}
