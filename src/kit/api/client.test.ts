// @vitest-environment node
// The client against a real HTTP server on loopback: what callers receive for each kind
// of answer, and when the 401 hook fires.
import Fastify from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, CODE_NETWORK } from '@/kit/api/envelope';
import { Type } from 'typebox';
import { endpoint } from '@/contract/endpoint';
import { call } from './call';
import { configureClient } from './client';
import { callKey } from '@/contract/endpoint';
import { startEarlyCall } from './earlyCalls';

const server = Fastify();
let seenAuth: string | undefined;
server.get('/api/ok', async (req) => {
  seenAuth = req.headers.authorization;
  return { code: 200, msg: 'success', data: { n: 1 } };
});
server.get('/api/paged', async (_req, reply) => {
  reply.header('paging-headers', '{"total":3}');
  return { code: 200, msg: 'success', data: [1], total: 3 };
});
server.get('/api/unpaged', async () => ({ code: 200, msg: 'success', data: [4, 5] }));
server.get('/api/refused', async () => ({ code: 500, msg: 'slot full', data: null }));
server.get('/api/expired', async (_req, reply) =>
  reply.status(401).send({ code: 401, msg: 'login expired', data: null }),
);
server.get('/api/expired-in-body', async () => ({ code: 401, msg: 'login expired', data: null }));
server.get('/api/html', async (_req, reply) =>
  reply.status(502).type('text/html').send('<html>bad gateway</html>'),
);
let counted = 0;
server.get('/api/count', async (req) => ({
  code: 200,
  msg: 'success',
  data: { n: ++counted, q: req.query },
}));
server.post('/api/echo', async (req) => ({ code: 200, msg: 'success', data: req.body }));
server.put('/api/order/:id/finish', async (req) => ({
  code: 200,
  msg: 'success',
  data: { params: req.params, body: req.body ?? null },
}));

// The calls as the contract would declare them; the server above answers each as a real one.
const read = <P extends `/api/${string}`>(path: P) =>
  endpoint({ method: 'GET', path, access: 'public', answer: Type.Unknown() });
const ok = read('/api/ok');
const refused = read('/api/refused');
const expired = read('/api/expired');
const expiredInBody = read('/api/expired-in-body');
const html = read('/api/html');
const paged = endpoint({ method: 'GET', path: '/api/paged', paged: true, answer: Type.Integer() });
const unpaged = endpoint({
  method: 'GET',
  path: '/api/unpaged',
  paged: true,
  answer: Type.Integer(),
});
const count = endpoint({
  method: 'GET',
  path: '/api/count',
  query: Type.Object({ hospId: Type.Integer(), id: Type.Integer() }),
  answer: Type.Unknown(),
});
const echo = endpoint({
  method: 'POST',
  path: '/api/echo',
  body: Type.Object({ a: Type.String() }),
  answer: Type.Unknown(),
});

const finish = endpoint({
  method: 'PUT',
  path: '/api/order/{id}/finish',
  params: Type.Object({ id: Type.Integer() }),
  answer: Type.Unknown(),
});

const onUnauthorized = vi.fn();
let token: string | null = null;

beforeAll(async () => {
  const address = await server.listen({ port: 0, host: '127.0.0.1' });
  vi.stubGlobal('window', { __APP_CONFIG__: { apiBaseUrl: `${address}/` } });
  configureClient({ getToken: () => token, onUnauthorized });
});
afterAll(async () => {
  vi.unstubAllGlobals();
  await server.close();
});
beforeEach(() => {
  onUnauthorized.mockClear();
  token = null;
});

describe('the API client', () => {
  it('unwraps data and sends the bearer token only when logged in', async () => {
    await expect(call(ok)).resolves.toEqual({ n: 1 });
    expect(seenAuth).toBeUndefined();
    token = 't-123';
    await call(ok);
    expect(seenAuth).toBe('Bearer t-123');
  });

  it('keeps the whole body of a paged answer', async () => {
    await expect(call(paged)).resolves.toEqual({
      code: 200,
      msg: 'success',
      data: [1],
      total: 3,
    });
  });

  it("reads a paged call's list sent whole, without paging-headers, as its one page", async () => {
    await expect(call(unpaged)).resolves.toEqual({
      code: 200,
      msg: '',
      data: [4, 5],
      total: 2,
      offset: 0,
      limit: 2,
    });
  });

  it('rejects a refusal with the server code and msg', async () => {
    await expect(call(refused)).rejects.toEqual(new ApiError(500, 'slot full'));
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('calls the 401 hook for HTTP 401 and for envelope code 401', async () => {
    await expect(call(expired)).rejects.toMatchObject({ code: 401, msg: 'login expired' });
    await expect(call(expiredInBody)).rejects.toMatchObject({ code: 401 });
    expect(onUnauthorized).toHaveBeenCalledTimes(2);
    expect(onUnauthorized).toHaveBeenNthCalledWith(1, new ApiError(401, 'login expired'));
  });

  it('turns a non-envelope error page into an ApiError with the HTTP status', async () => {
    await expect(call(html)).rejects.toMatchObject({ code: 502, msg: '' });
  });

  it('posts JSON bodies', async () => {
    await expect(call(echo, { a: 'b' })).resolves.toEqual({ a: 'b' });
  });

  it("fills a path's parameter from the input, not the body", async () => {
    await expect(call(finish, { id: 7 })).resolves.toEqual({ params: { id: '7' }, body: {} });
  });

  it('reports an unreachable server as a network error', async () => {
    vi.stubGlobal('window', { __APP_CONFIG__: { apiBaseUrl: 'http://127.0.0.1:9/' } });
    await expect(call(ok)).rejects.toMatchObject({ code: CODE_NETWORK });
    vi.stubGlobal('window', {
      __APP_CONFIG__: {
        apiBaseUrl: `http://127.0.0.1:${(server.server.address() as { port: number }).port}/`,
      },
    });
  });

  it('takes the answer of a call index.html started, once, without asking the server again', async () => {
    const base = (window as Window).__APP_CONFIG__?.apiBaseUrl ?? '';
    const win = Object.assign(window, { fetch }) as Window;
    counted = 0;
    const key = callKey('api/count', { hospId: 2, id: 7 });
    expect(key).toBe('api/count?hospId=2&id=7');
    await startEarlyCall(win, base, key);
    expect(counted).toBe(1);

    await expect(call(count, { hospId: 2, id: 7 })).resolves.toMatchObject({ n: 1 });
    expect(counted).toBe(1);
    // A second read (a refresh) is the server's again.
    await expect(call(count, { hospId: 2, id: 7 })).resolves.toMatchObject({ n: 2 });
  });

  it('asks the server itself when the early call was refused', async () => {
    const base = (window as Window).__APP_CONFIG__?.apiBaseUrl ?? '';
    const win = Object.assign(window, { fetch }) as Window;
    await startEarlyCall(win, base, 'api/html');
    await expect(call(html)).rejects.toMatchObject({ code: 502 });
  });
});
