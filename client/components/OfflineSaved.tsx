// The visible sign that the pages of the language being read are saved on this device. Shown
// once the worker reports them saved (client/lib/offlineReading.ts), never during hydration.
import { useEffect, useState } from 'react';
import { OFFLINE_STATUS_EVENT, type OfflineStatusDetail } from '../lib/offlineStatus';
import { usePageState } from '../lib/pageDataContext';
import { useMessages } from '../lib/useMessages';

/** "Available offline", for the language of the page shown. */
export function OfflineSaved() {
  const messages = useMessages();
  const locale = usePageState().data.locale;
  const [saved, setSaved] = useState<ReadonlySet<string>>(new Set());
  useEffect(() => {
    const onStatus = (event: Event) => {
      const { status, locale: savedLocale } = (event as CustomEvent<OfflineStatusDetail>).detail;
      if (status === 'ready') setSaved((known) => new Set([...known, savedLocale]));
    };
    // Saved before this sign mounted: the root's attributes say so.
    const root = document.documentElement;
    if (root.dataset.offline === 'ready' && root.dataset.offlineLocale) setSaved(new Set([root.dataset.offlineLocale]));
    window.addEventListener(OFFLINE_STATUS_EVENT, onStatus);
    return () => window.removeEventListener(OFFLINE_STATUS_EVENT, onStatus);
  }, []);
  if (!saved.has(locale)) return null;
  return (
    <p className="offline-saved" role="status" data-offline-saved={locale}>
      {messages['offline.saved']}
    </p>
  );
}
