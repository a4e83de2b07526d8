import type { ScheduleDay } from '../../../src/contract/index.ts';
import {
  askedDays,
  batchWindow,
  hasOwnWindow,
  inBatchWindow,
  type BatchDays,
} from '../../../src/rules/batchWindow.ts';
import type { Queryable } from '../../db/db.ts';
import { ApiError } from '../../plugins/envelope.ts';
import { MSG } from '../../plugins/messages.ts';
import { MSG_FULL, MSG_NOT_OPEN, scheduleDays, type SeatAnswer } from '../schedule/index.ts';
import { outsideBatchWindowMsg } from './messages.ts';
import * as repo from './repository.ts';

/** The batch's own days of an appointment row. */
export const batchDaysOf = (a: repo.AppointmentRow): BatchDays => ({
  start: a.window_start,
  end: a.window_end,
});

/**
 * The days the calendar answers: the batch's window (its own, else the personal one), cut
 * to the asked days; null when none are left.
 */
export function calendarRange(batch: BatchDays, startDate?: string, endDate?: string) {
  const range = askedDays(batchWindow(batch), startDate, endDate);
  return range.start <= range.end ? range : null;
}

/**
 * Refuses a day outside the batch's window: the personal window's words for a batch without
 * days of its own, else the batch's days as the hospital set them (an ended batch reads so).
 */
export function assertInBatchWindow(batch: BatchDays, day: string): void {
  if (inBatchWindow(day, batch)) return;
  if (!hasOwnWindow(batch)) throw new ApiError(400, MSG.dateOutOfWindow);
  const window = batchWindow(batch);
  throw new ApiError(
    400,
    outsideBatchWindowMsg({ start: batch.start ?? window.start, end: batch.end ?? window.end }),
  );
}

/**
 * A batch's calendar: the hospital's own (its days, closed days and ranges open each day,
 * from the personal booking's schedule service), with the batch's seats in each open range.
 */
export async function batchDays(
  q: Queryable,
  hospId: number,
  batchId: number,
  start: string,
  end: string,
): Promise<ScheduleDay[]> {
  const seats = await repo.batchSeats(q, batchId);
  const slots = new Map(
    (await repo.batchSlots(q, batchId, start, end)).map((s) => [`${s.day}:${s.time_range_id}`, s]),
  );
  return (await scheduleDays(q, hospId, start, end)).map((day) => {
    const timeRanges = day.timeRanges.map((r) => {
      const slot = slots.get(`${day.dayValue}:${r.id}`);
      // A range the hospital does not open that day offers the batch nothing either.
      const limitNum = r.limitNum === 0 ? 0 : (slot?.limit_num ?? seats);
      const orderNum = slot?.order_num ?? 0;
      return { ...r, limitNum, orderNum, orderable: limitNum > 0 && orderNum < limitNum };
    });
    if (!day.isOpen) return { ...day, timeRanges, orderable: false };
    const capacity = timeRanges.reduce((n, r) => n + r.limitNum, 0);
    const orderable = timeRanges.some((r) => r.orderable);
    const sum = (period: 0 | 1) =>
      timeRanges.filter((r) => r.period === period).reduce((n, r) => n + r.limitNum, 0);
    return {
      ...day,
      orderable,
      reason: capacity === 0 ? MSG_NOT_OPEN : orderable ? '' : MSG_FULL,
      limitNumAm: sum(0),
      limitNumPm: sum(1),
      timeRanges,
    };
  });
}

/**
 * Takes one of the batch's seats in a day's range, or says why not. The slot row is made
 * with the batch's seats on first use; the conditional UPDATE then decides under the row
 * lock, as personal booking's does, so concurrent saves never exceed the seats.
 */
export async function takeBatchSeat(
  q: Queryable,
  hospId: number,
  batchId: number,
  day: string,
  rangeId: number,
): Promise<SeatAnswer> {
  const [calendar] = await scheduleDays(q, hospId, day, day);
  if (!calendar?.isOpen) return 'dayClosed';
  const range = calendar.timeRanges.find((r) => r.id === rangeId);
  if (!range || range.limitNum === 0) return 'rangeClosed';
  await repo.ensureSlot(q, batchId, day, rangeId, await repo.batchSeats(q, batchId));
  return (await repo.incrementSlot(q, batchId, day, rangeId)) ? 'taken' : 'full';
}

export const releaseBatchSeat = repo.decrementSlot;
