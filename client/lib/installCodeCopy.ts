// One delegated click listener for every code block's copy button, present and future.
import { codeToCopy } from './copyCode';

const FEEDBACK_MS = 2000;

/** Wires copy buttons (data-copy-code) to the clipboard with 'Copied' feedback. */
export function installCodeCopy(doc: Document): void {
  doc.addEventListener('click', (event) => {
    const target = event.target as Element | null;
    const button = target?.closest<HTMLButtonElement>('button[data-copy-code]');
    const code = button?.closest('.code-block')?.querySelector('code');
    if (!button || !code) return;
    const text = codeToCopy(code);
    const done = (label: string) => {
      button.textContent = label;
      button.setAttribute('aria-live', 'polite');
      window.setTimeout(() => {
        button.textContent = 'Copy';
      }, FEEDBACK_MS);
    };
    navigator.clipboard.writeText(text).then(
      () => done('Copied'),
      () => done('Copy failed'),
    );
  });
}
