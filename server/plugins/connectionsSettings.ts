import { readFileSync } from 'node:fs';
import { isIP } from 'node:net';

/**
 * How many sockets the server holds and for how long. Every socket costs a file descriptor,
 * and a client that opens thousands and sends nothing would otherwise hold them for a
 * minute or more: these bound what one client, and all of them together, can take.
 */
export interface ConnectionSettings {
  /** Open sockets one client address may hold (an IPv6 client is its /64); 0: no cap. */
  perAddress: number;
  /** Open sockets in all: new ones beyond are closed at once. */
  total: number;
  /** From a request's first byte (or a socket's opening) to its last header. */
  headersTimeoutMs: number;
  /** From a request's first byte to its last body byte. */
  requestTimeoutMs: number;
  /** How long a socket may wait idle for the next request. */
  keepAliveTimeoutMs: number;
  /** How long a socket may stay silent while a request is answered (a reader that stalls). */
  socketTimeoutMs: number;
  /** Requests one socket may carry before it is closed; 0: no cap. */
  maxRequestsPerSocket: number;
}

/**
 * Fastify's trustProxy, in the forms TRUST_PROXY takes: `true` (every hop), a hop count,
 * or the proxies' addresses, CIDRs and proxy-addr's names (loopback, linklocal, uniquelocal).
 */
export type TrustProxy = boolean | number | string[];

/** proxy-addr's names of address ranges, which Fastify accepts in trustProxy. */
export const PROXY_RANGE_NAMES: Record<string, string[]> = {
  loopback: ['127.0.0.0/8', '::1/128'],
  linklocal: ['169.254.0.0/16', 'fe80::/10'],
  uniquelocal: ['10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16', 'fc00::/7'],
};

/** An address or CIDR of IPv4 or IPv6, or a range name; false for anything else. */
function isProxyAddress(entry: string): boolean {
  if (entry in PROXY_RANGE_NAMES) return true;
  const [address = '', prefix, extra] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || extra !== undefined) return false;
  if (prefix === undefined) return true;
  const bits = Number(prefix);
  return /^\d{1,3}$/.test(prefix) && bits <= (family === 4 ? 32 : 128);
}

/**
 * Reads TRUST_PROXY. The string `true` once reached Fastify as an address and crashed the
 * start after the database was seeded: every form is read and checked here instead.
 */
export function parseTrustProxy(
  raw: string | undefined,
): { value: TrustProxy } | { problem: string } {
  const text = raw?.trim() ?? '';
  if (text === '' || text === 'false') return { value: false };
  if (text === 'true') return { value: true };
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    if (hops >= 1 && hops <= 10) return { value: hops };
  }
  const entries = text.split(',').map((entry) => entry.trim());
  const bad = entries.filter((entry) => !isProxyAddress(entry));
  if (bad.length === 0) return { value: entries };
  return {
    problem:
      `TRUST_PROXY must be true, false, a hop count from 1 to 10, or the proxies' addresses ` +
      `or CIDRs separated by commas; not one of these: ${bad.map((b) => JSON.stringify(b)).join(', ')}`,
  };
}

/** The soft limit on this process's open files (`ulimit -n`), from /proc on Linux. */
export function openFileLimit(): number | undefined {
  try {
    const line = readFileSync('/proc/self/limits', 'utf8')
      .split('\n')
      .find((l) => l.startsWith('Max open files'));
    const soft = Number(line?.slice('Max open files'.length).trim().split(/\s+/)[0]);
    return Number.isInteger(soft) && soft > 0 ? soft : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Half the open files, so the database, the PDF workers and the files served keep theirs;
 * at most 10,000 (far more than a centre's patients at once); 1,000 where the limit is unknown.
 */
export function defaultTotalConnections(limit: number | undefined): number {
  return limit === undefined ? 1_000 : Math.max(1, Math.min(10_000, Math.floor(limit / 2)));
}
