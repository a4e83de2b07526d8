import { shortNotice, type ReminderKind } from '../../../src/rules/reminders.ts';
import {
  preparationField,
  preparationNotice,
  REMINDER_SMS_MAX_CHARS,
} from '../../../src/rules/reminderNotice.ts';
import { smsFamilyName } from '../../../src/rules/smsName.ts';
import type { WeChatMessage } from '../../plugins/outside/wechatMessages.ts';
import { NOTICE_FIELD_WORDS, reminderTextMsg } from './messages.ts';
import type { BookingInfo } from './bookingsRepository.ts';

/** A WeChat template's text field (thing) takes at most 20 characters. */
const WECHAT_FIELD_CHARS = 20;

/**
 * What a reminder says: time, address and the notice's preparation sentences, as of now.
 * The sentences go whole, as many as the SMS has room for (fasting first): the message
 * stays within REMINDER_SMS_MAX_CHARS, its signature included.
 */
export function reminderText(kind: ReminderKind, booking: BookingInfo, signature: string): string {
  const values = {
    signature,
    // A profile's name is typed by an account: the hospital's text carries only its family
    // name (张**), or greets no one by name (issue 37).
    name: smsFamilyName(booking.person) ?? '',
    day: booking.day ?? '',
    time: booking.time,
    hospital: booking.hospital,
    package: booking.packageName,
    address: booking.address,
    notice: '',
  };
  const room = REMINDER_SMS_MAX_CHARS - reminderTextMsg(kind, values).length;
  return reminderTextMsg(kind, { ...values, notice: preparationNotice(booking.notice, room) });
}

/** The centre and its address when both fit the field, else the centre's name alone. */
function placeField({ hospital, address }: BookingInfo): string {
  const both = `${hospital} ${address}`;
  return both.length <= WECHAT_FIELD_CHARS ? both : shortNotice(hospital, WECHAT_FIELD_CHARS);
}

/** The same reminder as a WeChat subscribe message's fields. */
export function reminderFields(booking: BookingInfo): WeChatMessage['data'] {
  return {
    name: shortNotice(booking.person, WECHAT_FIELD_CHARS),
    time: `${booking.day ?? ''} ${booking.time}`.trim(),
    place: placeField(booking),
    package: shortNotice(booking.packageName, WECHAT_FIELD_CHARS),
    notice: preparationField(booking.notice, WECHAT_FIELD_CHARS, NOTICE_FIELD_WORDS),
  };
}
