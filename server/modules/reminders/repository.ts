import type { ReminderBooking } from '../../../src/contract/reminders.ts';
import type {
  ReminderChannel,
  ReminderKind,
  ReminderState,
  ReminderStatus,
} from '../../../src/rules/reminders.ts';
import { reminderExpiresAt } from '../../../src/rules/reminders.ts';
import type { Queryable } from '../../db/db.ts';
import type { BookingRef } from './bookingsRepository.ts';

// All the SQL of the reminders' own tables: reminders and reminder_wechat_grants (migration
// 021, 029), reminder_sends (025). What they read of a booking is in bookingsRepository.ts.

export interface ReminderRow {
  id: number;
  account_id: number;
  kind: ReminderKind;
  channel: ReminderChannel;
  status: ReminderStatus;
  exam_day: string;
  due_at: Date | string;
  sent_at: Date | string | null;
  sent_by: ReminderChannel | null;
  body: string | null;
  /** WeChat's code of a lasting refusal of its message: it goes by SMS from then on. */
  wechat_refusal: number | null;
}

const COLUMNS = `id, account_id, kind, channel, status, exam_day::text AS exam_day, due_at,
  sent_at, sent_by, body, wechat_refusal`;

/** A booking's reminders, evening first; locked for the caller's transaction when asked. */
export function remindersOf(q: Queryable, ref: BookingRef, lock = false) {
  return q.query<ReminderRow>(
    `SELECT ${COLUMNS} FROM reminders WHERE booking_kind = $1 AND booking_id = $2
      ORDER BY due_at, id ${lock ? 'FOR UPDATE' : ''}`,
    [ref.kind, ref.id],
  );
}

/**
 * Writes a reminder as planned (booked, moved, switched, cancelled): what an earlier
 * sending left on it is cleared, as it was for another day or is no longer pending.
 */
export async function writeReminder(
  q: Queryable,
  ref: BookingRef,
  accountId: number,
  r: ReminderState,
) {
  await q.query(
    `INSERT INTO reminders (booking_kind, booking_id, account_id, kind, exam_day, due_at,
                            expires_at, status)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
     ON CONFLICT (booking_kind, booking_id, kind) DO UPDATE
       SET account_id = $3, exam_day = $5, due_at = $6, expires_at = $7, status = $8,
           sent_at = NULL, sent_by = NULL, body = NULL, attempts = 0,
           wechat_refusal = NULL, wechat_refused_at = NULL`,
    [
      ref.kind,
      ref.id,
      accountId,
      r.kind,
      r.examDay,
      r.dueAt.toISOString(),
      reminderExpiresAt(r.examDay).toISOString(),
      r.status,
    ],
  );
}

/**
 * The channel of a booking's reminders still to go, and the account choosing it (one holding
 * the person), which receives them from now on.
 */
export async function setChannel(
  q: Queryable,
  ref: BookingRef,
  channel: ReminderChannel,
  accountId: number,
) {
  await q.query(
    `UPDATE reminders SET channel = $3, account_id = $4
      WHERE booking_kind = $1 AND booking_id = $2 AND status IN ('pending', 'off')`,
    [ref.kind, ref.id, channel, accountId],
  );
}

/** A reminder about to go to another account than the one it was addressed to. */
export async function readdress(q: Queryable, id: number, accountId: number) {
  await q.query('UPDATE reminders SET account_id = $2 WHERE id = $1', [id, accountId]);
}

/**
 * The booking's pending reminders (or only reminder `id`) of a kind and exam day already
 * sent before the booking moved away and back: marked sent as they went, never sent again.
 * Answers how many.
 */
export async function matchEarlierSends(q: Queryable, ref: BookingRef, id: number | null = null) {
  const rows = await q.query(
    `UPDATE reminders r
        SET status = 'sent', sent_at = s.sent_at, sent_by = s.sent_by, body = s.body
       FROM reminder_sends s
      WHERE r.booking_kind = $1 AND r.booking_id = $2 AND r.status = 'pending'
        AND ($3::int IS NULL OR r.id = $3)
        AND s.booking_kind = r.booking_kind AND s.booking_id = r.booking_id
        AND s.kind = r.kind AND s.exam_day = r.exam_day
      RETURNING r.id`,
    [ref.kind, ref.id, id],
  );
  return rows.length;
}

export interface ClaimedReminder extends ReminderRow {
  booking_kind: ReminderBooking;
  booking_id: number;
}

/**
 * Takes up to `limit` reminders due at `now`, locking them for the caller's transaction and
 * passing over those another one holds (two senders never take the same reminder) and
 * those this run has `held` already.
 */
export function claimDue(
  q: Queryable,
  now: Date,
  limit: number,
  accountId: number | null,
  held: readonly number[] = [],
) {
  return q.query<ClaimedReminder>(
    `SELECT r.id, r.account_id, r.kind, r.channel, r.status, r.exam_day::text AS exam_day,
            r.due_at, r.sent_at, r.sent_by, r.body, r.wechat_refusal, r.booking_kind,
            r.booking_id
       FROM reminders r
      WHERE r.status = 'pending' AND r.due_at <= $1 AND r.expires_at > $1
        AND ($3::int IS NULL OR r.account_id = $3) AND NOT (r.id = ANY($4::int[]))
      ORDER BY r.due_at, r.id
      LIMIT $2
      FOR UPDATE SKIP LOCKED`,
    [now.toISOString(), limit, accountId, held],
  );
}

/** Pending reminders whose exam has begun: no longer of use. */
export async function expireOverdue(q: Queryable, now: Date, accountId: number | null) {
  await q.query(
    `UPDATE reminders SET status = 'expired'
      WHERE status = 'pending' AND expires_at <= $1 AND ($2::int IS NULL OR account_id = $2)`,
    [now.toISOString(), accountId],
  );
}

/**
 * A due reminder not sent as its branch's switch is off: it stays pending, to go once the
 * switch is on again, but no later than `until` (expired from then on, at once if passed).
 */
export async function hold(q: Queryable, id: number, until: Date, now: Date) {
  await q.query(
    `UPDATE reminders
        SET expires_at = least(expires_at, $2),
            status = CASE WHEN least(expires_at, $2) <= $3 THEN 'expired' ELSE status END
      WHERE id = $1`,
    [id, until.toISOString(), now.toISOString()],
  );
}

/** A reminder sent, and recorded as sent for its booking, kind and exam day. */
export async function markSent(
  q: Queryable,
  id: number,
  sent: { by: ReminderChannel; body: string; at: Date },
) {
  await q.query(
    `WITH sent AS (
       UPDATE reminders SET status = 'sent', sent_at = $2, sent_by = $3, body = $4,
              attempts = attempts + 1
        WHERE id = $1
        RETURNING booking_kind, booking_id, kind, exam_day, account_id)
     INSERT INTO reminder_sends (booking_kind, booking_id, kind, exam_day, account_id, sent_by,
                                 body, sent_at)
     SELECT booking_kind, booking_id, kind, exam_day, account_id, $3, $4, $2 FROM sent
     ON CONFLICT DO NOTHING`,
    [id, sent.at.toISOString(), sent.by, sent.body],
  );
}

/** A send the gateway refused: tried again at `retryAt`, or failed after `maxAttempts`. */
export async function markUnsent(q: Queryable, id: number, retryAt: Date, maxAttempts: number) {
  await q.query(
    `WITH unsent AS (
       UPDATE reminders
          SET status = CASE WHEN attempts >= $3 THEN 'failed' ELSE 'pending' END,
              due_at = $2, sent_at = NULL, sent_by = NULL
        WHERE id = $1 AND status = 'sent'
        RETURNING booking_kind, booking_id, kind, exam_day)
     DELETE FROM reminder_sends s USING unsent u
      WHERE s.booking_kind = u.booking_kind AND s.booking_id = u.booking_id
        AND s.kind = u.kind AND s.exam_day = u.exam_day`,
    [id, retryAt.toISOString(), maxAttempts],
  );
}

/**
 * WeChat refused the message of a reminder taken for sent by WeChat, for good: its code is
 * recorded, and the reminder goes by SMS instead (its record of the send says so), or, with
 * no phone to text, has failed and goes no more.
 */
export async function recordWeChatRefusal(
  q: Queryable,
  id: number,
  refusal: { errcode: number; at: Date; bySms: boolean },
) {
  type Send = { booking_kind: ReminderBooking; booking_id: number; kind: ReminderKind };
  const [row] = await q.query<Send & { exam_day: string }>(
    `UPDATE reminders
        SET wechat_refusal = $2, wechat_refused_at = $3,
            status = CASE WHEN $4 THEN status ELSE 'failed' END,
            sent_by = CASE WHEN $4 THEN 'sms' END,
            sent_at = CASE WHEN $4 THEN sent_at END
      WHERE id = $1 AND status = 'sent' AND sent_by = 'wechat'
      RETURNING booking_kind, booking_id, kind, exam_day::text AS exam_day`,
    [id, refusal.errcode, refusal.at.toISOString(), refusal.bySms],
  );
  if (!row) return;
  const send = [row.booking_kind, row.booking_id, row.kind, row.exam_day];
  const where = 'booking_kind = $1 AND booking_id = $2 AND kind = $3 AND exam_day = $4';
  if (refusal.bySms)
    await q.query(`UPDATE reminder_sends SET sent_by = 'sms' WHERE ${where}`, send);
  else await q.query(`DELETE FROM reminder_sends WHERE ${where}`, send);
}

/**
 * Uses one of the booking's WeChat subscriptions the account made (WeChat delivers to the
 * OpenID that subscribed) for the reminder (the one it used before, when a send is tried
 * again): its template id, or null when none is left.
 */
export async function useGrant(
  q: Queryable,
  ref: BookingRef,
  reminderId: number,
  accountId: number,
) {
  const [row] = await q.query<{ template_id: string }>(
    `UPDATE reminder_wechat_grants SET used_by = $3
      WHERE id = (SELECT id FROM reminder_wechat_grants
                   WHERE booking_kind = $1 AND booking_id = $2 AND account_id = $4
                     AND (used_by IS NULL OR used_by = $3)
                   ORDER BY used_by IS NULL, id LIMIT 1 FOR UPDATE SKIP LOCKED)
      RETURNING template_id`,
    [ref.kind, ref.id, reminderId, accountId],
  );
  return row?.template_id ?? null;
}

/** The booking's WeChat subscriptions the account made and has not used. */
export async function grantsLeft(
  q: Queryable,
  ref: BookingRef,
  accountId: number,
): Promise<number> {
  const [row] = await q.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM reminder_wechat_grants
      WHERE booking_kind = $1 AND booking_id = $2 AND account_id = $3 AND used_by IS NULL`,
    [ref.kind, ref.id, accountId],
  );
  return row?.n ?? 0;
}

export async function addGrants(
  q: Queryable,
  ref: BookingRef,
  accountId: number,
  templateIds: readonly string[],
) {
  for (const templateId of templateIds)
    await q.query(
      `INSERT INTO reminder_wechat_grants (booking_kind, booking_id, account_id, template_id)
       VALUES ($1, $2, $3, $4)`,
      [ref.kind, ref.id, accountId, templateId],
    );
}
