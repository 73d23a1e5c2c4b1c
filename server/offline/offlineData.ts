// The pieces a browser downloads to read the site offline in one language, made once per content
// version: each page's data without its sidebar, each section's sidebar once (it is the same on
// every page of the section, and would otherwise be most of the bytes), and the manifest listing
// them with content hashes and compressed sizes. The worker keeps pieces by hash, so a new
// content version costs only the pieces whose bytes changed. A translation's manifest lists its
// pages at their addresses under the language's prefix, as the reader of that language opens them.
import { gzipSync } from 'node:zlib';
import { type OfflineManifest, type OfflineManifestPage, type OfflineManifestSection } from '../../shared/offline';
import { withoutSectionNav } from '../../shared/sectionPiece';
import type { PageData } from '../../shared/types';
import type { ContentSnapshot } from '../content/contentSnapshot';
import { pieceHash, sectionHash } from '../site/sectionHash';

/** The pages of one language of a content version, as offline reading lists them. */
export interface OfflineSource {
  version: string;
  /** Addresses of the pages to list, in the order they are saved. */
  urls: readonly string[];
  /** A listed page's data, sidebar included, as the page data route sends it. */
  resolve: (url: string) => PageData;
}

/** The manifest of a content version in one language. The pieces it lists are not kept: each is
 * made again when asked for (pageBody), so nothing here holds a copy of every page. */
export interface OfflineData {
  manifest: OfflineManifest;
  /** Body of the manifest, serialized once. */
  manifestBody: string;
  /** URLs of the pages it lists. */
  listed: ReadonlySet<string>;
}

/** JSON of a listed page without its sidebar (the same bytes as listed), or undefined. */
export function pageBody(source: OfflineSource, offline: OfflineData, url: string): string | undefined {
  return offline.listed.has(url) ? JSON.stringify(withoutSectionNav(source.resolve(url), sectionHash)) : undefined;
}

/** JSON of an English section's sidebar (the same bytes as listed), or undefined. */
export function sectionBody(snapshot: ContentSnapshot, name: string): string | undefined {
  const section = snapshot.sections.get(name);
  return section ? JSON.stringify(section) : undefined;
}

/** Default cap of what a browser keeps for offline reading, in compressed bytes. */
export const DEFAULT_OFFLINE_MAX_BYTES = 8 * 1024 * 1024;

function piece(body: string): { hash: string; bytes: number } {
  return { hash: pieceHash(body), bytes: gzipSync(body).byteLength };
}

/** Builds the offline pieces of one language (pure over its source; about 60 ms on a 143-page corpus). */
export function buildOfflineData(source: OfflineSource, maxBytes: number): OfflineData {
  const sections = new Map<string, string>();
  const listedPages: OfflineManifestPage[] = [];
  for (const url of source.urls) {
    const data = source.resolve(url);
    if (data.kind === 'notFound') continue;
    // The page's piece is its page data as the page-data route sends it; the section's piece is
    // kept by the hash that page data names it by.
    const body = JSON.stringify(withoutSectionNav(data, sectionHash));
    listedPages.push({ url, section: data.section?.name ?? null, ...piece(body) });
    if (data.section && !sections.has(data.section.name)) sections.set(data.section.name, JSON.stringify(data.section));
  }
  const listedSections: OfflineManifestSection[] = [...sections].map(([name, body]) => ({ name, ...piece(body) }));
  const manifest: OfflineManifest = { version: source.version, maxBytes, sections: listedSections, pages: listedPages };
  return { manifest, manifestBody: JSON.stringify(manifest), listed: new Set(listedPages.map((p) => p.url)) };
}

/** Keeps the offline data of the latest content asked for, per language: `content` is the
 * object whose identity changes with the language's content (its snapshot). */
export function offlineDataCache(maxBytes: number): (locale: string, content: object, source: () => OfflineSource) => OfflineData {
  const last = new Map<string, { content: object; data: OfflineData }>();
  return (locale, content, source) => {
    const known = last.get(locale);
    if (known?.content === content) return known.data;
    const data = buildOfflineData(source(), maxBytes);
    last.set(locale, { content, data });
    return data;
  };
}
