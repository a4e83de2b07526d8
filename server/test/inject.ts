import type { FastifyInstance } from 'fastify';
import type { AnswerOf, Endpoint, InputOf } from '../../src/contract/endpoint.ts';

/** The address of one call, as the app's client writes it (src/kit/api/call.ts). */
export function addressOf(ep: Endpoint, input?: Record<string, unknown>) {
  let rest = input;
  const path = ep.path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const { [name]: value, ...others } = rest ?? {};
    rest = others;
    return encodeURIComponent(String(value));
  });
  if (ep.method !== 'GET') return { url: path, body: rest };
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(rest ?? {}))
    if (value !== undefined && value !== null) query.append(name, String(value));
  const q = query.toString();
  return { url: q ? `${path}?${q}` : path, body: undefined };
}

/**
 * One call of the contract through Fastify's `inject`, as the account of `token` when given:
 * the endpoint object names the call, so a test never spells its path, and the answer's
 * data comes typed. A test of bad input passes its wrong shape with a cast.
 */
export async function inject<E extends Endpoint>(
  app: FastifyInstance,
  ep: E,
  input: InputOf<E>,
  token?: string | null,
) {
  const { url, body } = addressOf(ep, input as Record<string, unknown> | undefined);
  const res = await app.inject({
    method: ep.method,
    url,
    ...(body === undefined ? {} : { payload: body }),
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  return {
    status: res.statusCode,
    headers: res.headers,
    body: res.json() as { code: number; msg: string; data: AnswerOf<E> },
  };
}
