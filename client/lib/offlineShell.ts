// Whether the page is the offline app shell standing in for another address. Separate from
// the offline reading code (a lazy chunk): hydration and the page data need this answer first.
import { APP_SHELL_URL, type PageKind } from '../../shared/routes';

/** True when the document is the app shell the worker sent for another address while offline:
 * its markup belongs to no route, so the page is rendered afresh rather than hydrated. */
export function isOfflineShell(kind: PageKind, pathname: string): boolean {
  return kind === 'appShell' && pathname !== APP_SHELL_URL;
}
