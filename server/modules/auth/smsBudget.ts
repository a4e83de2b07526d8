import type { Queryable } from '../../db/db.ts';
import type { ServerConfig } from '../../config.ts';
import { ApiError } from '../../plugins/envelope.ts';
import { MSG, WAIT_MSG } from '../../plugins/messages.ts';
import type { SmsGateway } from '../../plugins/outside/sms.ts';
import { BOUNDS_WAIT_MSG, SMS_TO_PHONE_DAILY_MSG } from './boundsMessages.ts';
import { insertSmsCode } from './codesRepository.ts';
import {
  ALL,
  LIMITS,
  address,
  lockSubject,
  network,
  shared,
  takeAttempt,
  type Check,
  type Limit,
} from './limits.ts';
import { insertText, recentTexts } from './smsSendsRepository.ts';

// The one budget every SMS goes through, whatever it carries: an SMS code, a share's code,
// a reminder. Each text the hospital pays for counts against the phone it goes to, the
// client that asked for it and the whole server; counted in the database in the
// transaction that sends it, so a text refused or rolled back is not counted.

/** Texts one phone may be sent a day, and an hour: a phone flooded with texts is a harm too. */
export const SMS_DAILY_CAP = 10;
export const SMS_HOURLY_CAP = 5;

/**
 * One text: an SMS code (its code kept, hashed, for the check), a share's code, a reminder.
 * `clientIp` is the client that asked for it; null for the server's own (a reminder).
 */
export type SmsText = { mobile: string; body: string; clientIp: string | null } & (
  | { kind: 'code' | 'share'; code: string; params: Record<string, string> }
  // The reminder's template values are its WeChat fields (reminderFields).
  | { kind: 'reminder'; params?: Record<string, string> }
);

/** The refusals of a phone's limits: an SMS code's say "code", as they always did. */
function phoneRefusals(kind: SmsText['kind']) {
  return kind === 'code'
    ? { wait: WAIT_MSG.smsCooldown, day: MSG.smsDailyCap, hour: BOUNDS_WAIT_MSG.smsPhoneHourly }
    : {
        wait: BOUNDS_WAIT_MSG.smsToPhoneWait,
        day: SMS_TO_PHONE_DAILY_MSG,
        hour: BOUNDS_WAIT_MSG.smsToPhoneWait,
      };
}

/**
 * The phone's limits, over every text it was sent: one a minute, five an hour, ten a day.
 * The minute's wait is for texts asked for: a job's reminders for a family's bookings of
 * one day go to one phone together, and are no flood.
 */
async function takePhone(q: Queryable, config: ServerConfig, text: SmsText) {
  const refuse = phoneRefusals(text.kind);
  const recent = await recentTexts(q, text.mobile, SMS_HOURLY_CAP);
  const asked = text.clientIp !== null;
  if (asked && recent.lastAge !== null && recent.lastAge < config.smsCooldownS)
    throw new ApiError(429, refuse.wait(Math.ceil(config.smsCooldownS - recent.lastAge)));
  if (recent.today >= SMS_DAILY_CAP) throw new ApiError(429, refuse.day);
  if (recent.hourWaitS !== null)
    throw new ApiError(429, refuse.hour(Math.max(1, recent.hourWaitS)));
}

/**
 * The per-client and server-wide counts (auth_attempts): a share an hour per client address
 * and per network (SMS_PER_ADDRESS_HOURLY), and a ceiling an hour for the whole server. A
 * text the server sends on its own has no client: only the ceiling counts it.
 */
function clientChecks(config: ServerConfig, clientIp: string | null): Check[] {
  const total: Check = { limit: LIMITS.smsTotal, subject: ALL, refuse: WAIT_MSG.smsBusy };
  if (clientIp === null) return [total];
  const perClient = (limit: Limit) => shared(limit, config.smsPerAddressHourly);
  const refuse = WAIT_MSG.smsFromAddress;
  return [
    { limit: perClient(LIMITS.smsPerAddress), subject: address(clientIp), refuse },
    { limit: perClient(LIMITS.smsPerNetwork), subject: network(clientIp), refuse },
    total,
  ];
}

/**
 * Sends one text within the budget, or refuses it with a Chinese 429 saying why and how
 * long to wait. Call it inside the transaction that makes what the text is about (the code,
 * the share, the reminder's mark): its counts and its record of the text go with it, and a
 * refusal or a failure further on rolls them back. The phone's and the network's sends are
 * taken one after the other (inside a transaction their counts are unseen by others).
 */
export async function sendSms(
  q: Queryable,
  { sms, config }: { sms: SmsGateway; config: ServerConfig },
  text: SmsText,
) {
  await takePhone(q, config, text);
  if (text.clientIp !== null) await lockSubject(q, 'sms_send', network(text.clientIp));
  await takeAttempt(q, clientChecks(config, text.clientIp));
  const { mobile, body, kind, params } = text;
  // An SMS code's own row (what the phone's check reads) is its record of the send.
  if (text.kind === 'code') await insertSmsCode(q, mobile, text.code);
  else await insertText(q, mobile, text.kind);
  const code = text.kind === 'reminder' ? {} : { code: text.code };
  await sms.send(q, { mobile, body, kind, ...code, ...(params ? { params } : {}) });
}
