// Browser entry: loads the current screen's chunk when it has one (the server already asked
// the browser to preload it), then hydrates the server-rendered HTML with the same route tree.
// Nothing runs at module evaluation but putting error stacks back and one timer (see the end).
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { App } from './App';
import { readBootData } from './lib/bootData';
import { completePageData } from './lib/sectionNav';
import { takeKeptClicks, type PendingClicksHolder } from './lib/pendingClicks';
import { isOfflineShell } from './lib/offlineShell';
import { chunkLoader } from './lib/lazyChunks';
import { createScreenChunks } from './lib/screenChunks';
import { screenOfKind } from '../shared/routes';
import { restoreErrorStacks, type StackLimitHolder } from './lib/errorStacks';
import type { ScreenSource } from './lib/screenSource';
import type { BootData } from '../shared/types';
import './styles/main.css';

/** Hydration runs as a transition: React works in short slices and lets the browser handle
 * input in between, instead of one long task on a large page. */
function hydrate(container: HTMLElement, boot: BootData, screens: ScreenSource): void {
  const tree = (
    <StrictMode>
      <BrowserRouter>
        <App boot={boot} screens={screens} />
      </BrowserRouter>
    </StrictMode>
  );
  // From here React answers clicks itself (replaying those made while it hydrates); the ones
  // made before are clicked again once it has hydrated (App).
  takeKeptClicks(window as unknown as PendingClicksHolder);
  if (isOfflineShell(boot.page.kind, window.location.pathname)) createRoot(container).render(tree);
  else startTransition(() => void hydrateRoot(container, tree));
}

/** Offline reading starts once the page has loaded (it never competes with the page's own
 * start), so its code is a chunk fetched then, and only where service workers exist. */
function startOfflineReadingAfterLoad(contentVersion: string): void {
  if (!('serviceWorker' in navigator)) return;
  const start = () =>
    void chunkLoader.load<typeof import('./lib/offlineReading')>('offlineReading').then(
      (offline) => offline.startOfflineReading(contentVersion),
      (error: unknown) => console.info('Offline reading is not available: its code could not be loaded.', error),
    );
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}

/** Reads the page's data, hydrates and wires what the page needs. */
function start(): void {
  const boot = readBootData(document);
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from the page');
  const screens = createScreenChunks();
  const screen = screenOfKind(boot.page.kind);
  // Without its screen chunk the page cannot hydrate to the same markup: it stays as the server
  // sent it (readable, its links plain links) rather than being replaced by an error.
  // The section's navigation is a shared piece (fetched once per section): the first render
  // must match the served sidebar, so hydration waits for it as it does for a screen's code.
  // Code blocks' Copy buttons do not wait for React: their listener arrives in a chunk of its
  // own, loaded beside the rest; hydration waits for it too, so that no click on a Copy button
  // falls between the two (clicks before it are kept and answered when it arrives).
  const holder = window as unknown as PendingClicksHolder;
  const copy = chunkLoader.load<typeof import('./lib/installCodeCopy')>('codeCopy').then(
    (module) => module.installCodeCopy(document, holder),
    (error: unknown) => console.info('Copy buttons are not available: their code could not be loaded.', error),
  );
  const ready = Promise.all([completePageData(boot.page), screen ? screens.load(screen) : null, copy]);
  ready.then(([page]) => hydrate(container, { ...boot, page }, screens), (error: unknown) => console.error('The page stays as served: its code could not be loaded.', error));
  const analyticsId = boot.analyticsId;
  if (analyticsId) void chunkLoader.load<typeof import('./lazy/extras')>('extras').then((extras) => extras.startAnalyticsWhenIdle(analyticsId));
  startOfflineReadingAfterLoad(boot.contentVersion);
}

// Every module of the entry has initialised by now: errors get their stacks again.
// The window is where the inline script keeps the saved limit: a plain property of it.
restoreErrorStacks(window as unknown as StackLimitHolder);

// The entry's evaluation is already a task's worth of work on a slow phone: everything it does
// starts in a task of its own.
setTimeout(start, 0);
