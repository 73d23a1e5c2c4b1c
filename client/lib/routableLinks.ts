// Pure helpers deciding which clicks the client router may take over.
import { isPrintableUrl } from '../../shared/routes';

/** True when a click should be left to the browser (modifier keys, other buttons). */
export function isModifiedClick(event: { button: number; metaKey: boolean; ctrlKey: boolean; shiftKey: boolean; altKey: boolean }): boolean {
  return event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
}

/** Returns the in-site path (pathname + search + hash) of an href, or null when the router must not handle it. */
export function routablePath(href: string, origin: string): string | null {
  let url: URL;
  try {
    url = new URL(href, origin);
  } catch {
    return null;
  }
  if (url.origin !== origin) return null;
  if (/\.[a-z0-9]+$/i.test(url.pathname) && !url.pathname.endsWith('/')) return null;
  if (isPrintableUrl(url.pathname)) return null;
  return url.pathname + url.search + url.hash;
}
