// Browser entry: hydrates the server-rendered HTML with the same route tree.
import { StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { App } from './App';
import { readBootData } from './lib/bootData';
import { installCodeCopy } from './lib/installCodeCopy';
import { startAnalyticsWhenIdle } from './lib/analytics';
import './styles/main.css';

const boot = readBootData(document);
const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from the page');
hydrateRoot(
  container,
  <StrictMode>
    <BrowserRouter>
      <App boot={boot} />
    </BrowserRouter>
  </StrictMode>,
);
installCodeCopy(document);
if (boot.analyticsId) startAnalyticsWhenIdle(boot.analyticsId);

// The service worker registration result is only logged.
if ('serviceWorker' in navigator) {
  window.addEventListener('load', () => {
    navigator.serviceWorker.register('/sw.js').then(
      (registration: ServiceWorkerRegistration | undefined) => console.info('Service worker registered with scope', registration?.scope),
      (error: unknown) => console.info('Service worker registration failed', error),
    );
  });
}
