// The application tree, shared by the server (inside StaticRouter) and the browser
// (BrowserRouter). Which screen a path shows comes from the site's route table
// (shared/routes.ts), matched by its own matcher: react-router provides the location and
// navigation only, so none of its route matching is in the bundle.
import { usePathInLocale } from './lib/usePathInLocale';
import { useLocation } from 'react-router';
import { isEnglishOnly, routeOfPath } from '../shared/routes';
import type { BootData } from '../shared/types';
import { PageDataProvider } from './PageDataProvider';
import { Layout } from './components/Layout';
import { Screen } from './components/Screen';
import { DocPage } from './pages/DocPage';
import { ScreenContext, type ScreenSource } from './lib/screenSource';
import { PreparedListsContext, type PreparedLists } from './lib/preparedListsContext';
import { RootErrorBoundary } from './components/RootErrorBoundary';
import { usePageState } from './lib/pageDataContext';
import { useScrollOnNavigate } from './lib/useScrollOnNavigate';
import { replayTakenClicks } from './lib/pendingClicks';
import { useEffect } from 'react';

/** The page frame around the current path's screen: documentation pages are in the main
 * bundle; the other screens come from the screen source. */
function Routes() {
  // A translation's address shows the screen its English path shows (/ko/concepts/ as /concepts/),
  // except a page the site has once, in English (its translated address is Not Found).
  const { pathname } = useLocation();
  const path = usePathInLocale();
  const route = routeOfPath(path);
  const screen = path !== pathname && isEnglishOnly(route.kind) ? null : route.screen;
  // Every screen: Back and Forward restore the position, a new page starts at its anchor or top.
  const { data, status } = usePageState();
  useScrollOnNavigate(data.url, status === 'loaded', data.title);
  // Buttons clicked before the page had hydrated get their click now.
  useEffect(replayTakenClicks, []);
  return <Layout>{screen ? <Screen name={screen} /> : <DocPage />}</Layout>;
}

/** The whole application for one request or one browser session. */
export function App({ boot, screens, prepared = null }: { boot: BootData; screens: ScreenSource; prepared?: PreparedLists | null }) {
  return (
    <RootErrorBoundary locale={boot.page.locale}>
      <ScreenContext.Provider value={screens}>
        <PreparedListsContext.Provider value={prepared}>
          <PageDataProvider initial={boot.page} contentVersion={boot.contentVersion} docsearch={boot.docsearch} live={boot.live}>
            <Routes />
          </PageDataProvider>
        </PreparedListsContext.Provider>
      </ScreenContext.Provider>
    </RootErrorBoundary>
  );
}
