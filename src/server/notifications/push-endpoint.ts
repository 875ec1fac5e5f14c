import type { LookupAddress } from 'node:dns';
import { lookup } from 'node:dns/promises';
import { isIP, type LookupFunction } from 'node:net';
import { isPublicAddress } from '../../shared/public-address';

/**
 * The server POSTs to whatever endpoint a browser (or anyone signed in) hands it, so an endpoint must not
 * reach inside the network the server sits in (SSRF). Its host is checked when it is saved (as written), and
 * at each send every address its name resolves to then is checked, and the connection goes only to those.
 */

/** The error code of a push refused for where it would go; such a push is never retried. */
export const REFUSED_ENDPOINT = 'EREFUSEDENDPOINT';

/** Every address a host name resolves to. */
export type ResolveHost = (hostname: string) => Promise<LookupAddress[]>;

/**
 * Where pushes may go. The server's own (`publicPushReach`): https on the default port to public addresses,
 * names resolved by the system. Tests hand the app factory their own: a push service on this machine and
 * DNS answers of their choosing. No setting or environment variable can widen it.
 */
export interface PushReach {
  resolve: ResolveHost;
  /** `address:port` (`[address]:port` for IPv6) of a test's push services on this machine, http allowed. */
  localServices: ReadonlySet<string>;
}

export const publicPushReach: PushReach = {
  resolve: (hostname) => lookup(hostname, { all: true }),
  localServices: new Set(),
};

/** The `localServices` entry of a listener. */
export const socketName = (address: string, port: number | string) =>
  isIP(address) === 6 ? `[${address}]:${port}` : `${address}:${port}`;

const bareHost = (url: URL) => url.hostname.replace(/^\[|\]$/g, '');

/** What is wrong with the URL whatever its host resolves to, or null. */
function urlProblem(url: URL): string | null {
  if (url.username || url.password) return 'carries credentials';
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return 'not http(s)';
  const host = bareHost(url);
  if (isIP(host)) return null;
  const name = host.toLowerCase().replace(/\.$/, '');
  // A single label (`intranet`) or a reserved name resolves inside the network, not on the internet.
  if (!name.includes('.') || /(^|\.)(localhost|local|internal|home\.arpa|test|invalid)$/.test(name)) {
    return 'a local host name';
  }
  return null;
}

const transportProblem = (url: URL) =>
  url.protocol !== 'https:' ? 'not https' : url.port ? 'not the default port' : null;

/** Why the push for `url` must not connect to `address`, or null. */
function addressProblem(url: URL, address: string, reach: Pick<PushReach, 'localServices'>) {
  const port = url.port || (url.protocol === 'https:' ? '443' : '80');
  if (reach.localServices.has(socketName(address, port))) return null;
  return isPublicAddress(address) ? transportProblem(url) : 'a local address';
}

/**
 * Why an endpoint cannot be saved, or null when it can: https on the default port to a public host name or
 * address (every browser's push service is one). A name is not resolved here: it is resolved at each send,
 * where its answer then is what counts.
 */
export function endpointProblem(endpoint: string, reach: Pick<PushReach, 'localServices'>): string | null {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return 'not a URL';
  }
  const host = bareHost(url);
  return urlProblem(url) ?? (isIP(host) ? addressProblem(url, host, reach) : transportProblem(url));
}

const refused = (reason: string) =>
  Object.assign(new Error(`push endpoint refused: ${reason}`), { code: REFUSED_ENDPOINT });

/**
 * The addresses a push to `endpoint` may connect to: every address its host has now, each checked, or a
 * REFUSED_ENDPOINT rejection if any one is not public (a name that also points inside is not trusted).
 */
export async function checkedAddresses(endpoint: string, reach: PushReach): Promise<LookupAddress[]> {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    throw refused('not a URL');
  }
  const problem = urlProblem(url);
  if (problem) throw refused(problem);
  const host = bareHost(url);
  const family = isIP(host);
  const addresses = family ? [{ address: host, family }] : await reach.resolve(host);
  if (addresses.length === 0) throw new Error(`push endpoint ${host} has no address`);
  for (const { address } of addresses) {
    const wrong = addressProblem(url, address, reach);
    if (wrong) throw refused(family ? wrong : `${host} resolves to ${address}, ${wrong}`);
  }
  return addresses;
}

/**
 * A DNS lookup for the push's connection that answers only the addresses already checked, so a name
 * re-pointed between the check and the connection cannot lead it anywhere else.
 */
export function pinnedLookup(addresses: LookupAddress[]): LookupFunction {
  return (hostname, options, callback) => {
    const usable = addresses.filter((entry) => !options.family || entry.family === options.family);
    const [first] = usable;
    if (!first) {
      const error = Object.assign(new Error(`no checked IPv${options.family} address for ${hostname}`), {
        code: 'ENOTFOUND',
      });
      return callback(error, '', 4);
    }
    if (options.all) return (callback as (e: null, a: LookupAddress[]) => void)(null, usable);
    return callback(null, first.address, first.family);
  };
}
