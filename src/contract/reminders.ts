// Reminders before the exam (issue 29, beyond the spec): what a booking's reminders will say,
// when and by which channel, the patient's choices, and a WeChat subscription to receive them
// there. Shown by the app only where the hospital's `reminder_enable` switch is on.
import { Type, type Static } from 'typebox';
import { endpoint } from './endpoint';
import { Nullable, PositiveId } from './envelope';
import * as at from './calls/reminders';

/** A personal order (its `id`) or a company appointment (its `id`). */
export const ReminderBooking = Type.Union([Type.Literal('personal'), Type.Literal('company')]);
export type ReminderBooking = Static<typeof ReminderBooking>;

const Channel = Type.Union([Type.Literal('sms'), Type.Literal('wechat')]);

export const Reminder = Type.Object({
  /** 'eve': 18:00 China time the day before; 'morning': 07:00 on the exam day. */
  kind: Type.Union([Type.Literal('eve'), Type.Literal('morning')]),
  /** How it goes (or went): WeChat while a subscription is left, SMS otherwise. */
  channel: Channel,
  /** ISO 8601. */
  dueAt: Type.String(),
  status: Type.Union([
    Type.Literal('pending'),
    Type.Literal('off'),
    Type.Literal('sent'),
    Type.Literal('failed'),
    Type.Literal('cancelled'),
    Type.Literal('expired'),
  ]),
  sentAt: Nullable(Type.String()),
  /** The words sent, or that would be sent now: time, address, the package's notice. */
  text: Type.String(),
});
export type Reminder = Static<typeof Reminder>;

export const BookingReminders = Type.Object({
  /**
   * The branch's `reminder_enable` switch is off: nothing is sent, what was planned is held
   * until it is on again (and only while still in time); the patient may see and turn off
   * the reminders, not turn them on or subscribe (`reminders.paused`).
   */
  paused: Type.Boolean(),
  /** The channel the patient chose. */
  channel: Channel,
  /**
   * The subscribe-message template the app offers in WeChat (`wx-open-subscribe`) and the
   * subscriptions the booking still holds (each carries one message); null when the account
   * has no WeChat identity to send to.
   */
  wechat: Nullable(Type.Object({ templateId: Type.String(), subscriptions: Type.Integer() })),
  reminders: Type.Array(Reminder),
});
export type BookingReminders = Static<typeof BookingReminders>;

const BookingRef = { booking: ReminderBooking, id: PositiveId };

export const ReminderPrefsInput = Type.Object({
  ...BookingRef,
  eve: Type.Boolean(),
  morning: Type.Boolean(),
  channel: Channel,
});
export type ReminderPrefsInput = Static<typeof ReminderPrefsInput>;

export const ReminderSubscribeInput = Type.Object({
  ...BookingRef,
  /** The template ids the patient accepted in WeChat's subscribe dialog. */
  templateIds: Type.Array(Type.String({ minLength: 1, maxLength: 128 }), {
    minItems: 1,
    maxItems: 5,
  }),
});
export type ReminderSubscribeInput = Static<typeof ReminderSubscribeInput>;

const NOT_FOUND = ['reminders.bookingNotFound'] as const;
/** A choice that would turn a reminder on, or a subscription, where the switch is off. */
const SHARED_REFUSALS = [...NOT_FOUND, 'reminders.disabled', 'reminders.paused'] as const;

export const bookingReminders = endpoint({
  summary:
    "A booking's reminders (`booking` personal or company, its `id`), to an account holding the " +
    'person examined (a live profile with their ID number, name and phone, as for exam records; ' +
    "whoever booked): each one's kind, channel, due time, status and text; the chosen channel " +
    'and the WeChat template; whether the branch has paused them (answered with its switch off ' +
    'too). A booking that stands without reminders has them planned on this read.',
  ...at.bookingReminders,
  query: Type.Object(BookingRef),
  answer: BookingReminders,
  refusals: NOT_FOUND,
});

export const setReminderPrefs = endpoint({
  summary:
    "Turns a booking's evening and morning reminders on or off and chooses SMS or WeChat; " +
    'the caller (holding the person) receives them from then on ' +
    '(WeChat needs a subscription left, `reminders.needsSubscription`); answers the reminders. ' +
    'Where the branch has paused reminders, only turning off is accepted.',
  ...at.setReminderPrefs,
  body: ReminderPrefsInput,
  answer: BookingReminders,
  refusals: [...SHARED_REFUSALS, 'reminders.notBooked', 'reminders.needsSubscription'],
});

export const subscribeReminders = endpoint({
  summary:
    'Records the templates the patient accepted with `wx-open-subscribe` (each one allows one ' +
    "message) and sends the booking's reminders by WeChat; answers the reminders.",
  ...at.subscribeReminders,
  body: ReminderSubscribeInput,
  answer: BookingReminders,
  refusals: [
    ...SHARED_REFUSALS,
    'reminders.notBooked',
    'reminders.needsWeChat',
    'reminders.templateUnknown',
    'reminders.tooManySubscriptions',
  ],
});
