// One delegated click listener for every code block's copy button, present and future.
import { messagesFor } from '../../shared/messages/messages';
import { codeToCopy } from './copyCode';
import { forgetKeptClick, replayKeptClicks } from './keptClicks';
import type { PendingClicksHolder } from './pendingClicks';

const FEEDBACK_MS = 2000;

const COPY_BUTTON = 'button[data-copy-code]';

/** Wires copy buttons (data-copy-code) to the clipboard with 'Copied' feedback, in the page's
 * language; the button then shows its own label again. A Copy button clicked before this ran
 * (it is on screen from the first paint) is answered now. */
export function installCodeCopy(doc: Document, holder: PendingClicksHolder): void {
  doc.addEventListener('click', (event) => {
    const target = event.target as Element | null;
    const button = target?.closest<HTMLButtonElement>(COPY_BUTTON);
    const code = button?.closest('.code-block')?.querySelector('code');
    if (!button || !code) return;
    forgetKeptClick(holder, button);
    const text = codeToCopy(code);
    const label = button.dataset.label ?? button.textContent ?? '';
    button.dataset.label = label;
    const messages = messagesFor(doc.documentElement.lang || 'en');
    const done = (feedback: string) => {
      button.textContent = feedback;
      button.setAttribute('aria-live', 'polite');
      window.setTimeout(() => {
        button.textContent = label;
      }, FEEDBACK_MS);
    };
    navigator.clipboard.writeText(text).then(
      () => done(messages['code.copied']),
      () => done(messages['code.copyFailed']),
    );
  });
  replayKeptClicks(holder, (button) => button.matches(COPY_BUTTON));
}
