import { expectUnreachable, refusedWith, SMS_REFUSED } from '../../test/smsRefusals.ts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  acs3Signature,
  ALIYUN_ACCOUNT as ACCOUNT,
  startFakeAliyunSms,
  type FakeAliyunSms,
} from '../../test/fakes/aliyunSms.ts';
import type { AliyunSmsSettings } from '../../smsSettings.ts';
import type { SmsMessage } from './sms.ts';
import { aliyunSms } from './smsAliyun.ts';

// Issue 40, item 3: texts through Alibaba Cloud SMS's Node SDK, proven against a fake that
// speaks its wire format and checks its ACS3-HMAC-SHA256 signature.
let fake: FakeAliyunSms;
beforeAll(async () => {
  fake = await startFakeAliyunSms(ACCOUNT);
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.requests.length = 0;
  fake.answers.length = 0;
});

const gateway = (changes: Partial<AliyunSmsSettings> = {}) =>
  aliyunSms({
    provider: 'aliyun',
    accessKeyId: ACCOUNT.accessKeyId,
    accessKeySecret: ACCOUNT.accessKeySecret,
    signName: ACCOUNT.signName,
    templates: { code: 'SMS_100001', share: 'SMS_100002', reminder: 'SMS_100003' },
    apiBase: fake.base,
    timeoutMs: 2_000,
    ...changes,
  });

const SHARE: SmsMessage = {
  kind: 'share',
  mobile: '13900000009',
  body: '【康宁体检】张**与您分享了一份体检报告……',
  code: '731942',
  params: { owner: '张**', code: '731942', days: '7' },
};

describe("ACS3-HMAC-SHA256, as the fake checks it: Alibaba Cloud's published example", () => {
  it('gives the signature of the RunInstances example of the V3 signature docs', () => {
    const empty = 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855';
    const signed = acs3Signature({
      accessKeySecret: 'YourAccessKeySecret',
      method: 'POST',
      path: '/',
      query: {
        RegionId: 'cn-shanghai',
        ImageId: 'win2019_1809_x64_dtc_zh-cn_40G_alibase_20230811.vhd',
      },
      headers: {
        host: 'ecs.cn-shanghai.aliyuncs.com',
        'x-acs-action': 'RunInstances',
        'x-acs-content-sha256': empty,
        'x-acs-date': '2023-10-26T10:22:32Z',
        'x-acs-signature-nonce': '3156853299f313e23d1673dc12e1703d',
        'x-acs-version': '2014-05-26',
      },
      hashedPayload: empty,
    });
    expect(signed.signature).toBe(
      '06563a9e1b43f5dfe96b81484da74bceab24a1d853912eee15083a6f0f3283c0',
    );
  });
});

describe('a text through Alibaba Cloud SMS', () => {
  it("reaches SendSms with the number, signature, the kind's template and its values", async () => {
    await gateway().send(null as never, SHARE);
    expect(fake.requests).toEqual([
      {
        PhoneNumbers: '13900000009',
        SignName: '康宁体检',
        TemplateCode: 'SMS_100002',
        TemplateParam: '{"owner":"张**","code":"731942","days":"7"}',
      },
    ]);
    expect(fake.answers).toEqual(['OK']);
  });
});

describe("Alibaba's refusals, in the patient's words", () => {
  const {
    frequent: FREQUENT,
    daily: DAILY,
    badNumber: BAD_NUMBER,
    unavailable: UNAVAILABLE,
  } = SMS_REFUSED;
  it.each([
    ['isv.BUSINESS_LIMIT_CONTROL', '触发分钟级流控Permits:1', FREQUENT],
    ['isv.BUSINESS_LIMIT_CONTROL', '触发小时级流控Permits:5', FREQUENT],
    ['isv.BUSINESS_LIMIT_CONTROL', '触发天级流控Permits:10', DAILY],
    ['isv.MOBILE_NUMBER_ILLEGAL', '非法手机号', BAD_NUMBER],
    ['isv.AMOUNT_NOT_ENOUGH', '账户余额不足', UNAVAILABLE],
    ['isv.DAY_LIMIT_CONTROL', '触发日发送限额', UNAVAILABLE],
    ['isv.SMS_TEMPLATE_ILLEGAL', '模板不合法', UNAVAILABLE],
  ] as const)('%s (%s) is refused so', async (code, message, words) => {
    fake.answerNext(code, message);
    expect(await refusedWith(gateway().send(null as never, SHARE))).toEqual({
      ...words,
      providerCode: code,
    });
    expect(fake.answers).toEqual([code]);
  });

  it("refuses a number Alibaba does not take, by the fake's own check", async () => {
    expect(
      await refusedWith(gateway().send(null as never, { ...SHARE, mobile: '139000' })),
    ).toEqual({
      ...BAD_NUMBER,
      providerCode: 'isv.MOBILE_NUMBER_ILLEGAL',
    });
  });

  it('is the account refused, never sent, with a wrong secret: the signature does not match', async () => {
    const wrong = gateway({ accessKeySecret: 'WrongAccessKeySecret0000000001' });
    expect(await refusedWith(wrong.send(null as never, SHARE))).toEqual({
      ...UNAVAILABLE,
      providerCode: 'SignatureDoesNotMatch',
    });
    expect(
      await refusedWith(
        gateway({ accessKeyId: 'LTAI5tNotTheKeyId0001' }).send(null as never, SHARE),
      ),
    ).toEqual({
      ...UNAVAILABLE,
      providerCode: 'InvalidAccessKeyId.NotFound',
    });
    expect(fake.answers).toEqual(['SignatureDoesNotMatch', 'InvalidAccessKeyId.NotFound']);
    expect(fake.requests).toEqual([]);
  });

  it('is one refusal when Alibaba cannot be reached, or does not answer in time', async () => {
    await expectUnreachable(gateway, () => fake.hangNext(), SHARE);
  });
});
