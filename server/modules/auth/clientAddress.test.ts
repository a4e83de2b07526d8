import { describe, expect, it } from 'vitest';
import { clientOf, networkOf } from './clientAddress.ts';

describe('the client and the network of an address', () => {
  it('an IPv4 client is its address, its network the /24, however the socket writes it', () => {
    expect(clientOf('203.0.113.7')).toBe('203.0.113.7');
    expect(clientOf('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(networkOf('203.0.113.7')).toBe('203.0.113.0/24');
    expect(networkOf('::FFFF:203.0.113.200')).toBe('203.0.113.0/24');
  });

  it('an IPv6 client is its /64, however the address is written; its network the /48', () => {
    const spellings = [
      '2001:db8:1:2::1',
      '2001:0db8:0001:0002:0000:0000:0000:0001',
      '2001:db8:1:2:ffff:ffff:ffff:ffff',
      '2001:db8:1:2::203.0.113.7',
      '2001:db8:1:2::1%eth0',
    ];
    expect(new Set(spellings.map(clientOf))).toEqual(new Set(['2001:db8:1:2::/64']));
    expect(clientOf('2001:db8:1:3::1')).toBe('2001:db8:1:3::/64');
    expect(clientOf('::1')).toBe('0:0:0:0::/64');
    expect(networkOf('2001:db8:1:2::1')).toBe('2001:db8:1::/48');
    expect(networkOf('2001:db8:1:ffff::1')).toBe('2001:db8:1::/48');
    expect(networkOf('2001:db8:2::1')).toBe('2001:db8:2::/48');
  });

  it('leaves anything else as it is', () => {
    expect(clientOf('unknown')).toBe('unknown');
    expect(networkOf('unknown')).toBe('unknown');
  });
});
