import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { BlockList, isIP, type LookupFunction } from 'node:net';

/**
 * The server POSTs to whatever endpoint a browser (or anyone signed in) hands it, so an endpoint must not
 * reach inside the network the server sits in (SSRF): loopback, private, link-local, shared, unique-local,
 * multicast and reserved addresses are refused, both when the endpoint is saved (its host as written) and
 * when each push connects (the address DNS gives then, so a name re-pointed later is caught too).
 */
const localV4 = new BlockList();
// A separate list: BlockList checks IPv4 addresses against IPv6 rules too, and ::ffff:0:0/96 would match all.
const localV6 = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 3],
] as const) {
  localV4.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 127],
  ['::ffff:0:0', 96], // IPv4-mapped: push services are reached over plain IPv4
  ['64:ff9b::', 96],
  ['100::', 64],
  ['2001:db8::', 32],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const) {
  localV6.addSubnet(network, prefix, 'ipv6');
}

/** The error code of a push refused for where it would go; such a push is never retried. */
export const REFUSED_ENDPOINT = 'EREFUSEDENDPOINT';

/** True for an address (IPv4 or IPv6 text) the server must not send pushes to. */
export function isLocalAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return localV4.check(address, 'ipv4');
  if (family === 6) return localV6.check(address, 'ipv6');
  return true;
}

/**
 * Why an endpoint cannot be used, or null when it can: https on the default port to a public host name or
 * address (every browser's push service is one). With `allowLocal` (tests only) http:// and local hosts pass.
 */
export function endpointProblem(endpoint: string, allowLocal: boolean): string | null {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return 'not a URL';
  }
  if (url.username || url.password) return 'carries credentials';
  if (allowLocal) return url.protocol === 'https:' || url.protocol === 'http:' ? null : 'not http(s)';
  if (url.protocol !== 'https:') return 'not https';
  if (url.port) return 'not the default port';
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (isIP(host)) return isLocalAddress(host) ? 'a local address' : null;
  const name = host.toLowerCase().replace(/\.$/, '');
  // A single label (`intranet`) or a reserved name resolves inside the network, not on the internet.
  if (!name.includes('.') || /\.(localhost|local|internal|home\.arpa|test|invalid)$/.test(name)) {
    return 'a local host name';
  }
  return null;
}

/**
 * A DNS lookup for the push connection that fails on local addresses, so the check holds at connect time
 * whatever a name resolves to by then.
 */
export function publicOnlyLookup(allowLocal: boolean): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { ...options, all: true }, (error, addresses: LookupAddress[]) => {
      if (error) return callback(error, '', 4);
      const usable = allowLocal ? addresses : addresses.filter((entry) => !isLocalAddress(entry.address));
      if (usable.length === 0) {
        const refused = Object.assign(new Error(`push endpoint ${hostname} resolves to a local address`), {
          code: REFUSED_ENDPOINT,
        });
        return callback(refused, '', 4);
      }
      if (options.all) return (callback as (e: null, a: LookupAddress[]) => void)(null, usable);
      const [first] = usable as [LookupAddress];
      return callback(null, first.address, first.family);
    });
  };
}
