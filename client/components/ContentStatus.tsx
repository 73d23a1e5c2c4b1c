// The placeholder shown while page content loads, the error text when loading failed, and the
// offline notice when the browser is offline and the page was not saved for offline reading.
import type { PageStatus } from '../lib/pageDataContext';
import { useMessages } from '../lib/useMessages';

/** Renders the loading placeholder or the error, or nothing once loaded. */
export function ContentStatus({ status }: { status: PageStatus }) {
  const messages = useMessages();
  if (status === 'error') {
    return (
      <p className="content-error" role="alert">
        {messages['content.error']}
      </p>
    );
  }
  if (status === 'offline') {
    return (
      <p className="content-offline" role="status">
        {messages['content.offline']}
      </p>
    );
  }
  if (status === 'loading') {
    return (
      <div className="placeholder" role="status" aria-label={messages['content.loading']}>
        <div className="placeholder__line placeholder__line--title" />
        <div className="placeholder__line" />
        <div className="placeholder__line" />
        <div className="placeholder__line placeholder__line--short" />
      </div>
    );
  }
  return null;
}
