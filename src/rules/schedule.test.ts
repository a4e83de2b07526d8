import { describe, it, expect } from 'vitest';
import type { ScheduleDay, TimeRangeSlot } from '@/contract';
import {
  BOOKING_WINDOW_DAYS,
  CALENDAR_ROW_HEIGHT,
  addDays,
  bookingWindow,
  calendarMonths,
  chinaDate,
  chinaToday,
  dayLabel,
  mondayIndex,
  seatsLeft,
  slotDisabled,
} from './schedule';

function slot(over: Partial<TimeRangeSlot> = {}): TimeRangeSlot {
  return {
    id: 1,
    timeRangeName: '08:00-09:00',
    period: 0,
    limitNum: 10,
    orderNum: 3,
    orderable: true,
    ...over,
  };
}

function day(over: Partial<ScheduleDay> = {}): ScheduleDay {
  return {
    dayValue: '2026-11-24',
    isOpen: true,
    orderable: true,
    reason: '',
    limitNumAm: 10,
    limitNumPm: 10,
    timeRanges: [slot({ id: 1 }), slot({ id: 2, period: 1 })],
    ...over,
  };
}

/** An open day whose slots (ids 1, 2, ...) hold these seats: [limit, ordered, orderable]. */
function withSlots(...seats: [number, number, boolean?][]): ScheduleDay {
  return day({
    timeRanges: seats.map(([limitNum, orderNum, orderable = true], i) =>
      slot({ id: i + 1, limitNum, orderNum, orderable }),
    ),
  });
}

/** Every date from start to end inclusive, computed independently of the module. */
function datesBetween(start: string, end: string): string[] {
  const out: string[] = [];
  const d = new Date(`${start}T00:00:00Z`);
  const last = new Date(`${end}T00:00:00Z`).getTime();
  while (d.getTime() <= last) {
    out.push(d.toISOString().slice(0, 10));
    d.setUTCDate(d.getUTCDate() + 1);
  }
  return out;
}

describe('constants', () => {
  it('match the spec: a 30-day window and 56px calendar rows', () => {
    expect(BOOKING_WINDOW_DAYS).toBe(30);
    expect(CALENDAR_ROW_HEIGHT).toBe(56);
  });
});

describe('dayLabel', () => {
  it('labels a closed day "rest"', () => {
    expect(dayLabel(day({ isOpen: false, orderable: false, timeRanges: [] }))).toBe('rest');
  });

  it('keeps a closed day "rest" even when it has free capacity', () => {
    expect(dayLabel(day({ isOpen: false }))).toBe('rest');
    expect(dayLabel(day({ isOpen: false, orderable: true }))).toBe('rest');
  });

  it('labels an open day with zero capacity "notOpen"', () => {
    expect(dayLabel(withSlots([0, 0], [0, 0]))).toBe('notOpen');
  });

  it('labels an open day without any slot "notOpen"', () => {
    expect(dayLabel(day({ timeRanges: [] }))).toBe('notOpen');
  });

  it('labels a day whose seats are all taken "full"', () => {
    expect(dayLabel(withSlots([5, 5], [3, 4]))).toBe('full');
  });

  it('labels a day "full" when every slot is disabled for a mix of reasons', () => {
    expect(dayLabel(withSlots([0, 0], [5, 5], [8, 1, false]))).toBe('full');
  });

  it('labels an open day that is not orderable "full" even with free seats', () => {
    expect(dayLabel(day({ orderable: false, reason: 'holiday' }))).toBe('full');
  });

  it('gives a bookable day no label', () => {
    expect(dayLabel(day())).toBeNull();
  });

  it('gives no label when one slot is open though others are full or closed', () => {
    expect(dayLabel(withSlots([5, 5], [0, 0], [5, 4]))).toBeNull();
  });
});

describe('slotDisabled', () => {
  it('disables a slot with limitNum 0', () => {
    expect(slotDisabled(slot({ limitNum: 0, orderNum: 0 }))).toBe(true);
  });

  it('disables a slot whose orders reach its limit', () => {
    expect(slotDisabled(slot({ limitNum: 5, orderNum: 5 }))).toBe(true);
  });

  it('disables a slot whose orders exceed its limit', () => {
    expect(slotDisabled(slot({ limitNum: 5, orderNum: 6 }))).toBe(true);
  });

  it('disables a slot that is not orderable despite free seats', () => {
    expect(slotDisabled(slot({ limitNum: 10, orderNum: 0, orderable: false }))).toBe(true);
  });

  it('enables an orderable slot with seats left', () => {
    expect(slotDisabled(slot({ limitNum: 10, orderNum: 9 }))).toBe(false);
    expect(slotDisabled(slot({ limitNum: 1, orderNum: 0 }))).toBe(false);
  });
});

describe('seatsLeft', () => {
  it.each([
    [10, 3, 7],
    [10, 0, 10],
    [5, 5, 0],
    [0, 0, 0],
  ])('limit %i, ordered %i -> %i left', (limitNum, orderNum, left) => {
    expect(seatsLeft(slot({ limitNum, orderNum }))).toBe(left);
  });

  it('never goes below zero when overbooked', () => {
    expect(seatsLeft(slot({ limitNum: 5, orderNum: 8 }))).toBe(0);
  });
});

describe('addDays', () => {
  it.each([
    ['2026-11-23', 1, '2026-11-24'],
    ['2026-11-23', 0, '2026-11-23'],
    ['2026-11-30', 1, '2026-12-01'],
    ['2026-01-31', 1, '2026-02-01'],
    ['2026-04-30', 1, '2026-05-01'],
    ['2026-12-31', 1, '2027-01-01'],
    ['2026-12-15', 30, '2027-01-14'],
    ['2027-01-01', -1, '2026-12-31'],
    ['2026-03-01', -1, '2026-02-28'],
    ['2026-02-28', 1, '2026-03-01'],
    ['2028-02-28', 1, '2028-02-29'],
    ['2028-02-29', 1, '2028-03-01'],
    ['2028-03-01', -1, '2028-02-29'],
    ['2000-02-28', 1, '2000-02-29'],
    ['2100-02-28', 1, '2100-03-01'],
    ['2026-11-22', 30, '2026-12-22'],
  ])('%s + %i -> %s', (date, n, expected) => {
    expect(addDays(date, n)).toBe(expected);
  });
});

describe('mondayIndex', () => {
  it.each([
    ['2026-11-23', 0], // Monday
    ['2026-11-24', 1],
    ['2026-11-25', 2],
    ['2026-11-26', 3],
    ['2026-11-27', 4],
    ['2026-11-28', 5],
    ['2026-11-29', 6], // Sunday
    ['2026-12-01', 1], // Tuesday
    ['2027-01-01', 4], // Friday
    ['2028-02-29', 1], // Tuesday
  ])('%s -> %i', (date, index) => {
    expect(mondayIndex(date)).toBe(index);
  });
});

describe('chinaDate', () => {
  it("is a moment's date in China, whatever the device's zone", () => {
    expect(chinaDate(new Date('2026-11-20T16:30:00Z'))).toBe('2026-11-21');
    expect(chinaDate(new Date('2026-11-20T15:30:00+00:00'))).toBe('2026-11-20');
  });
});

describe('chinaToday', () => {
  it('is already the next day in China at 17:00 UTC', () => {
    expect(chinaToday(new Date('2026-11-22T17:00:00Z'))).toBe('2026-11-23');
  });

  it('turns the date at 16:00 UTC (midnight in China)', () => {
    expect(chinaToday(new Date('2026-11-22T15:59:59Z'))).toBe('2026-11-22');
    expect(chinaToday(new Date('2026-11-22T16:00:00Z'))).toBe('2026-11-23');
  });

  it('is the same date in the UTC morning', () => {
    expect(chinaToday(new Date('2026-11-22T02:00:00Z'))).toBe('2026-11-22');
  });

  it('crosses the year end in China before UTC does', () => {
    expect(chinaToday(new Date('2026-12-31T16:30:00Z'))).toBe('2027-01-01');
  });

  it('reads an instant given with another offset by its China date', () => {
    // 20:00 in New York on 22 Nov is 09:00 on 23 Nov in China.
    expect(chinaToday(new Date('2026-11-22T20:00:00-05:00'))).toBe('2026-11-23');
  });
});

describe('bookingWindow', () => {
  it.each([
    [
      'runs from tomorrow to 30 days ahead in China',
      '2026-11-22T10:00:00Z',
      '2026-11-23',
      '2026-12-22',
    ],
    // Still 22 Nov in UTC, already 23 Nov in China.
    ['uses the China date, not the UTC date', '2026-11-22T17:00:00Z', '2026-11-24', '2026-12-23'],
    ['crosses the year end', '2026-12-20T04:00:00Z', '2026-12-21', '2027-01-19'],
  ])('%s', (_, now, start, end) => {
    expect(bookingWindow(new Date(now))).toEqual({ start, end });
  });

  it('spans exactly 30 days inclusive', () => {
    const { start, end } = bookingWindow(new Date('2026-11-22T10:00:00Z'));
    expect(datesBetween(start, end)).toHaveLength(30);
  });

  it('crosses a leap day', () => {
    const { start, end } = bookingWindow(new Date('2028-02-15T04:00:00Z'));
    expect(start).toBe('2028-02-16');
    expect(end).toBe('2028-03-16');
    expect(datesBetween(start, end)).toContain('2028-02-29');
  });
});

describe('calendarMonths', () => {
  it('lays out 2026-11-23..2026-12-22 in Monday-first weeks split by month', () => {
    expect(calendarMonths('2026-11-23', '2026-12-22')).toEqual([
      {
        month: '2026-11',
        weeks: [
          [
            '2026-11-23',
            '2026-11-24',
            '2026-11-25',
            '2026-11-26',
            '2026-11-27',
            '2026-11-28',
            '2026-11-29',
          ],
          ['2026-11-30', null, null, null, null, null, null],
        ],
      },
      {
        month: '2026-12',
        weeks: [
          [
            null,
            '2026-12-01',
            '2026-12-02',
            '2026-12-03',
            '2026-12-04',
            '2026-12-05',
            '2026-12-06',
          ],
          [
            '2026-12-07',
            '2026-12-08',
            '2026-12-09',
            '2026-12-10',
            '2026-12-11',
            '2026-12-12',
            '2026-12-13',
          ],
          [
            '2026-12-14',
            '2026-12-15',
            '2026-12-16',
            '2026-12-17',
            '2026-12-18',
            '2026-12-19',
            '2026-12-20',
          ],
          ['2026-12-21', '2026-12-22', null, null, null, null, null],
        ],
      },
    ]);
  });

  it('pads before a first day that is not a Monday', () => {
    // 2026-12-20 is a Sunday.
    const [first] = calendarMonths('2026-12-20', '2026-12-31');
    expect(first?.month).toBe('2026-12');
    expect(first?.weeks[0]).toEqual([null, null, null, null, null, null, '2026-12-20']);
  });

  it('starts a new month on its own row, padded to its weekday', () => {
    // 2027-01-01 is a Friday.
    const months = calendarMonths('2026-12-21', '2027-01-19');
    expect(months.map((m) => m.month)).toEqual(['2026-12', '2027-01']);
    expect(months[0]?.weeks.at(-1)).toEqual([
      '2026-12-28',
      '2026-12-29',
      '2026-12-30',
      '2026-12-31',
      null,
      null,
      null,
    ]);
    expect(months[1]?.weeks[0]).toEqual([
      null,
      null,
      null,
      null,
      '2027-01-01',
      '2027-01-02',
      '2027-01-03',
    ]);
  });

  it('returns a single padded row for a one-day range', () => {
    expect(calendarMonths('2026-12-02', '2026-12-02')).toEqual([
      { month: '2026-12', weeks: [[null, null, '2026-12-02', null, null, null, null]] },
    ]);
  });

  it('returns no month when the range is empty', () => {
    expect(calendarMonths('2026-12-02', '2026-12-01')).toEqual([]);
  });

  it.each([
    ['2026-11-23', '2026-12-22'],
    ['2026-12-21', '2027-01-19'],
    ['2028-02-16', '2028-03-16'],
    ['2026-01-31', '2026-03-01'],
    ['2026-11-30', '2026-12-29'],
  ])('%s..%s: each day once, in order, in its weekday column and month', (start, end) => {
    const months = calendarMonths(start, end);
    const seen: string[] = [];
    for (const m of months) {
      expect(m.weeks.length).toBeGreaterThan(0);
      m.weeks.forEach((week, w) => {
        expect(week).toHaveLength(7);
        week.forEach((cell, col) => {
          if (cell === null) return;
          expect(cell.slice(0, 7)).toBe(m.month);
          expect(mondayIndex(cell)).toBe(col);
          seen.push(cell);
        });
        // Nulls only pad the first row's start and the last row's end.
        const filled = week.map((c) => c !== null);
        const firstFilled = filled.indexOf(true);
        const lastFilled = filled.lastIndexOf(true);
        expect(firstFilled).toBeGreaterThanOrEqual(0);
        expect(filled.slice(firstFilled, lastFilled + 1).every(Boolean)).toBe(true);
        if (w > 0) expect(firstFilled).toBe(0);
        if (w < m.weeks.length - 1) expect(lastFilled).toBe(6);
      });
    }
    expect(seen).toEqual(datesBetween(start, end));
    expect(seen).toHaveLength(30);
    expect(new Set(months.map((m) => m.month)).size).toBe(months.length);
  });

  it('covers the booking window of the spec: 30 days from tomorrow', () => {
    const { start, end } = bookingWindow(new Date('2026-11-22T10:00:00Z'));
    const cells = calendarMonths(start, end).flatMap((m) => m.weeks.flat());
    const days = cells.filter((c): c is string => c !== null);
    expect(days[0]).toBe('2026-11-23');
    expect(days.at(-1)).toBe('2026-12-22');
    expect(days).toHaveLength(30);
  });
});
