// The one inline script of every page: it sets the theme (stored choice, else the system
// preference) and hides a dismissed notification bar before first paint, so nothing flashes.
// It also turns off stack capture for errors created while the page's modules initialise
// (React creates several Error objects as its module starts): with developer tools attached,
// as in Lighthouse, each one records a detailed stack trace, which makes V8 re-parse the whole
// entry bundle on the main thread to find line numbers, most of the entry's evaluation time.
// The entry puts the limit back as its last statement (client/lib/errorStacks.ts).
// And it starts the page's scripts once the page has painted: they wait in a <template> at the
// end of the body (server/render/document.ts) and are put into the document once the parse has
// ended and the browser has reported the first contentful paint, so fetching and running them
// never delays it. The report comes when the frame has reached the screen, which can be tens
// of milliseconds after the main thread produced it: scripts started at the next animation
// frame instead were fetched before the page was on the screen (and Lighthouse's model of a
// phone then counted their download before the page's largest paint).
// Each goes in in a task of its own: starting a request costs the main thread 1 to 7 ms
// (Chromium, 1x CPU, developer tools attached), so the eight of a page started together made
// one task that a slow phone ran for over 100 ms.
// Last, it keeps the buttons a reader clicks before the page's scripts are there to answer
// (a code block's Copy button is on screen from the first paint): the page acts on those
// clicks once it can (client/lib/pendingClicks.ts), instead of losing them.
// The Content-Security-Policy allows exactly this script by its hash.
import { createHash } from 'node:crypto';
import { NOTIFICATION_DISMISSED_VALUE, NOTIFICATION_STORAGE_KEY, PAGE_SCRIPTS_ID, PENDING_CLICKS_KEY, SAVED_STACK_LIMIT_KEY, THEME_STORAGE_KEY } from '../../shared/constants';

const key = (name: string) => JSON.stringify(name).replace(/"/g, "'");

/** The inline script's source. */
export const BOOTSTRAP_SCRIPT =
  `(function(){var d=document.documentElement,t=null,n=null;try{t=localStorage.getItem(${key(THEME_STORAGE_KEY)});n=localStorage.getItem(${key(NOTIFICATION_STORAGE_KEY)})}catch(e){}` +
  "if(t!=='light'&&t!=='dark')t=window.matchMedia&&matchMedia('(prefers-color-scheme: dark)').matches?'dark':'light';" +
  `d.setAttribute('data-theme',t);if(n===${key(String(NOTIFICATION_DISMISSED_VALUE))})d.setAttribute('data-notification-dismissed','true');` +
  `var l=Error.stackTraceLimit;if(typeof l==='number'&&delete Error.stackTraceLimit)window[${key(SAVED_STACK_LIMIT_KEY)}]=l;` +
  // After the parse and the first contentful paint, in a task of its own; a page that paints
  // nothing (a tab opened in the background) starts them after a second all the same, and a
  // browser that reports no paints starts them after the first frame that follows the parse.
  `var s=false,r=function(){var p=document.getElementById(${key(PAGE_SCRIPTS_ID)});if(s||!p)return;s=true;` +
  'var a=[].slice.call(document.importNode(p.content,true).childNodes),f=function(){var e=a.shift();if(e){document.body.appendChild(e);setTimeout(f,0)}};f()};' +
  // The timer is set first: a page whose paint is never reported still starts its scripts.
  "document.addEventListener('DOMContentLoaded',function(){setTimeout(r,1000);var g=function(){setTimeout(r,0)};" +
  "try{var P=PerformanceObserver;if(P.supportedEntryTypes.indexOf('paint')<0)throw 0;" +
  "var o=new P(function(l){if(l.getEntriesByName('first-contentful-paint').length){o.disconnect();g()}});o.observe({type:'paint',buffered:true})}" +
  'catch(e){try{requestAnimationFrame(g)}catch(e){}}});' +
  `window[${key(PENDING_CLICKS_KEY)}]=[];document.addEventListener('click',function(e){var k=window[${key(PENDING_CLICKS_KEY)}],b=e.target&&e.target.closest&&e.target.closest('button,[role=button]');` +
  'if(k&&b&&!b.disabled&&k.indexOf(b)<0)k.push(b)},true)})();';

/** The CSP source expression allowing the script. */
export const BOOTSTRAP_SCRIPT_HASH = `'sha256-${createHash('sha256').update(BOOTSTRAP_SCRIPT).digest('base64')}'`;
