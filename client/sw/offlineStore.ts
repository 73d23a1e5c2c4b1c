// The worker's offline data: pieces of page data kept by content hash, and per language the
// manifest of the one content version they make up. A new version is downloaded beside the old
// one (only the pieces whose hash changed) and a language's manifest is switched once every
// piece is in, so the pages served offline always belong to one version.
import { hashesOf, offlineManifestUrl, planOffline, type OfflineManifest } from '../../shared/offline';
import { parseSectionNavPath, withSectionNav } from '../../shared/sectionPiece';
import type { PageData, SectionNav } from '../../shared/types';

/** Cache holding the pieces and the manifests. */
export const DATA_CACHE = 'offline-data';
/** Downloads at a time: enough to fill the connection, few enough to leave room for the reader. */
const PARALLEL = 4;

const pieceKey = (hash: string) => `/offline-data/${hash}.json`;
const manifestKey = (locale: string) => `/offline-data/current-${locale}.json`;
const MANIFEST_KEY = /^\/offline-data\/current-([A-Za-z0-9-]+)\.json$/;

/** What saving a version reports to the page. */
export interface SaveResult {
  version: string;
  locale: string;
  requests: number;
  bytes: number;
  pages: number;
  skipped: number;
}

async function json<T>(response: Response | undefined): Promise<T | null> {
  return response ? ((await response.json()) as T) : null;
}

/** A complete offline manifest as kept, with the language it was saved for. */
export type KeptManifest = OfflineManifest & { locale: string };

/** The complete offline manifests kept, one per language. */
export async function currentManifests(): Promise<KeptManifest[]> {
  const cache = await caches.open(DATA_CACHE);
  const keys = (await cache.keys()).filter((request) => MANIFEST_KEY.test(new URL(request.url).pathname));
  const manifests = await Promise.all(
    keys.map(async (request) => {
      const manifest = await json<OfflineManifest>(await cache.match(request));
      return manifest && { ...manifest, locale: MANIFEST_KEY.exec(new URL(request.url).pathname)?.[1] ?? '' };
    }),
  );
  return manifests.filter((m): m is KeptManifest => m !== null);
}

/** The manifest listing a page, or null. */
export async function manifestOf(url: string): Promise<OfflineManifest | null> {
  return (await currentManifests()).find((m) => m.pages.some((p) => p.url === url)) ?? null;
}

/** A kept piece by its content hash. */
export async function keptPiece(hash: string): Promise<Response | undefined> {
  return (await caches.open(DATA_CACHE)).match(pieceKey(hash));
}

/** Downloads what a language's content version needs beyond what is kept, then switches to it.
 * The other languages' manifests of an older version go (their pages no longer belong to the
 * version the site serves), and so does every piece no remaining manifest refers to. */
export async function saveForOffline(version: string, locale: string): Promise<SaveResult> {
  const cache = await caches.open(DATA_CACHE);
  const kept = await currentManifests();
  const current = kept.find((m) => m.locale === locale);
  if (current?.version === version) return { version, locale, requests: 0, bytes: 0, pages: current.pages.length, skipped: 0 };
  performance.clearResourceTimings();
  const manifestUrl = offlineManifestUrl(version, locale);
  const response = await fetch(manifestUrl);
  if (!response.ok) throw new Error(`offline manifest ${manifestUrl} answered ${response.status}`);
  const manifest = (await response.json()) as OfflineManifest;
  const held = new Set((await cache.keys()).map((request) => new URL(request.url).pathname.replace(/^\/offline-data\/|\.json$/g, '')));
  const plan = planOffline(manifest, held);
  const pending = [...plan.downloads];
  const worker = async () => {
    for (let next = pending.shift(); next; next = pending.shift()) {
      const piece = await fetch(next.url);
      if (!piece.ok) throw new Error(`${next.url} answered ${piece.status}`);
      await cache.put(pieceKey(next.hash), piece);
    }
  };
  await Promise.all(Array.from({ length: PARALLEL }, worker));
  // Every piece is in: switch, then drop what no kept version refers to.
  await cache.put(manifestKey(locale), new Response(JSON.stringify(plan.kept), { headers: { 'Content-Type': 'application/json' } }));
  const others = kept.filter((m) => m.version === version && m.locale !== locale);
  const keep = new Set([plan.kept, ...others].flatMap((m) => [...hashesOf(m)]));
  for (const request of await cache.keys()) {
    const path = new URL(request.url).pathname;
    const manifestLocale = MANIFEST_KEY.exec(path)?.[1];
    if (manifestLocale === undefined) {
      if (!keep.has(path.replace(/^\/offline-data\/|\.json$/g, ''))) await cache.delete(request);
    } else if (manifestLocale !== locale && !others.some((m) => m.locale === manifestLocale)) {
      await cache.delete(request);
    }
  }
  const bytes = performance
    .getEntriesByType('resource')
    .filter((entry) => entry.name.includes(`/page-data/${version}/`))
    .reduce((sum, entry) => sum + (entry as PerformanceResourceTiming).transferSize, 0);
  return { version, locale, requests: plan.downloads.length + 1, bytes, pages: plan.kept.pages.length, skipped: plan.skipped };
}

/** Page data of a path from the offline pieces, as the server would send it, or null. */
export async function offlinePageData(manifest: OfflineManifest, path: string): Promise<Response | null> {
  const page = manifest.pages.find((p) => p.url === path);
  if (!page) return null;
  const data = await json<PageData>(await keptPiece(page.hash));
  if (!data) return null;
  // The piece is the page data as sent online: its section's navigation is put back from the
  // piece kept under the hash it names.
  let whole: PageData;
  try {
    whole = await withSectionNav(data, async (url) => {
      const hash = parseSectionNavPath(url)?.hash;
      const nav = hash ? await json<SectionNav>(await keptPiece(hash)) : null;
      if (!nav) throw new Error(`section piece ${url} is not kept`);
      return nav;
    });
  } catch {
    return null;
  }
  // The version header tells the page which version it now shows (as the server does for an old one).
  return new Response(JSON.stringify(whole), {
    headers: { 'Content-Type': 'application/json', 'X-Content-Version': manifest.version },
  });
}
