// The browser's screen source: the screens chunk is loaded through the site's one chunk loader
// (states, time-out, named errors); once loaded, every screen renders without waiting.
import type { ComponentType } from 'react';
import { chunkLoader } from './lazyChunks';
import type { ScreenName, ScreenSource } from './screens';

type ScreensModule = typeof import('../pages/screens');

function screenIn(module: ScreensModule, name: ScreenName): ComponentType {
  switch (name) {
    case 'home':
      return module.HomePage;
    case 'organization':
      return module.OrganizationPage;
    case 'starterKits':
      return module.StarterKitsPage;
    case 'vote':
      return module.VotePage;
    case 'printable':
      return module.PrintablePage;
    case 'appShell':
      return module.AppShellPage;
  }
}

/** Creates the browser's screen source. */
export function createScreenChunks(): ScreenSource {
  let loaded: ScreensModule | null = null;
  return {
    get: (name) => (loaded ? screenIn(loaded, name) : null),
    load: async (name) => {
      loaded = await chunkLoader.load<ScreensModule>('screens');
      return screenIn(loaded, name);
    },
  };
}
