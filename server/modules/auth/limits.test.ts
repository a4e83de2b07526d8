import { describe, expect, it } from 'vitest';
import { loginPasswordHash } from '../../../src/rules/fieldCrypto.ts';
import { DEMO_PASSWORD, demoUsers } from '../../seeds/seedData.ts';
import { MSG, WAIT_MSG } from '../../plugins/messages.ts';
import { enc, smsCode, solvedCaptcha } from '../../test/auth.ts';
import { buildApp } from '../../app.ts';
import { readConfig } from '../../config.ts';
import { useTestApp } from '../../test/testApp.ts';
import { LIMITS } from './limits.ts';
import { inject } from '../../test/inject.ts';
import * as api from '../../../src/contract/index.ts';

const ctx = useTestApp();
/** Failures one client address makes before it is slowed down at all. */
const ADDRESS_STEP = LIMITS.passwordPerAddress.steps[0]!.after;
const [alice, bob] = demoUsers as [(typeof demoUsers)[number], (typeof demoUsers)[number]];

const sendSms = async (from: string, phone: string) =>
  inject(
    ctx.app,
    api.sendSmsCode,
    {
      hospId: 1,
      phone: enc(phone),
      ...(await solvedCaptcha(ctx.app)),
    },
    null,
    { remoteAddress: from },
  );

const loginFrom = (from: string, mobile: string, password: string) =>
  inject(
    ctx.app,
    api.passwordLogin,
    {
      hospid: 1,
      username: enc(mobile),
      password: loginPasswordHash(password, mobile),
    },
    null,
    { remoteAddress: from },
  );

/** Earlier attempts, `minutesAgo` old. */
async function pastAttempts(kind: string, subject: string, count: number, minutesAgo: number) {
  await ctx.db.query(
    `INSERT INTO auth_attempts (kind, subject, created_at)
     SELECT $1, $2, now() - make_interval(mins => $4) FROM generate_series(1, $3)`,
    [kind, subject, count, minutesAgo],
  );
}

describe('SMS sending limits', () => {
  it('one client address gets a few codes an hour, then a Chinese 429 saying how long', async () => {
    const from = '10.1.1.1';
    await pastAttempts('sms_send', `ip:${from}`, LIMITS.smsPerAddress.max - 1, 30);
    expect((await sendSms(from, '13700000001')).status).toBe(200);
    const refused = await sendSms(from, '13700000002');
    expect(refused).toMatchObject({
      status: 429,
      body: { code: 429, msg: WAIT_MSG.smsFromAddress(30 * 60) },
    });
    expect(refused.body.msg).toBe('获取验证码过于频繁，请30分钟后再试');
    const [sent] = await ctx.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM sms_codes WHERE mobile = '13700000002'",
    );
    expect(sent?.n).toBe(0);
    // Another address is not held back by this one.
    expect((await sendSms('10.1.1.2', '13700000003')).status).toBe(200);
  });

  it('the whole server sends at most its hourly ceiling', async () => {
    await pastAttempts('sms_send', '*', LIMITS.smsTotal.max, 50);
    const refused = await sendSms('10.1.1.3', '13700000004');
    expect(refused).toMatchObject({ status: 429, body: { msg: '短信发送繁忙，请10分钟后再试' } });
    await ctx.db.query("DELETE FROM auth_attempts WHERE subject = '*'");
  });

  it('wrong SMS codes from one address are slowed down, whatever the phone', async () => {
    const from = '10.3.3.3';
    await pastAttempts('code_fail', `ip:${from}`, ADDRESS_STEP - 1, 20);
    await pastAttempts('code_fail', `ip:${from}`, 1, 0);
    const res = await inject(
      ctx.app,
      api.checkCaptcha,
      {
        mobile: enc('13700000009'),
        code: '1234',
      },
      null,
      { remoteAddress: from },
    );
    expect(res).toMatchObject({ status: 429, body: { msg: '尝试次数过多，请1分钟后再试' } });
  });
});

describe('password guessing', () => {
  it('locks a phone after five wrong passwords, saying for how long, right password or not', async () => {
    const from = '10.2.2.1';
    for (let i = 0; i < LIMITS.passwordPerPhone.max; i++) {
      expect((await loginFrom(from, alice.mobile, `Wrong${i}pass!`)).body.msg).toBe(
        MSG.loginFailed,
      );
    }
    const locked = await loginFrom('10.2.2.9', alice.mobile, DEMO_PASSWORD);
    expect(locked).toMatchObject({
      status: 429,
      body: { msg: '密码错误次数过多，账号已锁定，请15分钟后再试' },
    });
    // Another account is not locked with it.
    expect((await loginFrom(from, bob.mobile, DEMO_PASSWORD)).status).toBe(200);
    // The lock ends with its window.
    await ctx.db.query(
      "UPDATE auth_attempts SET created_at = created_at - interval '16 minutes' WHERE subject = $1",
      [`phone:${alice.mobile}`],
    );
    expect((await loginFrom(from, alice.mobile, DEMO_PASSWORD)).status).toBe(200);
  });

  it('an unknown phone locks the same way: the lock does not tell which phones exist', async () => {
    const unknown = '13799999999';
    for (let i = 0; i < LIMITS.passwordPerPhone.max; i++) {
      expect((await loginFrom('10.2.2.2', unknown, 'Wrong1pass!')).body.msg).toBe(MSG.loginFailed);
    }
    expect((await loginFrom('10.2.2.2', unknown, 'Wrong1pass!')).body.msg).toBe(
      '密码错误次数过多，账号已锁定，请15分钟后再试',
    );
  });

  it('one address guessing across many phones is slowed down', async () => {
    const from = '10.2.2.3';
    await pastAttempts('password_fail', `ip:${from}`, ADDRESS_STEP - 1, 20);
    await pastAttempts('password_fail', `ip:${from}`, 1, 0);
    const res = await loginFrom(from, bob.mobile, DEMO_PASSWORD);
    expect(res).toMatchObject({ status: 429, body: { msg: '尝试次数过多，请1分钟后再试' } });
  });

  it('simultaneous guesses cannot slip past the lock', async () => {
    const tries = await Promise.all(
      Array.from({ length: 12 }, (_, i) => loginFrom(`10.2.3.${i}`, bob.mobile, 'Wrong1pass!')),
    );
    expect(tries.filter((t) => t.body.msg === MSG.loginFailed)).toHaveLength(
      LIMITS.passwordPerPhone.max,
    );
    expect(tries.filter((t) => t.status === 429)).toHaveLength(12 - LIMITS.passwordPerPhone.max);
  });

  it('an unknown phone costs the same time as a known one', async () => {
    const median = async (mobile: string, from: string) => {
      const times: number[] = [];
      for (let i = 0; i < 4; i++) {
        const start = performance.now();
        await loginFrom(`${from}.${i}`, mobile, 'Wrong1pass!');
        times.push(performance.now() - start);
        await ctx.db.query('DELETE FROM auth_attempts');
      }
      return times.sort((a, b) => a - b)[2]!;
    };
    const known = await median(demoUsers[2]!.mobile, '10.4.4');
    const unknown = await median('13788888888', '10.4.5');
    // Both run scrypt; before, the unknown phone answered in a tenth of the time. The known
    // phone also reads its account and its own limits, which a busy machine can stretch: a
    // third tells the two apart with room for that.
    expect(unknown / known).toBeGreaterThan(0.3);
  });
});

describe('lockouts that do not shut out a whole clinic', () => {
  const clinic = '10.6.0.1';
  const patients = Array.from({ length: 8 }, (_, i) => `1376000${String(i).padStart(4, '0')}`);

  it("patients' wrong passwords on one address leave another patient's login open", async () => {
    // Eight patients on the centre's Wi-Fi each mistype until their own phone is locked.
    for (const phone of patients) {
      const answers = [];
      for (let i = 0; i < 6; i++)
        answers.push((await loginFrom(clinic, phone, 'Wrong1pass!')).status);
      expect(answers, phone).toEqual([400, 400, 400, 400, 400, 429]);
    }
    // 40 wrong passwords from the address: bob still logs in from it.
    expect((await loginFrom(clinic, bob.mobile, DEMO_PASSWORD)).status).toBe(200);
  });

  it("patients' wrong SMS codes on one address leave another patient's SMS login open", async () => {
    const from = '10.6.0.2';
    for (let i = 0; i < 40; i++) {
      const res = await inject(
        ctx.app,
        api.checkCaptcha,
        {
          mobile: enc(patients[i % patients.length]!),
          code: '1234',
        },
        null,
        { remoteAddress: from },
      );
      expect(res.body.msg).toBe(MSG.smsCodeWrong);
    }
    const code = await smsCode(ctx.app, alice.mobile);
    const login = await inject(
      ctx.app,
      api.smsLogin,
      {
        hospid: 1,
        username: enc(alice.mobile),
        captcha: code,
      },
      null,
      { remoteAddress: from },
    );
    expect(login.status).toBe(200);
  });

  it('a flood from one address waits 1, 5, then 15 minutes after each failure', async () => {
    const from = '10.6.0.3';
    const subject = `ip:${from}`;
    const attempt = () => loginFrom(from, '13761111111', 'Wrong1pass!');
    for (const { after, waitS } of LIMITS.passwordPerAddress.steps) {
      await ctx.db.query('DELETE FROM auth_attempts WHERE subject = $1', [subject]);
      // One failure short of the step: not slowed down.
      await pastAttempts('password_fail', subject, after - 1, 30);
      expect((await attempt()).body.msg).toBe(MSG.loginFailed);
      // At the step: the next one waits, counted from the latest failure.
      expect((await attempt()).body.msg).toBe(`尝试次数过多，请${waitS / 60}分钟后再试`);
      // Once the wait is over, one more try, then the wait again.
      await ctx.db.query(
        `UPDATE auth_attempts SET created_at = created_at - make_interval(secs => $2)
          WHERE subject = $1 AND created_at > now() - interval '1 minute'`,
        [subject, waitS],
      );
      expect((await attempt()).body.msg).toBe(MSG.loginFailed);
      expect((await attempt()).status).toBe(429);
      await ctx.db.query("DELETE FROM auth_attempts WHERE subject = 'phone:13761111111'");
    }
  });
});

describe('behind a reverse proxy', () => {
  it('with TRUST_PROXY the limits count the forwarded client address, not the proxy', async () => {
    const app = await buildApp({ db: ctx.db, config: readConfig({ TRUST_PROXY: '127.0.0.1' }) });
    const login = (forwardedFor: string) =>
      inject(
        app,
        api.passwordLogin,
        { username: enc(bob.mobile), password: loginPasswordHash(DEMO_PASSWORD, bob.mobile) },
        null,
        { remoteAddress: '127.0.0.1', headers: { 'x-forwarded-for': forwardedFor } },
      );
    await ctx.db.query('DELETE FROM auth_attempts');
    await pastAttempts('password_fail', 'ip:203.0.113.7', ADDRESS_STEP, 0);
    expect((await login('203.0.113.7')).status).toBe(429);
    expect((await login('203.0.113.8')).status).toBe(200);
    await app.close();
  });
});
