import type { Queryable } from '../../db/db.ts';
import { samePerson } from '../people/index.ts';

// The user centre's reads of other areas' tables, until those areas answer for them.

/**
 * Whether a branch takes sign-ups: 'missing', 'building' (listed in its unions only as
 * under construction) or 'open'.
 */
export async function hospitalState(
  q: Queryable,
  hospId: number,
): Promise<'missing' | 'building' | 'open'> {
  const [row] = await q.query<{ building: boolean | null }>(
    `SELECT (SELECT bool_and(enable = 0) FROM union_hospitals WHERE hosp_id = h.id) AS building
       FROM hospitals h WHERE h.id = $1`,
    [hospId],
  );
  if (!row) return 'missing';
  return row.building ? 'building' : 'open';
}

/**
 * The account's personal bookings still to be examined (status 1): what the user
 * centre's badge asks the patient to attend to. Drafts were never booked; examined and
 * cancelled ones need nothing more. With `hospId`, only that branch's, as its order list
 * shows them.
 */
export async function openOrderCount(
  q: Queryable,
  accountId: number,
  hospId?: number,
): Promise<number> {
  const [row] = await q.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM personal_orders WHERE account_id = $1 AND appoint_status = 1' +
      ' AND ($2::int IS NULL OR hosp_id = $2)',
    [accountId, hospId ?? null],
  );
  return row?.n ?? 0;
}

/**
 * The exams of the account's bound people (self and relatives), in progress or published,
 * as the report centre lists them; matched by ID number and name as the reports area
 * matches them. With `hospId`, only that branch's.
 */
export async function examCount(q: Queryable, accountId: number, hospId?: number): Promise<number> {
  const [row] = await q.query<{ n: number }>(
    `SELECT count(DISTINCT e.id)::int AS n FROM exams e
       JOIN user_profiles p ON ${samePerson('p', 'e')} AND p.account_id = $1 AND p.jlzt = 1
      WHERE ($2::int IS NULL OR e.hosp_id = $2)`,
    [accountId, hospId ?? null],
  );
  return row?.n ?? 0;
}
