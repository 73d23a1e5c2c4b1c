// The route tree, shared by the server (inside StaticRouter) and the browser (BrowserRouter).
import { matchRoutes, renderMatches, type RouteMatch, type RouteObject } from 'react-router';
import { ROUTES } from '../shared/routes';
import { usePathInLocale } from './lib/usePathInLocale';
import type { BootData } from '../shared/types';
import { PageDataProvider } from './PageDataProvider';
import { Layout } from './components/Layout';
import { Screen } from './components/Screen';
import { DocPage } from './pages/DocPage';
import { ScreenContext, type ScreenSource } from './lib/screenSource';
import { PreparedListsContext, type PreparedLists } from './lib/preparedListsContext';
import { RootErrorBoundary } from './components/RootErrorBoundary';

/** The client's routes, derived from the route table (shared/routes.ts): documentation pages
 * are in the main bundle; the other screens come from the screen source. */
const ROUTE_OBJECTS: RouteObject[] = [
  {
    element: <Layout />,
    children: ROUTES.flatMap((route): RouteObject[] => {
      if (route.pattern === null) return [];
      const element = route.screen ? <Screen name={route.screen} /> : <DocPage />;
      return route.pattern === '/' ? [{ index: true, element }] : [{ path: route.pattern.slice(1), element }];
    }),
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
    matches = matchRoutes(ROUTE_OBJECTS, pathname);
    matchMemo.set(pathname, matches);
  }
  return matches;
}

function Routes() {
  // A translation's address matches as its English path does (/ko/concepts/ as /concepts/).
  return renderMatches(routeMatches(usePathInLocale()));
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
