import { clientKey } from '../../../server/clientKey';

describe('the client a connection counts against', () => {
  it('is the address for IPv4, IPv4-mapped IPv6 included', () => {
    expect(clientKey('203.0.113.7')).toBe('203.0.113.7');
    expect(clientKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
  });

  it('is the /64 network for IPv6, however the address is written', () => {
    const key = '2001:0db8:0001:0002::/64';
    for (const address of ['2001:db8:1:2::5', '2001:db8:1:2:ffff:ffff:ffff:ffff', '2001:DB8:1:2:0:0:0:1', '2001:db8:1:2::10%eth0', '2001:db8:1:2::1.2.3.4']) expect([address, clientKey(address)]).toEqual([address, key]);
    expect(clientKey('2001:db8:1:3::5')).not.toBe(key);
    expect(clientKey('2001:db8::1')).toBe('2001:0db8:0000:0000::/64');
    expect(clientKey('::1')).toBe('0000:0000:0000:0000::/64');
  });
});
