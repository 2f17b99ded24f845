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

/** True when two ranges share at least one address (one holds the other's first address). */
export function rangesOverlap(a: IpRange, b: IpRange): boolean {
  if (a[0].kind() !== b[0].kind()) return false;
  return rangeContains(a, b[0]) || rangeContains(b, a[0]);
}

/** True when the range is written with its network address (192.0.2.0/24, not 192.0.2.7/24). */
export function isNetworkAddress(range: IpRange): boolean {
  const [address, bits] = range;
  const written = `${address.toString()}/${bits}`;
  const network = address.kind() === 'ipv4' ? ipaddr.IPv4.networkAddressFromCIDR(written) : ipaddr.IPv6.networkAddressFromCIDR(written);
  return network.toString() === address.toString();
}

/** The range written the one way it is stored and compared: network address and prefix length. */
export function formatRange(range: IpRange): string {
  return `${range[0].toString()}/${range[1]}`;
}
