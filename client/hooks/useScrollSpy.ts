// Finds the heading currently in view among the given ids (the last one whose top passed the
// header line), for highlighting it in the sidebar.
import { useEffect, useState } from 'react';

// A heading counts as in view once its top is within this distance of the viewport top (below
// the sticky header; jumps to a heading land at 120 px, see scroll-padding-top in main.css).
const HEADER_OFFSET = 140;

/** Returns the id of the heading currently in view, or null. */
export function useScrollSpy(ids: string[]): string | null {
  const [active, setActive] = useState<string | null>(null);
  const key = ids.join('|');
  useEffect(() => {
    if (ids.length === 0) return;
    let frame = 0;
    const update = () => {
      frame = 0;
      let current: string | null = null;
      for (const id of ids) {
        const element = document.getElementById(id);
        if (element && element.getBoundingClientRect().top <= HEADER_OFFSET) current = id;
      }
      setActive(current);
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    update();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      if (frame) cancelAnimationFrame(frame);
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return active;
}
