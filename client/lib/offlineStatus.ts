// The one event by which offline reading (a lazy chunk) tells the page's visible sign how
// saving the language being read went. Separate so the sign does not load that chunk.

/** Name of the window event carrying an OfflineStatusDetail. */
export const OFFLINE_STATUS_EVENT = 'offline-status';

/** Where saving the pages of a language stands. */
export type OfflineStatus = 'saving' | 'ready' | 'failed' | 'skipped';

/** What the event carries. */
export interface OfflineStatusDetail {
  status: OfflineStatus;
  locale: string;
}
