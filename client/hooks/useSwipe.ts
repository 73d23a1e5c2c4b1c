// Opens or closes the mobile sidebar on horizontal swipes anywhere on the page.
import { useEffect, useRef } from 'react';
import { swipeAction, type TouchPoint } from '../lib/swipe';

/** Listens to touch gestures and calls setOpen when a swipe should open or close. */
export function useSwipe(isOpen: boolean, setOpen: (open: boolean) => void): void {
  const start = useRef<TouchPoint | null>(null);
  const last = useRef<TouchPoint | null>(null);
  const openRef = useRef(isOpen);
  openRef.current = isOpen;
  useEffect(() => {
    const onStart = (event: TouchEvent) => {
      const touch = event.touches[0];
      start.current = touch ? { x: touch.clientX, y: touch.clientY } : null;
      last.current = start.current;
    };
    const onMove = (event: TouchEvent) => {
      const touch = event.touches[0];
      if (touch) last.current = { x: touch.clientX, y: touch.clientY };
    };
    const onEnd = () => {
      if (start.current && last.current) {
        const action = swipeAction(start.current, last.current, openRef.current);
        if (action) setOpen(action === 'open');
      }
      start.current = null;
      last.current = null;
    };
    document.addEventListener('touchstart', onStart, { passive: true });
    document.addEventListener('touchmove', onMove, { passive: true });
    document.addEventListener('touchend', onEnd);
    return () => {
      document.removeEventListener('touchstart', onStart);
      document.removeEventListener('touchmove', onMove);
      document.removeEventListener('touchend', onEnd);
    };
  }, [setOpen]);
}
