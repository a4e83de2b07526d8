import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as api from '../../../src/contract/index.ts';
import { readConfig } from '../../config.ts';
import { simulatedParties } from '../../makeDeps.ts';
import { askSmsCode, enc } from '../../test/auth.ts';
import {
  startFakeTencentSms,
  TENCENT_ACCOUNT,
  tencentSmsEnv,
  type FakeTencentSms,
} from '../../test/fakes/tencentSms.ts';
import { inject } from '../../test/inject.ts';
import { useSharer } from '../../test/sharer.ts';
import { closeTestApp, createTestApp, type TestContext } from '../../test/testApp.ts';

// Issue 40, item 3: with SMS_PROVIDER=tencent, a code goes through Tencent Cloud SMS (its fake
// here); the provider's refusal is the patient's Chinese refusal and spends nothing of the
// phone's, the address's or the server's allowance, so the next try is not held back by it.
let fake: FakeTencentSms;
const ctx = {} as TestContext;
beforeAll(async () => {
  fake = await startFakeTencentSms(TENCENT_ACCOUNT);
  const config = readConfig({ ...tencentSmsEnv(fake.base), SMS_TIMEOUT_SECONDS: '0.5' });
  Object.assign(ctx, await createTestApp({ config }));
});
const zhang = useSharer(ctx);
afterAll(async () => {
  await closeTestApp(ctx);
  await fake.close();
});

/** An SMS code asked for from `from`, its captcha solved. */
const codeTo = (phone: string, from?: string) => askSmsCode(ctx.app, phone, from);

/** What the budget stored of the texts: the phone's code rows, and the sends counted. */
async function spent(phone: string) {
  const [row] = await ctx.db.query<{ codes: number; counted: number }>(
    `SELECT (SELECT count(*)::int FROM sms_codes WHERE mobile = $1) AS codes,
            (SELECT count(*)::int FROM auth_attempts WHERE kind = 'sms_send') AS counted`,
    [phone],
  );
  return row;
}

describe('an SMS code through Tencent Cloud SMS', () => {
  it('is SMS that /api/health and the production start take for real', () => {
    expect(simulatedParties(readConfig(tencentSmsEnv()))).not.toContain('SMS');
    expect(simulatedParties(readConfig({}))).toContain('SMS');
  });

  it("refused by Tencent, is the patient's refusal and spends no allowance; the next try goes", async () => {
    const phone = '13940000001';
    fake.answerNext('LimitExceeded.PhoneNumberThirtySecondLimit', 'status');
    expect(await codeTo(phone)).toEqual({
      status: 429,
      msg: '该手机号短信发送过于频繁，请稍后再试',
    });
    expect(await spent(phone)).toEqual({ codes: 0, counted: 0 });
    // Counted, the refused text would hold this one back a minute (smsCooldown).
    expect(await codeTo(phone)).toEqual({ status: 200, msg: '验证码已发送' });
    expect(await spent(phone)).toEqual({ codes: 1, counted: 3 });
    const sent = fake.requests.at(-1)!;
    expect(sent).toMatchObject({ TemplateId: '1110001', PhoneNumberSet: ['+8613940000001'] });
    // The code Tencent was given is the one the server checks.
    const [code, minutes] = sent.TemplateParamSet as string[];
    expect(minutes).toBe('5');
    const checked = await inject(ctx.app, api.checkCaptcha, { mobile: enc(phone), code: code! });
    expect(checked.status).toBe(200);
    // The app's own limit still holds, and never reaches Tencent.
    const calls = fake.answers.length;
    expect(await codeTo(phone)).toEqual({
      status: 429,
      msg: '操作过于频繁，请60秒后再获取验证码',
    });
    expect(fake.answers).toHaveLength(calls);
  });

  it('not answered in time, is one refusal and spends nothing', async () => {
    const phone = '13940000002';
    const { counted } = (await spent(phone))!;
    fake.hangNext();
    expect(await codeTo(phone, '10.40.2.1')).toEqual({
      status: 503,
      msg: '短信服务暂时无法连接，请稍后再试',
    });
    expect(await spent(phone)).toEqual({ codes: 0, counted });
    expect(await codeTo(phone, '10.40.2.1')).toEqual({ status: 200, msg: '验证码已发送' });
    expect(await spent(phone)).toEqual({ codes: 1, counted: counted + 3 });
  });
});

describe("a share's code through Tencent Cloud SMS", () => {
  it("goes by the share template: the owner's family name, the code and the days", async () => {
    const res = await inject(
      ctx.app,
      api.shareCreate,
      { tjbh: zhang.latest, person: '女儿', days: 7, mobile: enc('13940000003') },
      zhang.token,
    );
    expect(res.status).toBe(200);
    const { code } = (res.body as { data: { code: string } }).data;
    expect(fake.requests.at(-1)).toEqual({
      SmsSdkAppId: '1400006666',
      SignName: '康宁体检',
      TemplateId: '1110002',
      TemplateParamSet: ['张**', code, '7'],
      PhoneNumberSet: ['+8613940000003'],
    });
  });
});
