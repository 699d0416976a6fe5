/**
 * Which push service endpoints the shop may call. The server POSTs to every
 * administrator's subscription endpoint on each order and payment, so an endpoint on an internal
 * address would let whoever holds an admin session make the server reach services that are not on
 * the Internet (a database's HTTP port, a cloud metadata service, the shop itself). Real push
 * services (FCM, Mozilla, Apple) are public hosts.
 */
import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';

/** Private, loopback, link-local, unique-local and other non-Internet ranges (IPv4-mapped IPv6 is matched against the IPv4 ones). */
const INTERNAL = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8], // "this network"
  ['10.0.0.0', 8],
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8],
  ['169.254.0.0', 16], // link-local, cloud metadata
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15], // benchmarking
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved and broadcast
] as const) {
  INTERNAL.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 128], // unspecified
  ['::1', 128], // loopback
  ['fc00::', 7], // unique-local
  ['fe80::', 10], // link-local
  ['fec0::', 10], // old site-local
  ['ff00::', 8], // multicast
] as const) {
  INTERNAL.addSubnet(network, prefix, 'ipv6');
}

/** Whether the IP address `address` is outside the Internet (INTERNAL); false for something that is not an IP. */
export function isInternalAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return false;
  return INTERNAL.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

/**
 * Whether the shop may send to `endpoint`: its host is in `allowedHosts` (configuration,
 * PUSH_ALLOWED_HOSTS; tests name their local push service), or every address it has is a public
 * one. Host names are resolved now with the system resolver; a name that does not resolve is
 * refused too (nothing could be delivered to it).
 */
export async function isAllowedPushEndpoint(
  endpoint: string,
  allowedHosts: ReadonlySet<string>,
): Promise<boolean> {
  let host: string;
  try {
    // URL normalizes the host (lower case, 2130706433 -> 127.0.0.1, [::ffff:127.0.0.1] -> [::ffff:7f00:1]).
    host = new URL(endpoint).hostname.replace(/^\[(.*)\]$/, '$1');
  } catch {
    return false;
  }
  if (allowedHosts.has(host)) return true;
  if (isIP(host) !== 0) return !isInternalAddress(host);
  try {
    const addresses = await lookup(host, { all: true, verbatim: true });
    return addresses.length > 0 && addresses.every((a) => !isInternalAddress(a.address));
  } catch {
    return false;
  }
}
