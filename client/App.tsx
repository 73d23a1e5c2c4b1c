// The route tree, shared by the server (inside StaticRouter) and the browser (BrowserRouter).
import { Route, Routes } from 'react-router';
import type { BootData } from '../shared/types';
import { PageDataProvider } from './PageDataProvider';
import { Layout } from './components/Layout';
import { HomePage } from './pages/HomePage';
import { DocPage } from './pages/DocPage';
import { PrintablePage } from './pages/PrintablePage';
import { OrganizationPage } from './pages/OrganizationPage';
import { StarterKitsPage } from './pages/StarterKitsPage';
import { VotePage } from './pages/VotePage';
import { AppShellPage } from './pages/AppShellPage';

/** The whole application for one request or one browser session. */
export function App({ boot }: { boot: BootData }) {
  return (
    <PageDataProvider initial={boot.page} contentVersion={boot.contentVersion} docsearch={boot.docsearch} live={boot.live}>
      <Routes>
        <Route element={<Layout />}>
          <Route index element={<HomePage />} />
          <Route path="organization/" element={<OrganizationPage />} />
          <Route path="starter-kits/" element={<StarterKitsPage />} />
          <Route path="vote/" element={<VotePage />} />
          <Route path="app-shell" element={<AppShellPage />} />
          <Route path="printable/" element={<PrintablePage />} />
          <Route path=":section/printable/" element={<PrintablePage />} />
          <Route path="*" element={<DocPage />} />
        </Route>
      </Routes>
    </PageDataProvider>
  );
}
