import type { Queryable } from '../../db/db.ts';

// All the SQL of auth_attempts: the attempts limits.ts counts, one row per subject.

/** Records one attempt under each subject; answers the ids of the rows made. */
export async function insertAttempts(
  q: Queryable,
  kind: string,
  subjects: string[],
): Promise<string[]> {
  const rows = await q.query<{ id: string }>(
    'INSERT INTO auth_attempts (kind, subject) SELECT $1, unnest($2::text[]) RETURNING id',
    [kind, subjects],
  );
  return rows.map((r) => r.id);
}

export async function deleteAttempts(q: Queryable, ids: string[]) {
  await q.query('DELETE FROM auth_attempts WHERE id = ANY($1::bigint[])', [ids]);
}

/**
 * Seconds until the `nth` newest attempt of a kind by a subject leaves a window of
 * `windowS` seconds; null when there are fewer than `nth` attempts in it.
 */
export async function secondsUntilNthLeaves(
  q: Queryable,
  a: { kind: string; subject: string; windowS: number; nth: number; upTo?: string },
): Promise<number | null> {
  const [row] = await q.query<{ wait: number }>(
    `SELECT extract(epoch FROM created_at + make_interval(secs => $3) - now())::float8 AS wait
       FROM auth_attempts
      WHERE kind = $1 AND subject = $2 AND created_at > now() - make_interval(secs => $3)
        AND ($5::bigint IS NULL OR id <= $5)
      ORDER BY created_at DESC, id DESC OFFSET $4 - 1 LIMIT 1`,
    [a.kind, a.subject, a.windowS, a.nth, a.upTo ?? null],
  );
  return row ? row.wait : null;
}

/** Serialises one key's work inside a transaction, whose inserts others cannot see. */
export async function lockKey(q: Queryable, key: string) {
  await q.query('SELECT pg_advisory_xact_lock(hashtext($1))', [key]);
}

/**
 * How many attempts of a kind a subject made within `windowS` seconds before the caller's
 * own (rows up to `upTo`, its own `own` left out), and seconds since the latest of them.
 */
export async function attemptsBefore(
  q: Queryable,
  a: { kind: string; subject: string; windowS: number; upTo: string; own: string[] },
): Promise<{ count: number; sinceLatestS: number | null }> {
  const [row] = await q.query<{ count: number; since_latest: number | null }>(
    `SELECT count(*)::int AS count,
            extract(epoch FROM now() - max(created_at))::float8 AS since_latest
       FROM auth_attempts
      WHERE kind = $1 AND subject = $2 AND created_at > now() - make_interval(secs => $3)
        AND id <= $4 AND id <> ALL($5::bigint[])`,
    [a.kind, a.subject, a.windowS, a.upTo, a.own],
  );
  return { count: row?.count ?? 0, sinceLatestS: row?.since_latest ?? null };
}
