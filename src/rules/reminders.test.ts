import { describe, expect, it } from 'vitest';
import {
  acceptedTemplates,
  chinaClock,
  heldUntil,
  plannedDue,
  reminderDueAt,
  reminderExpiresAt,
  replan,
  shortNotice,
  switched,
  type ReminderState,
} from './reminders';

const at = (iso: string) => new Date(iso);

describe('reminder times, in China time', () => {
  it('puts the evening one at 18:00 the day before and the morning one at 07:00', () => {
    expect(reminderDueAt('eve', '2026-12-01').toISOString()).toBe('2026-11-30T10:00:00.000Z');
    expect(reminderDueAt('morning', '2026-12-01').toISOString()).toBe('2026-11-30T23:00:00.000Z');
    // Across a month and a year.
    expect(reminderDueAt('eve', '2027-01-01').toISOString()).toBe('2026-12-31T10:00:00.000Z');
    expect(reminderExpiresAt('2026-12-01').toISOString()).toBe('2026-12-01T04:00:00.000Z');
  });

  it('shows a moment on China’s calendar and clock', () => {
    expect(chinaClock('2026-11-30T10:00:00.000Z')).toEqual({ day: '2026-11-30', time: '18:00' });
    expect(chinaClock('2026-11-30T23:00:00.000Z')).toEqual({ day: '2026-12-01', time: '07:00' });
  });

  it('holds one the hospital paused until the exam day begins (evening) or noon (morning)', () => {
    // 00:00 of 1 December in China; noon.
    expect(heldUntil('eve', '2026-12-01').toISOString()).toBe('2026-11-30T16:00:00.000Z');
    expect(heldUntil('morning', '2026-12-01').toISOString()).toBe('2026-12-01T04:00:00.000Z');
  });

  it('sends a late evening one at once, until the exam day begins', () => {
    const day = '2026-12-01';
    expect(plannedDue('eve', day, at('2026-11-29T00:00:00Z'))).toEqual(reminderDueAt('eve', day));
    // 20:00 in China the evening before.
    const late = at('2026-11-30T12:00:00Z');
    expect(plannedDue('eve', day, late)).toEqual(late);
    // 00:30 on the exam day in China.
    expect(plannedDue('eve', day, at('2026-11-30T16:30:00Z'))).toBeNull();
    // The morning one is never sent late.
    expect(plannedDue('morning', day, at('2026-11-30T23:30:00Z'))).toBeNull();
  });
});

const early = at('2026-11-20T00:00:00Z');

describe('replan', () => {
  it('plans the evening one on and the morning one off for a new booking', () => {
    const planned = replan([], '2026-12-01', early);
    expect(planned.map((r) => [r.kind, r.status, r.dueAt.toISOString()])).toEqual([
      ['eve', 'pending', '2026-11-30T10:00:00.000Z'],
      ['morning', 'off', '2026-11-30T23:00:00.000Z'],
    ]);
  });

  it('moves with the booking, keeping the patient’s choices, and sends a sent one again', () => {
    const before: ReminderState[] = [
      {
        kind: 'eve',
        status: 'sent',
        examDay: '2026-12-01',
        dueAt: reminderDueAt('eve', '2026-12-01'),
      },
      {
        kind: 'morning',
        status: 'pending',
        examDay: '2026-12-01',
        dueAt: reminderDueAt('morning', '2026-12-01'),
      },
    ];
    const moved = replan(before, '2026-12-08', early);
    expect(moved.map((r) => [r.kind, r.status, r.examDay, r.dueAt.toISOString()])).toEqual([
      ['eve', 'pending', '2026-12-08', '2026-12-07T10:00:00.000Z'],
      ['morning', 'pending', '2026-12-08', '2026-12-07T23:00:00.000Z'],
    ]);
    const off = replan([{ ...before[0]!, status: 'off' }], '2026-12-08', early);
    expect(off[0]!.status).toBe('off');
    // The same day again changes nothing, a sent one included.
    expect(replan(before, '2026-12-01', early)).toEqual(before);
  });

  it('cancels what has not gone when the booking is cancelled, and starts afresh when booked again', () => {
    const planned = replan([], '2026-12-01', early);
    const cancelled = replan(planned, null, early);
    expect(cancelled.map((r) => r.status)).toEqual(['cancelled', 'cancelled']);
    const sent: ReminderState = { ...planned[0]!, status: 'sent' };
    expect(replan([sent], null, early)[0]!.status).toBe('sent');
    expect(replan(cancelled, '2026-12-03', early).map((r) => r.status)).toEqual(['pending', 'off']);
  });
});

describe('switched', () => {
  const [eve, morning] = replan([], '2026-12-01', early) as [ReminderState, ReminderState];

  it('turns a reminder on and off, and leaves a sent one alone', () => {
    expect(switched(morning, true, early).status).toBe('pending');
    expect(switched(eve, false, early).status).toBe('off');
    expect(switched({ ...eve, status: 'sent' }, false, early).status).toBe('sent');
    // Too late for the morning one: on, but expired.
    expect(switched(morning, true, at('2026-12-01T00:00:00Z')).status).toBe('expired');
  });
});

describe('shortNotice', () => {
  it('keeps the text of the notice, short', () => {
    expect(shortNotice('<p>Fast <b>8 hours</b>&nbsp;before.</p><script>x()</script>')).toBe(
      'Fast 8 hours before.',
    );
    expect(shortNotice('a'.repeat(80), 10)).toBe(`${'a'.repeat(9)}\u2026`);
    expect(shortNotice(null)).toBe('');
  });
});

describe('acceptedTemplates', () => {
  it('reads the ids WeChat reports accepted, in either form', () => {
    const details = JSON.stringify({
      t1: JSON.stringify({ status: 'accept' }),
      t2: JSON.stringify({ status: 'reject' }),
      t3: { status: 'accept' },
    });
    expect(acceptedTemplates(details)).toEqual(['t1', 't3']);
    expect(acceptedTemplates('not json')).toEqual([]);
    expect(acceptedTemplates(undefined)).toEqual([]);
  });
});
