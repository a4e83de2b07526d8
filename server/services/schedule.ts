import type { ScheduleDay } from '../../src/contract/index.ts';
import { addDays } from '../../src/rules/schedule.ts';
import type { Queryable } from '../db/db.ts';

// One calendar for the app and the server: tomorrow to 30 days ahead, in China's dates.
export { addDays, bookingWindow } from '../../src/rules/schedule.ts';

export const MSG_REST = '休息日';
export const MSG_FULL = '已约满';
export const MSG_NOT_OPEN = '不开放预约';

interface RangeRow {
  id: number;
  name: string;
  period: 0 | 1;
  limit_num: number;
}

/**
 * The weekly rule: Sundays closed, Saturdays mornings only, other days every range.
 * Returns the seats a range offers on a day before any booking.
 */
export function weeklyLimit(day: string, range: RangeRow): number {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  if (weekday === 0) return 0;
  if (weekday === 6 && range.period === 1) return 0;
  return range.limit_num;
}

export function isWeeklyRestDay(day: string): boolean {
  return new Date(`${day}T00:00:00Z`).getUTCDay() === 0;
}

/** The calendar between two days: each day's ranges, seats left, and why it is closed. */
export async function scheduleDays(
  q: Queryable,
  hospId: number,
  start: string,
  end: string,
): Promise<ScheduleDay[]> {
  const ranges = await q.query<RangeRow>(
    'SELECT id, name, period, limit_num FROM time_ranges WHERE hosp_id = $1 ORDER BY sort, id',
    [hospId],
  );
  const closed = new Map(
    (
      await q.query<{ day: string; reason: string }>(
        "SELECT to_char(day, 'YYYY-MM-DD') AS day, reason FROM closed_days WHERE hosp_id = $1 AND day BETWEEN $2 AND $3",
        [hospId, start, end],
      )
    ).map((r) => [r.day, r.reason]),
  );
  const slots = new Map(
    (
      await q.query<{ day: string; time_range_id: number; limit_num: number; order_num: number }>(
        `SELECT to_char(day, 'YYYY-MM-DD') AS day, time_range_id, limit_num, order_num FROM schedule_slots
          WHERE hosp_id = $1 AND day BETWEEN $2 AND $3`,
        [hospId, start, end],
      )
    ).map((s) => [`${s.day}:${s.time_range_id}`, s]),
  );

  const days: ScheduleDay[] = [];
  for (let day = start; day <= end; day = addDays(day, 1)) {
    const closedReason = closed.get(day) ?? (isWeeklyRestDay(day) ? MSG_REST : null);
    const timeRanges = ranges.map((r) => {
      const slot = slots.get(`${day}:${r.id}`);
      const limitNum = closedReason ? 0 : (slot?.limit_num ?? weeklyLimit(day, r));
      const orderNum = slot?.order_num ?? 0;
      return {
        id: r.id,
        timeRangeId: r.id,
        name: r.name,
        timeRangeName: r.name,
        period: r.period,
        limitNum,
        orderNum,
        orderable: limitNum > 0 && orderNum < limitNum,
      };
    });
    const capacity = timeRanges.reduce((n, r) => n + r.limitNum, 0);
    const orderable = !closedReason && timeRanges.some((r) => r.orderable);
    days.push({
      dayValue: day,
      orderDate: day,
      isOpen: !closedReason,
      orderable,
      reason: closedReason ?? (capacity === 0 ? MSG_NOT_OPEN : orderable ? '' : MSG_FULL),
      limitNumAm: timeRanges.filter((r) => r.period === 0).reduce((n, r) => n + r.limitNum, 0),
      limitNumPm: timeRanges.filter((r) => r.period === 1).reduce((n, r) => n + r.limitNum, 0),
      timeRanges,
    });
  }
  return days;
}

/**
 * Takes one seat of a day's time range, or answers false when none is left. The slot row
 * is created with the day's seats on first use; the UPDATE's condition then decides under
 * the row lock, so concurrent bookings never exceed the seats, on any number of instances.
 */
export async function takeSeat(
  q: Queryable,
  hospId: number,
  day: string,
  timeRangeId: number,
): Promise<boolean> {
  const [range] = await q.query<RangeRow>(
    'SELECT id, name, period, limit_num FROM time_ranges WHERE id = $1 AND hosp_id = $2',
    [timeRangeId, hospId],
  );
  if (!range) return false;
  const closed = await q.query('SELECT 1 FROM closed_days WHERE hosp_id = $1 AND day = $2', [
    hospId,
    day,
  ]);
  const limit = closed.length > 0 || isWeeklyRestDay(day) ? 0 : weeklyLimit(day, range);
  await q.query(
    `INSERT INTO schedule_slots (hosp_id, day, time_range_id, limit_num) VALUES ($1, $2, $3, $4)
     ON CONFLICT (hosp_id, day, time_range_id) DO NOTHING`,
    [hospId, day, timeRangeId, limit],
  );
  const taken = await q.query(
    `UPDATE schedule_slots SET order_num = order_num + 1
      WHERE hosp_id = $1 AND day = $2 AND time_range_id = $3 AND order_num < limit_num RETURNING 1`,
    [hospId, day, timeRangeId],
  );
  return taken.length === 1;
}

export async function releaseSeat(q: Queryable, hospId: number, day: string, timeRangeId: number) {
  await q.query(
    `UPDATE schedule_slots SET order_num = order_num - 1
      WHERE hosp_id = $1 AND day = $2 AND time_range_id = $3 AND order_num > 0`,
    [hospId, day, timeRangeId],
  );
}
