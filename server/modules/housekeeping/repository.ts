import type { Db, Queryable } from '../../db/db.ts';
import { CLEAN_UPS } from './cleanUps.ts';

/**
 * Removes what has run its course, by each module's own clean-up (cleanUps.ts): expired
 * captchas, signs and one-use codes, old SMS codes and simulated messages, drafts never
 * booked, ended sessions, shares long over, a share's opens beyond what it keeps. Answers
 * how many rows went, per table.
 */
export async function removeExpired(q: Queryable): Promise<Record<string, number>> {
  const removed: Record<string, number> = {};
  for (const cleanUp of Object.values(CLEAN_UPS)) Object.assign(removed, await cleanUp(q));
  return removed;
}

/** How often the embedded database is vacuumed: a day's deletions and changes at most. */
export const VACUUM_EVERY_HOURS = 24;

/**
 * Vacuums and analyses the embedded database when it has not been for a day: PostgreSQL's
 * autovacuum does not run in PGlite, so rows deleted above, and every update, would leave
 * dead entries that each count and page read again, and the planner's statistics would
 * stay those of an empty database. The last run is PostgreSQL's own record
 * (pg_stat_user_tables), so a restart does not vacuum again. A real PostgreSQL vacuums
 * itself. Answers whether it ran.
 */
export async function vacuumIfDue(db: Db): Promise<boolean> {
  if (db.kind !== 'pglite') return false;
  const [row] = await db.query<{ due: boolean }>(
    `SELECT coalesce(max(last_vacuum) < now() - make_interval(hours => $1), true) AS due
       FROM pg_stat_user_tables`,
    [VACUUM_EVERY_HOURS],
  );
  if (!row?.due) return false;
  await db.exec('VACUUM (ANALYZE)');
  return true;
}
