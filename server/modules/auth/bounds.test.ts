import { describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { demoUsers } from '../../seeds/seedData.ts';
import { WAIT_MSG } from '../../plugins/messages.ts';
import { enc } from '../../test/auth.ts';
import { useTestApp } from '../../test/testApp.ts';
import { LIMITS, shared } from './limits.ts';
import * as api from '../../../src/contract/index.ts';
import { inject } from '../../test/inject.ts';

// Issue 28: the calls that cost the hospital (a captcha drawn and stored, an SMS paid for)
// bounded per client, so that no one client can spend them for everyone else.
const ctx = useTestApp();
const alice = demoUsers[0]!;

const count = async (sql: string, params: unknown[] = []) =>
  (await ctx.db.query<{ n: number }>(sql, params))[0]!.n;

/** Earlier attempts, `minutesAgo` old. */
async function pastAttempts(kind: string, subject: string, n: number, minutesAgo: number) {
  await ctx.db.query(
    `INSERT INTO auth_attempts (kind, subject, created_at)
     SELECT $1, $2, now() - make_interval(mins => $4) FROM generate_series(1, $3)`,
    [kind, subject, n, minutesAgo],
  );
}

const captchaFrom = (
  remoteAddress: string,
  ep: typeof api.captcha | typeof api.getCaptcha = api.captcha,
) => inject(ctx.app, ep, undefined as never, null, { remoteAddress });

/** An SMS code asked for from a client address, its captcha solved from the same address. */
async function sendFrom(remoteAddress: string, phone: string) {
  const { key } = (await inject(ctx.app, api.captcha, undefined, null, { remoteAddress })).body
    .data;
  const answer = (await ctx.app.inject(`/api/dev/captcha?key=${key}`)).json().data as string;
  const res = await inject(
    ctx.app,
    api.sendSmsCode,
    { hospId: 1, phone: enc(phone), captchaKey: key, captchaCode: answer },
    null,
    { remoteAddress },
  );
  return { status: res.status, msg: res.body.msg };
}

describe('captchas drawn per client', () => {
  it("a minute's allowance from one address, then a Chinese 429 in the envelope; others unaffected", async () => {
    const before = await count('SELECT count(*)::int AS n FROM captchas');
    for (let i = 0; i < LIMITS.captchaPerMinute.max; i++)
      expect((await captchaFrom('10.7.0.1')).status).toBe(200);
    const refusal = {
      status: 429,
      body: { code: 429, msg: '获取图形验证码过于频繁，请1分钟后再试', data: null },
    };
    expect(await captchaFrom('10.7.0.1')).toEqual(refusal);
    expect(await captchaFrom('10.7.0.1', api.getCaptcha)).toEqual(refusal);
    expect(await count('SELECT count(*)::int AS n FROM captchas')).toBe(
      before + LIMITS.captchaPerMinute.max,
    );
    expect((await captchaFrom('10.7.0.2')).status).toBe(200);
  });

  it('300 an hour from one address', async () => {
    await pastAttempts('captcha_make', 'ip:10.7.0.3', LIMITS.captchaPerHour.max, 30);
    expect((await captchaFrom('10.7.0.3')).body.msg).toBe('获取图形验证码过于频繁，请30分钟后再试');
  });

  it('an IPv6 client is its /64: new addresses in it do not add to its allowance', async () => {
    for (let i = 1; i <= LIMITS.captchaPerMinute.max; i++)
      expect((await captchaFrom(`2001:db8:7:1::${i.toString(16)}`)).status).toBe(200);
    expect((await captchaFrom('2001:db8:7:1:abcd::1')).status).toBe(429);
    expect((await captchaFrom('2001:db8:7:2::1')).status).toBe(200);
  });

  it('holds across two server processes on one database', async () => {
    const other = await buildApp({ db: ctx.db, readMemoMs: 0 });
    for (let i = 0; i < LIMITS.captchaPerMinute.max; i++)
      expect((await captchaFrom('10.7.0.4')).status).toBe(200);
    const res = await inject(other, api.captcha, undefined, null, { remoteAddress: '10.7.0.4' });
    await other.close();
    expect(res.status).toBe(429);
  });
});

describe('SMS per phone', () => {
  it('five codes an hour to one phone, then a Chinese 429 saying how long', async () => {
    const phone = '13770000001';
    for (const minutesAgo of [50, 40, 30, 20, 10])
      await ctx.db.query(
        `INSERT INTO sms_codes (mobile, code_hash, created_at, expires_at)
         VALUES ($1, 'x', now() - make_interval(mins => $2), now())`,
        [phone, minutesAgo],
      );
    expect(await sendFrom('10.8.0.1', phone)).toEqual({
      status: 429,
      msg: '该手机号获取验证码过于频繁，请10分钟后再试',
    });
    // From another address too: the phone is what is protected.
    expect((await sendFrom('10.8.0.2', phone)).status).toBe(429);
    await ctx.db.query(
      "UPDATE sms_codes SET created_at = now() - interval '61 minutes' WHERE mobile = $1 AND created_at < now() - interval '45 minutes'",
      [phone],
    );
    expect((await sendFrom('10.8.0.1', phone)).status).toBe(200);
  });
});

describe('the hourly SMS budget of the server, shared', () => {
  it('one client spends only its share: SMS login still works for another address', async () => {
    const total = () => count("SELECT count(*)::int AS n FROM auth_attempts WHERE subject = '*'");
    await ctx.db.query("DELETE FROM auth_attempts WHERE subject = '*'");
    await pastAttempts('sms_send', '*', LIMITS.smsTotal.max - 21, 30);
    // One IPv6 client moving through its /64, a new phone each time.
    const sends = [];
    for (let i = 1; i <= 25; i++)
      sends.push(await sendFrom(`2001:db8:5:5::${i}`, `137710000${String(i).padStart(2, '0')}`));
    expect(sends.map((s) => s.status)).toEqual([...Array(20).fill(200), ...Array(5).fill(429)]);
    expect(sends[20]!.msg).toBe(WAIT_MSG.smsFromAddress(3600));
    // Its refused sends are not counted against the budget.
    expect(await total()).toBe(LIMITS.smsTotal.max - 1);
    expect((await sendFrom('10.8.1.1', alice.mobile)).status).toBe(200);
    const outbox = await ctx.app.inject(`/api/dev/smsOutbox?phone=${alice.mobile}`);
    const login = await inject(
      ctx.app,
      api.smsLogin,
      { hospid: 1, username: enc(alice.mobile), captcha: outbox.json().data.code },
      null,
      { remoteAddress: '10.8.1.1' },
    );
    expect(login.status).toBe(200);
    expect((login.body.data as { token: string }).token).toEqual(expect.any(String));
    // The budget is spent now, for everyone.
    expect(await sendFrom('10.8.1.2', '13771000099')).toEqual({
      status: 429,
      msg: '短信发送繁忙，请30分钟后再试',
    });
    expect(await total()).toBe(LIMITS.smsTotal.max);
    await ctx.db.query("DELETE FROM auth_attempts WHERE subject = '*'");
  });

  it('many addresses of one network share ten addresses’ allowance', async () => {
    await pastAttempts('sms_send', 'net:10.9.0.0/24', LIMITS.smsPerNetwork.max - 1, 30);
    expect((await sendFrom('10.9.0.5', '13772000001')).status).toBe(200);
    expect(await sendFrom('10.9.0.6', '13772000002')).toEqual({
      status: 429,
      msg: WAIT_MSG.smsFromAddress(30 * 60),
    });
    expect((await sendFrom('10.9.1.6', '13772000002')).status).toBe(200);
  });
});

describe('SMS_PER_ADDRESS_HOURLY', () => {
  it('moves every per-client SMS and captcha allowance in proportion', () => {
    const at = (perAddressHourly: number) =>
      [
        LIMITS.smsPerAddress,
        LIMITS.smsPerNetwork,
        LIMITS.captchaPerMinute,
        LIMITS.captchaPerHour,
      ].map((limit) => shared(limit, perAddressHourly).max);
    expect(at(20)).toEqual([20, 200, 60, 300]);
    expect(at(1000)).toEqual([1000, 10000, 3000, 15000]);
    expect(at(5)).toEqual([5, 50, 15, 75]);
  });
});
