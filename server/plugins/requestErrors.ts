import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { MSG } from './messages.ts';
import { PERMISSIONS_POLICY } from './securityHeaders.ts';

const envelope = (status: number) =>
  JSON.stringify({ code: status, msg: MSG.badRequestLine, data: null });

/**
 * These refusals are made before helmet's hook runs (securityHeaders.ts): a JSON envelope
 * needs only to be read as what it is and never framed or run.
 */
export const REFUSAL_HEADERS = {
  'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'",
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
  'Cross-Origin-Resource-Policy': 'same-site',
  'Permissions-Policy': PERMISSIONS_POLICY,
} as const;

/**
 * What Fastify refuses before a route is found (a bad %-escape in the path, a path
 * parameter past its length): an envelope like every other refusal.
 */
export function frameworkErrors(
  error: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
) {
  const status = error.statusCode ?? 400;
  void reply
    .status(status)
    .headers(REFUSAL_HEADERS)
    .type('application/json; charset=utf-8')
    .send(envelope(status));
}

/**
 * What Node's HTTP parser refuses never reaches Fastify (headers over 16 KB, a body
 * shorter than its Content-Length, a malformed header): answered on the socket, in the
 * envelope, as Fastify's own handler would answer it otherwise.
 */
export function clientErrorHandler(err: NodeJS.ErrnoException, socket: Socket) {
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  const status =
    err.code === 'HPE_HEADER_OVERFLOW' ? 431 : err.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400;
  const body = envelope(status);
  const headers = Object.entries(REFUSAL_HEADERS).map(([name, value]) => `${name}: ${value}\r\n`);
  if (socket.writable)
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
        `Content-Type: application/json; charset=utf-8\r\n${headers.join('')}Connection: close\r\n\r\n${body}`,
    );
  socket.destroy(err);
}
