// The days a company batch's employees may book. Document 2 leaves the company booking's
// window to the batch ("Schedule window for company booking: not shown"): a batch planned
// for the autumn opens its own days, whenever they are; a batch without days of its own
// takes the personal booking's window (tomorrow to 30 days ahead).
import { addDays, BOOKING_WINDOW_DAYS, bookingWindow, chinaToday } from './schedule';

/** A batch's own first and last bookable days (YYYY-MM-DD), either or both unset. */
export interface BatchDays {
  start: string | null;
  end: string | null;
}

export interface DayRange {
  start: string;
  end: string;
}

/** Whether the batch names days of its own. */
export const hasOwnWindow = (batch: BatchDays) => batch.start !== null || batch.end !== null;

/**
 * The batch's bookable days, never before tomorrow: its own start (or tomorrow) to its own
 * end (or, with a start only, as many days as the personal window has). Without days of its
 * own, the personal window. A batch whose days are over has an end before its start.
 */
export function batchWindow(batch: BatchDays, now: Date = new Date()): DayRange {
  if (!hasOwnWindow(batch)) return bookingWindow(now);
  const tomorrow = addDays(chinaToday(now), 1);
  const start = batch.start !== null && batch.start > tomorrow ? batch.start : tomorrow;
  const end = batch.end ?? addDays(start, BOOKING_WINDOW_DAYS - 1);
  return { start, end };
}

export function inBatchWindow(day: string, batch: BatchDays, now: Date = new Date()): boolean {
  const { start, end } = batchWindow(batch, now);
  return day >= start && day <= end;
}

/** The asked days (the calendar's optional start and end), cut to the window; may be empty. */
export function askedDays(window: DayRange, start?: string, end?: string): DayRange {
  return {
    start: start && start > window.start ? start : window.start,
    end: end && end < window.end ? end : window.end,
  };
}
