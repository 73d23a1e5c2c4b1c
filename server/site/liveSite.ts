// Live reload over every language: a change in the English folder or in a translation folder
// reaches the browser as one event carrying the site version (every language's together), the
// changed pages' addresses in their language, and every content problem now.
import { addressOf } from './addresses';
import type { ContentChange, LiveContent } from '../content/liveContent';
import type { Site } from './site';

/** What the live-reload stream listens to. */
export type LiveSource = Pick<LiveContent, 'subscribe'>;

/** One source for the English live content and the translations' ones. */
export function combinedLive(site: Site, english: LiveSource, translations: readonly { locale: string; live: LiveSource }[]): LiveSource {
  if (translations.length === 0) return english;
  return {
    subscribe(listener: (change: ContentChange) => void) {
      const relay = (locale: string | null) => (change: ContentChange) => {
        const now = site.store.current();
        const changed = locale ? change.changed.map((url) => (url === '*' ? url : addressOf(locale, url))) : change.changed;
        listener({ version: now.version, changed, problems: now.problems });
      };
      const stops = [english.subscribe(relay(null)), ...translations.map((t) => t.live.subscribe(relay(t.locale)))];
      return () => {
        for (const stop of stops) stop();
      };
    },
  };
}
