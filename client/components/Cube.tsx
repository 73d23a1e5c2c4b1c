// A CSS 3D cube (depth 120) that turns every 5000 ms, unless the visitor prefers reduced motion.
import { useEffect, useState } from 'react';
import { CUBE_DEPTH, CUBE_REPEAT_MS } from '../../shared/constants';
import { useReducedMotion } from '../hooks/useReducedMotion';

const FACES = ['front', 'back', 'left', 'right', 'top', 'bottom'] as const;

/** The decorative cube of the splash. */
export function Cube({ depth = CUBE_DEPTH, repeat = CUBE_REPEAT_MS }: { depth?: number; repeat?: number }) {
  const reduced = useReducedMotion();
  const [turns, setTurns] = useState(0);
  useEffect(() => {
    if (reduced) return;
    const timer = setInterval(() => setTurns((t) => t + 1), repeat);
    return () => clearInterval(timer);
  }, [reduced, repeat]);
  return (
    <div className="cube" aria-hidden="true" data-depth={depth} data-turns={turns}>
      <div className={`cube__body cube__body--turn-${turns % 4}`}>
        {FACES.map((face) => (
          <div key={face} className={`cube__face cube__face--${face}`} />
        ))}
      </div>
    </div>
  );
}
