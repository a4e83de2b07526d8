import type { Server, ServerOptions } from 'node:http';
import { BlockList, isIP, type Socket } from 'node:net';
import { clientOf } from '../modules/auth/index.ts';
import {
  PROXY_RANGE_NAMES,
  type ConnectionSettings,
  type TrustProxy,
} from './connectionsSettings.ts';

/**
 * Headers one request may carry: the app and a proxy send about 20. Node keeps the first
 * 2,000 by default, which a client would have the server parse and hold for every request.
 */
const MAX_HEADERS = 100;

/**
 * Node checks the header and request timeouts on a timer (every 30 s by default, so a
 * silent socket lived up to 90 s): a quarter of the header timeout, at most a second.
 */
const checkEvery = (headersTimeoutMs: number) =>
  Math.max(10, Math.min(1_000, Math.floor(headersTimeoutMs / 4)));

/**
 * Handshakes the kernel completes before the server accepts them. Node's 511 fills in a
 * fraction of a second when a client reconnects thousands of times a second, and a real
 * client's handshake then waits a second for its retry. Linux caps it at
 * net.core.somaxconn (4096 since 5.4).
 */
export const LISTEN_BACKLOG = 4096;

/** Node's own options of an HTTP server holding to the settings. */
export function httpServerOptions(settings: ConnectionSettings): ServerOptions {
  return {
    headersTimeout: settings.headersTimeoutMs,
    requestTimeout: settings.requestTimeoutMs,
    keepAliveTimeout: settings.keepAliveTimeoutMs,
    connectionsCheckingInterval: checkEvery(settings.headersTimeoutMs),
  };
}

/**
 * Fastify's options holding to the settings: it sets the socket, keep-alive and request
 * timeouts itself (its defaults are none, 72 s and none) over what `http` passes to Node.
 */
export function fastifyConnectionOptions(settings: ConnectionSettings) {
  return {
    http: httpServerOptions(settings),
    connectionTimeout: settings.socketTimeoutMs,
    keepAliveTimeout: settings.keepAliveTimeoutMs,
    requestTimeout: settings.requestTimeoutMs,
    maxRequestsPerSocket: settings.maxRequestsPerSocket,
  };
}

/**
 * TRUST_PROXY as Fastify takes it. Fastify 5.12 ignores a bare hop count (it trusts no hop,
 * since a client that reaches the server directly could write the hops itself): the count
 * is the nearest hops trusted, for a server only its proxy reaches (README).
 */
export function fastifyTrustProxy(trustProxy: TrustProxy) {
  if (typeof trustProxy !== 'number') return trustProxy;
  return (_address: string, hop: number) => hop < trustProxy;
}

/**
 * Which sockets come from a trusted proxy. With a hop count or `true` any socket may be the
 * proxy's, and with addresses those addresses' are; a proxy carries many clients on its
 * sockets, so it is the proxy that caps each of them (README, "Behind a reverse proxy").
 */
export function proxySockets(trustProxy: TrustProxy): (address: string) => boolean {
  if (trustProxy === false) return () => false;
  if (!Array.isArray(trustProxy)) return () => true;
  const proxies = new BlockList();
  for (const entry of trustProxy.flatMap((e) => PROXY_RANGE_NAMES[e] ?? [e])) {
    const [address = '', prefix] = entry.split('/');
    const family = isIP(address) === 4 ? 'ipv4' : 'ipv6';
    if (prefix === undefined) proxies.addAddress(address, family);
    else proxies.addSubnet(address, Number(prefix), family);
  }
  // BlockList matches an IPv4-mapped IPv6 address (a dual-stack socket's) to IPv4 entries.
  return (address) => {
    const family = isIP(address);
    return family !== 0 && proxies.check(address, family === 4 ? 'ipv4' : 'ipv6');
  };
}

/**
 * Caps the server's sockets: in all (Node closes those beyond at once), and per client
 * address, where a socket beyond the client's share is closed before it is read. The count
 * is this process's own, as its sockets are: two processes behind a proxy are capped there.
 */
export function guardConnections(
  server: Server,
  settings: ConnectionSettings,
  trustProxy: TrustProxy,
): void {
  server.maxConnections = settings.total;
  server.maxHeadersCount = MAX_HEADERS;
  if (settings.perAddress === 0) return;
  const fromProxy = proxySockets(trustProxy);
  const open = new Map<string, number>();
  server.prependListener('connection', (socket: Socket) => {
    const address = socket.remoteAddress;
    if (!address || fromProxy(address)) return;
    const client = clientOf(address);
    const held = open.get(client) ?? 0;
    if (held >= settings.perAddress) {
      socket.destroy();
      return;
    }
    open.set(client, held + 1);
    socket.once('close', () => {
      const left = (open.get(client) ?? 1) - 1;
      if (left > 0) open.set(client, left);
      else open.delete(client);
    });
  });
}
