// Decides what a finished touch gesture does to the mobile sidebar.
import { SWIPE_OPENER_RANGE_PX, SWIPE_SLOPE_RATIO, SWIPE_THRESHOLD_PX } from '../../shared/constants';

/** A point of a touch gesture. */
export interface TouchPoint {
  x: number;
  y: number;
}

/** 'open', 'close' or null for a gesture from start to end while the sidebar is open or closed. */
export function swipeAction(start: TouchPoint, end: TouchPoint, isOpen: boolean): 'open' | 'close' | null {
  const dx = end.x - start.x;
  const dy = end.y - start.y;
  if (Math.abs(dx) <= SWIPE_THRESHOLD_PX) return null;
  // Mostly vertical moves are scrolling, not swipes.
  if (Math.abs(dy) / Math.abs(dx) > SWIPE_SLOPE_RATIO) return null;
  if (dx > 0 && !isOpen && start.x <= SWIPE_OPENER_RANGE_PX) return 'open';
  if (dx < 0 && isOpen) return 'close';
  return null;
}
