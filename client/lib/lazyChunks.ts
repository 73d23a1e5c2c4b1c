// The import table of the site's lazy chunks and the browser loader over it.
import { createChunkLoader } from './chunkLoader';

/** Every lazy chunk the site has, by name. */
export const LAZY_CHUNKS = {
  sponsors: () => import('../lazy/Sponsors'),
  starterKits: () => import('../lazy/StarterKitsTable'),
  chat: () => import('../lazy/ChatWidget'),
  vote: () => import('../lazy/VoteApp'),
  search: () => import('../lazy/SearchResults'),
  screens: () => import('../pages/screens'),
  extras: () => import('../lazy/extras'),
  offlineReading: () => import('./offlineReading'),
};

/** The one loader used by every lazy section and by page data. */
export const chunkLoader = createChunkLoader(LAZY_CHUNKS, {
  probe: async (url) => (await fetch(url, { method: 'HEAD', cache: 'no-store' })).status,
  setTimer: (callback, ms) => setTimeout(callback, ms),
  clearTimer: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
});
