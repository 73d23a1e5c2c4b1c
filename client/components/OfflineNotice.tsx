// A notice shown while the browser is offline.
import { useEffect, useState } from 'react';
import { useMessages } from '../lib/useMessages';

/** Banner telling the reader that only the pages saved on this device are available. */
export function OfflineNotice() {
  const messages = useMessages();
  const [offline, setOffline] = useState(false);
  useEffect(() => {
    const update = () => setOffline(!navigator.onLine);
    update();
    window.addEventListener('online', update);
    window.addEventListener('offline', update);
    return () => {
      window.removeEventListener('online', update);
      window.removeEventListener('offline', update);
    };
  }, []);
  if (!offline) return null;
  return (
    <div className="offline-notice" role="status">
      {messages['offline.notice']}
    </div>
  );
}
