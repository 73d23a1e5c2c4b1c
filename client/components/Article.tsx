// The article body: HTML prepared on the server when the content loaded, inserted as is.
// Clicks on in-site links inside it go through the client router.
import type { MouseEvent } from 'react';
import { useNavigate } from 'react-router';
import { isModifiedClick, routablePath } from '../lib/links';

/** Prepared article HTML with client-side navigation for its internal links. */
export function Article({ html, className }: { html: string; className?: string }) {
  const navigate = useNavigate();
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    if (event.defaultPrevented || isModifiedClick(event)) return;
    const anchor = (event.target as Element).closest('a');
    if (!anchor || anchor.target || anchor.hasAttribute('download')) return;
    const href = anchor.getAttribute('href');
    if (!href || href.startsWith('#')) return;
    const path = routablePath(href, window.location.origin);
    if (!path) return;
    event.preventDefault();
    navigate(path);
  };
  return (
    // The click handler only delegates link clicks; the links themselves stay keyboard reachable.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions
    <div className={className ?? 'markdown'} data-article="" onClick={onClick} dangerouslySetInnerHTML={{ __html: html }} />
  );
}
