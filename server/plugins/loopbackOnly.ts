import { BlockList, isIP } from 'node:net';
import type { Api } from './api.ts';

// BlockList also matches IPv4-mapped IPv6 (::ffff:127.0.0.1, what a dual-stack socket
// reports for an IPv4 client) against the IPv4 subnet.
const LOOPBACK = new BlockList();
LOOPBACK.addSubnet('127.0.0.0', 8, 'ipv4');
LOOPBACK.addAddress('::1', 'ipv6');

/** True for an address of this machine: 127.0.0.0/8, ::1, ::ffff:127.x. */
export function isLoopback(address: string | undefined): boolean {
  const family = address ? isIP(address) : 0;
  return !!address && family !== 0 && LOOPBACK.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

// Headers a reverse proxy adds. A request carrying one came through a proxy, so from a
// client the proxy stands for, even when the proxy itself runs on this machine.
const FORWARDING = ['x-forwarded-for', 'forwarded', 'x-real-ip'];

/**
 * Makes every route of the scope answer other machines as an unknown path does. The
 * simulators and test windows hand out what a login needs (SMS codes, captcha answers, an
 * authorised OpenID), and `npm start` listens on all interfaces so a phone can open the
 * app: only the developer's own machine may reach them, from the socket's own address and
 * with no proxy in between.
 */
export function loopbackOnly(scope: Api) {
  scope.addHook('onRequest', async (request, reply) => {
    const proxied = FORWARDING.some((name) => request.headers[name] !== undefined);
    if (proxied || !isLoopback(request.socket.remoteAddress)) return reply.callNotFound();
  });
}
