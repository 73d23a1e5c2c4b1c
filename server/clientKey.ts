// Which client a connection counts against. An IPv4 peer is its address; an IPv6 peer is its
// /64 network, since one host is routinely given a whole /64 and may connect from any address
// in it (counted by full address, one such host could hold every connection of the server).
import { isIPv6 } from 'node:net';

/** The 64-bit network prefix of an IPv6 address as eight hex digits and a colon per group, or
 * null when it is not one. */
function ipv6Prefix(address: string): string | null {
  const bare = address.split('%')[0] ?? '';
  if (!isIPv6(bare)) return null;
  const [head = '', tail] = bare.split('::');
  const headGroups = head === '' ? [] : head.split(':');
  // An embedded IPv4 address at the end (::ffff:1.2.3.4) takes two groups; only the first four
  // groups matter here, so its spelling does not.
  const tailGroups = tail === undefined || tail === '' ? [] : tail.split(':').flatMap((g) => (g.includes('.') ? ['0', '0'] : [g]));
  const missing = 8 - headGroups.length - tailGroups.length;
  const groups = tail === undefined ? headGroups : [...headGroups, ...Array.from({ length: missing }, () => '0'), ...tailGroups];
  return groups
    .slice(0, 4)
    .map((g) => g.toLowerCase().padStart(4, '0'))
    .join(':');
}

/** The key a peer address is counted under: the IPv4 address (IPv4-mapped IPv6 included), or
 * the IPv6 /64 network as `xxxx:xxxx:xxxx:xxxx::/64`. */
export function clientKey(address: string): string {
  if (address.startsWith('::ffff:') && address.includes('.')) return address.slice(7);
  const prefix = ipv6Prefix(address);
  return prefix === null ? address : `${prefix}::/64`;
}
