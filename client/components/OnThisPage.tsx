// "On this page" for phones: on a long page, a folded list of its sections under the title, as
// the desktop sidebar's heading list is not shown there. A native <details>, so it works before
// the page is hydrated and tells assistive technology whether it is open.
import type { Anchor } from '../../shared/types';
import { useMessages } from '../lib/useMessages';

/** A page with at least this many sections gets the list. */
export const LONG_PAGE_SECTIONS = 4;

/** The headings the list shows: the page's sections (h2). */
export function onThisPageAnchors(anchors: Anchor[]): Anchor[] {
  const sections = anchors.filter((anchor) => anchor.level === 2);
  return sections.length >= LONG_PAGE_SECTIONS ? sections : [];
}

/** The folded list of the page's sections, or nothing on a short page. */
export function OnThisPage({ anchors }: { anchors: Anchor[] }) {
  const messages = useMessages();
  const sections = onThisPageAnchors(anchors);
  if (sections.length === 0) return null;
  return (
    <details className="on-this-page">
      <summary>{messages['doc.onThisPage']}</summary>
      <ul>
        {sections.map((anchor) => (
          <li key={anchor.id}>
            <a href={`#${anchor.id}`}>{anchor.title}</a>
          </li>
        ))}
      </ul>
    </details>
  );
}
