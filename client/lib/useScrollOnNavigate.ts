// After client navigation shows a page: Back and Forward return to where the reader was on it
// (the browser cannot: the page's content arrives after the history step), a new navigation
// goes to the URL's hash anchor or the top. Focus then moves to the new page's heading, so a
// screen reader starts reading there instead of on the link that was clicked, and a live
// region names the new page.
// Positions are remembered per history entry (react-router's entry key with the path: the
// first entry of every document is "default") while the reader scrolls. The browser's own
// restoration is off while the page runs (it would restore before the content is there) and
// back on when the page is left, so a reload or a return from another site restores natively.
import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';
import { fragmentId } from './fragment';
import { remember, scrollPlan, type Positions } from './scrollPlan';

/** Restores or sets the scroll position (and focus) when the shown page changes. */
export function useScrollOnNavigate(loadedUrl: string, loaded: boolean, title: string): void {
  const { hash, key, pathname } = useLocation();
  const kind = useNavigationType();
  const shownUrl = useRef<string | null>(null);
  const positions = useRef<Positions>({});
  // The entry shown as of this render, and whether its page is in place: scroll events caused
  // by a shorter placeholder while a page loads must overwrite neither the position of the page
  // the reader left nor the one about to be restored.
  const entry = useRef({ key: '', settled: false });
  const current = `${key} ${pathname}`;
  if (entry.current.key !== current) entry.current = { key: current, settled: false };

  useEffect(() => {
    const restoration = (mode: ScrollRestoration) => () => {
      history.scrollRestoration = mode;
    };
    const manual = restoration('manual');
    const auto = restoration('auto');
    manual();
    let frame = 0;
    const onScroll = () => {
      frame ||= requestAnimationFrame(() => {
        frame = 0;
        if (entry.current.settled) remember(positions.current, entry.current.key, scrollY);
      });
    };
    addEventListener('scroll', onScroll, { passive: true });
    addEventListener('pagehide', auto);
    addEventListener('pageshow', manual);
    return () => {
      removeEventListener('scroll', onScroll);
      removeEventListener('pagehide', auto);
      removeEventListener('pageshow', manual);
      cancelAnimationFrame(frame);
      auto();
    };
  }, []);

  // Before paint, so the reader never sees the page at the wrong place first.
  useLayoutEffect(() => {
    entry.current.settled = loaded;
    if (!loaded) return;
    // The first, server-rendered page is where the browser put it.
    if (shownUrl.current !== null) {
      const plan = scrollPlan(kind, positions.current[entry.current.key], fragmentId(hash));
      const anchor = typeof plan === 'string' ? document.getElementById(plan) : null;
      if (anchor) anchor.scrollIntoView();
      else scrollTo(0, typeof plan === 'number' ? plan : 0);
      // A jump to another anchor of the same page leaves focus where the browser puts it.
      if (shownUrl.current !== loadedUrl) import('./announcePage').then(({ announcePage }) => announcePage(title), () => undefined);
    }
    shownUrl.current = loadedUrl;
  }, [loadedUrl, loaded, hash, kind, title]);
}
