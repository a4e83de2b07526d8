import type { Queryable } from '../../db/db.ts';

// All the SQL of a phone's texts (sms_sends, with the SMS codes of sms_codes): what the SMS
// budget (smsBudget.ts) counts per phone.

/** A text other than an SMS code (whose sms_codes row counts it). */
export type LedgerKind = 'share' | 'reminder';

/** Every text the phone was sent: its SMS codes and its other texts. */
const PHONE_TEXTS = `SELECT created_at FROM sms_codes WHERE mobile = $1
                     UNION ALL SELECT created_at FROM sms_sends WHERE mobile = $1`;

/**
 * The phone's recent texts, of every kind: seconds since the last one (null: never), how
 * many in the last day, and seconds until the `hourlyCap`-th newest of the last hour leaves
 * it (null: fewer sent). Takes a lock on the phone first, so two simultaneous sends cannot
 * both pass its limits.
 */
export async function recentTexts(q: Queryable, mobile: string, hourlyCap: number) {
  await q.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`sms:${mobile}`]);
  const [recent] = await q.query<{
    last_age: number | null;
    today: number;
    hour_wait: number | null;
  }>(
    `WITH sent AS (${PHONE_TEXTS})
     SELECT extract(epoch FROM now() - max(created_at))::float8 AS last_age,
            count(*) FILTER (WHERE created_at > now() - interval '1 day')::int AS today,
            (SELECT extract(epoch FROM h.created_at + interval '1 hour' - now())::float8
               FROM sent h
              WHERE h.created_at > now() - interval '1 hour'
              ORDER BY h.created_at DESC OFFSET $2 - 1 LIMIT 1) AS hour_wait
       FROM sent`,
    [mobile, hourlyCap],
  );
  return {
    lastAge: recent?.last_age ?? null,
    today: recent?.today ?? 0,
    hourWaitS: recent?.hour_wait ?? null,
  };
}

export async function insertText(q: Queryable, mobile: string, kind: LedgerKind) {
  await q.query('INSERT INTO sms_sends (mobile, kind) VALUES ($1, $2)', [mobile, kind]);
}
