import { isIPv4 } from 'node:net';

/** An IPv4 address as written, whether plain or IPv4-mapped IPv6 (`::ffff:a.b.c.d`). */
function ipv4Of(ip: string): string | null {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped) return mapped[1]!;
  return isIPv4(ip) ? ip : null;
}

/** The first `count` groups of an IPv6 address, `::` expanded, leading zeros dropped. */
function ipv6Prefix(ip: string, count: number): string {
  const [head = '', tail = ''] = ip.toLowerCase().split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = ip.includes('::')
    ? [...left, ...Array(8 - left.length - right.length).fill('0'), ...right]
    : left;
  return groups
    .slice(0, count)
    .map((group) => group.replace(/^0+(?=.)/, ''))
    .join(':');
}

/** The /48 of an IPv6 address: what a provider gives one site. */
const ipv6Site = (ip: string) => `${ipv6Prefix(ip, 3)}::/48`;

/**
 * What a per-address limit counts: an IPv4 address, or the /64 an IPv6 address is in (one
 * subscriber is usually given a whole /64, and could otherwise take a fresh address per attempt).
 */
export function clientNetwork(ip: string): string {
  const v4 = ipv4Of(ip);
  if (v4) return v4;
  if (!ip.includes(':')) return ip;
  return `${ipv6Prefix(ip, 4)}::/64`;
}

/**
 * The block of addresses one network can rotate through: the /16 of an IPv4 address, the /48 of
 * an IPv6 one. Sign-in waits count by it (decision 14): an attacker given a /16 has 65,536 fresh
 * addresses, one per attempt, and a limit per address would never hold them.
 */
export function networkBlock(ip: string): string {
  const v4 = ipv4Of(ip);
  if (v4) return `${v4.split('.').slice(0, 2).join('.')}.0.0/16`;
  if (!ip.includes(':')) return ip;
  return ipv6Site(ip);
}

/**
 * The network a session signed in from, as much as the Security card needs to tell two sessions
 * apart and no more (decision 31): the /24 of an IPv4 address, the /48 of an IPv6 one (what a
 * provider gives one site). The whole address would say which household or device; the network
 * says only "the studio's connection" or "somewhere else".
 */
export function signInNetwork(ip: string): string | null {
  const v4 = ipv4Of(ip);
  if (v4) return `${v4.split('.').slice(0, 3).join('.')}.0/24`;
  if (!ip.includes(':')) return null;
  return ipv6Site(ip);
}
