// The server's screen source: every screen is bundled in and available at once, so a render
// never waits for one.
import type { ComponentType } from 'react';
import type { ScreenName, ScreenSource } from '../../client/lib/screens';
import { AppShellPage } from '../../client/pages/AppShellPage';
import { HomePage } from '../../client/pages/HomePage';
import { OrganizationPage } from '../../client/pages/OrganizationPage';
import { PrintablePage } from '../../client/pages/PrintablePage';
import { StarterKitsPage } from '../../client/pages/StarterKitsPage';
import { VotePage } from '../../client/pages/VotePage';

const SCREENS: Record<ScreenName, ComponentType> = {
  home: HomePage,
  organization: OrganizationPage,
  starterKits: StarterKitsPage,
  vote: VotePage,
  printable: PrintablePage,
  appShell: AppShellPage,
};

/** Every screen, at hand. */
export const serverScreens: ScreenSource = {
  get: (name) => SCREENS[name],
  load: async (name) => SCREENS[name],
};
