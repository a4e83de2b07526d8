import { firstRow, type Queryable } from '../../db/db.ts';

/** A row of time_ranges: a bookable part of a day and its usual seats. */
export interface RangeRow {
  id: number;
  name: string;
  period: 0 | 1;
  limit_num: number;
}

/** A row of schedule_slots: a day's range once booked, with its seats and bookings. */
export interface SlotRow {
  day: string;
  time_range_id: number;
  limit_num: number;
  order_num: number;
}

const RANGE_COLUMNS = 'id, name, period, limit_num';

export function timeRanges(q: Queryable, hospId: number): Promise<RangeRow[]> {
  return q.query<RangeRow>(
    `SELECT ${RANGE_COLUMNS} FROM time_ranges WHERE hosp_id = $1 ORDER BY sort, id`,
    [hospId],
  );
}

/** The time ranges of the given ids, of any hospital. */
export function rangesByIds(q: Queryable, ids: readonly number[]): Promise<RangeRow[]> {
  return q.query<RangeRow>(`SELECT ${RANGE_COLUMNS} FROM time_ranges WHERE id = ANY($1::int[])`, [
    ids,
  ]);
}

/** A time range by id; of the given hospital only when one is given. */
export function timeRange(q: Queryable, id: number, hospId?: number) {
  return firstRow<RangeRow>(
    q,
    `SELECT ${RANGE_COLUMNS} FROM time_ranges WHERE id = $1 AND ($2::int IS NULL OR hosp_id = $2)`,
    [id, hospId ?? null],
  );
}

/** The hospital's closed days between two days, with the reason it gives. */
export function closedDays(
  q: Queryable,
  hospId: number,
  start: string,
  end: string,
): Promise<Array<{ day: string; reason: string }>> {
  return q.query(
    "SELECT to_char(day, 'YYYY-MM-DD') AS day, reason FROM closed_days WHERE hosp_id = $1 AND day BETWEEN $2 AND $3",
    [hospId, start, end],
  );
}

export function slots(
  q: Queryable,
  hospId: number,
  start: string,
  end: string,
): Promise<SlotRow[]> {
  return q.query<SlotRow>(
    `SELECT to_char(day, 'YYYY-MM-DD') AS day, time_range_id, limit_num, order_num FROM schedule_slots
      WHERE hosp_id = $1 AND day BETWEEN $2 AND $3`,
    [hospId, start, end],
  );
}

/** Creates a day's slot with its seats, unless it exists. */
export async function ensureSlot(
  q: Queryable,
  hospId: number,
  day: string,
  timeRangeId: number,
  limit: number,
): Promise<void> {
  await q.query(
    `INSERT INTO schedule_slots (hosp_id, day, time_range_id, limit_num) VALUES ($1, $2, $3, $4)
     ON CONFLICT (hosp_id, day, time_range_id) DO NOTHING`,
    [hospId, day, timeRangeId, limit],
  );
}

/** One booking more on a slot with a seat left: the UPDATE's condition decides under the row lock. */
export async function incrementSlot(
  q: Queryable,
  hospId: number,
  day: string,
  timeRangeId: number,
): Promise<boolean> {
  const taken = await q.query(
    `UPDATE schedule_slots SET order_num = order_num + 1
      WHERE hosp_id = $1 AND day = $2 AND time_range_id = $3 AND order_num < limit_num RETURNING 1`,
    [hospId, day, timeRangeId],
  );
  return taken.length === 1;
}

export async function decrementSlot(
  q: Queryable,
  hospId: number,
  day: string,
  timeRangeId: number,
): Promise<void> {
  await q.query(
    `UPDATE schedule_slots SET order_num = order_num - 1
      WHERE hosp_id = $1 AND day = $2 AND time_range_id = $3 AND order_num > 0`,
    [hospId, day, timeRangeId],
  );
}
