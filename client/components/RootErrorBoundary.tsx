// The last line of defence of the page: an error thrown while rendering or in an effect
// anywhere below would otherwise make React drop the whole tree, leaving an empty page. The
// page shows a message with a way to load it again instead. React reports a caught error
// itself (once, with its component stack), so nothing is logged here.
import { Component, type ReactNode } from 'react';

interface State {
  error: Error | null;
}

/** Catches errors of the whole application and shows a message in place of an empty page. */
export class RootErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override render(): ReactNode {
    if (!this.state.error) return this.props.children;
    // A plain link: a full load gets a fresh page from the server, whatever state broke here.
    const here = typeof window === 'undefined' ? '/' : window.location.pathname + window.location.search;
    return (
      <main className="root-error" role="alert">
        <h1>This page could not be shown</h1>
        <p>Something went wrong in the browser while showing this page.</p>
        <p>
          <a href={here}>Load the page again</a> or go to the <a href="/">home page</a>.
        </p>
      </main>
    );
  }
}
