import type { FastifyReply, FastifyRequest } from 'fastify';
import type { TSchema } from 'typebox';
import type {
  BodyOf,
  DataOf,
  Endpoint,
  Envelope,
  PagedEnvelope,
  ParamsOf,
  QueryOf,
} from '../../src/contract/index.ts';
import { envelopeOf, pagedOf } from '../../src/contract/index.ts';
import type { Api } from './api.ts';
import type { Account } from './auth.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The contract's endpoint this route serves (the auth hook and the fuzzer read it). */
    endpoint?: Endpoint;
  }
}

/** The request as the endpoint declares it: validated query and body, and the caller. */
export type EndpointRequest<E extends Endpoint> = Omit<
  FastifyRequest,
  'query' | 'body' | 'params'
> & {
  params: ParamsOf<E>;
  query: QueryOf<E>;
  body: BodyOf<E>;
  /** The caller's account; present unless the endpoint is public. */
  account: E['access'] extends 'public' ? Account | null : Account;
};

/** What a handler answers: the envelope of the endpoint's data (see plugins/envelope.ts `ok`). */
export type EndpointAnswer<E extends Endpoint> = E['paged'] extends true
  ? PagedEnvelope<DataOf<E>>
  : Envelope<DataOf<E>>;

export type Handler<E extends Endpoint> = (
  request: EndpointRequest<E>,
  reply: FastifyReply,
) => Promise<EndpointAnswer<E>>;

/** The response map: declared so nothing beyond the contract leaks. */
const responseOf = (ep: Endpoint): Record<number, TSchema> => ({
  200: ep.paged ? pagedOf(ep.answer) : envelopeOf(ep.answer),
});

/**
 * Registers the server's side of one endpoint: its method and path, its query and body
 * validated by the contract's schemas, its answer serialised by the answer's schema, and
 * the account read first unless the contract says the call is public (plugins/auth.ts).
 */
export function route<E extends Endpoint>(api: Api, ep: E, handler: Handler<E>) {
  const schema: Record<string, unknown> = { response: responseOf(ep) };
  if (ep.params) schema.params = ep.params;
  if (ep.query) schema.querystring = ep.query;
  if (ep.body) schema.body = ep.body;
  api.route({
    method: ep.method,
    // The contract writes a path's parameters as the spec does ({id}); Fastify as :id.
    url: ep.path.replace(/\{(\w+)\}/g, ':$1'),
    config: { endpoint: ep, ...(ep.cache ? { cache: ep.cache } : {}) },
    schema,
    // The schemas above validated the request; the handler's types are the contract's.
    handler: (request, reply) => handler(request as unknown as EndpointRequest<E>, reply),
  });
}
