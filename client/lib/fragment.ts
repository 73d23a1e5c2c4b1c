// The id a URL fragment names. A fragment is whatever the address bar holds: "#%", a cut
// multi-byte sequence ("#%E0%A4%A") or a megabyte of text must not throw during hydration.

/** Longest fragment read; no heading id comes near it. */
export const MAX_FRAGMENT = 1024;

/** The decoded id of a location hash ("#a%20b" → "a b"); the raw text when it is not valid
 * percent-encoding, and "" for no fragment or one longer than MAX_FRAGMENT. */
export function fragmentId(hash: string): string {
  const raw = hash.startsWith('#') ? hash.slice(1) : hash;
  if (!raw || raw.length > MAX_FRAGMENT) return '';
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}
