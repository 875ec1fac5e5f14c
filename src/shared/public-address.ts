import ipaddr from 'ipaddr.js';

type IPv4 = ipaddr.IPv4;
type IPv6 = ipaddr.IPv6;

/** IANA's global unicast block: a native IPv6 address outside it does not lead onto the internet. */
const globalUnicast = ipaddr.parseCIDR('2000::/3');
/** The well-known NAT64 prefix (RFC 6052), whose IPv4 address is always the last 32 bits. */
const wellKnownNat64 = ipaddr.parseCIDR('64:ff9b::/96');

const ipv4At = (bytes: number[], at: number) => new ipaddr.IPv4(bytes.slice(at, at + 4));

/**
 * The IPv4 addresses an IPv6 address leads to, as a network that routes it would: IPv4-mapped and
 * -translated, IPv4-compatible, NAT64, 6to4, Teredo (its server and its client). [] when it carries none;
 * null when it carries one at a place only the local network knows (the local-use NAT64 prefix, RFC 8215,
 * whose length the operator chooses), so it cannot be checked.
 */
function carriedIPv4(address: IPv6): IPv4[] | null {
  const bytes = address.toByteArray();
  switch (address.range()) {
    case 'ipv4Mapped':
    case 'rfc6145':
      return [ipv4At(bytes, 12)];
    case 'rfc6052':
      return address.match(wellKnownNat64) ? [ipv4At(bytes, 12)] : null;
    case '6to4':
      return [ipv4At(bytes, 2)];
    case 'teredo': {
      // The client's address is stored with every bit flipped (RFC 4380 §4).
      const flipped = bytes.map((byte) => byte ^ 0xff);
      return [ipv4At(bytes, 4), ipv4At(flipped, 12)];
    }
    case 'unicast':
      // IPv4-compatible (::a.b.c.d, RFC 4291 §2.5.5.1): deprecated, yet some stacks still route it.
      return bytes.slice(0, 12).every((byte) => byte === 0) ? [ipv4At(bytes, 12)] : [];
    default:
      return [];
  }
}

/**
 * True only for a public unicast address (IPv4 or IPv6 text): the ranges come from ipaddr.js, and an IPv6
 * address that carries an IPv4 one is judged by what it carries. Loopback, private, link-local, unique-local,
 * CGNAT, multicast, unspecified, broadcast, documentation, benchmarking and other reserved ranges are not.
 */
export function isPublicAddress(text: string): boolean {
  if (!ipaddr.isValid(text)) return false;
  const address = ipaddr.parse(text);
  if (address.kind() === 'ipv4') return address.range() === 'unicast';
  const ipv6 = address as IPv6;
  const carried = carriedIPv4(ipv6);
  if (carried === null) return false;
  if (carried.length > 0) return carried.every((ipv4) => ipv4.range() === 'unicast');
  return ipv6.range() === 'unicast' && ipv6.match(globalUnicast);
}
