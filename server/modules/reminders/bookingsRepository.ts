import type { ReminderBooking } from '../../../src/contract/reminders.ts';
import type { Queryable } from '../../db/db.ts';
import { accountContact } from '../auth/index.ts';
import { hospitalsByIds } from '../hosp/index.ts';
import { rangesByIds } from '../schedule/index.ts';
import { samePerson } from '../people/index.ts';

// What the reminders read of a booking (a personal order or a company appointment): its day
// and time, package, notice and centre; the person examined and the accounts holding them,
// matched as exam records are (people's samePerson).

/** A booking, as a reminder names it. */
export interface BookingRef {
  kind: ReminderBooking;
  id: number;
}

/** What a reminder says of its booking, and whether the booking still stands. */
export interface BookingInfo {
  hospId: number;
  active: boolean;
  day: string | null;
  time: string;
  person: string;
  packageName: string;
  notice: string | null;
  hospital: string;
  address: string;
  /** The person's sex (1 male, 2 female) and birth (YYYY-MM-DD), null when no profile says. */
  sex: number | null;
  birth: string | null;
}

const PERSONAL = `
  SELECT o.hosp_id AS "hospId", o.appoint_status = 1 AS active,
         o.appoint_date::text AS day, o.appoint_time_range_id AS "rangeId", up.name AS person,
         p.name AS "packageName", p.notice_content AS notice, up.sex, up.birth::text AS birth
    FROM personal_orders o
    JOIN packages p ON p.id = o.package_id
    JOIN user_profiles up ON up.id = o.profile_id
   WHERE o.id = $1`;

const COMPANY = `
  SELECT c.hosp_id AS "hospId", c.appoint_status = 1 AND c.appoint_date IS NOT NULL AS active,
         c.appoint_date::text AS day, c.appoint_time_range_id AS "rangeId", c.name AS person,
         g.name AS "packageName", b.notice_content AS notice, up.sex, up.birth::text AS birth
    FROM company_appointments c
    JOIN company_batches b ON b.id = c.batch_id
    JOIN company_groups g ON g.id = coalesce(c.chosen_group_id, c.group_id)
    -- The appointment holds no sex or birth: a live profile of the person does.
    LEFT JOIN LATERAL (SELECT u.sex, u.birth FROM user_profiles u
                        WHERE ${samePerson('u', 'c')} AND u.jlzt = 1
                        ORDER BY u.is_self DESC, u.id LIMIT 1) up ON true
   WHERE c.id = $1`;

/** What a reminder says of its booking: its centre and time range are their modules'. */
export async function bookingOf(q: Queryable, ref: BookingRef): Promise<BookingInfo | null> {
  type Row = Omit<BookingInfo, 'time' | 'hospital' | 'address'> & { rangeId: number | null };
  const [row] = await q.query<Row>(ref.kind === 'personal' ? PERSONAL : COMPANY, [ref.id]);
  if (!row) return null;
  const { rangeId, ...booking } = row;
  const range = rangeId === null ? undefined : (await rangesByIds(q, [rangeId])).get(rangeId);
  const hospital = (await hospitalsByIds(q, [row.hospId])).get(row.hospId);
  return {
    ...booking,
    time: range?.name ?? '',
    hospital: hospital?.name ?? '',
    address: hospital?.address ?? '',
  };
}

/** The person a booking examines: the order's profile, or the appointment's own record. */
const PERSON: Readonly<Record<ReminderBooking, string>> = {
  personal: `SELECT up.idcard_hmac, up.name, up.mobile_hmac FROM personal_orders o
               JOIN user_profiles up ON up.id = o.profile_id WHERE o.id = $1`,
  company: 'SELECT idcard_hmac, name, mobile_hmac FROM company_appointments WHERE id = $1',
};

/** An account a reminder may go to: its phone and WeChat OpenID. */
export interface Holder {
  id: number;
  mobile: string;
  open_id: string | null;
  /** The phone of the account's profile of the person, sealed: proven by SMS when added. */
  profile_mobile_enc: string;
}

/**
 * The account a booking's reminders go to: one with a live profile of the person examined.
 * `preferred` (the account asking, or the one the reminder was addressed to) while it holds
 * the person; otherwise the person's own account (their self profile), then the account
 * holding them longest. Null when no account holds the person any more.
 */
export async function holderOf(
  q: Queryable,
  ref: BookingRef,
  preferred: number | null,
): Promise<Holder | null> {
  const [row] = await q.query<{ account_id: number; profile_mobile_enc: string }>(
    `WITH person AS (${PERSON[ref.kind]})
     SELECT p.account_id, p.mobile_enc AS profile_mobile_enc
       FROM person x
       JOIN user_profiles p ON ${samePerson('p', 'x')} AND p.jlzt = 1
      ORDER BY p.account_id = $2::int DESC NULLS LAST, p.is_self DESC, p.id
      LIMIT 1`,
    [ref.id, preferred],
  );
  const contact = row && (await accountContact(q, row.account_id));
  if (!row || !contact) return null;
  return { id: row.account_id, ...contact, profile_mobile_enc: row.profile_mobile_enc };
}

/** Whether the account holds the person the booking examines (a live profile of them). */
export const holds = async (q: Queryable, ref: BookingRef, accountId: number) =>
  (await holderOf(q, ref, accountId))?.id === accountId;

/** A booking standing on a day from `from` to `to` that has no reminders at all. */
export function bookedWithout(q: Queryable, from: string, to: string) {
  const missing = (kind: ReminderBooking, alias: string) =>
    `NOT EXISTS (SELECT 1 FROM reminders r
                  WHERE r.booking_kind = '${kind}' AND r.booking_id = ${alias}.id)`;
  return q.query<BookingRef & { hospId: number }>(
    `SELECT 'personal' AS kind, o.id, o.hosp_id AS "hospId" FROM personal_orders o
      WHERE o.appoint_status = 1 AND o.appoint_date BETWEEN $1::date AND $2::date
        AND ${missing('personal', 'o')}
     UNION ALL
     SELECT 'company', c.id, c.hosp_id FROM company_appointments c
      WHERE c.appoint_status = 1 AND c.appoint_date BETWEEN $1::date AND $2::date
        AND ${missing('company', 'c')}
      ORDER BY 1, 2`,
    [from, to],
  );
}
