// Holds the current page data. The first render uses the data the server embedded; when the
// location changes, the page data JSON of the new path is fetched (its URL carries the content
// version), with a loading state and an error state.
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import type { PageData } from '../shared/types';
import { pageDataUrl, withTrailingSlash } from '../shared/urls';
import { PageDataContext, type PageState, type PageStatus } from './lib/pageDataContext';

interface Props {
  initial: PageData;
  contentVersion: string;
  children: ReactNode;
}

/** Loads page data for client navigation and provides it to the tree. */
export function PageDataProvider({ initial, contentVersion, children }: Props) {
  const location = useLocation();
  const [data, setData] = useState<PageData>(initial);
  const [status, setStatus] = useState<PageStatus>('loaded');
  const [version, setVersion] = useState(contentVersion);
  const loadedPath = useRef(withTrailingSlash(initial.url));

  useEffect(() => {
    const path = location.pathname === '/app-shell' ? location.pathname : withTrailingSlash(location.pathname);
    if (path === loadedPath.current) return;
    const controller = new AbortController();
    setStatus('loading');
    fetch(pageDataUrl(version, path), { signal: controller.signal, headers: { accept: 'application/json' } })
      .then(async (response) => {
        if (!response.ok && response.status !== 404) throw new Error(`page data answered ${response.status}`);
        const next = (await response.json()) as PageData;
        const served = response.headers.get('x-content-version');
        if (served && served !== version) setVersion(served);
        loadedPath.current = path;
        setData(next);
        setStatus('loaded');
      })
      .catch((error: unknown) => {
        if ((error as Error).name === 'AbortError') return;
        console.error('Error loading content.', error);
        setStatus('error');
      });
    return () => controller.abort();
  }, [location.pathname, version]);

  const value = useMemo<PageState>(() => ({ data, status, contentVersion: version }), [data, status, version]);
  return <PageDataContext.Provider value={value}>{children}</PageDataContext.Provider>;
}
