// Old anchors of a page that now live on another page: the server never sees the fragment, so
// the browser follows these redirects (e.g. /configuration/other-options/#cache).
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { fragmentId } from '../lib/fragment';

/** Replaces the location when its #fragment has moved to another page. */
export function useFragmentRedirect(redirects: Record<string, string>, loaded: boolean): void {
  const { hash } = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    if (!loaded || !hash) return;
    const target = redirects[hash] ?? redirects[`#${fragmentId(hash)}`];
    if (target) navigate(target, { replace: true });
  }, [hash, redirects, loaded, navigate]);
}
