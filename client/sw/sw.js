// Service worker of the site, bundled by build.mjs with this build's id and hashed assets.
// Two caches:
// - the build's cache (assets, the app shell, pages and data read online): every deploy of a
//   new build installs a new worker whose cache replaces the old one whole;
// - the offline data: pieces of page data kept by content hash, and the manifest of the one
//   content version they make up. A new content version is downloaded beside the old one (only
//   the pieces whose hash changed) and the manifest is switched once every piece is in, so the
//   pages served offline always belong to one version.
import { hashesOf, joinPageData, offlineManifestUrl, planOffline } from '../../shared/offline';
import { parseSectionNavPath } from '../../shared/sectionPiece';
import { offlineSearchEntries, searchOffline } from '../../shared/offlineSearch';
import { parsePageDataPath } from '../../shared/urls';

const BUILD_ID = __BUILD_ID__;
const PRECACHE = __PRECACHE__;
const CACHE = `site-${BUILD_ID}`;
const DATA_CACHE = 'offline-data';
const APP_SHELL = '/app-shell';
/** Where the manifest of the complete offline version is kept. */
const CURRENT_KEY = '/offline-data/current.json';
/** Downloads at a time: enough to fill the connection, few enough to leave room for the reader. */
const PARALLEL = 4;

const pieceKey = (hash) => `/offline-data/${hash}.json`;

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.addAll([APP_SHELL, ...PRECACHE]))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      // The playground's cache is its own (it names its worker by hash and drops old ones).
      .then((keys) => Promise.all(keys.filter((key) => key !== CACHE && key !== DATA_CACHE && key !== 'playground-worker').map((key) => caches.delete(key))))
      .then(() => self.clients.claim()),
  );
});

/** The manifest of the complete offline version, or null. */
async function currentManifest() {
  const cache = await caches.open(DATA_CACHE);
  const response = await cache.match(CURRENT_KEY);
  return response ? response.json() : null;
}

async function cachedJson(cache, hash) {
  const response = await cache.match(pieceKey(hash));
  return response ? response.json() : null;
}

/** Downloads what a content version needs beyond what is kept, then switches to it. */
async function saveForOffline(version) {
  const cache = await caches.open(DATA_CACHE);
  const current = await currentManifest();
  if (current?.version === version) return { version, requests: 0, bytes: 0, pages: current.pages.length, skipped: 0 };
  performance.clearResourceTimings();
  const response = await fetch(offlineManifestUrl(version));
  if (!response.ok) throw new Error(`offline manifest of ${version} answered ${response.status}`);
  const manifest = await response.json();
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
  // Every piece is in: switch, then drop what the new version no longer refers to.
  await cache.put(CURRENT_KEY, new Response(JSON.stringify(plan.kept), { headers: { 'Content-Type': 'application/json' } }));
  const keep = hashesOf(plan.kept);
  for (const request of await cache.keys()) {
    const name = new URL(request.url).pathname.replace(/^\/offline-data\/|\.json$/g, '');
    if (name !== 'current' && !keep.has(name)) await cache.delete(request);
  }
  const bytes = performance
    .getEntriesByType('resource')
    .filter((entry) => entry.name.includes(`/page-data/${version}/`))
    .reduce((sum, entry) => sum + entry.transferSize, 0);
  return { version, requests: plan.downloads.length + 1, bytes, pages: plan.kept.pages.length, skipped: plan.skipped };
}

/** One update at a time: a second request waits, then finds its version complete or updates. */
let queue = Promise.resolve();

self.addEventListener('message', (event) => {
  const message = event.data;
  if (!message || message.type !== 'save-for-offline' || typeof message.version !== 'string') return;
  const reply = (answer) => event.source?.postMessage(answer);
  const run = queue.then(() => saveForOffline(message.version));
  queue = run.catch(() => undefined);
  event.waitUntil(
    run.then(
      (result) => reply({ type: 'offline-ready', ...result }),
      (error) => reply({ type: 'offline-failed', reason: String(error && error.message ? error.message : error) }),
    ),
  );
});

/** Page data of a path from the offline pieces, as the server would send it, or null. */
async function offlinePageData(manifest, path) {
  const page = manifest.pages.find((p) => p.url === path);
  if (!page) return null;
  const cache = await caches.open(DATA_CACHE);
  const data = await cachedJson(cache, page.hash);
  const section = page.section === null ? null : manifest.sections.find((s) => s.name === page.section);
  const nav = section ? await cachedJson(cache, section.hash) : null;
  if (!data || (section && !nav)) return null;
  // The version header tells the page which version it now shows (as the server does for an old one).
  return new Response(JSON.stringify(joinPageData(data, nav)), {
    headers: { 'Content-Type': 'application/json', 'X-Content-Version': manifest.version },
  });
}

/** Fetches from the network and keeps answers worth replaying offline in the build's cache. */
async function fetchAndKeep(request) {
  const response = await fetch(request);
  if (response.ok || response.status === 404) {
    const copy = response.clone();
    caches.open(CACHE).then((cache) => cache.put(request, copy));
  }
  return response;
}

const unavailable = () =>
  new Response(JSON.stringify({ error: 'not available offline' }), { status: 503, headers: { 'Content-Type': 'application/json' } });

async function pageData(request) {
  try {
    return await fetchAndKeep(request);
  } catch {
    // With an offline version, only its pages are served (never data of another version).
    const manifest = await currentManifest();
    const parsed = parsePageDataPath(new URL(request.url).pathname);
    if (manifest) return (parsed && (await offlinePageData(manifest, parsed.url))) || unavailable();
    return (await caches.match(request, { cacheName: CACHE })) ?? unavailable();
  }
}

/** A navigation: the network, else the page as read before when it shows the offline version,
 * else the app shell, which renders the route from the offline data in the browser. */
async function navigation(request) {
  try {
    return await fetchAndKeep(request);
  } catch (error) {
    const cache = await caches.open(CACHE);
    const manifest = await currentManifest();
    const cached = await cache.match(request, { ignoreSearch: true });
    if (cached) {
      if (!manifest) return cached;
      const version = /"contentVersion":"([^"]+)"/.exec(await cached.clone().text())?.[1];
      if (version === manifest.version) return cached;
    }
    const shell = await cache.match(APP_SHELL);
    if (shell) return shell;
    throw error;
  }
}

/** A section's navigation, which pages name by content hash instead of carrying it: the same
 * bytes as the offline reading's piece of that hash, so that one answers when it is kept. */
async function sectionPiece(request, hash) {
  const kept = await (await caches.open(DATA_CACHE)).match(pieceKey(hash));
  return kept ?? cacheFirst(request);
}

/** Search: the server, else titles and headings of the sidebars kept offline. */
async function search(request) {
  try {
    return await fetch(request);
  } catch (error) {
    const manifest = await currentManifest();
    if (!manifest) throw error;
    const cache = await caches.open(DATA_CACHE);
    const sections = (await Promise.all(manifest.sections.map((s) => cachedJson(cache, s.hash)))).filter(Boolean);
    const query = new URL(request.url).searchParams.get('q') ?? '';
    const results = searchOffline(offlineSearchEntries(sections), query);
    return new Response(JSON.stringify({ query, results, offline: true }), { headers: { 'Content-Type': 'application/json' } });
  }
}

async function networkFirst(request) {
  try {
    return await fetchAndKeep(request);
  } catch (error) {
    const cached = await caches.match(request, { cacheName: CACHE });
    if (cached) return cached;
    throw error;
  }
}

async function cacheFirst(request) {
  const cache = await caches.open(CACHE);
  const cached = await cache.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok) cache.put(request, response.clone());
  return response;
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  const url = new URL(request.url);
  if (request.method !== 'GET' || url.origin !== self.location.origin) return;
  if (url.pathname === '/__live' || (request.headers.get('accept') || '').includes('text/event-stream')) return;
  if (request.mode === 'navigate') {
    event.respondWith(navigation(request));
  } else if (url.pathname.startsWith('/assets/playground-worker-')) {
    // The playground keeps its worker in a cache of its own (client/playground/lib/workerScript.ts).
    return;
  } else if (url.pathname.startsWith('/assets/')) {
    event.respondWith(cacheFirst(request));
  } else if (parseSectionNavPath(url.pathname)) {
    event.respondWith(sectionPiece(request, parseSectionNavPath(url.pathname).hash));
  } else if (parsePageDataPath(url.pathname)) {
    event.respondWith(pageData(request));
  } else if (url.pathname === '/api/search') {
    event.respondWith(search(request));
  } else if (url.pathname.startsWith('/api/') || url.pathname.startsWith('/content-assets/')) {
    event.respondWith(networkFirst(request));
  }
});
