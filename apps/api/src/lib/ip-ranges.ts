import ipaddr from 'ipaddr.js';

type Address = ipaddr.IPv4 | ipaddr.IPv6;
export type IpRange = [Address, number];

/** Parses an address, turning IPv4-mapped IPv6 (::ffff:192.0.2.1) into plain IPv4; null when not an address. */
export function parseAddress(value: string | undefined | null): Address | null {
  if (!value) return null;
  try {
    return ipaddr.process(value.trim());
  } catch {
    return null;
  }
}

/** Parses a CIDR range (a bare address is a single-host range); an IPv4-mapped IPv6 range becomes IPv4. */
export function parseRange(cidr: string): IpRange | null {
  const value = cidr.trim();
  try {
    const [address, bits] = value.includes('/') ? ipaddr.parseCIDR(value) : (() => {
      const a = ipaddr.parse(value);
      return [a, a.kind() === 'ipv4' ? 32 : 128] as IpRange;
    })();
    if (address.kind() === 'ipv6' && (address as ipaddr.IPv6).isIPv4MappedAddress() && bits >= 96) {
      return [(address as ipaddr.IPv6).toIPv4Address(), bits - 96];
    }
    return [address, bits];
  } catch {
    return null;
  }
}

export function isValidRange(cidr: string): boolean {
  return parseRange(cidr) !== null;
}

/** True when the address lies inside the range; IPv4 and IPv6 never match each other. */
export function rangeContains(range: IpRange, address: Address): boolean {
  if (range[0].kind() !== address.kind()) return false;
  return address.match(range);
}
