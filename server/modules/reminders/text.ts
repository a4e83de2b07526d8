import { shortNotice, type ReminderKind } from '../../../src/rules/reminders.ts';
import type { WeChatMessage } from '../../plugins/outside/wechatMessages.ts';
import { reminderTextMsg } from './messages.ts';
import type { BookingInfo } from './repository.ts';

/** An SMS carries the notice's first words: the fasting rule leads every package's notice. */
const SMS_NOTICE_CHARS = 60;
/** A WeChat template's text field takes at most 20 characters. */
const WECHAT_FIELD_CHARS = 20;

/** What a reminder says: time, address and the preparation notice, as of now. */
export function reminderText(kind: ReminderKind, booking: BookingInfo, signature: string): string {
  return reminderTextMsg(kind, {
    signature,
    name: booking.person,
    day: booking.day ?? '',
    time: booking.time,
    hospital: booking.hospital,
    package: booking.packageName,
    address: booking.address,
    notice: shortNotice(booking.notice, SMS_NOTICE_CHARS),
  });
}

/** The same reminder as a WeChat subscribe message's fields. */
export function reminderFields(booking: BookingInfo): WeChatMessage['data'] {
  return {
    name: shortNotice(booking.person, WECHAT_FIELD_CHARS),
    time: `${booking.day ?? ''} ${booking.time}`.trim(),
    place: shortNotice(`${booking.hospital} ${booking.address}`, WECHAT_FIELD_CHARS),
    package: shortNotice(booking.packageName, WECHAT_FIELD_CHARS),
    notice: shortNotice(booking.notice, WECHAT_FIELD_CHARS),
  };
}
