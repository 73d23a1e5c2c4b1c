// For writers (watch mode): listens to the server's content events, updates the open page in
// place when its content changed, and shows an overlay with content problems (the last good
// version is shown) and, below them, warnings and broken links (the page is shown as written),
// each with its file and line, until they are fixed.
import { useEffect, useRef, useState } from 'react';
import { LIVE_EVENTS_PATH } from '../../shared/constants';
import type { ContentProblem, LiveChange } from '../../shared/types';
import { usePageState } from '../lib/pageDataContext';
import { useMessages } from '../lib/useMessages';


/** Live update listener and problem overlay; renders nothing unless the server watches content. */
export function LiveUpdates() {
  const { live, data, contentVersion, refresh } = usePageState();
  const messages = useMessages();
  const [problems, setProblems] = useState<ContentProblem[]>([]);
  const [warnings, setWarnings] = useState<ContentProblem[]>([]);
  const state = useRef({ url: data.url, version: contentVersion });
  state.current = { url: data.url, version: contentVersion };
  useEffect(() => {
    if (!live || typeof EventSource === 'undefined') return;
    const source = new EventSource(LIVE_EVENTS_PATH);
    source.onmessage = (event: MessageEvent<string>) => {
      const change = JSON.parse(event.data) as LiveChange;
      setProblems(change.problems);
      setWarnings(change.warnings ?? []);
      // Any change can move sidebars and neighbours, so the open page follows every new version.
      if (change.version !== state.current.version) refresh(change.version);
    };
    return () => source.close();
  }, [live, refresh]);
  if (!live || problems.length + warnings.length === 0) return null;
  return (
    <div className="content-problems" data-live-overlay="">
      {problems.length > 0 && (
        <div role="alert">
          <p className="content-problems__title">{messages[problems.length === 1 ? 'live.problems.one' : 'live.problems.other']}</p>
          <ProblemList items={problems} />
        </div>
      )}
      {warnings.length > 0 && (
        <div role="status" className="content-problems__warnings">
          <p className="content-problems__title">{messages[warnings.length === 1 ? 'live.warnings.one' : 'live.warnings.other']}</p>
          <ProblemList items={warnings} />
        </div>
      )}
    </div>
  );
}

/** Problems or warnings, each as file:line and message. */
function ProblemList({ items }: { items: ContentProblem[] }) {
  return (
    <ul>
      {items.map((p) => (
        <li key={`${p.file}:${p.line}:${p.message}`}>
          <code>
            {p.file}:{p.line}
          </code>{' '}
          {p.message}
        </li>
      ))}
    </ul>
  );
}
