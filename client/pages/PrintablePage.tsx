// A printable page: every page of a section (or of all sections) one after another. It opens
// the print dialog once when it has loaded.
import { useEffect, useRef } from 'react';
import { usePageState } from '../lib/pageDataContext';
import { Article } from '../components/Article';
import { ContentStatus } from '../components/ContentStatus';
import { NotFound } from './NotFound';

/** /{section}/printable/ and /printable/. */
export function PrintablePage() {
  const { data, status } = usePageState();
  const printed = useRef(false);
  useEffect(() => {
    if (status !== 'loaded' || data.kind !== 'printable' || printed.current) return;
    printed.current = true;
    const open = () => window.print();
    if (document.readyState === 'complete') setTimeout(open, 0);
    else window.addEventListener('load', open, { once: true });
  }, [status, data.kind]);
  if (status !== 'loaded') {
    return (
      <main id="main-content" className="printable" tabIndex={-1}>
        <ContentStatus status={status} />
      </main>
    );
  }
  if (data.kind === 'notFound') return <NotFound />;
  return (
    <main id="main-content" className="printable" tabIndex={-1}>
      <h1 className="printable__heading">{data.title}</h1>
      <Article className="markdown printable__body" html={data.html} />
    </main>
  );
}
