// The import table of the site's lazy chunks and the browser loader over it.
import { createChunkLoader } from './chunkLoader';
import { addEnglish } from '../../shared/messages/messages';

let laterEnglish: Promise<void> | null = null;

/** Adds the English strings beyond the first load (a chunk of their own) once; a failed load
 * is not remembered. */
function loadLaterEnglish(): Promise<void> {
  laterEnglish ??= import('../../shared/messages/enLater').then(({ enLater }) => addEnglish(enLater));
  laterEnglish.catch(() => {
    laterEnglish = null;
  });
  return laterEnglish;
}

/** A chunk that shows strings: its code and the later English strings, loaded side by side. */
const withStrings =
  <T,>(load: () => Promise<T>) =>
  async (): Promise<T> =>
    (await Promise.all([load(), loadLaterEnglish()]))[0];

/** Every lazy chunk the site has, by name. */
export const LAZY_CHUNKS = {
  sponsors: withStrings(() => import('../lazy/Sponsors')),
  starterKits: withStrings(() => import('../lazy/StarterKitsTable')),
  chat: withStrings(() => import('../lazy/ChatWidget')),
  vote: withStrings(() => import('../lazy/VoteApp')),
  search: withStrings(() => import('../lazy/SearchResults')),
  // The screens chunk imports the later strings statically, so a screen's page preloads them
  // with its code and hydrates without waiting for another file.
  screens: () =>
    import('../pages/screens').then((screens) => {
      addEnglish(screens.enLater);
      return screens;
    }),
  extras: withStrings(() => import('../lazy/extras')),
  offlineReading: () => import('./offlineReading'),
  drawer: () => import('../lazy/MobileDrawerSections'),
  // Client navigation's page-data loader: needed from the first link followed.
  pageData: () => import('./pageDataLoader'),
  // Loaded beside the page's own start: a click on a Copy button before it has arrived is kept
  // and answered when it has (pendingClicks.ts).
  codeCopy: () => import('./installCodeCopy'),
  playground: () => import('../playground/PlaygroundApp'),
};

/** The one loader used by every lazy section and by page data. */
export const chunkLoader = createChunkLoader(LAZY_CHUNKS, {
  probe: async (url) => (await fetch(url, { method: 'HEAD', cache: 'no-store' })).status,
  setTimer: (callback, ms) => setTimeout(callback, ms),
  clearTimer: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
});
