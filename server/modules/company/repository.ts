import { firstRow, type Queryable } from '../../db/db.ts';
import { samePerson } from '../people/index.ts';

/** A company appointment with what it shows of its batch, company, plan and owner. */
export interface AppointmentRow {
  id: number;
  exam_no: string;
  hosp_id: number;
  batch_id: number;
  group_id: number;
  chosen_group_id: number | null;
  name: string;
  appoint_status: number;
  appoint_date: string | null;
  appoint_time_range_id: number | null;
  add_combo_ids: number[];
  ext_form_value: unknown;
  created_at: Date | string;
  profile_id: number;
  idcard_enc: string;
  mobile_enc: string;
  company_name: string;
  batch_name: string;
  notice_content: string;
  ext_form_config: unknown;
  /** The batch's own booking window (YYYY-MM-DD), either or both unset. */
  window_start: string | null;
  window_end: string | null;
}

export interface GroupRow {
  id: number;
  batch_id: number;
  name: string;
  remark: string;
  addin_mode: number | null;
  points: number;
}

export interface ItemRow {
  group_id: number;
  item_type: number;
  item_name: string;
  item_meanning: string;
}

export interface ComboRow {
  id: number;
  group_id: number;
  category_id: number | null;
  combo_name: string;
  combo_meanning: string;
  combo_important_tips: string;
  consume_points: number;
  price: string;
}

export interface CategoryRow {
  id: number;
  category_name: string;
  allow_combo_count: number;
  notice_text: string;
}

export const APPOINTMENT_COLUMNS = `a.id, a.exam_no, a.hosp_id, a.batch_id, a.group_id,
    a.chosen_group_id, a.name, a.appoint_status, to_char(a.appoint_date, 'YYYY-MM-DD') AS appoint_date,
    a.appoint_time_range_id, a.add_combo_ids, a.ext_form_value,
    a.created_at, p.id AS profile_id, p.idcard_enc, p.mobile_enc, c.name AS company_name,
    b.name AS batch_name, b.notice_content, b.ext_form_config,
    to_char(b.window_start, 'YYYY-MM-DD') AS window_start,
    to_char(b.window_end, 'YYYY-MM-DD') AS window_end`;

// What an appointment shows of its batch, company and the caller's profile of that person
// ($1 the account); its branch and time range are their modules' (view.ts merges them).
export const APPOINTMENT_JOINS = `JOIN company_batches b ON b.id = a.batch_id
  JOIN companies c ON c.id = b.company_id
  JOIN LATERAL (SELECT id, idcard_enc, mobile_enc FROM user_profiles u
                 WHERE ${samePerson('u', 'a')} AND account_id = $1 AND jlzt = 1
                 ORDER BY id LIMIT 1) p ON true`;

export const APPOINTMENT = `SELECT ${APPOINTMENT_COLUMNS} FROM company_appointments a ${APPOINTMENT_JOINS}`;

/** One of the caller's appointments by id or exam number; locked when `lock`. */
export function ownAppointment(
  q: Queryable,
  accountId: number,
  by: { id?: number; examNo?: string; hospId?: number },
  lock = false,
) {
  return firstRow<AppointmentRow>(
    q,
    `${APPOINTMENT} WHERE ($2::int IS NULL OR a.id = $2) AND ($3::text IS NULL OR a.exam_no = $3)
       AND ($4::int IS NULL OR a.hosp_id = $4) ${lock ? 'FOR UPDATE OF a' : ''}`,
    [accountId, by.id ?? null, by.examNo ?? null, by.hospId ?? null],
  );
}

/** Whether the account has a bound profile at all (the list needs one). */
export async function hasProfile(q: Queryable, accountId: number): Promise<boolean> {
  const rows = await q.query('SELECT 1 FROM user_profiles WHERE account_id = $1 AND jlzt = 1', [
    accountId,
  ]);
  return rows.length > 0;
}

/** The fingerprint of one of the caller's bound profiles' ID numbers, if it is theirs. */
export async function ownsIdcard(q: Queryable, accountId: number, hmac: string) {
  const rows = await q.query(
    'SELECT 1 FROM user_profiles WHERE account_id = $1 AND idcard_hmac = $2 AND jlzt = 1',
    [accountId, hmac],
  );
  return rows.length > 0;
}

const GROUP = 'SELECT id, batch_id, name, remark, addin_mode, points FROM company_groups';

export const group = (q: Queryable, id: number) =>
  firstRow<GroupRow>(q, `${GROUP} WHERE id = $1`, [id]);

export const groupsById = (q: Queryable, ids: readonly number[]) =>
  q.query<GroupRow>(`${GROUP} WHERE id = ANY($1::int[])`, [ids]);

/** The plans an employee may choose in a batch: every one but the choice itself. */
export const choosableGroups = (q: Queryable, batchId: number) =>
  q.query<GroupRow>(
    `${GROUP} WHERE batch_id = $1 AND addin_mode IS DISTINCT FROM 3 ORDER BY sort, id`,
    [batchId],
  );

/** Whether the caller has an appointment in the batch the group belongs to. */
export async function callerSeesGroup(q: Queryable, accountId: number, groupId: number) {
  const rows = await q.query(
    `SELECT 1 FROM company_groups g
       JOIN company_appointments a ON a.batch_id = g.batch_id
       JOIN user_profiles p ON ${samePerson('p', 'a')} AND p.account_id = $1 AND p.jlzt = 1
      WHERE g.id = $2 LIMIT 1`,
    [accountId, groupId],
  );
  return rows.length > 0;
}

export const groupItems = (q: Queryable, groupIds: number[]) =>
  q.query<ItemRow>(
    `SELECT group_id, item_type, item_name, item_meanning FROM company_group_items
      WHERE group_id = ANY($1::int[]) ORDER BY group_id, sort`,
    [groupIds],
  );

const COMBO = `SELECT id, group_id, category_id, combo_name, combo_meanning, combo_important_tips,
  consume_points, price FROM company_combos`;

export const groupCombos = (q: Queryable, groupId: number) =>
  q.query<ComboRow>(`${COMBO} WHERE group_id = $1 ORDER BY sort, id`, [groupId]);

export const combosById = (q: Queryable, ids: number[]) =>
  q.query<ComboRow>(`${COMBO} WHERE id = ANY($1::int[]) ORDER BY sort, id`, [ids]);

export const categories = (q: Queryable, groupId: number) =>
  q.query<CategoryRow>(
    `SELECT id, category_name, allow_combo_count, notice_text FROM company_combo_categories
      WHERE group_id = $1 ORDER BY sort, id`,
    [groupId],
  );

export async function batchSeats(q: Queryable, batchId: number): Promise<number> {
  const row = await firstRow<{ seats_per_range: number }>(
    q,
    'SELECT seats_per_range FROM company_batches WHERE id = $1',
    [batchId],
  );
  return row?.seats_per_range ?? 0;
}

export interface CompanySlotRow {
  day: string;
  time_range_id: number;
  limit_num: number;
  order_num: number;
}

export const batchSlots = (q: Queryable, batchId: number, start: string, end: string) =>
  q.query<CompanySlotRow>(
    `SELECT to_char(day, 'YYYY-MM-DD') AS day, time_range_id, limit_num, order_num
       FROM company_slots WHERE batch_id = $1 AND day BETWEEN $2 AND $3`,
    [batchId, start, end],
  );

export async function ensureSlot(
  q: Queryable,
  batchId: number,
  day: string,
  rangeId: number,
  limit: number,
) {
  await q.query(
    `INSERT INTO company_slots (batch_id, day, time_range_id, limit_num) VALUES ($1, $2, $3, $4)
     ON CONFLICT (batch_id, day, time_range_id) DO NOTHING`,
    [batchId, day, rangeId, limit],
  );
}

/** One seat more, only while one is left: the condition decides under the row lock. */
export async function incrementSlot(q: Queryable, batchId: number, day: string, rangeId: number) {
  const taken = await q.query(
    `UPDATE company_slots SET order_num = order_num + 1
      WHERE batch_id = $1 AND day = $2 AND time_range_id = $3 AND order_num < limit_num RETURNING 1`,
    [batchId, day, rangeId],
  );
  return taken.length === 1;
}

export async function decrementSlot(q: Queryable, batchId: number, day: string, rangeId: number) {
  await q.query(
    `UPDATE company_slots SET order_num = order_num - 1
      WHERE batch_id = $1 AND day = $2 AND time_range_id = $3 AND order_num > 0`,
    [batchId, day, rangeId],
  );
}

export async function markBooked(
  q: Queryable,
  id: number,
  b: { chosenGroupId: number | null; day: string; rangeId: number; combos: number[]; ext: unknown },
) {
  await q.query(
    `UPDATE company_appointments SET appoint_status = 1, chosen_group_id = $2, appoint_date = $3,
        appoint_time_range_id = $4, add_combo_ids = $5, ext_form_value = $6, updated_at = now()
      WHERE id = $1`,
    [
      id,
      b.chosenGroupId,
      b.day,
      b.rangeId,
      b.combos,
      b.ext === null ? null : JSON.stringify(b.ext),
    ],
  );
}

/** Back to not booked: the date, plan choice and add-ons are chosen again next time. */
export async function markCancelled(q: Queryable, id: number) {
  await q.query(
    `UPDATE company_appointments SET appoint_status = 0, chosen_group_id = NULL,
        appoint_date = NULL, appoint_time_range_id = NULL, add_combo_ids = '{}', updated_at = now()
      WHERE id = $1`,
    [id],
  );
}
