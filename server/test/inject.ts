import type { FastifyInstance } from 'fastify';
import {
  callKey,
  fillPath,
  type DataOf,
  type Endpoint,
  type InputOf,
} from '../../src/contract/endpoint.ts';
import type { Envelope, PagedEnvelope } from '../../src/contract/envelope.ts';

/** The address of one call and its body, as the app's client writes them (src/kit/api/call.ts). */
function addressOf(ep: Endpoint, input?: Record<string, unknown>) {
  const { path, rest } = fillPath(ep.path, input);
  return ep.method === 'GET'
    ? { url: callKey(path, rest), body: undefined }
    : { url: path, body: rest };
}

/**
 * The URL of a GET call with its query, for a test of the HTTP layer itself (caching,
 * compression) that reads the raw answer: the endpoint still names the call.
 */
export const urlOf = <E extends Endpoint>(ep: E, input: TestInputOf<E>) =>
  addressOf(ep, input as Record<string, unknown> | undefined).url;

/**
 * What a test passes: the call's input, but a page's `offset` and `limit` may be left out,
 * as the server then reads its defaults (src/contract/paging.ts) and tests check that.
 */
type TestInputOf<E extends Endpoint> =
  InputOf<E> extends { offset: number; limit: number }
    ? Omit<InputOf<E>, 'offset' | 'limit'> & Partial<Pick<InputOf<E>, 'offset' | 'limit'>>
    : InputOf<E>;

/** The body a call answers: the envelope, or for a paged call the page with its counts. */
type BodyAnswerOf<E extends Endpoint> = E['paged'] extends true
  ? PagedEnvelope<DataOf<E>>
  : Envelope<DataOf<E>>;

/** Where a call comes from, for the limits kept per address, and the request's other headers. */
export interface InjectOptions {
  remoteAddress?: string;
  headers?: Record<string, string>;
}

/**
 * One call of the contract through Fastify's `inject`, as the account of `token` when given:
 * the endpoint object names the call, so a test never spells its path, and the answer's
 * data comes typed. A test of bad input passes its wrong shape with a cast.
 */
export async function inject<E extends Endpoint>(
  app: FastifyInstance,
  ep: E,
  input: TestInputOf<E>,
  token?: string | null,
  { remoteAddress, headers = {} }: InjectOptions = {},
) {
  const { url, body } = addressOf(ep, input as Record<string, unknown> | undefined);
  const res = await app.inject({
    method: ep.method,
    url,
    ...(body === undefined ? {} : { payload: body }),
    ...(remoteAddress ? { remoteAddress } : {}),
    headers: token ? { ...headers, authorization: `Bearer ${token}` } : headers,
  });
  const answer = { status: res.statusCode, body: res.json() as BodyAnswerOf<E> };
  // The headers are there to read, not enumerable: a test compares the status and body whole.
  return Object.defineProperty(answer, 'headers', { value: res.headers }) as typeof answer & {
    readonly headers: typeof res.headers;
  };
}
