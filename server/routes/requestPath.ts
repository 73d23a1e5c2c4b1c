// The request path, decoded once per request under one rule: the raw path (without query) is
// percent-decoded strictly, and malformed encoding or a NUL byte is an error the caller answers
// with 400. The first to ask (the cache fast path, before Express) decodes it; every route after
// reads the same result, kept beside the request.
import type { IncomingMessage } from 'node:http';

/** Error for a path that cannot be decoded. */
export class BadPathError extends Error {}

/** A request's decoded path and its raw query (with its `?`, or ''). */
export interface RequestPath {
  path: string;
  query: string;
}

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

// Kept on the request itself under a symbol: a WeakMap of short-lived requests cost a cache hit
// several microseconds in the garbage collector's ephemeron handling, a property next to nothing.
const DECODED = Symbol('decoded request path');
type Decorated = IncomingMessage & { [DECODED]?: RequestPath | BadPathError };

/** The request's path as decoded the first time it was asked for; throws BadPathError. */
export function requestPath(req: IncomingMessage): RequestPath {
  const carrier = req as Decorated;
  let known = carrier[DECODED];
  if (known === undefined) {
    // Express keeps the URL as received in originalUrl (req.url changes under mounted routers).
    const { path, query } = splitUrl((req as { originalUrl?: string }).originalUrl ?? req.url ?? '/');
    try {
      known = { path: decodeRequestPath(path), query };
    } catch (error: unknown) {
      if (!(error instanceof BadPathError)) throw error;
      known = error;
    }
    carrier[DECODED] = known;
  }
  if (known instanceof BadPathError) throw known;
  return known;
}

/** The request's decoded path, or null when it cannot be decoded (the app then answers 400). */
export function requestPathOrNull(req: IncomingMessage): string | null {
  try {
    return requestPath(req).path;
  } catch (error: unknown) {
    if (error instanceof BadPathError) return null;
    throw error;
  }
}
