// The browser's screen source: the screens chunk is loaded through the site's one chunk loader
// (states, time-out, named errors); once loaded, every screen renders without waiting.
import { chunkLoader } from './lazyChunks';
import type { ScreenSource } from './screenSource';

type ScreensModule = typeof import('../pages/screens');

/** Creates the browser's screen source. */
export function createScreenChunks(): ScreenSource {
  let loaded: ScreensModule | null = null;
  return {
    get: (name) => loaded?.SCREENS[name] ?? null,
    load: async (name) => {
      loaded = await chunkLoader.load<ScreensModule>('screens');
      return loaded.SCREENS[name];
    },
  };
}
