import type { ScheduleDay } from '../../../src/contract/index.ts';
import {
  addDays,
  bookingWindow,
  inBookingWindow,
  mondayIndex,
  SATURDAY,
  SUNDAY,
} from '../../../src/rules/schedule.ts';
import type { Queryable } from '../../db/db.ts';
import { ApiError } from '../../plugins/envelope.ts';
import { MSG } from '../../plugins/messages.ts';
import { SCHEDULE_MSG } from './messages.ts';
import * as repo from './repository.ts';
import type { RangeRow } from './repository.ts';

// One calendar for the app and the server: tomorrow to 30 days ahead, in China's dates.
export { addDays, bookingWindow } from '../../../src/rules/schedule.ts';

export const MSG_REST = SCHEDULE_MSG.restDay;
export const MSG_FULL = SCHEDULE_MSG.full;
export const MSG_NOT_OPEN = SCHEDULE_MSG.notOpen;

/**
 * The weekly rule: Sundays closed, Saturdays mornings only, other days every range.
 * Returns the seats a range offers on a day before any booking.
 */
export function weeklyLimit(day: string, range: RangeRow): number {
  const weekday = mondayIndex(day);
  if (weekday === SUNDAY) return 0;
  if (weekday === SATURDAY && range.period === 1) return 0;
  return range.limit_num;
}

export function isWeeklyRestDay(day: string): boolean {
  return mondayIndex(day) === SUNDAY;
}

/** The calendar between two days: each day's ranges, seats left, and why it is closed. */
export async function scheduleDays(
  q: Queryable,
  hospId: number,
  start: string,
  end: string,
): Promise<ScheduleDay[]> {
  const ranges = await repo.timeRanges(q, hospId);
  const closed = new Map(
    (await repo.closedDays(q, hospId, start, end)).map((r) => [r.day, r.reason]),
  );
  const slots = new Map(
    (await repo.slots(q, hospId, start, end)).map((s) => [`${s.day}:${s.time_range_id}`, s]),
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

/** What asking for a seat came to: taken, or why not. */
export type SeatAnswer = 'taken' | 'full' | 'dayClosed' | 'rangeClosed';

/**
 * Takes one seat of a day's time range, or says why not. The slot row is created with the
 * day's seats on first use; the UPDATE's condition then decides under the row lock, so
 * concurrent bookings never exceed the seats, on any number of instances.
 */
export async function takeSeat(
  q: Queryable,
  hospId: number,
  day: string,
  timeRangeId: number,
): Promise<SeatAnswer> {
  const range = await repo.timeRange(q, timeRangeId, hospId);
  // Not a range of this branch: the patient's choice to change, no race lost.
  if (!range) return 'rangeClosed';
  // A closed day is refused before any slot row: one made earlier does not reopen it.
  if (isWeeklyRestDay(day) || (await repo.closedDays(q, hospId, day, day)).length > 0)
    return 'dayClosed';
  await repo.ensureSlot(q, hospId, day, timeRangeId, weeklyLimit(day, range));
  if (await repo.incrementSlot(q, hospId, day, timeRangeId)) return 'taken';
  return noSeatReason(q, hospId, day, timeRangeId);
}

/** Why an open day's range had no seat: it offers none that day, the day offers none, or full. */
async function noSeatReason(
  q: Queryable,
  hospId: number,
  day: string,
  timeRangeId: number,
): Promise<SeatAnswer> {
  const [calendar] = await scheduleDays(q, hospId, day, day);
  const ranges = calendar?.timeRanges ?? [];
  if (ranges.every((r) => r.limitNum === 0)) return 'dayClosed';
  return ranges.find((r) => r.id === timeRangeId)?.limitNum === 0 ? 'rangeClosed' : 'full';
}

export function releaseSeat(q: Queryable, hospId: number, day: string, timeRangeId: number) {
  return repo.decrementSlot(q, hospId, day, timeRangeId);
}

/** Refuses a day outside the booking window. */
export function assertInWindow(day: string): void {
  if (!inBookingWindow(day)) throw new ApiError(400, MSG.dateOutOfWindow);
}

/** The asked days, cut to the booking window. */
export function windowPart(startdate?: string, enddate?: string): { start: string; end: string } {
  const window = bookingWindow();
  return {
    start: startdate && startdate > window.start ? startdate : window.start,
    end: enddate && enddate < window.end ? enddate : window.end,
  };
}

/** A time range's name and period, as an order shows it; of the given hospital if one is given. */
export const timeRange = (q: Queryable, id: number, hospId?: number) =>
  repo.timeRange(q, id, hospId);

/** The time ranges of the given ids by id, as a booking shows its range's name and period. */
export async function rangesByIds(q: Queryable, ids: readonly (number | null)[]) {
  const wanted = [...new Set(ids.filter((id): id is number => id !== null))];
  // Asked even for none, so a list's reads are as many whatever its rows hold.
  const rows = await repo.rangesByIds(q, wanted);
  return new Map(rows.map((r) => [r.id, r]));
}
