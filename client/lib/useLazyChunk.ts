// Loads a lazy chunk after mount (so server HTML and the first client render agree) and
// exposes its state, module, error and a retry.
import { startTransition, useCallback, useEffect, useState } from 'react';
import { chunkLoader, type LAZY_CHUNKS } from './lazyChunks';

type ChunkName = keyof typeof LAZY_CHUNKS;
type ChunkModule<N extends ChunkName> = Awaited<ReturnType<(typeof LAZY_CHUNKS)[N]>>;

/** State of one lazy chunk for a component. */
export interface LazyChunk<M> {
  module: M | null;
  error: Error | null;
  loading: boolean;
  retry: () => void;
}

/** Loads the named chunk when `enabled` becomes true. */
export function useLazyChunk<N extends ChunkName>(name: N, enabled = true): LazyChunk<ChunkModule<N>> {
  const [module, setModule] = useState<ChunkModule<N> | null>(null);
  const [error, setError] = useState<Error | null>(null);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!enabled || module) return;
    let active = true;
    setError(null);
    // The effects of one commit (a page's hydration among them) run in one task, and starting a
    // chunk's requests costs the main thread a few milliseconds: the load starts in a task of
    // its own.
    const start = setTimeout(() => {
      chunkLoader.load<ChunkModule<N>>(name).then(
        // What the chunk shows is rendered as a transition: in slices, input first.
        (loaded) => active && startTransition(() => setModule(() => loaded)),
        (failure: unknown) => active && setError(failure instanceof Error ? failure : new Error(String(failure))),
      );
    }, 0);
    return () => {
      active = false;
      clearTimeout(start);
    };
  }, [name, enabled, attempt, module]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { module, error, loading: enabled && !module && !error, retry };
}
