import { expectUnreachable, refusedWith, SMS_REFUSED } from '../../test/smsRefusals.ts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  startFakeTencentSms,
  tc3Signature,
  TENCENT_ACCOUNT as ACCOUNT,
  type FakeTencentSms,
} from '../../test/fakes/tencentSms.ts';
import type { TencentSmsSettings } from '../../smsSettings.ts';
import type { SmsMessage } from './sms.ts';
import { tencentSms } from './smsTencent.ts';

// Issue 40, item 3: texts through Tencent Cloud SMS's Node SDK, proven against a fake that
// speaks its wire format and checks its TC3-HMAC-SHA256 signature.
let fake: FakeTencentSms;
beforeAll(async () => {
  fake = await startFakeTencentSms(ACCOUNT);
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.requests.length = 0;
  fake.answers.length = 0;
});

const gateway = (changes: Partial<TencentSmsSettings> = {}) =>
  tencentSms({
    provider: 'tencent',
    secretId: ACCOUNT.secretId,
    secretKey: ACCOUNT.secretKey,
    sdkAppId: ACCOUNT.sdkAppId,
    region: 'ap-guangzhou',
    signName: ACCOUNT.signName,
    templates: { code: '1110001', share: '1110002', reminder: '1110003' },
    apiBase: fake.base,
    timeoutMs: 2_000,
    ...changes,
  });

const CODE: SmsMessage = {
  kind: 'code',
  mobile: '13800000001',
  body: '【康宁体检】您的验证码为 4821，5 分钟内有效，请勿告诉他人。',
  code: '4821',
  params: { code: '4821', minutes: '5' },
};

/** The refusal a send ended in: its status, the patient's words and the provider's code. */
describe("TC3-HMAC-SHA256, as the fake checks it: Tencent Cloud's published example", () => {
  it('gives the signature of the DescribeInstances example of the API 3.0 signature docs', () => {
    const signed = tc3Signature({
      secretKey: 'Gu5t9xGARNpq86cd98joQYCN3EXAMPLE',
      method: 'POST',
      query: '',
      headers: {
        'content-type': 'application/json; charset=utf-8',
        host: 'cvm.tencentcloudapi.com',
      },
      payload: String.raw`{"Limit": 1, "Filters": [{"Values": ["\u672a\u547d\u540d"], "Name": "instance-name"}]}`,
      timestamp: 1551113065,
      service: 'cvm',
    });
    expect(signed).toEqual({
      hashedPayload: '35e9c5b0e3ae67532d3c9f17ead6c90222632e5b1ff7f6e89887f1398934f064',
      hashedCanonicalRequest: '5ffe6a04c0664d6b969fab9a13bdab201d63ee709638e2749d62a09ca18d7031',
      scope: '2019-02-25/cvm/tc3_request',
      signature: '72e494ea809ad7a8c8f7a4507b9bddcbaa8e581f516e8da2f66e2c5a96525168',
    });
  });
});

describe('a text through Tencent Cloud SMS', () => {
  it("reaches SendSms with the application, signature, the kind's template and values, +86", async () => {
    await gateway().send(null as never, CODE);
    await gateway().send(null as never, {
      kind: 'reminder',
      mobile: '13800000002',
      body: '...',
      params: {
        name: '李四',
        time: '2026-12-09 08:00',
        place: '康宁体检',
        package: '入职',
        notice: '空腹',
      },
    });
    expect(fake.requests).toEqual([
      {
        SmsSdkAppId: '1400006666',
        SignName: '康宁体检',
        TemplateId: '1110001',
        TemplateParamSet: ['4821', '5'],
        PhoneNumberSet: ['+8613800000001'],
      },
      {
        SmsSdkAppId: '1400006666',
        SignName: '康宁体检',
        TemplateId: '1110003',
        TemplateParamSet: ['李四', '2026-12-09 08:00', '康宁体检', '入职', '空腹'],
        PhoneNumberSet: ['+8613800000002'],
      },
    ]);
    expect(fake.answers).toEqual(['Ok', 'Ok']);
  });

  it('sends nothing for a text without its values: a reminder without its fields', async () => {
    const reminder: SmsMessage = { kind: 'reminder', mobile: '13800000002', body: '...' };
    expect(await refusedWith(gateway().send(null as never, reminder))).toEqual({
      status: 503,
      msg: '短信服务暂时无法发送，请稍后再试或联系体检中心',
      providerCode: 'no-params',
    });
    expect(fake.answers).toEqual([]);
  });
});

describe("Tencent's refusals, in the patient's words", () => {
  const {
    frequent: FREQUENT,
    daily: DAILY,
    badNumber: BAD_NUMBER,
    unavailable: UNAVAILABLE,
  } = SMS_REFUSED;
  it.each([
    ['LimitExceeded.PhoneNumberThirtySecondLimit', 'status', FREQUENT],
    ['LimitExceeded.PhoneNumberOneHourLimit', 'status', FREQUENT],
    ['LimitExceeded.PhoneNumberDailyLimit', 'status', DAILY],
    ['LimitExceeded.PhoneNumberDailyLimit', 'error', DAILY],
    ['InvalidParameterValue.IncorrectPhoneNumber', 'error', BAD_NUMBER],
    ['InvalidParameterValue.IncorrectPhoneNumber', 'status', BAD_NUMBER],
    ['FailedOperation.InsufficientBalanceInSmsPackage', 'error', UNAVAILABLE],
    ['FailedOperation.SignatureIncorrectOrUnapproved', 'error', UNAVAILABLE],
    ['FailedOperation.TemplateIncorrectOrUnapproved', 'status', UNAVAILABLE],
  ] as const)('%s (as the %s) is refused so', async (code, where, words) => {
    fake.answerNext(code, where);
    expect(await refusedWith(gateway().send(null as never, CODE))).toEqual({
      ...words,
      providerCode: code,
    });
    expect(fake.answers).toEqual([code]);
  });

  it("refuses a number Tencent does not take, by the fake's own check", async () => {
    expect(
      await refusedWith(gateway().send(null as never, { ...CODE, mobile: '1380000' })),
    ).toEqual({
      ...BAD_NUMBER,
      providerCode: 'InvalidParameterValue.IncorrectPhoneNumber',
    });
  });

  it('is the account refused, never sent, with a wrong secret: the signature fails', async () => {
    const wrong = gateway({ secretKey: 'Gu5t9xGARNpq86cd98joQYCN3WRONG00' });
    expect(await refusedWith(wrong.send(null as never, CODE))).toEqual({
      ...UNAVAILABLE,
      providerCode: 'AuthFailure.SignatureFailure',
    });
    expect(fake.answers).toEqual(['AuthFailure.SignatureFailure']);
    expect(fake.requests).toEqual([]);
  });

  it('is one refusal when Tencent cannot be reached, or does not answer in time', async () => {
    await expectUnreachable(gateway, () => fake.hangNext(), CODE);
  });
});
