import { expect } from 'vitest';
import { closedPort } from './fakes/closedPort.ts';
import type { SmsGateway, SmsMessage } from '../plugins/outside/sms.ts';
import { SmsRefused } from '../plugins/outside/smsRefusals.ts';

/** What a patient reads of each kind of SMS provider refusal (docs/outside-parties.md). */
export const SMS_REFUSED = {
  frequent: { status: 429, msg: '该手机号短信发送过于频繁，请稍后再试' },
  daily: { status: 429, msg: '该手机号今日接收短信次数已达上限，请明天再试' },
  badNumber: { status: 400, msg: '该手机号暂时无法接收短信，请确认号码无误后再试' },
  unavailable: { status: 503, msg: '短信服务暂时无法发送，请稍后再试或联系体检中心' },
} as const;

/** A send's refusal as the patient gets it, with the provider's code the log keeps. */
export async function refusedWith(send: Promise<void>) {
  const err = await send.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(SmsRefused);
  const { status, message, providerCode } = err as SmsRefused;
  return { status, msg: message, providerCode };
}

/**
 * A provider out of reach, by a closed port or by an answer that never comes within the
 * gateway's time, is the one refusal 短信服务暂时无法连接.
 */
export async function expectUnreachable(
  gateway: (changes: { apiBase?: string; timeoutMs?: number }) => SmsGateway,
  hangNext: () => void,
  message: SmsMessage,
) {
  const unreachable = {
    status: 503,
    msg: '短信服务暂时无法连接，请稍后再试',
    providerCode: 'network',
  };
  const gone = gateway({ apiBase: `http://127.0.0.1:${await closedPort()}` });
  expect(await refusedWith(gone.send(null as never, message))).toEqual(unreachable);
  hangNext();
  expect(await refusedWith(gateway({ timeoutMs: 300 }).send(null as never, message))).toEqual(
    unreachable,
  );
}
