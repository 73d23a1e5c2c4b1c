// Offline reading: the manifest the server publishes for each content version, the URLs of the
// pieces it lists, and the pure rules the service worker follows with them (what to download).
// A page's piece is its page data exactly as the page-data route sends it, its section's
// navigation named by hash (shared/sectionPiece.ts); the section's piece is kept by that hash.
// Shared so the server, the worker and the tests agree.
import { sectionNavUrl } from './sectionPiece';

/** One downloadable piece: a page's data as sent for client navigation, or a section's sidebar. */
export interface OfflinePiece {
  /** Content hash of the piece's JSON: equal hashes mean equal bytes, whatever the version. */
  hash: string;
  /** Compressed (gzip) size, for the download cap. */
  bytes: number;
}

/** A page as the manifest lists it. */
export interface OfflineManifestPage extends OfflinePiece {
  url: string;
  /** Name of the section whose sidebar the page shows, or null. */
  section: string | null;
}

/** A section's sidebar as the manifest lists it. */
export interface OfflineManifestSection extends OfflinePiece {
  name: string;
}

/** What the server publishes at /page-data/<version>/manifest.json. */
export interface OfflineManifest {
  version: string;
  /** Upper bound, in compressed bytes, of what a browser keeps for offline reading (0: none). */
  maxBytes: number;
  sections: OfflineManifestSection[];
  pages: OfflineManifestPage[];
}

/** URL of the manifest of a content version in a language (the pages under its prefix). */
export function offlineManifestUrl(version: string, locale = 'en'): string {
  return locale === 'en' ? `/page-data/${version}/manifest.json` : `/page-data/${version}/${locale}/manifest.json`;
}

/** URL of a page's data without its sidebar (`/page-data/<version>/<path>page.json`). */
export function offlinePageUrl(version: string, pageUrl: string): string {
  return `/page-data/${version}${pageUrl.endsWith('/') ? pageUrl : `${pageUrl}/`}page.json`;
}

/** URL of a section's sidebar. */
export function offlineSectionUrl(version: string, name: string): string {
  return `/page-data/${version}/sections/${encodeURIComponent(name)}.json`;
}

/** What an offline request path asks for, or null when it is none of the three. */
export type OfflineRequest =
  | { kind: 'manifest'; version: string; locale: string }
  | { kind: 'page'; version: string; url: string }
  | { kind: 'section'; version: string; name: string };

/** Parses a request path into an offline request. */
export function parseOfflinePath(pathname: string): OfflineRequest | null {
  const match = /^\/page-data\/([A-Za-z0-9_-]+)(\/.*)$/.exec(pathname);
  if (!match || match[1] === undefined || match[2] === undefined) return null;
  const [, version, rest] = match;
  if (rest === '/manifest.json') return { kind: 'manifest', version, locale: 'en' };
  const localized = /^\/([a-z]{2,3}(?:-[A-Za-z0-9]{2,8})*)\/manifest\.json$/.exec(rest);
  if (localized?.[1] !== undefined) return { kind: 'manifest', version, locale: localized[1] };
  const section = /^\/sections\/([A-Za-z0-9_.-]+)\.json$/.exec(rest);
  if (section?.[1] !== undefined) return { kind: 'section', version, name: section[1] };
  const page = /^(\/(?:.*\/)?)page\.json$/.exec(rest);
  if (page?.[1] !== undefined) return { kind: 'page', version, url: page[1] };
  return null;
}

/** One download the worker still has to make. */
export interface OfflineDownload {
  url: string;
  hash: string;
  bytes: number;
}

/** What a browser keeps for a manifest: the sections and pages within the cap, and what of
 * that it does not hold yet. */
export interface OfflinePlan {
  /** The manifest narrowed to what is kept (pages past the cap are left out). */
  kept: OfflineManifest;
  /** Pieces to download: those whose hash is not held already. */
  downloads: OfflineDownload[];
  /** Compressed bytes of everything kept (held or not). */
  keptBytes: number;
  /** Pages left out because of the cap. */
  skipped: number;
}

/** Plans an update: sections first (a page needs its sidebar), then pages in manifest order
 * while they fit the cap. Pieces whose hash is held are reused, so an update downloads only
 * what changed. */
export function planOffline(manifest: OfflineManifest, held: ReadonlySet<string>): OfflinePlan {
  const downloads: OfflineDownload[] = [];
  const wanted = new Set<string>();
  let keptBytes = 0;
  const take = (url: string, piece: OfflinePiece) => {
    keptBytes += piece.bytes;
    if (held.has(piece.hash) || wanted.has(piece.hash)) return;
    wanted.add(piece.hash);
    downloads.push({ url, hash: piece.hash, bytes: piece.bytes });
  };
  const pages: OfflineManifestPage[] = [];
  const sections = new Set<string>();
  let skipped = 0;
  for (const page of manifest.pages) {
    const section = page.section === null ? undefined : manifest.sections.find((s) => s.name === page.section);
    const extra = page.bytes + (section && !sections.has(section.name) ? section.bytes : 0);
    if (keptBytes + extra > manifest.maxBytes) {
      skipped += 1;
      continue;
    }
    if (section && !sections.has(section.name)) {
      sections.add(section.name);
      // By content hash: the one address that serves any language's sidebar of that name.
      take(sectionNavUrl(section.name, section.hash), section);
    }
    pages.push(page);
    take(offlinePageUrl(manifest.version, page.url), page);
  }
  const kept = { ...manifest, sections: manifest.sections.filter((s) => sections.has(s.name)), pages };
  return { kept, downloads, keptBytes, skipped };
}

/** The content hashes a kept manifest refers to (everything else held can go). */
export function hashesOf(manifest: OfflineManifest): Set<string> {
  return new Set([...manifest.sections.map((s) => s.hash), ...manifest.pages.map((p) => p.hash)]);
}
