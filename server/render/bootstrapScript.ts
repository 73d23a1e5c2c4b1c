// The one inline script of every page: it sets the theme (stored choice, else the system
// preference) and hides a dismissed notification bar before first paint, so nothing flashes.
// The Content-Security-Policy allows exactly this script by its hash.
import { createHash } from 'node:crypto';
import { NOTIFICATION_DISMISSED_VALUE, NOTIFICATION_STORAGE_KEY, THEME_STORAGE_KEY } from '../../shared/constants';

const key = (name: string) => JSON.stringify(name).replace(/"/g, "'");

/** The inline script's source. */
export const BOOTSTRAP_SCRIPT =
  `(function(){var d=document.documentElement,t=null,n=null;try{t=localStorage.getItem(${key(THEME_STORAGE_KEY)});n=localStorage.getItem(${key(NOTIFICATION_STORAGE_KEY)})}catch(e){}` +
  "if(t!=='light'&&t!=='dark')t=window.matchMedia&&matchMedia('(prefers-color-scheme: dark)').matches?'dark':'light';" +
  `d.setAttribute('data-theme',t);if(n===${key(String(NOTIFICATION_DISMISSED_VALUE))})d.setAttribute('data-notification-dismissed','true')})();`;

/** The CSP source expression allowing the script. */
export const BOOTSTRAP_SCRIPT_HASH = `'sha256-${createHash('sha256').update(BOOTSTRAP_SCRIPT).digest('base64')}'`;
