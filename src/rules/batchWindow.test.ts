import { describe, expect, it } from 'vitest';
import { askedDays, batchWindow, hasOwnWindow, inBatchWindow } from './batchWindow';

// 2026-03-10 10:00 in China.
const now = new Date('2026-03-10T02:00:00Z');
const none = { start: null, end: null };

describe("a company batch's booking window", () => {
  it('is the personal window, tomorrow to 30 days ahead, for a batch without days', () => {
    expect(hasOwnWindow(none)).toBe(false);
    expect(batchWindow(none, now)).toEqual({ start: '2026-03-11', end: '2026-04-09' });
  });

  it("is the batch's own days, however far out", () => {
    const autumn = { start: '2026-04-19', end: '2026-05-18' };
    expect(hasOwnWindow(autumn)).toBe(true);
    expect(batchWindow(autumn, now)).toEqual(autumn);
    expect(inBatchWindow('2026-05-18', autumn, now)).toBe(true);
    expect(inBatchWindow('2026-05-19', autumn, now)).toBe(false);
    expect(inBatchWindow('2026-04-18', autumn, now)).toBe(false);
    // Within the personal window but not the batch's.
    expect(inBatchWindow('2026-03-20', autumn, now)).toBe(false);
  });

  it('never starts before tomorrow, and is empty once over', () => {
    expect(batchWindow({ start: '2026-03-01', end: '2026-03-31' }, now)).toEqual({
      start: '2026-03-11',
      end: '2026-03-31',
    });
    expect(inBatchWindow('2026-03-10', { start: '2026-03-01', end: '2026-03-31' }, now)).toBe(
      false,
    );
    const over = batchWindow({ start: '2026-02-01', end: '2026-03-10' }, now);
    expect(over.end < over.start).toBe(true);
    expect(inBatchWindow('2026-03-10', { start: '2026-02-01', end: '2026-03-10' }, now)).toBe(
      false,
    );
  });

  it('with one end only: 30 days from its start, or tomorrow to its end', () => {
    expect(batchWindow({ start: '2026-06-01', end: null }, now)).toEqual({
      start: '2026-06-01',
      end: '2026-06-30',
    });
    expect(batchWindow({ start: null, end: '2026-07-31' }, now)).toEqual({
      start: '2026-03-11',
      end: '2026-07-31',
    });
  });

  it('cuts the asked days to the window', () => {
    const w = { start: '2026-04-19', end: '2026-05-18' };
    expect(askedDays(w)).toEqual(w);
    expect(askedDays(w, '2026-03-01', '2026-12-31')).toEqual(w);
    expect(askedDays(w, '2026-05-01', '2026-05-07')).toEqual({
      start: '2026-05-01',
      end: '2026-05-07',
    });
  });
});
