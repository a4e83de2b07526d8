import type { Queryable } from './queryable.ts';

/** A clean-up's DELETE statements by the name its count is answered under, in run order. */
export type Removals = Record<string, [sql: string, params: unknown[]]>;

/**
 * Runs each of a module's DELETE statements in order and answers how many rows each
 * removed: the shape every module's `removeExpired` answers housekeeping in.
 */
export async function removeCounted(q: Queryable, removals: Removals) {
  const removed: Record<string, number> = {};
  for (const [name, [sql, params]] of Object.entries(removals)) {
    const rows = await q.query<{ n: number }>(
      `WITH gone AS (${sql} RETURNING 1) SELECT count(*)::int AS n FROM gone`,
      params,
    );
    removed[name] = rows[0]?.n ?? 0;
  }
  return removed;
}
