// /starter-kits/: the warning, then the kits table, which is loaded in the browser only.
import { useLazyChunk } from '../lib/useLazyChunk';
import { LazyError } from '../components/LazyError';
import { useMessages } from '../lib/useMessages';

/** Starter kits screen. */
export function StarterKitsPage() {
  const messages = useMessages();
  const table = useLazyChunk('starterKits');
  return (
    <main id="main-content" className="starter-kits" tabIndex={-1}>
      <h1>{messages['screen.starterKits']}</h1>
      <p>Community-made project templates that come with webpack already configured.</p>
      <aside className="callout callout--warning" aria-label="Warning">
        <p className="callout__label" aria-hidden="true">Warning</p>
        <p>These kits are proofs of concept made by the community. They are not officially supported by the webpack team.</p>
      </aside>
      <div className="starter-kits__slot">
        {table.error ? (
          <LazyError what={messages['lazy.starterKits']} error={table.error} retry={table.retry} />
        ) : table.module ? (
          <table.module.StarterKitsTable />
        ) : (
          <p role="status">{messages['screen.loadingStarterKits']}</p>
        )}
      </div>
    </main>
  );
}
