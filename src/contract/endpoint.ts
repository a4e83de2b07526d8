// One call of the API, written once: the app calls it with `call(endpoint, input)`
// (src/kit/api/call.ts), the reference server registers it with `route(api, endpoint, handler)`
// (server/plugins/route.ts), and the README's table, the fuzzer and the OpenAPI document read
// the same list (src/contract/endpoints.ts).
import type { Static, TSchema } from 'typebox';
import type { PagedEnvelope } from './envelope';
import type { RefusalKey } from './refusals';
import type { Spellings } from './spellings';

export type Method = 'GET' | 'POST' | 'PUT';

export interface Endpoint {
  /** What the call is for and answers, in a line: the README's API table and the OpenAPI. */
  readonly summary?: string;
  readonly method: Method;
  /** As the spec spells it ("/api/Hosp/configs"); the server matches paths without case. */
  readonly path: `/${string}`;
  /**
   * Who may call: a signed-in account unless the contract says 'public'. The server reads
   * the caller's account before the handler runs and refuses a visitor with 401.
   */
  readonly access?: 'public';
  /** The parameters the path names in braces ("/order/{id}/finish"). */
  readonly params?: TSchema;
  /** The query, keys spelled as the spec spells them for this call. */
  readonly query?: TSchema;
  readonly body?: TSchema;
  /** The envelope's `data`; with `paged`, one row of it. */
  readonly answer: TSchema;
  /** The answer is the whole paged envelope (sent with the `paging-headers` header). */
  readonly paged?: true;
  /** The same for every caller: shared caches may keep it (server/plugins/httpCache.ts). */
  readonly cache?: 'public';
  /**
   * The spec's other names for fields of the answer (of a row, when paged), which a backend
   * may send instead of the contract's (src/contract/spellings.ts).
   */
  readonly spellings?: Spellings;
  /** What the server may refuse with, as keys of the server's messages (locales/server). */
  readonly refusals?: readonly RefusalKey[];
}

/**
 * What the app needs of a call: its address and how to read its answer. Written once, in
 * src/contract/calls/<area>.ts, as plain values (no schema code reaches the app's bundle);
 * the endpoint of the area file spreads it beside its schemas.
 */
export type Address = Pick<Endpoint, 'method' | 'path' | 'paged' | 'spellings'>;

/** Declares an address; the literal types are kept, so the call's endpoint follows from it. */
export const address = <const A extends Address>(a: A): A => a;

/** Declares an endpoint; the literal types are kept so inputs and answers follow from it. */
export const endpoint = <const E extends Endpoint>(e: E): E => e;

export type QueryOf<E extends Endpoint> = E['query'] extends TSchema
  ? Static<E['query']>
  : undefined;
export type BodyOf<E extends Endpoint> = E['body'] extends TSchema ? Static<E['body']> : undefined;
export type ParamsOf<E extends Endpoint> = E['params'] extends TSchema
  ? Static<E['params']>
  : undefined;
type Own<E extends Endpoint> = E['method'] extends 'GET' ? QueryOf<E> : BodyOf<E>;
/**
 * What the app passes: the query of a GET, the body of anything else, with the path's
 * parameters beside them when it has any.
 */
export type InputOf<E extends Endpoint> =
  ParamsOf<E> extends undefined
    ? Own<E>
    : Own<E> extends undefined
      ? ParamsOf<E>
      : ParamsOf<E> & Own<E>;
export type DataOf<E extends Endpoint> = Static<E['answer']>;
/** What the app receives: the envelope's data, or the whole envelope of a paged call. */
export type AnswerOf<E extends Endpoint> = E['paged'] extends true
  ? PagedEnvelope<DataOf<E>>
  : DataOf<E>;

/**
 * A call's path with the parameters it names in braces ("{id}") filled from the input, and
 * the input without them: the query of a GET, the body of anything else.
 */
export function fillPath(path: string, input?: Record<string, unknown>) {
  let rest = input;
  const filled = path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const { [name]: value, ...others } = rest ?? {};
    rest = others;
    return encodeURIComponent(String(value));
  });
  return { path: filled, rest };
}

/** A GET call's identity: its path and query, in the order written. */
export function callKey(url: string, params?: Record<string, unknown>): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(params ?? {})) {
    if (value !== undefined && value !== null) query.append(name, String(value));
  }
  const q = query.toString();
  return q ? `${url}?${q}` : url;
}
