// The route tree, shared by the server (inside StaticRouter) and the browser (BrowserRouter).
import { useRoutes, type RouteObject } from 'react-router';
import type { BootData } from '../shared/types';
import { PageDataProvider } from './PageDataProvider';
import { Layout } from './components/Layout';
import { Screen } from './components/Screen';
import { DocPage } from './pages/DocPage';
import { ScreenContext, type ScreenSource } from './lib/screens';

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

function Routes() {
  return useRoutes(ROUTES);
}

/** The whole application for one request or one browser session. */
export function App({ boot, screens }: { boot: BootData; screens: ScreenSource }) {
  return (
    <ScreenContext.Provider value={screens}>
      <PageDataProvider initial={boot.page} contentVersion={boot.contentVersion} docsearch={boot.docsearch} live={boot.live}>
        <Routes />
      </PageDataProvider>
    </ScreenContext.Provider>
  );
}
