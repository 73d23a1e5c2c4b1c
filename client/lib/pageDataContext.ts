// React context that carries the current page data and its loading state to every component.
import { createContext, useContext } from 'react';
import type { DocSearchConfig, PageData } from '../../shared/types';

/** Loading state of the page content ('offline': the browser is offline and the page was not saved). */
export type PageStatus = 'loaded' | 'loading' | 'error' | 'offline';

/** The value components read: the page data, its status and the content version. */
export interface PageState {
  data: PageData;
  status: PageStatus;
  contentVersion: string;
  docsearch: DocSearchConfig | null;
  /** True when the server sends live content updates. */
  live: boolean;
  /** Loads the current page again for a new content version, in place (no placeholder). */
  refresh: (contentVersion: string) => void;
}

export const PageDataContext = createContext<PageState | null>(null);

/** Reads the current page state; throws when used outside the provider. */
export function usePageState(): PageState {
  const state = useContext(PageDataContext);
  if (!state) throw new Error('usePageState must be used inside PageDataProvider');
  return state;
}
