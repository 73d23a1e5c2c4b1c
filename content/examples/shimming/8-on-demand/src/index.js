import { startApp } from './app.js';

const needsPolyfills = !('fetch' in window) || !('structuredClone' in window);

if (needsPolyfills) {
  import(/* webpackChunkName: "polyfills" */ './polyfills.js').then(startApp);
} else {
  startApp();
}
