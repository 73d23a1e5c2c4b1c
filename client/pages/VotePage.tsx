// /vote/: the voting screen is loaded in the browser only.
import { useLazyChunk } from '../lib/useLazyChunk';
import { LazyError } from '../components/LazyError';

/** Vote screen. */
export function VotePage() {
  const vote = useLazyChunk('vote');
  return (
    <main id="main-content" className="vote" tabIndex={-1}>
      <h1>Vote</h1>
      {vote.error ? (
        <LazyError what="voting screen" error={vote.error} retry={vote.retry} />
      ) : vote.module ? (
        <vote.module.VoteApp />
      ) : (
        <p role="status">Loading…</p>
      )}
    </main>
  );
}
