// Reminders before an exam (issue 29): when each is due, in China time whatever the zone of
// the server or the phone, and what a booking's reminders become when it is booked, moved,
// cancelled, or when the patient turns one on or off. The server plans and sends by these
// rules; the app shows the same times.
import { isYes } from './configs';
import { noticeLines } from './reminderNotice';
import { addDays } from './schedule';

/**
 * The hospital's switch (Hosp/configs): reminders are planned and sent only while it is on.
 * Turned off, what was planned is held (not sent) and the patient may still see and end it.
 */
export const REMINDER_SWITCH = 'reminder_enable';

/** Whether a branch's configs turn the reminders on; off when the switch is absent. */
export function remindersEnabled(configs: readonly { code: string; value: string }[]): boolean {
  return isYes(configs.find((c) => c.code === REMINDER_SWITCH)?.value);
}

/** The day before the exam (in the evening), and the exam's own morning. */
export const REMINDER_KINDS = ['eve', 'morning'] as const;
export type ReminderKind = (typeof REMINDER_KINDS)[number];

export const REMINDER_CHANNELS = ['sms', 'wechat'] as const;
export type ReminderChannel = (typeof REMINDER_CHANNELS)[number];

/**
 * pending: will be sent at its time; off: the patient turned it off; sent; failed: the
 * gateway refused it every time it was tried; cancelled: its booking was cancelled;
 * expired: its time passed before it could go (booked too late, or no server running).
 */
export const REMINDER_STATUSES = [
  'pending',
  'off',
  'sent',
  'failed',
  'cancelled',
  'expired',
] as const;
export type ReminderStatus = (typeof REMINDER_STATUSES)[number];

/** China time: UTC+8, no daylight saving. */
const CHINA_OFFSET = '+08:00';

/** The local hour each kind is sent at: 18:00 the day before, 07:00 on the day. */
export const REMINDER_HOURS: Readonly<Record<ReminderKind, string>> = {
  eve: '18:00',
  morning: '07:00',
};

/** After this hour of the exam day no reminder of it is sent any more. */
const LAST_SEND_HOUR = '12:00';

/** How many times the gateway is tried before a reminder is given up as failed. */
export const REMINDER_MAX_ATTEMPTS = 3;
/** The wait before a failed send is tried again. */
export const REMINDER_RETRY_MINUTES = 5;
/** WeChat subscriptions a booking may hold: one a reminder, a few spare for a reschedule. */
export const REMINDER_MAX_GRANTS = 4;

const chinaMoment = (day: string, hour: string) => new Date(`${day}T${hour}:00${CHINA_OFFSET}`);

/** When a kind of reminder of an exam on `examDay` (YYYY-MM-DD) is due. */
export function reminderDueAt(kind: ReminderKind, examDay: string): Date {
  return chinaMoment(kind === 'eve' ? addDays(examDay, -1) : examDay, REMINDER_HOURS[kind]);
}

/** The moment after which a reminder of the exam is no use: noon of the exam day. */
export function reminderExpiresAt(examDay: string): Date {
  return chinaMoment(examDay, LAST_SEND_HOUR);
}

/**
 * The last moment a reminder held back while the hospital's switch was off may still go,
 * once the switch is on again: the evening one until the exam day begins (as for a booking
 * made late), the morning one until noon. The evening one's limit comes before the morning
 * one's hour, so a switch turned on again never sends both at once.
 */
export function heldUntil(kind: ReminderKind, examDay: string): Date {
  return kind === 'eve' ? chinaMoment(examDay, '00:00') : reminderExpiresAt(examDay);
}

/** A reminder as the planning rules see it. */
export interface ReminderState {
  kind: ReminderKind;
  status: ReminderStatus;
  examDay: string;
  dueAt: Date;
}

/** Only the evening one is on unless the patient asks for the morning one too. */
const onByDefault = (kind: ReminderKind) => kind === 'eve';

/**
 * When a reminder that is on goes: at its time, or at once when the booking came after its
 * time but before the exam day began (a booking made at 20:00 for tomorrow still hears of
 * it tonight); null when it is too late for it (the morning one, booked after 07:00).
 */
export function plannedDue(kind: ReminderKind, examDay: string, now: Date): Date | null {
  const due = reminderDueAt(kind, examDay);
  if (now < due) return due;
  if (kind === 'eve' && now < chinaMoment(examDay, '00:00')) return now;
  return null;
}

function fresh(kind: ReminderKind, examDay: string, now: Date, on: boolean): ReminderState {
  const due = plannedDue(kind, examDay, now);
  return {
    kind,
    examDay,
    dueAt: due ?? reminderDueAt(kind, examDay),
    status: !on ? 'off' : due ? 'pending' : 'expired',
  };
}

/**
 * A booking's reminders after it changed: `examDay` null when it is no longer booked
 * (cancelled, or back to a draft). The patient's choice of on or off survives a move to
 * another day; a reminder already sent goes again for the new day; a cancelled booking
 * booked again starts afresh.
 */
export function replan(
  existing: readonly ReminderState[],
  examDay: string | null,
  now: Date,
): ReminderState[] {
  if (examDay === null)
    return existing.map((r) =>
      r.status === 'pending' || r.status === 'off' ? { ...r, status: 'cancelled' } : r,
    );
  return REMINDER_KINDS.map((kind) => {
    const old = existing.find((r) => r.kind === kind);
    if (!old || old.status === 'cancelled') return fresh(kind, examDay, now, onByDefault(kind));
    if (old.examDay === examDay) return old;
    return fresh(kind, examDay, now, old.status !== 'off');
  });
}

/** A reminder turned on or off by the patient; sent, failed, cancelled and expired ones stay. */
export function switched(r: ReminderState, on: boolean, now: Date): ReminderState {
  if (on && r.status === 'off') return fresh(r.kind, r.examDay, now, true);
  if (!on && r.status === 'pending') return { ...r, status: 'off' };
  return r;
}

/** A moment as China's calendar and clock show it: YYYY-MM-DD and HH:MM. */
export function chinaClock(at: string | Date): { day: string; time: string } {
  const shifted = new Date(new Date(at).getTime() + 8 * 3_600_000).toISOString();
  return { day: shifted.slice(0, 10), time: shifted.slice(11, 16) };
}

/**
 * A text as a short field can carry it (a WeChat field's name, place, package): without its
 * markup, its spaces run together, cut at `max` characters with an ellipsis. A notice is
 * never cut so: its preparation goes whole (reminderNotice.ts).
 */
export function shortNotice(html: string | null | undefined, max = 60): string {
  const text = noticeLines(html).join(' ');
  return text.length <= max ? text : `${text.slice(0, max - 1)}\u2026`;
}

/** The template ids WeChat's subscribe tag reports as accepted (its subscribeDetails). */
export function acceptedTemplates(subscribeDetails: string | undefined): string[] {
  if (!subscribeDetails) return [];
  let details: unknown;
  try {
    details = JSON.parse(subscribeDetails);
  } catch {
    return [];
  }
  if (typeof details !== 'object' || details === null) return [];
  return Object.entries(details as Record<string, unknown>).flatMap(([id, value]) => {
    let status: unknown = value;
    if (typeof value === 'string') {
      try {
        status = (JSON.parse(value) as { status?: unknown }).status;
      } catch {
        status = value;
      }
    } else if (typeof value === 'object' && value !== null)
      status = (value as { status?: unknown }).status;
    return status === 'accept' ? [id] : [];
  });
}
