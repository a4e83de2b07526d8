import type { OrderExtraData } from '../../../src/contract/index.ts';
import { countOf, firstRow, type Queryable } from '../../db/db.ts';
import { removeCounted } from '../../db/removeCounted.ts';
import type { AccountList } from '../../plugins/paged.ts';

/** A row of personal_orders. */
export interface OrderRow {
  id: number;
  order_no: string;
  appoint_status: 0 | 1 | 2 | 9;
  hosp_id: number;
  account_id: number;
  profile_id: number;
  package_id: number;
  pay_status: 0 | 1 | 2 | 3 | 9;
  payment: number;
  total_price: number;
  add_item_ids: number[];
  add_combo_ids: number[];
  appoint_date: string | null;
  appoint_time_range_id: number | null;
  extra_data: OrderExtraData;
  user_survey_id: number | null;
  exam_no: string | null;
  trade_no: string | null;
  trade_status: string | null;
  /** timestamptz: the driver may hand back a Date. */
  trade_request_time: string | Date | null;
  trade_response_time: string | Date | null;
}

const COLUMNS = `o.id, o.order_no, o.appoint_status, o.hosp_id, o.account_id, o.profile_id, o.package_id,
  o.pay_status, o.payment, o.total_price::float8 AS total_price, o.add_item_ids, o.add_combo_ids,
  to_char(o.appoint_date, 'YYYY-MM-DD') AS appoint_date, o.appoint_time_range_id, o.extra_data, o.user_survey_id,
  o.exam_no, o.trade_no, o.trade_status, o.trade_request_time, o.trade_response_time`;

async function one(q: Queryable, sql: string, params: unknown[]): Promise<OrderRow | undefined> {
  return firstRow<OrderRow>(q, sql, params);
}

async function changed(q: Queryable, sql: string, params: unknown[]): Promise<OrderRow> {
  const row = await one(q, sql, params);
  if (!row) throw new Error('order write returned no row');
  return row;
}

export function orderById(q: Queryable, id: number): Promise<OrderRow | undefined> {
  return one(q, `SELECT ${COLUMNS} FROM personal_orders o WHERE o.id = $1`, [id]);
}

/** An order of the account; `lock` holds it for the change about to be made. */
function ownBy(
  q: Queryable,
  column: 'order_no' | 'id',
  value: unknown,
  accountId: number,
  lock: boolean,
) {
  return one(
    q,
    `SELECT ${COLUMNS} FROM personal_orders o WHERE o.${column} = $1 AND o.account_id = $2${lock ? ' FOR UPDATE' : ''}`,
    [value, accountId],
  );
}

export const lockOwnByNo = (q: Queryable, accountId: number, orderNo: string) =>
  ownBy(q, 'order_no', orderNo, accountId, true);
export const lockOwnById = (q: Queryable, accountId: number, id: number) =>
  ownBy(q, 'id', id, accountId, true);
export const ownByNo = (q: Queryable, accountId: number, orderNo: string) =>
  ownBy(q, 'order_no', orderNo, accountId, false);
export const ownById = (q: Queryable, accountId: number, id: number) =>
  ownBy(q, 'id', id, accountId, false);

export function ownOrder(q: Queryable, accountId: number, hospId: number, orderNo: string) {
  return one(
    q,
    `SELECT ${COLUMNS} FROM personal_orders o WHERE o.order_no = $1 AND o.account_id = $2 AND o.hosp_id = $3`,
    [orderNo, accountId, hospId],
  );
}

// The account's orders at a hospital, newest first (the row id breaks a tie); drafts are
// never listed. The index personal_orders_listed (migration 018) reads them in this order.
const LISTED = 'o.account_id = $1 AND o.hosp_id = $2 AND o.appoint_status <> 0';

/** The account's orders at a branch. */
export const bookings: AccountList<OrderRow> = {
  rows: (q, accountId, hospId, page) =>
    q.query(
      `SELECT ${COLUMNS} FROM personal_orders o WHERE ${LISTED}
        ORDER BY o.created_at DESC, o.id DESC LIMIT $3 OFFSET $4`,
      [accountId, hospId, page.limit, page.offset],
    ),
  count: (q, accountId, hospId) =>
    countOf(q, `SELECT count(*)::int AS n FROM personal_orders o WHERE ${LISTED}`, [
      accountId,
      hospId,
    ]),
};

/** What an order shows beside its own columns: its person, package name and time range. */
export interface OrderDisplayRow {
  id: number;
  name: string;
  sex: 1 | 2;
  birth: string;
  marital: number | null;
  idcard_enc: string;
  mobile_enc: string;
  package_name: string;
}

/** The person and package of each of the given orders, in one query (the range is schedule's). */
export function orderDisplays(q: Queryable, ids: readonly number[]): Promise<OrderDisplayRow[]> {
  return q.query<OrderDisplayRow>(
    `SELECT o.id, p.name, p.sex, to_char(p.birth, 'YYYY-MM-DD') AS birth, p.marital,
            p.idcard_enc, p.mobile_enc, k.name AS package_name
       FROM personal_orders o JOIN user_profiles p ON p.id = o.profile_id
       JOIN packages k ON k.id = o.package_id
      WHERE o.id = ANY($1::int[])`,
    [ids],
  );
}

export interface DraftValues {
  orderNo: string;
  hospId: number;
  accountId: number;
  profileId: number;
  packageId: number;
  total: number;
  addItems: readonly number[];
  addCombos: readonly number[];
  userSurveyId: number | null;
}

export function insertDraft(q: Queryable, d: DraftValues): Promise<OrderRow> {
  return changed(
    q,
    `INSERT INTO personal_orders AS o (order_no, hosp_id, account_id, profile_id, package_id, total_price,
                                       add_item_ids, add_combo_ids, user_survey_id)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING ${COLUMNS}`,
    [
      d.orderNo,
      d.hospId,
      d.accountId,
      d.profileId,
      d.packageId,
      d.total,
      d.addItems,
      d.addCombos,
      d.userSurveyId,
    ],
  );
}

/** An account keeps its newest `keep` drafts: each visit of the booking form makes one. */
export async function trimDrafts(q: Queryable, accountId: number, keep: number) {
  await q.query(
    `DELETE FROM personal_orders WHERE account_id = $1 AND appoint_status = 0 AND id NOT IN (
       SELECT id FROM personal_orders WHERE account_id = $1 AND appoint_status = 0
        ORDER BY created_at DESC, id DESC LIMIT $2)`,
    [accountId, keep],
  );
}

export interface BookingValues {
  appointDate: string;
  timeRangeId: number;
  payment: number;
  extraData: OrderExtraData;
  examNo: string;
}

/** A draft becomes a booking: its day, time range, payment and answers. */
export function markBooked(q: Queryable, id: number, b: BookingValues): Promise<OrderRow> {
  return changed(
    q,
    `UPDATE personal_orders o SET appoint_status = 1, appoint_date = $2, appoint_time_range_id = $3, payment = $4,
            extra_data = $5, exam_no = $6, updated_at = now()
      WHERE id = $1 RETURNING ${COLUMNS}`,
    [id, b.appointDate, b.timeRangeId, b.payment, JSON.stringify(b.extraData), b.examNo],
  );
}

export function moveBooking(q: Queryable, id: number, day: string, timeRangeId: number) {
  return changed(
    q,
    `UPDATE personal_orders o SET appoint_date = $2, appoint_time_range_id = $3, updated_at = now()
      WHERE id = $1 RETURNING ${COLUMNS}`,
    [id, day, timeRangeId],
  );
}

/** A booking whose payment could not be opened goes back to a draft, to be booked again. */
export async function markDraftAgain(q: Queryable, id: number): Promise<void> {
  await q.query(
    `UPDATE personal_orders SET appoint_status = 0, appoint_date = NULL, appoint_time_range_id = NULL,
            updated_at = now() WHERE id = $1`,
    [id],
  );
}

export async function markCancelled(q: Queryable, id: number): Promise<void> {
  await q.query('UPDATE personal_orders SET appoint_status = 9, updated_at = now() WHERE id = $1', [
    id,
  ]);
}

/**
 * Whether the person has another active booking on that day, at any branch: a person is
 * examined once a day. Takes a lock on the person first, so two simultaneous bookings
 * cannot both find the day free.
 */
export async function personBookedOn(
  q: Queryable,
  profileId: number,
  day: string,
  exceptOrderId: number,
): Promise<string | null> {
  await q.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`booking-person:${profileId}`]);
  const [row] = await q.query<{ order_no: string }>(
    `SELECT order_no FROM personal_orders
      WHERE profile_id = $1 AND appoint_date = $2 AND appoint_status = 1 AND id <> $3 LIMIT 1`,
    [profileId, day, exceptOrderId],
  );
  return row?.order_no ?? null;
}

/** How long a draft never booked is kept: the booking form makes one per visit. */
export const DRAFTS_DAYS = 2;

/** Removes drafts never booked; bookings are never touched. Rows gone, as `drafts`. */
export function deleteOldDrafts(q: Queryable) {
  return removeCounted(q, {
    drafts: [
      'DELETE FROM personal_orders WHERE appoint_status = 0 AND created_at < now() - make_interval(days => $1)',
      [DRAFTS_DAYS],
    ],
  });
}

/** The account's personal bookings still to be examined (status 1), of one branch or all. */
export async function openOrderCount(
  q: Queryable,
  accountId: number,
  hospId?: number,
): Promise<number> {
  const [row] = await q.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM personal_orders WHERE account_id = $1 AND appoint_status = 1' +
      ' AND ($2::int IS NULL OR hosp_id = $2)',
    [accountId, hospId ?? null],
  );
  return row?.n ?? 0;
}
