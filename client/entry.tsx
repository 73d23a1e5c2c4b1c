// Browser entry: loads the current screen's chunk when it has one (the server already asked
// the browser to preload it), then hydrates the server-rendered HTML with the same route tree.
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { App } from './App';
import { readBootData } from './lib/bootData';
import { installCodeCopy } from './lib/installCodeCopy';
import { isOfflineShell, startOfflineReading } from './lib/offlineReading';
import { chunkLoader } from './lib/lazyChunks';
import { createScreenChunks } from './lib/screenChunks';
import { screenOfKind } from '../shared/routes';
import './styles/main.css';

const boot = readBootData(document);
const found = document.getElementById('root');
if (!found) throw new Error('#root is missing from the page');
const container: HTMLElement = found;
const screens = createScreenChunks();
const screen = screenOfKind(boot.page.kind);

/** Hydration runs as a transition: React works in short slices and lets the browser handle
 * input in between, instead of one long task on a large page. */
function hydrate(): void {
  const tree = (
    <StrictMode>
      <BrowserRouter>
        <App boot={boot} screens={screens} />
      </BrowserRouter>
    </StrictMode>
  );
  if (isOfflineShell(boot.page.kind, window.location.pathname)) createRoot(container).render(tree);
  else startTransition(() => void hydrateRoot(container, tree));
}

// Without its screen chunk the page cannot hydrate to the same markup: it stays as the server
// sent it (readable, its links plain links) rather than being replaced by an error.
if (screen) screens.load(screen).then(hydrate, (error: unknown) => console.error('The page stays as served: its code could not be loaded.', error));
else hydrate();
installCodeCopy(document);
const analyticsId = boot.analyticsId;
if (analyticsId) void chunkLoader.load<typeof import('./lazy/extras')>('extras').then((extras) => extras.startAnalyticsWhenIdle(analyticsId));

startOfflineReading(boot.contentVersion);
