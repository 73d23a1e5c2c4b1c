// The kept clicks a lazily loaded part of the page answers itself (a code block's Copy button):
// it clicks the kept buttons that are its own again, and forgets one it has answered. Apart
// from pendingClicks.ts so that the page's first load and that chunk share no small module.
import { PENDING_CLICKS_KEY } from '../../shared/constants';
import type { PendingClicksHolder } from './pendingClicks';

/** Clicks again, now, the kept buttons that match; the others stay kept. */
export function replayKeptClicks(holder: PendingClicksHolder, match: (button: Element) => boolean): void {
  const kept = holder[PENDING_CLICKS_KEY];
  if (!Array.isArray(kept)) return;
  const now = kept.filter(match);
  holder[PENDING_CLICKS_KEY] = kept.filter((button) => !match(button));
  for (const button of now) if (button.isConnected && button instanceof HTMLElement) button.click();
}

/** Forgets a kept click the page has answered itself. */
export function forgetKeptClick(holder: PendingClicksHolder, button: Element): void {
  const kept = holder[PENDING_CLICKS_KEY];
  if (Array.isArray(kept)) holder[PENDING_CLICKS_KEY] = kept.filter((b) => b !== button);
}

