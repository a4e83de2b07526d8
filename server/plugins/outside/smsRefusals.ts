import { ApiError } from '../envelope.ts';
import { WORDS } from '../words.ts';
import type { SmsKind, SmsMessage } from './sms.ts';

// What the SMS providers' adapters share: the values each template takes, and the provider's
// refusals as the patient reads them (the smsGateway group of locales/zh-CN/server.json).

/**
 * The values of each kind of text, in the order of Tencent's {1}, {2}... and by the names of
 * Alibaba's ${...}: the hospital's approved templates take exactly these.
 */
export const TEMPLATE_PARAMS: Record<SmsKind, readonly string[]> = {
  code: ['code', 'minutes'],
  share: ['owner', 'code', 'days'],
  // The reminder's WeChat fields (modules/reminders/text.ts reminderFields), 20 characters each.
  reminder: ['name', 'time', 'place', 'package', 'notice'],
};

/** Why a provider did not send a text, as the app words it. */
export type SmsRefusal = 'frequent' | 'daily' | 'badNumber' | 'unavailable' | 'unreachable';

const REFUSALS: Record<SmsRefusal, { status: number; msg: string }> = {
  // The provider's own limits per phone: the app's are stricter, so these are rare.
  frequent: { status: 429, msg: WORDS.smsGateway.tooFrequent },
  daily: { status: 429, msg: WORDS.bounds.smsToPhoneDaily },
  badNumber: { status: 400, msg: WORDS.smsGateway.badNumber },
  // The hospital's account (balance, signature, template, keys): the patient can only wait.
  unavailable: { status: 503, msg: WORDS.smsGateway.unavailable },
  unreachable: { status: 503, msg: WORDS.smsGateway.unreachable },
};

/**
 * A text the provider did not send: the patient's words, and the provider's code for the log.
 * Thrown inside the transaction that counted the text, it takes the count back with it.
 */
export class SmsRefused extends ApiError {
  constructor(
    readonly refusal: SmsRefusal,
    readonly providerCode: string,
    reason: string,
  ) {
    const { status, msg } = REFUSALS[refusal];
    super(status, msg, status, `SMS provider: ${providerCode} ${reason}`.trim());
  }
}

/** The provider's code as the app words it; a code not listed is the account's problem. */
export const refusalOf = (
  codes: Readonly<Record<string, SmsRefusal>>,
  code: string,
  reason: string,
) => new SmsRefused(Object.hasOwn(codes, code) ? codes[code]! : 'unavailable', code, reason);

/** The message's template and its values in TEMPLATE_PARAMS order; a missing one sends nothing. */
export function templateOf(templates: Record<SmsKind, string>, message: SmsMessage) {
  const names = TEMPLATE_PARAMS[message.kind];
  const values = names.map((name) => message.params?.[name]);
  const missing = names.filter((_, i) => !values[i]);
  if (missing.length > 0)
    throw new SmsRefused(
      'unavailable',
      'no-params',
      `${message.kind} without ${missing.join(', ')}`,
    );
  return { id: templates[message.kind], names, values: values as string[] };
}

/** A network failure or no answer in time: the provider was not reached. */
export const unreached = (err: unknown) =>
  new SmsRefused('unreachable', 'network', String((err as Error)?.message ?? err));
