// Whether a request comes from the machine the server runs on: its peer is a loopback address
// and no proxy says it forwarded it (a reverse proxy on the same host connects from loopback
// too, on behalf of anyone).
import type { IncomingMessage } from 'node:http';

/** True for 127.0.0.0/8, ::1 and their IPv4-mapped IPv6 forms. */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  const v4 = address.startsWith('::ffff:') ? address.slice(7) : address;
  return v4 === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(v4);
}

/** True when the request was made on this machine and not forwarded by a proxy. */
export function isLocalRequest(req: IncomingMessage): boolean {
  const forwarded = req.headers['x-forwarded-for'] ?? req.headers.forwarded ?? req.headers['x-real-ip'];
  return forwarded === undefined && isLoopbackAddress(req.socket.remoteAddress);
}
