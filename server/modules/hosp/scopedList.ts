import type { Static, TSchema } from 'typebox';
import { HospIdQuery } from '../../../src/contract/index.ts';
import type { Queryable } from '../../db/db.ts';
import { listAnswers, type Api } from '../../plugins/api.ts';
import { ok } from '../../plugins/envelope.ts';
import { requireHospital } from './service.ts';

/**
 * A GET whose only input is the hospital and whose answer is that hospital's rows. An
 * unknown hospital is refused (404) rather than answered with an empty list. The rows are
 * the same for every caller, so the answer is cached (plugins/httpCache.ts).
 */
export function hospListRoute<T extends TSchema>(
  api: Api,
  db: Queryable,
  path: string,
  item: T,
  rows: (q: Queryable, hospId: number) => Promise<Static<T>[]>,
) {
  // For a generic T the type provider cannot relate Static<T> to the reply, so the map is
  // widened here; `rows` above carries the check at each call site.
  const response: Record<number, TSchema> = listAnswers(item);
  const options = {
    config: { cache: 'public' as const },
    schema: { querystring: HospIdQuery, response },
  };
  api.get(path, options, async (request) => {
    await requireHospital(db, request.query.hospid);
    return ok(await rows(db, request.query.hospid));
  });
}
