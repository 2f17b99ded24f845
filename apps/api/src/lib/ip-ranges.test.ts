import { describe, expect, it } from 'vitest';
import { isValidRange, parseAddress, parseRange, rangeContains } from './ip-ranges.js';

const contains = (cidr: string, address: string) => rangeContains(parseRange(cidr)!, parseAddress(address)!);

describe('IP ranges', () => {
  it('matches IPv4, IPv6 and IPv4-mapped IPv6 addresses', () => {
    expect(contains('192.0.2.0/24', '192.0.2.15')).toBe(true);
    expect(contains('192.0.2.0/24', '192.0.3.15')).toBe(false);
    expect(contains('192.0.2.0/24', '::ffff:192.0.2.15')).toBe(true);
    expect(contains('2001:db8::/32', '2001:db8:ffff::1')).toBe(true);
    expect(contains('2001:db8::/32', '2001:db9::1')).toBe(false);
  });

  it('never matches across address families', () => {
    expect(contains('0.0.0.0/0', '2001:db8::1')).toBe(false);
    expect(contains('::/0', '192.0.2.1')).toBe(false);
  });

  it('reads a bare address as a single host and an IPv4-mapped range as IPv4', () => {
    expect(contains('198.51.100.7', '198.51.100.7')).toBe(true);
    expect(contains('198.51.100.7', '198.51.100.8')).toBe(false);
    expect(contains('::ffff:192.0.2.0/120', '192.0.2.99')).toBe(true);
  });

  it('rejects what is not a range', () => {
    expect(isValidRange('192.0.2.0/33')).toBe(false);
    expect(isValidRange('not-an-address')).toBe(false);
    expect(parseAddress('')).toBeNull();
    expect(parseAddress('999.1.1.1')).toBeNull();
  });
});
