import type {
  BookingReminders,
  Reminder,
  ReminderPrefsInput,
  ReminderSubscribeInput,
} from '../../../src/contract/reminders.ts';
import {
  REMINDER_KINDS,
  REMINDER_MAX_GRANTS,
  remindersEnabled,
  replan,
  switched,
  type ReminderState,
} from '../../../src/rules/reminders.ts';
import type { Queryable } from '../../db/db.ts';
import type { Deps } from '../../deps.ts';
import { ApiError } from '../../plugins/envelope.ts';
import { accountContact } from '../auth/index.ts';
import { hospConfigs } from '../hosp/index.ts';
import { REMINDER_MSG } from './messages.ts';
import * as bookings from './bookingsRepository.ts';
import type { BookingInfo, BookingRef } from './bookingsRepository.ts';
import * as repo from './repository.ts';
import type { ReminderRow } from './repository.ts';
import { reminderText } from './text.ts';

const stateOf = (r: ReminderRow): ReminderState => ({
  kind: r.kind,
  status: r.status,
  examDay: r.exam_day,
  dueAt: new Date(r.due_at),
});

const same = (a: ReminderState, b: ReminderState) =>
  a.status === b.status && a.examDay === b.examDay && a.dueAt.getTime() === b.dueAt.getTime();

async function writeChanged(
  q: Queryable,
  ref: BookingRef,
  accountId: number,
  before: readonly ReminderState[],
  after: readonly ReminderState[],
) {
  for (const r of after) {
    const old = before.find((b) => b.kind === r.kind);
    if (!old || !same(old, r)) await repo.writeReminder(q, ref, accountId, r);
  }
}

/**
 * Brings a booking's reminders in line with the booking, in the caller's transaction: planned
 * when it is booked (where the hospital's switch is on), moved with it, cancelled with it;
 * one of a kind and exam day that went already before the booking moved away and back stays
 * sent. The orders and company services call it after each change of a booking; `accountId`
 * is the account that booked (holding the person), where the reminders go.
 */
export async function syncReminders(
  q: Queryable,
  ref: BookingRef,
  accountId: number,
  now: Date = new Date(),
): Promise<void> {
  const booking = await bookings.bookingOf(q, ref);
  if (!booking) return;
  const existing = (await repo.remindersOf(q, ref, true)).map(stateOf);
  const day = booking.active ? booking.day : null;
  if (existing.length === 0 && (day === null || !(await switchedOn(q, booking)))) return;
  await writeChanged(q, ref, accountId, existing, replan(existing, day, now));
  if (day !== null) await repo.matchEarlierSends(q, ref);
}

/** Whether the booking's branch sends reminders now (its `reminder_enable` switch). */
export const switchedOn = async (q: Queryable, booking: Pick<BookingInfo, 'hospId'>) =>
  remindersEnabled(await hospConfigs(q, booking.hospId));

/**
 * The refusal of a choice that would turn a reminder on, or subscribe to it, while the
 * branch's switch is off: what was planned is held, and may only be seen or turned off.
 */
const pausedRefusal = (rows: readonly ReminderRow[]) =>
  new ApiError(403, rows.length === 0 ? REMINDER_MSG.disabled : REMINDER_MSG.paused);

// A booking's reminders, their choices, and a WeChat subscription to them.

/**
 * A booking of the person examined, to an account holding them (a live profile matching
 * them, as their exam records are): whoever booked it, and only while they hold the person.
 * And whether its branch has paused reminders (its switch off): the patient still sees and
 * may turn off what was planned before.
 */
async function ownBooking(q: Queryable, accountId: number, ref: BookingRef) {
  const booking = await bookings.bookingOf(q, ref);
  if (!booking || !(await bookings.holds(q, ref, accountId)))
    throw new ApiError(404, REMINDER_MSG.bookingNotFound);
  return { booking, paused: !(await switchedOn(q, booking)) };
}

async function view(
  q: Queryable,
  { config, wechatMessages }: Deps,
  accountId: number,
  ref: BookingRef,
) {
  const { booking, paused } = await ownBooking(q, accountId, ref);
  const [rows, contact, left] = [
    await repo.remindersOf(q, ref),
    await accountContact(q, accountId),
    await repo.grantsLeft(q, ref, accountId),
  ];
  const openId = contact?.open_id ?? null;
  // The subscriptions go to the reminders still to send, in the order they are due.
  let grants = openId ? left : 0;
  const reminders: Reminder[] = rows.map((r) => {
    let channel = r.sent_by ?? 'sms';
    const byWeChat = r.channel === 'wechat' && r.wechat_refusal === null;
    if (r.status === 'pending' && byWeChat && grants > 0) {
      grants -= 1;
      channel = 'wechat';
    }
    return {
      kind: r.kind,
      channel,
      dueAt: new Date(r.due_at).toISOString(),
      status: r.status,
      sentAt: r.sent_at === null ? null : new Date(r.sent_at).toISOString(),
      text: r.body ?? reminderText(r.kind, booking, config.smsSignature),
    };
  });
  const answer: BookingReminders = {
    paused,
    channel: rows[0]?.channel ?? 'sms',
    wechat: openId ? { templateId: wechatMessages.reminderTemplateId, subscriptions: left } : null,
    reminders,
  };
  return answer;
}

/** A booking that still stands, its reminders planned: the ones the choices apply to. */
async function standing(q: Queryable, accountId: number, ref: BookingRef) {
  const own = await ownBooking(q, accountId, ref);
  if (!own.booking.active) throw new ApiError(409, REMINDER_MSG.notBooked);
  // A booking made before the switch was turned on has none yet.
  await syncReminders(q, ref, accountId);
  return own;
}

/**
 * A booking that stands has its reminders: those it lacks (booked before reminders
 * existed, or by the centre's own system) or that name another day are planned now.
 */
export const remindersOf = (deps: Deps, accountId: number, ref: BookingRef) =>
  deps.db.tx(async (q) => {
    const { booking } = await ownBooking(q, accountId, ref);
    const rows = await repo.remindersOf(q, ref);
    if (booking.active && (rows.length === 0 || rows.some((r) => r.exam_day !== booking.day)))
      await syncReminders(q, ref, accountId);
    return view(q, deps, accountId, ref);
  });

export function chooseReminders(deps: Deps, accountId: number, input: ReminderPrefsInput) {
  const ref: BookingRef = { kind: input.booking, id: input.id };
  return deps.db.tx(async (q) => {
    const { paused } = await standing(q, accountId, ref);
    const rows = await repo.remindersOf(q, ref, true);
    // Paused, a reminder may be turned off, never on: one off, or none planned at all.
    const turnsOn = REMINDER_KINDS.some((kind) => {
      const r = rows.find((row) => row.kind === kind);
      return input[kind] && (!r || r.status === 'off');
    });
    if (paused && turnsOn) throw pausedRefusal(rows);
    if (input.channel === 'wechat' && (await repo.grantsLeft(q, ref, accountId)) === 0)
      throw new ApiError(409, REMINDER_MSG.needsSubscription);
    const now = new Date();
    const before = rows.map(stateOf);
    const after = before.map((r) => switched(r, input[r.kind], now));
    await writeChanged(q, ref, accountId, before, after);
    await repo.setChannel(q, ref, input.channel, accountId);
    return view(q, deps, accountId, ref);
  });
}

export function subscribeToReminders(deps: Deps, accountId: number, input: ReminderSubscribeInput) {
  const ref: BookingRef = { kind: input.booking, id: input.id };
  return deps.db.tx(async (q) => {
    const { paused } = await standing(q, accountId, ref);
    if (paused) throw pausedRefusal(await repo.remindersOf(q, ref));
    if (!(await accountContact(q, accountId))?.open_id)
      throw new ApiError(409, REMINDER_MSG.needsWeChat);
    const accepted = input.templateIds.filter((t) => t === deps.wechatMessages.reminderTemplateId);
    if (accepted.length === 0) throw new ApiError(400, REMINDER_MSG.templateUnknown);
    if ((await repo.grantsLeft(q, ref, accountId)) + accepted.length > REMINDER_MAX_GRANTS)
      throw new ApiError(409, REMINDER_MSG.tooManySubscriptions);
    await repo.addGrants(q, ref, accountId, accepted);
    await repo.setChannel(q, ref, 'wechat', accountId);
    return view(q, deps, accountId, ref);
  });
}
