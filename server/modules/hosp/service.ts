import type { Queryable } from '../../db/db.ts';
import { notFound } from '../../plugins/envelope.ts';
import { MSG } from '../../plugins/messages.ts';
import { hospitalExists } from './repository.ts';

export const APP_VERSION = '0.1.0';

/** Refuses calls scoped to a hospital that does not exist, instead of answering empty lists. */
export async function requireHospital(q: Queryable, hospId: number) {
  if (!(await hospitalExists(q, hospId)))
    throw notFound(MSG.hospitalNotFound, `hospital ${hospId}`);
}
