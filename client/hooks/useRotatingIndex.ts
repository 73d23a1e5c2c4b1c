// Cycles an index after mount: first change after `delay` ms, then every `repeat` ms.
import { useEffect, useState } from 'react';

/** Returns the current index of a rotation over `count` items. */
export function useRotatingIndex(count: number, delay: number, repeat: number, enabled = true): number {
  const [index, setIndex] = useState(0);
  useEffect(() => {
    if (!enabled || count < 2) return;
    let interval: ReturnType<typeof setInterval> | undefined;
    const timeout = setTimeout(() => {
      setIndex((i) => (i + 1) % count);
      interval = setInterval(() => setIndex((i) => (i + 1) % count), repeat);
    }, delay);
    return () => {
      clearTimeout(timeout);
      if (interval) clearInterval(interval);
    };
  }, [count, delay, repeat, enabled]);
  return index;
}
