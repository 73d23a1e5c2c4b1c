// The one inline script of every page: it sets the theme (stored choice, else the system
// preference) and hides a dismissed notification bar before first paint, so nothing flashes.
// It also turns off stack capture for errors created while the page's modules initialise
// (React creates several Error objects as its module starts): with developer tools attached,
// as in Lighthouse, each one records a detailed stack trace, which makes V8 re-parse the whole
// entry bundle on the main thread to find line numbers, most of the entry's evaluation time.
// The entry puts the limit back as its last statement (client/lib/errorStacks.ts).
// The Content-Security-Policy allows exactly this script by its hash.
import { createHash } from 'node:crypto';
import { NOTIFICATION_DISMISSED_VALUE, NOTIFICATION_STORAGE_KEY, SAVED_STACK_LIMIT_KEY, THEME_STORAGE_KEY } from '../../shared/constants';

const key = (name: string) => JSON.stringify(name).replace(/"/g, "'");

/** The inline script's source. */
export const BOOTSTRAP_SCRIPT =
  `(function(){var d=document.documentElement,t=null,n=null;try{t=localStorage.getItem(${key(THEME_STORAGE_KEY)});n=localStorage.getItem(${key(NOTIFICATION_STORAGE_KEY)})}catch(e){}` +
  "if(t!=='light'&&t!=='dark')t=window.matchMedia&&matchMedia('(prefers-color-scheme: dark)').matches?'dark':'light';" +
  `d.setAttribute('data-theme',t);if(n===${key(String(NOTIFICATION_DISMISSED_VALUE))})d.setAttribute('data-notification-dismissed','true');` +
  `var l=Error.stackTraceLimit;if(typeof l==='number'&&delete Error.stackTraceLimit)window[${key(SAVED_STACK_LIMIT_KEY)}]=l})();`;

/** The CSP source expression allowing the script. */
export const BOOTSTRAP_SCRIPT_HASH = `'sha256-${createHash('sha256').update(BOOTSTRAP_SCRIPT).digest('base64')}'`;
