// Every screen that is not a documentation page, in one chunk: a documentation page loads
// none of them, and the others load this one chunk. The server takes them from here too.
import type { ComponentType } from 'react';
import type { ScreenName } from '../../shared/routes';
import { AppShellPage } from './AppShellPage';
import { HomePage } from './HomePage';
import { OrganizationPage } from './OrganizationPage';
import { PlaygroundPage } from './PlaygroundPage';
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
  playground: PlaygroundPage,
  translations: TranslationsPage,
};

/** The English strings beyond the first load's (the screens show some): a static import, so a
 * screen's page preloads them with the screens before hydrating (client/lib/lazyChunks.ts adds
 * them when this chunk has loaded). */
export { enLater } from '../../shared/messages/enLater';
