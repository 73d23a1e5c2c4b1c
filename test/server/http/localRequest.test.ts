import { isLoopbackAddress } from '../../../server/routes/localRequest';

describe('isLoopbackAddress', () => {
  it('knows the loopback addresses of IPv4, IPv6 and IPv4-mapped IPv6', () => {
    for (const a of ['127.0.0.1', '127.1.2.3', '::1', '::ffff:127.0.0.1']) expect(isLoopbackAddress(a)).toBe(true);
  });

  it('treats every other address as remote', () => {
    for (const a of [undefined, '', '10.0.0.1', '192.168.1.2', '::ffff:10.0.0.1', '1127.0.0.1', '127.0.0.1.evil', 'fe80::1']) expect(isLoopbackAddress(a)).toBe(false);
  });
});
