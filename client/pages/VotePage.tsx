// /vote/: the voting screen is loaded in the browser only.
import { useLazyChunk } from '../lib/useLazyChunk';
import { LazyError } from '../components/LazyError';
import { useMessages } from '../lib/useMessages';

/** Vote screen. */
export function VotePage() {
  const messages = useMessages();
  const vote = useLazyChunk('vote');
  return (
    <main id="main-content" className="vote" tabIndex={-1}>
      <h1>{messages['screen.vote']}</h1>
      {vote.error ? (
        <LazyError what={messages['lazy.vote']} error={vote.error} retry={vote.retry} />
      ) : vote.module ? (
        <vote.module.VoteApp />
      ) : (
        <p role="status">{messages['screen.loading']}</p>
      )}
    </main>
  );
}
