// Offline reading, the page's side: registers the service worker after load and, once the
// browser is idle, asks it to save the current content version for offline reading. All the
// downloading happens in the worker, off the page's main thread; the page only passes a message
// and records the answer (the `data-offline` attribute and an `offline-ready` performance mark).
// A chunk of its own, which the entry loads once the page has loaded (client/lib/lazyChunks.ts).

interface SaveAnswer {
  type: 'offline-ready' | 'offline-failed';
  requests?: number;
  bytes?: number;
  pages?: number;
  skipped?: number;
  reason?: string;
}

/** True when the browser asks pages to save data (Network Information API, where it exists). */
function savesData(): boolean {
  return (navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData === true;
}

function whenIdle(run: () => void): void {
  if ('requestIdleCallback' in window) window.requestIdleCallback(run, { timeout: 10_000 });
  else setTimeout(run, 1_000);
}

function saveForOffline(registration: ServiceWorkerRegistration, version: string): void {
  const root = document.documentElement;
  if (savesData()) {
    root.dataset.offline = 'skipped';
    console.info('Offline reading: pages are not saved in advance, as the browser asks to save data.');
    return;
  }
  navigator.serviceWorker.addEventListener('message', (event: MessageEvent<SaveAnswer>) => {
    const answer = event.data;
    if (answer?.type === 'offline-ready') {
      performance.mark('offline-ready');
      root.dataset.offline = 'ready';
      console.info(`Offline reading: ${answer.pages ?? 0} pages saved (${answer.requests ?? 0} requests, ${answer.bytes ?? 0} bytes${answer.skipped ? `; ${answer.skipped} left out by the size cap` : ''}).`);
    } else if (answer?.type === 'offline-failed') {
      root.dataset.offline = 'failed';
      console.info('Offline reading: pages could not be saved.', answer.reason);
    }
  });
  registration.active?.postMessage({ type: 'save-for-offline', version });
}

/** Registers the worker at the first idle moment after the page has loaded (so it never
 * competes with the page's own start), then saves the content version when idle again. */
export function startOfflineReading(version: string): void {
  if (!('serviceWorker' in navigator)) return;
  const register = () => {
    navigator.serviceWorker
      .register('/sw.js')
      .then((registration) => {
        console.info('Service worker registered with scope', registration.scope);
        return navigator.serviceWorker.ready;
      })
      .then((registration) => whenIdle(() => saveForOffline(registration, version)))
      .catch((error: unknown) => console.info('Service worker registration failed', error));
  };
  const start = () => whenIdle(register);
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}
