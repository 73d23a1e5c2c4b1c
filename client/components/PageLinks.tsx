// Previous and next links at the bottom of a documentation page.
import { BreakableText } from './BreakableText';
import { SiteLink } from './SiteLink';
import type { Link as PageLink } from '../../shared/types';
import { useMessages } from '../lib/useMessages';

/** Neighbours of the current page in its section. */
export function PageLinks({ previous, next }: { previous: PageLink | null; next: PageLink | null }) {
  const messages = useMessages();
  if (!previous && !next) return null;
  return (
    <nav className="page-links" aria-label={messages['pageLinks.label']}>
      {previous ? (
        <SiteLink className="page-links__prev" to={previous.url} rel="prev">
          <span className="page-links__label">{messages['pageLinks.previous']}</span>
          <span><BreakableText text={previous.title} /></span>
        </SiteLink>
      ) : <span />}
      {next && (
        <SiteLink className="page-links__next" to={next.url} rel="next">
          <span className="page-links__label">{messages['pageLinks.next']}</span>
          <span><BreakableText text={next.title} /></span>
        </SiteLink>
      )}
    </nav>
  );
}
