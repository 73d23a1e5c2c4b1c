// Decodes a request path once, strictly: malformed percent-encoding and NUL bytes are errors
// the caller answers with 400.

/** Error for a path that cannot be decoded. */
export class BadPathError extends Error {}

/** Decodes a raw request path (without query); throws BadPathError when malformed. */
export function decodeRequestPath(rawPath: string): string {
  let decoded: string;
  try {
    decoded = decodeURIComponent(rawPath);
  } catch {
    throw new BadPathError('malformed percent-encoding');
  }
  if (decoded.includes('\0')) throw new BadPathError('NUL byte in path');
  return decoded;
}

/** The raw path and query of a request URL. */
export function splitUrl(originalUrl: string): { path: string; query: string } {
  const q = originalUrl.indexOf('?');
  return q < 0 ? { path: originalUrl, query: '' } : { path: originalUrl.slice(0, q), query: originalUrl.slice(q) };
}
