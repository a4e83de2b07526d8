import { sms } from 'tencentcloud-sdk-nodejs-sms';
import type { TencentSmsSettings } from '../../smsSettings.ts';
import type { SmsGateway } from './sms.ts';
import { refusalOf, SmsRefused, templateOf, unreached, type SmsRefusal } from './smsRefusals.ts';

/** Tencent Cloud SMS's API host; SMS_API_BASE names another (a test's fake, an egress proxy). */
export const TENCENT_SMS_BASE = 'https://sms.tencentcloudapi.com';

/**
 * Tencent's codes the patient is told about (its SendSms error codes, whether the call or the
 * number's SendStatus carries them); any other (FailedOperation.*, AuthFailure.*, the app's
 * daily total) is the hospital's account: 'unavailable'.
 */
const TENCENT_CODES: Readonly<Record<string, SmsRefusal>> = {
  'LimitExceeded.PhoneNumberThirtySecondLimit': 'frequent',
  'LimitExceeded.PhoneNumberOneHourLimit': 'frequent',
  'LimitExceeded.DeliveryFrequencyLimit': 'frequent',
  'LimitExceeded.PhoneNumberDailyLimit': 'daily',
  'LimitExceeded.PhoneNumberSameContentDailyLimit': 'daily',
  'InvalidParameterValue.IncorrectPhoneNumber': 'badNumber',
  'FailedOperation.PhoneNumberInBlacklist': 'badNumber',
  'FailedOperation.InsufficientBalanceInSmsPackage': 'unavailable',
};

/** The SDK's failure: Tencent's answer carries a code; without one, Tencent was not reached. */
interface TencentError {
  code?: string;
  httpCode?: number;
  message?: string;
}

/**
 * Texts through Tencent Cloud SMS (API 3.0, SendSms of 2021-01-11), by its Node SDK, which
 * signs each call with TC3-HMAC-SHA256. One number a call: its SendStatus is the answer.
 */
export function tencentSms(settings: TencentSmsSettings): SmsGateway {
  const base = new URL(settings.apiBase ?? TENCENT_SMS_BASE);
  const client = new sms.v20210111.Client({
    credential: { secretId: settings.secretId, secretKey: settings.secretKey },
    region: settings.region,
    profile: {
      httpProfile: {
        endpoint: base.host,
        protocol: `${base.protocol}//`,
        reqTimeout: settings.timeoutMs / 1000,
      },
    },
  });

  return {
    async send(_q, message) {
      const template = templateOf(settings.templates, message);
      let answer;
      try {
        answer = await client.SendSms({
          SmsSdkAppId: settings.sdkAppId,
          SignName: settings.signName,
          TemplateId: template.id,
          TemplateParamSet: template.values,
          // The server's phones are mainland numbers (the phone rule), in E.164 for Tencent.
          PhoneNumberSet: [`+86${message.mobile}`],
        });
      } catch (err) {
        const { code, httpCode, message: reason = '' } = err as TencentError;
        if (code) throw refusalOf(TENCENT_CODES, code, reason);
        if (httpCode) throw new SmsRefused('unavailable', `HTTP ${httpCode}`, reason);
        throw unreached(err);
      }
      const status = answer.SendStatusSet?.[0];
      if (!status?.Code)
        throw new SmsRefused('unavailable', 'no-status', 'answer without SendStatus');
      if (status.Code !== 'Ok') throw refusalOf(TENCENT_CODES, status.Code, status.Message ?? '');
    },
  };
}
