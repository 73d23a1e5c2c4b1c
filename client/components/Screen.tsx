// Renders a screen from the screen source: at once when it is available, else the loading
// placeholder until its chunk arrives, or the chunk error with a retry.
import { useContext, useEffect, useState } from 'react';
import { usePageState } from '../lib/pageDataContext';
import { screenOfKind, type ScreenName } from '../../shared/routes';
import { ScreenContext } from '../lib/screenSource';
import { DocPage } from '../pages/DocPage';
import { ContentStatus } from './ContentStatus';
import { LazyError } from './LazyError';
import { useMessages } from '../lib/useMessages';

/** One of the screens that live in their own chunk. */
export function Screen({ name }: { name: ScreenName }) {
  const source = useContext(ScreenContext);
  if (!source) throw new Error('Screen must be used inside a ScreenContext provider');
  const { data } = usePageState();
  const messages = useMessages();
  // A screen's route can hold a content page or Not Found (say /foo/printable/): the page data
  // decides, as it does on the server, so both render the same thing.
  const asDocument = screenOfKind(data.kind) === null;
  const Component = asDocument ? null : source.get(name);
  const [error, setError] = useState<Error | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [, setLoaded] = useState(0);
  useEffect(() => {
    if (Component || asDocument) return;
    let active = true;
    setError(null);
    source.load(name).then(
      () => active && setLoaded((n) => n + 1),
      (failure: unknown) => active && setError(failure instanceof Error ? failure : new Error(String(failure))),
    );
    return () => {
      active = false;
    };
  }, [source, name, Component, asDocument, attempt]);
  if (asDocument) return <DocPage />;
  if (Component) return <Component />;
  return (
    <main id="main-content" className="docs__main" tabIndex={-1}>
      {error ? <LazyError what={messages['lazy.page']} error={error} retry={() => setAttempt((n) => n + 1)} /> : <ContentStatus status="loading" />}
    </main>
  );
}
