// Holds the current page data. The first render uses the data the server embedded; when the
// location changes, the page data JSON of the new path is fetched (its URL carries the content
// version), with a loading state and an error state. The data of the last pages read is kept in
// a small LRU bounded by bytes (client/lib/pageDataLoader.ts), so going back is immediate while
// a long session does not keep every page it opened.
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import type { DocSearchConfig, PageData } from '../shared/types';
import { NO_SLASH_PATHS } from '../shared/routes';
import { pageDataUrl, withTrailingSlash } from '../shared/urls';
import { completePageData } from './lib/sectionNav';
import { chunkLoader } from './lib/lazyChunks';
import type { PageDataLoader } from './lib/pageDataLoader';
import { isOfflineShell } from './lib/offlineShell';
import { PageDataContext, type PageState, type PageStatus } from './lib/pageDataContext';

// The data of the last pages read, for immediate returns (bounded in bytes). The loader is a
// chunk of its own, fetched with the first link followed (a page shows its own data first),
// and known synchronously from then on.
let pageData: PageDataLoader | null = null;
const loadPageDataLoader = () =>
  chunkLoader
    .load<typeof import('./lib/pageDataLoader')>('pageData')
    .then(({ createPageDataLoader }) => (pageData ??= createPageDataLoader({ loader: chunkLoader, fetch: (url, init) => fetch(url, init), complete: completePageData })));

interface Props {
  initial: PageData;
  contentVersion: string;
  docsearch: DocSearchConfig | null;
  live: boolean;
  children: ReactNode;
}

/** Loads page data for client navigation and provides it to the tree. */
export function PageDataProvider({ initial, contentVersion, docsearch, live, children }: Props) {
  const location = useLocation();
  const [data, setData] = useState<PageData>(initial);
  // The offline app shell standing in for another address has no data for it yet.
  const [status, setStatus] = useState<PageStatus>(isOfflineShell(initial.kind, location.pathname) ? 'loading' : 'loaded');
  const [version, setVersion] = useState(contentVersion);
  // The shared Not Found page is rendered for NOT_FOUND_URL; it belongs to whatever path was asked for.
  const loadedPath = useRef(withTrailingSlash(initial.kind === 'notFound' ? location.pathname : initial.url));
  // The path the document was loaded for (differs from initial.url when the offline app shell answered).
  const documentPath = useRef(withTrailingSlash(location.pathname));
  // Bumped by refresh(): reload the current path for a new version without a placeholder.
  const [refreshes, setRefreshes] = useState(0);
  const inPlace = useRef(false);
  const refresh = useCallback((next: string) => {
    inPlace.current = true;
    loadedPath.current = '';
    setVersion(next);
    setRefreshes((n) => n + 1);
  }, []);

  useEffect(() => {
    const path = NO_SLASH_PATHS.includes(location.pathname) ? location.pathname : withTrailingSlash(location.pathname);
    // Back to the page still shown while another one was loading: its data is in place, only
    // the placeholder (or error) of the page left half-loaded has to go.
    if (path === loadedPath.current) {
      setStatus('loaded');
      return;
    }
    let active = true;
    const url = pageDataUrl(version, path);
    const known = pageData?.known(url);
    if (!inPlace.current && !known) setStatus('loading');
    inPlace.current = false;
    const loading = known ? Promise.resolve(known) : loadPageDataLoader().then((loader) => loader.load(url));
    loading
      .then(({ data: next, served }) => {
        if (!active) return;
        if (served && served !== version) setVersion(served);
        loadedPath.current = path;
        setData(next);
        setStatus('loaded');
      })
      .catch((error: unknown) => {
        if (!active) return;
        console.info('Error loading content.', error);
        // Offline, a full navigation lets the service worker answer with the cached page (or
        // the app shell) instead of leaving the reader with an error.
        if (!navigator.onLine && path !== documentPath.current) {
          window.location.assign(path + window.location.search + window.location.hash);
          return;
        }
        setStatus(navigator.onLine ? 'error' : 'offline');
      });
    return () => {
      active = false;
    };
  }, [location.pathname, version, refreshes]);

  const value = useMemo<PageState>(() => ({ data, status, contentVersion: version, docsearch, live, refresh }), [data, status, version, docsearch, live, refresh]);
  return <PageDataContext.Provider value={value}>{children}</PageDataContext.Provider>;
}
