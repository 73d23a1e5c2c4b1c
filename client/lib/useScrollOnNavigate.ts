// After client navigation shows a page: Back and Forward return to where the reader was on it
// (the browser cannot: the page's content arrives after the history step), a new navigation
// goes to the URL's hash anchor or the top. Focus then moves to the new page's heading, so a
// screen reader starts reading there instead of on the link that was clicked.
// Positions are remembered per history entry while the reader scrolls, and for the session
// (so Back into the site from another one finds them too).
import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';
import { fragmentId } from './fragment';
import { parsePositions, positionKey, scrollPlan, serializePositions } from './scrollPlan';

const STORAGE_KEY = 'scroll-positions';

function readPositions(): Map<string, number> {
  try {
    return parsePositions(window.sessionStorage.getItem(STORAGE_KEY));
  } catch {
    return new Map();
  }
}

function writePositions(positions: ReadonlyMap<string, number>): void {
  try {
    window.sessionStorage.setItem(STORAGE_KEY, serializePositions(positions));
  } catch {
    // Storage full or refused: positions are kept for this document only.
  }
}

/** Moves focus to the page's main heading without scrolling (the scroll is decided above). */
function focusHeading(): void {
  const heading = document.querySelector<HTMLElement>('main h1, #root h1') ?? document.querySelector<HTMLElement>('main');
  if (!heading) return;
  if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
  heading.focus({ preventScroll: true });
}

/** Restores or sets the scroll position (and focus) when the shown page changes; on the
 * first, server-rendered page only a remembered position is restored. */
export function useScrollOnNavigate(loadedUrl: string, loaded: boolean): void {
  const { hash, key, pathname } = useLocation();
  const kind = useNavigationType();
  const first = useRef(true);
  const shownUrl = useRef('');
  const positions = useRef<Map<string, number> | null>(null);
  // The entry being shown, as of this render, and whether its page is in place: scroll events
  // caused by a shorter placeholder while a page loads must overwrite neither the position of
  // the page the reader left nor the one about to be restored.
  const current = useRef('');
  const settled = useRef(false);
  const entry = positionKey(key, pathname);
  if (current.current !== entry) {
    current.current = entry;
    settled.current = false;
  }

  useEffect(() => {
    positions.current = readPositions();
    window.history.scrollRestoration = 'manual';
    let frame = 0;
    const onScroll = () => {
      if (frame) return;
      frame = window.requestAnimationFrame(() => {
        frame = 0;
        const kept = positions.current;
        if (!kept || !settled.current) return;
        kept.delete(current.current);
        kept.set(current.current, window.scrollY);
      });
    };
    const save = () => positions.current && writePositions(positions.current);
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('pagehide', save);
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('pagehide', save);
      if (frame) window.cancelAnimationFrame(frame);
      window.history.scrollRestoration = 'auto';
    };
  }, []);

  // Before paint, so the reader never sees the page at the wrong place first.
  useLayoutEffect(() => {
    if (!loaded) {
      settled.current = false;
      return;
    }
    settled.current = true;
    const remembered = (positions.current ?? readPositions()).get(current.current);
    if (first.current) {
      first.current = false;
      // A reload or a return into the site: the browser no longer restores (manual above).
      if (remembered !== undefined && window.scrollY === 0) window.scrollTo(0, remembered);
      shownUrl.current = loadedUrl;
      return;
    }
    const plan = scrollPlan(kind, remembered, fragmentId(hash));
    if (plan.to === 'position') window.scrollTo(0, plan.y);
    else if (plan.to === 'anchor' && document.getElementById(plan.id)) document.getElementById(plan.id)?.scrollIntoView();
    else window.scrollTo(0, 0);
    // A jump to another anchor of the same page leaves focus where the browser puts it.
    if (shownUrl.current !== loadedUrl) focusHeading();
    shownUrl.current = loadedUrl;
  }, [loadedUrl, loaded, hash, kind]);
}
