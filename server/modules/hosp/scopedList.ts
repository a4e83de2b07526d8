import type { Static, TArray, TSchema } from 'typebox';
import type { Endpoint } from '../../../src/contract/index.ts';
import type { Queryable } from '../../db/db.ts';
import type { Api } from '../../plugins/api.ts';
import { ok } from '../../plugins/envelope.ts';
import { route } from '../../plugins/route.ts';
import { requireHospital } from './service.ts';

/** An endpoint whose only input is the hospital and whose answer is a list of its rows. */
type HospList<T extends TSchema> = Endpoint & { query: TSchema; answer: TArray<T> };

/**
 * A list of one hospital's rows. An unknown hospital is refused (404) rather than answered
 * with an empty list.
 */
export function hospListRoute<T extends TSchema>(
  api: Api,
  db: Queryable,
  ep: HospList<T>,
  rows: (q: Queryable, hospId: number) => Promise<Static<T>[]>,
) {
  route(api, ep, async (request) => {
    const { hospId } = request.query as { hospId: number };
    await requireHospital(db, hospId);
    return ok(await rows(db, hospId));
  });
}
