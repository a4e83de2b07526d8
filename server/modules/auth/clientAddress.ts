import { isIPv4, isIPv6 } from 'node:net';

// Who a client is, as far as its address tells: what the limits count "per client" and
// "per network", and what an anonymous article reader is.

/** The eight 16-bit groups of an IPv6 address, '::' and a trailing IPv4 part expanded. */
function ipv6Groups(ip: string): number[] {
  let text = ip.replace(/%.*$/, '');
  const v4 = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (v4) {
    const [a, b, c, d] = v4[1]!.split('.').map(Number) as [number, number, number, number];
    text = `${text.slice(0, v4.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const part = (s: string) => (s === '' ? [] : s.split(':').map((g) => parseInt(g, 16)));
  const front = part(head);
  const back = tail === undefined ? [] : part(tail);
  return [...front, ...Array<number>(8 - front.length - back.length).fill(0), ...back];
}

/** An IPv4 address written as IPv6 (::ffff:a.b.c.d, as a dual-stack socket reports it). */
function mappedIpv4(ip: string): string | null {
  const match = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  return match && isIPv4(match[1]!) ? match[1]! : null;
}

const prefix = (groups: number[], count: number) =>
  groups
    .slice(0, count)
    .map((g) => g.toString(16))
    .join(':');

/**
 * The client behind an address. An IPv6 client is its /64: one home or phone is given a
 * whole /64 and may use any address in it, so counting single addresses would give one
 * client 2^64 allowances.
 */
export function clientOf(ip: string): string {
  const v4 = mappedIpv4(ip) ?? (isIPv4(ip) ? ip : null);
  if (v4) return v4;
  if (!isIPv6(ip)) return ip;
  return `${prefix(ipv6Groups(ip), 4)}::/64`;
}

/**
 * The network an address belongs to: an IPv4 /24, an IPv6 /48 (a site's allocation). A
 * party holding many addresses of one network shares that network's allowance.
 */
export function networkOf(ip: string): string {
  const v4 = mappedIpv4(ip) ?? (isIPv4(ip) ? ip : null);
  if (v4) return `${v4.split('.').slice(0, 3).join('.')}.0/24`;
  if (!isIPv6(ip)) return ip;
  return `${prefix(ipv6Groups(ip), 3)}::/48`;
}
