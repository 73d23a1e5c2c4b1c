// The last line of defence of the page: an error thrown while rendering or in an effect
// anywhere below would otherwise make React drop the whole tree, leaving an empty page. The
// page shows a message with a way to load it again instead. React reports a caught error
// itself (once, with its component stack), so nothing is logged here. It stands above the page
// data, so it is told the language of its strings: the first page's.
import { Component, type ReactNode } from 'react';
import { messagesFor } from '../../shared/messages/messages';
import { messageParts } from '../lib/messageParts';

interface State {
  error: Error | null;
}

/** Catches errors of the whole application and shows a message in place of an empty page. */
export class RootErrorBoundary extends Component<{ children: ReactNode; locale: string }, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override render(): ReactNode {
    if (!this.state.error) return this.props.children;
    // A plain link: a full load gets a fresh page from the server, whatever state broke here.
    const here = typeof window === 'undefined' ? '/' : window.location.pathname + window.location.search;
    const messages = messagesFor(this.props.locale);
    return (
      <main className="root-error" role="alert">
        <h1>{messages['rootError.title']}</h1>
        <p>{messages['rootError.text']}</p>
        <p>
          {messageParts(messages['rootError.actions'], {
            reload: <a href={here}>{messages['rootError.reload']}</a>,
            home: <a href="/">{messages['rootError.home']}</a>,
          })}
        </p>
      </main>
    );
  }
}
