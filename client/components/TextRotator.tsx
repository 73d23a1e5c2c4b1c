// The rotating word of the splash heading. Screen readers get the whole sentence once.
import { ROTATION_DELAY_MS, ROTATION_REPEAT_MS } from '../../shared/constants';
import { useReducedMotion } from '../hooks/useReducedMotion';
import { useRotatingIndex } from '../hooks/useRotatingIndex';

/** Rotates through `words` (first change after 5000 ms, then every 3000 ms by default). */
export function TextRotator({ words, delay = ROTATION_DELAY_MS, repeat = ROTATION_REPEAT_MS }: { words: readonly string[]; delay?: number; repeat?: number }) {
  const reduced = useReducedMotion();
  const index = useRotatingIndex(words.length, delay, repeat, !reduced);
  return (
    <>
      <span className="sr-only">{words.join(', ')}</span>
      <span className="text-rotator" aria-hidden="true" key={index}>
        {words[index]}
      </span>
    </>
  );
}
