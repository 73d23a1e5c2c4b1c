// The dismissible notice about the new major release. The dismissal is stored in local
// storage (value 3); where storage is unavailable the bar simply stays. The bootstrap script
// hides it before first paint when it was dismissed, so it never flashes.
import { useEffect, useState } from 'react';
import { SiteLink } from './SiteLink';
import { NOTIFICATION_DISMISSED_VALUE, NOTIFICATION_STORAGE_KEY } from '../../shared/constants';
import { readStored, writeStored } from '../lib/storage';
import { messageParts } from '../lib/messageParts';
import { useMessages } from '../lib/useMessages';

/** The release notice under the header. */
export function NotificationBar() {
  const messages = useMessages();
  const [visible, setVisible] = useState(true);
  useEffect(() => {
    if (readStored(NOTIFICATION_STORAGE_KEY) === String(NOTIFICATION_DISMISSED_VALUE)) setVisible(false);
  }, []);
  if (!visible) return null;
  const dismiss = () => {
    writeStored(NOTIFICATION_STORAGE_KEY, String(NOTIFICATION_DISMISSED_VALUE));
    document.documentElement.dataset.notificationDismissed = 'true';
    setVisible(false);
  };
  return (
    <div className="notification-bar" role="region" aria-label={messages['notification.label']}>
      <p>
        {messageParts(messages['notification.text'], { link: <SiteLink to="/migrate/5/">{messages['notification.link']}</SiteLink> })}
      </p>
      <button type="button" className="notification-bar__close" onClick={dismiss} aria-label={messages['notification.dismiss']}>
        ×
      </button>
    </div>
  );
}
