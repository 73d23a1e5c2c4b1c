// Renders a screen from the screen source: at once when it is available, else the loading
// placeholder until its chunk arrives, or the chunk error with a retry.
import { useContext, useEffect, useState } from 'react';
import { ScreenContext, type ScreenName } from '../lib/screens';
import { ContentStatus } from './ContentStatus';
import { LazyError } from './LazyError';

/** One of the screens that live in their own chunk. */
export function Screen({ name }: { name: ScreenName }) {
  const source = useContext(ScreenContext);
  if (!source) throw new Error('Screen must be used inside a ScreenContext provider');
  const Component = source.get(name);
  const [error, setError] = useState<Error | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [, setLoaded] = useState(0);
  useEffect(() => {
    if (Component) return;
    let active = true;
    setError(null);
    source.load(name).then(
      () => active && setLoaded((n) => n + 1),
      (failure: unknown) => active && setError(failure instanceof Error ? failure : new Error(String(failure))),
    );
    return () => {
      active = false;
    };
  }, [source, name, Component, attempt]);
  if (Component) return <Component />;
  return (
    <main id="main-content" className="docs__main" tabIndex={-1}>
      {error ? <LazyError what="page" error={error} retry={() => setAttempt((n) => n + 1)} /> : <ContentStatus status="loading" />}
    </main>
  );
}
