// Service worker of the site, bundled by build.mjs with this build's id and hashed assets.
// Three caches:
// - the build's cache (assets and the app shell): every deploy of a new build installs a new
//   worker whose cache replaces the old one whole;
// - the build's reading cache: the pages (documents and their data) read online, one entry per page
//   and bounded in entries (cachePolicy.ts); the pages open when the worker installs are saved
//   during install, so a ready worker already reads them offline;
// - the offline data of each language read (offlineStore.ts).
/// <reference lib="webworker" />
import { offlineSearchEntries, searchOffline } from '../../shared/offlineSearch';
import { PLAYGROUND_WORKER_CACHE, PLAYGROUND_WORKER_PREFIX } from '../../shared/playgroundWorker';
import { parseSectionNavPath } from '../../shared/sectionPiece';
import type { SectionNav } from '../../shared/types';
import { parsePageDataPath } from '../../shared/urls';
import { overflow, readingKey, sectionPiecesIn, worthKeeping } from './cachePolicy';
import { currentManifests, DATA_CACHE, keptPiece, manifestOf, offlinePageData, saveForOffline, type KeptManifest } from './offlineStore';

declare const self: ServiceWorkerGlobalScope;

const CACHE = `site-${__BUILD_ID__}`;
const READING_CACHE = `reading-${__BUILD_ID__}`;
const APP_SHELL = '/app-shell';

/** Keeps a page's answer under its address without query string, then trims the oldest. */
async function keepReading(url: string, response: Response): Promise<void> {
  if (!worthKeeping(response)) return;
  const cache = await caches.open(READING_CACHE);
  const key = readingKey(url);
  // Put anew, so the entry moves to the end of the cache's order (the most recently read).
  await cache.delete(key);
  await cache.put(key, response);
  for (const old of overflow(await cache.keys())) await cache.delete(old);
}

/** Saves the pages open in the site's windows (their documents and sidebars), so the page the
 * reader has just read reads offline the moment the worker is ready. */
async function saveOpenPages(cache: Cache): Promise<void> {
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const urls = [...new Set(windows.map((w) => w.url).filter((url) => new URL(url).origin === self.location.origin))];
  await Promise.all(
    urls.map(async (url) => {
      const response = await fetch(url, { credentials: 'same-origin' });
      if (!worthKeeping(response)) return;
      const html = await response.clone().text();
      await keepReading(url, response);
      await cache.addAll(sectionPiecesIn(html));
    }),
  );
}

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then(async (cache) => {
        await cache.addAll([APP_SHELL, ...__PRECACHE__]);
        await saveOpenPages(cache);
      })
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  // The playground's cache is its own (it names its worker by hash and drops old ones).
  const keep = new Set([CACHE, DATA_CACHE, READING_CACHE, PLAYGROUND_WORKER_CACHE]);
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((key) => !keep.has(key)).map((key) => caches.delete(key))))
      .then(() => self.clients.claim()),
  );
});

/** One update at a time: a second request waits, then finds its version complete or updates. */
let queue: Promise<unknown> = Promise.resolve();

self.addEventListener('message', (event) => {
  const message = event.data as { type?: unknown; version?: unknown; locale?: unknown } | null;
  if (!message || message.type !== 'save-for-offline' || typeof message.version !== 'string') return;
  const version = message.version;
  const locale = typeof message.locale === 'string' && /^[a-z]{2,3}(?:-[A-Za-z0-9]{2,8})*$/.test(message.locale) ? message.locale : 'en';
  const reply = (answer: object) => event.source?.postMessage(answer);
  const run = queue.then(() => saveForOffline(version, locale));
  queue = run.catch(() => undefined);
  event.waitUntil(
    run.then(
      (result) => reply({ type: 'offline-ready', ...result }),
      (error: unknown) => reply({ type: 'offline-failed', reason: error instanceof Error ? error.message : String(error) }),
    ),
  );
});

/** Fetches a page or its data from the network and keeps a good answer for reading offline. */
async function fetchAndKeep(request: Request): Promise<Response> {
  const response = await fetch(request);
  void keepReading(request.url, response.clone());
  return response;
}

const unavailable = () => new Response(JSON.stringify({ error: 'not available offline' }), { status: 503, headers: { 'Content-Type': 'application/json' } });

async function pageData(request: Request): Promise<Response> {
  try {
    return await fetchAndKeep(request);
  } catch {
    const parsed = parsePageDataPath(new URL(request.url).pathname);
    // A saved version answers for its pages; a page read online answers for itself.
    const manifest = parsed ? await manifestOf(parsed.url) : null;
    const saved = manifest && parsed ? await offlinePageData(manifest, parsed.url) : null;
    return saved ?? (await caches.match(readingKey(request.url), { cacheName: READING_CACHE })) ?? unavailable();
  }
}

/** The version a kept document shows. */
async function versionOf(document: Response): Promise<string | undefined> {
  return /"contentVersion":"([^"]+)"/.exec(await document.clone().text())?.[1];
}

/** A navigation: the network, else the page as read before (unless a saved version of its
 * language is newer), else the app shell, which renders the route from the offline data. */
async function navigation(request: Request): Promise<Response> {
  try {
    return await fetchAndKeep(request);
  } catch (error: unknown) {
    const cached = await caches.match(readingKey(request.url), { cacheName: READING_CACHE });
    const manifest = await manifestOf(new URL(request.url).pathname);
    if (cached && (!manifest || (await versionOf(cached)) === manifest.version)) return cached;
    const shell = await caches.match(APP_SHELL, { cacheName: CACHE });
    if (shell) return shell;
    throw error;
  }
}

/** A section's navigation, which pages name by content hash: the same bytes as the offline
 * reading's piece of that hash, so that one answers when it is kept. */
async function sectionPiece(request: Request, hash: string): Promise<Response> {
  return (await keptPiece(hash)) ?? cacheFirst(request);
}

/** Search: the server, else titles and headings of the sidebars kept offline. */
async function search(request: Request): Promise<Response> {
  try {
    return await fetch(request);
  } catch (error: unknown) {
    // Only the current version is kept for offline reading: an older one has nothing to search.
    if (new URL(request.url).searchParams.has('version')) throw error;
    const manifests: KeptManifest[] = await currentManifests();
    if (manifests.length === 0) throw error;
    const pieces = await Promise.all(manifests.flatMap((m) => m.sections.map(async (s) => (await keptPiece(s.hash))?.json() as Promise<SectionNav> | undefined)));
    const sections = pieces.filter((s): s is SectionNav => s !== undefined);
    const query = new URL(request.url).searchParams.get('q') ?? '';
    const results = searchOffline(offlineSearchEntries(sections), query);
    return new Response(JSON.stringify({ query, results, offline: true }), { headers: { 'Content-Type': 'application/json' } });
  }
}

async function networkFirst(request: Request): Promise<Response> {
  try {
    return await fetchAndKeep(request);
  } catch (error: unknown) {
    const cached = await caches.match(readingKey(request.url), { cacheName: READING_CACHE });
    if (cached) return cached;
    throw error;
  }
}

async function cacheFirst(request: Request): Promise<Response> {
  const cache = await caches.open(CACHE);
  const cached = await cache.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok) void cache.put(request, response.clone());
  return response;
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  const url = new URL(request.url);
  if (request.method !== 'GET' || url.origin !== self.location.origin) return;
  if (url.pathname === '/__live' || (request.headers.get('accept') ?? '').includes('text/event-stream')) return;
  const nav = parseSectionNavPath(url.pathname);
  if (request.mode === 'navigate') {
    event.respondWith(navigation(request));
  } else if (url.pathname.startsWith(PLAYGROUND_WORKER_PREFIX)) {
    // The playground keeps its worker and its packs in a cache of its own
    // (client/playground/lib/workerScript.ts).
    return;
  } else if (url.pathname.startsWith('/assets/')) {
    event.respondWith(cacheFirst(request));
  } else if (nav) {
    event.respondWith(sectionPiece(request, nav.hash));
  } else if (parsePageDataPath(url.pathname)) {
    event.respondWith(pageData(request));
  } else if (url.pathname === '/api/search') {
    event.respondWith(search(request));
  } else if (url.pathname.startsWith('/api/') || url.pathname.startsWith('/content-assets/')) {
    event.respondWith(networkFirst(request));
  }
});
