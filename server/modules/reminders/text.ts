import { shortNotice, type ReminderKind } from '../../../src/rules/reminders.ts';
import {
  noticeSentences,
  preparationField,
  preparationNotice,
  REMINDER_SMS_MAX_CHARS,
} from '../../../src/rules/reminderNotice.ts';
import { smsFamilyName } from '../../../src/rules/smsName.ts';
import { ageOn } from '../../../src/rules/summary.ts';
import type { WeChatMessage } from '../../plugins/outside/wechatMessages.ts';
import { NOTICE_FIELD_WORDS, reminderTextMsg, SMS_UNNAMED } from './messages.ts';
import type { BookingInfo } from './bookingsRepository.ts';

/** A WeChat template's text field (thing) takes at most 20 characters. */
const WECHAT_FIELD_CHARS = 20;

/** Words of a sentence about pregnancy: huai yun, yun qi, bei yun, yun fu. */
const PREGNANCY = /\u6000\u5b55|\u5b55\u671f|\u5907\u5b55|\u5b55\u5987/;
/** The age past which a woman is not told of pregnancy (issue 38). */
const PREGNANCY_AGE_MAX = 55;

/**
 * The notice as it concerns the person: a man, or a woman past 55 on the exam day (from the
 * profile's birth), is not told that pregnant women may not be examined. A woman of unknown
 * age, or a person of unknown sex, is.
 */
function noticeFor({ notice, sex, birth, day }: BookingInfo): string | null {
  const age = ageOn(birth, day ?? '');
  const concerned = sex !== 1 && !(sex === 2 && age !== null && age > PREGNANCY_AGE_MAX);
  if (concerned) return notice;
  // One sentence a line: the notice's rules read them back as they were.
  return noticeSentences(notice)
    .filter((s) => !PREGNANCY.test(s))
    .join('\n');
}

/**
 * What a reminder says: time, address and the notice's preparation sentences for the
 * person, as of now. The sentences go whole, as many as the SMS has room for (fasting
 * first): the message stays within REMINDER_SMS_MAX_CHARS (two SMS parts), its signature
 * included; an address too long for even that is shortened.
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
  const over = [...reminderTextMsg(kind, values)].length - REMINDER_SMS_MAX_CHARS;
  if (over > 0)
    values.address = shortNotice(values.address, Math.max(1, [...values.address].length - over));
  const room = REMINDER_SMS_MAX_CHARS - [...reminderTextMsg(kind, values)].length;
  return reminderTextMsg(kind, { ...values, notice: preparationNotice(noticeFor(booking), room) });
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

/**
 * The same reminder as an SMS provider's template values (SMS_TEMPLATE_REMINDER): WeChat's
 * fields, the person named as the text names them (张**, issue 37), none left empty, since a
 * provider sends no template with an empty value.
 */
export function reminderSmsParams(booking: BookingInfo): Record<string, string> {
  const fields = reminderFields(booking);
  return {
    ...fields,
    name: smsFamilyName(booking.person) ?? SMS_UNNAMED,
    notice: fields.notice || NOTICE_FIELD_WORDS.prepare,
  };
}
