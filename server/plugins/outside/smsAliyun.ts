import Dysmsapi, { SendSmsRequest } from '@alicloud/dysmsapi20170525';
import { Config } from '@alicloud/openapi-client';
import type { AliyunSmsSettings } from '../../smsSettings.ts';
import type { SmsGateway } from './sms.ts';
import { refusalOf, SmsRefused, templateOf, unreached, type SmsRefusal } from './smsRefusals.ts';

/** Alibaba Cloud SMS's API host; SMS_API_BASE names another (a test's fake, an egress proxy). */
export const ALIYUN_SMS_BASE = 'https://dysmsapi.aliyuncs.com';

/**
 * Alibaba's codes the patient is told about (SendSms's answer Code); any other (the account's
 * balance, signature, template, keys) is 'unavailable'.
 */
const ALIYUN_CODES: Readonly<Record<string, SmsRefusal>> = {
  'isv.BUSINESS_LIMIT_CONTROL': 'frequent',
  'isv.MOBILE_NUMBER_ILLEGAL': 'badNumber',
  // The account's own daily total set in the console, not the patient's phone.
  'isv.DAY_LIMIT_CONTROL': 'unavailable',
  'isv.AMOUNT_NOT_ENOUGH': 'unavailable',
};

/** Alibaba's flow control of a phone for the day ("tian ji liu kong", day-level), not the minute. */
const DAY_LEVEL = /\u5929\u7ea7/;

/** The SDK's failure: an answer of Alibaba's carries a status; without one it was not reached. */
interface AliyunError {
  code?: string;
  statusCode?: number;
  message?: string;
}

// The package is CommonJS: Node's ESM loader sees its module.exports as the default export,
// vitest the class itself.
const Client = ('default' in Dysmsapi ? Dysmsapi.default : Dysmsapi) as typeof Dysmsapi;

/**
 * Texts through Alibaba Cloud SMS (Dysmsapi 2017-05-25 SendSms), by its Node SDK, which signs
 * each call with ACS3-HMAC-SHA256. Alibaba answers a refused text with HTTP 200 and its Code.
 */
export function aliyunSms(settings: AliyunSmsSettings): SmsGateway {
  const base = new URL(settings.apiBase ?? ALIYUN_SMS_BASE);
  const client = new Client(
    new Config({
      accessKeyId: settings.accessKeyId,
      accessKeySecret: settings.accessKeySecret,
      endpoint: base.host,
      protocol: base.protocol.replace(':', ''),
      connectTimeout: settings.timeoutMs,
      readTimeout: settings.timeoutMs,
    }) as ConstructorParameters<typeof Dysmsapi>[0],
  );

  return {
    async send(_q, message) {
      const template = templateOf(settings.templates, message);
      const params = Object.fromEntries(
        template.names.map((name, i) => [name, template.values[i]]),
      );
      let answer;
      try {
        answer = await client.sendSms(
          new SendSmsRequest({
            phoneNumbers: message.mobile,
            signName: settings.signName,
            templateCode: template.id,
            templateParam: JSON.stringify(params),
          }),
        );
      } catch (err) {
        const { code, statusCode, message: reason = '' } = err as AliyunError;
        if (statusCode) throw new SmsRefused('unavailable', code ?? `HTTP ${statusCode}`, reason);
        throw unreached(err);
      }
      const { code = '', message: reason = '' } = answer.body ?? {};
      if (code === 'OK') return;
      if (code === 'isv.BUSINESS_LIMIT_CONTROL' && DAY_LEVEL.test(reason))
        throw new SmsRefused('daily', code, reason);
      throw refusalOf(ALIYUN_CODES, code, reason);
    },
  };
}
