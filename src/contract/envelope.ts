// The envelope every answer is wrapped in, and the small schemas every area reuses.
import { Type, type TSchema } from 'typebox';

/** Every answer is wrapped in this envelope; code 200 is success. */
export interface Envelope<T> {
  code: number;
  msg: string;
  data: T;
}

/** A paged answer (sent with the `paging-headers` header): the client keeps the whole body. */
export interface PagedEnvelope<T> extends Envelope<T[]> {
  total: number;
  offset: number;
  limit: number;
}

/** The response schema of a call whose `data` is `data`: declared so nothing else leaks. */
export const envelopeOf = <T extends TSchema>(data: T) =>
  Type.Object({ code: Type.Integer(), msg: Type.String(), data });

/** A database id as the wire carries it: a positive 32-bit integer. */
export const PositiveId = Type.Integer({ minimum: 1, maximum: 2_147_483_647 });

/** A value the wire may carry as null. */
export const Nullable = <T extends TSchema>(t: T) => Type.Union([t, Type.Null()]);

/** The response schema of a paged call whose rows are `item`s. */
export const pagedOf = <T extends TSchema>(item: T) =>
  Type.Object({
    code: Type.Integer(),
    msg: Type.String(),
    data: Type.Array(item),
    total: Type.Integer(),
    offset: Type.Integer(),
    limit: Type.Integer(),
  });
