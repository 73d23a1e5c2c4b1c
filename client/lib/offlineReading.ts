// Offline reading, the page's side: registers the service worker after load and, once the
// browser is idle, asks it to save the current content version of the language being read
// (again whenever the reader moves to another language). All the downloading happens in the
// worker, off the page's main thread; the page only passes a message and records the answer:
// the `data-offline` attribute (with `data-offline-locale`), an `offline-ready` performance
// mark, and the visible sign (offlineSign.ts) while the language shown is saved.
// A chunk of its own, which the entry loads once the page has loaded (client/lib/lazyChunks.ts).
import { showOfflineSign } from './offlineSign';

/** Where saving the pages of a language stands. */
type OfflineStatus = 'saving' | 'ready' | 'failed' | 'skipped';

interface SaveAnswer {
  type: 'offline-ready' | 'offline-failed';
  locale?: string;
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

function announce(status: OfflineStatus, locale: string): void {
  const root = document.documentElement;
  root.dataset.offline = status;
  root.dataset.offlineLocale = locale;
  showOfflineSign(status === 'ready' ? locale : null);
}

/** The language the page shows now. */
const pageLocale = () => document.documentElement.lang || 'en';

function saveForOffline(registration: ServiceWorkerRegistration, version: string): void {
  if (savesData()) {
    announce('skipped', pageLocale());
    console.info('Offline reading: pages are not saved in advance, as the browser asks to save data.');
    return;
  }
  const saved = new Set<string>();
  navigator.serviceWorker.addEventListener('message', (event: MessageEvent<SaveAnswer>) => {
    const answer = event.data;
    const locale = answer?.locale ?? pageLocale();
    if (answer?.type === 'offline-ready') {
      saved.add(locale);
      performance.mark('offline-ready');
      if (locale === pageLocale()) announce('ready', locale);
      console.info(`Offline reading: ${answer.pages ?? 0} pages saved (${answer.requests ?? 0} requests, ${answer.bytes ?? 0} bytes${answer.skipped ? `; ${answer.skipped} left out by the size cap` : ''}).`);
    } else if (answer?.type === 'offline-failed') {
      announce('failed', locale);
      console.info('Offline reading: pages could not be saved.', answer.reason);
    }
  });
  const save = () => {
    const locale = pageLocale();
    if (saved.has(locale)) return announce('ready', locale);
    announce('saving', locale);
    registration.active?.postMessage({ type: 'save-for-offline', version, locale });
  };
  save();
  // Client navigation to another language changes the root's lang: save that language too.
  new MutationObserver(() => whenIdle(save)).observe(document.documentElement, { attributes: true, attributeFilter: ['lang'] });
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
