// What the worker keeps of the pages a reader opens, as pure rules (tested without a worker):
// one entry per page, whatever query string it was asked with; only answers that are the page
// (a 404 or an error is not worth reading offline, and its addresses are unbounded); at most
// READING_MAX_ENTRIES of them, the least recently kept going first.

/** Pages (documents and their data) the worker keeps from reading, at most. */
export const READING_MAX_ENTRIES = 60;

/** The address a response is kept under: the URL without its query string and fragment. */
export function readingKey(url: string): string {
  const parsed = new URL(url);
  return `${parsed.origin}${parsed.pathname}`;
}

/** True for an answer worth keeping for offline reading. */
export function worthKeeping(response: { ok: boolean; status: number; type: string }): boolean {
  return response.ok && response.status === 200 && response.type !== 'opaque';
}

/** The keys to drop so that at most `max` remain, oldest first (keys in the order kept). */
export function overflow<T>(keys: readonly T[], max = READING_MAX_ENTRIES): T[] {
  return keys.length > max ? keys.slice(0, keys.length - max) : [];
}

/** The section navigation pieces a served page names (/page-data/sections/<name>.<hash>.json):
 * a page read offline needs its sidebar as much as its text. */
export function sectionPiecesIn(html: string): string[] {
  return [...new Set(html.match(/\/page-data\/sections\/[A-Za-z0-9_.-]+\.[A-Za-z0-9_-]{22}\.json/g) ?? [])];
}
