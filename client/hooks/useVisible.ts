// Becomes true once an element is on screen: IntersectionObserver where available, otherwise a
// check every 300 ms.
import { useEffect, useState, type RefObject } from 'react';
import { VISIBILITY_CHECK_MS } from '../../shared/constants';

/** Tracks whether the element has been visible at least once. */
export function useVisible(ref: RefObject<Element | null>): boolean {
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || visible) return;
    if ('IntersectionObserver' in window) {
      const observer = new IntersectionObserver((entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          setVisible(true);
          observer.disconnect();
        }
      }, { rootMargin: '200px' });
      observer.observe(element);
      return () => observer.disconnect();
    }
    const timer = setInterval(() => {
      const rect = element.getBoundingClientRect();
      if (rect.top < window.innerHeight && rect.bottom > 0) {
        setVisible(true);
        clearInterval(timer);
      }
    }, VISIBILITY_CHECK_MS);
    return () => clearInterval(timer);
  }, [ref, visible]);
  return visible;
}
