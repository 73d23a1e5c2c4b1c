// Tells screen readers which page a client navigation opened (a full page load is announced by
// the browser itself): a polite live region that says the new page's title once it is shown.
import { useEffect, useRef, useState } from 'react';
import { usePageState } from '../lib/pageDataContext';

/** The live region; empty on the server and until the first client navigation. */
export function RouteAnnouncer() {
  const { data, status } = usePageState();
  const [text, setText] = useState('');
  const shown = useRef<string | null>(null);
  useEffect(() => {
    if (status !== 'loaded') return;
    if (shown.current !== null && shown.current !== data.url) setText(data.title);
    shown.current = data.url;
  }, [data.url, data.title, status]);
  return (
    <p className="sr-only" aria-live="polite" aria-atomic="true" data-route-announcer="">
      {text}
    </p>
  );
}
