// The route tree, shared by the server (inside StaticRouter) and the browser (BrowserRouter).
import { matchRoutes, renderMatches, useLocation, type RouteMatch, type RouteObject } from 'react-router';
import type { BootData } from '../shared/types';
import { PageDataProvider } from './PageDataProvider';
import { Layout } from './components/Layout';
import { Screen } from './components/Screen';
import { DocPage } from './pages/DocPage';
import { ScreenContext, type ScreenSource } from './lib/screens';
import { PreparedMarkupContext, type PreparedMarkup } from './lib/preparedMarkup';
import { RootErrorBoundary } from './components/RootErrorBoundary';

/** The route table: documentation pages are in the main bundle; the other screens come from
 * the screen source. */
const ROUTES: RouteObject[] = [
  {
    element: <Layout />,
    children: [
      { index: true, element: <Screen name="home" /> },
      { path: 'organization/', element: <Screen name="organization" /> },
      { path: 'starter-kits/', element: <Screen name="starterKits" /> },
      { path: 'vote/', element: <Screen name="vote" /> },
      { path: 'app-shell', element: <Screen name="appShell" /> },
      { path: 'printable/', element: <Screen name="printable" /> },
      { path: ':section/printable/', element: <Screen name="printable" /> },
      { path: '*', element: <DocPage /> },
    ],
  },
];

/** How many paths keep their matches: the site's pages, with room to spare; unknown paths
 * (which all match the catch-all) cannot grow it past this. */
const MATCH_MEMO_SIZE = 1024;
const matchMemo = new Map<string, RouteMatch[] | null>();

/** The route matches of a path. The route table never changes, so a path always matches the
 * same way: each path is matched once instead of on every render (matching flattens, ranks and
 * compiles the whole table each time). */
export function routeMatches(pathname: string): RouteMatch[] | null {
  let matches = matchMemo.get(pathname);
  if (matches === undefined) {
    if (matchMemo.size >= MATCH_MEMO_SIZE) matchMemo.clear();
    matches = matchRoutes(ROUTES, pathname);
    matchMemo.set(pathname, matches);
  }
  return matches;
}

function Routes() {
  return renderMatches(routeMatches(useLocation().pathname));
}

/** The whole application for one request or one browser session. */
export function App({ boot, screens, prepared = null }: { boot: BootData; screens: ScreenSource; prepared?: PreparedMarkup | null }) {
  return (
    <RootErrorBoundary>
      <ScreenContext.Provider value={screens}>
        <PreparedMarkupContext.Provider value={prepared}>
          <PageDataProvider initial={boot.page} contentVersion={boot.contentVersion} docsearch={boot.docsearch} live={boot.live}>
            <Routes />
          </PageDataProvider>
        </PreparedMarkupContext.Provider>
      </ScreenContext.Provider>
    </RootErrorBoundary>
  );
}
