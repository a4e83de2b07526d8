import type { Queryable } from '../../db/db.ts';

// The user centre's reads of other areas' tables, until those areas answer for them.

export async function hospitalExists(q: Queryable, hospId: number): Promise<boolean> {
  const rows = await q.query('SELECT 1 FROM hospitals WHERE id = $1', [hospId]);
  return rows.length > 0;
}

/**
 * The account's personal bookings still to be examined (status 1), at any branch: what
 * the user centre's badge asks the patient to attend to. Drafts were never booked;
 * examined and cancelled ones need nothing more.
 */
export async function openOrderCount(q: Queryable, accountId: number): Promise<number> {
  const [row] = await q.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM personal_orders WHERE account_id = $1 AND appoint_status = 1',
    [accountId],
  );
  return row?.n ?? 0;
}
