// /app-shell: the page chrome with an empty content area (used by the service worker).
/** Empty content area. */
export function AppShellPage() {
  return <main id="main-content" className="app-shell" tabIndex={-1} />;
}
