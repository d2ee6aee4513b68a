import ipaddr from 'ipaddr.js';

/**
 * IP allowlists: IPv4 and IPv6 CIDR ranges (a bare address counts as a single-host range).
 * IPv4-mapped IPv6 client addresses (::ffff:1.2.3.4, as Node reports IPv4 peers on a dual-stack
 * socket) are matched as the IPv4 address they carry.
 */

type Address = ipaddr.IPv4 | ipaddr.IPv6;
type Range = [Address, number];

const normalize = (address: Address): Address =>
  address.kind() === 'ipv6' && (address as ipaddr.IPv6).isIPv4MappedAddress()
    ? (address as ipaddr.IPv6).toIPv4Address()
    : address;

/** Dotted-quad IPv4 only: ipaddr.js also reads octal, hex and short forms, which nobody means in an allowlist. */
const isCanonical = (address: string): boolean =>
  address.includes(':') || ipaddr.IPv4.isValidFourPartDecimal(address);

export const parseRange = (cidr: string): Range | null => {
  const [address = '', bits] = cidr.trim().split('/');
  if (!isCanonical(address) || (bits !== undefined && !/^\d{1,3}$/.test(bits))) return null;
  try {
    if (cidr.includes('/')) {
      const [address, bits] = ipaddr.parseCIDR(cidr.trim());
      return [normalize(address), address.kind() === 'ipv6' && normalize(address).kind() === 'ipv4' ? bits - 96 : bits];
    }
    const address = normalize(ipaddr.parse(cidr.trim()));
    return [address, address.kind() === 'ipv4' ? 32 : 128];
  } catch {
    return null;
  }
};

export const isValidCidr = (cidr: string): boolean => parseRange(cidr) !== null;

export const addressAllowed = (sourceIp: string, cidrs: readonly string[]): boolean => {
  let address: Address;
  try {
    address = normalize(ipaddr.parse(sourceIp));
  } catch {
    return false;
  }
  return cidrs.some((cidr) => {
    const range = parseRange(cidr);
    return range !== null && range[0].kind() === address.kind() && address.match(range);
  });
};
