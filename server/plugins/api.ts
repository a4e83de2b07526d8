import type {
  FastifyBaseLogger,
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type, type Static, type TSchema } from 'typebox';
import { envelopeOf } from '../../src/contract/index.ts';
import type { Deps } from '../deps.ts';
import { ok } from './envelope.ts';

/** The Fastify instance every module registers on: route types come from the TypeBox schemas. */
export type Api = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  TypeBoxTypeProvider
>;

/** A module: its routes, given the database and one implementation of each outside party. */
export type Module = (api: Api, deps: Deps) => void | Promise<void>;

/** The response map of a call whose envelope carries `data`: declared so nothing else leaks. */
export const answers = <T extends TSchema>(data: T) => ({ 200: envelopeOf(data) });

/** The response map of a call whose envelope carries a list of `item`s. */
export const listAnswers = <T extends TSchema>(item: T) => answers(Type.Array(item));

/**
 * A signed-in POST answered with what `run` makes of the caller's account id and the
 * validated body: most booking and profile changes have exactly this shape.
 */
export function accountPost<B extends TSchema, D extends TSchema>(
  api: Api,
  path: string,
  schemas: { body: B; data: D },
  run: (accountId: number, body: Static<B>) => Promise<Static<D>>,
  msg?: string,
) {
  // For generic schemas the type provider cannot relate Static<> to the request and reply,
  // so the maps are widened here; the type of `run` carries the check at each call site.
  const schema: { body: TSchema; response: Record<number, TSchema> } = {
    body: schemas.body,
    response: answers(schemas.data),
  };
  api.post(path, { config: { auth: true }, schema }, async (request) =>
    ok(await run(request.account.id, request.body as Static<B>), msg),
  );
}
