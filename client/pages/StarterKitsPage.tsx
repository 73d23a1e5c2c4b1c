// /starter-kits/: the warning and the kits table (the table is loaded in the browser only).
/** Starter kits screen. */
export function StarterKitsPage() {
  return (
    <main id="main-content" className="starter-kits" tabIndex={-1}>
      <h1>Starter Kits</h1>
      <aside className="callout callout--warning" aria-label="Warning">
        <p className="callout__label" aria-hidden="true">Warning</p>
        <p>These kits are community proofs of concept and are not officially supported by the webpack team.</p>
      </aside>
    </main>
  );
}
