import type { Queryable } from '../../db/db.ts';
import { removeCounted } from '../../db/removeCounted.ts';

/** How long auth keeps what a visitor leaves behind once it has run its course. */
export const KEEP = {
  /** SMS codes and a phone's other texts: the daily limit per phone looks back one day. */
  smsCodesDays: 1,
  /** Counted attempts: the longest limit window is an hour. */
  attemptsDays: 1,
  /** Sessions that ended (logged out, expired, ended by a password change or by hand). */
  endedSessionsDays: 30,
} as const;

/**
 * Removes auth's expired one-use proofs (captchas, signs, binding tickets), old attempts,
 * SMS codes and sends, and sessions long ended; answers the rows gone per table.
 */
export function deleteExpired(q: Queryable) {
  return removeCounted(q, {
    captchas: ['DELETE FROM captchas WHERE expires_at < now()', []],
    verified_signs: ['DELETE FROM verified_signs WHERE expires_at < now()', []],
    binding_tickets: ['DELETE FROM binding_tickets WHERE expires_at < now()', []],
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
    // A session ends at the first of: ended by hand, 30 days after its login.
    sessions: [
      `DELETE FROM sessions
        WHERE least(revoked_at, expires_at) < now() - make_interval(days => $1)`,
      [KEEP.endedSessionsDays],
    ],
  });
}
