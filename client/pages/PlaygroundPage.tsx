// /playground/: the playground is loaded in the browser only, as a chunk of its own (with its
// editor); its build worker is fetched when the chunk starts.
import { useLazyChunk } from '../lib/useLazyChunk';
import { LazyError } from '../components/LazyError';

/** Playground screen. */
export function PlaygroundPage() {
  const playground = useLazyChunk('playground');
  return (
    <main id="main-content" className="playground" tabIndex={-1}>
      <h1>Playground</h1>
      {playground.error ? (
        <LazyError what="playground" error={playground.error} retry={playground.retry} />
      ) : playground.module ? (
        <playground.module.PlaygroundApp />
      ) : (
        <p role="status">Loading the playground…</p>
      )}
    </main>
  );
}
