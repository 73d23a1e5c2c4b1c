// /vote/: loaded in the browser only.
/** Vote screen. */
export function VotePage() {
  return (
    <main id="main-content" className="vote" tabIndex={-1}>
      <h1>Vote</h1>
    </main>
  );
}
