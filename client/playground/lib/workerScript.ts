// The build worker's script and its packs (big packages such as babel, fetched only when a
// project names them): fetched from the site and kept in a cache of the playground's own (not
// the site's offline save), so that the playground works offline after one visit, and a project
// that used a pack works offline after one visit that used it. The names carry the scripts'
// hashes, so a kept copy is never stale; copies of other releases are dropped.

import { PLAYGROUND_WORKER_CACHE } from '../../../shared/playgroundWorker';

declare const __PLAYGROUND_WORKER__: string;
// The packs' URLs come as JSON text: an object-valued define becomes a module of its own that
// esbuild shares with every page's first load.
declare const __PLAYGROUND_PACKS__: string;

/** The hashed URL of the worker script of this build. */
export const WORKER_URL: string = typeof __PLAYGROUND_WORKER__ === 'string' ? __PLAYGROUND_WORKER__ : '/assets/playground-worker.js';

/** The hashed URL of each pack of this build, by id. */
export const PACK_URLS: Readonly<Record<string, string>> = typeof __PLAYGROUND_PACKS__ === 'string' ? (JSON.parse(__PLAYGROUND_PACKS__) as Record<string, string>) : {};

/** The Cache Storage name the playground keeps its worker in. */
export const WORKER_CACHE = PLAYGROUND_WORKER_CACHE;

/** Addresses of this release's scripts: a kept copy of anything else is dropped. */
const CURRENT = new Set([WORKER_URL, ...Object.values(PACK_URLS)]);

/** A script's text: from the cache when kept, else from the network (then kept). */
async function loadKept(url: string, what: string): Promise<string> {
  const cache = typeof caches === 'undefined' ? null : await caches.open(WORKER_CACHE).catch(() => null);
  const kept = await cache?.match(url);
  if (kept) return kept.text();
  const response = await fetch(url).catch(() => null);
  if (!response?.ok) {
    const why = response ? `HTTP ${response.status}` : 'no network';
    throw new Error(`The playground's ${what} could not be loaded from ${url} (${why}); reload the page to try again once online.`);
  }
  const text = await response.clone().text();
  if (cache) {
    await cache.put(url, response).catch(() => undefined);
    for (const request of await cache.keys()) if (!CURRENT.has(new URL(request.url).pathname)) await cache.delete(request);
  }
  return text;
}

/** The worker's source text. */
export function loadWorkerSource(url: string = WORKER_URL): Promise<string> {
  return loadKept(url, 'build worker');
}

/** The packs `ids` (their scripts' text), as the worker asked for them. */
export async function loadPacks(ids: readonly string[]): Promise<{ id: string; source: string }[]> {
  return Promise.all(
    ids.map(async (id) => {
      // Only this release's own pack addresses: the ids come from the worker, which runs project code.
      const url = Object.hasOwn(PACK_URLS, id) ? PACK_URLS[id] : undefined;
      if (typeof url !== 'string') throw new Error(`The playground has no package pack named "${id}"; this page and its worker come from different releases: reload the page.`);
      return { id, source: await loadKept(url, `packages "${id}"`) };
    }),
  );
}
