// After client navigation loads a page: scroll to the URL's hash anchor if present, else to the top.
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { fragmentId } from './fragment';

/** Scrolls when the loaded page changes (not on the first, server-rendered page). */
export function useScrollOnNavigate(loadedUrl: string, loaded: boolean): void {
  const { hash } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (!loaded) return;
    if (first.current) {
      first.current = false;
      return;
    }
    const id = fragmentId(hash);
    const target = id ? document.getElementById(id) : null;
    if (target) target.scrollIntoView();
    else window.scrollTo(0, 0);
  }, [loadedUrl, loaded, hash]);
}
