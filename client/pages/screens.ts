// Every screen that is not a documentation page, in one chunk: a documentation page loads
// none of them, and the others load this one chunk. The server takes them from here too.
import type { ComponentType } from 'react';
import type { ScreenName } from '../../shared/routes';
import { AppShellPage } from './AppShellPage';
import { HomePage } from './HomePage';
import { OrganizationPage } from './OrganizationPage';
import { PrintablePage } from './PrintablePage';
import { StarterKitsPage } from './StarterKitsPage';
import { TranslationsPage } from './TranslationsPage';
import { VotePage } from './VotePage';

/** Each screen's component, by name. */
export const SCREENS: Record<ScreenName, ComponentType> = {
  home: HomePage,
  organization: OrganizationPage,
  starterKits: StarterKitsPage,
  vote: VotePage,
  printable: PrintablePage,
  appShell: AppShellPage,
  translations: TranslationsPage,
};
