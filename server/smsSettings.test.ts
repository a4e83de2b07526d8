import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkConfig, readConfig } from './config.ts';
import type { Db } from './db/db.ts';
import { makeDeps, refuseSimulatedGateways, simulatedParties } from './makeDeps.ts';
import {
  aliyunSmsEnv,
  ALIYUN_ACCOUNT,
  startFakeAliyunSms,
  type FakeAliyunSms,
} from './test/fakes/aliyunSms.ts';
import { tencentSmsEnv, TENCENT_ACCOUNT } from './test/fakes/tencentSms.ts';

// Issue 40, items 3 and 5: SMS_PROVIDER names the SMS provider, its settings checked at start.
describe('SMS_PROVIDER', () => {
  it('is the simulated outbox when unset or simulated', () => {
    for (const env of [{}, { SMS_PROVIDER: 'simulated' }]) {
      const config = readConfig(env);
      expect(config.outside.sms).toBeNull();
      expect(simulatedParties(config)).toContain('SMS');
    }
  });

  it("tencent: Tencent Cloud's keys, application, region ap-guangzhou unless told, 5 s", () => {
    expect(readConfig(tencentSmsEnv()).outside.sms).toEqual({
      provider: 'tencent',
      secretId: TENCENT_ACCOUNT.secretId,
      secretKey: TENCENT_ACCOUNT.secretKey,
      sdkAppId: '1400006666',
      region: 'ap-guangzhou',
      signName: '康宁体检',
      templates: { code: '1110001', share: '1110002', reminder: '1110003' },
      apiBase: undefined,
      timeoutMs: 5_000,
    });
    const told = { ...tencentSmsEnv('http://127.0.0.1:8999'), TENCENT_SMS_REGION: 'ap-beijing' };
    expect(readConfig({ ...told, SMS_TIMEOUT_SECONDS: '2' }).outside.sms).toMatchObject({
      region: 'ap-beijing',
      apiBase: 'http://127.0.0.1:8999',
      timeoutMs: 2_000,
    });
  });

  it("aliyun: Alibaba Cloud's AccessKey and its SMS_ template codes", () => {
    const config = readConfig(aliyunSmsEnv());
    expect(config.outside.sms).toEqual({
      provider: 'aliyun',
      accessKeyId: ALIYUN_ACCOUNT.accessKeyId,
      accessKeySecret: ALIYUN_ACCOUNT.accessKeySecret,
      signName: '康宁体检',
      templates: { code: 'SMS_100001', share: 'SMS_100002', reminder: 'SMS_100003' },
      apiBase: undefined,
      timeoutMs: 5_000,
    });
    expect(simulatedParties(config)).not.toContain('SMS');
  });

  it('names every malformed or missing setting at once', () => {
    expect(
      checkConfig({
        SMS_PROVIDER: 'tencent',
        TENCENT_SMS_SECRET_ID: 'AKID-not-an-id',
        TENCENT_SMS_SDK_APP_ID: '14000',
        TENCENT_SMS_REGION: 'us-east-1',
        SMS_SIGNATURE: '【康宁体检】',
        SMS_TEMPLATE_CODE: 'SMS_100001',
        SMS_TEMPLATE_SHARE: '1110002',
        SMS_API_BASE: 'ftp://sms.tencentcloudapi.com',
      }).problems,
    ).toEqual([
      'SMS_SIGNATURE must be the signature tencent approved (2 to 12 characters, no 【】) when SMS_PROVIDER is tencent',
      'SMS_TEMPLATE_CODE must be the approved template\'s id (digits) when SMS_PROVIDER is tencent, got "SMS_100001"',
      'SMS_TEMPLATE_REMINDER must be the approved template\'s id (digits) when SMS_PROVIDER is tencent, got ""',
      'SMS_API_BASE must be an http:// or https:// address, got "ftp://sms.tencentcloudapi.com"',
      'TENCENT_SMS_REGION must be one of ap-guangzhou, ap-beijing, ap-nanjing, got "us-east-1"',
      'TENCENT_SMS_SECRET_ID must be AKID and 32 letters or digits when SMS_PROVIDER is tencent',
      'TENCENT_SMS_SECRET_KEY must be 32 letters or digits when SMS_PROVIDER is tencent',
      'TENCENT_SMS_SDK_APP_ID must be the 10 digits of the SMS application (1400...) when SMS_PROVIDER is tencent',
    ]);
    expect(
      checkConfig({ ...aliyunSmsEnv(), ALIYUN_SMS_ACCESS_KEY_SECRET: 'secret' }).problems,
    ).toEqual([
      'ALIYUN_SMS_ACCESS_KEY_SECRET must be 30 letters or digits when SMS_PROVIDER is aliyun',
    ]);
    expect(checkConfig({ ...aliyunSmsEnv('https://proxy.hospital.example/sms') }).problems).toEqual(
      ['SMS_API_BASE must be a scheme and host only, got "https://proxy.hospital.example/sms"'],
    );
    expect(checkConfig({ SMS_PROVIDER: 'twilio' }).problems).toEqual([
      'SMS_PROVIDER must be tencent, aliyun or simulated, got "twilio"',
    ]);
  });

  it('tells a production start left on the outbox which setting connects SMS', () => {
    const production = { ...readConfig({}), production: true };
    expect(() => refuseSimulatedGateways(production, ['SMS'])).toThrow(
      'NODE_ENV=production refuses to start: no real gateway for SMS (server/makeDeps.ts ' +
        'connects simulators). Connect your providers there (SMS: set SMS_PROVIDER=tencent or ' +
        'aliyun and its SMS settings), or set ALLOW_SIMULATED_GATEWAYS=1 to run anyway: SMS ' +
        'codes then only reach the server console.',
    );
  });
});

describe("the server's SMS gateway with SMS_PROVIDER=aliyun", () => {
  let fake: FakeAliyunSms;
  beforeAll(async () => {
    fake = await startFakeAliyunSms(ALIYUN_ACCOUNT);
  });
  afterAll(() => fake.close());

  it("is Alibaba Cloud's: a text reaches its API, not the outbox", async () => {
    const { sms } = makeDeps({} as Db, readConfig(aliyunSmsEnv(fake.base)));
    await sms.send({} as Db, {
      kind: 'code',
      mobile: '13800000003',
      body: '...',
      code: '2468',
      params: { code: '2468', minutes: '5' },
    });
    expect(fake.requests).toEqual([
      {
        PhoneNumbers: '13800000003',
        SignName: '康宁体检',
        TemplateCode: 'SMS_100001',
        TemplateParam: '{"code":"2468","minutes":"5"}',
      },
    ]);
  });
});
