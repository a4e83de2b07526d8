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

/** A branch's name, address, hours and contacts; 404 for one that does not exist. */
export async function hospitalInfo(q: Queryable, hospId: number) {
  const row = await hospitals.hospitalInfo(q, hospId);
  if (!row) throw notFound(MSG.hospitalNotFound, `hospital ${hospId}`);
  return row;
}

/** The branches of a union (a QR code's group of centres); 404 for an unknown union. */
export async function unionHospitals(q: Queryable, code: string) {
  if (!(await hospitals.unionExists(q, code))) throw notFound(MSG.unionNotFound, `union ${code}`);
  return hospitals.unionHospitals(q, code);
}

/** What a branch's home page shows, and the images it names. */
export const homeModules: typeof hospitals.homeModules = (q, hospId) =>
  hospitals.homeModules(q, hospId);
export const hospAssets: typeof hospitals.hospAssets = (q, hospId) =>
  hospitals.hospAssets(q, hospId);
