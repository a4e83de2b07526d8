import type { Db, Queryable } from '../../db/db.ts';
import { OPENS_BEYOND_KEPT, SHARE_OPENS_KEPT } from '../shares/index.ts';

/** How long what a visitor leaves behind is kept before the clean-up removes it. */
export const KEEP = {
  /** SMS codes: the daily limit per phone looks back one day. */
  smsCodesDays: 1,
  /** A draft never booked: the booking form makes one per visit. */
  draftsDays: 2,
  /** Sessions that ended (logged out, expired, ended by a password change or by hand). */
  endedSessionsDays: 30,
  /** Counted attempts: the longest limit window is an hour. */
  attemptsDays: 1,
  /** Article readers: a visit counts once a day, so yesterday's readers are no longer needed. */
  articleVisitsDays: 2,
  /** The simulated SMS and WeChat message gateways' outboxes. */
  outboxDays: 7,
  /** A shared report's link, with the log of its opens, once it ended or expired: the owner
   * sees for a month who opened it. */
  endedSharesDays: 30,
} as const;

/** A share ended (by its owner or by guessing) or expired long enough ago to go. */
const OLD_SHARE = 'least(ended_at, expires_at) < now() - make_interval(days => $1)';

/**
 * Removes what has run its course: expired captchas, signs and one-use codes, old SMS
 * codes and simulated messages, drafts never booked, ended sessions, shares long over, a
 * share's opens beyond what it keeps. Answers how many rows went, per table.
 */
export async function removeExpired(q: Queryable): Promise<Record<string, number>> {
  const statements: Record<string, [string, unknown[]]> = {
    captchas: ['DELETE FROM captchas WHERE expires_at < now()', []],
    verified_signs: ['DELETE FROM verified_signs WHERE expires_at < now()', []],
    wx_oauth_codes: ['DELETE FROM wx_oauth_codes WHERE expires_at < now()', []],
    sso_codes: ['DELETE FROM sso_codes WHERE expires_at < now()', []],
    binding_tickets: ['DELETE FROM binding_tickets WHERE expires_at < now()', []],
    // Queue logins past their 24 hours (server/modules/queue).
    queue_keys: ['DELETE FROM queue_keys WHERE expires_at < now()', []],
    auth_attempts: [
      'DELETE FROM auth_attempts WHERE created_at < now() - make_interval(days => $1)',
      [KEEP.attemptsDays],
    ],
    sms_codes: [
      'DELETE FROM sms_codes WHERE created_at < now() - make_interval(days => $1)',
      [KEEP.smsCodesDays],
    ],
    // A phone's other texts (the SMS budget's): its daily limit looks back one day too.
    sms_sends: [
      'DELETE FROM sms_sends WHERE created_at < now() - make_interval(days => $1)',
      [KEEP.smsCodesDays],
    ],
    sms_outbox: [
      'DELETE FROM sms_outbox WHERE sent_at < now() - make_interval(days => $1)',
      [KEEP.outboxDays],
    ],
    wx_message_outbox: [
      'DELETE FROM wx_message_outbox WHERE sent_at < now() - make_interval(days => $1)',
      [KEEP.outboxDays],
    ],
    // The opens first: they refer to their share.
    report_share_opens: [
      `DELETE FROM report_share_opens
        WHERE share_id IN (SELECT id FROM report_shares WHERE ${OLD_SHARE})`,
      [KEEP.endedSharesDays],
    ],
    report_shares: [`DELETE FROM report_shares WHERE ${OLD_SHARE}`, [KEEP.endedSharesDays]],
    // A live share's log keeps its newest rows only (shares/opensRepository.ts).
    report_share_opens_beyond: [OPENS_BEYOND_KEPT, [SHARE_OPENS_KEPT]],
    drafts: [
      'DELETE FROM personal_orders WHERE appoint_status = 0 AND created_at < now() - make_interval(days => $1)',
      [KEEP.draftsDays],
    ],
    article_visits: [
      'DELETE FROM article_visits WHERE day < current_date - $1::int',
      [KEEP.articleVisitsDays],
    ],
    // A session ends at the first of: ended by hand, 30 days after its login.
    sessions: [
      `DELETE FROM sessions
        WHERE least(revoked_at, expires_at) < now() - make_interval(days => $1)`,
      [KEEP.endedSessionsDays],
    ],
  };
  const removed: Record<string, number> = {};
  for (const [table, [sql, params]] of Object.entries(statements)) {
    const rows = await q.query<{ n: number }>(
      `WITH gone AS (${sql} RETURNING 1) SELECT count(*)::int AS n FROM gone`,
      params,
    );
    removed[table] = rows[0]?.n ?? 0;
  }
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
