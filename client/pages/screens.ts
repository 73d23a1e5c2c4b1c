// Every screen that is not a documentation page, in one chunk: a documentation page loads
// none of them, and the others load this one chunk.
export { AppShellPage } from './AppShellPage';
export { HomePage } from './HomePage';
export { OrganizationPage } from './OrganizationPage';
export { PrintablePage } from './PrintablePage';
export { StarterKitsPage } from './StarterKitsPage';
export { VotePage } from './VotePage';
