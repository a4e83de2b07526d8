import type { ScheduleDay, TimeRangeSlot } from '@/contract';

/** Booking window: tomorrow to 30 days ahead. */
export const BOOKING_WINDOW_DAYS = 30;
/** Calendar row height of the spec, in CSS pixels. */
export const CALENDAR_ROW_HEIGHT = 56;

export type DayLabel = 'rest' | 'full' | 'notOpen';

/**
 * The label under a calendar day: closed days rest, days without any seat at all are
 * not open, days whose seats are all taken are full; a bookable day has none.
 */
export function dayLabel(day: ScheduleDay): DayLabel | null {
  if (!day.isOpen) return 'rest';
  const capacity = day.timeRanges.reduce((n, r) => n + r.limitNum, 0);
  if (capacity <= 0) return 'notOpen';
  if (!day.orderable || day.timeRanges.every(slotDisabled)) return 'full';
  return null;
}

/** A slot cannot be chosen when it has no seats, all its seats are taken, or it is closed. */
export function slotDisabled(slot: TimeRangeSlot): boolean {
  return slot.limitNum === 0 || slot.limitNum <= slot.orderNum || !slot.orderable;
}

export function seatsLeft(slot: TimeRangeSlot): number {
  return Math.max(0, slot.limitNum - slot.orderNum);
}

/** Add days to a YYYY-MM-DD date, in the calendar (no time zone involved). */
export function addDays(date: string, n: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}

/** 0 for Monday to 6 for Sunday: weeks start on Monday. */
export function mondayIndex(date: string): number {
  return (new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7;
}

/** YYYY-MM-DD of a moment in China (UTC+8, no daylight saving), whatever the device's zone. */
export function chinaDate(at: Date): string {
  return new Date(at.getTime() + 8 * 3_600_000).toISOString().slice(0, 10);
}

/** Today in China. */
export const chinaToday = (now: Date = new Date()): string => chinaDate(now);

/** The first and last day a booking may take: tomorrow and 30 days ahead. */
export function bookingWindow(now: Date = new Date()): { start: string; end: string } {
  const today = chinaToday(now);
  return { start: addDays(today, 1), end: addDays(today, BOOKING_WINDOW_DAYS) };
}

/** Whether a day may be booked at all: inside the booking window. */
export function inBookingWindow(day: string, now: Date = new Date()): boolean {
  const { start, end } = bookingWindow(now);
  return day >= start && day <= end;
}

/** The Sunday rest and the Saturday afternoon off of the weekly rule (Monday is 0). */
export const SUNDAY = 6;
export const SATURDAY = 5;

export interface CalendarMonth {
  /** YYYY-MM. */
  month: string;
  /** Rows of seven cells, Monday first; null fills the days outside the month's range. */
  weeks: Array<Array<string | null>>;
}

/**
 * The calendar of every day from `start` to `end`, month by month, in week rows that
 * start on Monday. Cells outside the range are null so the grid keeps its columns.
 */
export function calendarMonths(start: string, end: string): CalendarMonth[] {
  const months: CalendarMonth[] = [];
  let current: CalendarMonth | undefined;
  let week: Array<string | null> = [];
  for (let d = start; d <= end; d = addDays(d, 1)) {
    const month = d.slice(0, 7);
    if (!current || current.month !== month) {
      if (current && week.length) current.weeks.push(pad(week));
      current = { month, weeks: [] };
      months.push(current);
      week = Array.from({ length: mondayIndex(d) }, () => null);
    }
    week.push(d);
    if (week.length === 7) {
      current.weeks.push(week);
      week = [];
    }
  }
  if (current && week.length) current.weeks.push(pad(week));
  return months;
}

function pad(week: Array<string | null>): Array<string | null> {
  return [...week, ...Array.from({ length: 7 - week.length }, () => null)];
}
