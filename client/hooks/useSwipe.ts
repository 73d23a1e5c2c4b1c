// Opens or closes the mobile sidebar on horizontal swipes anywhere on the page. A gesture is
// judged from where it starts and ends (the touch that lifts is in `changedTouches`), so nothing
// runs while the finger moves.
import { useEffect, useRef } from 'react';
import { swipeAction, type TouchPoint } from '../lib/swipe';

const pointOf = (touch: Touch | undefined): TouchPoint | null => (touch ? { x: touch.clientX, y: touch.clientY } : null);

/** Listens to touch gestures and calls setOpen when a swipe should open or close. */
export function useSwipe(isOpen: boolean, setOpen: (open: boolean) => void): void {
  const openRef = useRef(isOpen);
  openRef.current = isOpen;
  useEffect(() => {
    let start: TouchPoint | null = null;
    const onStart = (event: TouchEvent) => {
      start = pointOf(event.touches[0]);
    };
    const onEnd = (event: TouchEvent) => {
      const end = pointOf(event.changedTouches[0]);
      const action = start && end && swipeAction(start, end, openRef.current);
      if (action) setOpen(action === 'open');
      start = null;
    };
    document.addEventListener('touchstart', onStart, { passive: true });
    document.addEventListener('touchend', onEnd, { passive: true });
    return () => {
      document.removeEventListener('touchstart', onStart);
      document.removeEventListener('touchend', onEnd);
    };
  }, [setOpen]);
}
