// Screens other than documentation pages (home, organization, starter kits, vote, printable,
// app shell) live in a chunk of their own, so a documentation page loads none of their code.
// The tree asks a screen source for them: on the server every screen is at hand; in the browser
// the current screen's chunk is loaded before hydration and the others on navigation.
import { createContext, type ComponentType } from 'react';
import type { ScreenName } from '../../shared/routes';

/** The one module (and so the one chunk) every screen comes from; the build manifest lists
 * that chunk and what it imports under this path. */
export const SCREENS_MODULE = 'client/pages/screens.ts';

/** Where the tree gets screen components from. */
export interface ScreenSource {
  /** The component, when it is available right now. */
  get(name: ScreenName): ComponentType | null;
  /** Loads the component (a chunk in the browser). */
  load(name: ScreenName): Promise<ComponentType>;
}

export const ScreenContext = createContext<ScreenSource | null>(null);
