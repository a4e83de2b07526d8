import type { ReminderBooking } from '../../../src/contract/reminders.ts';
import type {
  ReminderChannel,
  ReminderKind,
  ReminderState,
  ReminderStatus,
} from '../../../src/rules/reminders.ts';
import { reminderExpiresAt } from '../../../src/rules/reminders.ts';
import type { Queryable } from '../../db/db.ts';

// All the SQL of the reminders (tables reminders and reminder_wechat_grants, migration 021),
// and what they read of a booking: its day and time, package, notice, centre and person.

/** A booking, as a reminder names it. */
export interface BookingRef {
  kind: ReminderBooking;
  id: number;
}

/** What a reminder says of its booking, and whether the booking still stands. */
export interface BookingInfo {
  /** The personal order's account; null for a company appointment (owned by its person). */
  ownerId: number | null;
  hospId: number;
  active: boolean;
  day: string | null;
  time: string;
  person: string;
  packageName: string;
  notice: string | null;
  hospital: string;
  address: string;
}

const PERSONAL = `
  SELECT o.account_id AS "ownerId", o.hosp_id AS "hospId", o.appoint_status = 1 AS active,
         o.appoint_date::text AS day, coalesce(tr.name, '') AS time, up.name AS person,
         p.name AS "packageName", p.notice_content AS notice, h.name AS hospital, h.address
    FROM personal_orders o
    JOIN packages p ON p.id = o.package_id
    JOIN hospitals h ON h.id = o.hosp_id
    JOIN user_profiles up ON up.id = o.profile_id
    LEFT JOIN time_ranges tr ON tr.id = o.appoint_time_range_id
   WHERE o.id = $1`;

const COMPANY = `
  SELECT NULL::int AS "ownerId", c.hosp_id AS "hospId",
         c.appoint_status = 1 AND c.appoint_date IS NOT NULL AS active,
         c.appoint_date::text AS day, coalesce(tr.name, '') AS time, c.name AS person,
         g.name AS "packageName", b.notice_content AS notice, h.name AS hospital, h.address
    FROM company_appointments c
    JOIN company_batches b ON b.id = c.batch_id
    JOIN company_groups g ON g.id = coalesce(c.chosen_group_id, c.group_id)
    JOIN hospitals h ON h.id = c.hosp_id
    LEFT JOIN time_ranges tr ON tr.id = c.appoint_time_range_id
   WHERE c.id = $1`;

export async function bookingOf(q: Queryable, ref: BookingRef): Promise<BookingInfo | null> {
  const [row] = await q.query<BookingInfo>(ref.kind === 'personal' ? PERSONAL : COMPANY, [ref.id]);
  return row ?? null;
}

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
}

const COLUMNS = `id, account_id, kind, channel, status, exam_day::text AS exam_day, due_at,
  sent_at, sent_by, body`;

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
           sent_at = NULL, sent_by = NULL, body = NULL, attempts = 0`,
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

/** The channel of a booking's reminders still to go. */
export async function setChannel(q: Queryable, ref: BookingRef, channel: ReminderChannel) {
  await q.query(
    `UPDATE reminders SET channel = $3
      WHERE booking_kind = $1 AND booking_id = $2 AND status IN ('pending', 'off')`,
    [ref.kind, ref.id, channel],
  );
}

/** The account's phone and WeChat OpenID, where its reminders go. */
export async function accountContact(q: Queryable, accountId: number) {
  const [row] = await q.query<{ mobile: string; open_id: string | null }>(
    'SELECT mobile, open_id FROM user_accounts WHERE id = $1',
    [accountId],
  );
  return row ?? null;
}

export interface ClaimedReminder extends ReminderRow {
  booking_kind: ReminderBooking;
  booking_id: number;
  mobile: string;
  open_id: string | null;
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
            r.due_at, r.sent_at, r.sent_by, r.body, r.booking_kind, r.booking_id,
            a.mobile, a.open_id
       FROM reminders r JOIN user_accounts a ON a.id = r.account_id
      WHERE r.status = 'pending' AND r.due_at <= $1 AND r.expires_at > $1
        AND ($3::int IS NULL OR r.account_id = $3) AND NOT (r.id = ANY($4::int[]))
      ORDER BY r.due_at, r.id
      LIMIT $2
      FOR UPDATE OF r SKIP LOCKED`,
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

export async function markSent(
  q: Queryable,
  id: number,
  sent: { by: ReminderChannel; body: string; at: Date },
) {
  await q.query(
    `UPDATE reminders SET status = 'sent', sent_at = $2, sent_by = $3, body = $4,
            attempts = attempts + 1
      WHERE id = $1`,
    [id, sent.at.toISOString(), sent.by, sent.body],
  );
}

/** A send the gateway refused: tried again at `retryAt`, or failed after `maxAttempts`. */
export async function markUnsent(q: Queryable, id: number, retryAt: Date, maxAttempts: number) {
  await q.query(
    `UPDATE reminders
        SET status = CASE WHEN attempts >= $3 THEN 'failed' ELSE 'pending' END,
            due_at = $2, sent_at = NULL, sent_by = NULL
      WHERE id = $1 AND status = 'sent'`,
    [id, retryAt.toISOString(), maxAttempts],
  );
}

/**
 * Uses one of the booking's WeChat subscriptions for the reminder (the one it used before,
 * when a send is tried again): its template id, or null when none is left.
 */
export async function useGrant(q: Queryable, ref: BookingRef, reminderId: number) {
  const [row] = await q.query<{ template_id: string }>(
    `UPDATE reminder_wechat_grants SET used_by = $3
      WHERE id = (SELECT id FROM reminder_wechat_grants
                   WHERE booking_kind = $1 AND booking_id = $2
                     AND (used_by IS NULL OR used_by = $3)
                   ORDER BY used_by IS NULL, id LIMIT 1 FOR UPDATE SKIP LOCKED)
      RETURNING template_id`,
    [ref.kind, ref.id, reminderId],
  );
  return row?.template_id ?? null;
}

/** The booking's WeChat subscriptions not yet used. */
export async function grantsLeft(q: Queryable, ref: BookingRef): Promise<number> {
  const [row] = await q.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM reminder_wechat_grants
      WHERE booking_kind = $1 AND booking_id = $2 AND used_by IS NULL`,
    [ref.kind, ref.id],
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
