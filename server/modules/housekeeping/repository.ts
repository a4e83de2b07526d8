import type { Queryable } from '../../db/db.ts';
import { SESSION } from '../auth/index.ts';

/** How long what a visitor leaves behind is kept before the clean-up removes it. */
export const KEEP = {
  /** SMS codes: the daily limit per phone looks back one day. */
  smsCodesDays: 1,
  /** A draft never booked: the booking form makes one per visit. */
  draftsDays: 2,
  /** Sessions that ended (logged out, expired, idle, ended by a password change or by hand). */
  endedSessionsDays: 30,
  /** Counted attempts: the longest limit window is an hour. */
  attemptsDays: 1,
  /** Article readers: a visit counts once a day, so yesterday's readers are no longer needed. */
  articleVisitsDays: 2,
  /** The simulated SMS gateway's outbox. */
  outboxDays: 7,
} as const;

/**
 * Removes what has run its course: expired captchas, signs and one-use codes, old SMS
 * codes, drafts never booked, ended sessions. Answers how many rows went, per table.
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
    sms_outbox: [
      'DELETE FROM sms_outbox WHERE sent_at < now() - make_interval(days => $1)',
      [KEEP.outboxDays],
    ],
    drafts: [
      'DELETE FROM personal_orders WHERE appoint_status = 0 AND created_at < now() - make_interval(days => $1)',
      [KEEP.draftsDays],
    ],
    article_visits: [
      'DELETE FROM article_visits WHERE day < current_date - $1::int',
      [KEEP.articleVisitsDays],
    ],
    // A session ends at the first of: ended by hand, 30 days after its login, a week unused.
    sessions: [
      `DELETE FROM sessions
        WHERE least(revoked_at, expires_at, last_used_at + make_interval(days => $2))
              < now() - make_interval(days => $1)`,
      [KEEP.endedSessionsDays, SESSION.idleDays],
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
