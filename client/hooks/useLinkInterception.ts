// One click listener for the whole document takes over unmodified clicks on in-site links
// (header, sidebars, article bodies, footer alike) and hands them to the client router. Links
// stay plain <a href> elements: nothing per link to render on the server or hydrate.
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { isModifiedClick, routablePath } from '../lib/routableLinks';

/** Installs the document's link click handler for as long as the calling component lives. */
export function useLinkInterception(): void {
  const navigate = useNavigate();
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || isModifiedClick(event)) return;
      const target = event.target;
      if (!(target instanceof Element)) return;
      const anchor = target.closest('a');
      if (!anchor || anchor.target || anchor.hasAttribute('download')) return;
      const href = anchor.getAttribute('href');
      if (!href || href.startsWith('#')) return;
      // anchor.href is the link resolved against this page, as the browser would follow it.
      const path = routablePath(anchor.href, window.location.origin);
      if (!path) return;
      // A jump within the page stays the browser's: it scrolls even when the hash is unchanged.
      const destination = new URL(path, window.location.origin);
      if (destination.hash && destination.pathname === window.location.pathname && destination.search === window.location.search) return;
      event.preventDefault();
      void navigate(path);
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, [navigate]);
}
