// The reminders' refusals and texts: the `reminders` group of locales/zh-CN/server.json
// (see plugins/words.ts).
import type { ReminderKind } from '../../../src/rules/reminders.ts';
import { fillGroup, template, WORDS } from '../../plugins/words.ts';

const { eveText, morningText, noticeFasting, noticePrepare, smsUnnamed, ...refusals } =
  WORDS.reminders;

export const REMINDER_MSG = fillGroup(refusals);

/** Who an SMS template greets when the person's name gives no family name to show. */
export const SMS_UNNAMED = smsUnnamed;

/** What a short field says of the notice when no preparation sentence fits it whole. */
export const NOTICE_FIELD_WORDS = { fasting: noticeFasting, prepare: noticePrepare };

const FIELDS = [
  'signature',
  'name',
  'day',
  'time',
  'hospital',
  'package',
  'address',
  'notice',
] as const;
type Field = (typeof FIELDS)[number];

const TEXTS: Record<ReminderKind, (values: Readonly<Record<Field, string>>) => string> = {
  eve: template(eveText, FIELDS),
  morning: template(morningText, FIELDS),
};

/** The words of a reminder, the booking's details filled in. */
export const reminderTextMsg = (kind: ReminderKind, values: Readonly<Record<Field, string>>) =>
  TEXTS[kind](values);
