import type { Queryable } from '../../db/db.ts';
import { notFound } from '../../plugins/envelope.ts';
import { MSG } from '../../plugins/messages.ts';
import * as configs from './configsRepository.ts';
import * as hospitals from './repository.ts';

export const APP_VERSION = '0.1.0';

/** Refuses calls scoped to a hospital that does not exist, instead of answering empty lists. */
export async function requireHospital(q: Queryable, hospId: number) {
  if (!(await hospitals.hospitalExists(q, hospId)))
    throw notFound(MSG.hospitalNotFound, `hospital ${hospId}`);
}

/** Whether a branch exists, for a caller that answers its own refusal. */
export const hospitalExists = (q: Queryable, hospId: number) => hospitals.hospitalExists(q, hospId);

/** A branch's config switches (login captcha, password level, booking rules). */
export const hospConfigs = (q: Queryable, hospId: number) => configs.hospConfigs(q, hospId);

/** Whether a branch takes sign-ups: 'missing', 'building' (its unions list it as under
 * construction only) or 'open'. */
export const hospitalState = (q: Queryable, hospId: number) => hospitals.hospitalState(q, hospId);

/** The name and address of each branch of the given ids, by id (a booking's centre). */
export async function hospitalsByIds(q: Queryable, ids: readonly number[]) {
  const rows = await hospitals.hospitalsByIds(q, [...new Set(ids)]);
  return new Map(rows.map((h) => [h.id, h]));
}
