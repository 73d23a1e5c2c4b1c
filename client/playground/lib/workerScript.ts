// The build worker's script: fetched when the playground opens and kept in a cache of its own
// (not the site's offline save), so that the playground works offline after one visit. The
// name carries the script's hash, so a kept copy is never stale; older copies are dropped.

import { PLAYGROUND_WORKER_CACHE } from '../../../shared/playgroundWorker';

declare const __PLAYGROUND_WORKER__: string;

/** The hashed URL of the worker script of this build. */
export const WORKER_URL: string = typeof __PLAYGROUND_WORKER__ === 'string' ? __PLAYGROUND_WORKER__ : '/assets/playground-worker.js';

/** The Cache Storage name the playground keeps its worker in. */
export const WORKER_CACHE = PLAYGROUND_WORKER_CACHE;

/** The worker's source text: from the cache when kept, else from the network (then kept). */
export async function loadWorkerSource(url: string = WORKER_URL): Promise<string> {
  const cache = typeof caches === 'undefined' ? null : await caches.open(WORKER_CACHE).catch(() => null);
  const kept = await cache?.match(url);
  if (kept) return kept.text();
  const response = await fetch(url);
  if (!response.ok) throw new Error(`The playground's build worker could not be loaded from ${url} (HTTP ${response.status}); reload the page to try again.`);
  const text = await response.clone().text();
  if (cache) {
    await cache.put(url, response).catch(() => undefined);
    for (const request of await cache.keys()) if (new URL(request.url).pathname !== url) await cache.delete(request);
  }
  return text;
}
