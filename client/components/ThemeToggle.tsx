// Switches between light and dark themes and stores the choice. The theme itself is set on
// <html> by the bootstrap script before first paint (prefers-color-scheme when nothing is stored).
import { useEffect, useState } from 'react';
import { THEME_STORAGE_KEY } from '../../shared/constants';
import { writeStored } from '../lib/storage';
import { useMessages } from '../lib/useMessages';

/** The dark mode switch in the header. */
export function ThemeToggle() {
  const messages = useMessages();
  const [dark, setDark] = useState(false);
  useEffect(() => {
    setDark(document.documentElement.dataset.theme === 'dark');
  }, []);
  const toggle = () => {
    const next = !dark;
    document.documentElement.dataset.theme = next ? 'dark' : 'light';
    writeStored(THEME_STORAGE_KEY, next ? 'dark' : 'light');
    setDark(next);
  };
  return (
    <button type="button" className="icon-button theme-toggle" onClick={toggle} aria-pressed={dark} aria-label={messages['theme.dark']}>
      <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path fill="currentColor" d="M12 3a9 9 0 1 0 9 9 7 7 0 0 1-9-9z" />
      </svg>
    </button>
  );
}
