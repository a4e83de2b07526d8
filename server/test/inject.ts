import type { FastifyInstance } from 'fastify';
import {
  callKey,
  fillPath,
  type AnswerOf,
  type Endpoint,
  type InputOf,
} from '../../src/contract/endpoint.ts';

/** The address of one call and its body, as the app's client writes them (src/kit/api/call.ts). */
function addressOf(ep: Endpoint, input?: Record<string, unknown>) {
  const { path, rest } = fillPath(ep.path, input);
  return ep.method === 'GET'
    ? { url: callKey(path, rest), body: undefined }
    : { url: path, body: rest };
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
