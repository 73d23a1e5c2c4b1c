// The message and retry button of a lazy section that failed to load.

/** Shown in place of a lazy section whose chunk failed; the rest of the page keeps working. */
export function LazyError({ what, error, retry }: { what: string; error: Error; retry: () => void }) {
  return (
    <div className="lazy-error" role="alert">
      <p>
        The {what} could not be loaded ({error.name}: {error.message.split('\n').join(' ')}).
      </p>
      <button type="button" className="button button--small" onClick={retry}>
        Retry
      </button>
    </div>
  );
}
