// Clicks a reader made before the page's scripts could answer them: the inline script keeps
// the buttons clicked (server/render/bootstrapScript.ts), and the page clicks them again once
// it can: a code block's Copy button as soon as its listener is there, the buttons React
// answers once the page has hydrated. From the moment React hydrates, it queues and replays
// clicks on the page itself, so keeping stops then. The code blocks' side of it (answering a
// kept Copy click) is in keptClicks.ts, with the chunk that answers them.
import { PENDING_CLICKS_KEY } from '../../shared/constants';

/** The window property the inline script keeps the buttons in (null once it no longer keeps). */
export type PendingClicksHolder = { [PENDING_CLICKS_KEY]?: Element[] | null };

let taken: Element[] = [];

function clickAgain(buttons: readonly Element[]): void {
  for (const button of buttons) if (button.isConnected && button instanceof HTMLElement) button.click();
}

/** Stops keeping clicks and takes those kept, for replayTakenClicks after hydration. */
export function takeKeptClicks(holder: PendingClicksHolder): void {
  const kept = holder[PENDING_CLICKS_KEY];
  holder[PENDING_CLICKS_KEY] = null;
  taken = Array.isArray(kept) ? kept : [];
}

/** Clicks again, once, the buttons taken before hydration that are still in the page. */
export function replayTakenClicks(): void {
  const buttons = taken;
  taken = [];
  clickAgain(buttons);
}
