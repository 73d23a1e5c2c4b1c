// The server's screen source: every screen is bundled in and available at once, so a render
// never waits for one.
import type { ScreenSource } from '../../client/lib/screenSource';
import { SCREENS } from '../../client/pages/screens';

/** Every screen, at hand. */
export const serverScreens: ScreenSource = {
  get: (name) => SCREENS[name],
  load: async (name) => SCREENS[name],
};
