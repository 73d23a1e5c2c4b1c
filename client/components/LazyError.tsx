// The message and retry button of a lazy section that failed to load.
import { formatMessage } from '../../shared/messages/messages';
import { useMessages } from '../lib/useMessages';

/** Shown in place of a lazy section whose chunk failed; the rest of the page keeps working.
 * `what` names the section in the page's language (one of the lazy.* messages). */
export function LazyError({ what, error, retry }: { what: string; error: Error; retry: () => void }) {
  const messages = useMessages();
  const failure = `${error.name}: ${error.message.split('\n').join(' ')}`;
  return (
    <div className="lazy-error" role="alert">
      <p>{formatMessage(messages['lazy.failed'], { what, error: failure })}</p>
      <button type="button" className="button button--small" onClick={retry}>
        {messages['lazy.retry']}
      </button>
    </div>
  );
}
