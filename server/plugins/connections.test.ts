import { connect, type Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.ts';
import { readConfig, type ServerConfig } from '../config.ts';
import { noDb } from '../test/noDb.ts';
import { proxySockets } from './connections.ts';
import type { ConnectionSettings } from './connectionsSettings.ts';

/** Timeouts long enough never to fire in a test, unless the test shortens one. */
const CALM: ConnectionSettings = {
  perAddress: 0,
  total: 1000,
  headersTimeoutMs: 30_000,
  requestTimeoutMs: 30_000,
  keepAliveTimeoutMs: 30_000,
  socketTimeoutMs: 30_000,
  maxRequestsPerSocket: 0,
};

let app: FastifyInstance | undefined;
const sockets: Socket[] = [];
afterEach(async () => {
  for (const socket of sockets.splice(0)) socket.destroy();
  await app?.close();
  app = undefined;
});

/** The app listening on 127.0.0.1 with these settings, and a route that needs no database. */
async function serve(connections: Partial<ConnectionSettings>, env: NodeJS.ProcessEnv = {}) {
  const config: ServerConfig = {
    ...readConfig(env),
    connections: { ...CALM, ...connections },
  };
  app = await buildApp({ db: noDb, config });
  app.get('/test/ping', async () => ({ code: 200, msg: 'pong', data: null }));
  app.get('/test/headers', async (request) => String(Object.keys(request.headers).length));
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  return typeof address === 'object' && address ? address.port : 0;
}

/** A socket from `from` (any address of 127.0.0.0/8 is this machine's), once connected. */
async function open(port: number, from: string): Promise<Socket> {
  const socket = connect({ host: '127.0.0.1', port, localAddress: from });
  sockets.push(socket);
  socket.on('error', () => {});
  await new Promise((resolve) => socket.once('connect', resolve));
  return socket;
}

/** The first bytes the server writes back, or 'closed' when it closes without a word. */
function reply(socket: Socket): Promise<string> {
  return new Promise((resolve) => {
    socket.once('data', (chunk: Buffer) => resolve(chunk.toString('latin1')));
    socket.once('close', () => resolve('closed'));
  });
}

async function ping(socket: Socket): Promise<string> {
  const answer = reply(socket);
  socket.write('GET /test/ping HTTP/1.1\r\nHost: localhost\r\n\r\n');
  return (await answer).split('\r\n')[0] ?? '';
}

/** Milliseconds until the server closes the socket (it writes nothing more meanwhile). */
function closedAfter(socket: Socket): Promise<{ ms: number; wrote: string }> {
  const started = performance.now();
  let wrote = '';
  socket.on('data', (chunk: Buffer) => (wrote += chunk.toString('latin1')));
  return new Promise((resolve) =>
    socket.once('close', () => resolve({ ms: performance.now() - started, wrote })),
  );
}

describe('sockets per client address (issue 28, item 1)', () => {
  it('closes a client over its cap unanswered while another address is served', async () => {
    const port = await serve({ perAddress: 3 });
    const held = [];
    for (let i = 0; i < 3; i++) {
      const socket = await open(port, '127.0.0.2');
      expect(await ping(socket)).toBe('HTTP/1.1 200 OK');
      held.push(socket);
    }
    expect(await ping(await open(port, '127.0.0.2'))).toBe('closed');
    expect(await ping(await open(port, '127.0.0.3'))).toBe('HTTP/1.1 200 OK');
    // A socket that closes gives its place back.
    const gone = closedAfter(held[0]!);
    held[0]!.destroy();
    await gone;
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await ping(await open(port, '127.0.0.2'))).toBe('HTTP/1.1 200 OK');
  });

  it("leaves a trusted proxy's sockets to the total: the proxy caps each client", async () => {
    const port = await serve({ perAddress: 2 }, { TRUST_PROXY: '127.0.0.2' });
    for (let i = 0; i < 4; i++)
      expect(await ping(await open(port, '127.0.0.2'))).toBe('HTTP/1.1 200 OK');
    for (let i = 0; i < 2; i++)
      expect(await ping(await open(port, '127.0.0.3'))).toBe('HTTP/1.1 200 OK');
    expect(await ping(await open(port, '127.0.0.3'))).toBe('closed');
  });

  it('closes every socket beyond the total, whatever its address', async () => {
    const port = await serve({ total: 2 });
    expect(await ping(await open(port, '127.0.0.2'))).toBe('HTTP/1.1 200 OK');
    expect(await ping(await open(port, '127.0.0.3'))).toBe('HTTP/1.1 200 OK');
    expect(await ping(await open(port, '127.0.0.4'))).toBe('closed');
  });
});

describe('headers', () => {
  it('keeps the first 100 of a request, not the 2,000 Node would', async () => {
    const port = await serve({});
    const socket = await open(port, '127.0.0.2');
    const many = Array.from({ length: 300 }, (_, i) => `X-H${i}: ${i}\r\n`).join('');
    const answer = reply(socket);
    socket.write(`GET /test/headers HTTP/1.1\r\nHost: localhost\r\n${many}\r\n`);
    expect((await answer).split('\r\n\r\n')[1]).toBe('100');
  });
});

describe('which sockets are a trusted proxy', () => {
  it('matches addresses, CIDRs and names, an IPv4 client of a dual-stack socket too', () => {
    const isProxy = proxySockets(['10.0.0.0/8', '192.168.1.7', 'loopback', 'fd00::/8']);
    expect(
      ['10.2.3.4', '::ffff:10.2.3.4', '192.168.1.7', '127.0.0.5', '::1', 'fd00::1'].map(isProxy),
    ).toEqual([true, true, true, true, true, true]);
    expect(['11.0.0.1', '192.168.1.8', '2001:db8::1', 'fe80::1'].map(isProxy)).toEqual([
      false,
      false,
      false,
      false,
    ]);
  });

  it('is every socket with a hop count or true, and none without TRUST_PROXY', () => {
    expect([proxySockets(1)('203.0.113.9'), proxySockets(true)('203.0.113.9')]).toEqual([
      true,
      true,
    ]);
    expect(proxySockets(false)('127.0.0.1')).toBe(false);
  });
});

describe('timeouts (issue 28, item 1)', () => {
  it('closes a keep-alive socket left idle after the idle timeout', async () => {
    const port = await serve({ keepAliveTimeoutMs: 300 });
    const socket = await open(port, '127.0.0.2');
    expect(await ping(socket)).toBe('HTTP/1.1 200 OK');
    const { ms, wrote } = await closedAfter(socket);
    expect(wrote).toBe('');
    expect(ms).toBeGreaterThan(250);
    expect(ms).toBeLessThan(1_500);
  });

  it('closes a socket that never sends a byte after the header timeout', async () => {
    const port = await serve({ headersTimeoutMs: 400 });
    const { ms } = await closedAfter(await open(port, '127.0.0.2'));
    expect(ms).toBeGreaterThan(300);
    expect(ms).toBeLessThan(1_500);
  });

  it('drops a client sending its headers a byte at a time (slowloris) with a 408', async () => {
    const port = await serve({ headersTimeoutMs: 400 });
    const socket = await open(port, '127.0.0.2');
    const closed = closedAfter(socket);
    socket.write('GET /test/ping HTTP/1.1\r\nHost: localhost\r\nX-Slow: ');
    const drip = setInterval(() => socket.writable && socket.write('a'), 50);
    const { ms, wrote } = await closed;
    clearInterval(drip);
    expect(wrote.split('\r\n')[0]).toBe('HTTP/1.1 408 Request Timeout');
    expect(ms).toBeGreaterThan(300);
    expect(ms).toBeLessThan(1_500);
  });
});
